/**
 * Grouping of records by key without a map of arrays: every (record, key) occurrence gets a 32-bit
 * hash, occurrences are radix-sorted by hash (stable, so records stay ascending), and runs of equal
 * hash become blocks after their keys are compared exactly (a hash collision only splits a run).
 * Keys come as strings or already hashed (HashedKeys: MinHash bands, deletion neighbourhoods), so
 * tens of millions of keys need not be tens of millions of strings.
 */
import type { BlockSet } from './blocks';
import { fnv1a } from '../hash';
import { Growable } from './growable';

/**
 * A rule's keys as numbers: record r's keys are the occurrences start[r] … start[r + 1), `hash[o]`
 * occurrence o's 32-bit hash; two occurrences hold the same key exactly when `same(a, b)`;
 * `text(o)` spells the key (reports only). Within one record every key is distinct.
 */
export interface HashedKeys {
  start: Uint32Array;
  hash: Uint32Array;
  same(a: number, b: number): boolean;
  text(o: number): string;
}

/** A rule's keys: per record its list of strings ('' is no key), or hashed occurrences. */
export type RuleKeys = ReadonlyArray<readonly string[]> | HashedKeys;

/** Whether the keys are hashed occurrences rather than lists of strings. */
export function isHashed(keys: RuleKeys): keys is HashedKeys {
  return (keys as HashedKeys).hash instanceof Uint32Array;
}

/** Record r's keys as strings (for tests and debugging). */
export function keysOfRecord(keys: RuleKeys, r: number): string[] {
  if (!isHashed(keys)) return keys[r].filter((k) => k !== '');
  const out: string[] = [];
  for (let o = keys.start[r]; o < keys.start[r + 1]; o++) out.push(keys.text(o));
  return out;
}

/** String equality by code units (faster than === on the cons strings that slicing builds). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/** Lists of string keys as hashed occurrences ('' dropped), hashed by `hash32`. */
function hashStrings(keys: ReadonlyArray<readonly string[]>, hash32: (key: string) => number): HashedKeys {
  const n = keys.length;
  const start = new Uint32Array(n + 1);
  for (let r = 0; r < n; r++) {
    let c = 0;
    for (const k of keys[r]) if (k !== '') c++;
    start[r + 1] = start[r] + c;
  }
  const flat: string[] = new Array(start[n]);
  const hash = new Uint32Array(start[n]);
  for (let r = 0, o = 0; r < n; r++) for (const k of keys[r]) if (k !== '') ((flat[o] = k), (hash[o++] = hash32(k)));
  return { start, hash, same: (a, b) => sameText(flat[a], flat[b]), text: (o) => flat[o] };
}

/** Stable counting sort of (hash, item) pairs by 16 bits of the hash (`shift` 0 or 16), into two new arrays. */
function radixPass(
  hashes: Uint32Array,
  items: Uint32Array | null,
  shift: number,
): { hashes: Uint32Array; items: Uint32Array } {
  const count = hashes.length;
  const buckets = new Uint32Array(65537);
  for (let i = 0; i < count; i++) buckets[((hashes[i] >>> shift) & 0xffff) + 1]++;
  for (let d = 0; d < 65536; d++) buckets[d + 1] += buckets[d];
  const outHashes = new Uint32Array(count);
  const outItems = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const h = hashes[i];
    const at = buckets[(h >>> shift) & 0xffff]++;
    outHashes[at] = h;
    outItems[at] = items ? items[i] : i;
  }
  return { hashes: outHashes, items: outItems };
}

/** Occurrences sorted by hash (two stable passes), the sorted hashes, and a spare buffer of the same length. */
function sortByHash(hash: Uint32Array): { sorted: Uint32Array; order: Uint32Array; spare: Uint32Array } {
  const low = radixPass(hash, null, 0);
  const { hashes: sorted, items: order } = radixPass(low.hashes, low.items, 16);
  return { sorted, order, spare: low.items };
}

const NONE = 0xffffffff;

/**
 * Blocks of records sharing a key; `keys` per record (strings, '' is no key) or hashed. `hash32`
 * replaces the string hash (tests).
 */
export function groupKeys(keys: RuleKeys, hash32: (key: string) => number = fnv1a): BlockSet {
  const occ = isHashed(keys) ? keys : hashStrings(keys, hash32);
  const n = occ.start.length - 1;
  const { start, same } = occ;
  const m = start[n];
  const { sorted, order, spare } = sortByHash(occ.hash);
  const recordOfOcc = new Uint32Array(m);
  for (let r = 0; r < n; r++) recordOfOcc.fill(r, start[r], start[r + 1]);
  // Each occurrence's run head (the run's first occurrence; NONE alone in its run), then one pass in
  // occurrence order (string keys lie in memory roughly in that order) marks runs whose keys differ.
  const head = spare;
  for (let s = 0; s < m;) {
    let e = s + 1;
    while (e < m && sorted[e] === sorted[s]) e++;
    for (let i = s; i < e; i++) head[order[i]] = e - s > 1 ? order[s] : NONE;
    s = e;
  }
  const mixed = new Uint8Array(m); // on a run's first occurrence
  for (let o = 0; o < m; o++) {
    const h = head[o];
    if (h !== NONE && h !== o && !same(o, h)) mixed[h] = 1;
  }
  const offsets = new Growable();
  const records = new Growable();
  const first = new Growable();
  offsets.push(0);
  // One group of occurrences with the same key (ascending): a block when it spans two records.
  const emit = (group: ArrayLike<number>, from: number, to: number) => {
    const before = records.length;
    let last = -1;
    for (let i = from; i < to; i++) {
      const r = recordOfOcc[group[i]];
      if (r !== last) records.push(r);
      last = r;
    }
    if (records.length - before > 1) {
      offsets.push(records.length);
      first.push(group[from]);
    } else records.length = before;
  };
  for (let s = 0; s < m;) {
    let e = s + 1;
    while (e < m && sorted[e] === sorted[s]) e++;
    const [from, to] = [s, e];
    s = e;
    if (to - from < 2) continue;
    if (!mixed[order[from]]) {
      emit(order, from, to);
      continue;
    }
    // A collision: group the run by exact key, in order of first occurrence.
    const groups: number[][] = [];
    for (let i = from; i < to; i++) {
      const o = order[i];
      const list = groups.find((g) => same(g[0], o));
      if (list) list.push(o);
      else groups.push([o]);
    }
    for (const list of groups) if (list.length > 1) emit(list, 0, list.length);
  }
  const firstOcc = first.done();
  const recordsOut = records.done();
  const offsetsOut = offsets.done();
  return {
    count: firstOcc.length,
    offsets: offsetsOut,
    records: recordsOut,
    first: firstOcc,
    keyOf: (b) => occ.text(firstOcc[b]),
  };
}
