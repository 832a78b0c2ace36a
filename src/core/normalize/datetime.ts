import { fixedOffsetMinutes, wallTimeToInstant } from './zone';

/**
 * Date-times to absolute instants (epoch milliseconds) and calendar days in one fixed reference
 * offset, so two sources writing one instant with different offsets agree on the day.
 *
 * Accepted: ISO 8601 (`2026-12-05T19:00:00+03:00`, `…Z`, `…+0300`, space instead of `T`, date only),
 * `YYYYMMDD`, dotted day-first `05.12.2026 19:00`, slashed `12/05/2026 7:00 PM` (day-first or
 * month-first by setting; a part above 12 decides by itself), and `5 Dec 2026` / `5 декабря 2026`.
 * A value without an offset is read in the `zone` setting. Two-digit years pivot at 70 (26 → 2026,
 * 85 → 1985).
 *
 * The reference offset for calendar days defaults to UTC (0). Any fixed offset makes sources agree;
 * the choice only moves the day boundary. UTC puts it at 03:00 in Moscow and 07:00 in Novosibirsk,
 * inside the quiet night hours of the seed data, whereas UTC+3 would cut Moscow's late shows at local
 * midnight. For data in the Americas, pass the offset {@link suggestReferenceOffset} derives.
 */

/** Settings of the date-time normalizer. */
export interface DateTimeOptions {
  /** Zone of values written without an offset: 'UTC', '+03:00' or an IANA name. Default 'UTC'. */
  zone?: string;
  /** Read `01/02/2026` as 1 February (true, default) or as January 2 (false). Dotted dates are always day-first. */
  dayFirst?: boolean;
}

/** A parsed date-time. */
export interface ParsedDateTime {
  /** Epoch milliseconds (UTC). */
  instant: number;
  /** The offset written in the value, in minutes; null when the zone setting was used. */
  offsetMinutes: number | null;
  /** The value carried no time of day. */
  dateOnly: boolean;
  /** The calendar date as written (YYYY-MM-DD), before any zone conversion. */
  localDate: string;
}

/** Default reference offset (minutes east of UTC) for calendar days. */
export const DEFAULT_REFERENCE_OFFSET_MINUTES = 0;

const ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(z|[+-]\d{2}(?::?\d{2})?)?$/i;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const LOCAL =
  /^(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?:[T\s,]+(\d{1,2})(?:[:.](\d{2}))(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?)?\s*(z|[+-]\d{2}(?::?\d{2})?)?$/i;
/** A time after a written date: «19:30», «7:30pm», «7pm», «7.30 p.m.», after a space, a comma, «at», «в», «um», «à» or a dash. */
const TIME = String.raw`(?:(?:\s+|,\s*|\s+(?:в|at|um|à)\s+|\s*[-–]\s*)(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?)?`;
/** «16 Mar 2026», «16th March 2026, 7:30pm». */
const NAMED = new RegExp(String.raw`^(\d{1,2})(?:st|nd|rd|th)?\s+([\p{L}]+)\.?,?\s+(\d{4})${TIME}$`, 'iu');
/** «March 16, 2026 7:30 PM» (month first). */
const NAMED_MONTH_FIRST = new RegExp(String.raw`^([\p{L}]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})${TIME}$`, 'iu');
/** A weekday before a written date («Mon 16 Mar 2026», «Saturday, 14 March», «пт 20 марта 2026»). */
const WEEKDAY =
  /^(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|пн|вт|ср|чт|пт|сб|вс|понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)\.?,?\s+(?=\d|\p{L})/iu;

const MONTHS: [string, number][] = [
  ['jan', 1],
  ['feb', 2],
  ['mar', 3],
  ['apr', 4],
  ['may', 5],
  ['jun', 6],
  ['jul', 7],
  ['aug', 8],
  ['sep', 9],
  ['oct', 10],
  ['nov', 11],
  ['dec', 12],
  ['янв', 1],
  ['фев', 2],
  ['мар', 3],
  ['апр', 4],
  ['мая', 5],
  ['май', 5],
  ['июн', 6],
  ['июл', 7],
  ['авг', 8],
  ['сен', 9],
  ['окт', 10],
  ['ноя', 11],
  ['дек', 12],
];

function monthFromName(name: string): number {
  const n = name.toLowerCase();
  for (const [prefix, month] of MONTHS) if (n.startsWith(prefix)) return month;
  return 0;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

interface Fields {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  ms: number;
  dateOnly: boolean;
  offset: string | undefined;
}

function build(f: Fields, options: DateTimeOptions): ParsedDateTime | null {
  const { y, mo, d, h, mi, s, ms } = f;
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 60) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59), ms);
  let offsetMinutes: number | null = null;
  let instant: number | null;
  if (f.offset !== undefined) {
    offsetMinutes = fixedOffsetMinutes(f.offset);
    if (offsetMinutes === null) return null;
    instant = wall - offsetMinutes * 60_000;
  } else instant = wallTimeToInstant(wall, options.zone ?? 'UTC');
  if (instant === null || !Number.isFinite(instant)) return null;
  return { instant, offsetMinutes, dateOnly: f.dateOnly, localDate: `${pad(y, 4)}-${pad(mo)}-${pad(d)}` };
}

