import { describe, expect, it } from 'vitest';
import {
  allPairsLambda,
  estimateMBySessions,
  prepareSessions,
  uWithoutMatches,
  type TrainingSession,
} from '../../../src/core/weights/sessions';
import { collapsePatterns, estimateParameters } from '../../../src/core/weights';
import { generateVectors, table } from './generate';
import type { ComparisonVectors } from '../../../src/domain/comparison';

// All record pairs of a list: four fields of levels null / exact / fuzzy / else, known m and u, and
// matches rare (λ = 0.004), as in a real list. Blocking keeps pairs exact on field 0, 1 or 2.
const M = [table(0.85, 0.1, 0.05), table(0.7, 0.2, 0.1), table(0.6, 0.3, 0.1), table(0.9, 0.05, 0.05)];
const U = [table(0.01, 0.04, 0.95), table(0.02, 0.1, 0.88), table(0.002, 0.02, 0.978), table(0.2, 0.1, 0.7)];
const LAMBDA = 0.004;
const ALL = 1_000_000;
const RULE_FIELDS = [0, 1, 2];

const all = generateVectors(M, U, LAMBDA, ALL, 0.1, 11);

/** The candidate pairs (exact on some rule field), their vectors and one session per rule. */
function blocked(): {
  candidates: ComparisonVectors;
  sessions: TrainingSession[];
  capturedMatches: number;
  isMatch: Uint8Array;
} {
  const { fieldCount, levels } = all.vectors;
  const kept: number[] = [];
  for (let p = 0; p < ALL; p++) if (RULE_FIELDS.some((f) => levels[p * fieldCount + f] === 1)) kept.push(p);
  const candidateLevels = new Uint8Array(kept.length * fieldCount);
  kept.forEach((p, k) => candidateLevels.set(levels.subarray(p * fieldCount, (p + 1) * fieldCount), k * fieldCount));
  const candidates = {
    pairCount: kept.length,
    fieldCount,
    levelCounts: all.vectors.levelCounts,
    levels: candidateLevels,
  };
  const sessions = RULE_FIELDS.map((f) => {
    const pairs: number[] = [];
    for (let k = 0; k < kept.length; k++) if (candidateLevels[k * fieldCount + f] === 1) pairs.push(k);
    return { name: `exact:${f}`, pairs: Uint32Array.from(pairs), conditioned: new Set([f]) };
  });
  return {
    candidates,
    sessions,
    capturedMatches: kept.reduce((a, p) => a + all.isMatch[p], 0),
    isMatch: Uint8Array.from(kept, (p) => all.isMatch[p]),
  };
}

describe('training sessions per blocking rule', () => {
  const { candidates, sessions, capturedMatches } = blocked();

  it('recovers m of every field with u fixed, where EM over all candidates does not', () => {
    const est = estimateMBySessions(candidates.levelCounts, prepareSessions(candidates, sessions), U);
    expect(est.unestimated).toEqual([]);
    for (let f = 0; f < M.length; f++)
      for (let l = 1; l < 4; l++) expect(Math.abs(est.m[f][l] - M[f][l])).toBeLessThan(0.03);
    // Each session saw every field but its own.
    expect(est.sessions.map((s) => s.fields)).toEqual([
      [1, 2, 3],
      [0, 2, 3],
      [0, 1, 3],
    ]);
    // Over the candidates, agreement on the rule fields is forced: EM with u fixed at the random-pair
    // values sees «exact» far likelier than u says and lets the match class grow well past the truth.
    const naive = estimateParameters(candidates, { u: U, fixU: true });
    expect(naive.parameters.lambda * candidates.pairCount).toBeGreaterThan(1.5 * capturedMatches);
  });

  it('estimates the prior over all pairs from the matches among the candidates', () => {
    const est = estimateMBySessions(candidates.levelCounts, prepareSessions(candidates, sessions), U);
    const lambda = allPairsLambda(collapsePatterns(candidates), est.m, U, ALL);
    expect(Math.abs(lambda * ALL - capturedMatches) / capturedMatches).toBeLessThan(0.1);
  });

  it('leaves a field no session could see unestimated', () => {
    const est = estimateMBySessions(
      candidates.levelCounts,
      prepareSessions(
        candidates,
        sessions.map((s) => ({ ...s, conditioned: new Set([s.conditioned.has(0) ? 0 : 3, 0]) })),
      ),
      U,
    );
    expect(est.unestimated).toEqual([0]);
  });

  it("counts a session's labelled pairs as labelled: many known non-matches do not make the rest its matches", () => {
    const { isMatch } = blocked();
    // Every non-match of the first session known as different (as value rules label them), its matches not.
    const labels = new Int8Array(candidates.pairCount).fill(-1);
    for (const k of sessions[0].pairs) if (!isMatch[k]) labels[k] = 0;
    const est = estimateMBySessions(candidates.levelCounts, prepareSessions(candidates, sessions, labels), U);
    const truth = sessions[0].pairs.reduce((a, k) => a + isMatch[k], 0);
    expect(Math.abs(est.sessions[0].matches - truth) / truth).toBeLessThan(0.05);
    expect(est.sessions[0].matches).toBeLessThan(0.5 * sessions[0].pairs.length);
  });

  it('skips sessions too small to learn from', () => {
    const est = estimateMBySessions(
      candidates.levelCounts,
      prepareSessions(candidates, [{ name: 'tiny', pairs: Uint32Array.of(0, 1, 2), conditioned: new Set() }]),
      U,
    );
    expect(est.sessions).toEqual([]);
    expect(est.unestimated).toEqual([0, 1, 2, 3]);
  });
});

