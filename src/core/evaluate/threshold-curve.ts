/**
 * Precision, recall and F1 of labelled pairs against a match threshold (the Evaluate screen, UX S9;
 * Splink's threshold tool): a pair is predicted a match when its score is at or above the
 * threshold, and each labelled pair counts once in the confusion matrix of every threshold. The
 * figures describe only the labelled pairs: labels chosen by the review queue lean to hard cases.
 */

/** One labelled pair: its score (the one the pair card shows) and the human answer. */
export interface LabelledScore {
  score: number;
  same: boolean;
}

/** The confusion matrix of the labelled pairs at one threshold. */
export interface ConfusionMatrix {
  /** Labelled same, score at or above the threshold. */
  truePositives: number;
  /** Labelled different, score at or above the threshold. */
  falsePositives: number;
  /** Labelled same, score below the threshold. */
  falseNegatives: number;
  /** Labelled different, score below the threshold. */
  trueNegatives: number;
}

/** One point of the curve; a figure with nothing to divide by (no pair predicted, no pair labelled same) is NaN. */
export interface ThresholdPoint extends ConfusionMatrix {
  threshold: number;
  precision: number;
  recall: number;
  f1: number;
}

/** The thresholds the Evaluate screen shows: 0.05, 0.10, … 0.95 and 0.99. */
export const CURVE_THRESHOLDS: readonly number[] = [...Array.from({ length: 19 }, (_, i) => (i + 1) / 20), 0.99];

/** The confusion matrix at `threshold`. */
export function confusionAt(labels: ReadonlyArray<LabelledScore>, threshold: number): ConfusionMatrix {
  const m: ConfusionMatrix = { truePositives: 0, falsePositives: 0, falseNegatives: 0, trueNegatives: 0 };
  for (const { score, same } of labels) {
    const predicted = score >= threshold;
    if (same) predicted ? m.truePositives++ : m.falseNegatives++;
    else predicted ? m.falsePositives++ : m.trueNegatives++;
  }
  return m;
}

/** Precision, recall and F1 of a confusion matrix (NaN where undefined). */
export function pointOf(threshold: number, m: ConfusionMatrix): ThresholdPoint {
  const predicted = m.truePositives + m.falsePositives;
  const actual = m.truePositives + m.falseNegatives;
  const precision = predicted === 0 ? NaN : m.truePositives / predicted;
  const recall = actual === 0 ? NaN : m.truePositives / actual;
  const f1 = m.truePositives === 0 ? (actual === 0 ? NaN : 0) : (2 * precision * recall) / (precision + recall);
  return { threshold, ...m, precision, recall, f1 };
}

/**
 * The curve over `thresholds` (sorted ascending and de-duplicated in the result). One sort of the
 * scores, then one pass: a threshold's counts are the labels at or above it.
 */
export function thresholdCurve(
  labels: ReadonlyArray<LabelledScore>,
  thresholds: readonly number[] = CURVE_THRESHOLDS,
): ThresholdPoint[] {
  const sorted = [...labels].sort((a, b) => b.score - a.score);
  const totalSame = labels.reduce((n, l) => n + (l.same ? 1 : 0), 0);
  const totalDifferent = labels.length - totalSame;
  const ts = [...new Set(thresholds)].sort((a, b) => b - a);
  const out: ThresholdPoint[] = [];
  let i = 0;
  let same = 0;
  let different = 0;
  for (const t of ts) {
    for (; i < sorted.length && sorted[i].score >= t; i++) sorted[i].same ? same++ : different++;
    out.push(
      pointOf(t, {
        truePositives: same,
        falsePositives: different,
        falseNegatives: totalSame - same,
        trueNegatives: totalDifferent - different,
      }),
    );
  }
  return out.reverse();
}
