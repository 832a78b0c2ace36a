/**
 * Grouping of records by key without a map of arrays: every (record, key) occurrence gets a 32-bit
 * hash, occurrences are radix-sorted by hash (stable, so records stay ascending), and runs of equal
 * hash become blocks after their strings are compared (a hash collision only splits a run).
 */
import type { BlockSet } from './blocks';
import { Growable } from './growable';

/** FNV-1a over UTF-16 code units with murmur3's finalizer. */
function fnvHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
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
const EMPTY = 1;
const MIXED = 2;

/** String equality by code units (faster than === on the cons strings that slicing builds). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/** Blocks of records sharing a key; `keys[r]` lists record r's keys ('' is no key). `hash` is for tests. */
export function groupKeys(keys: ReadonlyArray<readonly string[]>, hash32: (key: string) => number = fnvHash): BlockSet {
  const n = keys.length;
  // Occurrence o of record r's k-th key: o = start[r] + k.
  const start = new Uint32Array(n + 1);
  for (let r = 0; r < n; r++) start[r + 1] = start[r] + keys[r].length;
  const m = start[n];
  const hash = new Uint32Array(m);
  const flags = new Uint8Array(m); // EMPTY per occurrence; MIXED on a run's first occurrence
  for (let r = 0; r < n; r++) {
    const list = keys[r];
    for (let k = 0; k < list.length; k++) {
      if (list[k] === '') flags[start[r] + k] = EMPTY;
      else hash[start[r] + k] = hash32(list[k]);
    }
  }
  const { sorted, order, spare } = sortByHash(hash);
  // The hash buffer becomes each occurrence's record.
  const recordOfOcc = hash;
  for (let r = 0; r < n; r++) recordOfOcc.fill(r, start[r], start[r + 1]);
  const recordOf = (o: number) => recordOfOcc[o];
  const keyAt = (o: number) => {
    const r = recordOf(o);
    return keys[r][o - start[r]];
  };
  // Each occurrence's run head (the run's first occurrence; NONE alone in its run), then one pass in
  // record order (the strings lie in memory roughly in that order) flags runs whose strings differ.
  const head = spare;
  for (let s = 0; s < m;) {
    let e = s + 1;
    while (e < m && sorted[e] === sorted[s]) e++;
    for (let i = s; i < e; i++) head[order[i]] = e - s > 1 ? order[s] : NONE;
    s = e;
  }
  for (let r = 0; r < n; r++) {
    const list = keys[r];
    for (let k = 0, o = start[r]; k < list.length; k++, o++) {
      const h = head[o];
      if (h === NONE) continue;
      if (flags[o] & EMPTY || (h !== o && !sameText(list[k], keyAt(h)))) flags[h] |= MIXED;
    }
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
      const r = recordOf(group[i]);
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
    if (!(flags[order[from]] & MIXED)) {
      emit(order, from, to);
      continue;
    }
    // A collision (or '' among hash-0 keys): group the run by its strings, in order of first occurrence.
    const groups = new Map<string, number[]>();
    for (let i = from; i < to; i++) {
      const o = order[i];
      if (flags[o] & EMPTY) continue;
      const k = keyAt(o);
      const list = groups.get(k);
      if (list) list.push(o);
      else groups.set(k, [o]);
    }
    for (const list of groups.values()) if (list.length > 1) emit(list, 0, list.length);
  }
  const firstOcc = first.done();
  const recordsOut = records.done();
  const offsetsOut = offsets.done();
  return {
    count: firstOcc.length,
    offsets: offsetsOut,
    records: recordsOut,
    first: firstOcc,
    keyOf: (b) => keyAt(firstOcc[b]),
  };
}
