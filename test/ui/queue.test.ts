import { describe, expect, it } from 'vitest';
import type { AppClient, PairCardView, ReviewItemView, ReviewPage, ReviewStart } from '../../src/client/app-client';
import { AUDIT_SIZE, auditState, loadAudit } from '../../src/ui/review/audit';
import { FULL_RELOAD_MAX, PAGE_SIZE, loadQueue, refreshQueue } from '../../src/ui/review/use-review';

/** A worker stand-in: a queue of `n` items, decisions settable, counting the items it sends. */
function fakeClient(n: number) {
  const items: ReviewItemView[] = Array.from({ length: n }, (_, i) => ({
    position: i,
    kind: 'review-band',
    keys: [`a${i}`, `b${i}`],
    labels: [`A ${i}`, `B ${i}`],
    score: 0.5,
    reasons: [],
  }));
  let sent = 0;
  const calls: string[] = [];
  const learning = { refits: 0 };
  const page = (offset: number, limit: number): ReviewPage => {
    const out = items.slice(offset, offset + limit).map((i) => ({ ...i }));
    sent += out.length;
    const count = (v: string) => items.filter((i) => i.decided === v).length;
    return {
      items: out,
      total: items.length,
      guardChecks: { count: 0, included: false },
      resumeAt: items.findIndex((i) => i.decided === undefined),
      decided: { same: count('same'), different: count('different'), unsure: count('unsure') },
      learning: { refits: learning.refits } as ReviewPage['learning'],
    };
  };
  const client = {
    async reviewPage(_id: number, offset: number, limit: number): Promise<ReviewPage> {
      calls.push(`page ${offset}`);
      return page(offset, limit);
    },
    // As the worker's reviewStart: the first items up to the one shown (the first undecided) and its card.
    async reviewStart(_id: number, opts: { at?: number }): Promise<ReviewStart> {
      calls.push('start');
      const head = page(0, 0);
      const focus = opts.at ?? Math.max(0, head.resumeAt);
      const first = page(0, Math.max(200, focus + 1));
      return {
        ...first,
        focus,
        card: { keys: items[focus].keys } as PairCardView,
        settings: {} as ReviewStart['settings'],
        profile: 'generic',
        stale: false,
      };
    },
  } as unknown as AppClient;
  return { client, items, sent: () => sent, calls, learning };
}

describe('review queue loading', () => {
  it('loads every page of a long queue', async () => {
    const f = fakeClient(PAGE_SIZE * 2 + 5);
    const partial: number[] = [];
    const q = await loadQueue(f.client, 1, (p) => partial.push(p.items.length));
    expect(q.items.map((i) => i.position)).toEqual(f.items.map((i) => i.position));
    // The screen sees the queue after each page but the last, with the true total from the first.
    expect(partial).toEqual([PAGE_SIZE, PAGE_SIZE * 2]);
  });

  it('starts with one answer that holds the first items up to the one shown and its card, then loads the rest', async () => {
    const f = fakeClient(PAGE_SIZE * 2 + 5);
    for (let i = 0; i < 700; i++) f.items[i].decided = 'same';
    const partial: Array<{ n: number; focus?: number }> = [];
    const q = await loadQueue(f.client, 1, (p, start) => partial.push({ n: p.items.length, focus: start?.focus }), {});
    expect(f.calls).toEqual(['start', 'page 701', 'page 1701']);
    // The first state the screen sees already holds the item shown, and its card came with it.
    expect(partial[0]).toEqual({ n: 701, focus: 700 });
    expect(q.start?.card?.keys).toEqual(['a700', 'b700']);
    expect(q.items.map((i) => i.position)).toEqual(f.items.map((i) => i.position));
    expect(q.resumeAt).toBe(700);
  });

  it('after a decision on a long queue, patches the decided pair instead of reloading everything', async () => {
    const f = fakeClient(FULL_RELOAD_MAX + 10);
    const q = await loadQueue(f.client, 1);
    const before = f.sent();
    f.items[7].decided = 'same';
    const next = await refreshQueue(f.client, 1, q, ['b7', 'a7']);
    expect(f.sent() - before).toBe(2);
    expect(next.items[7].decided).toBe('same');
    expect(next.decided.same).toBe(1);
    expect(next.resumeAt).toBe(0);
    expect(q.items[7].decided).toBeUndefined();
  });

  it('reloads a long queue in its new order once a refit re-ranked it, showing each page as it comes', async () => {
    const f = fakeClient(FULL_RELOAD_MAX + 10);
    const q = await loadQueue(f.client, 1);
    f.items[7].decided = 'same';
    f.items.reverse();
    f.learning.refits = 1;
    const partial: number[] = [];
    const next = await refreshQueue(f.client, 1, q, ['a7', 'b7'], (p) => partial.push(p.items.length));
    expect(next.items.map((i) => i.position)).toEqual(f.items.map((i) => i.position));
    expect(next.items.find((i) => i.keys[0] === 'a7')?.decided).toBe('same');
    expect(next.refits).toBe(1);
    expect(partial[0]).toBe(PAGE_SIZE);
    // No refit since: the next decision patches one pair again.
    const before = f.sent();
    f.items[0].decided = 'different';
    await refreshQueue(f.client, 1, next, f.items[0].keys);
    expect(f.sent() - before).toBe(2);
  });

  it('reloads everything when the queue is small or its size changed', async () => {
    const small = fakeClient(20);
    const q = await loadQueue(small.client, 1);
    small.items[3].decided = 'different';
    expect((await refreshQueue(small.client, 1, q, ['a3', 'b3'])).items[3].decided).toBe('different');
    const big = fakeClient(FULL_RELOAD_MAX + 10);
    const q2 = await loadQueue(big.client, 1);
    big.items.push({
      position: big.items.length,
      kind: 'weak-link',
      keys: ['x', 'y'],
      labels: ['X', 'Y'],
      score: 0.4,
      reasons: [],
    });
    expect((await refreshQueue(big.client, 1, q2, ['a1', 'b1'])).items.length).toBe(FULL_RELOAD_MAX + 11);
  });
});