describe('u without the matches of the random sample', () => {
  it('recovers u from level shares that mix in matches', () => {
    const lambda = 0.05;
    const observed = M.map((m, f) => m.map((x, l) => (l === 0 ? 0 : lambda * x + (1 - lambda) * U[f][l])));
    const u = uWithoutMatches(observed, M, lambda, 1e-6);
    for (let f = 0; f < U.length; f++) for (let l = 1; l < 4; l++) expect(u[f][l]).toBeCloseTo(U[f][l], 9);
  });

  it('floors a level the matches explain entirely, and keeps each field a distribution', () => {
    const observed = [table(0.001, 0.009, 0.99)];
    const u = uWithoutMatches(observed, [table(0.9, 0.05, 0.05)], 0.01, 1e-5);
    expect(u[0][1]).toBeGreaterThan(0);
    expect(u[0][1]).toBeLessThan(1e-4);
    expect(u[0][1] + u[0][2] + u[0][3]).toBeCloseTo(1, 12);
  });
});

describe('which sessions are believed is settled on the observed u', () => {
  const { candidates, sessions } = blocked();
  const prepared = prepareSessions(candidates, sessions);
  const checks = { totalMatches: () => 1e9 };

  it('a session doubted in the first estimate stays doubted, with its first reason, when u is lowered later', () => {
    const first = estimateMBySessions(candidates.levelCounts, prepared, U, undefined, checks);
    expect(first.sessions.every((s) => s.doubt === undefined)).toBe(true);
    const settled = ['no reason to believe it', undefined, undefined];
    const later = estimateMBySessions(candidates.levelCounts, prepared, U, first.m, { ...checks, settled });
    expect(later.sessions.map((s) => s.doubt)).toEqual(settled);
    // Its m is not used: field 0's m comes from the two other sessions alone.
    const without = estimateMBySessions(
      candidates.levelCounts,
      prepareSessions(candidates, sessions.slice(1)),
      U,
      first.m,
      checks,
    );
    for (let l = 1; l < 4; l++) expect(later.m[0][l]).toBeCloseTo(without.m[0][l], 9);
  });
});

describe('a session whose match class is no class of entities', () => {
  const { candidates, sessions } = blocked();
  const prepared = prepareSessions(candidates, sessions);

  it('is doubted for the reason the check gives, and its m is not used', () => {
    // The check reads each session's fitted m on the fields it measures: here it refuses the session blocked on
    // field 0 (the only one that does not measure field 0), as a check refuses two shops' shared coordinates.
    const classDoubt = (_m: readonly Float64Array[], free: readonly number[]) =>
      free.includes(0) ? undefined : 'its matches agree on field 1 no more often than random pairs';
    const est = estimateMBySessions(candidates.levelCounts, prepared, U, undefined, {
      totalMatches: () => 1e9,
      classDoubt,
    });
    expect(est.sessions.map((s) => s.doubt)).toEqual([
      'its matches agree on field 1 no more often than random pairs',
      undefined,
      undefined,
    ]);
    const without = estimateMBySessions(candidates.levelCounts, prepareSessions(candidates, sessions.slice(1)), U);
    for (let l = 1; l < 4; l++) expect(est.m[1][l]).toBeCloseTo(without.m[1][l], 9);
  });
});
