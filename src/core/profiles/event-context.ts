import type { ParsedDateTime } from '../normalize/datetime';
import type { EventFacts } from './events';
import type { CompiledLexicon } from './lexicon';
import type { ProfileInput } from './types';
import { compareTitles, meaningWords, titleCoreKeys } from './title-rules';
import { withinOneEdit } from './words';

/** At most this many distinct titles of one venue and start are compared to find two shows at once. */
const MAX_TITLES_PER_SLOT = 30;

/** Whether two titles share no meaning word (by key or within one edit): two different shows, not two spellings. */
function unrelated(a: EventFacts, b: EventFacts, lex: CompiledLexicon): boolean {
  const wb = meaningWords(b.title, lex);
  return meaningWords(a.title, lex).every(
    (x) => !wb.some((y) => x.keys.some((k) => y.keys.some((l) => k === l || (k.length > 3 && withinOneEdit(k, l))))),
  );
}

/**
 * Venues with several stages or screens, where one start is not one show: a venue whose name says
 * so (a cinema, a multiplex: lexicon `multiStage`), or one where the list shows two shows starting
 * at once — titles with no word in common, or titles a guard tells apart (Дюна / Дюна 2); and every
 * venue written with the same name as one of those.
 */
export function severalStageVenues(facts: readonly EventFacts[], lex: CompiledLexicon): Set<number> {
  const out = new Set<number>();
  const slots = new Map<string, number[]>();
  facts.forEach((f, i) => {
    if (f.venue < 0) return;
    if (f.place.stems.some((s) => lex.multiStage.has(s))) out.add(f.venue);
    if (Number.isNaN(f.start) || f.title.compact === '') return;
    const key = `${f.venue}|${f.start}`;
    const list = slots.get(key);
    if (!list) slots.set(key, [i]);
    else if (list.length < MAX_TITLES_PER_SLOT && !list.some((j) => facts[j].title.compact === f.title.compact))
      list.push(i);
  });
  for (const list of slots.values()) {
    const venue = facts[list[0]].venue;
    if (out.has(venue) || list.length < 2) continue;
    search: for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const a = facts[list[x]];
        const b = facts[list[y]];
        if (compareTitles(a.title, b.title, lex).guards.length > 0 || unrelated(a, b, lex)) {
          out.add(venue);
          break search;
        }
      }
    }
  }
  // One name is one kind of house: a chain's or a venue's listings without a city (another venue id) have its screens too.
  const names = new Set<string>();
  facts.forEach((f) => f.venue >= 0 && out.has(f.venue) && f.place.compact !== '' && names.add(f.place.compact));
  facts.forEach((f) => f.venue >= 0 && names.has(f.place.compact) && out.add(f.venue));
  return out;
}

/** Keys some source gives twice, from (key, source) pairs: a site lists an event once in a place. */
class TwiceBySource {
  private readonly seen = new Map<string, Set<number>>();
  readonly twice = new Set<string>();

  add(key: string, source: number): void {
    let sources = this.seen.get(key);
    if (!sources) this.seen.set(key, (sources = new Set()));
    if (sources.has(source)) this.twice.add(key);
    sources.add(source);
  }
}

/** A per-record flag read as a predicate (decide asks it for both records of a pair). */
function flagged(flags: Uint8Array): (i: number) => boolean {
  return (i) => flags[i] === 1;
}

/**
 * For records without a venue: whether the list shows their title (its core, as blocking keys it)
 * in their city at their start at two or more venues — then a listing without a venue cannot tell
 * which one it is. One source listing that title, city and start twice without a venue says the same:
 * a site lists an event once, so its two rows are two showings (two cinemas of the city).
 */
export function titleAtSeveralVenues(
  facts: readonly EventFacts[],
  lex: CompiledLexicon,
  sourceOf?: ArrayLike<number>,
): (i: number) => boolean {
  const keys = facts.map((f) =>
    Number.isNaN(f.start) ? [] : titleCoreKeys(f.title, lex).map((k) => `${k}|${f.place.city}|${f.start}`),
  );
  const venues = new Map<string, Set<number>>();
  const venueless = new TwiceBySource();
  for (const [i, f] of facts.entries()) {
    for (const k of keys[i]) {
      if (f.venue >= 0) {
        let set = venues.get(k);
        if (!set) venues.set(k, (set = new Set()));
        set.add(f.venue);
      } else if (sourceOf) venueless.add(k, sourceOf[i]);
    }
  }
  const ambiguous = (k: string) => (venues.get(k)?.size ?? 0) >= 2 || venueless.twice.has(k);
  return flagged(Uint8Array.from(facts, (f, i) => (f.venue < 0 && keys[i].some(ambiguous) ? 1 : 0)));
}

