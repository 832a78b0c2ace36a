/**
 * Reasons of many candidate pairs, columnar: each distinct list of reasons is stored once and a pair
 * holds its index. A million pairs share a few thousand lists (codes and details repeat), so this
 * replaces millions of small arrays and objects with one Uint32Array.
 */
import type { Reason } from '../domain/decision';

/**
 * Lists kept as their codes alone (and the match weight): the details of a distinct pair («model-different: 16amn7 vs
 * 16irx9», «similar-name: 0.71») make nearly every list unique, and hundreds of thousands of them held the heap of a
 * 100 k-listing run; they are made again from the pair when read (ReasonColumn.at).
 */
const ELIDED = new WeakSet<readonly Reason[]>();

/** Whether a list holds its reasons' codes only, its details made again when a pair's reasons are read. */
export function isElided(list: readonly Reason[]): boolean {
  return ELIDED.has(list);
}

/** A list with reason `index` replaced, elided when `list` is. */
export function withReason(list: readonly Reason[], index: number, reason: Reason): Reason[] {
  const out = list.map((r, i) => (i === index ? reason : r));
  if (ELIDED.has(list)) ELIDED.add(out);
  return out;
}

/**
 * Pair p's reasons are `lists[ids[p]]`; lists are shared between pairs and must not be changed. An elided list's
 * details come from `details(p)` (the pair decided again), when given.
 */
export class ReasonColumn {
  constructor(
    readonly ids: Uint32Array,
    readonly lists: ReadonlyArray<readonly Reason[]>,
    private readonly details?: (p: number) => readonly Reason[],
  ) {}

  /** Number of pairs. */
  get length(): number {
    return this.ids.length;
  }

  /** The reasons of pair p (shared: copy before changing), with their details. */
  at(p: number): readonly Reason[] {
    const list = this.lists[this.ids[p]];
    return this.details && ELIDED.has(list) ? this.details(p) : list;
  }

  /** Reasons of pairs `start … end − 1` as mutable copies of the lists (for storage and export). */
  slice(start: number, end: number): Reason[][] {
    const out: Reason[][] = [];
    for (let p = start; p < Math.min(end, this.ids.length); p++) out.push(this.at(p).map((r) => ({ ...r })));
    return out;
  }
}

/** Exact text of a value, length-prefixed: its type, and -0 apart from 0. */
function valueKey(v: unknown): string {
  const text =
    typeof v === 'number'
      ? Object.is(v, -0)
        ? 'n-0'
        : `n${v}`
      : typeof v === 'string'
        ? `s${v}`
        : `${typeof v}${String(v)}`;
  return `${text.length}:${text}`;
}

const SHAPE_NAMES = ['code', 'detail', 'weight'];

/**
 * A frozen copy of a reason. Built by assignment, not spread: in V8 a frozen spread copy got a hidden class of its
 * own (a quarter of a 10 k-listing run's heap), an assigned one shares the class of its shape.
 */
function frozenCopy(r: Reason): Reason {
  return Object.freeze(Object.assign({}, r));
}

/** A 53-bit hash of a text (two 32-bit FNV-1a hashes with different offsets). */
function textHash(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0) * 0x200000 + (b >>> 11);
}

/** Whether two reason lists are equal in every property: names, their order, values (types and -0 apart). */
function sameReasons(a: readonly Reason[], b: readonly Reason[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i] as unknown as Record<string, unknown>, b[i] as unknown as Record<string, unknown>];
    const [kx, ky] = [Object.keys(x), Object.keys(y)];
    if (kx.length !== ky.length) return false;
    for (let k = 0; k < kx.length; k++) if (kx[k] !== ky[k] || !Object.is(x[kx[k]], y[ky[k]])) return false;
  }
  return true;
}

/**
 * 1 for a reason of exactly `{code}`, 2 for exactly `{code, detail}`, 3 for exactly `{code, detail,
 * weight}` (strings and a number, in that order: a match weight as shown), else 0.
 */
