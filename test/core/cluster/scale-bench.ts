/**
 * Scale check of the statistical and graph core at 1 M records (not a test: prints timings).
 * Run: npx tsx test/core/cluster/scale-bench.ts [records]
 */
import { checkClusters, clusterRecords } from '../../../src/core/cluster';
import { estimateParameters, matchWeights, pairWeights, seededRandom } from '../../../src/core/weights';
import { buildReviewQueue } from '../../../src/core/review';
import {
  adjustedRandIndex,
  bCubed,
  blockingScores,
  pairwiseFromClusters,
  simulateOracleReview,
} from '../../../src/core/evaluate';
import { generateVectors, table } from '../weights/generate';

const n = Number(process.argv[2] ?? 1_000_000);
const random = seededRandom(1);
const time = <T>(label: string, f: () => T): T => {
  const t0 = performance.now();
  const out = f();
  console.log(`${label.padEnd(46)} ${(performance.now() - t0).toFixed(0).padStart(6)} ms`);
  return out;
};

// True entities of 1–5 records; merge edges within entities (chains + extra) and 2 % false edges.
const entityOf = new Uint32Array(n);
let entity = 0;
for (let r = 0; r < n; entity++) {
  const size = 1 + Math.floor(random() * 5);
  for (let k = 0; k < size && r < n; k++) entityOf[r++] = entity;
}
const left: number[] = [];
const right: number[] = [];
const weight: number[] = [];
for (let r = 1; r < n; r++) {
  if (entityOf[r] === entityOf[r - 1]) {
    left.push(r - 1);
    right.push(r);
    weight.push(6 + random() * 10);
  }
  if (r >= 2 && entityOf[r] === entityOf[r - 2] && random() < 0.5) {
    left.push(r - 2);
    right.push(r);
    weight.push(6 + random() * 10);
  }
  if (random() < 0.02) {
    left.push(Math.floor(random() * n));
    right.push(r);
    weight.push(6 + random() * 2);
  }
}
const mergeEdges = { left: Uint32Array.from(left), right: Uint32Array.from(right), weight: Float64Array.from(weight) };
const cannot = { left: new Uint32Array(10_000), right: new Uint32Array(10_000) };
for (let i = 0; i < 10_000; i++) {
  cannot.left[i] = Math.floor(random() * n);
  cannot.right[i] = Math.floor(random() * n);
}
const recordKeys = Array.from({ length: n }, (_, i) => `src-${i}`);
console.log(`${n} records, ${mergeEdges.left.length} merge edges, 10000 guard vetoes`);

const input = { recordCount: n, mergeEdges, vetoes: cannot, recordKeys };
const result = time('clusterRecords (+ stable ids)', () => clusterRecords(input));
const checked = time('checkClusters (bridges, density, weakest link)', () =>
  checkClusters(input, result, { weakBridgeWeight: 7, minDensity: 0.3, minWeakestLink: 6.5 }),
);
console.log(`  ${result.clusterCount} clusters, ${checked.items.length} cluster review items`);

const pairs = 3 * n;
const M = [
  table(0.85, 0.1, 0.05),
  table(0.7, 0.2, 0.1),
  table(0.6, 0.3, 0.1),
  table(0.9, 0.05, 0.05),
  table(0.8, 0.15, 0.05),
];
const U = [
  table(0.01, 0.04, 0.95),
  table(0.05, 0.15, 0.8),
  table(0.002, 0.02, 0.978),
  table(0.2, 0.1, 0.7),
  table(0.1, 0.1, 0.8),
];
const { vectors } = time(`generate ${pairs} comparison vectors × 5 fields`, () =>
  generateVectors(M, U, 0.1, pairs, 0.1, 2),
);
const em = time('EM (u estimated jointly)', () => estimateParameters(vectors, { fixU: false }));
console.log(`  ${em.iterations} iterations over ${em.patternCount} patterns`);
const totals = time('pairWeights', () => pairWeights(vectors, matchWeights(em.parameters)));

const band = { left: new Uint32Array(n), right: new Uint32Array(n), weight: new Float64Array(n) };
for (let i = 0; i < n; i++) {
  band.left[i] = Math.floor(random() * n);
  band.right[i] = Math.floor(random() * n);
  band.weight[i] = totals[i];
}
const queue = time(`buildReviewQueue (${n} band pairs, capacity 200)`, () =>
  buildReviewQueue({ mergeThreshold: 6, bandPairs: band, clusterItems: checked.items, capacity: 200 }),
);
time('pairwiseFromClusters', () => pairwiseFromClusters(result.clusterOf, entityOf));
time('bCubed', () => bCubed(result.clusterOf, entityOf));
time('adjustedRandIndex', () => adjustedRandIndex(result.clusterOf, entityOf));
time('blockingScores (merge edges as candidates)', () => blockingScores(mergeEdges, entityOf));
time('simulateOracleReview (200 items)', () => simulateOracleReview(input, queue.items.slice(0, 200), entityOf, 200));
console.log(
  `heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
);
