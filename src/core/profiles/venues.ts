import { compileLexicon, DEFAULT_LEXICON } from './lexicon';
import { resolvePlaces } from './place-resolve';
import { comparePlaces, placeFacts } from './venue-rules';
import { columnOf, decided, type PairContext, type Profile } from './types';

/**
 * Venues (name, city, address, position): the same place when the names agree (equal compact key,
 * or one's distinctive words inside the other's) and nothing places them apart; different cities,
 * antonyms (Большой / Малый зал) or a distance past the limit make them distinct.
 */
export const venuesProfile: Profile = {
  name: 'venues',
  requires: [
    ['venue', 'name'],
    ['address', 'city', 'lat'],
  ],
  prepare(input, settings) {
    const lex = compileLexicon(settings.lexicon ?? DEFAULT_LEXICON);
    const n = input.recordCount;
    const blank = Array.from({ length: n }, () => '');
    const names = columnOf(input, 'venue') ?? columnOf(input, 'name') ?? blank;
    const cities = columnOf(input, 'city') ?? blank;
    const addresses = columnOf(input, 'address') ?? blank;
    const lats = columnOf(input, 'lat');
    const lons = columnOf(input, 'lon');
    const facts = names.map((name, i) => placeFacts(name, cities[i], addresses[i], lats?.[i], lons?.[i], lex));
    const resolved = resolvePlaces(facts, lex, settings.maxVenueDistance);
    return {
      name: 'venues',
      blockingRules: [
        { name: 'resolved-place', keys: facts.map((_, i) => (resolved[i] < 0 ? [] : [String(resolved[i])])) },
        { name: 'address', keys: facts.map((f) => (f.address === '' ? [] : [`${f.address}|${f.city}`])) },
        { name: 'name-word', keys: facts.map((f) => f.distinctive.map((w) => `${w}|${f.city}`)) },
      ],
      comparisons: [
        {
          name: 'name',
          kernel: 'tokenSortRatio',
          values: facts.map((f) => f.stems.join(' ')),
          thresholds: [0.95, 0.85, 0.7],
        },
        { name: 'address', kernel: 'tokenSortRatio', values: facts.map((f) => f.address), thresholds: [0.95, 0.8] },
      ],
      weightUse: 'none',
      decide(pair: PairContext) {
        const a = facts[pair.left];
        const b = facts[pair.right];
        const nameSim = Number.isNaN(pair.similarities[0]) ? 0 : pair.similarities[0];
        const place = comparePlaces(a, b, lex, settings.maxVenueDistance);
        if (place.relation === 'same') {
          // A name alone, with neither address nor position to agree, is not enough to merge.
          const located = place.reasons.some((r) => r.code === 'same-address' || r.code === 'within-distance');
          const bothBare = a.address === '' && b.address === '' && (Number.isNaN(a.lat) || Number.isNaN(b.lat));
          if (located || (bothBare && place.reasons[0].code === 'venue-name-equal'))
            return decided('merge', Math.max(nameSim, 0.99), ...place.reasons);
          return decided('review', nameSim, ...place.reasons, { code: 'location-unconfirmed' });
        }
        if (place.relation === 'different') {
          if (place.reasons[0].code === 'different-venue' && nameSim >= settings.reviewSimilarity) {
            return decided('review', nameSim, { code: 'similar-name', detail: nameSim.toFixed(2) });
          }
          return decided('distinct', nameSim, ...place.reasons);
        }
        return decided(
          nameSim >= settings.reviewSimilarity || place.relation === 'unsure' ? 'review' : 'distinct',
          nameSim,
          ...place.reasons,
        );
      },
    };
  },
};
