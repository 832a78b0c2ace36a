import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { generatePeople } from '../../fixtures/generate/people';
import { toCsv } from '../../fixtures/generate/random';
import { inlineWasmScorer } from '../../fixtures/scorer';

const scorer = await inlineWasmScorer();

describe('Export of the fitted model as Splink settings', () => {
  it('writes the run’s comparisons, levels and prior as Splink 4 settings JSON, across two sources', async () => {
    const db = await openDoppelDb('doppel-splink', { factory: new IDBFactory() });
    const svc = new ProjectService(db, () => scorer);
    const people = generatePeople(400, 3);
    const header = ['first_name', 'surname', 'dob', 'city', 'email'];
    const csv = (rows: typeof people) =>
      toCsv(
        header,
        rows.map((p) => header.map((h) => p[h as keyof typeof p])),
      );
    const id = await svc.importFiles('people', [
      { name: 'a.csv', blob: new Blob([csv(people.slice(0, 200))]) },
      { name: 'b.csv', blob: new Blob([csv(people.slice(200))]) },
    ]);
    await svc.run(id);
    const file = await svc.exportText(id, 'splink');
    expect(file.fileName).toBe('people-splink-settings.json');
    expect(file.mime).toBe('application/json');
    const settings = JSON.parse(file.text);
    expect(settings.link_type).toBe('link_and_dedupe');
    expect(settings.unique_id_column_name).toBe('unique_id');
    expect(settings.probability_two_random_records_match).toBeGreaterThan(0);
    expect(settings.probability_two_random_records_match).toBeLessThan(0.05);
    expect(settings.comparisons.map((c: { output_column_name: string }) => c.output_column_name)).toEqual(
      expect.arrayContaining(['first_name', 'surname', 'email']),
    );
    for (const c of settings.comparisons) expect(c.comparison_levels.at(-1).sql_condition).toBe('ELSE');
  });
});
