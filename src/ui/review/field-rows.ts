/**
 * The rows of the pair card's field table: each compared field with its raw and normalized values,
 * plus the columns no comparison used; contributions sum, with the prior, to the total weight.
 */
import type { PairCardView, Reason } from '../../client/app-client';
import { formatWeight } from './format';

/** One row of the field table. */
export interface FieldRow {
  name: string;
  rawLeft: string;
  rawRight: string;
  /** The compared (normalized) values; equal to the raw ones for columns no comparison used. */
  normLeft: string;
  normRight: string;
  /** 0..1, NaN when a value is empty or the column is not compared. */
  similarity: number;
  kernel: string;
  level: string;
  /** Match weight contribution, log2 units. */
  weight: number;
  compared: boolean;
  /** The contribution in words (level weight, term-frequency adjustment), when the engine gave it. */
  detail?: string;
}

/** Field rows of a card: comparisons first (in the profile's order), then the other columns. */
export function fieldRows(card: PairCardView): FieldRow[] {
  const rows: FieldRow[] = [];
  const seen = new Set<string>();
  const columns = Object.keys(card.left.values);
  for (const f of card.fields) {
    const column = columns.includes(f.comparison) ? f.comparison : undefined;
    if (column) seen.add(column);
    rows.push({
      name: f.comparison,
      rawLeft: column ? card.left.values[column] : f.left,
      rawRight: column ? card.right.values[column] : f.right,
      normLeft: f.left,
      normRight: f.right,
      similarity: f.similarity,
      kernel: f.kernel,
      level: f.level,
      weight: f.weight,
      compared: true,
      ...(f.detail && f.tf ? { detail: f.detail } : {}),
    });
  }
  for (const column of columns) {
    if (seen.has(column)) continue;
    const l = card.left.values[column] ?? '';
    const r = card.right.values[column] ?? '';
    rows.push({
      name: column,
      rawLeft: l,
      rawRight: r,
      normLeft: l,
      normRight: r,
      similarity: NaN,
      kernel: '',
      level: '',
      weight: 0,
      compared: false,
    });
  }
  return rows;
}

/** Whether a row shows the same value on both sides (in the chosen view). */
export function isIdentical(row: FieldRow, normalized: boolean): boolean {
  return normalized ? row.normLeft === row.normRight : row.rawLeft === row.rawRight;
}

/** A row's contribution in the words of the «why» line: «email (exact 1.00, +6.5)». */
function contributionText(r: FieldRow): string {
  const sim = Number.isNaN(r.similarity) ? 'missing' : `${r.kernel} ${r.similarity.toFixed(2)}`;
  return `${r.name} (${sim}, ${formatWeight(r.weight)})`;
}

/** The «why» line: the largest contributions by magnitude (at most `n`), in words. */
export function topContributions(rows: FieldRow[], n = 3): string[] {
  return rows
    .filter((r) => r.compared && r.weight !== 0 && Number.isFinite(r.weight))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, n)
    .map(contributionText);
}

/** Compared rows hidden as identical, summed into one row of the table. */
export interface HiddenIdentical {
  names: string[];
  /** Σ of their contributions, log2 units. */
  weight: number;
}

/**
 * What the card shows of the match weight: the rows in view, the hidden identical rows as one summed
 * row, the prior and the total, and a «why» line naming only what is in view. By construction
 * prior + Σ shown contributions + hidden.weight = the card's total weight.
 */
export interface CardExplanation {
  shown: FieldRow[];
  hidden: HiddenIdentical;
  /** Uncompared columns hidden as identical (no contribution). */
  hiddenColumns: number;
  prior: number;
  total: number;
  why: string[];
}

/** The one explanation of a card, for the field table, the «why» line and the waterfall alike. */
export function explainCard(
  card: PairCardView,
  view: { normalized: boolean; showIdentical: boolean },
  n = 3,
): CardExplanation {
  const rows = fieldRows(card);
  const shown = view.showIdentical ? rows : rows.filter((r) => !isIdentical(r, view.normalized));
  const hiddenRows = view.showIdentical ? [] : rows.filter((r) => isIdentical(r, view.normalized));
  const hiddenCompared = hiddenRows.filter((r) => r.compared);
  const hidden = {
    names: hiddenCompared.map((r) => r.name),
    weight: hiddenCompared.reduce((s, r) => s + (Number.isFinite(r.weight) ? r.weight : 0), 0),
  };
  const candidates: Array<{ weight: number; text: string }> = shown
    .filter((r) => r.compared && r.weight !== 0 && Number.isFinite(r.weight))
    .map((r) => ({ weight: r.weight, text: contributionText(r) }));
  if (hidden.names.length > 0 && Math.abs(hidden.weight) >= 0.05)
    candidates.push({
      weight: hidden.weight,
      text: `${identicalText(hidden.names.length)} (${formatWeight(hidden.weight)})`,
    });
  const why = candidates
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, n)
    .map((c) => c.text);
  return {
    shown,
    hidden,
    hiddenColumns: hiddenRows.length - hiddenCompared.length,
    prior: card.priorWeight,
    total: card.totalWeight,
    why,
  };
}

/** «4 identical fields» / «1 identical field». */
export function identicalText(n: number): string {
  return `${n} identical field${n === 1 ? '' : 's'}`;
}

/**
 * How the card states its score. `weights`: the score is the match probability of the shown weight.
 * `rule`: a rule decided (a rule profile, an exact duplicate, a guard or cap of the safety net) — the
 * reasons that decided are named, and the field evidence is shown as a probability too, on the
 * score's own 0..1 scale.
 */
export interface ScoreStatement {
  basis: 'weights' | 'rule';
  score: number;
  evidence: { weight: number; probability: number };
  /** The reasons that decided the score (basis `rule`); weighted field reasons left out. */
  decidedBy: Reason[];
}

/**
 * The statement of a card's score; a score more than 0.005 away from the weight's probability was decided by a rule.
 */
export function scoreStatement(card: PairCardView): ScoreStatement {
  const probability = 1 / (1 + 2 ** -card.totalWeight);
  const evidence = { weight: card.totalWeight, probability };
  const byRule = card.scoreBasis === 'rules' || !(Math.abs(card.score - probability) <= 0.005);
  const decidedBy = byRule
    ? card.reasons.filter((r) => r.weight === undefined && r.code !== 'prior' && !r.code.includes(': '))
    : [];
  return { basis: byRule ? 'rule' : 'weights', score: card.score, evidence, decidedBy };
}

/** Prior and running totals of the waterfall: after the prior, after each compared row. */
export function waterfall(
  prior: number,
  rows: FieldRow[],
): Array<{ name: string; weight: number; running: number; probability: number }> {
  const out = [];
  let running = prior;
  const prob = (w: number) => 1 / (1 + 2 ** -w);
  out.push({ name: 'prior', weight: prior, running, probability: prob(running) });
  for (const r of rows) {
    if (!r.compared) continue;
    running += r.weight;
    out.push({ name: r.name, weight: r.weight, running, probability: prob(running) });
  }
  return out;
}
