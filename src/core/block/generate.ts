import type { CandidatePairs } from '../../domain/pair';
import { blockPairs, blockRecords, buildBlocks, countRule, releaseBlocks, starHubs, type BlockSet } from './blocks';
import { pairAllowed, type BlockingOptions, type BlockingRule, type RuleCount } from './rule';

/** The result of a blocking run: the de-duplicated candidate pairs and what each rule did. */
export interface BlockingResult {
  pairs: CandidatePairs;
  counts: RuleCount[];
}

/** A growable array of pair codes (left * n + right: exact in a double below 2^53). */
class CodeBuffer {
  codes: Float64Array;
  length = 0;
  constructor(capacity: number) {
    this.codes = new Float64Array(Math.max(16, capacity));
  }
  push(code: number): void {
    if (this.length === this.codes.length) {
      const grown = new Float64Array(this.length * 2);
      grown.set(this.codes);
      this.codes = grown;
    }
    this.codes[this.length++] = code;
  }
  /** Sorted distinct codes (native typed-array sort). */
  sortedUnique(): Float64Array {
    const codes = this.codes.subarray(0, this.length).sort();
    let w = 0;
    for (let i = 0; i < codes.length; i++) if (i === 0 || codes[i] !== codes[w - 1]) codes[w++] = codes[i];
    return codes.slice(0, w);
  }
}

/** Sorted distinct pair codes of one rule, skipping blocks over the guard. */
function ruleCodes(rule: BlockingRule, n: number, opts: BlockingOptions, count: (c: RuleCount) => void): Float64Array {
  const blocks = buildBlocks(rule);
  releaseBlocks(rule); // held here until the rule's pairs are listed
  const counted = countRule(rule, opts, blocks);
  count(counted);
  // Counted pairs repeat a pair once per key it shares (deletion keys: up to one per character), so
  // the buffer starts small; star blocks count exactly (but for one hub per source).
  const buf = new CodeBuffer(rule.star ? counted.pairs : Math.min(counted.pairs, 1 << 20));
  if (rule.star) {
    for (let b = 0; b < blocks.count; b++) {
      const ids = blockRecords(blocks, b);
      const hubs = starHubs(ids, opts);
      for (const r of ids)
        for (const h of hubs) if (r !== h && pairAllowed(r, h, opts)) buf.push(Math.min(r, h) * n + Math.max(r, h));
    }
    return buf.sortedUnique();
  }
  const kept = new Uint8Array(blocks.count);
  for (let b = 0; b < blocks.count; b++) kept[b] = blockPairs(blocks, b, opts) <= opts.maxBlockPairs ? 1 : 0;
  const firstShared = firstSharedBlock(blocks, kept, n);
  for (let b = 0; b < blocks.count; b++) {
    if (!kept[b]) continue;
    const ids = blocks.records; // a block's records ascending, so ids[i] < ids[j]
    const end = blocks.offsets[b + 1];
    for (let i = blocks.offsets[b]; i < end; i++) {
      for (let j = i + 1; j < end; j++) {
        // Each pair once: from the first kept block its two records share.
        if (pairAllowed(ids[i], ids[j], opts) && firstShared(ids[i], ids[j]) === b) buf.push(ids[i] * n + ids[j]);
      }
    }
  }
  return buf.sortedUnique();
}

/**
 * For two records of a common kept block: the first kept block they share (each record's kept blocks listed ascending).
 */
function firstSharedBlock(blocks: BlockSet, kept: Uint8Array, n: number): (a: number, b: number) => number {
  const offsets = new Uint32Array(n + 1);
  for (let b = 0; b < blocks.count; b++)
    if (kept[b]) for (let i = blocks.offsets[b]; i < blocks.offsets[b + 1]; i++) offsets[blocks.records[i] + 1]++;
  for (let r = 0; r < n; r++) offsets[r + 1] += offsets[r];
  const member = new Uint32Array(offsets[n]);
  const fill = offsets.slice(0, n);
  for (let b = 0; b < blocks.count; b++)
    if (kept[b]) for (let i = blocks.offsets[b]; i < blocks.offsets[b + 1]; i++) member[fill[blocks.records[i]]++] = b;
  return (a, b) => {
    let i = offsets[a];
    let j = offsets[b];
    for (;;) {
      const x = member[i];
      const y = member[j];
      if (x === y) return x;
      if (x < y) i++;
      else j++;
    }
  };
}

/**
 * Run several blocking rules and union their pairs: each pair once, left < right, sorted by left
 * then right, tagged with the bit of every rule that produced it. Blocks over the guard are skipped
 * and reported in the counts. At most 32 rules.
 */
export function generatePairs(rules: BlockingRule[], recordCount: number, opts: BlockingOptions): BlockingResult {
  if (rules.length > 32) throw new Error(`at most 32 blocking rules, got ${rules.length}`);
  const counts: RuleCount[] = [];
  const lists = rules.map((rule) => ruleCodes(rule, recordCount, opts, (c) => counts.push(c)));
  return {
    pairs: mergeLists(
      lists,
      recordCount,
      rules.map((r) => r.name),
    ),
    counts,
  };
}

/** Sorted distinct pair codes with the rule bits of each (a number when every code has the same bits). */
interface Tagged {
  codes: Float64Array;
  bits: Uint32Array | number;
}

/** Merge two tagged sorted lists into one, OR-ing the bits of codes found in both. */
function merge2(a: Tagged, b: Tagged): Tagged {
  const x = a.codes;
  const y = b.codes;
  let count = 0;
  for (let i = 0, j = 0; i < x.length || j < y.length; count++) {
    if (j === y.length || (i < x.length && x[i] < y[j])) i++;
    else if (i === x.length || y[j] < x[i]) j++;
    else {
      i++;
      j++;
    }
  }
  const codes = new Float64Array(count);
  const bits = new Uint32Array(count);
  const bitsOf = (t: Tagged, k: number) => (typeof t.bits === 'number' ? t.bits : t.bits[k]);
  for (let i = 0, j = 0, w = 0; w < count; w++) {
    if (j === y.length || (i < x.length && x[i] < y[j])) {
      codes[w] = x[i];
      bits[w] = bitsOf(a, i++);
    } else if (i === x.length || y[j] < x[i]) {
      codes[w] = y[j];
      bits[w] = bitsOf(b, j++);
    } else {
      codes[w] = x[i];
      bits[w] = bitsOf(a, i++) | bitsOf(b, j++);
    }
  }
  return { codes, bits };
}

/**
 * Merge per-rule sorted code lists into one column set, OR-ing the rule bits of shared pairs (pairwise, log k rounds).
 */
function mergeLists(lists: Float64Array[], n: number, ruleNames: string[]): CandidatePairs {
  let round: Tagged[] = lists.map((codes, r) => ({ codes, bits: (1 << r) >>> 0 }));
  while (round.length > 1) {
    const next: Tagged[] = [];
    for (let i = 0; i < round.length; i += 2)
      next.push(i + 1 < round.length ? merge2(round[i], round[i + 1]) : round[i]);
    round = next;
  }
  const merged = round[0] ?? { codes: new Float64Array(0), bits: 0 };
  const count = merged.codes.length;
  const left = new Uint32Array(count);
  const right = new Uint32Array(count);
  const rules = typeof merged.bits === 'number' ? new Uint32Array(count).fill(merged.bits) : merged.bits;
  for (let w = 0; w < count; w++) {
    const lo = Math.floor(merged.codes[w] / n);
    left[w] = lo;
    right[w] = merged.codes[w] - lo * n;
  }
  return { left, right, rules, ruleNames };
}
