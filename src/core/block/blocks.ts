import type { Block, BlockingOptions, BlockingRule, RuleCount } from './rule';

/** Group record indices by key: one block per distinct key with at least two records. */
export function buildBlocks(rule: BlockingRule): Block[] {
  const groups = new Map<string, number[]>();
  rule.keys.forEach((keys, record) => {
    for (const key of keys) {
      if (key === '') continue;
      const list = groups.get(key);
      // Records arrive in ascending order, so a record listing a key twice is the block's last entry.
      if (!list) groups.set(key, [record]);
      else if (list[list.length - 1] !== record) list.push(record);
    }
  });
  const blocks: Block[] = [];
  for (const [key, list] of groups) if (list.length > 1) blocks.push({ key, records: Uint32Array.from(list) });
  return blocks;
}

/** The records each record of a star block is paired with: the first record of every source (one hub without sources). */
export function starHubs(block: Block, opts: BlockingOptions): number[] {
  if (!opts.sourceOf) return [block.records[0]];
  const hubs = new Map<number, number>();
  for (const r of block.records) if (!hubs.has(opts.sourceOf[r])) hubs.set(opts.sourceOf[r], r);
  return [...hubs.values()];
}

/** Pairs a block yields under the link mode, counted without generating them. */
export function blockPairCount(block: Block, opts: BlockingOptions, star = false): number {
  const n = block.records.length;
  if (star) return n - 1;
  const all = (n * (n - 1)) / 2;
  if (opts.mode !== 'link' || !opts.sourceOf) return all;
  const perSource = new Map<number, number>();
  for (const r of block.records) perSource.set(opts.sourceOf[r], (perSource.get(opts.sourceOf[r]) ?? 0) + 1);
  let within = 0;
  for (const c of perSource.values()) within += (c * (c - 1)) / 2;
  return all - within;
}

/** Count what a rule would generate and which blocks the giant-block guard would skip. */
export function countRule(rule: BlockingRule, opts: BlockingOptions, blocks = buildBlocks(rule)): RuleCount {
  let pairs = 0;
  const skipped: RuleCount['skipped'] = [];
  const kept: RuleCount['largest'] = [];
  for (const b of blocks) {
    const p = blockPairCount(b, opts, rule.star);
    const entry = { key: b.key, records: b.records.length, pairs: p };
    if (p > opts.maxBlockPairs && !rule.star) skipped.push(entry);
    else {
      pairs += p;
      kept.push(entry);
    }
  }
  const bySize = (a: { pairs: number }, b: { pairs: number }) => b.pairs - a.pairs;
  return {
    rule: rule.name,
    blocks: kept.length,
    pairs,
    skipped: skipped.sort(bySize),
    largest: kept.sort(bySize).slice(0, 10),
  };
}
