import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { clustersPage, reviewPage } from '../../../src/engine/service/views';
import { chooseLabelColumns, displayLabel, LABEL_VALUE_MAX } from '../../../src/engine/service/labels';
import { labelMatches } from '../../../src/engine/service/api';
import { settingsVersion, DEFAULT_PROJECT_SETTINGS } from '../../../src/engine/service/session';
import { combineTables } from '../../../src/engine/dataset';
import { parseCsvText } from '../../../src/io';
import { generatePeople } from '../../fixtures/generate/people';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { peopleCsv } from '../../fixtures/generate/people-dataset';

const col = (column: string, kind: Parameters<typeof chooseLabelColumns>[0][number]['kind'], completeness = 1) => ({
  column,
  kind,
  completeness,
});

describe('display labels', () => {
  it('take the naming column, then up to two placing columns of other kinds; never keys or sources', () => {
    expect(
      chooseLabelColumns([
        col('id', 'id'),
        col('src', 'source'),
        col('city', 'city'),
        col('name', 'name'),
        col('dob', 'date'),
        col('town', 'city'),
        col('email', 'email'),
      ]),
    ).toEqual(['name', 'dob', 'city']);
    expect(chooseLabelColumns([col('title', 'title'), col('start', 'start'), col('venue', 'venue')])).toEqual([
      'title',
      'start',
      'venue',
    ]);
    // A naming column filled in under half the records does not lead; without one, the first usable columns.
    expect(chooseLabelColumns([col('nick', 'name', 0.2), col('code', 'code'), col('n', 'number')])).toEqual([
      'nick',
      'code',
      'n',
    ]);
    expect(chooseLabelColumns([col('id', 'id'), col('x', 'other'), col('y', 'category', 0)])).toEqual(['x']);
  });

  it('show the values, short, and say when a record has none', () => {
    const ds = combineTables([
      parseCsvText(`id,name,city\n1,  Ann   Lee ,Leeds\n2,,\n3,${'x'.repeat(60)},York\n`, { sourceName: 'p.csv' }),
    ]);
    expect(displayLabel(ds, ['name', 'city'], 0)).toBe('Ann Lee · Leeds');
    expect(displayLabel(ds, ['name', 'city'], 1)).toBe('(no values)');
    expect([...displayLabel(ds, ['name'], 2)].length).toBe(LABEL_VALUE_MAX);
    expect(labelMatches('Ann Lee · Leeds', '  ann  LEE ')).toBe(true);
    expect(labelMatches('Ann Lee · Leeds', 'york')).toBe(false);
    expect(labelMatches('Москва · Театр', 'москва')).toBe(true);
  });

  it('are display settings: choosing label columns never makes a run stale', () => {
    expect(settingsVersion({ ...DEFAULT_PROJECT_SETTINGS, labelColumns: ['city'] })).toBe(
      settingsVersion(DEFAULT_PROJECT_SETTINGS),
    );
  });

  it('name every queue item, cluster and history entry by field values; search finds clusters by value', async () => {
    const people = generatePeople(200, 5);
    const csv = peopleCsv(people, ['first_name', 'surname', 'dob', 'city', 'person']);
    const db = await openDoppelDb('doppel-labels', { factory: new IDBFactory() });
    const scorer = await inlineWasmScorer();
    const svc = new ProjectService(db, () => scorer);
    const id = await svc.importFiles('people', [{ name: 'p.csv', blob: new Blob([csv]) }]);
    await svc.setSettings(id, { kinds: { person: 'ignore' } });
    const view = await svc.run(id);
    expect(view.labelColumns.length).toBeGreaterThan(0);
    // One «to review» number: the queue's items, whose kinds add up to it.
    expect(Object.values(view.run!.reviewKinds).reduce((a, b) => a + b, 0)).toBe(view.run!.reviewItems);
    expect(reviewPage(await svc.sessionOf(id), 0, 1).total).toBe(view.run!.reviewItems);
    expect(view.labelColumns).not.toContain('person');
    const s = await svc.sessionOf(id);
    const values = (key: string) => Object.values(people[Number(key.split(':')[1]) - 1]);
    const page = reviewPage(s, 0, 100);
    expect(page.items.length).toBeGreaterThan(0);
    for (const it of page.items) {
      it.labels.forEach((label, k) => expect(values(it.keys[k]).some((v) => v !== '' && label.includes(v))).toBe(true));
    }
    const clusters = clustersPage(s, 'size', 0, 1000);
    expect(clusters.total).toBeGreaterThan(0);
    for (const c of clusters.rows) expect(c.label).not.toMatch(/^p\.csv:/);
    // Search by a value of the first cluster's label finds it, and only clusters holding that value.
    const word = clusters.rows[0].label.split(' · ')[0];
    const found = clustersPage(s, 'size', 0, 1000, 2, word);
    expect(found.rows.map((r) => r.id)).toContain(clusters.rows[0].id);
    expect(found.total).toBeLessThan(clusters.total);
    expect(clustersPage(s, 'size', 0, 10, 2, 'no such value anywhere').total).toBe(0);
    const item = page.items.find((i) => i.keys[0] !== i.keys[1])!;
    await svc.decide(id, item.keys, 'same');
    const entry = (await svc.history(id)).find((e) => e.type === 'same')!;
    expect(entry.labels).toEqual({ [item.keys[0]]: item.labels[0], [item.keys[1]]: item.labels[1] });
    // The person's choice of label columns is used once the project is opened again.
    const chosen = await svc.setSettings(id, { labelColumns: ['city'] });
    expect(chosen.labelColumns).toEqual(['city']);
    expect(chosen.stale).toBe(false);
    expect(reviewPage(await svc.sessionOf(id), 0, 1).items[0].labels[0]).toBe(
      people[Number(page.items[0].keys[0].split(':')[1]) - 1].city,
    );
  });
});
