import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeScoringPool } from '../../src/scoring/node/node';
import type { ScoringPool } from '../../src/scoring/pool/pool';
import { runList } from '../fixtures/generate/evaluate';
import { ENTRY_ERRORS, generatePeopleEntry } from '../fixtures/generate/people-entry';
import { generateList, withNeutralHeaders, withoutColumns } from '../fixtures/generate/lists';
import type { GeneratedList } from '../fixtures/generate/list';
import { runPerturbed } from '../fixtures/generate/perturbed';

/**
 * The list with a «programme» column of six values that the source of every later record of a person labels
 * differently.
 */
function withProgramme(list: GeneratedList): GeneratedList {
  const source = list.sources[0];
  const entityAt = source.columns.indexOf(list.truth);
  const seen = new Map<string, number>();
  const rows = source.rows.map((row, r) => {
    const e = row[entityAt];
    const k = seen.get(e) ?? -1;
    seen.set(e, k + 1);
    const first = (e.length * 7 + r) % 6;
    return [...row.slice(0, entityAt), `programme ${k < 0 ? first : (first + k + 1) % 6}`, ...row.slice(entityAt)];
  });
  const columns = [...source.columns.slice(0, entityAt), 'programme', ...source.columns.slice(entityAt)];
  return { ...list, sources: [{ ...source, columns, rows }] };
}

// A people list whose sources label a category differently (issue 10: Chicago ECE's «Program
// Name»), run as imported, with neutral headers and with a column removed: the fit stays the one
// the list supports and the automatic merges stay safe and about as many.
describe('a generated people list, perturbed', () => {
  let pool: ScoringPool;
  beforeAll(async () => {
    pool = await createNodeScoringPool();
  });
  afterAll(() => pool.terminate());

  it('keeps the sessions fit plausible and the recall within 0.03 as imported, with neutral headers and a column dropped', async () => {
    const list = withProgramme(generateList('people', 2000, 2));
    const base = await runPerturbed(list, pool);
    expect(base.fit.method).toBe('sessions');
    expect(base.fit.implausibleReasons).toEqual([]);
    expect(base.auto.recall).toBeGreaterThan(0.9);
    for (const variant of ['neutral', 'dropped'] as const) {
      const r = await runPerturbed(list, pool, variant);
      expect({ variant, reasons: r.fit.implausibleReasons }).toEqual({ variant, reasons: [] });
      expect(r.auto.recall, variant).toBeGreaterThanOrEqual(base.auto.recall - 0.03);
    }
  }, 120_000);
});

// Febrl without its identifier (issue 10): duplicates typed with given name and surname swapped or a
// name split by a stray space are one person each and merge; a birth date a generation away (the same
// name: maybe a Jr. / Sr.), a parent and a child or twins at one address never end in one automatic cluster.
describe('people typed in twice: entry errors merge, relatives do not', () => {
  it('swapped and split names merge; a date a generation away, parent-and-child and twins stay apart', async () => {
    const { figures } = await runList(generatePeopleEntry(1200, 3));
    const trap = (name: string) => figures.traps.find((t) => t.trap === name)!;
    for (const error of ENTRY_ERRORS) {
      const t = trap(error);
      expect(t.pairs, error).toBeGreaterThan(50);
      // The same name with birth dates a generation apart may be a parent and child who share it
      // (Jr. / Sr. at one address): review, never an automatic merge; the other entry errors merge.
      if (error === 'replaced-date') expect(t.together, error).toBe(0);
      else expect(t.together / t.pairs, error).toBeGreaterThanOrEqual(0.9);
    }
    for (const relatives of ['parent-and-child', 'twins']) {
      expect(trap(relatives).pairs, relatives).toBeGreaterThan(20);
      expect(trap(relatives).together, relatives).toBe(0);
    }
    expect(figures.auto.precision).toBeGreaterThanOrEqual(0.995);
  }, 120_000);
});

// A people list with names, birth dates and occupations only: the session of the names' MinHash rule still moves
// after its EM budget. Its m is not believed; the converged sessions (exact surname, exact birth date, exact whole
// name) measure every field, so the fit stands and merges, where one unsettled session used to stop them all.
describe('a session whose EM does not converge', () => {
  it('is doubted with its reason and the fit of the others stands', async () => {
    const list = withoutColumns(generateList('people', 3000, 1, { errors: 2.5 }), ['postcode', 'birth_place']);
    const { figures, run: result } = await runList(list);
    const fit = result.match.fs;
    const unsettled = fit.sessions!.filter((s) => !s.converged);
    expect(unsettled.length).toBeGreaterThan(0);
    for (const s of unsettled) expect(s.doubt).toMatch(/^EM did not converge in \d+ iterations$/);
    expect(fit.implausibleReasons).toEqual([]);
    expect(figures.auto.precision).toBeGreaterThanOrEqual(0.995);
    expect(figures.auto.recall).toBeGreaterThan(0.5);
  }, 120_000);
});

