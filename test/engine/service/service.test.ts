import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { overview, pairCard, reviewPage, clustersPage, clusterDetail } from '../../../src/engine/service/views';
import { ruleChanges } from '../../../src/engine/service/cluster-ops';
import { parseCsvText } from '../../../src/io';
import { generatePeople } from '../../fixtures/generate/people';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { peopleCsv } from '../../fixtures/generate/people-dataset';

const scorer = await inlineWasmScorer();

const people = generatePeople(300, 21);
const csvA = peopleCsv(people.slice(0, 150), ['first_name', 'surname', 'dob', 'city', 'email', 'person']);
const csvB = peopleCsv(people.slice(150), ['first_name', 'surname', 'dob', 'city', 'email', 'person']);

async function service(factory: IDBFactory): Promise<ProjectService> {
  const db = await openDoppelDb('doppel-test', { factory });
  return new ProjectService(db, () => scorer);
}

describe('ProjectService: the whole workflow, durable across a reload', () => {
  it('imports two sources, runs, reviews, survives a reload, undoes, re-runs and exports', async () => {
    const factory = new IDBFactory();
    let svc = await service(factory);
    const id = await svc.importFiles('people', [
      { name: 'a.csv', blob: new Blob([csvA]) },
      { name: 'b.csv', blob: new Blob([csvB]) },
    ]);
    await svc.setSettings(id, { kinds: { person: 'ignore' } });
    let view = await svc.run(id);
    expect(view.sources.map((s) => s.rowCount)).toEqual([150, 150]);
    expect(view.run!.records).toBe(300);
    expect(view.stale).toBe(false);
    let s = await svc.sessionOf(id);
    const page = reviewPage(s, 0, 50);
    expect(page.total).toBeGreaterThan(5);
    const decided = page.items.filter((i) => i.kind === 'review-band').slice(0, 5);
    const personOf = (key: string) => {
      const [src, row] = key.split(':');
      return people[(src === 'a.csv' ? 0 : 150) + Number(row) - 1].person;
    };
    for (const item of decided) {
      const card = pairCard(s, item.keys);
      expect(card.fields.length).toBeGreaterThan(0);
      await svc.decide(id, item.keys, personOf(item.keys[0]) === personOf(item.keys[1]) ? 'same' : 'different');
    }

    // Reload: a new service on the same database re-derives everything from records + settings + log.
    svc = await service(factory);
    view = await svc.open(id);
    expect(view.decisions).toBe(5);
    s = await svc.sessionOf(id);
    const after = reviewPage(s, 0, 500);
    expect(after.decided.same + after.decided.different).toBe(5);
    for (const item of decided)
      expect(after.items.find((i) => i.keys.join() === item.keys.join())?.decided).toBeDefined();
    expect(after.resumeAt).toBeGreaterThanOrEqual(0);
    expect(after.items[after.resumeAt].decided).toBeUndefined();

    // Undo one decision from the history: four remain in effect.
    const history = await svc.history(id);
    const last = history.find((e) => e.type === 'same' || e.type === 'different')!;
    await svc.undo(id, last.id);
    expect(
      reviewPage(await svc.sessionOf(id), 0, 1).decided.same +
        reviewPage(await svc.sessionOf(id), 0, 1).decided.different,
    ).toBe(4);

    // Other thresholds: stale until re-run; human decisions still hold after the re-run.
    view = await svc.setSettings(id, { mergeProbability: 0.999 });
    expect(view.stale).toBe(true);
    view = await svc.run(id);
    expect(view.stale).toBe(false);
    s = await svc.sessionOf(id);
    const { clusterOf } = s.run!.resolution.clustering;
    for (const e of (await svc.history(id)).filter((x) => !x.undone && (x.type === 'same' || x.type === 'different'))) {
      const keys = (e as { keys: [string, string] }).keys;
      const [a, b] = keys.map((k) => s.keyIndex.get(k)!);
      expect(clusterOf[a] === clusterOf[b]).toBe(e.type === 'same');
    }

    // Export: one annotated row per record; rows of one cluster id share it.
    const out = await svc.exportText(id, 'annotated');
    const table = parseCsvText(out.text.replace(/^\uFEFF/, ''), { sourceName: out.fileName });
    expect(table.rowCount).toBe(300);
    const cid = table.cells[table.source.columns.indexOf('doppel_cluster_id')];
    const rid = table.cells[table.source.columns.indexOf('doppel_row')];
    rid.forEach((key, r) =>
      expect(cid[r]).toBe(s.run!.resolution.clustering.clusterIds[clusterOf[s.keyIndex.get(key)!]]),
    );

    const ov = overview(s);
    expect(ov.histogram.merge.reduce((x, y) => x + y, 0)).toBe(ov.run.merge);
    const clusters = clustersPage(s, 'size', 0, 10);
    if (clusters.rows.length > 0)
      expect(clusterDetail(s, clusters.rows[0].id).members.length).toBe(clusters.rows[0].size);
    const log = await svc.exportText(id, 'log');
    expect(log.text.trim().split('\n').length).toBe((await svc.history(id)).length);
  }, 60_000);
});

