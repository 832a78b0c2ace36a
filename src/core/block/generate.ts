import type { CandidatePairs } from '../../domain/pair';
import { buildBlocks, blockPairCount, countRule, starHubs } from './blocks';
import { pairAllowed, type BlockingOptions, type BlockingRule, type RuleCount } from './rule';

/** The result of a blocking run: the de-duplicated candidate pairs and what each rule did. */
export interface BlockingResult {
  pairs: CandidatePairs;
  counts: RuleCount[];
}

/** A growable array of pair codes (left * n + right: exact in a double below 2^53). */
class CodeBuffer {
  codes = new Float64Array(1024);
  length = 0;
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
  count(countRule(rule, opts, blocks));
  const buf = new CodeBuffer();
  const push = (a: number, b: number) => {
    if (pairAllowed(a, b, opts)) buf.push(Math.min(a, b) * n + Math.max(a, b));
  };
  for (const block of blocks) {
    if (rule.star) {
      const hubs = starHubs(block, opts);
      for (const r of block.records) for (const h of hubs) if (r !== h) push(r, h);
      continue;
    }
    if (blockPairCount(block, opts) > opts.maxBlockPairs) continue;
    const ids = block.records; // ascending, so ids[i] < ids[j]
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) if (pairAllowed(ids[i], ids[j], opts)) buf.push(ids[i] * n + ids[j]);
    }
  }
  return buf.sortedUnique();
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
  return { pairs: mergeLists(lists, recordCount, rules.map((r) => r.name)), counts };
}

/** Merge per-rule sorted code lists into one column set, OR-ing the rule bits of shared pairs. */
function mergeLists(lists: Float64Array[], n: number, ruleNames: string[]): CandidatePairs {
  const total = lists.reduce((s, l) => s + l.length, 0);
  const all = new Float64Array(total);
  let o = 0;
  for (const l of lists) {
    all.set(l, o);
    o += l.length;
  }
  all.sort();
  let unique = 0;
  for (let i = 0; i < total; i++) if (i === 0 || all[i] !== all[i - 1]) unique++;
  const left = new Uint32Array(unique);
  const right = new Uint32Array(unique);
  const rules = new Uint32Array(unique);
  let w = -1;
  for (let i = 0; i < total; i++) {
    if (i > 0 && all[i] === all[i - 1]) continue;
    w++;
    const lo = Math.floor(all[i] / n);
    left[w] = lo;
    right[w] = all[i] - lo * n;
  }
  // Rule bits: walk each rule's list alongside the merged list (both sorted).
  lists.forEach((list, r) => {
    let k = 0;
    for (let i = 0; i < unique && k < list.length; i++) {
      if (left[i] * n + right[i] === list[k]) {
        rules[i] |= 1 << r;
        k++;
      }
    }
  });
  return { left, right, rules, ruleNames };
}
