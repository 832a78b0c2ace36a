export * from './rule';
export * from './blocks';
export * from './generate';
export * from './sample';
export * from './deletion';
export { groupKeys, isHashed, keysOfRecord, type HashedKeys, type RuleKeys } from './group';
export { concatUint32, Growable } from './growable';
export * from './meta';
export * from './training';
