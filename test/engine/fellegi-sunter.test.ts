import { describe, expect, it } from 'vitest';
import { estimateFellegiSunter } from '../../src/engine/fellegi-sunter';
import { implausibleReasons } from '../../src/engine/fellegi-sunter-plausibility';
import { sampleRecordPairs } from '../../src/engine/training-rules';
import { seededRandom, thresholdComparison } from '../../src/core/weights';
import { tfAdjustment } from '../../src/core/weights/tf';
import type { ProfileComparison } from '../../src/core/profiles';

const comparisons = [thresholdComparison('surname', [0.9]), thresholdComparison('city', [])];
const params = (lambda: number, mExact: number, uExact: number) => ({
  lambda,
  m: [Float64Array.of(0, 0.9, 0.05, 0.05), Float64Array.of(0, mExact, 1 - mExact)],
  u: [Float64Array.of(0, 0.01, 0.04, 0.95), Float64Array.of(0, uExact, 1 - uExact)],
});

describe('fit plausibility', () => {
  it('finds nothing wrong with a fit that looks like a match class', () => {
    expect(implausibleReasons(comparisons, params(0.01, 0.8, 0.1), true)).toEqual([]);
  });

  it('names m ≤ u on an exact level, a prior out of range and EM that did not converge', () => {
    const reasons = implausibleReasons(comparisons, params(0.7, 0.05, 0.05), false);
    expect(reasons).toHaveLength(3);
    expect(reasons.join('\n')).toMatch(/city: agreement/);
    expect(reasons.join('\n')).toMatch(/above 0\.5/);
    expect(reasons.join('\n')).toMatch(/converge/);
    expect(implausibleReasons(comparisons, params(0, 0.8, 0.1), true)[0]).toMatch(/not above 0/);
  });

  it('does not judge a fit by a field random pairs often agree on (a category of a few values)', () => {
    // m ≤ u on the city: random pairs agree on it one time in five (measured), or one in a hundred.
    const chance = (uCity: number) => [Float64Array.of(0, 0.01, 0.04, 0.95), Float64Array.of(0, uCity, 1 - uCity)];
    expect(implausibleReasons(comparisons, params(0.01, 0.1, 0.2), true, chance(0.2))).toEqual([]);
    expect(implausibleReasons(comparisons, params(0.01, 0.1, 0.2), true, chance(0.01))[0]).toMatch(/city: agreement/);
    // Without a measured chance agreement the fitted u decides.
    expect(implausibleReasons(comparisons, params(0.01, 0.1, 0.2), true)).toEqual([]);
    expect(implausibleReasons(comparisons, params(0.01, 0.01, 0.05), true)[0]).toMatch(/city: agreement/);
  });
});