import { createAppApi } from '../../../src/engine/service/app-api';

describe('createAppApi', () => {
  it('turns errors into plain {name, message} and names what is missing', async () => {
    const db = await openDoppelDb('doppel-api', { factory: new IDBFactory() });
    const api = createAppApi(db, () => scorer);
    await expect(api.open(99)).rejects.toEqual({ name: 'StorageError', message: expect.stringContaining('99') });
    await expect(api.importFiles(1, 'x', [])).rejects.toEqual({
      name: 'Error',
      message: 'Choose at least one file to import (CSV, spreadsheet or Parquet).',
    });
    const id = await api.importFiles(2, 'tiny', [
      { name: 't.csv', blob: new Blob(['name,city\nAnn,Leeds\nAnn,Leeds\n']) },
    ]);
    await expect(api.reviewPage(id, 0, 10)).rejects.toEqual({ name: 'Error', message: 'Run «Find duplicates» first.' });
    expect((await api.projects()).map((p) => p.name)).toEqual(['tiny']);
  });
});

describe('cluster operations', () => {
  it('a golden record keeps every identifier and source of its members, and a screen rule leaves them whole', async () => {
    const svc = await service(new IDBFactory());
    const csv =
      'ref,name,city,system\nCRM-00017,Ann Lee,Leeds,crm\nERP-A9,Ann Lee,Leeds,erp\nCRM-00018,ann lee ,Leeds,crm\nERP-B3,Bob Ray,York,erp\n';
    const id = await svc.importFiles('ids', [{ name: 'p.csv', blob: new Blob([csv]) }]);
    await svc.setSettings(id, { kinds: { ref: 'id', system: 'source' } });
    await svc.run(id);
    const s = await svc.sessionOf(id);
    const big = clustersPage(s, 'size', 0, 1).rows[0];
    expect(big.size).toBe(3);
    const detail = clusterDetail(s, big.id);
    const field = (c: string) => detail.golden.find((g) => g.column === c)!;
    expect(field('ref')).toMatchObject({ value: 'CRM-00017 | ERP-A9 | CRM-00018', rule: 'all-values' });
    expect(field('system')).toMatchObject({ value: 'crm | erp', rule: 'all-values' });
    expect(field('name')).toMatchObject({ value: 'Ann Lee', rule: 'most-frequent' });
    const changes = ruleChanges(detail, 'longest');
    expect(changes.map((c) => c.column)).not.toContain('ref');
    expect(changes.map((c) => c.column)).not.toContain('system');
  });

  it('split a record out, lock a cluster and pick a golden value, all undoable', async () => {
    const svc = await service(new IDBFactory());
    const csv = 'name,city\nAnn Lee,Leeds\nAnn Lee,Leeds\nann lee ,Leeds\nBob Ray,York\n';
    const id = await svc.importFiles('ops', [{ name: 'p.csv', blob: new Blob([csv]) }]);
    await svc.run(id);
    let s = await svc.sessionOf(id);
    const big = clustersPage(s, 'size', 0, 1).rows[0];
    expect(big.size).toBe(3);
    const detail = clusterDetail(s, big.id);
    const city = detail.golden.find((g) => g.column === 'city')!;
    expect(city.value).toBe('Leeds');
    await svc.setGoldenField(id, big.id, 'city', 'Leeds (city)');
    s = await svc.sessionOf(id);
    expect(clusterDetail(s, big.id).golden.find((g) => g.column === 'city')).toMatchObject({
      value: 'Leeds (city)',
      overridden: true,
    });
    const third = detail.members[2].key;
    const splitId = await svc.split(id, third, big.id);
    s = await svc.sessionOf(id);
    expect(clustersPage(s, 'size', 0, 5).rows[0].size).toBe(2);
    await svc.undo(id, splitId);
    s = await svc.sessionOf(id);
    expect(clustersPage(s, 'size', 0, 5).rows[0].size).toBe(3);
    await svc.lock(id, clustersPage(s, 'size', 0, 1).rows[0].id);
    s = await svc.sessionOf(id);
    expect(clustersPage(s, 'size', 0, 1).rows[0].locked).toBe(true);
  });
});

