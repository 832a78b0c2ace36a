/**
 * References of a numbered series («INV-004417», «SI 93», «CN-1281»): one clerk keys the invoice's number as printed,
 * another the number alone («4417»). Where a code column itself shows one number written both ways, its series
 * references are compared by their numbers (zero padding dropped), and the series letters are a check of their own: two
 * references of two series («INV-1281» / «CN-1281», an invoice and its credit note) are two documents. See
 * docs/DECISIONS.md (D154).
 */
import type { Reason } from '../../domain/decision';
import type { FieldKind } from '../../domain/field';
import { foldToAscii } from '../normalize/fold';
import type { InputColumn, ProfileComparison } from './types';

/**
 * Up to eight series letters (a code, or the word a number is written with: «episode», «issue»), a separator, the
 * number («inv-004417», «si 93», «Ep. 212», «4417»).
 */
const SERIES = /^([a-z]{0,8})[\s\-/.#:]*0*(\d+)$/;

/** Kinds whose columns may hold series references: codes, identifiers, and columns of no other kind («Episode 212»). */
export const SERIES_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['code', 'id', 'other']);

/** Numbers shorter than this coincide by chance (a count, a house number): they witness nothing. */
const MIN_WITNESS_DIGITS = 3;

/** Share of a column's filled values that must be series references. */
const MIN_SERIES_SHARE = 0.9;

/**
 * Numbers written both bare and with series letters that make a column one that writes its numbers both ways: at least
 * this many, and this share of the distinct numbers written with letters.
 */
const MIN_WITNESSES = 3;
const MIN_WITNESS_SHARE = 0.01;

/** A code column read as series references: per record its number (zero padding dropped) and its series letters. */
export interface SeriesReferences {
  numbers: string[];
  letters: string[];
  /** The column writes one number both bare and with its letters: compare references by number. */
  bothWays: boolean;
  /**
   * Its references carry series letters and their numbers run in sequence (a share of them have their successor in
   * the column too): a number one digit off is likely the next reference in use, not a slip of the pen. Bare numbers
   * alone (a house number, a postcode of digits) may run in sequence too, and name places many records share.
   */
  sequential: boolean;
}

/** Share of a column's distinct numbers whose successor is in the column too that makes it a running sequence. */
const MIN_SUCCESSOR_SHARE = 0.1;

/** Share of a column's references written with series letters that makes it a column of lettered references. */
const MIN_LETTERED_SHARE = 0.2;

const cache = new WeakMap<readonly string[], SeriesReferences | null>();

/**
 * The column's values as series references, or null when they are not (most values something else, or too few
 * numbers to tell how the column writes them).
 */
export function seriesReferences(values: readonly string[]): SeriesReferences | null {
  const known = cache.get(values);
  if (known !== undefined) return known;
  const numbers: string[] = [];
  const letters: string[] = [];
  let filled = 0;
  let series = 0;
  let withLetters = 0;
  const bare = new Set<string>();
  const lettered = new Set<string>();
  for (const raw of values) {
    const v = foldToAscii(raw ?? '')
      .toLowerCase()
      .trim();
    if (v !== '') filled++;
    const m = SERIES.exec(v);
    numbers.push(m ? m[2] : '');
    letters.push(m ? m[1] : '');
    if (!m) continue;
    series++;
    if (m[1] !== '') withLetters++;
    if (m[2].length >= MIN_WITNESS_DIGITS) (m[1] === '' ? bare : lettered).add(m[2]);
  }
  let witnesses = 0;
  for (const n of lettered) if (bare.has(n)) witnesses++;
  const distinct = new Set([...bare, ...lettered]);
  let successors = 0;
  for (const n of distinct) if (distinct.has(String(Number(n) + 1))) successors++;
  const out =
    filled > 0 && series >= MIN_SERIES_SHARE * filled && distinct.size >= MIN_WITNESSES
      ? {
          numbers,
          letters,
          bothWays: witnesses >= Math.max(MIN_WITNESSES, MIN_WITNESS_SHARE * lettered.size),
          sequential: withLetters >= MIN_LETTERED_SHARE * series && successors >= MIN_SUCCESSOR_SHARE * distinct.size,
        }
      : null;
  cache.set(values, out);
  return out;
}

/**
 * Why two references are two documents, or null: both carry series letters and they differ, neither a short form of
 * the other («INV vs CN»; «Ep.» is «Episode»), or the column runs in sequence and their numbers differ («1631 vs
 * 1632»: the next invoice, not a slip).
 */
export function seriesDiffer(refs: SeriesReferences, a: number, b: number): string | null {
  const [x, y] = [refs.letters[a], refs.letters[b]];
  // «Ep.» and «Episode» are one word written short and long.
  if (x !== '' && y !== '' && !x.startsWith(y) && !y.startsWith(x)) return `${x.toUpperCase()} vs ${y.toUpperCase()}`;
  const [m, n] = [refs.numbers[a], refs.numbers[b]];
  return refs.sequential && m !== '' && n !== '' && m !== n ? `${m} vs ${n}` : null;
}

/**
 * The generic model's check that two records are two documents, or null: amounts of opposite sign in a column that
 * writes both signs (a charge and its credit, core/profiles/numeric-comparisons.ts), or two references of a series
 * ({@link seriesDiffer}). `used` and `comparisons` index for index. Not where records are people: a mistyped number of
 * a person's is for the weights to judge.
 */
export function documentsDiffer(
  used: readonly InputColumn[],
  comparisons: readonly ProfileComparison[],
  people: boolean,
): (a: number, b: number) => Reason | null {
  const signed = comparisons.filter((c, i) => c.numeric?.signed && used[i].kind === 'amount');
  const series = people
    ? []
    : used.flatMap((c) => {
        const refs = SERIES_KINDS.has(c.kind) ? seriesReferences(c.values) : null;
        return refs ? [{ name: c.name, refs }] : [];
      });
  return (a, b) => {
    for (const c of signed)
      if (c.numeric!.numbers[a] * c.numeric!.numbers[b] < 0)
        return { code: 'amounts-opposite', detail: `${c.name}: ${c.values[a]} vs ${c.values[b]}` };
    for (const { name, refs } of series) {
      const differ = seriesDiffer(refs, a, b);
      if (differ) return { code: 'references-differ', detail: `${name}: ${differ}` };
    }
    return null;
  };
}
