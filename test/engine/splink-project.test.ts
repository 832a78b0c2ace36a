import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createProject, openDoppelDb, putSourceTable } from '../../src/storage';
import { DEFAULT_PROJECT_SETTINGS } from '../../src/engine/service/session';
import { legacyPredictionsTable } from '../../src/engine/splink-project';
import { ProjectService } from '../../src/engine/service/service';
import { pairCard, reviewPage } from '../../src/engine/service/views';
import { parseCsvText } from '../../src/io';
import { DECISION_CODE } from '../../src/engine/match';
import { inlineWasmScorer } from '../fixtures/scorer';

const scorer = await inlineWasmScorer();

const RECORDS = [
  'id,first_name,surname,dob,email',
  '1,Aleksandra,Wisniewska,1980-03-14,ola.w@example.org',
  '2,Aleksandra,Wisniewska,1980-03-14,ola.w@example.org',
  '3,Aleksandra,Wisniewski,1980-03-14,',
  '4,Bartholomew,Quigley,1975-11-02,bq@example.net',
  '5,Bartholomew,Quigley,1975-11-02,bq@example.net',
  '6,Bartholomew,Kowalczyk,1991-07-30,',
  '7,Cressida,Ogunleye,2001-01-01,cress@example.com',
].join('\n');

const prob = (w: number) => 2 ** w / (1 + 2 ** w);
const PREDICTIONS = [
  'id_l,id_r,match_weight,match_probability,gamma_first_name,gamma_surname,mw_first_name,mw_surname,match_key',
  ...[
    ['1', '2', 12, 2, 2, 7, 15],
    ['2', '3', 4, 2, 1, 7, 7],
    ['4', '5', 14, 2, 2, 7, 17],
    ['4', '6', -6, 2, 0, 7, -3],
    ['1', '3', 1, 2, 1, 7, 4],
    ['5', '7', -20, 0, 0, -10, -0],
  ].map(([l, r, w, g1, g2, m1, m2]) =>
    [l, r, w, prob(w as number), g1, g2, m1, (m2 as number) - 10 - (m1 as number), 0].join(','),
  ),
].join('\n');

async function service(factory: IDBFactory): Promise<ProjectService> {
  return new ProjectService(await openDoppelDb('doppel-splink-test', { factory }), () => scorer);
}

describe('«Import Splink results»: a project from Splink’s predictions, durable across a reload', () => {
  it('imports records and predictions, decides by the project’s thresholds, reviews, exports labels, and re-derives after a reload', async () => {
    const factory = new IDBFactory();
    let svc = await service(factory);
    const id = await svc.importSplinkResults('splink', [{ name: 'people.csv', blob: new Blob([RECORDS]) }], {
      predictions: { name: 'predictions.csv', blob: new Blob([PREDICTIONS]) },
    });
    const view = await svc.run(id);
    // Splink's tables are stored but are no records.
    expect(view.sources.map((s) => s.name)).toEqual(['people.csv']);
    expect(view.settings.splink?.uniqueId).toBe('id');
    expect(view.run!.records).toBe(7);
    let s = await svc.sessionOf(id);
    expect(s.run!.match.pairs.left.length).toBe(6);
    const levels = Array.from(s.run!.match.levels);
    expect(levels.filter((l) => l === DECISION_CODE.merge).length).toBe(2);
    const page = reviewPage(s, 0, 20);
    expect(page.items.map((i) => i.keys)).toContainEqual(['2', '3']);
    // The pair card explains by Splink's weights: prior + fields = Splink's match weight.
    const card = pairCard(s, ['2', '3']);
    expect(card.fields.map((f) => f.comparison)).toEqual(['first_name', 'surname']);
    await svc.decide(id, ['2', '3'], 'same');
    await svc.decide(id, ['1', '3'], 'same');
    await svc.decide(id, ['4', '6'], 'different');
    const labels = parseCsvText((await svc.exportText(id, 'labels')).text, { sourceName: 'labels.csv' });
    expect(labels.source.columns).toEqual(['id_l', 'id_r', 'clerical_match_score']);
    expect(labels.cells[2]).toEqual(['1', '1', '0']);
    const clusters = s.run!.resolution.clustering.clusterOf.slice();
    expect(clusters[0]).toBe(clusters[2]);
    // A new service on the same database (a reload) re-derives the same clusters from the stored pairs and the log.
    svc = await service(factory);
    s = await svc.sessionOf(id);
    expect(Array.from(s.run!.resolution.clustering.clusterOf)).toEqual(Array.from(clusters));
    await expect(svc.exportText(id, 'splink')).rejects.toThrow(/Splink’s own/);
  });

  it('stores the predictions as typed chunks, not rows of text, and a project file carries them', async () => {
    const factory = new IDBFactory();
    const svc = await service(factory);
    const id = await svc.importSplinkResults('splink', [{ name: 'people.csv', blob: new Blob([RECORDS]) }], {
      predictions: { name: 'predictions.csv', blob: new Blob([PREDICTIONS]) },
    });
    const db = await openDoppelDb('doppel-splink-test', { factory });
    expect((await db.getAll('sources')).map((s) => s.source.name)).toEqual(['people.csv']);
    const [chunk] = await db.getAll('predictions');
    expect(chunk.left).toBeInstanceOf(Uint32Array);
    expect(chunk.header).toMatchObject({ pairCount: 6, recordCount: 7, comparisons: ['first_name', 'surname'] });
    db.close();
    const first = await svc.run(id);
    const copy = await svc.importProject(await svc.exportProject(id));
    const again = await svc.run(copy);
    expect(again.run).toMatchObject({
      merge: first.run!.merge,
      review: first.run!.review,
      clusters: first.run!.clusters,
    });
  });

  it('still runs a project stored before the predictions store (predictions as a text source)', async () => {
    const factory = new IDBFactory();
    const svc = await service(factory);
    const fresh = await svc.importSplinkResults('new', [{ name: 'people.csv', blob: new Blob([RECORDS]) }], {
      predictions: { name: 'predictions.csv', blob: new Blob([PREDICTIONS]) },
    });
    const expected = await svc.run(fresh);
    const db = await openDoppelDb('doppel-splink-test', { factory });
    const settings = { ...DEFAULT_PROJECT_SETTINGS, splink: { uniqueId: 'id' } };
    const old = await createProject(db, { name: 'old', settings });
    await putSourceTable(db, old.id, parseCsvText(RECORDS, { sourceName: 'people.csv', keyColumn: 'id' }));
    const text = parseCsvText(PREDICTIONS, { sourceName: 'predictions.csv' });
    await putSourceTable(db, old.id, legacyPredictionsTable(text, 'id'));
    db.close();
    const view = await svc.run(old.id);
    expect(view.sources.map((s) => s.name)).toEqual(['people.csv']);
    expect(view.run).toMatchObject({
      candidatePairs: 6,
      merge: expected.run!.merge,
      review: expected.run!.review,
      clusters: expected.run!.clusters,
    });
  });

  it('refuses predictions that name records the files do not have, and stores nothing', async () => {
    const factory = new IDBFactory();
    const svc = await service(factory);
    const bad = PREDICTIONS.replace('\n1,2,', '\n1,99,');
    await expect(
      svc.importSplinkResults('bad', [{ name: 'people.csv', blob: new Blob([RECORDS]) }], {
        predictions: { name: 'predictions.csv', blob: new Blob([bad]) },
      }),
    ).rejects.toThrow(/predictions\.csv: row 1: id_r «99» is no record/);
    expect(await svc.projects()).toEqual([]);
  });
});