import { auditSample } from '../../../src/engine/service/views';

describe('audit sample', () => {
  it('draws automatic merges, review pairs and distinct pairs, reproducibly, and marks decided ones', async () => {
    const svc = await service(new IDBFactory());
    const id = await svc.importFiles('audit', [{ name: 'a.csv', blob: new Blob([csvA]) }]);
    await svc.setSettings(id, { kinds: { person: 'ignore' } });
    await svc.run(id);
    const s = await svc.sessionOf(id);
    const sample = auditSample(s, 20, 7);
    expect(sample).toEqual(auditSample(s, 20, 7));
    const levels = sample.map(
      (i) =>
        s.run!.match.levels[
          Array.from(s.run!.match.pairs.left).findIndex(
            (l, p) => s.dataset.keys[l] === i.keys[0] && s.dataset.keys[s.run!.match.pairs.right[p]] === i.keys[1],
          )
        ],
    );
    expect(levels.filter((l) => l === 2).length).toBeGreaterThan(0);
    expect(levels.filter((l) => l === 0).length).toBeGreaterThan(0);
    expect(levels.filter((l) => l === 1).length).toBeGreaterThan(0);
    await svc.decide(id, sample[0].keys, 'same');
    expect(auditSample(await svc.sessionOf(id), 20, 7)[0].decided).toBe('same');
  });
});

describe('run progress', () => {
  it('reports every stage in order, and scoring progress up to its total', async () => {
    const svc = await service(new IDBFactory());
    const id = await svc.importFiles('progress', [{ name: 'a.csv', blob: new Blob([csvA]) }]);
    const seen: Array<[string, number, number]> = [];
    await svc.run(id, undefined, (stage, done, total) => seen.push([stage, done, total]));
    const stages = [...new Set(seen.map((s) => s[0]))];
    expect(stages).toEqual(['normalize', 'block', 'score', 'weights', 'decide', 'cluster']);
    const score = seen.filter((s) => s[0] === 'score');
    expect(score.every(([, done, total]) => done >= 0 && done <= total)).toBe(true);
  });
});

describe('blocking preview', () => {
  it('counts each rule before running, as the run then generates them', async () => {
    const svc = await service(new IDBFactory());
    const id = await svc.importFiles('preview', [{ name: 'a.csv', blob: new Blob([csvA]) }]);
    const preview = await svc.previewBlocking(id);
    expect(preview.profile).toBe('generic');
    expect(preview.allPairs).toBe((150 * 149) / 2);
    // 150 records count far fewer pairs than the per-record bound's threshold: no bound shown.
    expect(preview.bound).toBeNull();
    const view = await svc.run(id);
    const byRule = new Map(view.run!.ruleCounts.map((r) => [r.rule, r.pairs]));
    for (const r of preview.rules) expect(byRule.get(r.rule)).toBe(r.pairs);
  });
});
