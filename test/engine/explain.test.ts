import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../src/io';
import { combineTables } from '../../src/engine/dataset';
import { dedupe } from '../../src/engine/pipeline';
import { explainPair } from '../../src/engine/explain';
import { annotatedTable, goldenTable, pairsTable } from '../../src/engine/exports';
import { loadWasmModule } from '../../src/scoring/node/load';
import { createWasmScorer } from '../../src/scoring/wasm';
import { inlineScorer } from '../../src/scoring/inline';
import { PROFILES, DEFAULT_PROFILE_SETTINGS } from '../../src/core/profiles';
import { profileInput } from '../../src/engine/dataset';

const CSV = `id,first_name,surname,dob,city
1,John,Smith,1980-01-02,Leeds
2,Jon,Smith,1980-01-02,Leeds
3,Mary,Jones,1975-05-06,York
4,Mary,Jones,1975-05-06,
5,Peter,Brown,1990-09-09,Hull
`;

describe('explainPair and exports', async () => {
  const scorer = inlineScorer(await createWasmScorer(await loadWasmModule('debug')));
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

  it('exports one annotated row per record, one golden row per cluster, one row per pair', () => {
    const annotated = [...annotatedTable(ds, run).rows];
    expect(annotated.length).toBe(5);
    const golden = [...goldenTable(ds, run).rows];
    expect(golden.length).toBe(run.resolution.clustering.clusterCount);
    expect([...pairsTable(ds, run).rows].length).toBe(run.match.pairs.left.length);
    const clusterOf = (key: string) => annotated.find((r) => r[0] === key)![7];
    expect(clusterOf('3')).toBe(clusterOf('4'));
    expect(clusterOf('3')).not.toBe(clusterOf('5'));
  });
});
