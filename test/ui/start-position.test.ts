import { describe, expect, it } from 'vitest';
import { startPosition } from '../../src/ui/review/review-cursor';

const q = {
  items: [0, 1, 2, 3].map((i) => ({ keys: [`a${i}`, `b${i}`] as [string, string] })),
  resumeAt: 2,
} as unknown as Parameters<typeof startPosition>[0];

describe('Where the review screen opens', () => {
  it("takes the worker's choice when its first answer came, a pair outside the list shown outside it", () => {
    expect(startPosition(q, { focus: 1 })).toEqual({ current: 1, outside: undefined });
    expect(startPosition(q, { focus: -1, pair: ['x', 'y'] })).toEqual({ current: 2, outside: ['x', 'y'] });
  });
  it('finds the pair asked for in the list, in either order, before ?at=', () => {
    expect(startPosition(q, { pair: ['b3', 'a3'], at: 0 })).toEqual({ current: 3 });
  });
  it('shows a pair not in the list outside it, at ?at= when that is an item, else where review resumes', () => {
    expect(startPosition(q, { pair: ['x', 'y'], at: 1 })).toEqual({ current: 1, outside: ['x', 'y'] });
    expect(startPosition(q, { at: 9 })).toEqual({ current: 2, outside: undefined });
    expect(startPosition(q, { at: 1.5 })).toEqual({ current: 2, outside: undefined });
    expect(startPosition({ ...q, resumeAt: -1 }, {})).toEqual({ current: 0, outside: undefined });
  });
});