// Product listings from nine shops in one file, without their GTINs: the shop column is still read as the
// sources (rows of one specific model code with their facets stated alike are one product, and one shop lists a
// product once), so a code one shop writes on two products («HDR10» on two TVs) is seen to name no product.
describe('product listings without GTINs', () => {
  it('reads the shop column as the sources and merges no two products of one code', async () => {
    const list = withoutColumns(generateList('listings', 5000, 1, { titleHeader: 'title' }), ['gtin']);
    const { figures } = await runList(list);
    expect(figures.auto.precision).toBeGreaterThanOrEqual(0.995);
    expect(figures.mergePairs).toBeGreaterThan(1000);
  }, 120_000);
});

// Event listings and bank transactions whose headers say nothing (issue 10 §6a: `c1`, `c2` … shuffled): the venue,
// the city, the site and the memo are read from their values and from what the listings do, so the list is matched
// as it is with its headers — and a planetarium show in two cities is still two events.
describe('generated lists with neutral headers match as they do with their headers', () => {
  let pool: ScoringPool;
  beforeAll(async () => {
    pool = await createNodeScoringPool();
  });
  afterAll(() => pool.terminate());

  it.each([['events-ru'], ['bank']] as const)(
    '%s',
    async (kind) => {
      const list = generateList(kind, 3000, 2);
      const [headed, neutral] = [await runPerturbed(list, pool), await runPerturbed(list, pool, 'neutral')];
      expect(neutral.auto.precision).toBeGreaterThanOrEqual(0.99);
      expect(neutral.auto.recall).toBeGreaterThanOrEqual(headed.auto.recall - 0.03);
    },
    120_000,
  );
});

// Event listings from five sites without their start (D126, D127): each site lists a play at a theatre once per
// showing, so its rows alike are several showings the columns no longer tell apart, and EM over the candidates (all in
// one city) made its match class of one show in two cities. Neither the fit nor those rows merge anything. Since D167
// the exact title, too broad to block by, trains a session on a sample of its pairs, where another city weighs
// against a match; without it the candidates' turned-around fit is refused.
describe('event listings without their start', () => {
  it('merges almost nothing: no fit reads two cities as a match, and rows two sites repeat go to review', async () => {
    const { figures, run } = await runList(withoutColumns(generateList('events-ru', 3000, 4), ['start']));
    const { fs } = run.match;
    const city = fs.comparisons.findIndex((c) => c.field === 'city');
    const cityWeights = fs.weights.levelWeights[city];
    const turnedAround = /city: exact agreement is evidence against a match/.test(fs.implausibleReasons.join('; '));
    expect(turnedAround || (fs.plausible && cityWeights[cityWeights.length - 1] < -5)).toBe(true);
    expect(figures.falseMergePairs).toBeLessThanOrEqual(3);
    const repeated = run.match.reasons.lists.filter((l) => l.some((r) => r.code === 'listed-several-times'));
    expect(repeated.length).toBeGreaterThan(0);
  }, 120_000);
});

// Property adverts with neutral headers (D129): the portals' headlines («1 bed flat, Canonbury Lane, LS7») name a street
// but are phrases, not addresses; read as addresses they left the estate agent's name to name the records, and the
// list was taken for people.
describe('property adverts with neutral headers', () => {
  it('reads the headlines as titles and merges as safely as with the headers', async () => {
    const list = generateList('property', 2000, 4);
    const written = await runList(list);
    const neutral = await runList(withNeutralHeaders(list));
    expect(neutral.figures.auto.precision).toBeGreaterThanOrEqual(0.99);
    expect(neutral.figures.auto.recall).toBeGreaterThanOrEqual(written.figures.auto.recall - 0.03);
  }, 120_000);
});

// Product listings without their prices (D126 amended, D130): one shop writes two memory variants alike
// («TECNO CAMON 20 PRO 128GB BLACK (CV2)» twice) and, the shop listing a product once, those are two products.
describe('product listings without prices', () => {
  it('never merges the rows one shop writes alike', async () => {
    const { figures, run } = await runList(withoutColumns(generateList('listings', 3000, 4), ['price']));
    expect(figures.auto.precision).toBeGreaterThanOrEqual(0.995);
    // Two rows of one shop: two products, or its own slip (D126 amended, D130).
    expect(run.match.reasons.lists.some((l) => l.some((r) => r.code === 'one-source'))).toBe(true);
  }, 120_000);
});

// Delivery addresses without their street line (D166): locality, town and postcode are left, and a postcode names a
// stretch of street, so each system holds rows alike that are two addresses. A CRM row and a billing row written alike
// are then no proof of one address (149 false merge pairs of 580 at 3,000 rows before).
describe('delivery addresses without their street line', () => {
  it('merges no two addresses on rows written alike', async () => {
    const { figures, run } = await runList(withoutColumns(generateList('addresses', 3000, 4), ['address']));
    expect(figures.falseMergePairs).toBe(0);
    expect(run.match.reasons.lists.some((l) => l.some((r) => r.code === 'exact-duplicate'))).toBe(false);
    // With the street line the rows written alike across the systems are one address and merge.
    const written = await runList(generateList('addresses', 3000, 4));
    expect(written.figures.auto.precision).toBeGreaterThanOrEqual(0.99);
    expect(written.figures.auto.recall).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
