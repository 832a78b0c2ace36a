import { describe, expect, it } from 'vitest';
import { pairsByRecord } from '../../../src/engine/service/views';
import { seededRandom } from '../../../src/core/random';

describe('pairs by record', () => {
  it("lists each record's candidate pairs in pair order, as a scan of every pair would", () => {
    const random = seededRandom(3);
    const n = 60;
    const l: number[] = [];
    const r: number[] = [];
    for (let q = 0; q < 400; q++) {
      const a = Math.floor(random() * n);
      const b = Math.floor(random() * n);
      if (a !== b) (l.push(Math.min(a, b)), r.push(Math.max(a, b)));
    }
    const pairs = { left: Uint32Array.from(l), right: Uint32Array.from(r) };
    const index = pairsByRecord(pairs, n);
    for (let rec = 0; rec < n; rec++) {
      const scan = l.flatMap((a, q) => (a === rec || r[q] === rec ? [q] : []));
      expect([...index.pairs.subarray(index.offsets[rec], index.offsets[rec + 1])]).toEqual(scan);
    }
    expect(pairsByRecord(pairs, n)).toBe(index);
  });
});
