/**
 * A booking lag between two sources (issue 10): when one system books a transaction a day or two
 * after the other and never before, a pair whose dates run the other way is not the same booking
 * seen twice, however well the rest agrees (two payments of one amount to one payee a day apart).
 * The lag is measured on the run's own automatic merges across each pair of sources, never
 * assumed: it holds only when many merges show the later side strictly later and almost none show
 * it earlier. A list whose sources book on the same day, or either way, has no lag and no rule.
 */
import type { Reason } from '../../domain/decision';
import { parseInstant } from '../normalize/datetime';
import type { InputColumn } from '../profiles/types';

/** Merges across one pair of sources with both dates needed to measure a lag. */
export const MIN_LAG_MERGES = 50;
/** At least this share of those merges must be strictly later on one side: a lag, not equal dates. */
export const MIN_LATER_SHARE = 0.2;
/** At most this many merges run the other way per one that runs with the lag (four times fewer): the lag is the sources' habit. */
export const MAX_EARLIER_RATIO = 0.25;

const DAY = 86_400_000;

/** One date column's lags: per ordered pair of sources (lower id first), +1 when the higher books later, -1 earlier. */
interface ColumnLag {
  name: string;
  instants: Float64Array;
  direction: Map<number, number>;
}

/** Signed whole days from record a's date to b's (NaN when either is missing). */
const daysApart = (t: Float64Array, a: number, b: number) => Math.round((t[b] - t[a]) / DAY);

/**
 * The lags of the date columns measured on the merges (`levels[p] === mergeCode`) across sources;
 * returns a check giving the reason a pair runs against its sources' lag, or null. Null as a whole
 * when no column shows a lag.
 */
export function bookingLags(
  columns: readonly InputColumn[],
  sourceOf: ArrayLike<number> | undefined,
  left: ArrayLike<number>,
  right: ArrayLike<number>,
  isMerge: (p: number) => boolean,
): ((a: number, b: number) => Reason | null) | null {
  if (!sourceOf) return null;
  const lags: ColumnLag[] = [];
  for (const c of columns) {
    if (c.kind !== 'date' && c.kind !== 'start') continue;
    const instants = Float64Array.from(c.values, (v) => (v ? (parseInstant(v) ?? NaN) : NaN));
    const tally = new Map<number, [number, number, number]>(); // key → [merges, later, earlier]
    for (let p = 0; p < left.length; p++) {
      if (!isMerge(p)) continue;
      let [a, b] = [left[p], right[p]];
      if (sourceOf[a] === sourceOf[b]) continue;
      if (sourceOf[a] > sourceOf[b]) [a, b] = [b, a];
      const d = daysApart(instants, a, b);
      if (Number.isNaN(d)) continue;
      const key = sourceOf[a] * 65536 + sourceOf[b];
      const t = tally.get(key) ?? tally.set(key, [0, 0, 0]).get(key)!;
      t[0]++;
      if (d > 0) t[1]++;
      else if (d < 0) t[2]++;
    }
    const direction = new Map<number, number>();
    for (const [key, [n, later, earlier]] of tally) {
      if (n < MIN_LAG_MERGES) continue;
      if (later >= MIN_LATER_SHARE * n && earlier <= MAX_EARLIER_RATIO * later) direction.set(key, 1);
      else if (earlier >= MIN_LATER_SHARE * n && later <= MAX_EARLIER_RATIO * earlier) direction.set(key, -1);
    }
    if (direction.size > 0) lags.push({ name: c.name, instants, direction });
  }
  if (lags.length === 0) return null;
  return (x, y) => {
    const [a, b] = sourceOf[x] <= sourceOf[y] ? [x, y] : [y, x];
    if (sourceOf[a] === sourceOf[b]) return null;
    for (const { name, instants, direction } of lags) {
      const dir = direction.get(sourceOf[a] * 65536 + sourceOf[b]);
      const d = daysApart(instants, a, b);
      if (dir === undefined || Number.isNaN(d) || d * dir >= 0) continue;
      return {
        code: 'dates-out-of-order',
        detail: `${name}: ${Math.abs(d)} day${Math.abs(d) === 1 ? '' : 's'} earlier in the source that books later`,
      };
    }
    return null;
  };
}
