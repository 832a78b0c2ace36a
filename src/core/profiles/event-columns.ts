/**
 * The city and the site of an event list whose headers do not say which column holds them («c4», «город»
 * misspelt, a column of short values read as a category). Each is read from what the listings do: listings
 * that are surely one event — one title, one start to the minute, one venue name, each written alike — keep
 * the city they happen in on nearly every site, and almost never share the site they were listed on (a site
 * lists a showing once). A category column that behaves so is taken for the one or the other.
 */
import type { InputColumn, ProfileInput } from './types';
import { columnAgreement, MIN_PAIRS, sureGroups } from './sure-pairs';

/** A place column: the same event keeps its value on at least this share of pairs, and this many times chance. */
const PLACE_SHARE = 0.8;
const PLACE_OVER_CHANCE = 3;
/** A site column: the same event shares its value on at most this share of pairs, and half of chance. */
const SOURCE_SHARE = 0.15;

/** The columns found, when there are any. */
export interface EventColumns {
  city?: InputColumn;
  source?: InputColumn;
}

/**
 * The category columns of `input` that behave as the city and as the site of each listing; `titles` (compact
 * title per row), `starts` (instants, NaN when unknown) and `venues` (as written) say which listings are one event.
 */
export function measuredEventColumns(
  input: ProfileInput,
  titles: readonly string[],
  starts: ArrayLike<number>,
  venues: readonly string[],
): EventColumns {
  const candidates = input.columns.filter((c) => c.kind === 'category');
  if (candidates.length === 0) return {};
  const groups = sureGroups(
    Array.from({ length: input.recordCount }, (_, r) => {
      const venue = venues[r].trim().toLowerCase();
      return titles[r] === '' || Number.isNaN(starts[r]) || venue === ''
        ? ''
        : `${titles[r]}\u0001${starts[r]}\u0001${venue}`;
    }),
  );
  const out: EventColumns = {};
  for (const column of candidates) {
    const a = columnAgreement(column.values, groups);
    if (!a || a.pairs < MIN_PAIRS) continue;
    const share = a.shared / a.pairs;
    if (!out.city && share >= PLACE_SHARE && share >= PLACE_OVER_CHANCE * a.chance) out.city = column;
    else if (!out.source && share <= SOURCE_SHARE && share <= a.chance / 2) out.source = column;
  }
  return out;
}
