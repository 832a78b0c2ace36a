/**
 * Durations (a track's length, a film's running time, a call's duration) as seconds, however written: on a clock
 * («3:45», «1:02:03», «03:45.5»), with units («4m 5sec», «4 min 5 s», «2h 22min», «3 мин 45 с»), in ISO 8601
 * («PT4M5S»), or as a bare number whose unit the column decides (durationSeconds).
 */

/** How a duration was written. */
export type DurationForm = 'clock' | 'units' | 'bare';

/** A parsed duration: seconds (a bare number: in its own unit, not yet seconds) and its form. */
export interface ParsedDuration {
  value: number;
  form: DurationForm;
}

const CLOCK = /^(?:(\d{1,3}):)?(\d{1,3}):(\d{2})(?:[.,](\d+))?$/;
const ISO = /^PT(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?$/i;
const BARE = /^\d+(?:[.,]\d+)?$/;
const UNIT_PART = /(\d+(?:[.,]\d+)?)\s*([\p{L}]+)\.?/gu;

/** Seconds per unit word, folded to lower case (English, Russian, German, French, Spanish short and long forms). */
// prettier-ignore
const UNITS: ReadonlyMap<string, number> = new Map([
  ...['h', 'hr', 'hrs', 'hour', 'hours', 'ч', 'час', 'часа', 'часов', 'std', 'stunde', 'stunden', 'heure', 'heures', 'hora', 'horas']
    .map((u) => [u, 3600] as const),
  ...['m', 'min', 'mins', 'minute', 'minutes', 'мин', 'минута', 'минуты', 'минут', 'minuten', 'minuto', 'minutos', 'mn']
    .map((u) => [u, 60] as const),
  ...['s', 'sec', 'secs', 'second', 'seconds', 'с', 'сек', 'секунда', 'секунды', 'секунд', 'sek', 'sekunde', 'sekunden',
    'seconde', 'secondes', 'segundo', 'segundos'].map((u) => [u, 1] as const),
  ...['ms', 'msec', 'millisecond', 'milliseconds', 'мс'].map((u) => [u, 0.001] as const),
]);

const num = (s: string | undefined) => (s ? Number(s.replace(',', '.')) : 0);

/** A duration as written, or null when the value is none. Clock forms: the last two parts are minutes and seconds. */
export function parseDuration(raw: string): ParsedDuration | null {
  const t = raw.trim();
  if (t === '') return null;
  const clock = CLOCK.exec(t);
  if (clock) {
    const [, h, m, s, frac] = clock;
    if (Number(s) >= 60 || (h !== undefined && Number(m) >= 60)) return null;
    return { value: num(h) * 3600 + num(m) * 60 + Number(s) + (frac ? Number(`0.${frac}`) : 0), form: 'clock' };
  }
  const iso = ISO.exec(t);
  if (iso && (iso[1] || iso[2] || iso[3]))
    return { value: num(iso[1]) * 3600 + num(iso[2]) * 60 + num(iso[3]), form: 'units' };
  if (BARE.test(t)) return { value: num(t), form: 'bare' };
  let seconds = 0;
  let parts = 0;
  let rest = t.toLowerCase();
  for (const [whole, n, unit] of t.toLowerCase().matchAll(UNIT_PART)) {
    const per = UNITS.get(unit);
    if (per === undefined) return null;
    seconds += num(n) * per;
    parts++;
    rest = rest.replace(whole, '');
  }
  return parts > 0 && rest.replace(/[\s,.]/g, '') === '' ? { value: seconds, form: 'units' } : null;
}

/** Units a bare number of a duration column may be written in, in seconds: milliseconds, seconds, minutes. */
const BARE_UNITS = [0.001, 1, 60];

/** The middle of a list of numbers (0 when empty). */
function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

/**
 * A duration column as seconds per value (NaN where a value is no duration). Bare numbers take the unit that puts their
 * middle nearest the middle of the durations written with a clock or units («225000» beside «3:45» is milliseconds,
 * «142» beside «2:22:00» minutes); without such durations they are seconds.
 */
export function durationSeconds(values: readonly string[]): Float64Array {
  const parsed = values.map(parseDuration);
  const written = parsed.flatMap((p) => (p && p.form !== 'bare' && p.value > 0 ? [p.value] : []));
  const bare = parsed.flatMap((p) => (p && p.form === 'bare' && p.value > 0 ? [p.value] : []));
  let unit = 1;
  if (written.length > 0 && bare.length > 0) {
    const target = Math.log(median(written));
    const from = Math.log(median(bare));
    unit = BARE_UNITS.reduce((best, u) =>
      Math.abs(from + Math.log(u) - target) < Math.abs(from + Math.log(best) - target) ? u : best,
    );
  }
  return Float64Array.from(parsed, (p) => (p === null ? NaN : p.form === 'bare' ? p.value * unit : p.value));
}

/** How a value is written as a duration: on a clock («3:45»), with units («4m 5sec», «PT4M5S»), or null (bare or none). */
export function writtenDuration(raw: string): 'clock' | 'units' | null {
  const p = parseDuration(raw);
  return p === null || p.form === 'bare' ? null : p.form;
}
