/**
 * Why a high score sits in the review queue (issue 14 §2): every queue item shown at or above the
 * merge threshold carries the reason that holds it back (a guard, the safety net, a rule, a cluster
 * check), its card shows the same score and the same reason, and the overview's «to review» counts
 * are the queue's counts by kind, with guard checks left out or included.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { pairCard, reviewPage, runView } from '../../../src/engine/service/views';
import type { Session } from '../../../src/engine/service/session';
import { holdReason, reasonInfo } from '../../../src/domain/reasons';
import type { Reason } from '../../../src/domain/decision';
import { formatProbability, heldReason } from '../../../src/ui/review/format';
import { generatePeople } from '../../fixtures/generate/people';
import { peopleCsv } from '../../fixtures/generate/people-dataset';
import { generateList } from '../../fixtures/generate/lists';
import { toCsv } from '../../fixtures/generate/random';
import { inlineWasmScorer } from '../../fixtures/scorer';

const scorer = await inlineWasmScorer();
const CLUSTER_KINDS = new Set([
  'weak-bridge',
  'weak-link',
  'low-density',
  'oversized-cluster',
  'invariant',
  'refused-link',
  'cut-link',
]);

type Files = Array<{ name: string; blob: Blob }>;

async function runList(name: string, files: Files, kinds: Record<string, 'ignore'>) {
  const db = await openDoppelDb(`doppel-review-held-${name}`, { factory: new IDBFactory() });
  const svc = new ProjectService(db, () => scorer);
  const id = await svc.importFiles(name, files);
  if (Object.keys(kinds).length > 0) await svc.setSettings(id, { kinds });
  await svc.run(id);
  return { svc, id, s: await svc.sessionOf(id) };
}

/** The invariant on the queue as shown; returns how many items were held at or above the merge threshold. */
function checkQueue(s: Session, mergeProbability: number, weights: boolean): number {
  const page = reviewPage(s, 0, Number.MAX_SAFE_INTEGER);
  const shownMerge = Number(formatProbability(mergeProbability));
  let heldHigh = 0;
  let cards = 0;
  for (const it of page.items) {
    // A cluster check is queued by its own reason; a pair by what its row and card show as «held: …».
    const held = CLUSTER_KINDS.has(it.kind) ? holdReason(it.reasons) : heldReason(it);
    if (CLUSTER_KINDS.has(it.kind)) expect(held, `${it.kind} ${it.keys}`).toBeDefined();
    if (it.kind === 'guard-high-score') expect(reasonInfo(held?.code ?? '')?.veto, `${it.keys}`).toBe(true);
    // The threshold compares with the score as shown (cut to two decimals), so 0.9899 beside 0.99 is no exception.
    const high = Number(formatProbability(it.score)) >= shownMerge;
    if (it.kind === 'review-band' && weights && high)
      expect(held, `${it.keys} at ${it.score}: ${JSON.stringify(it.reasons)}`).toBeDefined();
    if (!high || held === undefined) continue;
    heldHigh++;
    // The card of a held pair (the first few): the same score as shown, not a merge, and the hold among its reasons.
    if (cards++ >= 40) continue;
    const card = pairCard(s, it.keys);
    expect(formatProbability(card.score)).toBe(formatProbability(it.score));
    if (!CLUSTER_KINDS.has(it.kind)) {
      expect(card.decision).not.toBe('merge');
      expect(card.reasons).toContainEqual(held);
    }
  }
  return heldHigh;
}

/** The overview's numbers are the queue's: in all, and per kind. */
function checkCounts(s: Session): void {
  const run = runView(s)!;
  const page = reviewPage(s, 0, Number.MAX_SAFE_INTEGER);
  expect(run.reviewItems).toBe(page.total);
  expect(page.items.length).toBe(page.total);
  const byKind: Record<string, number> = {};
  for (const it of page.items) byKind[it.kind] = (byKind[it.kind] ?? 0) + 1;
  expect(run.reviewKinds).toEqual(byKind);
  // No capacity set: every pair decided review is one review-band item («N pairs in the review band»).
  expect(byKind['review-band'] ?? 0).toBe(run.review);
  expect(run.guardChecks.count).toBe(
    run.guardChecks.included ? (byKind['guard-high-score'] ?? 0) : s.run!.resolution.queue.items.length - page.total,
  );
}

describe('high scores in the review queue', () => {
  it('the hold is the first reason that neither supports the match nor states the score', () => {
    const weight = { code: 'match-weight', detail: '7.9', weight: 7.9 };
    const single = { code: 'single-evidence', detail: 'only dob agrees on an uncommon value' };
    expect(holdReason([weight, single])).toBe(single);
    expect(holdReason([weight])).toBeUndefined();
    expect(holdReason([{ code: 'review-band', detail: 'weight 5.80 vs threshold 6' }])).toBeUndefined();
    // A rule's review reason is neutral in tone and still the hold; support is never one.
    const stages = { code: 'several-stages', detail: 'another start' };
    expect(holdReason([{ code: 'compact-key-equal' }, { code: 'same-day' }, stages])).toBe(stages);
    expect(holdReason([{ code: 'compact-key-equal' }, { code: 'name: exact' }])).toBeUndefined();
    // A guard check names its guard, not the marker of its kind.
    const years: Reason = { code: 'years-differ', detail: '2025 vs 2026' };
    expect(heldReason({ kind: 'guard-high-score', reasons: [{ code: 'guard-high-score' }, years] })).toBe(years);
    // An automatic merge offered for checking is held by nothing; a weak link is queued by its kind.
    expect(heldReason({ kind: 'merge-band', reasons: [{ code: 'venue-missing' }] })).toBeUndefined();
    expect(
      heldReason({ kind: 'weak-link', reasons: [{ code: 'weak-link', detail: 'weakest 1.2 < 2' }] }),
    ).toBeUndefined();
  });

  it('every item at or above the merge threshold says what holds it; the overview counts the queue', async () => {
    let heldHigh = 0;
    // The people list of test/e2e/app-evaluate.test.ts, where the first queue pair read 0.99.
    const e2e = peopleCsv(generatePeople(300, 33), ['first_name', 'surname', 'dob', 'city', 'email']);
    const lists: Array<[string, Files, Record<string, 'ignore'>]> = [
      ['people-e2e', [{ name: 'people.csv', blob: new Blob([e2e]) }], {}],
    ];
    for (const [kind, size, seed] of [
      ['people', 1500, 5],
      ['listings', 600, 3],
    ] as const) {
      const list = generateList(kind, size, seed);
      const files = list.sources.map((src, i) => ({
        name: `s${i}.csv`,
        blob: new Blob([toCsv(src.columns, src.rows)]),
      }));
      lists.push([kind, files, { [list.truth]: 'ignore' }]);
    }
    for (const [name, files, kinds] of lists) {
      const { svc, id, s } = await runList(name, files, kinds);
      const settings = await svc.settings(id);
      const weights = s.run!.match.profile === 'generic';
      heldHigh += checkQueue(s, settings.mergeProbability, weights);
      checkCounts(s);
      // Guard checks included: the same invariant and the same agreement of the counts.
      await svc.setSettings(id, { guardChecks: true });
      heldHigh += checkQueue(s, settings.mergeProbability, weights);
      checkCounts(s);
    }
    // The invariant was exercised: pairs at or above the threshold held in review exist in these lists.
    expect(heldHigh).toBeGreaterThan(0);
  }, 120_000);
});
