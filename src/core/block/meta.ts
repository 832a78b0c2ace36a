/**
 * Meta-blocking: candidate pairs bounded per record, whatever the data. The blocks of every
 * similarity rule form one graph of records; each edge is weighted by the rules its two records
 * agree on, each rule by the rarity of the rarest block they share under it (log2(n / size): a
 * MinHash rule's twenty band keys are one piece of evidence, not twenty), and each record keeps
 * only its best `perRecord` edges (cardinality node pruning; an edge stays when either of its
 * records keeps it). Strong-key (star) rules are not
 * bounded: every one of their edges is kept. Blocks larger than a record's visit budget are purged
 * (a key that many records share says nothing), and a record's pass reads its smallest blocks first
 * and stops at the budget (block filtering), so the work is linear in the list. Everything is typed
 * arrays; no pair object is ever made.
 */
import type { CandidatePairs } from '../../domain/pair';
import { buildBlocks, countRule, releaseBlocks } from './blocks';
import { buildGraph, type BlockGraph } from './block-graph';
import { generatePairs } from './generate';
import { DEFAULT_BOUND, type BlockingOptions, type BlockingRule, type CandidateBound, type RuleCount } from './rule';
import { Growable } from './growable';
import { sampleTrainingPairs, type TrainingPairs } from './training';

/** What the bound did, for the report and the Fields screen. */
export interface BoundReport {
  /** Whether the bound applied (the similarity rules counted more than `minPairs`). */
  applied: boolean;
  /** Pairs the similarity rules count (before de-duplication), which decide whether the bound applies. */
  countedPairs: number;
  perRecord: number;
  visitBudget: number;
  /** Distinct pairs of the weighed blocks (exact when `exact`, else a lower bound). */
  weighedPairs: number;
  exact: boolean;
  /** Candidate pairs after the bound, strong-key pairs included. */
  pairs: number;
  /** Pairs of the weighed blocks that no record kept among its best (a strong key may pair them still). */
  droppedPairs: number;
  /** Pairs of strong-key rules (all kept). */
  strongPairs: number;
  /** Blocks purged as larger than the visit budget, and the giant-block guard's skips. */
  purgedBlocks: number;
  /** Records whose pass stopped at the visit budget before reading all their blocks. */
  filteredRecords: number;
}

/** A record keeps a tie at its k-th weight whole while that makes at most this many times k edges. */
const TIE_ROOM = 3;

