import { describe, expect, it } from 'vitest';
import { sourceTwins, suggestedLinkMode, withinSourceTwins } from '../../../src/core/safety/within-source';
import { LINK_COLUMNS, linkSources, type GeneratedSource } from '../../fixtures/generate/link-sources';

const cells = (s: GeneratedSource) => ({
  name: s.name,
  columns: LINK_COLUMNS,
  cells: LINK_COLUMNS.map((c) => s.rows.map((r) => r[c])),
  rowCount: s.rows.length,
});

describe('duplication within each source (issue 14 §5)', () => {
  it('two clean sources: under 1 % twins each, linked only across and one-to-one', () => {
    const [a, b] = linkSources(3000, 7);
    const twins = withinSourceTwins([cells(a), cells(b)]);
    expect(twins.map((t) => t.source)).toEqual(['a.csv', 'b.csv']);
    for (const t of twins) {
      expect(t.sampled).toBe(2000);
      expect(t.share).toBeLessThan(0.01);
    }
    expect(suggestedLinkMode(twins)).toEqual({ mode: 'link', oneToOne: true });
  });

  it('one source with 6 % of its people written twice: measured near 6 %, linked and deduplicated within', () => {
    const [a, b] = linkSources(3000, 8, { twiceA: 0.06 });
    const twins = withinSourceTwins([cells(a), cells(b)]);
    // Each person written twice makes two records with a twin: about 2 × 6 % / 1.06 of a's records.
    expect(twins[0].share).toBeGreaterThan(0.08);
    expect(twins[0].share).toBeLessThan(0.15);
    expect(twins[1].share).toBeLessThan(0.01);
    expect(suggestedLinkMode(twins)).toEqual({ mode: 'link-and-dedupe', oneToOne: false });
  });

  it('a twin is found although its row id differs (the id column is left out) and one field changed', () => {
    const [a] = linkSources(200, 9, { twiceA: 1 });
    const t = sourceTwins(cells(a), 10_000);
    // Every person is written twice; only typos that leave two records equal elsewhere are counted.
    expect(t.sampled).toBe(a.rows.length);
    expect(t.share).toBeGreaterThan(0.95);
  });

  it('a small source is read whole and one source suggests one list', () => {
    const [a] = linkSources(50, 10);
    const t = sourceTwins(cells(a));
    expect(t.sampled).toBe(a.rows.length);
    expect(t.twins).toBe(0);
    expect(suggestedLinkMode([t]).mode).toBe('dedupe');
  });

  it('is reproducible for a seed', () => {
    const [a] = linkSources(3000, 11, { twiceA: 0.03 });
    expect(sourceTwins(cells(a), 500, 3)).toEqual(sourceTwins(cells(a), 500, 3));
  });
});
