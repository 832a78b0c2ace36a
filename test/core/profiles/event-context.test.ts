import { describe, expect, it } from 'vitest';
import { localInstants, severalStageVenues } from '../../../src/core/profiles/event-context';
import { compileLexicon, DEFAULT_LEXICON } from '../../../src/core/profiles/lexicon';
import { placeFacts } from '../../../src/core/profiles/venue-rules';
import { titleViews } from '../../../src/core/normalize/title';
import { parseDateTime } from '../../../src/core/normalize/datetime';

const iso = (t: number) => new Date(t).toISOString().replace('.000Z', 'Z');

describe('local start times across a change to summer time', () => {
  // A British list: one site writes local offsets (+00:00 in March, +01:00 from 29 March), one exports UTC, one writes
  // local time without an offset.
  const rows: [string, number][] = [
    ['2026-03-20T19:30:00+00:00', 0],
    ['2026-03-21T19:30:00+00:00', 0],
    ['2026-04-10T19:30:00+01:00', 0],
    ['2026-04-11T19:30:00+01:00', 0],
    ['2026-03-20T19:30:00Z', 1],
    ['2026-04-10T18:30:00Z', 1],
    ['20/03/2026 19:30', 2],
    ['10/04/2026 19:30', 2],
  ];
  const parsed = rows.map(([v]) => parseDateTime(v));
  const cities = rows.map(() => 'london');
  const venues = rows.map(() => 'palacetheatre');

  it('a local time takes the offset the list writes for its city near its date', () => {
    const at = localInstants(
      parsed,
      cities,
      venues,
      Uint8Array.from(rows, ([, s]) => s),
    );
    expect(iso(at[6])).toBe('2026-03-20T19:30:00Z');
    expect(iso(at[7])).toBe('2026-04-10T18:30:00Z');
    // The same instants as the UTC export's.
    expect([at[6], at[7]]).toEqual([at[4], at[5]]);
  });

  it("a place that wrote nothing that day takes the list's offset of that day when the list changed it since", () => {
    // The Stand wrote its offset only after the change (+01:00 on 30 March); on Saturday 28 March the list writes
    // +00:00, and on the 30th +01:00: its 22:30 on the 28th is 22:30Z, not 21:30Z.
    const march: [string, string, number][] = [
      ['2026-03-28T19:30:00+00:00', 'palacetheatre', 0],
      ['2026-03-28T20:00:00+00:00', 'barrowland', 0],
      ['2026-03-30T20:00:00+01:00', 'thestand', 0],
      ['2026-03-30T19:30:00+01:00', 'palacetheatre', 0],
      ['2026-03-28 22:30', 'thestand', 2],
    ];
    const at = localInstants(
      march.map(([v]) => parseDateTime(v)),
      march.map(() => ''),
      march.map(([, venue]) => venue),
      Uint8Array.from(march, ([, , source]) => source),
    );
    expect(iso(at[4])).toBe('2026-03-28T22:30:00Z');
  });

  it('without sources a zero offset says nothing (it may be a UTC export): the summer offset is all there is', () => {
    const at = localInstants(parsed, cities, venues);
    expect(iso(at[7])).toBe('2026-04-10T18:30:00Z');
    expect(iso(at[6])).toBe('2026-03-20T18:30:00Z');
  });

  it("a source writing nothing but zero exports UTC: its zeros do not make a summer list's local times UTC", () => {
    const summer: [string, number][] = [
      ['2026-06-01T18:30:00Z', 1],
      ['2026-06-02T18:30:00Z', 1],
      ['2026-06-01T19:30:00+01:00', 0],
      ['01/06/2026 19:30', 2],
    ];
    const at = localInstants(
      summer.map(([v]) => parseDateTime(v)),
      summer.map(() => 'london'),
      summer.map(() => 'o2academy'),
      Uint8Array.from(summer, ([, s]) => s),
    );
    expect(iso(at[3])).toBe('2026-06-01T18:30:00Z');
  });
});

describe('a venue with several stages', () => {
  const lex = compileLexicon(DEFAULT_LEXICON);
  const fact = (title: string, start: number) => ({
    title: titleViews(title),
    place: placeFacts('O2 Academy Leeds', 'Leeds', '', undefined, undefined, lex),
    venue: 0,
    start,
    day: '2026-03-16',
  });

  it('two listings of one gig are no two shows at once, a title of a number and a stop word included', () => {
    const facts = [fact('The 1975 + support', 1), fact('The 1975: Still At Their Very Best', 1)];
    expect(severalStageVenues(facts, lex).size).toBe(0);
    // Two tour names of one act: the number both write is a word in common.
    const tours = [fact('The 1975: Live at the Academy', 1), fact('The 1975: Still At Their Very Best', 1)];
    expect(severalStageVenues(tours, lex).size).toBe(0);
  });

  it('two bands at one start are', () => {
    expect(severalStageVenues([fact('Arctic Monkeys', 1), fact('Idles', 1)], lex).has(0)).toBe(true);
  });
});
