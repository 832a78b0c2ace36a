/**
 * The pairs the weight fit reads, whatever the per-record bound keeps: every unbounded candidate
 * pair while they are affordable, else a uniform random sample of them (Splink samples pairs for
 * its estimates the same way). So bounding the candidates changes which pairs are decided, not the
 * weights they are decided with.
 *
 * The sample is drawn from the blocks themselves, never from a materialized pair list: a (block,
 * pair within it) is drawn uniformly over every block's pairs and kept only when that block is the
 * first its two records share (rejection), which makes every distinct pair equally likely; each kept
 * pair stands for M / draws unbounded pairs (M the blocks' pairs counted with repeats). Strong-key
 * pairs (all of them candidates) are sampled at the same rate.
 */
import type { CandidatePairs } from '../../domain/pair';
import { seededRandom } from '../random';
import { concatUint32, Growable } from './growable';
import { blockPairs } from './blocks';
import { groupKeys } from './group';
import { pairAllowed, type BlockingOptions, type BlockingRule } from './rule';

/** Pairs to fit the weights on, and how many unbounded candidate pairs each stands for. */
export interface TrainingPairs {
  /** Sorted by left then right (a sampled pair may repeat), tagged with rule bits as candidates are. */
  pairs: CandidatePairs;
  /** Unbounded candidate pairs each training pair stands for (1 when `exact`). */
  scale: number;
  /** Whether these are every unbounded candidate pair (then the bounded candidates are among them). */
  exact: boolean;
  /**
   * The first `priorCount` pairs are the uniform sample (each standing for `scale`); the rest top up
   * the rules that sample holds too few pairs of, each carrying its own rule's bit only (a session's
   * pairs, not counted in the prior). All pairs when exact.
   */
  priorCount: number;
  /** Distinct unbounded pairs per rule bit (estimated unless exact); absent when exact. */
  rulePairs?: Float64Array;
}

/**
 * A rule the uniform sample holds fewer pairs of than this is topped up to it (a session needs pairs to learn from).
 */
export const MIN_RULE_SAMPLE = 5000;

/**
 * The weighed blocks as sampling needs them (block-graph.ts): CSR blocks, rule bits, each record's blocks ascending.
 */
export interface SamplingGraph {
  offsets: Uint32Array;
  records: Uint32Array;
  bit: Uint32Array;
  start: Uint32Array;
  blocksOf: Uint32Array;
}

/**
 * The first block records a and b share (among the blocks of rules in `only`), and the OR of the bits of all they
 * share.
 */
function shared(graph: SamplingGraph, a: number, b: number, only = 0xffffffff): { first: number; bits: number } {
  const { start, blocksOf, bit } = graph;
  let i = start[a];
  let j = start[b];
  const ei = start[a + 1];
  const ej = start[b + 1];
  let first = -1;
  let bits = 0;
  while (i < ei && j < ej) {
    const x = blocksOf[i];
    const y = blocksOf[j];
    if (x === y) {
      if (first < 0 && (bit[x] & only) !== 0) first = x;
      bits |= bit[x];
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return { first, bits: bits >>> 0 };
}

/**
 * One (block, pair) drawn uniformly over the pairs of some blocks — block k of them is
 * `blockAt(k)`, `cum` their cumulative pair counts — the pair written to `out` (smaller record
 * first); returns the block.
 */
function drawPair(
  graph: Pick<SamplingGraph, 'offsets' | 'records'>,
  cum: ArrayLike<number>,
  blockAt: (k: number) => number,
  rnd: () => number,
  out: number[],
): number {
  const { offsets, records } = graph;
  const x = rnd() * cum[cum.length - 1];
  let lo = 0;
  let hi = cum.length - 2;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cum[mid + 1] <= x) lo = mid + 1;
    else hi = mid;
  }
  const g = blockAt(lo);
  const size = offsets[g + 1] - offsets[g];
  const u = Math.floor(rnd() * size);
  let v = Math.floor(rnd() * (size - 1));
  if (v >= u) v++;
  const [p, q] = [records[offsets[g] + u], records[offsets[g] + v]];
  out[0] = Math.min(p, q);
  out[1] = Math.max(p, q);
  return g;
}

/**
 * A uniform sample of about `size` distinct pairs of the graph's blocks (with replacement) plus the
 * strong pairs at the same rate; `scale` is what each stands for. Seeded: the same input gives the
 * same sample.
 */
