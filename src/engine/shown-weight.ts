/**
 * The match weight as a decision shows it: to a tenth of a bit, the text of `weight.toFixed(1)`. Pairs
 * of one shown weight share one reason list, so millions of pairs are shown by a few hundred lists.
 */
import { matchWeightReason } from '../domain/decision';
import type { ReasonInterner } from './reason-table';

/** Whether x is within a millionth of a rounding tie (a half). */
function nearTie(x: number): boolean {
  const frac = Math.abs(x - Math.trunc(x));
  return frac > 0.5 - 1e-6 && frac < 0.5 + 1e-6;
}

/** The weight as the match-weight reason shows it, to a tenth: the same text as `weight.toFixed(1)`. */
export function sameShown(w0: number, w1: number): boolean {
  const a = w0 * 10;
  const b = w1 * 10;
  // Far from a rounding tie, rounding tenths agrees with toFixed; near one, ask toFixed.
  if (!nearTie(a) && !nearTie(b)) return Math.round(a) === Math.round(b) && Math.sign(a) === Math.sign(b);
  return w0.toFixed(1) === w1.toFixed(1);
}

/**
 * Interned ids of the one-reason list `[matchWeightReason(w)]`, each shown weight made and interned
 * once: a weight far from a rounding tie is looked up by its rounded tenths and sign, with no text made.
 */
export class ShownWeightReasons {
  private readonly positive = new Map<number, number>();
  private readonly negative = new Map<number, number>();

  constructor(private readonly interner: ReasonInterner) {}

  /** The id of `[matchWeightReason(weight)]` in the interner. */
  id(weight: number): number {
    const tenths = weight * 10;
    if (nearTie(tenths) || !Number.isFinite(tenths)) return this.interner.intern([matchWeightReason(weight)]);
    // toFixed writes the sign apart from the digits («-0.0» for -0.04, «0.0» for -0), so the sign is part of the key.
    const byRound = weight < 0 ? this.negative : this.positive;
    const key = Math.round(Math.abs(tenths));
    let id = byRound.get(key);
    if (id === undefined) byRound.set(key, (id = this.interner.intern([matchWeightReason(weight)])));
    return id;
  }
}
