/**
 * The learned boundary (issue 12 §1): once a person has answered enough pairs of both kinds, a
 * regularised logistic regression over each candidate pair's features — the level of every
 * comparison of the profile, the codes of the reasons its rules gave, its score — learns what this
 * list's answers say. Where its out-of-fold predictions on the answered pairs show no error (no
 * «different» at or above the boundary, at least 60 «same» there; mirrored for «different»), it moves
 * pairs across the review band: a review pair above the boundary merges («learned-same»), a merge
 * resting on the weights below the lower one goes to review («learned-different»). Strong keys are
 * never overruled, guards are never lifted (their pairs are distinct, not review), and the safety
 * net runs after it on every merge as before. A distinct pair without a guard that the model finds
 * likely the same becomes a review item («learned-review»): asked, never merged. See docs/DECISIONS.md.
 */
import { DECISION_CODE, type Reason } from '../domain/decision';
import type { PreparedProfile } from '../core/profiles';
import { STRONG_KEY_CODES } from '../core/safety';
import { GUARD_CODES } from '../core/profiles';
import { comparisonLevel, thresholdComparison } from '../core/weights';
import { chooseBoundary, crossValidated, fitLogistic, type LogisticModel } from '../core/weights/logistic';
import type { ReasonColumn } from './reason-table';

/** Labels of each kind needed before the learned model may decide anything. */
export const MIN_LABELS_PER_CLASS = 10;
/**
 * Answers of the boundary's own kind beyond it, none of the other: with 60 «same» and no «different»
 * out of fold above it, the error rate there is under 5 % at 95 % confidence (1 − 0.95^60 ≈ 0.95).
 */
export const MIN_ANSWERS_BEYOND = 60;
/** From this learned probability a distinct pair without a guard is asked about. */
const SURFACE_AT = 0.5;
/** The boundary the queue orders by while the answers do not yet show one. */
export const LEARNED_DEFAULT_BOUNDARY = 0.95;
/** Probabilities the boundary may take (a review pair merges at or above; the lower one mirrors). */
const SAME_GRID = [0.999, 0.995, 0.99, 0.98, 0.97, 0.95, 0.9];
const DIFFERENT_GRID = [0.001, 0.005, 0.01, 0.02, 0.05];

/** What the learned model did to one decision pass. */
export interface LearnedBoundary {
  /** Labelled pairs it was fitted on, by kind. */
  same: number;
  different: number;
  /** The boundaries chosen (undefined: not enough evidence on that side). */
  mergeAt?: number;
  reviewBelow?: number;
  promoted: number;
  demoted: number;
  /** Distinct pairs (no guard) the model finds likely the same: now review items. */
  surfaced: number;
  /** Learned match probability per candidate pair (empty when the model was not fitted). */
  probabilities: Float32Array;
}

/** Everything the features of a pair are read from. */
export interface LearnedInput {
  left: Uint32Array;
  right: Uint32Array;
  recordCount: number;
  prepared: PreparedProfile;
  similarities: Float32Array[];
  levels: Uint8Array;
  scores: Float32Array;
  reasons: ReasonColumn;
  labels?: Int8Array;
}

/** Feature rows of candidate pairs: one-hot comparison levels, one-hot reason codes, the score's log-odds. */
export function pairFeatures(input: LearnedInput): {
  width: number;
  row: (p: number, out: Float64Array) => void;
  logit: (p: number, model: LogisticModel) => number;
} {
  const specs = input.prepared.comparisons.map((c) => thresholdComparison(c.name, c.thresholds).levels);
  const offsets: number[] = [];
  let width = 0;
  for (const levels of specs) {
    offsets.push(width);
    width += levels.length;
  }
  // Reason codes of rule packs (not the per-field weight reasons, «field: level», which the levels carry).
  // Columns in the codes' sorted order: the features do not depend on the order the lists were stored in.
  const ruleCode = (code: string) => !code.includes(':') && code !== 'match-weight';
  const codes = [...new Set(input.reasons.lists.flatMap((list) => list.map((r) => r.code).filter(ruleCode)))].sort();
  const codeIndex = new Map(codes.map((c, k) => [c, k]));
  const listCodes = input.reasons.lists.map((list) => {
    const out: number[] = [];
    for (const r of list) {
      const k = codeIndex.get(r.code);
      if (k !== undefined && !out.includes(k)) out.push(k);
    }
    return out;
  });
  const codeBase = width;
  width += codeIndex.size;
  const scoreAt = width++;
  // Where the pair stands among each of its records' candidates: the best (or tied), second, further
  // down; and best for both (a mutual best, what one-to-one linkage rests on).
  const rankOf = candidateRanks(input);
  const rankAt = width;
  width += 7;
  let listSums: Float64Array | undefined;
  let sumsOf: LogisticModel | undefined;
  return {
    width,
    // The row's dot product read straight from the one-hot positions (every pair, so no row is built).
    logit(p, model) {
      const w = model.coefficients;
      if (sumsOf !== model) {
        listSums = Float64Array.from(listCodes, (codes) => codes.reduce((a, k) => a + w[codeBase + k], 0));
        sumsOf = model;
      }
      let z = model.intercept + listSums![input.reasons.ids[p]];
      for (let c = 0; c < specs.length; c++) z += w[offsets[c] + comparisonLevel(specs[c], input.similarities[c][p])];
      const s = Math.min(1 - 1e-4, Math.max(1e-4, input.scores[p]));
      z += (w[scoreAt] * Math.log(s / (1 - s))) / 10;
      const [a, b] = rankOf(p);
      z += w[rankAt + a] + w[rankAt + 3 + b] + (a === 0 && b === 0 ? w[rankAt + 6] : 0);
      return z;
    },
    row(p, out) {
      out.fill(0);
      for (let c = 0; c < specs.length; c++) out[offsets[c] + comparisonLevel(specs[c], input.similarities[c][p])] = 1;
      for (const k of listCodes[input.reasons.ids[p]]) out[codeBase + k] = 1;
      const s = Math.min(1 - 1e-4, Math.max(1e-4, input.scores[p]));
      out[scoreAt] = Math.log(s / (1 - s)) / 10;
      const [a, b] = rankOf(p);
      out[rankAt + a] = 1;
      out[rankAt + 3 + b] = 1;
      if (a === 0 && b === 0) out[rankAt + 6] = 1;
    },
  };
}

