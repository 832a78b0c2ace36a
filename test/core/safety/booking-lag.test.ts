import { describe, expect, it } from 'vitest';
import { bookingLags } from '../../../src/core/safety/booking-lag';
import { applySafetyNet } from '../../../src/core/safety';
import { seededRandom } from '../../../src/core/random';
import { DECISION_CODE, type Reason } from '../../../src/domain/decision';
import type { InputColumn } from '../../../src/core/profiles';

/**
 * Two systems booking `n` transactions: records 2k (source 0) and 2k + 1 (source 1) are one
 * booking, source 1's date `lag(k)` days after source 0's. Pairs are the bookings, plus `extra`.
 */
function bookings(n: number, lag: (k: number) => number, extra: Array<[number, number]> = []) {
  const day = (d: number) => new Date(Date.UTC(2023, 0, 2 + d)).toISOString().slice(0, 10);
  const dates: string[] = [];
  const sourceOf = new Uint16Array(2 * n);
  for (let k = 0; k < n; k++) {
    dates.push(day(k), day(k + lag(k)));
    sourceOf[2 * k + 1] = 1;
  }
  const pairs: Array<[number, number]> = [
    ...Array.from({ length: n }, (_, k): [number, number] => [2 * k, 2 * k + 1]),
    ...extra,
  ];
  const columns: InputColumn[] = [{ name: 'date', kind: 'date', values: dates }];
  return { columns, sourceOf, left: Uint32Array.from(pairs, (p) => p[0]), right: Uint32Array.from(pairs, (p) => p[1]) };
}

describe('safety net: a booking lag between two sources', () => {
  it('a source that books 0–2 days later: a pair where it books earlier is flagged, in either record order', () => {
    const rnd = seededRandom(7);
    // Record 5 (source 1, day 2 + lag ≤ 4) against record 12 (source 0, day 6): source 1 earlier.
    const b = bookings(200, () => Math.floor(rnd() * 3), [[12, 5]]);
    const check = bookingLags(b.columns, b.sourceOf, b.left, b.right, () => true)!;
    expect(check).not.toBeNull();
    const d5 = b.columns[0].values[5];
    expect(d5 < b.columns[0].values[12]).toBe(true);
    expect(check(12, 5)).toMatchObject({ code: 'dates-out-of-order' });
    expect(check(5, 12)).toMatchObject({ code: 'dates-out-of-order' });
    expect(check(0, 1)).toBeNull();
    expect(check(0, 2)).toBeNull(); // one source: no lag between them
  });

  it('dates off by a day either way, equal dates, or too few merges: no lag, no rule', () => {
    const rnd = seededRandom(11);
    const either = bookings(200, () => Math.floor(rnd() * 3) - 1);
    expect(bookingLags(either.columns, either.sourceOf, either.left, either.right, () => true)).toBeNull();
    const same = bookings(200, () => 0);
    expect(bookingLags(same.columns, same.sourceOf, same.left, same.right, () => true)).toBeNull();
    const few = bookings(30, () => 1);
    expect(bookingLags(few.columns, few.sourceOf, few.left, few.right, () => true)).toBeNull();
    expect(bookingLags(few.columns, undefined, few.left, few.right, () => true)).toBeNull();
  });

  it('the net sends a merge against the lag to review; every other merge stays', () => {
    const rnd = seededRandom(3);
    const b = bookings(120, () => 1 + Math.floor(rnd() * 2), [[14, 7]]);
    const weight: Reason[] = [{ code: 'match-weight', detail: '12.0', weight: 12 }];
    const m = b.left.length;
    const levels = new Uint8Array(m).fill(DECISION_CODE.merge);
    const base = {
      columns: b.columns,
      recordCount: b.sourceOf.length,
      sourceOf: b.sourceOf,
      left: b.left,
      right: b.right,
      scores: new Float32Array(m).fill(0.999),
      weights: new Float64Array(m).fill(12),
      reasonsOf: () => weight,
      fitProblems: [],
      exactClass: new Uint32Array(b.sourceOf.length),
      keyColumns: [],
      comparisons: [],
      oneToOne: false,
    };
    const out = applySafetyNet({ ...base, mode: 'link', levels });
    expect([...out.demoted.entries()].filter(([, r]) => r.code === 'dates-out-of-order').map(([p]) => p)).toEqual([
      m - 1,
    ]);
    // In a dedupe run there are no sources to lag.
    const dedupe = applySafetyNet({ ...base, mode: 'dedupe', levels: new Uint8Array(m).fill(DECISION_CODE.merge) });
    expect([...dedupe.demoted.values()].some((r) => r.code === 'dates-out-of-order')).toBe(false);
  });
});
