export * from './rule';
export * from './blocks';
export * from './generate';
export * from './sample';
export * from './deletion';
export { groupKeys, isHashed, keysOfRecord, mix32, type HashedKeys, type RuleKeys } from './group';
export * from './meta';
export * from './training';
