import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsvText } from '../../src/io';
import { combineTables, type Dataset } from '../../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS, DECISION_CODE } from '../../src/engine/match';
import { dedupe } from '../../src/engine/pipeline';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { toCsv } from '../fixtures/generate/random';
import { truthFromColumn } from '../../src/core/evaluate';
import { matchProbability } from '../../src/core/weights';
import { inlineWasmScorer } from '../fixtures/scorer';
import { suppliersDataset } from '../fixtures/generate/suppliers-dataset';
import { peopleCsv } from '../fixtures/generate/people-dataset';

let scorer: AsyncScorer;
beforeAll(async () => {
  scorer = await inlineWasmScorer();
});

const events = (rows: string[][]): Dataset =>
  combineTables([
    parseCsvText(toCsv(['id', 'title', 'venue', 'city', 'start'], rows), { sourceName: 'events.csv', keyColumn: 'id' }),
  ]);

const EVENTS = [
  ['e1', 'Вишнёвый сад', 'Ленком', 'Москва', '2026-12-10T19:00:00+03:00'],
  ['e2', 'Вишневый сад', 'Ленком Марка Захарова', 'Москва', '2026-12-10T19:00:00+03:00'],
  ['e3', 'Вишнёвый сад', 'Ленком', 'Москва', '2026-12-10T16:00:00Z'],
  ['e4', 'Дюна', 'Кинотеатр Октябрь', 'Москва', '2026-12-19T19:00:00+03:00'],
  ['e5', 'Дюна 2', 'Кинотеатр Октябрь', 'Москва', '2026-12-19T19:00:00+03:00'],
  ['e6', 'Квиз, плиз', 'Бар Ровесник', 'Москва', '2026-12-04T19:30:00+03:00'],
  ['e7', 'Квиз, плиз', 'Бар Гадкий Койот', 'Москва', '2026-12-04T19:30:00+03:00'],
];

describe('dedupe pipeline on an event listing', () => {
  it('merges one show written three ways and keeps guarded and different events apart', async () => {
    const ds = events(EVENTS);
    const run = await dedupe(
      ds,
      { match: { ...DEFAULT_MATCH_SETTINGS, profile: 'events' }, exclude: new Set(['id']) },
      scorer,
    );
    const { clusterOf } = run.resolution.clustering;
    const k = (key: string) => clusterOf[ds.keys.indexOf(key)];
    expect(k('e1')).toBe(k('e2'));
    expect(k('e1')).toBe(k('e3'));
    expect(k('e4')).not.toBe(k('e5'));
    expect(k('e6')).not.toBe(k('e7'));
    const p = Array.from(run.match.pairs.left).findIndex(
      (l, i) => ds.keys[l] === 'e4' && ds.keys[run.match.pairs.right[i]] === 'e5',
    );
    expect(run.match.levels[p]).toBe(DECISION_CODE.distinct);
    expect(run.match.reasons.at(p).map((r) => r.code)).toContain('sequel-number');
  });

  it('gives the same cluster ids whatever the row order', async () => {
    const a = events(EVENTS);
    const b = events([...EVENTS].reverse());
    const settings = { match: { ...DEFAULT_MATCH_SETTINGS, profile: 'events' as const }, exclude: new Set(['id']) };
    const ra = await dedupe(a, settings, scorer);
    const rb = await dedupe(b, settings, scorer);
    const idOf = (ds: Dataset, run: typeof ra) =>
      Object.fromEntries(
        ds.keys.map((key, i) => [key, run.resolution.clustering.clusterIds[run.resolution.clustering.clusterOf[i]]]),
      );
    expect(idOf(b, rb)).toEqual(idOf(a, ra));
  });

  it('lets human decisions override: «different» splits a merge, «same» joins across a guard', async () => {
    const ds = events(EVENTS);
    const i = (key: string) => ds.keys.indexOf(key);
    const human = {
      same: { left: Uint32Array.of(i('e4')), right: Uint32Array.of(i('e5')) },
      different: { left: Uint32Array.of(i('e1'), i('e2')), right: Uint32Array.of(i('e3'), i('e3')) },
    };
    const run = await dedupe(
      ds,
      { match: { ...DEFAULT_MATCH_SETTINGS, profile: 'events' }, exclude: new Set(['id']), human },
      scorer,
    );
    const { clusterOf } = run.resolution.clustering;
    expect(clusterOf[i('e4')]).toBe(clusterOf[i('e5')]);
    expect(clusterOf[i('e1')]).toBe(clusterOf[i('e2')]);
    expect(clusterOf[i('e1')]).not.toBe(clusterOf[i('e3')]);
  });
});

