import type { Reason } from '../../domain/decision';
import { titleViews, type TitleViews } from '../normalize/title';
import { compareTitles, titleCoreKeys, type TitleRelation } from './title-rules';
import { maxDistanceInvariant } from '../cluster/invariants';
import { compileLexicon, DEFAULT_LEXICON, type CompiledLexicon } from './lexicon';
import { resolvePlaces } from './place-resolve';
import { comparePlaces, placeFacts, withNameSpread, type PlaceFacts } from './venue-rules';
import {
  listedTwiceAtVenue,
  rowSources,
  severalStageVenues,
  titleAtSeveralVenues,
  venuelessKeys,
} from './event-context';
import { dayOfInstant, parseDateTime, suggestReferenceOffset } from '../normalize/datetime';
import { localInstants, sourceIds } from './event-context';
import { measuredEventColumns } from './event-columns';
import {
  columnOf,
  decided,
  type PairContext,
  type ProfileDecision,
  type Profile,
  type ProfileInput,
  type ProfileSettings,
} from './types';

/** The normalized facts of one event listing. */
export interface EventFacts {
  title: TitleViews;
  place: PlaceFacts;
  /** Resolved venue id, −1 without a venue. */
  venue: number;
  /** Epoch milliseconds, NaN when unknown. */
  start: number;
  /** Calendar day (YYYY-MM-DD) in the reference offset, '' when unknown. */
  day: string;
}

/** What the list as a whole tells about one pair's context. */
export interface EventContext {
  /** Venues with several stages or screens: one start there is not one show. */
  severalStages: ReadonlySet<number>;
  /** Records without a venue whose title the list shows at two or more venues of their city at their start. */
  ambiguousVenue: (i: number) => boolean;
  /** Whether one source lists the record's title at its venue and start twice (event-context.ts listedTwiceAtVenue). */
  listedTwice: (i: number) => boolean;
}

/**
 * A stage plays one show at a time, so one title starts there again only after a showing ends:
 * starts closer than this are one showing written two ways (doors and curtain, a rounded time);
 * starts this far apart or more can be two showings (a matinee and an evening).
 */
export const SHOWING_GAP_MS = 2 * 3_600_000;

const empty = (n: number) => Array.from({ length: n }, () => '');

/**
 * Events (title, venue, city, start): venues are resolved first; candidates share a venue, a title
 * or a title's core (labels, genre words, word order and script aside) and the calendar day in one
 * reference offset; title rules decide, guards veto, and the same start second lets a token subset
 * suffice (one stage plays one show at a time) — except at a venue with several stages.
 */
export const eventsProfile: Profile = {
  name: 'events',
  requires: [['title', 'name'], ['start']],
  prepare(input: ProfileInput, settings: ProfileSettings) {
    const lex = compileLexicon(settings.lexicon ?? DEFAULT_LEXICON);
    const n = input.recordCount;
    const titles = columnOf(input, 'title') ?? columnOf(input, 'name') ?? empty(n);
    const venues = columnOf(input, 'venue') ?? empty(n);
    const addresses = columnOf(input, 'address') ?? empty(n);
    const lats = columnOf(input, 'lat');
    const lons = columnOf(input, 'lon');
    const starts = columnOf(input, 'start') ?? empty(n);
    const parsed = starts.map((s) => parseDateTime(s));
    const views = titles.map((t) => titleViews(t));
    // A city or a site no header named, read from what the listings do (event-columns.ts).
    const cityColumn = columnOf(input, 'city');
    const declaredSources = rowSources(input);
    const measured =
      cityColumn && declaredSources
        ? {}
        : measuredEventColumns(
            input,
            views.map((v) => v.compact),
            parsed.map((p) => p?.instant ?? NaN),
            venues,
          );
    const cities = cityColumn ?? measured.city?.values ?? empty(n);
    const offset = settings.dayOffsetMinutes ?? suggestReferenceOffset(parsed.map((p) => p?.offsetMinutes ?? null));
    const places = withNameSpread(
      venues.map((v, i) => placeFacts(v, cities[i], addresses[i], lats?.[i], lons?.[i], lex)),
    );
    const venueId = resolvePlaces(places, lex, settings.maxVenueDistance);
    const sources = declaredSources ?? (measured.source && sourceIds(measured.source.values));
    const instants = localInstants(
      parsed,
      places.map((p) => p.city),
      places.map((p) => p.compact),
      sources,
    );
    const facts: EventFacts[] = parsed.map((p, i) => ({
      title: views[i],
      place: places[i],
      venue: venueId[i],
      start: instants[i],
      day: !p ? '' : p.dateOnly ? p.localDate : dayOfInstant(instants[i], offset),
    }));
    const context: EventContext = {
      severalStages: severalStageVenues(facts, lex),
      ambiguousVenue: titleAtSeveralVenues(facts, lex, sources),
      listedTwice: listedTwiceAtVenue(facts, lex, sources),
    };
    const keys = (f: (i: number) => readonly string[]) =>
      Array.from({ length: n }, (_, i) =>
        facts[i].day === ''
          ? []
          : f(i)
              .filter((k) => k !== '')
              .map((k) => `${k}|${facts[i].day}`),
      );
    return {
      name: 'events' as const,
      blockingRules: [
        { name: 'venue+day', keys: keys((i) => (venueId[i] < 0 ? [] : [String(venueId[i])])) },
        { name: 'title+day', keys: keys((i) => [facts[i].title.compact]) },
        { name: 'title-core+day', keys: keys((i) => titleCoreKeys(facts[i].title, lex)) },
        { name: 'title-word+city+start', keys: venuelessKeys(facts, lex) },
      ],
      comparisons: [
        {
          name: 'title',
          kernel: 'ratio' as const,
          values: facts.map((f) => f.title.tokenSort),
          thresholds: [0.95, 0.85, 0.7],
        },
        { name: 'venue', kernel: 'ratio' as const, values: facts.map((f) => f.place.compact), thresholds: [0.9, 0.7] },
      ],
      weightUse: 'none',
      decide: (pair: PairContext) => decideEvent(facts, pair, settings, lex, context),
      // One event happens in one place: a cluster spread wider than the venue distance is split.
      invariant: maxDistanceInvariant(
        facts.map((f) => f.place.lat),
        facts.map((f) => f.place.lon),
        settings.maxVenueDistance * 5,
      ),
    };
  },
};

