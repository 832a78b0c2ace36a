/**
 * Duplication within each source, measured before a run to choose the link mode (issue 14 §5): the
 * share of a sample of each source's records that have a near-exact twin inside their own source —
 * a record equal to it, after normalization, in every column, or in every column but one when at
 * least four informative columns are filled. Columns that identify the row (nearly all distinct
 * numbers or codes) are left out: a duplicate row gets its own row id. Two sources both under 1 %
 * are linked only across, one-to-one; otherwise linked and deduplicated within each. A source over
 * 50,000 records is searched in a random part of that size and the share scaled by the part.
 */
import type { LinkMode } from '../../domain/pair';
import { randomInt, seededRandom } from '../random';
import { looksLikeIdentifier, looksLikeLabel } from '../fields/hints';
import { MAX_INTERNAL_DUPLICATE_SHARE } from './one-to-one';

/** One source's cells: one string array per column, each `rowCount` long. */
export interface SourceCells {
  name: string;
  columns: readonly string[];
  cells: readonly (readonly string[])[];
  rowCount: number;
}

/** A source's measured duplication: records sampled, those with a twin in the source, their share. */
export interface SourceTwins {
  source: string;
  sampled: number;
  twins: number;
  share: number;
}

/** Records sampled per source: a share near 1 % is read to about ±0.2 %. */
export const TWIN_SAMPLE = 2000;
/** Records of a source searched for the sample's twins; a larger source is searched in a random part of this size. */
export const TWIN_SCAN = 50_000;
/** A record with at least this many informative columns filled has a twin when all but one agree. */
const LEAVE_ONE_OUT_FROM = 4;

/** Lower case, punctuation and spacing folded: «Smith, J.» = «smith j». */
function normalizeCell(v: string): string {
  return v.toLowerCase().replace(NOT_WORD, ' ').trim();
}
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Per record, the id of its normalized value (0 = empty); each distinct raw value is normalized once. */
function valueIds(column: readonly string[], n: number): Int32Array {
  const byRaw = new Map<string, number>();
  const byNormal = new Map<string, number>([['', 0]]);
  const ids = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    const raw = column[r] ?? '';
    let id = byRaw.get(raw);
    if (id === undefined) {
      const norm = normalizeCell(raw);
      id = byNormal.get(norm);
      if (id === undefined) byNormal.set(norm, (id = byNormal.size));
      byRaw.set(raw, id);
    }
    ids[r] = id;
  }
  return ids;
}

/** The keys a record is found by: every normalized column, and each leave-one-out form when it has enough columns. */
function recordKeys(ids: readonly Int32Array[], r: number, informative: readonly boolean[]): string[] {
  const row = ids.map((col) => col[r]);
  let filled = 0;
  let informativeCount = 0;
  for (let c = 0; c < row.length; c++) {
    if (informative[c]) informativeCount++;
    if (row[c] !== 0 && informative[c]) filled++;
  }
  if (filled === 0 || filled < Math.min(2, informativeCount)) return [];
  const keys = [row.join(',')];
  // Each column left out in turn, filled or not (a twin may have lost a value or gained one).
  if (filled >= LEAVE_ONE_OUT_FROM)
    for (let c = 0; c < row.length; c++) {
      const copy = row.slice();
      copy[c] = -1;
      keys.push(`${c}:${copy.join(',')}`);
    }
  return keys;
}

/** Share of a seeded sample of one source's records that have a near-exact twin within the source. */
export function sourceTwins(source: SourceCells, sample = TWIN_SAMPLE, seed = 1): SourceTwins {
  const n = source.rowCount;
  const used = source.cells.filter((col) => !looksLikeIdentifier(col));
  const informative = used.map((col) => !looksLikeLabel(col));
  const ids = used.map((col) => valueIds(col, n));
  // A seeded sample without repeats (partial Fisher–Yates): the first m records are the sample, the first `scan` are
  // searched.
  const m = Math.min(sample, n);
  const scan = Math.max(m, Math.min(n, TWIN_SCAN));
  const order = Uint32Array.from({ length: n }, (_, i) => i);
  const random = seededRandom(seed);
  for (let i = 0; i < scan; i++) {
    const j = i + randomInt(random, n - i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const byKey = new Map<string, number[]>();
  for (let i = 0; i < m; i++)
    for (const k of recordKeys(ids, order[i], informative)) {
      const list = byKey.get(k);
      if (list) list.push(order[i]);
      else byKey.set(k, [order[i]]);
    }
  const twin = new Set<number>();
  if (byKey.size > 0)
    for (let i = 0; i < scan; i++) {
      const r = order[i];
      for (const k of recordKeys(ids, r, informative)) {
        const list = byKey.get(k);
        if (list) for (const s of list) if (s !== r) twin.add(s);
      }
    }
  // A searched part of the source finds a sampled record's twin with chance (scan − 1) / (n − 1).
  const found = scan === n ? 1 : (scan - 1) / (n - 1);
  return { source: source.name, sampled: m, twins: twin.size, share: m === 0 ? 0 : Math.min(1, twin.size / m / found) };
}

/** Duplication within each source (see sourceTwins). */
export function withinSourceTwins(sources: readonly SourceCells[], sample = TWIN_SAMPLE, seed = 1): SourceTwins[] {
  return sources.map((s) => sourceTwins(s, sample, seed));
}

/** The link mode the measurement suggests: two or more clean sources → only across, one-to-one. */
export function suggestedLinkMode(twins: readonly SourceTwins[]): { mode: LinkMode; oneToOne: boolean } {
  if (twins.length < 2) return { mode: 'dedupe', oneToOne: false };
  const clean = twins.every((t) => t.share <= MAX_INTERNAL_DUPLICATE_SHARE);
  return clean ? { mode: 'link', oneToOne: true } : { mode: 'link-and-dedupe', oneToOne: false };
}
