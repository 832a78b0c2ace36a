import { describe, expect, it } from 'vitest';
import type { ReviewItemView } from '../../src/client/app-client';
import { skipAnnouncement, stepIndex } from '../../src/ui/review/review-cursor';
import type { QueueState } from '../../src/ui/review/use-review';

const item = (i: number, decided?: ReviewItemView['decided']): ReviewItemView => ({
  position: i,
  kind: 'review-band',
  keys: [`a${i}`, `b${i}`],
  labels: [`A ${i}`, `B ${i}`],
  score: 0.5,
  reasons: [],
  decided,
});
// Five items, the second decided; a filter shows items 0, 2 and 4.
const queue: QueueState = {
  items: [item(0), item(1, 'same'), item(2), item(3), item(4)],
  total: 5,
  resumeAt: 0,
  decided: { same: 1, different: 0, unsure: 0 },
  guardChecks: { count: 0, included: false },
} as unknown as QueueState;
const visible = [0, 2, 4];

describe('Skip on Review', () => {
  it('moves to the next visible pair and says where it went, the pair left undecided', () => {
    expect(stepIndex(visible, 0, 1)).toBe(2);
    expect(stepIndex(visible, 3, 1)).toBe(0);
    expect(skipAnnouncement(queue, visible, 0, stepIndex(visible, 0, 1))).toBe(
      'Skipped, left undecided. Pair 2 of 3; 4 remaining.',
    );
  });

  it('says so when the last pair has nothing after it', () => {
    expect(stepIndex(visible, 4, 1)).toBe(4);
    expect(skipAnnouncement(queue, visible, 4, 4)).toBe('Nothing to skip to: this is the last pair in the list.');
  });
});
