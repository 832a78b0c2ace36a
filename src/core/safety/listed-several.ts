/**
 * A source lists a thing once. Rows that one source holds twice, equal in every column, are one row written twice or
 * two things the columns do not tell apart (two showings of a play once the start is gone, two card payments of one
 * amount at one shop on one day). One source doing it says nothing: a customer file holds its own duplicates. Two
 * sources doing it for what the run merges across them is no accident of either: the list's things repeat in every
 * source, so none of the merges that touch those rows is sure.
 */
import { DECISION_CODE, type Reason } from '../../domain/decision';
import type { InputColumn } from '../profiles/types';
import { exactRowKeys } from '../profiles/row-keys';
import { recordSources } from '../profiles/list-sources';

/** Rows of one source equal in every column, and the sources that hold such groups. */
export interface SourceRepeats {
  /** Per record: its group of rows its own source holds alike (1, 2, …), 0 when it is alone in its source. */
  group: Int32Array;
  /** Rows per group (index = group id). */
  size: Int32Array;
  /** Per record, its source (file and source-column value, or the profile's). */
  source: Int32Array;
  /** The profile holds that each source lists a thing once (a shop column): its rows alike are several things. */
  once: boolean;
}

/**
 * The groups of rows each source holds alike (see {@link SourceRepeats}); null when the list names one source.
 * `rowClass`: rows equal in every column, as blocking found them (engine/candidates.ts); absent, they are grouped here.
 */
export function sourceRepeats(
  columns: readonly InputColumn[],
  recordCount: number,
  sourceOf?: Uint16Array,
  rowClass?: Uint32Array,
  listsOnce?: ArrayLike<number>,
): SourceRepeats | null {
  const source = listsOnce ? Int32Array.from(listsOnce) : recordSources(columns, recordCount, sourceOf);
  if (!source) return null;
  const classOf = rowClass ?? equalRows(columns, recordCount);
  let sources = 0;
  for (let r = 0; r < recordCount; r++) sources = Math.max(sources, source[r] + 1);
  const key = (r: number) => classOf[r] * sources + source[r];
  const count = new Map<number, number>();
  for (let r = 0; r < recordCount; r++) if (classOf[r] !== 0) count.set(key(r), (count.get(key(r)) ?? 0) + 1);
  const group = new Int32Array(recordCount);
  const sizes = [0];
  const idOf = new Map<number, number>();
  for (let r = 0; r < recordCount; r++) {
    if (classOf[r] === 0) continue;
    const k = key(r);
    const n = count.get(k)!;
    if (n < 2) continue;
    let id = idOf.get(k);
    if (id === undefined) idOf.set(k, (id = sizes.push(n) - 1));
    group[r] = id;
  }
  return { group, size: Int32Array.from(sizes), source, once: listsOnce !== undefined };
}

/** Per record, its class of rows equal in every column (row-keys.ts; 0 when empty or alone). */
function equalRows(columns: readonly InputColumn[], recordCount: number): Uint32Array {
  const firstOf = new Map<string, number>();
  const classOf = new Uint32Array(recordCount);
  exactRowKeys({ columns, recordCount }).forEach((k, r) => {
    if (k === '') return;
    const f = firstOf.get(k);
    if (f === undefined) firstOf.set(k, r);
    else classOf[r] = classOf[f] = f + 1;
  });
  return classOf;
}

/** One comparison's similarities per pair and the least similarity of its agreeing levels. */
export interface AgreementColumn {
  similarities: ArrayLike<number>;
  threshold: number;
}

/** Whether pair p agrees at some level on every comparison both records fill (and on at least one). */
function alike(comparisons: readonly AgreementColumn[], p: number): boolean {
  let filled = 0;
  for (const c of comparisons) {
    const s = c.similarities[p];
    if (Number.isNaN(s)) continue;
    if (s < c.threshold) return false;
    filled++;
  }
  return filled > 0;
}

/**
 * The reason a merge touching a group that sources echo gets, by pair: groups of rows alike in one source that a
 * candidate pair joins to a group of rows alike in another source — a pair the run (as decided) merges or sends to
 * review, or one agreeing on every field both fill. Where the profile holds that a source lists a thing once, every
 * group is several things.
 */
export function listedSeveralTimes(
  repeats: SourceRepeats,
  left: Uint32Array,
  right: Uint32Array,
  levels: Uint8Array,
  comparisons: readonly AgreementColumn[],
): (p: number) => Reason | null {
  const { group, size, source, once } = repeats;
  if (once)
    return (p) => {
      const g = group[left[p]] || group[right[p]];
      if (g === 0) return null;
      return {
        code: 'listed-several-times',
        detail: `a source that lists a thing once holds ${size[g]} rows alike: the columns do not tell them apart`,
      };
    };
  // Per echoed group, the size of the largest group of another source it may be.
  const echo = new Map<number, number>();
  for (let p = 0; p < levels.length; p++) {
    const [a, b] = [left[p], right[p]];
    const [ga, gb] = [group[a], group[b]];
    if (ga === 0 || gb === 0 || source[a] === source[b]) continue;
    if (levels[p] === DECISION_CODE.distinct && !alike(comparisons, p)) continue;
    echo.set(ga, Math.max(echo.get(ga) ?? 0, size[gb]));
    echo.set(gb, Math.max(echo.get(gb) ?? 0, size[ga]));
  }
  if (echo.size === 0) return () => null;
  return (p) => {
    const g = echo.has(group[left[p]]) ? group[left[p]] : echo.has(group[right[p]]) ? group[right[p]] : 0;
    if (g === 0) return null;
    return {
      code: 'listed-several-times',
      detail: `one source holds ${size[g]} rows alike, another ${echo.get(g)}: the columns do not tell them apart`,
    };
  };
}