describe('dedupe pipeline on a generated supplier list', () => {
  it('merges surface variants without false merges and reviews the one-edit neighbours', async () => {
    const { rows, ds } = suppliersDataset(3000, 5, 's.csv');
    const truth = truthFromColumn(rows.map((r) => r.supplier));
    const run = await dedupe(ds, { exclude: new Set(['supplier']), truth }, scorer);
    expect(run.match.profile).toBe('suppliers');
    expect(run.evaluation!.auto.precision).toBe(1);
    expect(run.evaluation!.auto.recall).toBe(1);
    expect(
      run.resolution.queue.items.slice().some((it) => it.reasons.some((r) => r.code === 'one-edit-neighbour')),
    ).toBe(true);
  });
});

describe('locked clusters', () => {
  it('keep automatic merges from adding records to them', async () => {
    const ds = events(EVENTS);
    const i = (key: string) => ds.keys.indexOf(key);
    const settings = { match: { ...DEFAULT_MATCH_SETTINGS, profile: 'events' as const }, exclude: new Set(['id']) };
    const free = await dedupe(ds, settings, scorer);
    expect(free.resolution.clustering.clusterOf[i('e1')]).toBe(free.resolution.clustering.clusterOf[i('e3')]);
    const human = {
      same: { left: Uint32Array.of(i('e1')), right: Uint32Array.of(i('e2')) },
      different: { left: new Uint32Array(0), right: new Uint32Array(0) },
      locked: [{ records: Uint32Array.of(i('e1'), i('e2')) }],
    };
    const run = await dedupe(ds, { ...settings, human }, scorer);
    const { clusterOf } = run.resolution.clustering;
    expect(clusterOf[i('e1')]).toBe(clusterOf[i('e2')]);
    expect(clusterOf[i('e3')]).not.toBe(clusterOf[i('e1')]);
  });
});

describe('event invariant', () => {
  it('never puts one event at two places kilometres apart, even through a record without a position', async () => {
    const csv = toCsv(
      ['id', 'title', 'venue', 'city', 'start', 'lat', 'lon'],
      [
        ['a', 'Гамлет', 'Театр', 'Москва', '2026-12-10T19:00:00+03:00', '55.7675', '37.6080'],
        ['b', 'Гамлет', 'Театр', 'Москва', '2026-12-10T19:00:00+03:00', '', ''],
        ['c', 'Гамлет', 'Театр', 'Москва', '2026-12-10T19:00:00+03:00', '55.6000', '37.4000'],
      ],
    );
    const ds = combineTables([parseCsvText(csv, { sourceName: 'e.csv', keyColumn: 'id' })]);
    const run = await dedupe(
      ds,
      { match: { ...DEFAULT_MATCH_SETTINGS, profile: 'events' }, exclude: new Set(['id']) },
      scorer,
    );
    const { clusterOf } = run.resolution.clustering;
    expect(clusterOf[2]).not.toBe(clusterOf[0]);
    expect(clusterOf[1] === clusterOf[0] || clusterOf[1] === clusterOf[2]).toBe(true);
    expect(run.resolution.queue.items.slice().some((i) => i.kind === 'refused-link' || i.kind === 'invariant')).toBe(
      true,
    );
  });
});

import { minhashBlockingRules } from '../../src/engine/match';
import { keysOfRecord } from '../../src/core/block';
import { minHashKeys } from '../../src/scoring/minhash';

describe('MinHash blocking keys from the scorer', () => {
  it('equal the TypeScript keys, prefixes and minimum length applied', async () => {
    const values = ['solartravelmag', 'xolartravelmag', 'Вишнёвый сад', '😀 emoji', 'ab', ''];
    const [rule] = await minhashBlockingRules(
      [{ name: 'lsh', values, prefix: values.map((_, i) => `p${i}|`), minLength: 3 }],
      scorer,
    );
    values.forEach((v, i) => {
      const expected = Array.from(v).length < 3 ? [] : minHashKeys(v).map((k) => `p${i}|${k}`);
      expect(keysOfRecord(rule.keys, i)).toEqual(expected);
    });
  });
});

import { generatePeople } from '../fixtures/generate/people';

describe('Fellegi–Sunter fit on a small two-source people list', () => {
  it('does not let the match class swallow a broad block (precision stays high)', async () => {
    const people = generatePeople(300, 9);
    const header = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
    const csv = (rows: typeof people) => peopleCsv(rows, header);
    const ds = combineTables([
      parseCsvText(csv(people.slice(0, 150)), { sourceName: 'a.csv', sourceId: 0 }),
      parseCsvText(csv(people.slice(150)), { sourceName: 'b.csv', sourceId: 1 }),
    ]);
    const truth = truthFromColumn(people.map((p) => p.person));
    const run = await dedupe(ds, { match: { ...DEFAULT_MATCH_SETTINGS, mode: 'link-and-dedupe' }, truth }, scorer);
    expect(run.match.fs.parameters.lambda).toBeLessThan(0.2);
    expect(run.evaluation!.auto.precision).toBeGreaterThan(0.99);
    expect(run.evaluation!.auto.recall).toBeGreaterThan(0.9);
  });
});

