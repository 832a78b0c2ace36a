/**
 * A small supervised model over the features of candidate pairs (comparison levels, a rule pack's
 * reason codes, the profile's score): L2-regularised logistic regression fitted by Newton's method
 * (iteratively reweighted least squares), deterministic, for the few hundred pairs a person labels.
 * Cross-validated predictions choose where the learned model may decide (see chooseBoundary).
 */

/** A fitted model: intercept and one coefficient per feature. */
export interface LogisticModel {
  intercept: number;
  coefficients: Float64Array;
}

/** Options of {@link fitLogistic}. */
export interface LogisticOptions {
  /** L2 penalty on the coefficients (not the intercept); default 1. */
  l2?: number;
  maxIterations?: number;
}

/** Probability of a feature row under a model. */
export function predictLogistic(model: LogisticModel, row: ArrayLike<number>): number {
  let z = model.intercept;
  for (let j = 0; j < model.coefficients.length; j++) z += model.coefficients[j] * row[j];
  return 1 / (1 + Math.exp(-Math.max(-40, Math.min(40, z))));
}

/**
 * Fit on dense rows (`rows[i]` has one value per feature) and labels 0 / 1. Newton steps on the
 * penalised log-likelihood until the step is below 1e-8 or `maxIterations` (default 50).
 */
export function fitLogistic(
  rows: readonly Float64Array[],
  labels: ArrayLike<number>,
  options: LogisticOptions = {},
): LogisticModel {
  const n = rows.length;
  const d = n === 0 ? 0 : rows[0].length;
  const l2 = options.l2 ?? 1;
  const dim = d + 1; // the intercept is the last parameter
  const beta = new Float64Array(dim);
  const x = (i: number, j: number) => (j === d ? 1 : rows[i][j]);
  for (let iter = 0; iter < (options.maxIterations ?? 50); iter++) {
    const grad = new Float64Array(dim);
    const hess = new Float64Array(dim * dim);
    for (let i = 0; i < n; i++) {
      let z = beta[d];
      for (let j = 0; j < d; j++) z += beta[j] * rows[i][j];
      const p = 1 / (1 + Math.exp(-Math.max(-40, Math.min(40, z))));
      const w = Math.max(p * (1 - p), 1e-9);
      const r = labels[i] - p;
      for (let j = 0; j < dim; j++) {
        const xj = x(i, j);
        if (xj === 0) continue;
        grad[j] += r * xj;
        for (let k = j; k < dim; k++) hess[j * dim + k] += w * xj * x(i, k);
      }
    }
    for (let j = 0; j < d; j++) {
      grad[j] -= l2 * beta[j];
      hess[j * dim + j] += l2;
    }
    hess[d * dim + d] += 1e-6;
    for (let j = 0; j < dim; j++) for (let k = 0; k < j; k++) hess[j * dim + k] = hess[k * dim + j];
    const step = solve(hess, grad, dim);
    let size = 0;
    for (let j = 0; j < dim; j++) {
      beta[j] += step[j];
      size = Math.max(size, Math.abs(step[j]));
    }
    if (size < 1e-8) break;
  }
  return { intercept: beta[d], coefficients: beta.slice(0, d) };
}

/** Solve A·x = b for a symmetric positive definite A (Cholesky); A is overwritten. */
function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let j = 0; j < n; j++) {
    let s = a[j * n + j];
    for (let k = 0; k < j; k++) s -= a[j * n + k] * a[j * n + k];
    const diag = Math.sqrt(Math.max(s, 1e-12));
    a[j * n + j] = diag;
    for (let i = j + 1; i < n; i++) {
      let t = a[i * n + j];
      for (let k = 0; k < j; k++) t -= a[i * n + k] * a[j * n + k];
      a[i * n + j] = t / diag;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let t = b[i];
    for (let k = 0; k < i; k++) t -= a[i * n + k] * y[k];
    y[i] = t / a[i * n + i];
  }
  const out = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let t = y[i];
    for (let k = i + 1; k < n; k++) t -= a[k * n + i] * out[k];
    out[i] = t / a[i * n + i];
  }
  return out;
}

/** Out-of-fold probabilities: row i is predicted by the model fitted without its fold (i mod folds). */
export function crossValidated(
  rows: readonly Float64Array[],
  labels: ArrayLike<number>,
  folds = 5,
  options: LogisticOptions = {},
): Float64Array {
  const out = new Float64Array(rows.length);
  for (let f = 0; f < folds; f++) {
    const train = rows.flatMap((_, i) => (i % folds === f ? [] : [i]));
    const model = fitLogistic(
      train.map((i) => rows[i]),
      train.map((i) => labels[i]),
      options,
    );
    for (let i = f; i < rows.length; i += folds) out[i] = predictLogistic(model, rows[i]);
  }
  return out;
}

/**
 * The lowest probability from which the model may call pairs the same: the lowest of `grid` at or
 * above which no labelled «different» pair's out-of-fold probability lies and at least `minAbove`
 * labelled «same» pairs do; undefined when none qualifies. The mirror (`side` 'different'): the
 * highest probability below which no «same» pair lies and at least `minAbove` «different» do.
 */
export function chooseBoundary(
  probabilities: ArrayLike<number>,
  labels: ArrayLike<number>,
  grid: readonly number[],
  minAbove: number,
  side: 'same' | 'different' = 'same',
): number | undefined {
  let best: number | undefined;
  for (const t of grid) {
    let wrong = 0;
    let right = 0;
    for (let i = 0; i < probabilities.length; i++) {
      const inside = side === 'same' ? probabilities[i] >= t : probabilities[i] < t;
      if (!inside) continue;
      if (labels[i] === (side === 'same' ? 1 : 0)) right++;
      else wrong++;
    }
    if (wrong === 0 && right >= minAbove && (best === undefined || (side === 'same' ? t < best : t > best))) best = t;
  }
  return best;
}
