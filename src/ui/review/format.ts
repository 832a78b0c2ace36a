/** Number and reason formatting shared by the review, clusters and golden record screens. */
import type { Reason } from '../../client/app-client';

/** A probability as «0.71». */
export function formatProbability(p: number): string {
  return Number.isFinite(p) ? p.toFixed(2) : '—';
}

/** A match weight with its sign, as «+1.3» or «−2.4» (log2 units). */
export function formatWeight(w: number): string {
  if (!Number.isFinite(w)) return '—';
  const r = Math.round(w * 10) / 10;
  if (r === 0) return '0';
  return (r > 0 ? '+' : '−') + Math.abs(r).toFixed(1);
}

const GUARD = /^(different-|antonym|years-differ|far-apart|places-apart|names-(conflict|disagree)|one-field-only|colour-|other-public-suffix|guard-|hyphens-only|one-edit|single-evidence|fit-implausible|one-to-one|cluster-(key-conflict|oversized|sparse))/;
const SUPPORT = /^(same-|similar-|exact-|venue-name-|venue-acronym|within-distance)/;

/** Whether a reason argues against a match (a guard), for it, or neither. */
export function reasonTone(r: Reason): 'guard' | 'support' | 'neutral' {
  if (GUARD.test(r.code) || (r.weight !== undefined && r.weight < 0)) return 'guard';
  if (SUPPORT.test(r.code) || (r.weight !== undefined && r.weight > 0)) return 'support';
  return 'neutral';
}

/** A reason in words: `years-differ` «2025 vs 2026» → «years differ: 2025 vs 2026». */
export function reasonText(r: Reason): string {
  const words = r.code.replace(/-/g, ' ');
  const detail = r.detail ? `: ${r.detail}` : '';
  const weight = r.weight !== undefined && Number.isFinite(r.weight) ? ` (${formatWeight(r.weight)})` : '';
  return words + detail + weight;
}

/** A review item kind in words. */
export function kindText(kind: string): string {
  return kind.replace(/-/g, ' ');
}

/** A verdict in the words of the buttons. */
export function verdictText(v: 'same' | 'different' | 'unsure' | undefined): string {
  return v === undefined ? 'undecided' : v;
}