/**
 * Decide one pair of event listings. Places first (different → distinct); then the day, the start
 * (hours apart → at most review) and the titles (guards → distinct). A missing venue, an unsure
 * place or a venue with several stages caps the level at review, except that a listing without a
 * venue merges when title and start agree, the cities agree and the list shows that title at that
 * start at no other venue.
 */
export function decideEvent(
  facts: readonly EventFacts[],
  pair: PairContext,
  settings: ProfileSettings,
  lex: CompiledLexicon,
  ctx: EventContext,
): ProfileDecision {
  const a = facts[pair.left];
  const b = facts[pair.right];
  const titleSim = Number.isNaN(pair.similarities[0]) ? 0 : pair.similarities[0];
  const caps: Reason[] = [];
  const place = comparePlaces(a.place, b.place, lex, settings.maxVenueDistance);
  if (place.relation === 'different') {
    const venueSim = pair.similarities[1];
    if (place.reasons[0].code !== 'different-venue' || !(venueSim >= 0.9))
      return decided('distinct', titleSim, ...place.reasons);
    caps.push({ code: 'similar-venue-name', detail: venueSim.toFixed(2) });
  } else if (place.relation !== 'same') caps.push(...place.reasons);
  const context: Reason[] = place.relation === 'same' ? [...place.reasons] : [];
  const stages = ctx.severalStages.has(a.venue) || ctx.severalStages.has(b.venue);
  let sameSlot = false;
  if (a.day === '' || b.day === '') caps.push({ code: 'start-missing' });
  else if (a.day !== b.day) return decided('distinct', titleSim, { code: 'different-day' });
  else {
    sameSlot = a.start === b.start;
    context.push({ code: sameSlot ? 'same-start' : 'same-day' });
    const gap = Math.abs(a.start - b.start);
    if (gap >= SHOWING_GAP_MS) caps.push({ code: 'starts-hours-apart', detail: `${(gap / 3_600_000).toFixed(1)} h` });
    else if (!sameSlot && stages) caps.push({ code: 'several-stages', detail: 'another start' });
  }
  const t = compareTitles(a.title, b.title, lex);
  if (t.guards.length > 0) return decided('distinct', titleSim, ...t.guards, ...context);
  let level: 'merge' | 'review' | 'distinct';
  const reasons: Reason[] = [];
  switch (t.relation) {
    case 'compact-key-equal':
    case 'token-sort-equal':
    case 'same-stems':
    case 'filler-only-extra-words':
      level = 'merge';
      reasons.push({ code: t.relation });
      break;
    case 'subset-meaningful-extra':
      level = sameSlot && !stages ? 'merge' : 'review';
      reasons.push({
        code: sameSlot && !stages ? 'same-slot-subset' : 'new-meaningful-word',
        detail: t.extra.join(' '),
      });
      if (sameSlot && stages) reasons.push({ code: 'several-stages', detail: 'a subtitle may be another show' });
      break;
    default:
      level = titleSim >= settings.reviewSimilarity ? 'review' : 'distinct';
      reasons.push({ code: level === 'review' ? 'similar-title' : 'different-title', detail: titleSim.toFixed(2) });
  }
  if (level === 'merge' && caps.length > 0 && !venueMissingMerge(a, b, pair, t.relation, sameSlot, caps, ctx, lex))
    level = 'review';
  if (level === 'merge' && (ctx.listedTwice(pair.left) || ctx.listedTwice(pair.right))) {
    caps.push({ code: 'listed-twice-at-venue' });
    level = 'review';
  }
  return decided(level, level === 'merge' ? Math.max(titleSim, 0.99) : titleSim, ...reasons, ...context, ...caps);
}

/**
 * Whether a listing without a venue may still merge: the only cap is the missing venue, the title
 * agrees (labels, genre words and age ratings aside; no extra meaningful word) and names a
 * particular event (not only genre words), the start is
 * the same instant, both cities are known and equal, and the list shows that title at that start at
 * no other venue of the city (else it cannot tell which one).
 */
function venueMissingMerge(
  a: EventFacts,
  b: EventFacts,
  pair: PairContext,
  relation: TitleRelation,
  sameSlot: boolean,
  caps: Reason[],
  ctx: EventContext,
  lex: CompiledLexicon,
): boolean {
  if (!caps.every((r) => r.code === 'venue-missing') || relation === 'subset-meaningful-extra' || !sameSlot)
    return false;
  if (a.place.city === '' || a.place.city !== b.place.city || titleCoreKeys(a.title, lex).length === 0) return false;
  if (ctx.ambiguousVenue(pair.left) || ctx.ambiguousVenue(pair.right)) {
    caps.push({ code: 'title-at-several-venues' });
    return false;
  }
  caps.push({ code: 'same-title-city-start' });
  return true;
}