describe('fit plausibility: agreement must be evidence', () => {
  it('calls a fit implausible when a telling field agrees barely more often among matches (under one bit)', () => {
    // The city agrees among 5 % of random pairs: it can judge the fit. Its agreement 1.02 times as likely in the
    // match class (PATSTAT's firm names in a class made by one placeholder location) is no match class.
    const chance = [Float64Array.of(0, 0.01, 0.04, 0.95), Float64Array.of(0, 0.05, 0.95)];
    expect(implausibleReasons(comparisons, params(0.01, 0.51, 0.5), true, chance)[0]).toMatch(
      /city: agreement is not twice as likely/,
    );
    expect(implausibleReasons(comparisons, params(0.01, 0.99, 0.4), true, chance)).toEqual([]);
  });

  it('a field matches mostly write their own way need only agree more often among them than by chance', () => {
    // An advert's headline: a tenth of the matches agree on it, 6 % of random pairs (a template): weak, not reversed.
    const chance = [Float64Array.of(0, 0.01, 0.04, 0.95), Float64Array.of(0, 0.06, 0.94)];
    expect(implausibleReasons(comparisons, params(0.01, 0.1, 0.06), true, chance)).toEqual([]);
    expect(implausibleReasons(comparisons, params(0.01, 0.05, 0.06), true, chance)[0]).toMatch(/city: agreement/);
    // Most matches agreeing (60 %) but only 1.5 times as often as chance: no class of entities (PATSTAT's names).
    expect(implausibleReasons(comparisons, params(0.01, 0.6, 0.4), true, chance)[0]).toMatch(/city: agreement/);
  });

  it('does not judge a fit by a field that agrees almost never, among matches and random pairs alike', () => {
    // A track's length written «3:45» by one source and «225000» by the other: no pair agrees on it at all, so its
    // m ≤ u says nothing about the split; once random pairs agree on it (0.5 %), matches never agreeing is telling.
    const silent = (uCity: number) => [Float64Array.of(0, 0.01, 0.04, 0.95), Float64Array.of(0, uCity, 1 - uCity)];
    expect(implausibleReasons(comparisons, params(0.01, 0, 0.0001), true, silent(0.0001))).toEqual([]);
    expect(implausibleReasons(comparisons, params(0.01, 0, 0.005), true, silent(0.005))[0]).toMatch(/city: agreement/);
    // Matches agreeing now and then (2 %) against no random pair: evidence, judged as before (and plausible).
    expect(implausibleReasons(comparisons, params(0.01, 0.02, 0.0001), true, silent(0.0001))).toEqual([]);
  });

  it('calls a fit implausible when disagreeing on a field is its evidence for a match, whatever the field', () => {
    // Events without their start: EM over the candidates (all blocked in one city) made its match class of one show in
    // two cities — the city, a few values random pairs often share, cannot judge by agreement, but its turn can.
    const chance = [Float64Array.of(0, 0.01, 0.04, 0.95), Float64Array.of(0, 0.25, 0.75)];
    expect(implausibleReasons(comparisons, params(0.17, 0.097, 1 - 1e-6), true, chance)[0]).toMatch(
      /city: exact agreement is evidence against a match and disagreement for one/,
    );
    // Sources labelling a category their own way: matches never agree on it, but they disagree no more than twice
    // as often as random pairs — no evidence for a match, and no sign of a wrong split.
    expect(implausibleReasons(comparisons, params(0.01, 0.02, 0.2), true, chance)).toEqual([]);
  });
});

// A people list: surname «smith» held by a fifth of the people, the rest rare; birth dates and ids
// nearly unique; two in five people written twice (an id or date sometimes mistyped in the copy).
// With `program`, a category of six values that the copy's source always labels differently.
function peopleList(program = false, programValues = 6): { specs: ProfileComparison[]; entity: number[] } {
  const rnd = seededRandom(3);
  const [surname, dob, id, category, entity]: [string[], string[], string[], string[], number[]] = [[], [], [], [], []];
  for (let e = 0; e < 1500; e++) {
    const s = rnd() < 0.2 ? 'smith' : `name${Math.floor(rnd() * 600)}`;
    const d = `d${Math.floor(rnd() * 20000)}`;
    const c = Math.floor(rnd() * programValues);
    for (let copy = 0; copy < (rnd() < 0.4 ? 2 : 1); copy++) {
      surname.push(s);
      dob.push(copy && rnd() < 0.2 ? `${d}x` : d);
      id.push(copy && rnd() < 0.3 ? `i${e}x` : `i${e}`);
      category.push(`program${(c + copy) % programValues}`);
      entity.push(e);
    }
  }
  const spec = (name: string, values: string[]): ProfileComparison => ({
    name,
    kernel: 'levenshtein',
    values,
    thresholds: [],
  });
  const specs = [spec('surname', surname), spec('dob', dob), spec('id', id)];
  return { specs: program ? [...specs, spec('program', category)] : specs, entity };
}

/** Candidate pairs sharing an id or a birth date, one session per rule, and the exact-agreement similarities. */
function fitPeople(tf?: boolean, program = false, sessions = true, sessionsRequired = false, programValues = 6) {
  const { specs, entity } = peopleList(program, programValues);
  const n = entity.length;
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (specs[1].values[i] === specs[1].values[j] || specs[2].values[i] === specs[2].values[j]) pairs.push([i, j]);
  const index = { left: Uint32Array.from(pairs, (p) => p[0]), right: Uint32Array.from(pairs, (p) => p[1]) };
  const sims = (l: ArrayLike<number>, r: ArrayLike<number>) =>
    specs.map((c) => Float32Array.from(l, (a, k) => (c.values[a] === c.values[r[k]] ? 1 : 0)));
  const sample = sampleRecordPairs(n, 20_000, 1, () => true);
  const rule = (f: number) => ({
    name: `exact:${specs[f].name}`,
    conditions: [specs[f].name],
    pairs: Uint32Array.from(pairs.flatMap(([i, j], k) => (specs[f].values[i] === specs[f].values[j] ? [k] : []))),
  });
  const fit = estimateFellegiSunter(
    specs,
    sims(index.left, index.right),
    pairs.length,
    sims(sample.left, sample.right),
    sample.left.length,
    (n * (n - 1)) / 2,
    sessions ? [rule(1), rule(2)] : [],
    undefined,
    { pairs: index, tf, sessionsRequired },
  );
  return { fit, index, specs, entity };
}

