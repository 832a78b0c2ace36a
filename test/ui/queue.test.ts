import { describe, expect, it } from 'vitest';
import type { AppClient, ReviewItemView, ReviewPage } from '../../src/client/app-client';
import { FULL_RELOAD_MAX, PAGE_SIZE, loadQueue, refreshQueue } from '../../src/ui/review/use-review';

/** A worker stand-in: a queue of `n` items, verdicts settable, counting the items it sends. */
function fakeClient(n: number) {
  const items: ReviewItemView[] = Array.from({ length: n }, (_, i) => ({ position: i, kind: 'review-band', keys: [`a${i}`, `b${i}`], score: 0.5, reasons: [] }));
  let sent = 0;
  const client = {
    async reviewPage(_id: number, offset: number, limit: number): Promise<ReviewPage> {
      const page = items.slice(offset, offset + limit).map((i) => ({ ...i }));
      sent += page.length;
      const count = (v: string) => items.filter((i) => i.decided === v).length;
      return { items: page, total: items.length, resumeAt: items.findIndex((i) => i.decided === undefined), decided: { same: count('same'), different: count('different'), unsure: count('unsure') } };
    },
  } as unknown as AppClient;
  return { client, items, sent: () => sent };
}

describe('review queue loading', () => {
  it('loads every page of a long queue', async () => {
    const f = fakeClient(PAGE_SIZE * 2 + 5);
    const q = await loadQueue(f.client, 1);
    expect(q.items.map((i) => i.position)).toEqual(f.items.map((i) => i.position));
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

  it('reloads everything when the queue is small or its size changed', async () => {
    const small = fakeClient(20);
    const q = await loadQueue(small.client, 1);
    small.items[3].decided = 'different';
    expect((await refreshQueue(small.client, 1, q, ['a3', 'b3'])).items[3].decided).toBe('different');
    const big = fakeClient(FULL_RELOAD_MAX + 10);
    const q2 = await loadQueue(big.client, 1);
    big.items.push({ position: big.items.length, kind: 'weak-link', keys: ['x', 'y'], score: 0.4, reasons: [] });
    expect((await refreshQueue(big.client, 1, q2, ['a1', 'b1'])).items.length).toBe(FULL_RELOAD_MAX + 11);
  });
});
