import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monotoneM, monotoneParameters } from '../../../src/core/weights/monotone';
import { matchWeights } from '../../../src/core/weights/weights';

const weightsOf = (m: Float64Array, u: Float64Array) => matchWeights({ lambda: 0.01, m: [m], u: [u] }).levelWeights[0];

/** Probabilities over levels 1 … n−1 (level 0, the null level, at 0), none so small that the weights' floor decides. */
const distribution = (n: number) =>
  fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: n - 1, maxLength: n - 1 }).map((xs) => {
    const total = xs.reduce((a, b) => a + b, 0);
    return Float64Array.from([0, ...xs.map((x) => x / total)]);
  });

describe('monotone level weights', () => {
  it('a sparse agreeing level weighs as much as the looser level below it, not less; else is left alone', () => {
    // City: exact, ≥ 0.92, ≥ 0.8 (no match reached it), ≥ 0.6, else.
    const m = Float64Array.from([0, 0.7, 0.2, 0, 0.05, 0.05]);
    const u = Float64Array.from([0, 0.15, 0.06, 0.0065, 0.01, 0.7735]);
    const raw = weightsOf(m, u);
    expect(raw[3]).toBeLessThan(raw[4] - 5); // the floor: about −12.7 against +2.3
    const out = monotoneM(m, u);
    const w = weightsOf(out, u);
    expect(w[3]).toBeCloseTo(w[4], 10);
    expect(w[3]).toBeGreaterThan(raw[3]);
    expect(w[1]).toBeCloseTo(raw[1], 10); // the levels in order are left alone
    expect(out[5]).toBe(m[5]);
  });

  it('an agreement each source labels its own way still weighs under else', () => {
    const m = Float64Array.from([0, 0.05, 0.95]);
    const u = Float64Array.from([0, 0.4, 0.6]);
    expect([...monotoneM(m, u)]).toEqual([...m]);
  });

  it('an exact description no match has weighs like the partial agreement above it', () => {
    const m = Float64Array.from([0, 0, 0, 0.2831, 0.7169]);
    const u = Float64Array.from([0, 0.00008, 0.00008, 0.01493, 0.98491]);
    const w = weightsOf(monotoneM(m, u), u);
    expect(w[1]).toBeGreaterThan(0);
    expect(w[1]).toBeCloseTo(w[3], 10);
  });

  it('for any m and u: weights never rise from exact to else, m still sums to one, order kept is unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }).chain((n) => fc.tuple(distribution(n), distribution(n))),
        ([m, u]) => {
          const out = monotoneM(m, u);
          const w = weightsOf(out, u);
          for (let l = 2; l < w.length - 1; l++) expect(w[l]).toBeLessThanOrEqual(w[l - 1] + 1e-9);
          expect(out[out.length - 1]).toBe(m[m.length - 1]);
          expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(
            m.reduce((a, b) => a + b, 0),
            9,
          );
          expect(out[0]).toBe(m[0]);
          // Already in order: nothing moves.
          const again = monotoneM(out, u);
          for (let l = 0; l < out.length; l++) expect(again[l]).toBeCloseTo(out[l], 12);
        },
      ),
    );
  });

  it('adjusts every comparison of a fit and keeps u and λ', () => {
    const p = {
      lambda: 0.2,
      m: [Float64Array.from([0, 0.1, 0.5, 0.4]), Float64Array.from([0, 0.8, 0.1, 0.1])],
      u: [Float64Array.from([0, 0.25, 0.25, 0.5]), Float64Array.from([0, 0.1, 0.1, 0.8])],
    };
    const out = monotoneParameters(p);
    expect(out.lambda).toBe(0.2);
    expect(out.u).toBe(p.u);
    expect([...out.m[0]]).toEqual([0, 0.3, 0.3, 0.4]); // exact and the next level pooled: one ratio
    expect([...out.m[1]]).toEqual([0, 0.8, 0.1, 0.1]);
  });
});
