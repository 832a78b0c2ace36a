/**
 * The Evaluate view (issue 14 §11, UX S9): answered pairs counted by their answer, each at the score
 * its pair card shows; splits and «unsure» left out of the figures; the audit estimate the Overview's.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { auditSample, overview, pairCard, pairIndex, AUDIT_SIZE } from '../../../src/engine/service/views';
import { evaluateView } from '../../../src/engine/service/evaluate-view';
import { confusionAt } from '../../../src/core/evaluate/threshold-curve';
import { generatePeople } from '../../fixtures/generate/people';
import { peopleCsv } from '../../fixtures/generate/people-dataset';
import { inlineWasmScorer } from '../../fixtures/scorer';

describe('evaluate view', () => {
  it('counts the answers, scores each at its pair card, and shows the audit estimate of the overview', async () => {
    const people = generatePeople(300, 33);
    const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
    const csv = peopleCsv(people, columns);
    const db = await openDoppelDb('doppel-evaluate-view', { factory: new IDBFactory() });
    const scorer = await inlineWasmScorer();
    const svc = new ProjectService(db, () => scorer);
    const id = await svc.importFiles('people', [{ name: 'people.csv', blob: new Blob([csv]) }]);
    await svc.run(id);
    let s = await svc.sessionOf(id);
    const settings = await svc.settings(id);

    // Nothing answered: no labels, every point undefined, the audit estimate still there.
    const empty = evaluateView(s, settings);
    expect(empty.labels).toEqual({ same: 0, different: 0, unsure: 0, notCandidates: 0, inAudit: 0 });
    expect(empty.curve.every((p) => Number.isNaN(p.precision) && Number.isNaN(p.recall))).toBe(true);

    // Four candidate pairs outside the blind audit sample (the queue of this list is short).
    const sample = auditSample(s, AUDIT_SIZE);
    const inSample = new Set(sample.map((a) => a.keys.join()));
    const m = s.run!.match;
    const items = Array.from(m.pairs.left, (l, p) => ({
      keys: [s.dataset.keys[l], s.dataset.keys[m.pairs.right[p]]] as [string, string],
    }))
      .filter((i) => !inSample.has(i.keys.join()))
      .slice(0, 4);
    expect(items.length).toBe(4);
    await svc.decide(id, items[0].keys, 'same');
    await svc.decide(id, items[1].keys, 'same');
    await svc.decide(id, items[2].keys, 'different');
    await svc.decide(id, items[3].keys, 'unsure');
    // Two records the run never paired, and one pair of the blind audit sample.
    const stranger = Array.from({ length: s.dataset.recordCount - 1 }, (_, r) => r + 1).find(
      (r) => pairIndex(s, 0, r) < 0,
    )!;
    const far: [string, string] = [s.dataset.keys[0], s.dataset.keys[stranger]];
    expect(pairCard(s, far).reasons).toEqual([{ code: 'not-a-candidate' }]);
    await svc.decide(id, far, 'different');
    const audited = sample[0];
    await svc.decide(id, audited.keys, 'same');
    s = await svc.sessionOf(id);

    const view = evaluateView(s, settings);
    expect(view.labels).toEqual({ same: 3, different: 2, unsure: 1, notCandidates: 1, inAudit: 1 });
    // Each answered pair at the score its pair card shows (a pair outside the candidates at 0).
    const labelled = [
      [items[0].keys, true],
      [items[1].keys, true],
      [items[2].keys, false],
      [far, false],
      [audited.keys, true],
    ].map(([keys, same]) => ({ score: pairCard(s, keys as [string, string]).score, same: same as boolean }));
    expect(view.curve.length).toBeGreaterThanOrEqual(20);
    for (const p of view.curve) expect(p).toMatchObject(confusionAt(labelled, p.threshold));
    expect(view.curve.map((p) => p.threshold)).toEqual([...view.curve.map((p) => p.threshold)].sort((a, b) => a - b));
    // The current threshold is a point of the curve (the generic profile: the merge threshold).
    expect(view.profile).toBe(s.run!.match.profile);
    expect(view.current.threshold).toBe(
      view.current.sets === 'merge' ? settings.mergeProbability : settings.reviewSimilarity,
    );
    expect(view.curve.some((p) => p.threshold === view.current.threshold)).toBe(true);
    expect(view.audit).toEqual(overview(s).audit);
    expect(view.audit.answered).toBe(1);
    expect(view.stale).toBe(false);

    // A split is no answer about one pair: the counts stay.
    const detail = s.run!.resolution.clustering;
    const answered = new Set([...s.human.pairs.values()].flatMap((p) => p.keys));
    const untouched = (c: number) => [...detail.clusterOf].every((x, r) => x !== c || !answered.has(s.dataset.keys[r]));
    const big = [...detail.clusterOf].findIndex((c, r) => detail.clusterOf.indexOf(c) !== r && untouched(c));
    expect(big).toBeGreaterThanOrEqual(0);
    await svc.split(id, s.dataset.keys[big], detail.clusterIds[detail.clusterOf[big]]);
    s = await svc.sessionOf(id);
    expect(evaluateView(s, settings).labels).toEqual(view.labels);
    // Thresholds changed since the run: stale.
    expect(evaluateView(s, { ...settings, mergeProbability: 0.5 }).stale).toBe(true);
  }, 120_000);
});
