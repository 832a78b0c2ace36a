import type { ParsedDateTime } from '../normalize/datetime';
import type { EventFacts } from './events';
import type { CompiledLexicon } from './lexicon';
import type { ProfileInput } from './types';
import { compareTitles, meaningWords, titleCoreKeys } from './title-rules';
import { withinOneEdit } from './words';

/** At most this many distinct titles of one venue and start are compared to find two shows at once. */
const MAX_TITLES_PER_SLOT = 30;

/**
 * Whether two titles share no meaning word (by key or within one edit): two different shows, not two spellings. A
 * title of no meaning word («The 1975», a number and a stop word) tells nothing either way, and a number both
 * titles write is a word in common.
 */
function unrelated(a: EventFacts, b: EventFacts, lex: CompiledLexicon): boolean {
  const [wa, wb] = [meaningWords(a.title, lex), meaningWords(b.title, lex)];
  if (wa.length === 0 || wb.length === 0) return false;
  // A number both write («The 1975 + support» / «The 1975: Still At Their Very Best») is a word in common too.
  const numbers = (t: EventFacts['title']) => t.tokens.filter((x) => /^\d+$/.test(x));
  const nb = numbers(b.title);
  if (numbers(a.title).some((x) => nb.includes(x))) return false;
  return wa.every(
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

/**
 * Observations of a place's offset nearest a start that decide it: a majority of seven (one odd row is outvoted), or
 * of all those within twelve hours of it when there are any.
 */
const NEAREST_OFFSETS = 7;
const SAME_DAY_MS = 12 * 3_600_000;

/**
 * Observations further than this from a start say nothing of its offset for a city or a venue (a change to summer
 * time may lie between): the list's own observations decide then.
 */
const NEAR_MS = 7 * 86_400_000;

/**
 * The offsets of the observations nearest in time to `at` (sorted by instant) and within `within` milliseconds of it,
 * with their counts, and the nearest one's instant; undefined when there are none.
 */
function offsetVotes(
  seen: ReadonlyArray<readonly [number, number]> | undefined,
  at: number,
  within = Infinity,
): { votes: Map<number, number>; nearest: number } | undefined {
  if (!seen || seen.length === 0) return undefined;
  let lo = 0;
  let hi = seen.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (seen[mid][0] < at) lo = mid + 1;
    else hi = mid;
  }
  // Widen from the insertion point to the nearest observations on either side.
  let [a, b] = [lo - 1, lo];
  const votes = new Map<number, number>();
  let sameDay = false;
  let nearest = NaN;
  for (let k = 0; (k < NEAREST_OFFSETS || sameDay) && (a >= 0 || b < seen.length); k++) {
    const takeLeft = b >= seen.length || (a >= 0 && at - seen[a][0] <= seen[b][0] - at);
    const [when, o] = seen[takeLeft ? a-- : b++];
    const apart = Math.abs(when - at);
    // Observations of the same day decide alone when there are any (summer time begins at night).
    if (apart > within || (sameDay && apart > SAME_DAY_MS)) break;
    if (k === 0) [sameDay, nearest] = [apart <= SAME_DAY_MS, when];
    votes.set(o, (votes.get(o) ?? 0) + 1);
  }
  return votes.size > 0 ? { votes, nearest } : undefined;
}

/** The offset most votes give (the first seen on a tie). */
function majority(votes: ReadonlyMap<number, number>): number {
  let best = 0;
  let top = 0;
  for (const [o, n] of votes) if (n > top) ((best = o), (top = n));
  return best;
}

/**
 * Start instants, a start written without an offset («2026-11-02 18:20») read as the wall-clock
 * time of its place, not as UTC: a listing gives local time, and the offset is the one the list writes
 * for that city within a week of that date (else for that venue name — a listing without its city —,
 * else the whole list's nearest, else UTC), so a change to summer time within the list moves it. An offset of zero
 * counts only from a source that writes other offsets too (`sources`: it writes local time, «+00:00» in
 * a British winter); a source writing nothing but zero exports UTC and says nothing of local time, nor
 * does a zero without sources to tell. NaN when there is no start.
 */
export function localInstants(
  parsed: readonly (ParsedDateTime | null)[],
  cities: readonly string[],
  venues: readonly string[],
  sources?: ArrayLike<number>,
): number[] {
  const writesLocal = new Set<number>();
  if (sources)
    parsed.forEach((p, i) => {
      if (p && p.offsetMinutes !== null && p.offsetMinutes !== 0) writesLocal.add(sources[i]);
    });
  const seen = new Map<string, [number, number][]>();
  const keysOf = (i: number) => [
    cities[i] === '' ? '' : `c|${cities[i]}`,
    venues[i] === '' ? '' : `v|${venues[i]}`,
    '*',
  ];
  parsed.forEach((p, i) => {
    if (!p || p.offsetMinutes === null || (p.offsetMinutes === 0 && !(sources && writesLocal.has(sources[i])))) return;
    for (const k of keysOf(i)) {
      if (k === '') continue;
      let list = seen.get(k);
      if (!list) seen.set(k, (list = []));
      list.push([p.instant, p.offsetMinutes]);
    }
  });
  for (const list of seen.values()) list.sort((x, y) => x[0] - y[0]);
  const list = seen.get('*');
  /** The one offset the whole list writes within twelve hours of `t`, if it writes one only. */
  const listDay = (t: number) => {
    const day = offsetVotes(list, t, SAME_DAY_MS)?.votes;
    return day?.size === 1 ? [...day.keys()][0] : undefined;
  };
  return parsed.map((p, i) => {
    if (!p) return NaN;
    if (p.offsetMinutes !== null || p.dateOnly) return p.instant;
    const keys = keysOf(i);
    for (let k = 0; k < keys.length; k++) {
      if (keys[k] === '') continue;
      const near = offsetVotes(seen.get(keys[k]), p.instant, keys[k] === '*' ? Infinity : NEAR_MS);
      if (!near) continue;
      const own = majority(near.votes);
      // The place wrote nothing that day, and the whole list changed its one offset between that day and the place's
      // nearest listing (summer time began): the day's offset is the list's.
      if (keys[k] !== '*' && Math.abs(near.nearest - p.instant) > SAME_DAY_MS) {
        const [then, now] = [listDay(near.nearest), listDay(p.instant)];
        if (then === own && now !== undefined && now !== own) return p.instant - now * 60_000;
      }
      return p.instant - own * 60_000;
    }
    return p.instant;
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
