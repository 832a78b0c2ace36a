import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { linkSources } from '../../fixtures/generate/link-sources';

// Count the sources measured, through the real measurement.
const measured = vi.hoisted(() => ({ sources: 0 }));
vi.mock('../../../src/core/safety/within-source', async (original) => {
  const real = await original<typeof import('../../../src/core/safety/within-source')>();
  return {
    ...real,
    withinSourceTwins: (...args: Parameters<typeof real.withinSourceTwins>) => {
      measured.sources += args[0].length;
      return real.withinSourceTwins(...args);
    },
  };
});

const scorer = await inlineWasmScorer();

describe('the within-source measurement of an import', () => {
  it('is made once: the Fields view after the import reads it, a threshold change keeps it, a reopened project measures again', async () => {
    const factory = new IDBFactory();
    const db = await openDoppelDb('doppel-choice-reuse', { factory });
    const svc = new ProjectService(db, () => scorer);
    const [a, b] = linkSources(600, 5, { twiceA: 30 });
    const id = await svc.importFiles('people', [
      { name: a.name, blob: new Blob([a.csv]) },
      { name: b.name, blob: new Blob([b.csv]) },
    ]);
    expect(measured.sources).toBe(2);
    const first = await svc.choice(id);
    expect(measured.sources).toBe(2);
    await svc.setSettings(id, { reviewSimilarity: 0.8 });
    expect((await svc.choice(id)).withinSource).toEqual(first.withinSource);
    expect(measured.sources).toBe(2);
    // A new worker (the page reloaded) reads the project from storage: the same figures, measured again.
    const again = new ProjectService(await openDoppelDb('doppel-choice-reuse', { factory }), () => scorer);
    expect((await again.choice(id)).withinSource).toEqual(first.withinSource);
    expect(measured.sources).toBe(4);
    expect(first.withinSource[0].share).toBeGreaterThan(0.01);
  });
});
