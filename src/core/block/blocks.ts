import type { BlockingOptions, BlockingRule, RuleCount } from './rule';
import { groupKeys } from './group';

/**
 * The blocks of a rule in CSR form: block b holds `records[offsets[b] … offsets[b+1])`, ascending
 * and distinct, one block per distinct key held by at least two records. Blocks come in no set
 * order; `first[b]` ranks them in the order a pass over the records meets their keys.
 */
export interface BlockSet {
  count: number;
  offsets: Uint32Array;
  records: Uint32Array;
  /** Per block: the index of its key's first occurrence (records in order, each record's keys in order). */
  first: Uint32Array;
  /** The key of block b. */
  keyOf(b: number): string;
}

const built = new WeakMap<BlockingRule, BlockSet>();

/**
 * Group record indices by key: one block per distinct key with at least two records. Remembered
 * per rule object (a profile counts a rule's pairs before keeping it, blocking groups it again).
 */
export function buildBlocks(rule: BlockingRule): BlockSet {
  let blocks = built.get(rule);
  if (!blocks) built.set(rule, (blocks = groupKeys(rule.keys)));
  return blocks;
}

/** Forget a rule's remembered blocks (their memory goes once nothing else holds them). */
export function releaseBlocks(rule: BlockingRule): void {
  built.delete(rule);
}

/** The records of block b (a view, no copy). */
export function blockRecords(blocks: BlockSet, b: number): Uint32Array {
  return blocks.records.subarray(blocks.offsets[b], blocks.offsets[b + 1]);
}

/**
 * The records each record of a star block is paired with: the first record of every source (one hub without sources).
 */
export function starHubs(records: Uint32Array, opts: BlockingOptions): number[] {
  if (!opts.sourceOf) return [records[0]];
  const hubs = new Map<number, number>();
  for (const r of records) if (!hubs.has(opts.sourceOf[r])) hubs.set(opts.sourceOf[r], r);
  return [...hubs.values()];
}

/** Pairs a block of these records yields under the link mode, counted without generating them. */
export function blockPairCount(records: Uint32Array, opts: BlockingOptions, star = false): number {
  const n = records.length;
  if (star) return n - 1;
  const all = (n * (n - 1)) / 2;
  if (opts.mode !== 'link' || !opts.sourceOf) return all;
  const perSource = new Map<number, number>();
  for (const r of records) perSource.set(opts.sourceOf[r], (perSource.get(opts.sourceOf[r]) ?? 0) + 1);
  let within = 0;
  for (const c of perSource.values()) within += (c * (c - 1)) / 2;
  return all - within;
}

/** Pairs block b yields (as {@link blockPairCount}; from its size alone unless link mode needs its sources). */
export function blockPairs(blocks: BlockSet, b: number, opts: BlockingOptions, star = false): number {
  const n = blocks.offsets[b + 1] - blocks.offsets[b];
  if (star) return n - 1;
  if (opts.mode !== 'link' || !opts.sourceOf) return (n * (n - 1)) / 2;
  return blockPairCount(blockRecords(blocks, b), opts);
}

/** Count what a rule would generate and which blocks the giant-block guard would skip. */
export function countRule(rule: BlockingRule, opts: BlockingOptions, blocks: BlockSet = buildBlocks(rule)): RuleCount {
  let pairs = 0;
  let kept = 0;
  const skipped: number[] = [];
  // The ten largest kept blocks (pairs descending, then first met), kept sorted while scanning.
  const top: Array<{ b: number; pairs: number }> = [];
  const before = (x: { b: number; pairs: number }, y: { b: number; pairs: number }) =>
    x.pairs > y.pairs || (x.pairs === y.pairs && blocks.first[x.b] < blocks.first[y.b]);
  for (let b = 0; b < blocks.count; b++) {
    const p = blockPairs(blocks, b, opts, rule.star);
    if (p > opts.maxBlockPairs && !rule.star) {
      skipped.push(b);
      continue;
    }
    pairs += p;
    kept++;
    const entry = { b, pairs: p };
    if (top.length === 10 && !before(entry, top[9])) continue;
    let i = Math.min(top.length, 9);
    top[i] = entry;
    for (; i > 0 && before(top[i], top[i - 1]); i--) [top[i - 1], top[i]] = [top[i], top[i - 1]];
  }
  const describe = (b: number, p: number) => ({
    key: blocks.keyOf(b),
    records: blocks.offsets[b + 1] - blocks.offsets[b],
    pairs: p,
  });
  const skippedEntries = skipped
    .map((b) => ({ b, pairs: blockPairs(blocks, b, opts, rule.star) }))
    .sort((x, y) => y.pairs - x.pairs || blocks.first[x.b] - blocks.first[y.b]);
  return {
    rule: rule.name,
    blocks: kept,
    pairs,
    skipped: skippedEntries.map((e) => describe(e.b, e.pairs)),
    largest: top.map((e) => describe(e.b, e.pairs)),
  };
}
