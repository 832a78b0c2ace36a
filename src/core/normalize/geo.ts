/**
 * Latitude / longitude: decimal with a dot or a comma, an optional hemisphere letter (N/S/E/W, С/Ю/В/З)
 * or degree sign; range-checked (|lat| ≤ 90, |lon| ≤ 180). Haversine distance in metres on the mean
 * Earth radius (6 371 008.8 m).
 */

const EARTH_RADIUS_M = 6_371_008.8;
const NUMBER = /^([+\-−]?)(\d{1,3}(?:[.,]\d+)?|[.,]\d+)\s*°?\s*([nsewсювз]?)$/i;

function parseCoordinate(raw: string, limit: number, negative: string, positive: string): number | null {
  const s = raw.trim().replace(/^([nsewсювз])\s*(.+)$/i, '$2$1');
  const m = NUMBER.exec(s);
  if (!m) return null;
  let v = Number(m[2].replace(',', '.'));
  if (!Number.isFinite(v)) return null;
  const hemi = m[3].toLowerCase();
  if (hemi && !negative.includes(hemi) && !positive.includes(hemi)) return null;
  if (m[1] === '-' || m[1] === '−' || (hemi && negative.includes(hemi))) v = -v;
  return Math.abs(v) <= limit ? v : null;
}

/** A latitude in degrees, or null (garbage or outside −90..90). */
export function parseLatitude(raw: string): number | null {
  return parseCoordinate(raw, 90, 'sю', 'nс');
}

/** A longitude in degrees, or null (garbage or outside −180..180). */
export function parseLongitude(raw: string): number | null {
  return parseCoordinate(raw, 180, 'wз', 'eв');
}

/** Great-circle distance in metres between two points given in degrees (haversine). */
export function haversineMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Rows whose point is (0, 0) in a latitude and a longitude column: where a geocoder that found nothing puts a record
 * («Null Island», in the Gulf of Guinea), so the point says nothing about where the record is.
 */
export function placeholderPoints(lat: readonly string[], lon: readonly string[]): Set<number> {
  const rows = new Set<number>();
  for (let r = 0; r < lat.length; r++)
    if (parseLatitude(lat[r]) === 0 && parseLongitude(lon[r] ?? '') === 0) rows.add(r);
  return rows;
}
