/**
 * Time zones for date-times written without an offset: `UTC`, a fixed offset (`+03:00`, `-0500`,
 * `UTC+3`) or an IANA name (`Europe/Moscow`, through Intl, so daylight-saving rules apply).
 */

const FIXED = /^(?:utc|gmt)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;
const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The offset in minutes of a fixed zone string, `0` for UTC/Z/GMT, or null when it is not fixed. */
export function fixedOffsetMinutes(zone: string): number | null {
  const z = zone.trim();
  if (/^(z|utc|gmt)$/i.test(z)) return 0;
  const m = FIXED.exec(z);
  if (!m) return null;
  const h = Number(m[2]);
  const min = m[3] ? Number(m[3]) : 0;
  if (h > 14 || min > 59) return null;
  return (m[1] === '-' ? -1 : 1) * (h * 60 + min);
}

function formatter(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      f = null;
    }
    formatters.set(zone, f);
  }
  return f;
}

const OFFSET_BUCKET_MS = 15 * 60_000;
const offsetCache = new Map<string, number | null>();

/**
 * The UTC offset in minutes of an IANA zone at an instant, or null for an unknown zone. Cached per
 * 15-minute bucket: offset changes happen on quarter hours (UTC) since 1900.
 */
function ianaOffsetAt(zone: string, instantMs: number): number | null {
  const key = `${zone}|${Math.floor(instantMs / OFFSET_BUCKET_MS)}`;
  let v = offsetCache.get(key);
  if (v === undefined) {
    v = ianaOffsetUncached(zone, instantMs);
    if (offsetCache.size >= 100_000) offsetCache.clear();
    offsetCache.set(key, v);
  }
  return v;
}

function ianaOffsetUncached(zone: string, instantMs: number): number | null {
  const f = formatter(zone);
  if (!f) return null;
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(instantMs))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** True when the zone string is understood (fixed offset, UTC, or a known IANA name). */
export function isKnownZone(zone: string): boolean {
  return fixedOffsetMinutes(zone) !== null || formatter(zone) !== null;
}

/**
 * The instant of a wall-clock time (given as if it were UTC, in ms) in a zone, or null for an
 * unknown zone. In a daylight-saving gap or overlap the earlier offset wins.
 */
export function wallTimeToInstant(wallAsUtcMs: number, zone: string): number | null {
  const fixed = fixedOffsetMinutes(zone);
  if (fixed !== null) return wallAsUtcMs - fixed * 60_000;
  const first = ianaOffsetAt(zone, wallAsUtcMs);
  if (first === null) return null;
  const guess = wallAsUtcMs - first * 60_000;
  const second = ianaOffsetAt(zone, guess);
  if (second === null || second === first) return guess;
  return wallAsUtcMs - Math.max(first, second) * 60_000;
}
