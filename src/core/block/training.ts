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
import { Growable } from './growable';
import { pairAllowed, type BlockingOptions } from './rule';

/** Pairs to fit the weights on, and how many unbounded candidate pairs each stands for. */
export interface TrainingPairs {
  /** Sorted by left then right (a sampled pair may repeat), tagged with rule bits as candidates are. */
  pairs: CandidatePairs;
  /** Unbounded candidate pairs each training pair stands for (1 when `exact`). */
  scale: number;
  /** Whether these are every unbounded candidate pair (then the bounded candidates are among them). */
  exact: boolean;
}

/** The weighed blocks as sampling needs them (meta.ts's graph): CSR blocks, rule bits, each record's blocks ascending. */
export interface SamplingGraph {
  offsets: Uint32Array;
  records: Uint32Array;
  bit: Uint32Array;
  start: Uint32Array;
  blocksOf: Uint32Array;
}

/** Index of the first block id ≥ 0 shared by records a and b, and the OR of the bits of all they share. */
function shared(graph: SamplingGraph, a: number, b: number): { first: number; bits: number } {
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
      if (first < 0) first = x;
      bits |= bit[x];
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return { first, bits: bits >>> 0 };
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
  const { offsets, records } = graph;
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
  const maxDraws = size * 50;
  let draws = 0;
  for (; total > 0 && drawn.length < size && draws < maxDraws; draws++) {
    const x = rnd() * total;
    let lo = 0;
    let hi = blockCount - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cum[mid + 1] <= x) lo = mid + 1;
      else hi = mid;
    }
    const s = offsets[lo + 1] - offsets[lo];
    const u = Math.floor(rnd() * s);
    let v = Math.floor(rnd() * (s - 1));
    if (v >= u) v++;
    const a = Math.min(records[offsets[lo] + u], records[offsets[lo] + v]);
    const b = Math.max(records[offsets[lo] + u], records[offsets[lo] + v]);
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
  return {
    pairs: { left, right, rules, ruleNames },
    scale,
    exact: false,
  };
}
