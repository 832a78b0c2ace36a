import { DIFFERENCE_IS_STRONG, STRONG_KEY_REASONS } from './column';
import type { KeyColumn } from './edges';

/**
 * Counter-evidence: two records carrying *different valid* keys of one kind. For GTINs and
 * registration numbers that is strong evidence against a match (P06); for URLs, domains, emails and
 * phones it is weak (a company has several), so each reason says which it is.
 */

/** One piece of counter-evidence. */
export interface KeyConflict {
  /** e.g. `different-valid-gtin`. */
  reason: string;
  column: number;
  strong: boolean;
  left: string;
  right: string;
}

/** The key kinds on which records `a` and `b` carry different valid keys (empty when none). */
export function keyConflicts(columns: readonly KeyColumn[], a: number, b: number): KeyConflict[] {
  const out: KeyConflict[] = [];
  columns.forEach((c, ci) => {
    const ka = c.keys[a];
    const kb = c.keys[b];
    if (ka && kb && ka !== kb) {
      out.push({
        reason: STRONG_KEY_REASONS[c.kind].different,
        column: ci,
        strong: DIFFERENCE_IS_STRONG[c.kind],
        left: ka,
        right: kb,
      });
    }
  });
  return out;
}

/** True when `a` and `b` carry different valid keys in any column whose difference is strong. */
export function haveStrongKeyConflict(columns: readonly KeyColumn[], a: number, b: number): boolean {
  for (const c of columns) {
    if (!DIFFERENCE_IS_STRONG[c.kind]) continue;
    const ka = c.keys[a];
    const kb = c.keys[b];
    if (ka && kb && ka !== kb) return true;
  }
  return false;
}

/**
 * Batch form over candidate pairs: bit `c` of `result[p]` is set when pair p carries different
 * valid keys in column c (at most 32 columns).
 */
export function keyConflictMasks(columns: readonly KeyColumn[], left: Uint32Array, right: Uint32Array): Uint32Array {
  if (columns.length > 32) throw new RangeError('at most 32 key columns');
  const masks = new Uint32Array(left.length);
  columns.forEach((c, ci) => {
    const bit = 1 << ci;
    const keys = c.keys;
    for (let p = 0; p < left.length; p++) {
      const ka = keys[left[p]];
      const kb = keys[right[p]];
      if (ka && kb && ka !== kb) masks[p] |= bit;
    }
  });
  return masks;
}
