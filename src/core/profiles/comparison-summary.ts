/**
 * A prepared profile's comparisons in words, like Splink's comparison summary (issue 14 §4):
 * «title: exact · token set ≥ 0.9 · ≥ 0.7 · else». The levels are those the weights are fitted on
 * (core/weights/levels.ts thresholdComparison: exact, then each threshold descending, then else).
 */
import type { KernelName } from '../../domain/kernel';
import type { ProfileComparison } from './types';
import { METRES_SPAN } from './numeric-comparisons';

/** One comparison as the Fields screen lists it. */
export interface ComparisonSummary {
  name: string;
  /** The source column it reads, when it reads one. */
  column?: string;
  /** `weight`: takes part in the match weights; `check`: read by the rules only. */
  role: 'weight' | 'check';
  /** Level names, from exact to else. */
  levels: string[];
  /** «name: level · level · … · else». */
  text: string;
}

/** Names of the similarity measures as people read them. */
const MEASURE: Readonly<Record<KernelName, string>> = {
  ratio: 'ratio',
  levenshtein: 'edit similarity',
  osa: 'edit similarity',
  jaroWinkler: 'Jaro-Winkler',
  tokenSortRatio: 'token sort',
  tokenSetRatio: 'token set',
  partialRatio: 'partial ratio',
  qgramJaccard: 'shared 3-grams',
  softTfIdf: 'shared words, rare ones weighing more',
};

/** Days apart at which a date-time comparison reaches similarity 0 (numeric-comparisons.ts). */
const DAYS_SPAN = 30;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The level names of one comparison, exact first and else last. */
export function comparisonLevels(c: ProfileComparison): string[] {
  const thresholds = [...c.thresholds].sort((a, b) => b - a);
  let between: string[];
  if (c.numeric?.scale === 'days')
    between = thresholds.map((t) => `within ${plural(Math.round((1 - t) * DAYS_SPAN), 'day')}`);
  else if (c.numeric?.scale === 'metres')
    between = thresholds.map((t) => `within ${Math.round((1 - t) * METRES_SPAN)} m`);
  else if (c.numeric?.scale === 'relative')
    between = thresholds.map((t) => `within ${Math.round((1 - t) * 1000) / 10} %`);
  else {
    // Rarity-weighted words (title-tokens.ts) when the comparison carries them; else the kernel.
    const measure = (c as { tokens?: unknown }).tokens !== undefined ? 'rare-word similarity' : MEASURE[c.kernel];
    between = thresholds.map((t, i) => (i === 0 ? `${measure} ≥ ${t}` : `≥ ${t}`));
  }
  return ['exact', ...between, 'else'];
}

/** Every comparison of a prepared profile in words. */
export function summarizeComparisons(comparisons: readonly ProfileComparison[]): ComparisonSummary[] {
  return comparisons.map((c) => {
    const levels = comparisonLevels(c);
    const role = c.role === 'check' ? 'check' : 'weight';
    return {
      name: c.name,
      ...(c.column !== undefined ? { column: c.column } : {}),
      role,
      levels,
      text: `${c.name}: ${levels.join(' · ')}`,
    };
  });
}
