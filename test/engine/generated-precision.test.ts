import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeScoringPool } from '../../src/scoring/node/node';
import type { ScoringPool } from '../../src/scoring/pool/pool';
import { runGenerated } from '../fixtures/generate/evaluate';
import type { GeneratedKind } from '../fixtures/generate/lists';

// The failure classes of issue 10 as generated lists Doppel was never tuned on: automatic merges must
// stay safe (precision ≥ 0.99, traps that are two entities never in one automatic cluster, no
// automatic cluster of several entities beyond a pair), whatever the recall.
describe('automatic merges on generated lists of the failure classes', () => {
  let pool: ScoringPool;
  beforeAll(async () => {
    pool = await createNodeScoringPool();
  });
  afterAll(() => pool.terminate());

  // Bank transactions: two payments of one amount to one payee a day apart, one of them booked a day later,
  // are indistinguishable once the memo is cut; a one-to-one link now needs a lead over its runner-up.
  const cases: Array<[GeneratedKind, number, number]> = [
    ['people', 2000, 0.99],
    ['people-ru', 2000, 0.99],
    ['events-ru', 2000, 0.99],
    ['biblio', 2000, 0.99],
    ['software', 2000, 0.99],
    ['bank', 2000, 0.99],
    // A company register of six countries: a group's website and mailbox are shared by its branches, its numbered
    // companies and its parent (auto chose the `companies` preset before, which merged on a shared website: P 0.885).
    ['companies', 2000, 0.99],
    // Two music services: the track length in two units agrees nowhere (it made the fit look wrong: no merges).
    ['music', 2000, 0.99],
    // A library and a bookshop: ISBN-10 on one side, ISBN-13 (with «(pbk.)») on the other; editions, formats, volumes.
    ['books', 2000, 0.99],
    // Property adverts from four portals: template headlines, flats of one building, a street with no number.
    ['property', 2000, 0.99],
    // A pharmacy catalogue from three sources: one product per maker, strength, form and pack; one pharmacy writes
    // two makers' packs alike (P 0.001 before D130: its rows with different barcodes merged).
    ['medicines', 2000, 0.99],
    // Shops, cafés and pubs from three sources: a chain's branches share its name, website and central number; two
    // units of a shopping centre share its address and coordinates (their session made a match class of them).
    ['places', 2000, 0.99],
    // A film database and a streaming catalogue: remakes, sequels, one title twice in one year, a director's two films
    // of one year; the director, as distinct as the titles, made it a people list before D149.
    ['films', 2000, 0.99],
    // Delivery addresses from a CRM and billing, named by nothing but where they are: another flat of one building,
    // the next house, one number on a street of one name in another town.
    ['addresses', 2000, 0.99],
    // Supplier invoices keyed twice: the number alone or as printed, a credit note against an invoice, the next month's
    // invoice of a retainer (P 0.686 before D154–D155: one supplier, order and amount added past another number).
    ['invoices', 2000, 0.99],
    // British listings from five ticket sites across the change to summer time: a matinee and the evening show, the
    // second night of a run, Part One and Part Two, one tour at the Palace Theatre of two cities, one play at two
    // theatres.
    ['events-en', 2000, 0.99],
    // A podcast's own feed and a directory: Part 1 and Part 2, a rerun under «Best of:», one generic title every week,
    // one title in two shows; «Episode 212» beside «212».
    ['podcasts', 2000, 0.99],
    // Three wine merchants: the magnum and the half bottle of one wine and vintage, another vintage, a second wine, a
    // Reserva and a Gran Reserva; the bottle size written «75cl», «750ml», «0.75 L» or in the title only.
    ['wines', 2000, 0.99],
  ];
  it.each(cases)(
    '%s (%i rows): automatic precision ≥ %d and traps kept apart',
    async (kind, size, minPrecision) => {
      const f = await runGenerated(kind, size, 3, { scorer: pool });
      // No automatic merge at all is safe too; precision is only defined over merges.
      if (f.mergePairs > 0) expect(f.auto.precision).toBeGreaterThanOrEqual(minPrecision);
      expect(f.falseMergePairs).toBeLessThanOrEqual(Math.ceil((1 - minPrecision) * f.mergePairs));
      expect(f.largestClusterEntities).toBeLessThanOrEqual(2);
      for (const trap of f.traps.filter((t) => !t.same))
        expect(trap.together, `${kind}: trap ${trap.trap}`).toBeLessThanOrEqual(Math.ceil(0.05 * trap.pairs));
    },
    120_000,
  );
});