describe('Fellegi–Sunter weights from training sessions over all pairs', () => {
  it('fits by per-rule sessions, puts the prior near the true match rate, and merges swapped names', async () => {
    const people = generatePeople(1500, 21);
    const header = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
    const ds = combineTables([parseCsvText(peopleCsv(people, header), { sourceName: 'people.csv', sourceId: 0 })]);
    const truth = truthFromColumn(people.map((p) => p.person));
    const run = await dedupe(ds, { match: { ...DEFAULT_MATCH_SETTINGS, mode: 'dedupe' }, truth }, scorer);
    expect(run.match.fs.method).toBe('sessions');
    let truePairs = 0;
    const count = new Map<string, number>();
    for (const p of people) count.set(p.person, (count.get(p.person) ?? 0) + 1);
    for (const c of count.values()) truePairs += (c * (c - 1)) / 2;
    const expected = truePairs / ((people.length * (people.length - 1)) / 2);
    expect(run.match.fs.parameters.lambda).toBeGreaterThan(expected / 2);
    expect(run.match.fs.parameters.lambda).toBeLessThan(expected * 2);
    // Given name and surname typed into each other's column, the rest equal: one person.
    const cluster = run.resolution.clustering.clusterOf;
    const swapped: [number, number][] = [];
    for (let i = 0; i < people.length; i++) {
      for (let j = i + 1; j < people.length; j++) {
        const [a, b] = [people[i], people[j]];
        if (
          a.person === b.person &&
          a.first_name === b.surname &&
          a.surname === b.first_name &&
          a.dob === b.dob &&
          a.first_name !== a.surname
        )
          swapped.push([i, j]);
      }
    }
    expect(swapped.length).toBeGreaterThan(3);
    for (const [i, j] of swapped) expect(cluster[i]).toBe(cluster[j]);
    expect(run.evaluation!.auto.precision).toBeGreaterThan(0.99);
  });
});

describe('Fellegi–Sunter weights refined by human decisions', () => {
  it('moves m towards the level shares of the true matches when a person has labelled review pairs', async () => {
    const people = generatePeople(1500, 33);
    const header = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
    const ds = combineTables([parseCsvText(peopleCsv(people, header), { sourceName: 'people.csv', sourceId: 0 })]);
    const settings = { match: { ...DEFAULT_MATCH_SETTINGS, mode: 'dedupe' as const } };
    const first = await dedupe(ds, settings, scorer);
    const { pairs, fs } = first.match;
    const isMatch = (p: number) => people[pairs.left[p]].person === people[pairs.right[p]].person;
    // The level shares of the true matches among the candidates: what m should be.
    const F = fs.vectors.fieldCount;
    const truthM = fs.comparisons.map((c, f) => {
      const counts = new Float64Array(c.levels.length);
      for (let p = 0; p < pairs.left.length; p++) if (isMatch(p)) counts[fs.vectors.levels[p * F + f]]++;
      const known = counts.reduce((a, b, l) => a + (l > 0 ? b : 0), 0);
      return counts.map((x, l) => (l === 0 ? 0 : x / known));
    });
    const distance = (m: Float64Array[]) =>
      m.reduce((a, row, f) => a + row.reduce((b, x, l) => b + Math.abs(x - truthM[f][l]), 0), 0);
    // A person answers every 5th candidate pair that is not plainly distinct.
    const order = Array.from(pairs.left, (_, p) => p).filter(
      (p) => matchProbability(fs.pairWeights[p]) > 0.001 && p % 5 === 0,
    );
    const same = order.filter(isMatch);
    const different = order.filter((p) => !isMatch(p));
    const asPairs = (ps: number[]) => ({
      left: Uint32Array.from(ps, (p) => pairs.left[p]),
      right: Uint32Array.from(ps, (p) => pairs.right[p]),
    });
    expect(same.length).toBeGreaterThan(10);
    expect(different.length).toBeGreaterThan(10);
    const second = await dedupe(
      ds,
      { ...settings, human: { same: asPairs(same), different: asPairs(different) } },
      scorer,
    );
    expect(second.match.fs.parameters.m).not.toEqual(fs.parameters.m);
    expect(distance(second.match.fs.parameters.m)).toBeLessThan(distance(fs.parameters.m));
  });
});