/**
 * For records with a venue and no city: whether one source lists their title (its core) at their venue and start
 * twice. A site lists an event once in a place, so without a city the venue's name stands for two places there (a
 * «Планетарий» of two cities): a listing of it cannot tell which one it is. With a city the places are told apart
 * already, and a site's two rows of one event are a duplicate like any other.
 */
export function listedTwiceAtVenue(
  facts: readonly EventFacts[],
  lex: CompiledLexicon,
  sourceOf?: ArrayLike<number>,
): (i: number) => boolean {
  if (!sourceOf) return () => false;
  const keys = facts.map((f) =>
    f.venue < 0 || f.place.city !== '' || Number.isNaN(f.start)
      ? []
      : titleCoreKeys(f.title, lex).map((k) => `${k}|${f.venue}|${f.start}`),
  );
  const bySource = new TwiceBySource();
  keys.forEach((ks, i) => ks.forEach((k) => bySource.add(k, sourceOf[i])));
  if (bySource.twice.size === 0) return () => false;
  return flagged(Uint8Array.from(keys, (ks) => (ks.some((k) => bySource.twice.has(k)) ? 1 : 0)));
}

/**
 * Keys that bring a listing without a venue to the listings of its city and start sharing a word of
 * its title (`word|city|start`); a listing with a venue gets only the keys some venueless listing has,
 * so lists with venues everywhere get no pairs from this rule.
 */
export function venuelessKeys(facts: readonly EventFacts[], lex: CompiledLexicon): string[][] {
  const keysOf = (f: EventFacts) =>
    f.place.city === '' || Number.isNaN(f.start)
      ? []
      : [
          ...new Set(
            meaningWords(f.title, lex)
              .filter((w) => !w.label && !w.generic)
              .flatMap((w) => w.keys.map((k) => `${k}|${f.place.city}|${f.start}`)),
          ),
        ];
  const wanted = new Set<string>();
  for (const f of facts) if (f.venue < 0) for (const k of keysOf(f)) wanted.add(k);
  if (wanted.size === 0) return facts.map(() => []);
  return facts.map((f) => keysOf(f).filter((k) => wanted.has(k)));
}

/** The most frequent offset of a tally other than UTC (an export in UTC says nothing of local time), or undefined. */
function localOffset(tally: Map<number, number> | undefined): number | undefined {
  let best: number | undefined;
  let top = 0;
  for (const [v, n] of tally ?? []) if (v !== 0 && n > top) ((best = v), (top = n));
  return best;
}

/**
 * Start instants, a start written without an offset («2026-11-02 18:20») read as the wall-clock
 * time of its place, not as UTC: a listing gives local time, and the offset is the local one (not
 * UTC) the list writes most for that city, else for that venue name (a listing without its city),
 * else for the whole list, else UTC. NaN when there is no start.
 */
export function localInstants(
  parsed: readonly (ParsedDateTime | null)[],
  cities: readonly string[],
  venues: readonly string[],
): number[] {
  const tallies = new Map<string, Map<number, number>>();
  const add = (key: string, offset: number) => {
    let t = tallies.get(key);
    if (!t) tallies.set(key, (t = new Map()));
    t.set(offset, (t.get(offset) ?? 0) + 1);
  };
  const keysOf = (i: number) => [
    cities[i] === '' ? '' : `c|${cities[i]}`,
    venues[i] === '' ? '' : `v|${venues[i]}`,
    '*',
  ];
  parsed.forEach((p, i) => {
    if (p && p.offsetMinutes !== null) for (const k of keysOf(i)) if (k !== '') add(k, p.offsetMinutes);
  });
  return parsed.map((p, i) => {
    if (!p) return NaN;
    if (p.offsetMinutes !== null || p.dateOnly) return p.instant;
    let offset = 0;
    for (const k of keysOf(i)) {
      const o = k === '' ? undefined : localOffset(tallies.get(k));
      if (o !== undefined) {
        offset = o;
        break;
      }
    }
    return p.instant - offset * 60_000;
  });
}

/** Where each row comes from: the engine's sources when there are several, else a `source` column's values; or none. */
export function rowSources(input: ProfileInput): ArrayLike<number> | undefined {
  if (input.sourceOf) return input.sourceOf;
  const declared = input.columns.find((c) => c.kind === 'source');
  return declared && sourceIds(declared.values);
}

/** A source id per row from a column naming where each row comes from (case aside); a row with none is its own. */
export function sourceIds(values: readonly string[]): Int32Array {
  const ids = new Map<string, number>();
  let unknown = 0;
  return Int32Array.from(values, (v) => {
    const key = v.trim().toLowerCase();
    if (key === '') return -1 - unknown++; // a row of unknown source is a source of its own
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  });
}
