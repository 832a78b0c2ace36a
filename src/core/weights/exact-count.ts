/**
 * u of an exact level counted over all record pairs instead of sampled.
 *
 * A blocking rule that forces exact agreement on one field pairs every record pair that agrees
 * there, and its training session's EM tells how many of them are matches; the rest are the
 * non-matches that agree, so u = (pairs − matches) / non-matching pairs, read off the whole list.
 * The random sample's share of agreements counts matches as non-matches, which matters where
 * matches are a large part of the agreements: one title per product in a link of two shops of a few
 * thousand records each makes an exact title look as common among non-matches as the match rate.
 */
import type { PatternIndex } from './pattern-index';

/** A session that forces exact agreement on one field: its pairs are that field's exact agreements. */
export interface ExactCount {
  /** The field (index into the comparison vectors). */
  field: number;
  /** Its exact level. */
  level: number;
  /** The rule's pairs among all candidates. */
  count: number;
  /** Expected matches among them (the session's EM). */
  matches: number;
}

/** Share of a session's pairs that must sit at the field's exact level for the count to be that level's. */
const EXACT_SHARE = 0.999;

/**
 * The field a session's pairs all agree on exactly, when it is the one field the session leaves out (`free` holds the
 * others), or -1. `exactLevel[f]` is field f's exact level (-1 when it has none).
 */
export function exactlyConditioned(
  all: PatternIndex,
  pairs: Uint32Array,
  free: readonly number[],
  exactLevel: readonly number[],
): number {
  const { fieldCount, levels } = all.patterns;
  if (free.length !== fieldCount - 1 || pairs.length === 0) return -1;
  let field = 0;
  while (free.includes(field)) field++;
  const level = exactLevel[field];
  if (level < 0) return -1;
  let exact = 0;
  for (const p of pairs) if (levels[all.patternOf[p] * fieldCount + field] === level) exact++;
  return exact >= EXACT_SHARE * pairs.length ? field : -1;
}

/** What the counts are read against: the prior, the allowed record pairs, the random sample's level counts. */
export interface ExactCountContext {
  lambda: number;
  allPairs: number;
  /** Per field, the random sample's pairs per level (index 0: a value missing). */
  sampleLevels: readonly Float64Array[];
  /** The least u a level may take (the sample's resolution). */
  floor: number;
}

/**
 * Whether the sample's exact agreements fit the count: a rule that skipped a giant block («US» in a country column)
 * holds far fewer agreements than all pairs do, and its count would make a common value look rare. Poisson
 * bound: at most three standard deviations, plus one, above the count's expectation; `sample` is the sample's size.
 */
function countHolds(c: ExactCount, ctx: ExactCountContext, sample: number): boolean {
  const levels = ctx.sampleLevels[c.field];
  const expected = (sample * c.count) / Math.max(1, ctx.allPairs);
  return levels[c.level] <= expected + 3 * Math.sqrt(Math.max(1, expected)) + 1;
}

/**
 * u with each counted exact level in place of the sampled one, the field's other agreeing levels scaled to keep the sum.
 * u is a share of the pairs where both values are present (the sample gives that share). A count the sample
 * contradicts is passed over; with several counts of one field, the largest u (the most cautious) is kept.
 */
export function uWithExactCounts(
  u: readonly Float64Array[],
  counts: readonly ExactCount[],
  ctx: ExactCountContext,
): Float64Array[] {
  const out = u.map((x) => Float64Array.from(x));
  const counted = new Map<number, ExactCount & { u: number }>();
  for (const c of counts) {
    const levels = ctx.sampleLevels[c.field];
    const sample = levels.reduce((a, b) => a + b, 0);
    if (!countHolds(c, ctx, sample)) continue;
    const present = sample > 0 ? (sample - levels[0]) / sample : 0;
    if (present <= 0) continue;
    const nonMatches = Math.max(1, ctx.allPairs * present * (1 - ctx.lambda));
    const value = Math.min(1, Math.max(ctx.floor, (c.count - c.matches) / nonMatches));
    const seen = counted.get(c.field);
    if (!seen || value > seen.u) counted.set(c.field, { ...c, u: value });
  }
  for (const { field, level, u: value } of counted.values()) {
    const row = out[field];
    let rest = 0;
    for (let l = 1; l < row.length; l++) if (l !== level) rest += row[l];
    if (rest <= 0) continue;
    const scale = (1 - value) / rest;
    for (let l = 1; l < row.length; l++) row[l] = l === level ? value : row[l] * scale;
  }
  return out;
}