export function sampleTrainingPairs(
  graph: SamplingGraph,
  strong: CandidatePairs,
  n: number,
  opts: BlockingOptions,
  size: number,
  seed: number,
  ruleNames: string[],
): TrainingPairs {
  const { offsets } = graph;
  const blockCount = offsets.length - 1;
  const cum = new Float64Array(blockCount + 1);
  for (let g = 0; g < blockCount; g++) {
    const s = offsets[g + 1] - offsets[g];
    cum[g + 1] = cum[g] + (s * (s - 1)) / 2;
  }
  const total = cum[blockCount];
  const rnd = seededRandom(seed);
  const drawn: number[] = [];
  const bitsOf = new Map<number, number>();
  const picked = [0, 0];
  const maxDraws = size * 50;
  let draws = 0;
  for (; total > 0 && drawn.length < size && draws < maxDraws; draws++) {
    const lo = drawPair(graph, cum, (k) => k, rnd, picked);
    const [a, b] = picked;
    if (!pairAllowed(a, b, opts)) continue;
    const { first, bits } = shared(graph, a, b);
    if (first !== lo) continue;
    drawn.push(a * n + b);
    bitsOf.set(a * n + b, bits);
  }
  // Each accepted pair stands for total / draws distinct pairs (E[accepted] = draws · distinct / total).
  const scale = draws === 0 ? 1 : total / draws;
  const codes = Float64Array.from(drawn).sort();
  // Strong pairs at the same rate, with their strong bits only (a similarity rule's bits come from the block sample).
  const strongAt = new Growable(Math.ceil(strong.left.length / scale) + 16);
  for (let p = 0; p < strong.left.length; p++) if (rnd() * scale < 1) strongAt.push(p);
  const count = codes.length + strongAt.length;
  const left = new Uint32Array(count);
  const right = new Uint32Array(count);
  const rules = new Uint32Array(count);
  for (let w = 0, i = 0, j = 0; w < count; w++) {
    const p = j < strongAt.length ? strongAt.data[j] : -1;
    const strongCode = p >= 0 ? strong.left[p] * n + strong.right[p] : Infinity;
    if (i < codes.length && codes[i] <= strongCode) {
      left[w] = Math.floor(codes[i] / n);
      right[w] = codes[i] - left[w] * n;
      rules[w] = bitsOf.get(codes[i++])!;
    } else {
      left[w] = strong.left[p];
      right[w] = strong.right[p];
      rules[w] = strong.rules[p];
      j++;
    }
  }
  const topUp = topUpRules(graph, n, opts, rules, count, scale, rnd, ruleNames.length);
  return {
    pairs: {
      left: concatUint32(left, topUp.left),
      right: concatUint32(right, topUp.right),
      rules: concatUint32(rules, topUp.rules),
      ruleNames,
    },
    scale,
    exact: false,
    priorCount: count,
    rulePairs: topUp.rulePairs,
  };
}

/**
 * Pairs of each similarity rule the uniform sample (`sampled` pairs, bits in `bits`) holds fewer than
 * MIN_RULE_SAMPLE of, drawn uniformly from that rule's blocks alone (kept when the block is the first
 * of that rule the two records share), each tagged with its rule's bit only; and every rule's
 * distinct pairs, estimated.
 */
function topUpRules(
  graph: SamplingGraph,
  n: number,
  opts: BlockingOptions,
  bits: Uint32Array,
  sampled: number,
  scale: number,
  rnd: () => number,
  ruleCount: number,
): { left: Uint32Array; right: Uint32Array; rules: Uint32Array; rulePairs: Float64Array } {
  const { offsets, bit } = graph;
  const held = new Float64Array(ruleCount);
  for (let p = 0; p < sampled; p++) for (let r = 0; r < ruleCount; r++) if (bits[p] & (1 << r)) held[r]++;
  const rulePairs = Float64Array.from(held, (h) => h * scale);
  const left = new Growable(1024);
  const right = new Growable(1024);
  const tags = new Growable(1024);
  const picked = [0, 0];
  for (let r = 0; r < ruleCount; r++) {
    const b = (1 << r) >>> 0;
    if (held[r] >= MIN_RULE_SAMPLE) continue;
    const blocks: number[] = [];
    const cum: number[] = [0];
    for (let g = 0; g < bit.length; g++) {
      if (bit[g] !== b) continue;
      const size = offsets[g + 1] - offsets[g];
      blocks.push(g);
      cum.push(cum[cum.length - 1] + (size * (size - 1)) / 2);
    }
    const total = cum[cum.length - 1];
    if (total === 0) continue;
    let accepted = 0;
    let draws = 0;
    for (; accepted < MIN_RULE_SAMPLE && draws < MIN_RULE_SAMPLE * 50; draws++) {
      const g = drawPair(graph, cum, (k) => blocks[k], rnd, picked);
      const [i, j] = picked;
      if (!pairAllowed(i, j, opts) || shared(graph, i, j, b).first !== g) continue;
      accepted++;
      left.push(i);
      right.push(j);
      tags.push(b);
    }
    rulePairs[r] = draws === 0 ? 0 : (total * accepted) / draws;
  }
  return { left: left.done(), right: right.done(), rules: tags.done(), rulePairs };
}

/**
 * About `size` pairs drawn uniformly (with replacement) from the pairs of one rule of one key per record (its blocks
 * disjoint, so every pair is in one block), and how many pairs the rule makes; for a rule that trains the weights
 * without blocking (PreparedProfile.trainingRules). Seeded.
 */
export function sampleRulePairs(
  rule: BlockingRule,
  opts: BlockingOptions,
  size: number,
  seed: number,
): { left: Uint32Array; right: Uint32Array; count: number } {
  const blocks = groupKeys(rule.keys);
  const cum = new Float64Array(blocks.count + 1);
  let count = 0;
  for (let g = 0; g < blocks.count; g++) {
    const s = blocks.offsets[g + 1] - blocks.offsets[g];
    cum[g + 1] = cum[g] + (s * (s - 1)) / 2;
    count += blockPairs(blocks, g, opts);
  }
  const left = new Growable(size);
  const right = new Growable(size);
  const rnd = seededRandom(seed);
  const picked = [0, 0];
  for (let draws = 0; count > 0 && left.length < size && draws < size * 50; draws++) {
    drawPair(blocks, cum, (k) => k, rnd, picked);
    if (!pairAllowed(picked[0], picked[1], opts)) continue;
    left.push(picked[0]);
    right.push(picked[1]);
  }
  return { left: left.done(), right: right.done(), count };
}
