/** Strong keys: merge edges from equal valid identifiers, and counter-evidence from different ones. */
export {
  buildStrongKeyColumn,
  STRONG_KEY_REASONS,
  DIFFERENCE_IS_STRONG,
  SHARED_PLATFORM_DOMAINS,
  type StrongKeyKind,
  type StrongKeyColumn,
  type StrongKeyOptions,
  type KeyFinding,
} from './column';
export { strongKeyEdges, edgeList, type KeyColumn, type StrongKeyEdges, type StrongKeyEdgeOptions } from './edges';
export { keyConflicts, haveStrongKeyConflict, keyConflictMasks, type KeyConflict } from './conflicts';
