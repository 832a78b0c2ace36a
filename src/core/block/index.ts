export * from './rule';
export * from './blocks';
export * from './generate';
export * from './minhash';
export * from './sample';
export * from './deletion';
export { groupKeys } from './group';
