import { seededRandom } from '../src/core/random';
/**
 * Normalization benchmark: values per second per normalizer over 1 M generated values, one thread,
 * best of three passes (the machine is shared, so the best pass is the least disturbed one).
 * Two workloads per kind: `unique` (every value distinct, memo caches miss) and `repeating`
 * (values drawn from a pool of 50 000, as in a list full of duplicates). Date-times repeat in
 * both workloads (a calendar has few distinct minutes). Standalone:
 * `npx tsx bench/normalize.ts [n]`; as a section of `npm run bench` through {@link normalizeSection}.
 */
import {
  canonicalUrl,
  normalizeCompanyName,
  normalizeGtin,
  normalizeHost,
  normalizePhone,
  parseInstant,
  registeredDomain,
  titleCompactKey,
} from '../src/core/normalize';

/** One measured line. */
export interface NormalizeBenchRow {
  kind: string;
  valuesPerSecond: number;
  n: number;
  workload?: 'unique' | 'repeating';
}

const rng = seededRandom;

const RU = [
  'Вишнёвый',
  'сад',
  'Полна',
  'любви',
  'Щелкунчик',
  'концерт',
  'ансамбля',
  'имени',
  'Лето',
  'Дюна',
  'Часть',
  'фестиваль',
  'Театр',
  'Женитьба',
  'Фигаро',
  'Большой',
  'зал',
];
const LATIN = [
  'Ömankö',
  'Day',
  'Trail',
  'Runner',
  'Société',
  'Générale',
  'Müller',
  'black',
  'shoe',
  'Linksys',
  'EtherFast',
  'Switch',
  'Acme',
  'Widgets',
  'Café',
  'Noël',
];
const LABELS = [
  'solar',
  'travel',
  'mag',
  'quantum',
  'leap',
  'nord',
  'wind',
  'acme',
  'widgets',
  'brand',
  'shop',
  'blue',
  'river',
  'stone',
];
const SUFFIXES = ['com', 'co.uk', 'de', 'io', 'ru', 'org', 'com.br', 'net', 'fr'];
const FORMS = ['Ltd.', 'LIMITED', 'GmbH', 'SA', 'Inc.', 'LLC', 'B.V.', 'Oy', 'AB', 'S.p.A.'];

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

function gtin13(r: () => number): string {
  let body = '';
  for (let i = 0; i < 12; i++) body += Math.floor(r() * 10);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  const check = (10 - (sum % 10)) % 10;
  return r() < 0.9 ? body + check : body + ((check + 1) % 10);
}