/** The k-th largest of values[0 … m) (k ≤ m), by quickselect on a scratch copy. */
function kthLargest(values: Float32Array, m: number, k: number, scratch: Float32Array): number {
  scratch.set(values.subarray(0, m));
  let lo = 0;
  let hi = m - 1;
  const target = k - 1;
  while (lo < hi) {
    const pivot = scratch[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (scratch[i] > pivot) i++;
      while (scratch[j] < pivot) j--;
      if (i <= j) {
        const t = scratch[i];
        scratch[i++] = scratch[j];
        scratch[j--] = t;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return scratch[target];
  }
  return scratch[target];
}

/** Each record's best edges: to[first[r] … end[r]) with their rule bits. */
interface Choices {
  first: Uint32Array;
  end: Uint32Array;
  to: Uint32Array;
  bits: Uint32Array;
  weighed: number;
  exact: boolean;
  filtered: number;
}

/**
 * The records in the order their passes run: grouped by the largest block each pass reads, so the passes that read
 * one block run one after another while its records' running weights are still in the processor's cache. The
 * choice is the same in any order; at a million records the running weights (8 MB) no longer fit in cache, and
 * passes in record order met them cold (choosing at 1 M people: 60.6–62.3 s in record order, 36.4–41.3 s in this one).
 */
function passOrder(graph: BlockGraph, n: number, budget: number): Uint32Array {
  const { offsets, start, blocksOf } = graph;
  const key = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let visited = 0;
    let last = 0;
    for (let p = start[i], end = start[i + 1]; p < end; p++) {
      const g = blocksOf[p];
      const size = offsets[g + 1] - offsets[g];
      if (visited + size > budget) break;
      visited += size;
      last = g + 1;
    }
    key[i] = last;
  }
  // A counting sort by that block (0: a record that reads none).
  const at = new Uint32Array(offsets.length + 1);
  for (let i = 0; i < n; i++) at[key[i] + 1]++;
  for (let g = 0; g < offsets.length; g++) at[g + 1] += at[g];
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[at[key[i]]++] = i;
  return order;
}

function chooseEdges(graph: BlockGraph, n: number, opts: BlockingOptions, bound: CandidateBound): Choices {
  const { offsets, records, weight, bit, start, blocksOf } = graph;
  const k = bound.perRecord;
  // Record j's running weight at acc[2j] and its rule bits at bits[2j + 1]: one cache line per visit, not two.
  const acc = new Float32Array(2 * n);
  const accBits = new Uint32Array(acc.buffer);
  const touched = new Uint32Array(bound.visitBudget + 1);
  const weights = new Float32Array(bound.visitBudget + 1);
  const scratch = new Float32Array(bound.visitBudget + 1);
  const link = opts.mode === 'link' && opts.sourceOf ? opts.sourceOf : null;
  const first = new Uint32Array(n);
  const last = new Uint32Array(n);
  const order = passOrder(graph, n, bound.visitBudget);
  // Room for k edges a record from the start: pages are touched only as edges are written, and the
  // columns are read as views, so no edge is copied on the way to assemble().
  const to = new Growable(Math.min(n * k, 1 << 27));
  const bits = new Growable(Math.min(n * k, 1 << 27));
  let up = 0;
  let down = 0;
  let filtered = 0;
  for (let o = 0; o < n; o++) {
    const i = order[o];
    let m = 0;
    let visited = 0;
    const end = start[i + 1];
    for (let p = start[i]; p < end; p++) {
      const g = blocksOf[p];
      const size = offsets[g + 1] - offsets[g];
      if (visited + size > bound.visitBudget) {
        filtered++;
        break;
      }
      visited += size;
      const w = weight[g];
      const b = bit[g];
      for (let q = offsets[g], e = offsets[g + 1]; q < e; q++) {
        const j = records[q];
        if (j === i || (link !== null && link[i] === link[j])) continue;
        const slot = 2 * j;
        const had = accBits[slot + 1];
        // Each rule is one piece of evidence: its rarest shared block (met first) weighs, the others not.
        if ((had & b) !== 0) continue;
        if (had === 0) touched[m++] = j;
        acc[slot] += w;
        accBits[slot + 1] = had | b;
      }
    }
    for (let t = 0; t < m; t++) {
      if (touched[t] > i) up++;
      else down++;
      weights[t] = acc[2 * touched[t]];
    }
    const threshold = m > k ? kthLargest(weights, m, k, scratch) : -1;
    // A tie at the k-th weight is kept whole while it fits in TIE_ROOM · k: its edges are as well
    // supported as the kept ones, and cutting it would choose by record order, which says nothing.
    let atLeast = 0;
    for (let t = 0; t < m; t++) if (weights[t] >= threshold) atLeast++;
    const limit = atLeast <= TIE_ROOM * k ? atLeast : k;
    let kept = 0;
    first[i] = to.length;
    // Edges above the k-th weight, then ties in the order met, up to the limit.
    for (let t = 0; t < m && kept < limit; t++)
      if (weights[t] > threshold) (to.push(touched[t]), bits.push(accBits[2 * touched[t] + 1]), kept++);
    for (let t = 0; t < m && kept < limit; t++)
      if (weights[t] === threshold) (to.push(touched[t]), bits.push(accBits[2 * touched[t] + 1]), kept++);
    last[i] = to.length;
    for (let t = 0; t < m; t++) ((acc[2 * touched[t]] = 0), (accBits[2 * touched[t] + 1] = 0));
  }
  return {
    first,
    end: last,
    to: to.view(),
    bits: bits.view(),
    weighed: Math.max(up, down),
    exact: filtered === 0 && up === down,
    filtered,
  };
}

/**
 * The chosen edges and the strong-key pairs as candidate pairs: each pair once, left < right,
 * sorted, rule bits OR-ed over both directions and the strong rules.
 */
function assemble(
  choices: Choices,
  strong: CandidatePairs,
  n: number,
  ruleNames: string[],
): { pairs: CandidatePairs; kept: number } {
  const { first, end, to, bits } = choices;
  // Every edge under its lower record.
  const byLeft = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) for (let p = first[i]; p < end[i]; p++) byLeft[(i < to[p] ? i : to[p]) + 1]++;
  for (let i = 0; i < n; i++) byLeft[i + 1] += byLeft[i];
  const fill = byLeft.slice(0, n);
  const right = new Uint32Array(to.length);
  const rightBits = new Uint32Array(to.length);
  for (let i = 0; i < n; i++) {
    for (let p = first[i]; p < end[i]; p++) {
      const j = to[p];
      const at = fill[i < j ? i : j]++;
      right[at] = i < j ? j : i;
      rightBits[at] = bits[p];
    }
  }
  const outBits = new Uint32Array(n);
  const bounded = new Uint8Array(n);
  const touched = new Growable(1024);
  // Each record's distinct partners: its edges under it (from either side) and its strong pairs.
  const gather = (i: number, s: number): number => {
    touched.length = 0;
    for (let p = byLeft[i]; p < byLeft[i + 1]; p++) {
      const j = right[p];
      if (outBits[j] === 0) touched.push(j);
      outBits[j] |= rightBits[p];
      bounded[j] = 1;
    }
    for (; s < strong.left.length && strong.left[s] === i; s++) {
      const j = strong.right[s];
      if (outBits[j] === 0) touched.push(j);
      outBits[j] |= strong.rules[s];
    }
    return s;
  };
  // Counted first, so the pair columns are made once at their size.
  let total = 0;
  for (let i = 0, s = 0; i < n; i++) {
    s = gather(i, s);
    total += touched.length;
    for (let t = 0; t < touched.length; t++) ((outBits[touched.data[t]] = 0), (bounded[touched.data[t]] = 0));
  }
  const left = new Uint32Array(total);
  const rightOut = new Uint32Array(total);
  const rules = new Uint32Array(total);
  let at = 0;
  let kept = 0;
  for (let i = 0, s = 0; i < n; i++) {
    s = gather(i, s);
    const list = touched.data.subarray(0, touched.length).sort();
    for (let t = 0; t < list.length; t++) {
      const j = list[t];
      left[at] = i;
      rightOut[at] = j;
      rules[at++] = outBits[j];
      kept += bounded[j];
      outBits[j] = 0;
      bounded[j] = 0;
    }
  }
  return { pairs: { left, right: rightOut, rules, ruleNames }, kept };
}