function singleShape(r: Reason): number {
  let count = 0;
  for (const name in r) {
    if (name !== SHAPE_NAMES[count] || ++count > 3) return 0;
  }
  if (
    typeof r.code !== 'string' ||
    (count >= 2 && typeof r.detail !== 'string') ||
    (count === 3 && typeof r.weight !== 'number')
  )
    return 0;
  return count;
}

/** Builds a {@link ReasonColumn}: lists equal in every property (names, order, values) share one id. */
export class ReasonInterner {
  private readonly index = new Map<number, number[]>();
  private readonly lists: Reason[][] = [];

  /**
   * Lists of one reason `{code}` or `{code, detail}` (most lists), by code then detail (a key the list holds anyway).
   */
  private readonly codeOnly = new Map<string, number>();
  private readonly withDetail = new Map<string, Map<string, number>>();
  private readonly withWeight = new Map<string, Map<string, number>>();

  /** Elided lists by their codes (and shown weight). */
  private readonly codes = new Map<string, number>();

  /**
   * The id of a list kept as its codes alone (the match weight whole: few distinct values), its details made again
   * when read (ReasonColumn.at); for the many pairs whose reasons are rarely read (distinct ones).
   */
  internCodes(list: readonly Reason[]): number {
    let key = '';
    for (const r of list) key += r.code === 'match-weight' ? `${r.code}=${r.detail ?? ''}|` : `${r.code}|`;
    let id = this.codes.get(key);
    if (id === undefined) {
      const codes = Object.freeze(
        list.map((r) => (r.code === 'match-weight' ? frozenCopy(r) : Object.freeze({ code: r.code }))),
      ) as Reason[];
      ELIDED.add(codes);
      this.lists.push(codes);
      this.codes.set(key, (id = this.lists.length - 1));
    }
    return id;
  }

  /** The id of a list of reasons, stored on first sight. */
  intern(list: readonly Reason[]): number {
    if (ELIDED.has(list)) return this.internCodes(list);
    const shape = list.length === 1 ? singleShape(list[0]) : 0;
    if (shape === 1) {
      const id = this.codeOnly.get(list[0].code);
      if (id !== undefined) return id;
      this.codeOnly.set(list[0].code, this.lists.length);
      return this.store(list);
    }
    if (shape === 2 || shape === 3) {
      const byCode = shape === 2 ? this.withDetail : this.withWeight;
      let byDetail = byCode.get(list[0].code);
      if (!byDetail) byCode.set(list[0].code, (byDetail = new Map()));
      const key = shape === 2 ? list[0].detail! : `${list[0].detail!}\u0000${valueKey(list[0].weight)}`;
      const id = byDetail.get(key);
      if (id !== undefined) return id;
      byDetail.set(key, this.lists.length);
      return this.store(list);
    }
    // Lists are found by a hash of their text, compared whole on a hit: no key string is kept per list (keys held
    // most of a 100 k-listing run's heap).
    let key = '';
    for (const r of list) {
      for (const name in r) key += `${name.length}:${name}${valueKey((r as unknown as Record<string, unknown>)[name])}`;
      key += ';';
    }
    const hash = textHash(key);
    const ids = this.index.get(hash);
    if (ids !== undefined) for (const id of ids) if (sameReasons(this.lists[id], list)) return id;
    const id = this.store(list);
    if (ids) ids.push(id);
    else this.index.set(hash, [id]);
    return id;
  }

  private store(list: readonly Reason[]): number {
    this.lists.push(Object.freeze(list.map(frozenCopy)) as Reason[]);
    return this.lists.length - 1;
  }

  /** The column over pairs given their ids; `details(p)` gives an elided pair's reasons whole. */
  column(ids: Uint32Array, details?: (p: number) => readonly Reason[]): ReasonColumn {
    return new ReasonColumn(ids, this.lists, details);
  }
}
