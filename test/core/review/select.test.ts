import { describe, expect, it } from 'vitest';
import type { ReviewItem } from '../../../src/domain/cluster';
import { AnsweredPairs, chooseBatch } from '../../../src/core/review/select';

const pairs = (list: Array<[number, number]>) => ({
  left: Uint32Array.from(list.map((p) => p[0])),
  right: Uint32Array.from(list.map((p) => p[1])),
});
const none = pairs([]);
const item = (left: number, right: number, weight = 0): ReviewItem => ({
  kind: 'review-band',
  left,
  right,
  weight,
  reasons: [],
});
const keys = (batch: ReviewItem[]) => batch.map((i) => `${i.left}-${i.right}`);

describe('what earlier answers imply', () => {
  it('a pair joined through «same» answers, or between groups a «different» keeps apart, is decided', () => {
    const a = new AnsweredPairs(10);
    a.add(
      pairs([
        [0, 1],
        [1, 2],
      ]),
      pairs([[2, 5]]),
    );
    expect(a.implied(0, 2)).toBe(true); // same group by transitivity
    expect(a.implied(0, 5)).toBe(true); // 0's group is kept apart from 5
    expect(a.implied(0, 6)).toBe(false);
    expect(a.implied(5, 6)).toBe(false);
  });

  it('linking one-to-one sources, a record whose group already holds the other source is taken', () => {
    const sourceOf = Uint16Array.from([0, 0, 1, 1]);
    const a = new AnsweredPairs(4, sourceOf, true);
    a.add(pairs([[0, 2]]), none);
    expect(a.implied(0, 3)).toBe(true); // 0 already has its record of source 1
    expect(a.implied(1, 2)).toBe(true); // 2 already has its record of source 0
    expect(a.implied(1, 3)).toBe(false);
    const plain = new AnsweredPairs(4, sourceOf, false);
    plain.add(pairs([[0, 2]]), none);
    expect(plain.implied(0, 3)).toBe(false);
  });
});

describe('choosing a batch', () => {
  it('passes over items without a pair, repeated pairs and pairs the answers decide, in queue order', () => {
    const a = new AnsweredPairs(10);
    a.add(pairs([[0, 1]]), none);
    const cluster: ReviewItem = { kind: 'oversized-cluster', clusterId: 'c', reasons: [] };
    const batch = chooseBatch([item(0, 1), cluster, item(2, 3), item(3, 2), item(4, 5), item(6, 7)], a, { size: 2 });
    expect(keys(batch)).toEqual(['2-3', '4-5']);
  });

  it('takes one item per comparison pattern before a second of the same pattern', () => {
    const pattern = (l: number) => (l < 10 ? 'A' : 'B');
    const queue = [item(0, 1), item(2, 3), item(4, 5), item(10, 11), item(12, 13)];
    const batch = chooseBatch(queue, new AnsweredPairs(20), { size: 2, patternOf: pattern });
    expect(keys(batch)).toEqual(['0-1', '10-11']);
    // Without patterns the head of the queue is taken as it is.
    expect(keys(chooseBatch(queue, new AnsweredPairs(20), { size: 2 }))).toEqual(['0-1', '2-3']);
  });

  it('asks about pairs already in one cluster after the open ones', () => {
    const clusterOf = [0, 0, 1, 2, 3, 4];
    const joined = (l: number, r: number) => clusterOf[l] === clusterOf[r];
    const batch = chooseBatch([item(0, 1), item(2, 3), item(4, 5)], new AnsweredPairs(6), { size: 2, joined });
    expect(keys(batch)).toEqual(['2-3', '4-5']);
    const all = chooseBatch([item(0, 1), item(2, 3)], new AnsweredPairs(6), { size: 3, joined });
    expect(keys(all)).toEqual(['2-3', '0-1']);
  });
});