describe('term-frequency adjustments in the fit', () => {
  const { fit, index, specs, entity } = fitPeople();
  const off = fitPeople(false).fit;

  it('adjusts the surname (shared by people), not the birth date or the id (unique per person)', () => {
    expect(fit.method).toBe('sessions');
    expect(fit.tf.map((t) => fit.comparisons[t.field].field)).toEqual(['surname']);
    expect(off.tf).toEqual([]);
    expect(Array.from(fit.parameters.m[0])).toEqual(Array.from(off.parameters.m[0])); // EM on the unadjusted levels
  });

  it('weighs agreement on «smith» less than on a rare surname, and the total is the sum of its parts', () => {
    const t = fit.tf[0];
    let [common, rare] = [0, 0];
    for (let p = 0; p < index.left.length; p++) {
      const [i, j] = [index.left[p], index.right[p]];
      const a = tfAdjustment(t, fit.vectors.levels[p * 3], i, j);
      const levels = [0, 1, 2].map((f) => fit.vectors.levels[p * 3 + f]);
      const sum =
        fit.weights.priorWeight + levels.reduce((s, l, f) => s + fit.weights.levelWeights[f][l], 0) + (a?.weight ?? 0);
      expect(fit.pairWeights[p]).toBeCloseTo(sum, 9);
      expect(fit.pairWeights[p] - off.pairWeights[p]).toBeCloseTo(a?.weight ?? 0, 9);
      if (a && entity[i] === entity[j]) a.value === 'smith' ? (common = a.weight) : (rare = Math.max(rare, a.weight));
    }
    expect(common).toBeLessThan(-1);
    expect(rare).toBeGreaterThan(0);
    expect(specs[0].values.filter((v) => v === 'smith').length).toBeGreaterThan(300);
  });
});

describe('no silent fallback from the training sessions', () => {
  const REASON = 'no training session gave a believable fit, and the candidate pairs alone cannot tell matches';

  it('a model whose merges rest on its weights calls the fit implausible when believed sessions made none', () => {
    // A label of twenty values that a copy's source always writes otherwise: 5 % of random pairs agree on it, no match
    // does — the sessions' fit is implausible, and EM over the candidates may dress the blocking up as a class.
    const required = fitPeople(undefined, true, true, true, 20).fit;
    expect(required.method).toBe('candidates');
    expect(required.implausibleReasons).toContain(REASON);
    expect(required.plausible).toBe(false);
    // A model deciding by its own rules (products, events) may still read that fallback's weights.
    expect(fitPeople(undefined, true, true, false, 20).fit.implausibleReasons).not.toContain(REASON);
  });

  it('not where no session could learn (none at all, too few matches, or matches common among random pairs)', () => {
    expect(fitPeople(undefined, false, false, true).fit.implausibleReasons).not.toContain(REASON);
    expect(fitPeople(undefined, false, true, true).fit.plausible).toBe(true);
  });
});

describe('a category the sources label differently', () => {
  it('keeps the fit by sessions, plausible, with a negative weight for agreeing on the category', () => {
    const { fit } = fitPeople(undefined, true);
    const program = fit.comparisons.findIndex((c) => c.field === 'program');
    expect(fit.parameters.m[program][1]).toBeLessThan(fit.parameters.u[program][1]);
    expect(fit.method).toBe('sessions');
    expect(fit.implausibleReasons).toEqual([]);
    expect(fit.weights.levelWeights[program][1]).toBeLessThan(0);
  });
});