/** Generators of one raw value per kind; `i` makes values unique. */
const GENERATORS: Record<string, (r: () => number, i: number) => string> = {
  'title compact key': (r, i) =>
    r() < 0.5
      ? `${pick(r, RU)} ${pick(r, RU)} ${i % 3 === 0 ? i : pick(r, RU)}`
      : `${pick(r, LATIN)} ${pick(r, LATIN)} ${i}`,
  host: (r, i) =>
    `${pick(r, ['', 'https://', 'http://www.', 'www.'])}${r() < 0.3 ? 'blog.' : ''}${pick(r, LABELS)}${pick(r, LABELS)}${i}.${pick(r, SUFFIXES)}${r() < 0.5 ? '/path?utm_source=x' : ''}`,
  'registered domain': (r, i) => `${r() < 0.5 ? 'm.' : ''}${pick(r, LABELS)}${i}.${pick(r, SUFFIXES)}`,
  'canonical URL': (r, i) =>
    `${pick(r, ['https://', 'http://www.'])}${pick(r, LABELS)}.${pick(r, SUFFIXES)}/p/${i}/?b=${i % 7}&a=1&utm_source=mail&gclid=${i}`,
  GTIN: (r) => gtin13(r),
  'company name': (r, i) => `${r() < 0.2 ? 'ООО «' : ''}${pick(r, LATIN)} ${pick(r, LABELS)}${i} ${pick(r, FORMS)}`,
  phone: (r, i) => {
    const d = (x: number, w: number) => String(Math.floor(x) % 10 ** w).padStart(w, '0');
    return `${pick(r, ['+7 ', '8 ', '+7'])}(9${d(i, 2)}) ${d(i / 100, 3)}-${d(i / 1e5, 2)}-${d(r() * 100, 2)}`;
  },
  'date-time': (r, i) => {
    const d = 1 + (i % 28);
    const m = 1 + (i % 12);
    const h = i % 24;
    return r() < 0.5
      ? `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00+03:00`
      : `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.2026 ${String(h).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
  },
};

const NORMALIZERS: Record<string, (v: string) => unknown> = {
  'title compact key': titleCompactKey,
  host: normalizeHost,
  'registered domain': registeredDomain,
  'canonical URL': canonicalUrl,
  GTIN: normalizeGtin,
  'company name': normalizeCompanyName,
  phone: (v) => normalizePhone(v, { defaultCountry: 'RU' }),
  'date-time': (v) => parseInstant(v, { zone: 'Europe/Moscow' }),
};

function generate(kind: string, n: number, pool: number, seed: number): string[] {
  const r = rng(seed);
  const gen = GENERATORS[kind];
  const distinct = Array.from({ length: Math.min(n, pool) }, (_, i) => gen(r, i + seed * 10_000_000));
  if (pool >= n) return distinct;
  return Array.from({ length: n }, () => distinct[Math.floor(r() * distinct.length)]);
}

/** Values per second of one pass; the best of `passes` passes is kept (the machine is shared). */
function measure(fn: (v: string) => unknown, values: readonly string[], passes = 3): number {
  let best = 0;
  let sink = 0;
  for (let p = 0; p < passes; p++) {
    const t0 = performance.now();
    for (let i = 0; i < values.length; i++) if (fn(values[i]) !== null) sink++;
    const seconds = (performance.now() - t0) / 1000;
    best = Math.max(best, values.length / seconds);
  }
  if (sink < 0) console.log(sink);
  return best;
}

/** Values per second per kind over `n` generated values (default 1 M), unique and repeating. */
export async function normalizeBench(
  n = 1_000_000,
): Promise<Array<{ kind: string; valuesPerSecond: number; n: number; workload?: 'unique' | 'repeating' }>> {
  const rows: NormalizeBenchRow[] = [];
  let seed = 1;
  for (const kind of Object.keys(GENERATORS)) {
    const fn = NORMALIZERS[kind];
    measure(fn, generate(kind, 20_000, 20_000, 999), 1); // warm-up (JIT, lazy tables)
    for (const [workload, pool] of [
      ['unique', n],
      ['repeating', 50_000],
    ] as const) {
      const values = generate(kind, n, pool, seed++);
      const label = workload === 'unique' ? kind : `${kind} (repeating)`;
      rows.push({ kind: label, workload, n, valuesPerSecond: measure(fn, values) });
    }
  }
  return rows;
}

/** Target values per second per kind (issue 3: compact keys and hosts ≥ 1 M/s). */
export const NORMALIZE_TARGETS: Readonly<Record<string, number>> = { 'title compact key': 1e6, host: 1e6 };

/** The benchmark as a markdown table. */
export function normalizeTable(rows: readonly NormalizeBenchRow[]): string {
  const head = '| kind | workload | values | values/s | target | met |\n| --- | --- | ---: | ---: | ---: | --- |';
  const body = rows.map((r) => {
    const t = NORMALIZE_TARGETS[r.kind.replace(' (repeating)', '')];
    const met =
      t === undefined ? '' : r.valuesPerSecond >= t ? 'yes' : `no (${Math.round((100 * r.valuesPerSecond) / t)}%)`;
    return `| ${r.kind} | ${r.workload ?? ''} | ${r.n.toLocaleString('en')} | ${Math.round(r.valuesPerSecond).toLocaleString('en')} | ${t === undefined ? '' : t.toLocaleString('en')} | ${met} |`;
  });
  return [head, ...body].join('\n');
}

/** A `npm run bench` section: `{ title, markdown }` (see bench/report.ts). */
export async function normalizeSection(): Promise<{ title: string; markdown: string }> {
  const rows = await normalizeBench();
  return {
    title: 'Normalization (one thread, 1 M generated values per kind)',
    markdown: `${normalizeTable(rows)}\n\n\`unique\`: every value distinct (memo caches only cost); \`repeating\`: values drawn from 50 000 distinct ones.`,
  };
}

const isMain = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('bench/normalize.ts');
if (isMain) {
  const n = Number(process.argv[2] ?? 1_000_000);
  const rows = await normalizeBench(n);
  console.log(normalizeTable(rows));
}
