import type { Reason } from '../../domain/decision';
import { titleViews, type TitleViews } from '../normalize/title';
import { compareTitles } from './title-rules';
import { maxDistanceInvariant } from '../cluster/invariants';
import { compileLexicon, DEFAULT_LEXICON, type CompiledLexicon } from './lexicon';
import { resolvePlaces } from './place-resolve';
import { comparePlaces, placeFacts, type PlaceFacts } from './venue-rules';
import { dayOfInstant, parseDateTime, suggestReferenceOffset } from '../normalize/datetime';
import { columnOf, verdict, type PairContext, type PairVerdict, type Profile, type ProfileInput, type ProfileSettings } from './types';

interface EventFacts {
  title: TitleViews;
  place: PlaceFacts;
  /** Epoch milliseconds, NaN when unknown. */
  start: number;
  /** Calendar day (YYYY-MM-DD) in the reference offset, '' when unknown. */
  day: string;
}

const empty = (n: number) => Array.from({ length: n }, () => '');

/**
 * Events (title, venue, city, start): venues are resolved first; candidates share a venue and the
 * calendar day in one reference offset; title rules decide, guards veto, and the same start second
 * lets a token subset suffice (one stage plays one show at a time).
 */
export const eventsProfile: Profile = {
  name: 'events',
  requires: [['title', 'name'], ['start']],
  prepare(input: ProfileInput, settings: ProfileSettings) {
    const lex = compileLexicon(settings.lexicon ?? DEFAULT_LEXICON);
    const n = input.recordCount;
    const titles = columnOf(input, 'title') ?? columnOf(input, 'name') ?? empty(n);
    const venues = columnOf(input, 'venue') ?? empty(n);
    const cities = columnOf(input, 'city') ?? empty(n);
    const addresses = columnOf(input, 'address') ?? empty(n);
    const lats = columnOf(input, 'lat');
    const lons = columnOf(input, 'lon');
    const starts = columnOf(input, 'start') ?? empty(n);
    const parsed = starts.map((s) => parseDateTime(s));
    const offset = settings.dayOffsetMinutes ?? suggestReferenceOffset(parsed.map((p) => p?.offsetMinutes ?? null));
    const facts: EventFacts[] = parsed.map((p, i) => ({
      title: titleViews(titles[i]),
      place: placeFacts(venues[i], cities[i], addresses[i], lats?.[i], lons?.[i], lex),
      start: p ? p.instant : NaN,
      day: !p ? '' : p.dateOnly ? p.localDate : dayOfInstant(p.instant, offset),
    }));
    const venueId = resolvePlaces(facts.map((f) => f.place), lex, settings.maxVenueDistance);
    const dayKey = (i: number) => facts[i].day;
    const keys = (f: (i: number) => string) => Array.from({ length: n }, (_, i) => (f(i) === '' || dayKey(i) === '' ? [] : [`${f(i)}|${dayKey(i)}`]));
    return {
      name: 'events' as const,
      blockingRules: [
        { name: 'venue+day', keys: keys((i) => (venueId[i] < 0 ? '' : String(venueId[i]))) },
        { name: 'title+day', keys: keys((i) => facts[i].title.compact) },
      ],
      comparisons: [
        { name: 'title', kernel: 'ratio' as const, values: facts.map((f) => f.title.tokenSort), thresholds: [0.95, 0.85, 0.7] },
        { name: 'venue', kernel: 'ratio' as const, values: facts.map((f) => f.place.compact), thresholds: [0.9, 0.7] },
      ],
      decide: (pair: PairContext) => decideEvent(facts[pair.left], facts[pair.right], pair, settings, lex),
      // One event happens in one place: a cluster spread wider than the venue distance is split.
      invariant: maxDistanceInvariant(facts.map((f) => f.place.lat), facts.map((f) => f.place.lon), settings.maxVenueDistance * 5),
    };
  },
};

function decideEvent(a: EventFacts, b: EventFacts, pair: PairContext, settings: ProfileSettings, lex: CompiledLexicon): PairVerdict {
  const titleSim = Number.isNaN(pair.similarities[0]) ? 0 : pair.similarities[0];
  const caps: Reason[] = [];
  const place = comparePlaces(a.place, b.place, lex, settings.maxVenueDistance);
  if (place.relation === 'different') {
    const venueSim = pair.similarities[1];
    if (place.reasons[0].code !== 'different-venue' || !(venueSim >= 0.9)) return verdict('distinct', titleSim, ...place.reasons);
    caps.push({ code: 'similar-venue-name', detail: venueSim.toFixed(2) });
  } else if (place.relation !== 'same') caps.push(...place.reasons);
  const context: Reason[] = place.relation === 'same' ? [...place.reasons] : [];
  let sameSlot = false;
  if (a.day === '' || b.day === '') caps.push({ code: 'start-missing' });
  else if (a.day !== b.day) return verdict('distinct', titleSim, { code: 'different-day' });
  else {
    sameSlot = a.start === b.start;
    context.push({ code: sameSlot ? 'same-start' : 'same-day' });
  }
  const t = compareTitles(a.title, b.title, lex);
  if (t.guards.length > 0) return verdict('distinct', titleSim, ...t.guards, ...context);
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
      level = sameSlot ? 'merge' : 'review';
      reasons.push({ code: sameSlot ? 'same-slot-subset' : 'new-meaningful-word', detail: t.extra.join(' ') });
      break;
    default:
      level = titleSim >= settings.reviewSimilarity ? 'review' : 'distinct';
      reasons.push({ code: level === 'review' ? 'similar-title' : 'different-title', detail: titleSim.toFixed(2) });
  }
  if (level === 'merge' && caps.length > 0) level = 'review';
  return verdict(level, level === 'merge' ? Math.max(titleSim, 0.99) : titleSim, ...reasons, ...context, ...caps);
}
