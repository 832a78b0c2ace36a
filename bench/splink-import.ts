/**
 * Splink predictions of a given size, seeded, for the import benchmarks (issue 16): N records with
 * names and birth dates, and P pairs as Splink 5 writes them (ids, match_weight, match_probability,
 * gamma_ / mw_ of four comparisons, match_key). `npx tsx bench/splink-import.ts [--pairs P] [--records N]`
 * times the engine in Node (read, decide, cluster, queue); bench/splink-import-browser.ts times the app.
 */
import { writeFileSync } from 'node:fs';
import { seededRandom } from '../src/core/random';
import { parseCsvText } from '../src/io';
import { combineTables } from '../src/engine/dataset';
import { readSplinkPredictions, recordLookup } from '../src/engine/splink-predictions';
import { DEFAULT_SPLINK_IMPORT, importSplinkRun } from '../src/engine/splink-review';

const FIRST = [
  'anna',
  'ben',
  'carla',
  'dmitri',
  'elif',
  'farah',
  'goran',
  'hana',
  'ivo',
  'jana',
  'kofi',
  'lena',
  'milo',
  'nora',
  'otto',
  'pia',
];
const LAST = [
  'adams',
  'baker',
  'chen',
  'dubois',
  'evans',
  'fischer',
  'garcia',
  'horvat',
  'ivanova',
  'jones',
  'kowalski',
  'lopez',
  'meyer',
  'novak',
];

/** Records and predictions as CSV text; about one pair in ten is a near-duplicate with a high weight. */
export function splinkFixture(records: number, pairs: number, seed = 1): { records: string; predictions: string } {
  const rnd = seededRandom(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const rows = ['unique_id,first_name,surname,dob,city'];
  for (let r = 0; r < records; r++)
    rows.push(
      `${r},${pick(FIRST)},${pick(LAST)},19${50 + Math.floor(rnd() * 50)}-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 9)},c${Math.floor(rnd() * 300)}`,
    );
  const out = [
    'match_weight,match_probability,unique_id_l,unique_id_r,gamma_first_name,mw_first_name,gamma_surname,mw_surname,gamma_dob,mw_dob,gamma_city,mw_city,match_key',
  ];
  const levelWeight = [
    [-4, 3, 7],
    [-5, 4, 8],
    [-6, 5, 11],
    [-2, 1, 3],
  ];
  const seen = new Set<number>();
  while (out.length <= pairs) {
    const a = Math.floor(rnd() * records);
    const b = rnd() < 0.1 ? Math.min(records - 1, a + 1) : Math.floor(rnd() * records);
    const code = Math.min(a, b) * records + Math.max(a, b);
    if (a === b || seen.has(code)) continue;
    seen.add(code);
    const close = rnd() < 0.1;
    const gammas = levelWeight.map(() => (rnd() < 0.05 ? -1 : close ? (rnd() < 0.8 ? 2 : 1) : rnd() < 0.7 ? 0 : 1));
    const mws = gammas.map((g, f) => (g < 0 ? 0 : levelWeight[f][g]));
    const w = -14 + mws.reduce((s, x) => s + x, 0);
    out.push(
      [
        w.toFixed(4),
        (2 ** w / (1 + 2 ** w)).toPrecision(8),
        a,
        b,
        ...gammas.flatMap((g, f) => [g, mws[f]]),
        Math.floor(rnd() * 3),
      ].join(','),
    );
  }
  return { records: rows.join('\n') + '\n', predictions: out.join('\n') + '\n' };
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pairs = arg('--pairs', 1_000_000);
  const records = arg('--records', 200_000);
  const fixture = splinkFixture(records, pairs);
  if (process.argv.includes('--write')) {
    writeFileSync('test-results/splink-records.csv', fixture.records);
    writeFileSync('test-results/splink-predictions.csv', fixture.predictions);
  }
  const t0 = performance.now();
  const ds = combineTables([parseCsvText(fixture.records, { sourceName: 'records.csv', keyColumn: 'unique_id' })]);
  const table = parseCsvText(fixture.predictions, { sourceName: 'predictions.csv' });
  const t1 = performance.now();
  const pred = readSplinkPredictions(table, recordLookup(ds));
  const t2 = performance.now();
  const run = importSplinkRun(ds, pred, { ...DEFAULT_SPLINK_IMPORT, exclude: new Set(['unique_id']) });
  const t3 = performance.now();
  console.log(
    `${records} records, ${pred.left.length} pairs: parse ${Math.round(t1 - t0)} ms, read ${Math.round(t2 - t1)} ms, decide + cluster + queue ${Math.round(t3 - t2)} ms (${JSON.stringify(run.match.timings)}); ${run.resolution.clustering.clusterCount} clusters, ${run.resolution.queue.items.length} review items`,
  );
}