/** Bits of the strong rules' own numbering mapped to the full rule list's bits. */
function remapBits(local: number, strongBit: Uint32Array): number {
  let out = 0;
  for (let r = 0; r < strongBit.length; r++) if (local & (1 << r)) out |= strongBit[r];
  return out >>> 0;
}

/**
 * Run several blocking rules with candidates bounded per record: similarity rules by meta-blocking,
 * strong-key (star) rules in full. Pairs as {@link generatePairs} gives them (each once, sorted,
 * tagged with rule bits); the counts in rule order, and what the bound did.
 */
export function generateBoundedPairs(
  rules: BlockingRule[],
  recordCount: number,
  opts: BlockingOptions,
  bound: CandidateBound = DEFAULT_BOUND,
): { pairs: CandidatePairs; counts: RuleCount[]; bound: BoundReport; training?: TrainingPairs } {
  if (rules.length > 32) throw new Error(`at most 32 blocking rules, got ${rules.length}`);
  if (!(bound.perRecord >= 1) || !(bound.visitBudget >= 2))
    throw new Error(
      `candidate bound needs perRecord ≥ 1 and visitBudget ≥ 2, got ${bound.perRecord} / ${bound.visitBudget}`,
    );
  const n = recordCount;
  const weighed = rules.flatMap((rule, r) => (rule.star ? [] : [{ rule, bit: (1 << r) >>> 0 }]));
  const starRules = rules.filter((r) => r.star);
  const strongBit = Uint32Array.from(rules.flatMap((rule, r) => (rule.star ? [(1 << r) >>> 0] : [])));
  const sets = weighed.map(({ rule, bit }) => ({ blocks: buildBlocks(rule), bit, rule }));
  const weighedCounts = sets.map(({ rule, blocks }) => countRule(rule, opts, blocks));
  const countedPairs = weighedCounts.reduce((t, c) => t + c.pairs, 0);
  const sampleSize = bound.trainingSample ?? DEFAULT_BOUND.trainingSample!;
  const exactLimit = Math.max(sampleSize, bound.trainingExact ?? DEFAULT_BOUND.trainingExact!);
  // Every unbounded pair, while they are affordable: the fit reads them, and a list holding no more
  // than minPairs of them keeps them all.
  const all = countedPairs <= Math.max(bound.minPairs, exactLimit) ? generatePairs(rules, n, opts) : undefined;
  if (all && (countedPairs <= bound.minPairs || all.pairs.left.length <= bound.minPairs)) {
    const report = {
      applied: false,
      countedPairs,
      perRecord: bound.perRecord,
      visitBudget: bound.visitBudget,
      weighedPairs: all.pairs.left.length,
      exact: true,
      pairs: all.pairs.left.length,
    };
    return { ...all, bound: { ...report, droppedPairs: 0, strongPairs: 0, purgedBlocks: 0, filteredRecords: 0 } };
  }
  if (opts.releaseKeys) for (const { rule } of sets) rule.keys = [];
  let graph: BlockGraph | null = buildGraph(sets, n, opts, bound.visitBudget);
  // The rules' own blocks are copied into the graph.
  for (const { rule } of sets) releaseBlocks(rule);
  sets.length = 0;
  const strong = generatePairs(starRules, n, opts);
  // Strong pairs carry the bits of their rules among the star rules: map them to the full list's.
  const strongPairs: CandidatePairs = {
    ...strong.pairs,
    rules: strong.pairs.rules.map((b) => remapBits(b, strongBit)),
  };
  const ruleNames = rules.map((r) => r.name);
  // What the weight fit reads: the unbounded pairs themselves while affordable, else a sample of them.
  const training: TrainingPairs = all
    ? { pairs: all.pairs, scale: 1, exact: true, priorCount: all.pairs.left.length }
    : sampleTrainingPairs(graph, strongPairs, n, opts, sampleSize, 1, ruleNames);
  const choices = chooseEdges(graph, n, opts, bound);
  const purged = graph.purged;
  // The graph (every membership of every weighed block) is done with: let it go before the pair columns are made.
  graph = null;
  const { pairs, kept } = assemble(choices, strongPairs, n, ruleNames);
  const [w, s] = [weighedCounts.values(), strong.counts.values()];
  return {
    pairs,
    training,
    counts: rules.map((r) => (r.star ? s.next().value! : w.next().value!)),
    bound: {
      applied: true,
      countedPairs,
      perRecord: bound.perRecord,
      visitBudget: bound.visitBudget,
      weighedPairs: choices.weighed,
      exact: choices.exact,
      pairs: pairs.left.length,
      droppedPairs: Math.max(0, choices.weighed - kept),
      strongPairs: strongPairs.left.length,
      purgedBlocks: purged,
      filteredRecords: choices.filtered,
    },
  };
}
