/**
 * The review screen's first answer and the guard checks (issue 14 items 2 and 8): one message holds
 * the first items up to the one shown and that item's pair card; guard checks are left out of the
 * queue until the project includes them, and every count follows the queue as shown.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { pairCard, reviewPage, reviewStart } from '../../../src/engine/service/views';
import { generateList } from '../../fixtures/generate/lists';
import { toCsv } from '../../fixtures/generate/random';
import { inlineWasmScorer } from '../../fixtures/scorer';

const GUARD = 'guard-high-score';

describe('review start and guard checks', () => {
  it('start with the item shown and its card; guard checks off by default, every count the queue as shown', async () => {
    // Generated product listings: some pairs a guard vetoes (model numbers differ) score high.
    const list = generateList('listings', 600, 3);
    const files = list.sources.map((src, i) => ({
      name: `s${i}.csv`,
      blob: new Blob([toCsv(src.columns, src.rows)]),
    }));
    const db = await openDoppelDb('doppel-review-start', { factory: new IDBFactory() });
    const scorer = await inlineWasmScorer();
    const svc = new ProjectService(db, () => scorer);
    const id = await svc.importFiles('listings', files);
    await svc.setSettings(id, { kinds: { entity: 'ignore' } });
    const off = await svc.run(id);
    const s = await svc.sessionOf(id);
    const all = s.run!.resolution.queue.items;
    let guards = 0;
    for (const it of all) if (it.kind === GUARD) guards++;
    expect(guards).toBeGreaterThan(0);

    // Off by default: the queue, its pages and the overview's number leave them out.
    expect(off.run!.guardChecks).toEqual({ count: guards, included: false });
    expect(off.run!.reviewItems).toBe(all.length - guards);
    expect(off.run!.reviewKinds[GUARD]).toBeUndefined();
    const page = reviewPage(s, 0, all.length);
    expect(page.total).toBe(all.length - guards);
    expect(page.items.some((i) => i.kind === GUARD)).toBe(false);
    expect(page.items.map((i) => i.position)).toEqual(page.items.map((_, k) => k));

    // The first answer: items up to the first undecided one, its position and its card.
    await svc.decide(id, page.items[0].keys, 'different');
    await svc.decide(id, page.items[1].keys, 'same');
    const settings = await svc.settings(id);
    const start = reviewStart(s, settings, { limit: 1 });
    expect(start.focus).toBe(start.resumeAt);
    expect(start.items.length).toBe(start.focus + 1);
    const shown = start.items[start.focus];
    expect(shown.decided).toBeUndefined();
    expect(start.card).toEqual(pairCard(s, shown.keys));
    expect(start.stale).toBe(false);
    expect(start.profile).toBe(s.run!.match.profile);
    // ?at= and a pair outside the queue.
    expect(reviewStart(s, settings, { at: 5 }).card?.keys).toEqual(page.items[5].keys);
    const outside: [string, string] = [s.dataset.keys[0], s.dataset.keys[s.dataset.recordCount - 1]];
    const away = reviewStart(s, settings, { pair: outside });
    expect(away.card?.keys).toEqual(outside);
    const inQueue = reviewStart(s, settings, { pair: [page.items[3].keys[1], page.items[3].keys[0]] });
    expect(inQueue.focus).toBe(3);

    // Included: every item, the counts with them, and the run is not stale (a display setting).
    const on = await svc.setSettings(id, { guardChecks: true });
    expect(on.stale).toBe(false);
    expect(on.run!.reviewItems).toBe(all.length);
    expect(on.run!.reviewKinds[GUARD]).toBe(guards);
    expect(reviewPage(s, 0, 0).total).toBe(all.length);
    expect(reviewPage(s, 0, 0).guardChecks).toEqual({ count: guards, included: true });
    expect(reviewStart(s, await svc.settings(id)).total).toBe(all.length);
  });
});
