/** Number and reason formatting shared by the review, clusters and golden record screens. */
import type { Reason, ReviewItemView } from '../../client/app-client';
import { holdReason, reasonInfo, type ReasonTone } from '../../domain/reasons';

/**
 * A probability or score as «0.71», cut (not rounded) to two decimals, so a score below a threshold
 * never reads as the threshold: 0.9899 is «0.98» beside «merge ≥ 0.99». Float32 scores (0.95 stored
 * as 0.94999999) keep their written value.
 */
export function formatProbability(p: number): string {
  return Number.isFinite(p) ? (Math.floor(p * 100 + 1e-4) / 100).toFixed(2) : '—';
}

/** A match weight with its sign, as «+1.3» or «−2.4» (log2 units). */
export function formatWeight(w: number): string {
  if (!Number.isFinite(w)) return '—';
  const r = Math.round(w * 10) / 10;
  if (r === 0) return '0';
  return (r > 0 ? '+' : '−') + Math.abs(r).toFixed(1);
}

/** Whether a reason argues against a match, for it, or neither: the registry's tone, else the weight's sign. */
export function reasonTone(r: Reason): ReasonTone {
  const tone = reasonInfo(r.code)?.tone ?? 'neutral';
  if (tone !== 'neutral') return tone;
  if (r.weight !== undefined && r.weight < 0) return 'guard';
  return r.weight !== undefined && r.weight > 0 ? 'support' : 'neutral';
}

/** A reason's code in words, without its detail: `years-differ` → «years differ». */
export function reasonWords(r: Reason): string {
  return reasonInfo(r.code)?.words ?? r.code.replace(/-/g, ' ');
}

/** A reason in words: `years-differ` «2025 vs 2026» → «years differ: 2025 vs 2026». */
export function reasonText(r: Reason): string {
  const words = reasonWords(r);
  const detail = r.detail ? `: ${r.detail}` : '';
  const weight = r.weight !== undefined && Number.isFinite(r.weight) ? ` (${formatWeight(r.weight)})` : '';
  return words + detail + weight;
}

/**
 * What holds a queued pair back from merging, as its row and card say «held: …»: none for an
 * automatic merge offered for checking (a Calibrate batch's merge band), nor when the reason is the
 * item's own kind (a weak link queued as a weak link).
 */
export function heldReason(item: Pick<ReviewItemView, 'kind' | 'reasons'>): Reason | undefined {
  if (item.kind === 'merge-band') return undefined;
  const held = holdReason(item.reasons);
  return held && held.code !== item.kind ? held : undefined;
}

/** A review item kind in words. */
export function kindText(kind: string): string {
  return kind.replace(/-/g, ' ');
}

/** A decision in the words of the buttons. */
export function humanDecisionText(v: 'same' | 'different' | 'unsure' | undefined): string {
  return v === undefined ? 'undecided' : v;
}
