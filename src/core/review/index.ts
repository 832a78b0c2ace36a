/** The review queue: ranked review items sized to the reviewer's capacity. */
export {
  buildReviewQueue,
  reviewCapacity,
  pairKey,
  type ReviewCapacity,
  type ReviewQueueInput,
  type ReviewQueue,
} from './queue';
export { ReviewItems } from './items';
export { AnsweredPairs, chooseBatch, type ChooseBatchOptions } from './select';