function fullYear(text: string): number {
  const y = Number(text);
  return text.length === 2 ? (y < 70 ? 2000 + y : 1900 + y) : y;
}

/** Parse a date-time; null for garbage, impossible dates or an unknown zone. Never throws. */
export function parseDateTime(raw: string, options: DateTimeOptions = {}): ParsedDateTime | null {
  const s = raw.trim();
  if (s.length < 6 || s.length > 64) return null;
  let m = ISO.exec(s);
  if (m) {
    const ms = m[7] ? Math.round(Number(`0.${m[7]}`) * 1000) : 0;
    return build(
      {
        y: +m[1],
        mo: +m[2],
        d: +m[3],
        h: m[4] ? +m[4] : 0,
        mi: m[5] ? +m[5] : 0,
        s: m[6] ? +m[6] : 0,
        ms: Math.min(ms, 999),
        dateOnly: !m[4],
        offset: m[8],
      },
      options,
    );
  }
  m = COMPACT.exec(s);
  if (m)
    return build(
      { y: +m[1], mo: +m[2], d: +m[3], h: 0, mi: 0, s: 0, ms: 0, dateOnly: true, offset: undefined },
      options,
    );
  m = LOCAL.exec(s);
  if (m) {
    let a = +m[1];
    let b = +m[3];
    const dayFirst = m[2] === '.' || (a > 12 ? true : b > 12 ? false : (options.dayFirst ?? true));
    if (!dayFirst) [a, b] = [b, a];
    const h = hour24(m[5] ? +m[5] : 0, m[8]);
    if (h === null) return null;
    return build(
      {
        y: fullYear(m[4]),
        mo: b,
        d: a,
        h,
        mi: m[6] ? +m[6] : 0,
        s: m[7] ? +m[7] : 0,
        ms: 0,
        dateOnly: !m[5],
        offset: m[9],
      },
      options,
    );
  }
  return writtenDate(s.replace(WEEKDAY, ''), options);
}

/** The hour on a 24-hour clock of an hour written with «am» / «pm» (or without: as it is); null past 12 with them. */
function hour24(h: number, ampm: string | undefined): number | null {
  const half = ampm?.toLowerCase().replace(/\./g, '');
  if (!half) return h;
  return h < 1 || h > 12 ? null : (h % 12) + (half === 'pm' ? 12 : 0);
}

/** A date written with its month's name, a weekday before it and a time after it allowed; null when it is not one. */
function writtenDate(s: string, options: DateTimeOptions): ParsedDateTime | null {
  let m = NAMED.exec(s);
  let [day, month] = [m?.[1], m?.[2]];
  if (!m) {
    m = NAMED_MONTH_FIRST.exec(s);
    [day, month] = [m?.[2], m?.[1]];
  }
  if (!m || !day || !month) return null;
  const mo = monthFromName(month);
  if (mo === 0) return null;
  const [hour, minute] = [m[4], m[5]];
  // An hour alone is a time only with «am» / «pm» («16 Mar 2026 19» says nothing).
  if (hour !== undefined && minute === undefined && !m[6]) return null;
  const h = hour24(hour ? +hour : 0, m[6]);
  if (h === null) return null;
  return build(
    {
      y: +m[3],
      mo,
      d: +day,
      h,
      mi: minute ? +minute : 0,
      s: 0,
      ms: 0,
      dateOnly: hour === undefined,
      offset: undefined,
    },
    options,
  );
}

/** The instant (epoch ms) of a date-time, or null. */
export function parseInstant(raw: string, options: DateTimeOptions = {}): number | null {
  return parseDateTime(raw, options)?.instant ?? null;
}

/** The calendar day (YYYY-MM-DD) of an instant in a fixed reference offset (minutes east of UTC). */
export function dayOfInstant(instant: number, referenceOffsetMinutes = DEFAULT_REFERENCE_OFFSET_MINUTES): string {
  const d = new Date(instant + referenceOffsetMinutes * 60_000);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The calendar day of a date-time value in the reference offset; a date-only value keeps its own date. */
export function calendarDay(
  raw: string,
  options: DateTimeOptions = {},
  referenceOffsetMinutes = DEFAULT_REFERENCE_OFFSET_MINUTES,
): string | null {
  const p = parseDateTime(raw, options);
  if (!p) return null;
  return p.dateOnly ? p.localDate : dayOfInstant(p.instant, referenceOffsetMinutes);
}

/**
 * A reference offset for a column: the most common written offset minus 4 hours, so the day
 * boundary falls at 04:00 local time, when few events run; the default when no value has an offset.
 */
export function suggestReferenceOffset(offsets: readonly (number | null)[]): number {
  const counts = new Map<number, number>();
  for (const o of offsets) if (o !== null) counts.set(o, (counts.get(o) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  for (const [o, c] of counts)
    if (c > bestCount || (c === bestCount && best !== null && o < best)) [best, bestCount] = [o, c];
  return best === null ? DEFAULT_REFERENCE_OFFSET_MINUTES : best - 240;
}
