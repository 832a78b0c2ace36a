export * from './rule';
export * from './blocks';
export * from './generate';
export * from './sample';
export * from './deletion';
export { groupKeys } from './group';
export * from './meta';
export * from './training';
