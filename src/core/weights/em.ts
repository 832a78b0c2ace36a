/**
 * m (and optionally u, λ) by expectation–maximisation over comparison vectors, without labels.
 *
 * E-step: each pattern's posterior match probability g = λ·Πm / (λ·Πm + (1−λ)·Πu) over its non-null
 * levels (the null level contributes a factor 1 to both). M-step: m[f][l] = Σ g·[level = l] / Σ g over
 * pairs whose field f is non-null (same for u with 1 − g); λ = mean g.
 *
 * Human decisions refine the estimate as **fixed posteriors**: a «same» pair has g = 1 and a
 * «different» pair g = 0 in every iteration, so labelled pairs pull m and u towards their levels with
 * the weight of one pair each. They are left out of λ, because reviewed pairs are a biased sample
 * (the review band), not a random draw of candidate pairs. (Chosen over blending a separate
 * supervised count: it needs no blend weight and reduces to plain EM when there are no labels.)
 */
import type { ComparisonVectors, FellegiSunterParameters } from '../../domain/comparison';
import { collapsePatterns, type VectorPatterns } from './patterns';
import { normalizeCounts } from './u';

/** Options of {@link estimateParameters}. */
export interface EmOptions {
  /** The vectors already collapsed (with `labels`), when the caller fits the same pairs again. */
  patterns?: VectorPatterns;
  /** Starting λ (prior match probability of a candidate pair); default 0.1. */
  lambda?: number;
  /** Starting m per field; default: most mass on the most similar levels. */
  m?: Float64Array[];
  /** Starting u per field (usually from {@link estimateU}); default: most mass on `else`. */
  u?: Float64Array[];
  /** Keep u fixed (default true when u is given, as Splink does after random sampling). */
  fixU?: boolean;
  /** Keep λ fixed (default false). */
  fixLambda?: boolean;
  /** Per-pair labels: -1 unknown, 0 «different», 1 «same» (fixed posteriors). */
  labels?: Int8Array;
  maxIterations?: number;
  /** Stop when no m, u or λ moves by more than this; default 1e-6. */
  tolerance?: number;
  /** Additive smoothing per level in the M-step, in pairs; default 0.01. */
  smoothing?: number;
}

/** What EM found and how it got there. */
export interface EmResult {
  parameters: FellegiSunterParameters;
  iterations: number;
  converged: boolean;
  /** Distinct patterns EM iterated over. */
  patternCount: number;
}

/** Default starting m: mass decreasing with level index (exact/most similar first). */
export function defaultM(levelCounts: Uint8Array): Float64Array[] {
  return Array.from(levelCounts, (n) => spread(n, (l) => 2 ** (n - 1 - l)));
}

/** Default starting u: mass increasing with level index (`else` most likely). */
export function defaultU(levelCounts: Uint8Array): Float64Array[] {
  return Array.from(levelCounts, (n) => spread(n, (l) => 4 ** l));
}

function spread(n: number, mass: (level: number) => number): Float64Array {
  const out = new Float64Array(n);
  let total = 0;
  for (let l = 1; l < n; l++) total += mass(l);
  for (let l = 1; l < n; l++) out[l] = mass(l) / total;
  return out;
}

/** Estimate Fellegi–Sunter parameters by EM over the comparison vectors of candidate pairs. */
export function estimateParameters(vectors: ComparisonVectors, options: EmOptions = {}): EmResult {
  const patterns = options.patterns ?? collapsePatterns(vectors, options.labels);
  const m = (options.m ?? defaultM(vectors.levelCounts)).map((a) => Float64Array.from(a));
  const u = (options.u ?? defaultU(vectors.levelCounts)).map((a) => Float64Array.from(a));
  const fixU = options.fixU ?? options.u !== undefined;
  let lambda = options.lambda ?? 0.1;
  const maxIterations = options.maxIterations ?? 200;
  const tolerance = options.tolerance ?? 1e-6;
  const smoothing = options.smoothing ?? 0.01;
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations && !converged) {
    iterations += 1;
    const step = emStep(patterns, m, u, lambda, smoothing);
    let change = options.fixLambda ? 0 : Math.abs(step.lambda - lambda);
    change = Math.max(change, copyWithChange(m, step.m));
    if (!fixU) change = Math.max(change, copyWithChange(u, step.u));
    if (!options.fixLambda) lambda = step.lambda;
    converged = change <= tolerance;
  }
  return { parameters: { lambda, m, u }, iterations, converged, patternCount: patterns.patternCount };
}

function copyWithChange(target: Float64Array[], source: Float64Array[]): number {
  let change = 0;
  for (let f = 0; f < target.length; f++) {
    for (let l = 1; l < target[f].length; l++) {
      change = Math.max(change, Math.abs(target[f][l] - source[f][l]));
      target[f][l] = source[f][l];
    }
  }
  return change;
}

/** One E+M step over patterns: new m, u and λ. */
function emStep(p: VectorPatterns, m: Float64Array[], u: Float64Array[], lambda: number, smoothing: number) {
  const { patternCount, fieldCount, levels, counts, labels } = p;
  const mCount = Array.from(p.levelCounts, (n) => new Float64Array(n));
  const uCount = Array.from(p.levelCounts, (n) => new Float64Array(n));
  const logM = m.map((a) => a.map((x) => Math.log(Math.max(x, 1e-300))));
  const logU = u.map((a) => a.map((x) => Math.log(Math.max(x, 1e-300))));
  const logPrior = Math.log(lambda) - Math.log(1 - lambda);
  let matchMass = 0;
  let unlabelled = 0;
  for (let k = 0; k < patternCount; k++) {
    const row = k * fieldCount;
    let g: number;
    if (labels[k] >= 0) g = labels[k];
    else {
      let logRatio = logPrior;
      for (let f = 0; f < fieldCount; f++) {
        const l = levels[row + f];
        if (l !== 0) logRatio += logM[f][l] - logU[f][l];
      }
      g = 1 / (1 + Math.exp(-logRatio));
      matchMass += counts[k] * g;
      unlabelled += counts[k];
    }
    const gm = counts[k] * g;
    const gu = counts[k] - gm;
    for (let f = 0; f < fieldCount; f++) {
      const l = levels[row + f];
      mCount[f][l] += gm;
      uCount[f][l] += gu;
    }
  }
  const nextLambda = unlabelled > 0 ? clampOpen(matchMass / unlabelled) : lambda;
  return { m: normalizeCounts(mCount, smoothing), u: normalizeCounts(uCount, smoothing), lambda: nextLambda };
}

function clampOpen(x: number): number {
  return Math.min(1 - 1e-9, Math.max(1e-9, x));
}
