/**
 * Levels the fit says matches almost never show. Fellegi–Sunter adds one weight per field as if the fields were
 * independent; fields that describe one thing together (a car's make, model, trim, year and colour; a post's title,
 * employer and day) add up past a level the fit itself found among under half a percent of its matches — a mileage
 * 9 % apart on two ads of one car, another year of a film. A merge showing such a level is unlike the matches the
 * fit learned: a person decides.
 */
import type { Reason } from '../domain/decision';
import type { FellegiSunterFit } from './fellegi-sunter';
import { withinOneEdit } from '../core/profiles/words';

/** A level found among fewer matches than this share is one matches almost never show. */
const UNLIKE_M = 0.005;
/** …and only where non-matches show it at least this often (a level nobody reaches says nothing). */
const MIN_U = 0.001;
/** …and it weighs at most this (log2): far likelier among non-matches. */
const UNLIKE_WEIGHT = -5;

const pct = (x: number) => (x < 0.001 ? '< 0.1 %' : `${(100 * x).toFixed(1)} %`);

/** A copied value: the fit's matches copy it exactly at least this often… */
const COPIED_EXACT = 0.5;
/** …and this share of them showing it far off is more than slips make (a twentieth of records keyed wrong). */
const TAKEN_IN = 0.02;

/** A copied value's numbers per record (`amounts`: compared by relative difference, else dates by days apart). */
export interface CopiedValues {
  numbers: ArrayLike<number>;
  amounts: boolean;
}

/**
 * Whether two amounts are one keying slip apart: their cents equal but for one digit mistyped, dropped, added or
 * swapped with its neighbour, or the decimal point one or two places off.
 */
export function oneSlipApart(x: number, y: number): boolean {
  const [a, b] = [Math.round(Math.abs(x) * 100), Math.round(Math.abs(y) * 100)];
  if ([10, 100].some((k) => a === b * k || b === a * k)) return true;
  return withinOneEdit(String(a), String(b));
}

/**
 * Whether the last level of a copied value's comparison (`copied`: ProfileComparison) holds other things the fit took
 * into its matches: the matches copy the value exactly, thin out towards the far level and then gather there again. Slips
 * of one value spread over the levels, fewer the farther; a second crowd at the far end is the next month's invoice of
 * a retainer, a second invoice of one supplier on one day, agreeing on all the rest.
 */
function takenIn(m: ArrayLike<number>): boolean {
  const far = m.length - 1;
  return far >= 3 && m[1] >= COPIED_EXACT && m[far] >= TAKEN_IN && m[far] > m[far - 1];
}

/**
 * Per candidate pair of the fit, the reason it shows a level matches almost never show, or the far level of a copied
 * value (`copied`: comparison names) that holds other things taken in (the first such field), or null; null for every
 * pair when the fit's vectors are not the candidates'.
 */
export function unlikeMatches(
  fs: FellegiSunterFit,
  pairCount: number,
  copied: ReadonlyMap<string, CopiedValues> = new Map(),
  pairs?: { left: ArrayLike<number>; right: ArrayLike<number> },
): (p: number) => Reason | null {
  const { fieldCount, levels } = fs.vectors;
  if (fs.vectors.pairCount !== pairCount) return () => null;
  const { m, u } = fs.parameters;
  const crowded = fs.comparisons.map((c) => copied.get(c.field));
  const unlike = fs.comparisons.map((c, f) => {
    // Dates by the level (a lag of days is no slip); amounts by their digits, below.
    const far = crowded[f] && !crowded[f]!.amounts && takenIn(m[f]) ? c.levels.length - 1 : -1;
    return c.levels.map(
      (_, l) =>
        l > 0 &&
        ((m[f][l] < UNLIKE_M && u[f][l] >= MIN_U && fs.weights.levelWeights[f][l] <= UNLIKE_WEIGHT) ||
          (l === far && fs.weights.levelWeights[f][l] < 0)),
    );
  });
  // Amounts of such a list: one slip from the other or another thing's, at any level short of exact.
  const slips = fs.comparisons.map((_, f) => {
    const values = crowded[f];
    return values?.amounts && pairs && takenIn(m[f]) ? values.numbers : undefined;
  });
  if (!unlike.some((levelsOf) => levelsOf.some(Boolean)) && !slips.some(Boolean)) return () => null;
  return (p) => {
    for (let f = 0; f < fieldCount; f++) {
      const l = levels[p * fieldCount + f];
      const amounts = slips[f];
      if (amounts && l > 1 && !oneSlipApart(amounts[pairs!.left[p]], amounts[pairs!.right[p]])) {
        const c = fs.comparisons[f];
        return { code: 'unlike-matches', detail: `${c.field}: ${c.levels[l].label}, more than a slip apart` };
      }
      if (!unlike[f][l]) continue;
      const c = fs.comparisons[f];
      const crowd =
        m[f][l] >= UNLIKE_M ? `, more than ${c.levels[l - 1].label} (${pct(m[f][l - 1])}): other things taken in` : '';
      return {
        code: 'unlike-matches',
        detail: `${c.field}: ${c.levels[l].label}, as ${pct(m[f][l])} of matches${crowd}`,
      };
    }
    return null;
  };
}
