/**
 * Levels the fit says matches almost never show. Fellegi–Sunter adds one weight per field as if the fields were
 * independent; fields that describe one thing together (a car's make, model, trim, year and colour; a post's title,
 * employer and day) add up past a level the fit itself found among under half a percent of its matches — a mileage
 * 9 % apart on two ads of one car, another year of a film. A merge showing such a level is unlike the matches the
 * fit learned: a person decides.
 */
import type { Reason } from '../domain/decision';
import type { FellegiSunterFit } from './fellegi-sunter';

/** A level found among fewer matches than this share is one matches almost never show. */
const UNLIKE_M = 0.005;
/** …and only where non-matches show it at least this often (a level nobody reaches says nothing). */
const MIN_U = 0.001;
/** …and it weighs at most this (log2): far likelier among non-matches. */
const UNLIKE_WEIGHT = -5;

const pct = (x: number) => (x < 0.001 ? '< 0.1 %' : `${(100 * x).toFixed(1)} %`);

/**
 * Per candidate pair of the fit, the reason it shows a level matches almost never show (the first such field), or
 * null; null for every pair when the fit's vectors are not the candidates'.
 */
export function unlikeMatches(fs: FellegiSunterFit, pairCount: number): (p: number) => Reason | null {
  const { fieldCount, levels } = fs.vectors;
  if (fs.vectors.pairCount !== pairCount) return () => null;
  const unlike = fs.comparisons.map((c, f) =>
    c.levels.map(
      (_, l) =>
        l > 0 &&
        fs.parameters.m[f][l] < UNLIKE_M &&
        fs.parameters.u[f][l] >= MIN_U &&
        fs.weights.levelWeights[f][l] <= UNLIKE_WEIGHT,
    ),
  );
  if (!unlike.some((levelsOf) => levelsOf.some(Boolean))) return () => null;
  return (p) => {
    for (let f = 0; f < fieldCount; f++) {
      const l = levels[p * fieldCount + f];
      if (!unlike[f][l]) continue;
      const c = fs.comparisons[f];
      return {
        code: 'unlike-matches',
        detail: `${c.field}: ${c.levels[l].label}, as ${pct(fs.parameters.m[f][l])} of matches`,
      };
    }
    return null;
  };
}
