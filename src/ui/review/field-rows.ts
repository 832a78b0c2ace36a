/**
 * The rows of the pair card's field table: each compared field with its raw and normalized values,
 * plus the columns no comparison used; contributions sum, with the prior, to the total weight.
 */
import type { PairCardView } from '../../client/app-client';

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
    });
  }
  for (const column of columns) {
    if (seen.has(column)) continue;
    const l = card.left.values[column] ?? '';
    const r = card.right.values[column] ?? '';
    rows.push({ name: column, rawLeft: l, rawRight: r, normLeft: l, normRight: r, similarity: NaN, kernel: '', level: '', weight: 0, compared: false });
  }
  return rows;
}

/** Whether a row shows the same value on both sides (in the chosen view). */
export function isIdentical(row: FieldRow, normalized: boolean): boolean {
  return normalized ? row.normLeft === row.normRight : row.rawLeft === row.rawRight;
}

/** The «why» line: the largest contributions by magnitude (at most `n`), in words. */
export function topContributions(rows: FieldRow[], n = 3): string[] {
  return rows
    .filter((r) => r.compared && r.weight !== 0 && Number.isFinite(r.weight))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, n)
    .map((r) => {
      const sim = Number.isNaN(r.similarity) ? 'missing' : `${r.kernel} ${r.similarity.toFixed(2)}`;
      const w = Math.round(r.weight * 10) / 10;
      return `${r.name} (${sim}, ${w > 0 ? '+' : '−'}${Math.abs(w).toFixed(1)})`;
    });
}

/** Prior and running totals of the waterfall: after the prior, after each compared row. */
export function waterfall(prior: number, rows: FieldRow[]): Array<{ name: string; weight: number; running: number; probability: number }> {
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
