import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { LINK_COLUMNS, linkSources } from '../../fixtures/generate/link-sources';
import { DEFAULT_PROFILE_SETTINGS, PROFILES } from '../../../src/core/profiles';
import { spreadSample } from '../../../src/engine/service/choice-view';
import { summarizeComparisons } from '../../../src/core/profiles/comparison-summary';

const scorer = await inlineWasmScorer();

async function imported(twiceA: number) {
  const db = await openDoppelDb('doppel-choice', { factory: new IDBFactory() });
  const svc = new ProjectService(db, () => scorer);
  const [a, b] = linkSources(600, 5, { twiceA });
  const id = await svc.importFiles('people', [
    { name: a.name, blob: new Blob([a.csv]) },
    { name: b.name, blob: new Blob([b.csv]) },
  ]);
  return { svc, id };
}

describe('link mode from the data, and the choice shown before a run (issue 14 §4, §5)', () => {
  it('two clean sources: only linked across, one-to-one on; the run links one-to-one', async () => {
    const { svc, id } = await imported(0);
    const settings = await svc.settings(id);
    expect(settings.mode).toBe('link');
    expect(settings.oneToOne).toBe(true);
    const choice = await svc.choice(id);
    expect(choice.withinSource.map((t) => t.source)).toEqual(['a.csv', 'b.csv']);
    expect(choice.withinSource.every((t) => t.share < 0.01)).toBe(true);
    expect(choice.suggested).toEqual({ mode: 'link', oneToOne: true });
    // «Automatic» names its profile and why; every compared column has its levels by name.
    expect(choice.chosen).toBe('auto');
    expect(choice.profile).toBe('generic');
    expect(choice.why).toMatch(/person's name|names the records/);
    expect(choice.comparisons.length).toBeGreaterThan(2);
    for (const c of choice.comparisons) expect(c.text).toMatch(/: exact · .* · else$/);
    const system = choice.columns.find((c) => c.column === 'system')!;
    expect(system.hint?.looksLike).toBe('source-tag');
    const view = await svc.run(id);
    const s = await svc.sessionOf(id);
    expect(s.run!.match.safety.oneToOne).toBe(true);
    // The summary shown before the run is that of the comparisons the run used.
    expect(summarizeComparisons(s.prepared!.comparisons)).toEqual(choice.comparisons);
    expect(s.run!.match.profile).toBe(choice.profile);
    expect(view.run!.records).toBeGreaterThan(1000);
  });

  it('one source with duplicates inside: linked and deduplicated within each; one-to-one off when chosen so', async () => {
    const { svc, id } = await imported(0.08);
    const settings = await svc.settings(id);
    expect(settings.mode).toBe('link-and-dedupe');
    expect(settings.oneToOne).toBeUndefined();
    const choice = await svc.choice(id);
    expect(choice.withinSource[0].share).toBeGreaterThan(0.05);
    expect(choice.suggested).toEqual({ mode: 'link-and-dedupe', oneToOne: false });
    // The person's choice is what the run uses: one-to-one forced on for a dirty source.
    await svc.setSettings(id, { mode: 'link', oneToOne: true });
    await svc.run(id);
    expect((await svc.sessionOf(id)).run!.match.safety.oneToOne).toBe(true);
    await svc.setSettings(id, { oneToOne: false });
    expect((await svc.choice(id)).columns.length).toBe(7);
    await svc.run(id);
    expect((await svc.sessionOf(id)).run!.match.safety.oneToOne).toBe(false);
  });
});

describe('the comparisons of a large list, read from a spread sample of it', () => {
  it('are those of the profile prepared on every record', () => {
    const [a, b] = linkSources(4000, 6, { twiceA: 0.02 });
    const rows = [...a.rows, ...b.rows];
    const kinds = {
      row_id: 'id',
      given_name: 'name',
      surname: 'name',
      dob: 'date',
      city: 'city',
      email: 'email',
      system: 'source',
    } as const;
    const input = {
      recordCount: rows.length,
      columns: LINK_COLUMNS.map((c) => ({
        name: c,
        kind: kinds[c as keyof typeof kinds],
        values: rows.map((r) => r[c]),
      })),
      sourceOf: Uint16Array.from(rows, (_, i) => (i < a.rows.length ? 0 : 1)),
    };
    const sample = spreadSample(input);
    expect(sample.recordCount).toBe(5000);
    expect(sample.sourceOf![0]).toBe(0);
    expect(sample.sourceOf![4999]).toBe(1);
    const full = PROFILES.generic.prepare(input, DEFAULT_PROFILE_SETTINGS);
    const part = PROFILES.generic.prepare(sample, DEFAULT_PROFILE_SETTINGS);
    expect(summarizeComparisons(part.comparisons)).toEqual(summarizeComparisons(full.comparisons));
  });
});
