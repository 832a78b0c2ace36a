import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { labelsForPairs } from '../../../src/core/weights/labels';

const pairArb = fc.tuple(fc.nat(30), fc.nat(30)).filter(([a, b]) => a !== b);
const toPairs = (list: [number, number][]) => ({
  left: Uint32Array.from(list, (p) => p[0]),
  right: Uint32Array.from(list, (p) => p[1]),
});

describe('labelsForPairs', () => {
  it('labels each candidate pair with its answer, in either record order, a later «different» winning', () => {
    fc.assert(
      fc.property(
        fc.array(pairArb, { maxLength: 60 }),
        fc.array(pairArb, { maxLength: 10 }),
        fc.array(pairArb, { maxLength: 10 }),
        (candidates, same, different) => {
          const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
          const answer = new Map<string, number>();
          for (const [a, b] of same) answer.set(key(a, b), 1);
          for (const [a, b] of different) answer.set(key(a, b), 0);
          const want = candidates.map(([a, b]) => answer.get(key(a, b)) ?? -1);
          const got = labelsForPairs(toPairs(candidates), toPairs(same), toPairs(different));
          expect([...got]).toEqual(want);
        },
      ),
    );
  });
  it('leaves every pair unlabelled without answers', () => {
    expect([...labelsForPairs(toPairs([[1, 2]]))]).toEqual([-1]);
  });
});
