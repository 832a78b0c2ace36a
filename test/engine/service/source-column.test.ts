import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { MAX_SOURCES_FROM_COLUMN } from '../../../src/engine/service/import-files';
import { inlineWasmScorer } from '../../fixtures/scorer';

const scorer = await inlineWasmScorer();

async function service(): Promise<ProjectService> {
  const db = await openDoppelDb('doppel-source-column', { factory: new IDBFactory() });
  return new ProjectService(db, () => scorer);
}

const csv = [
  'name,city,crm',
  'Ann Lee,Leeds,north',
  'Bob Roy,York,south',
  'Ann Lee,Leeds,south',
  'Cy Dee,Bath,north',
  'Di Eve,Hull,',
].join('\n');

describe('a column inside one file chosen as the sources (issue 14 item 10)', () => {
  it("makes one source per value of the column with the file's rows, and reopens the same", async () => {
    const svc = await service();
    const file = { name: 'people.csv', blob: new Blob([csv]) };
    const id = await svc.importFiles('p', [{ ...file, options: { sourceColumn: 'crm' } }]);
    const view = await svc.open(id);
    expect(view.sources.map((s) => [s.name, s.rowCount])).toEqual([
      ['people.csv · north', 2],
      ['people.csv · south', 2],
      ['people.csv · (empty)', 1],
    ]);
    // Several sources: the link mode is chosen from the data, as for several files.
    expect(view.settings.mode).not.toBe((await svc.open(await svc.importFiles('q', [file]))).settings.mode);
    expect((await svc.open(await svc.importFiles('r', [file]))).sources.map((s) => s.name)).toEqual(['people.csv']);
    // The column that names the sources is not compared; the blocking preview counts pairs across sources only.
    expect(view.settings.kinds).toEqual({ crm: 'ignore' });
    expect(view.settings.mode).toBe('link');
    const preview = await svc.previewBlocking(id);
    expect(preview.allPairs).toBe(2 * 2 + 2 * 1 + 2 * 1);
    expect(preview.totalPairs).toBeLessThanOrEqual(preview.allPairs);
    // Read back from storage, not the cache: the same sources.
    svc.forget(id);
    expect((await svc.open(id)).sources.map((s) => [s.name, s.rowCount])).toEqual(
      view.sources.map((s) => [s.name, s.rowCount]),
    );
  });

  it('refuses a column that is not there, or one with more values than sources can be', async () => {
    const svc = await service();
    await expect(
      svc.importFiles('x', [{ name: 'people.csv', blob: new Blob([csv]), options: { sourceColumn: 'shop' } }]),
    ).rejects.toThrow('people.csv: there is no column «shop»');
    const many = ['id,name', ...Array.from({ length: MAX_SOURCES_FROM_COLUMN + 1 }, (_, i) => `${i},n${i}`)].join('\n');
    await expect(
      svc.importFiles('y', [{ name: 'ids.csv', blob: new Blob([many]), options: { sourceColumn: 'id' } }]),
    ).rejects.toThrow(/ids\.csv: column «id» holds 101 different values/);
  });
});