/**
 * Fit the learned model on the labelled candidate pairs and move pairs across the band, in place
 * (`levels`, and a reason added through `addReason`). Does nothing below
 * {@link MIN_LABELS_PER_CLASS} answers of each kind.
 */
export function applyLearnedBoundary(
  input: LearnedInput,
  addReason: (p: number, reason: Reason) => void,
): LearnedBoundary {
  const { labels, levels } = input;
  const labelled: number[] = [];
  let same = 0;
  for (let p = 0; labels && p < labels.length; p++) {
    if (labels[p] < 0) continue;
    labelled.push(p);
    same += labels[p];
  }
  const different = labelled.length - same;
  const none: LearnedBoundary = {
    same,
    different,
    promoted: 0,
    demoted: 0,
    surfaced: 0,
    probabilities: new Float32Array(0),
  };
  if (same < MIN_LABELS_PER_CLASS || different < MIN_LABELS_PER_CLASS) return none;
  const features = pairFeatures(input);
  const rows = labelled.map((p) => {
    const row = new Float64Array(features.width);
    features.row(p, row);
    return row;
  });
  const y = labelled.map((p) => labels![p]);
  const oof = crossValidated(rows, y, 5);
  const mergeAt = chooseBoundary(oof, y, SAME_GRID, MIN_ANSWERS_BEYOND, 'same');
  const reviewBelow = chooseBoundary(oof, y, DIFFERENT_GRID, MIN_ANSWERS_BEYOND, 'different');
  const model = fitLogistic(rows, y);
  const probabilities = new Float32Array(levels.length);
  let promoted = 0;
  let demoted = 0;
  const strongList = input.reasons.lists.map((list) => list.some((r) => STRONG_KEY_CODES.has(r.code)));
  const guardList = input.reasons.lists.map((list) => list.some((r) => GUARD_CODES.has(r.code)));
  let surfaced = 0;
  for (let p = 0; p < levels.length; p++) {
    const prob = 1 / (1 + Math.exp(-Math.max(-40, Math.min(40, features.logit(p, model)))));
    probabilities[p] = prob;
    if (labels![p] >= 0) continue; // an answered pair is the person's, not the model's
    if (mergeAt !== undefined && levels[p] === DECISION_CODE.review && prob >= mergeAt) {
      levels[p] = DECISION_CODE.merge;
      addReason(p, { code: 'learned-same', detail: `learned ${prob.toFixed(3)} ≥ ${mergeAt}` });
      promoted++;
    } else if (levels[p] === DECISION_CODE.distinct && !guardList[input.reasons.ids[p]] && prob >= SURFACE_AT) {
      // The rules called it distinct, the answers say it is likely the same: a question, not a merge.
      levels[p] = DECISION_CODE.review;
      addReason(p, { code: 'learned-review', detail: `learned ${prob.toFixed(3)}` });
      surfaced++;
    } else if (
      reviewBelow !== undefined &&
      levels[p] === DECISION_CODE.merge &&
      !strongList[input.reasons.ids[p]] &&
      prob < reviewBelow
    ) {
      levels[p] = DECISION_CODE.review;
      addReason(p, { code: 'learned-different', detail: `learned ${prob.toFixed(3)} < ${reviewBelow}` });
      demoted++;
    }
  }
  return { same, different, mergeAt, reviewBelow, promoted, demoted, surfaced, probabilities };
}

/**
 * Rank (0 best or tied, 1 second, 2 further) of each pair's score among its left and its right record's candidate
 * pairs.
 */
function candidateRanks(input: LearnedInput): (p: number) => [number, number] {
  const { left, right, scores, recordCount } = input;
  const best = new Float32Array(recordCount).fill(-1);
  const second = new Float32Array(recordCount).fill(-1);
  const offer = (r: number, s: number) => {
    if (s > best[r]) [second[r], best[r]] = [best[r], s];
    else if (s < best[r] && s > second[r]) second[r] = s;
  };
  for (let p = 0; p < scores.length; p++) {
    offer(left[p], scores[p]);
    offer(right[p], scores[p]);
  }
  const rank = (r: number, s: number) => (s >= best[r] ? 0 : s >= second[r] ? 1 : 2);
  return (p) => [rank(left[p], scores[p]), rank(right[p], scores[p])];
}
