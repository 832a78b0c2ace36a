/**
 * The graph meta-blocking prunes (meta.ts): the blocks of every similarity rule that are small
 * enough to read, numbered smallest first and weighted by the rarity of their key, with each
 * record's blocks beside them. Blocks larger than the visit budget, or pairing more than
 * maxBlockPairs, are purged.
 */
import { blockPairs, type BlockSet } from './blocks';
import type { BlockingOptions } from './rule';

/** The weight a shared block adds to an edge: the bits of rarity of its key, log2(n / size). */
function blockWeight(size: number, n: number): number {
  return Math.max(0.01, Math.log2(n / size));
}

/** The weighed blocks of all similarity rules, numbered smallest first, with each record's blocks. */
export interface BlockGraph {
  /** Block g holds records[offsets[g] … offsets[g + 1]). */
  offsets: Uint32Array;
  records: Uint32Array;
  weight: Float32Array;
  bit: Uint32Array;
  /** Record r's blocks: blocksOf[start[r] … start[r + 1]), ascending (so smallest first). */
  start: Uint32Array;
  blocksOf: Uint32Array;
  purged: number;
}

export function buildGraph(
  sets: readonly { blocks: BlockSet; bit: number }[],
  n: number,
  opts: BlockingOptions,
  budget: number,
): BlockGraph {
  // Kept blocks, counted by size for a counting sort (sizes 2 … budget).
  const bySize = new Uint32Array(budget + 2);
  let purged = 0;
  for (const { blocks } of sets) {
    for (let b = 0; b < blocks.count; b++) {
      const size = blocks.offsets[b + 1] - blocks.offsets[b];
      if (size > budget || blockPairs(blocks, b, opts) > opts.maxBlockPairs) purged++;
      else bySize[size + 1]++;
    }
  }
  for (let s = 0; s <= budget; s++) bySize[s + 1] += bySize[s];
  const count = bySize[budget + 1];
  const slot = bySize.slice(0, budget + 1); // next block id of each size
  const sizeOf = new Uint32Array(count);
  const from = new Uint32Array(count); // block index within its rule's set
  const fromSet = new Uint8Array(count);
  sets.forEach(({ blocks }, s) => {
    for (let b = 0; b < blocks.count; b++) {
      const size = blocks.offsets[b + 1] - blocks.offsets[b];
      if (size > budget || blockPairs(blocks, b, opts) > opts.maxBlockPairs) continue;
      const g = slot[size]++;
      sizeOf[g] = size;
      from[g] = b;
      fromSet[g] = s;
    }
  });
  const offsets = new Uint32Array(count + 1);
  for (let g = 0; g < count; g++) offsets[g + 1] = offsets[g] + sizeOf[g];
  const records = new Uint32Array(offsets[count]);
  const weight = new Float32Array(count);
  const bit = new Uint32Array(count);
  const start = new Uint32Array(n + 1);
  for (let g = 0; g < count; g++) {
    const { blocks, bit: b } = sets[fromSet[g]];
    records.set(blocks.records.subarray(blocks.offsets[from[g]], blocks.offsets[from[g] + 1]), offsets[g]);
    weight[g] = blockWeight(sizeOf[g], n);
    bit[g] = b;
  }
  for (let q = 0; q < records.length; q++) start[records[q] + 1]++;
  for (let r = 0; r < n; r++) start[r + 1] += start[r];
  const fill = start.slice(0, n);
  const blocksOf = new Uint32Array(records.length);
  for (let g = 0; g < count; g++) for (let q = offsets[g]; q < offsets[g + 1]; q++) blocksOf[fill[records[q]]++] = g;
  return { offsets, records, weight, bit, start, blocksOf, purged };
}
