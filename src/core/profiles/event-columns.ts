/**
 * The city and the site of an event list whose headers do not say which column holds them («c4», «город»
 * misspelt, a column of short values read as a category). Each is read from what the listings do: listings
 * that are surely one event — one title, one start to the minute, one venue name, each written alike — keep
 * the city they happen in on nearly every site, and almost never share the site they were listed on (a site
 * lists a showing once). A category column that behaves so is taken for the one or the other.
 */
import type { InputColumn, ProfileInput } from './types';

/** A group of one event larger than this is no event (a generic title at a generic venue every hour). */
const MAX_GROUP = 20;
/** Pairs of surely-one-event listings needed to judge a column. */
const MIN_PAIRS = 20;
/** A place column: the same event keeps its value on at least this share of pairs, and this many times chance. */
const PLACE_SHARE = 0.8;
const PLACE_OVER_CHANCE = 3;
/** A site column: the same event shares its value on at most this share of pairs, and half of chance. */
const SOURCE_SHARE = 0.15;
/** A column with more distinct values than this (or than a quarter of the rows) is neither. */
const MAX_VALUES = 64;

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
  const groups = new Map<string, number[]>();
  for (let r = 0; r < input.recordCount; r++) {
    const venue = venues[r].trim().toLowerCase();
    if (titles[r] === '' || Number.isNaN(starts[r]) || venue === '') continue;
    const key = `${titles[r]}\u0001${starts[r]}\u0001${venue}`;
    const rows = groups.get(key);
    if (rows) rows.push(r);
    else groups.set(key, [r]);
  }
  const out: EventColumns = {};
  for (const column of candidates) {
    const values = column.values.map((v) => v.trim().toLowerCase());
    const counts = new Map<string, number>();
    let filled = 0;
    for (const v of values) if (v !== '') (filled++, counts.set(v, (counts.get(v) ?? 0) + 1));
    if (counts.size < 2 || counts.size > Math.min(MAX_VALUES, input.recordCount / 4)) continue;
    let pairs = 0;
    let agree = 0;
    for (const rows of groups.values()) {
      if (rows.length < 2 || rows.length > MAX_GROUP) continue;
      for (let a = 0; a < rows.length; a++)
        for (let b = a + 1; b < rows.length; b++) {
          const [x, y] = [values[rows[a]], values[rows[b]]];
          if (x === '' || y === '') continue;
          pairs++;
          if (x === y) agree++;
        }
    }
    if (pairs < MIN_PAIRS) continue;
    let chance = 0;
    for (const k of counts.values()) chance += (k / filled) ** 2;
    const share = agree / pairs;
    if (!out.city && share >= PLACE_SHARE && share >= PLACE_OVER_CHANCE * chance) out.city = column;
    else if (!out.source && share <= SOURCE_SHARE && share <= chance / 2) out.source = column;
  }
  return out;
}