describe('audit sample', () => {
  const item = (i: number, decided?: ReviewItemView['decided']): ReviewItemView => ({
    position: i,
    kind: 'audit',
    keys: [`l${i}`, `r${i}`],
    labels: [`L ${i}`, `R ${i}`],
    score: i % 2 ? 0.99 : 0.01,
    reasons: [],
    decided,
  });

  it("counts the sample's own decisions and resumes at its first undecided pair", () => {
    const q = auditState([item(0, 'same'), item(1, 'different'), item(2), item(3, 'same'), item(4)]);
    expect(q.total).toBe(5);
    expect(q.resumeAt).toBe(2);
    expect(q.decided).toEqual({ same: 2, different: 1, unsure: 0 });
    expect(auditState([item(0, 'unsure')]).resumeAt).toBe(-1);
    expect(auditState([]).total).toBe(0);
  });

  it('asks the worker for a sample of AUDIT_SIZE pairs', async () => {
    const asked: number[] = [];
    const client = {
      async auditSample(_id: number, size: number) {
        asked.push(size);
        return Array.from({ length: Math.min(size, 3) }, (_, i) => item(i));
      },
    } as unknown as AppClient;
    const q = await loadAudit(client, 1);
    expect(asked).toEqual([AUDIT_SIZE]);
    expect(q.items.map((i) => i.keys[0])).toEqual(['l0', 'l1', 'l2']);
    expect(q.resumeAt).toBe(0);
  });
});

import { queueKindsText } from '../../src/ui/overview/OverviewScreen';

describe('the overview names the queue it counts', () => {
  it('splits the items to review into band pairs, guard checks and cluster checks', () => {
    expect(queueKindsText({ 'review-band': 703, 'guard-high-score': 1036, 'weak-link': 1 }, 703)).toBe(
      '703 pairs in the review band · 1,036 guard checks (a guard vetoed a high score) · 1 cluster check (weak links, cut links, oversized or sparse clusters)',
    );
    expect(queueKindsText({ 'review-band': 100 }, 250)).toBe(
      "100 pairs in the review band (of 250; the rest past the queue's capacity)",
    );
  });
});

import { navigationTarget } from '../../src/ui/review/VirtualList';

describe('list keys', () => {
  it('Arrow keys, Home and End lead to a row within the list; other keys to none', () => {
    expect([
      navigationTarget('ArrowDown', 3, 10),
      navigationTarget('ArrowUp', 3, 10),
      navigationTarget('Home', 3, 10),
      navigationTarget('End', 3, 10),
    ]).toEqual([4, 2, 0, 9]);
    expect([
      navigationTarget('ArrowDown', 9, 10),
      navigationTarget('ArrowUp', 0, 10),
      navigationTarget('ArrowDown', -1, 10),
    ]).toEqual([9, 0, 0]);
    expect([navigationTarget('Enter', 3, 10), navigationTarget('ArrowDown', 0, 0)]).toEqual([undefined, undefined]);
  });
});

import { lastPairDecision } from '../../src/ui/review/use-session-undo';
import type { HistoryEntryView } from '../../src/client/app-client';

describe('undo after a reload', () => {
  it('takes the newest pair decision of the person still in effect from the log', () => {
    const e = (id: number, type: string, extra: object = {}) =>
      ({
        id,
        type,
        by: 'user',
        at: '',
        keys: [`a${id}`, `b${id}`],
        undone: false,
        ...extra,
      }) as unknown as HistoryEntryView;
    const log = [
      e(9, 'note', { text: 'x' }),
      e(8, 'same', { undone: true }),
      e(7, 'different', { by: 'auto' }),
      e(6, 'unsure'),
      e(5, 'same'),
    ];
    expect(lastPairDecision(log)).toEqual({ entryIds: [6], keys: ['a6', 'b6'], decision: 'unsure' });
    expect(lastPairDecision([e(1, 'note', { text: 'x' })])).toBeUndefined();
  });
});
