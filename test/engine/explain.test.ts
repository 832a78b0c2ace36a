import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../src/io';
import { combineTables } from '../../src/engine/dataset';
import { dedupe } from '../../src/engine/pipeline';
import { explainPair } from '../../src/engine/explain';
import { annotatedTable, doppelColumn, goldenTable, pairsTable } from '../../src/engine/exports';
import { PROFILES, DEFAULT_PROFILE_SETTINGS } from '../../src/core/profiles';
import { profileInput } from '../../src/engine/dataset';
import { addTfAdjustments, type TermFrequencyTable } from '../../src/core/weights/tf';
import { inlineWasmScorer } from '../fixtures/scorer';

const CSV = `id,first_name,surname,dob,city
1,John,Smith,1980-01-02,Leeds
2,Jon,Smith,1980-01-02,Leeds
3,Mary,Jones,1975-05-06,York
4,Mary,Jones,1975-05-06,
5,Peter,Brown,1990-09-09,Hull
`;

describe('explainPair and exports', async () => {
  const scorer = await inlineWasmScorer();
  const ds = combineTables([parseCsvText(CSV, { sourceName: 'people.csv', keyColumn: 'id' })]);
  const run = await dedupe(ds, { exclude: new Set(['id']) }, scorer);
  const prepared = PROFILES.generic.prepare(profileInput(ds, run.kinds, new Set(['id'])), DEFAULT_PROFILE_SETTINGS);

  it('decomposes the weight: prior + field contributions = total, as every view reports it', () => {
    const values = prepared.comparisons.map((c) => c.values);
    const kernels = prepared.comparisons.map((c) => c.kernel);
    for (let p = 0; p < run.match.pairs.left.length; p++) {
      const e = explainPair(ds, run.match, values, kernels, p);
      const sum = e.priorWeight + e.fields.reduce((s, f) => s + f.weight, 0);
      expect(sum).toBeCloseTo(e.totalWeight, 9);
      expect(e.left.values.first_name).toBe(ds.tables[0].cells[1][ds.rowOf[run.match.pairs.left[p]]]);
      const city = e.fields.find((f) => f.comparison === 'city')!;
      if (city.left === '' || city.right === '') expect(city.level).toBe('null');
    }
  });

  it('shows a term-frequency adjustment beside its level, and the total is still the sum of what is shown', () => {
    const fs = run.match.fs;
    const field = fs.comparisons.findIndex((c) => c.field === 'surname');
    const values = prepared.comparisons.find((c) => c.name === 'surname')!.values;
    const table: TermFrequencyTable = { field, level: 1, values, adjustment: new Map([['smith', -1.5]]), uLevel: 0.1 };
    const pairWeights = Float64Array.from(fs.pairWeights);
    addTfAdjustments(pairWeights, fs.vectors, [table], run.match.pairs.left, run.match.pairs.right);
    const match = { ...run.match, fs: { ...fs, tf: [table], pairWeights } };
    const p = Array.from(run.match.pairs.left).findIndex(
      (l, k) => ds.keys[l] === '1' && ds.keys[run.match.pairs.right[k]] === '2',
    );
    expect(p).toBeGreaterThanOrEqual(0);
    const e = explainPair(
      ds,
      match,
      prepared.comparisons.map((c) => c.values),
      prepared.comparisons.map((c) => c.kernel),
      p,
    );
    const surname = e.fields.find((f) => f.comparison === 'surname')!;
    expect(surname.level).toBe('exact');
    expect(surname.tf).toEqual({ value: 'smith', weight: -1.5 });
    expect(surname.weight).toBeCloseTo(surname.levelWeight! - 1.5, 9);
    expect(surname.detail).toBe(
      `exact ${surname.levelWeight! < 0 ? '−' : '+'}${Math.abs(surname.levelWeight!).toFixed(1)}, common value «smith» −1.5`,
    );
    expect(e.priorWeight + e.fields.reduce((s, f) => s + f.weight, 0)).toBeCloseTo(e.totalWeight, 9);
    expect(e.totalWeight).toBeCloseTo(fs.pairWeights[p] - 1.5, 9);
    expect(e.fields.find((f) => f.comparison === 'first_name')!.tf).toBeUndefined();
  });

  it('exports one annotated row per record, one golden row per cluster, one row per pair', () => {
    const annotated = [...annotatedTable(ds, run).rows];
    expect(annotated.length).toBe(5);
    const golden = [...goldenTable(ds, run).rows];
    expect(golden.length).toBe(run.resolution.clustering.clusterCount);
    expect([...pairsTable(ds, run).rows].length).toBe(run.match.pairs.left.length);
    expect(goldenTable(ds, run).columns.slice(0, 3)).toEqual(['doppel_cluster_id', 'doppel_cluster_size', 'id']);
    expect(goldenTable(ds, run).columns).toContain('doppel_from__surname');
    const idAt = goldenTable(ds, run).columns.indexOf('id');
    const sizeOf = (row: string[]) => Number(row[1]);
    // An identifier keeps every member's value: one member's id would lose the others'.
    expect(run.kinds.get('id')).toBe('id');
    expect(golden.filter((row) => sizeOf(row) === 2).map((row) => row[idAt])).toContain('3 | 4');
    expect(golden.filter((row) => sizeOf(row) === 1).map((row) => row[idAt])).toContain('5');
    const byRule = [...goldenTable(ds, run, { defaultRule: 'most-frequent', rules: { id: 'longest' } }).rows];
    expect(byRule.filter((row) => sizeOf(row) === 2).map((row) => row[idAt])).not.toContain('3 | 4');
    const columns = annotatedTable(ds, run).columns;
    expect(columns).toEqual([
      'doppel_row',
      'doppel_source',
      'id',
      'first_name',
      'surname',
      'dob',
      'city',
      'doppel_cluster_id',
      'doppel_cluster_size',
      'doppel_decision_source',
      'doppel_match_confidence',
    ]);
    const at = columns.indexOf('doppel_cluster_id');
    const clusterOf = (key: string) => annotated.find((r) => r[0] === key)![at];
    expect(clusterOf('3')).toBe(clusterOf('4'));
    expect(clusterOf('3')).not.toBe(clusterOf('5'));
  });
});

describe('export column names', () => {
  it("prefix Doppel's own columns, again while the file has a column of that name", () => {
    expect(doppelColumn('source', ['source', 'name'])).toBe('doppel_source');
    expect(doppelColumn('source', ['doppel_source'])).toBe('doppel_doppel_source');
  });
});
