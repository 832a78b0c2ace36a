/**
 * Candidate pairs of a matching run: the profile's blocking rules, its MinHash rules (band keys
 * hashed in the pool) and the exact-row rule, with what each rule did and its weight-training pairs.
 */
import type { CandidatePairs } from '../domain/pair';
import { DEFAULT_MINHASH } from '../scoring/minhash';
import {
  concatUint32,
  generateBoundedPairs,
  generatePairs,
  groupKeys,
  Growable,
  type HashedKeys,
  type BlockingOptions,
  type BlockingRule,
  type BoundReport,
  type RuleCount,
  type TrainingPairs,
} from '../core/block';
import { mix32 } from '../core/hash';
import type { MinHashRule, PreparedProfile, ProfileInput } from '../core/profiles';
import { exactRowKeys } from '../core/profiles/row-keys';
import { encodeColumn } from '../scoring/column';
import type { AsyncScorer, JobOptions } from '../scoring/pool/protocol';
import type { RuleSession } from './training-rules';
import { trainingOnlySessions, type TrainingOnly } from './training-only';

/** Candidate pairs with the rule counts, the rules' training sessions, and exact-duplicate classes. */
export interface Candidates {
  pairs: CandidatePairs;
  counts: RuleCount[];
  sessions: RuleSession[];
  /** Per record: its group of rows equal in every mapped column (1, 2, …), 0 when it has no equal or is empty. */
  exactClass: Uint32Array;
  /** Per record: its group of rows equal in every mapped column, whether or not they name one thing (0: no equal). */
  rowClass: Uint32Array;
  /** What the per-record bound did (absent when unbounded). */
  bound?: BoundReport;
  /** When the bound applied: the unbounded pairs (or a sample) the weight fit reads, with their sessions. */
  training?: TrainingPairs & { sessions: RuleSession[] };
}

/** Block a prepared profile's records. Its keys are needed no longer once this returns. */
export async function findCandidates(
  prepared: PreparedProfile,
  input: ProfileInput,
  opts: BlockingOptions,
  scorer: AsyncScorer,
  job: JobOptions,
): Promise<Candidates> {
  const rowKeys = exactRowKeys(input).map((k) => (k ? [k] : []));
  const lsh = await minhashBlockingRules(prepared.minhashRules ?? [], scorer, job);
  const rules = [
    ...prepared.blockingRules,
    ...lsh,
    { name: 'exact-row', keys: rowKeys, star: true, conditions: prepared.comparisons.map((c) => c.name) },
  ];
  const rowClass = classesOf(rowKeys);
  const { pairs, counts, bound, training } = opts.bound
    ? generateBoundedPairs(rules, input.recordCount, opts, opts.bound)
    : { ...generatePairs(rules, input.recordCount, opts), bound: undefined, training: undefined };
  const blockingSessions = training
    ? ruleSessions(rules, training.pairs, training.rulePairs)
    : ruleSessions(rules, pairs);
  // Where no blocking rule's session frees a field, a rule too broad to block by trains on a sample (D167): the fit then
  // reads training pairs, the candidates (all of them, when unbounded) first.
  const extra = trainingOnlySessions(prepared, input.recordCount, opts, blockingSessions);
  const base = training ?? (extra && { pairs, scale: 1, exact: true, priorCount: pairs.left.length });
  return {
    pairs,
    counts,
    // A run that fits on training pairs reads their sessions: the candidates' own are never read.
    sessions: base ? [] : blockingSessions,
    exactClass: equalRowsProve(rowClass, opts) ? tellingClasses(input, rowClass) : new Uint32Array(rowClass.length),
    rowClass,
    bound,
    training: base && withTrainingOnly(base, blockingSessions, extra),
  };
}

/** Training pairs with a training-only sample after them, its sessions' indices moved past the others. */
function withTrainingOnly(
  base: TrainingPairs,
  sessions: RuleSession[],
  extra: TrainingOnly | undefined,
): TrainingPairs & { sessions: RuleSession[] } {
  if (!extra) return { ...base, sessions };
  const at = base.pairs.left.length;
  const { left, right, rules } = extra.pairs;
  return {
    ...base,
    pairs: {
      ...base.pairs,
      left: concatUint32(base.pairs.left, left),
      right: concatUint32(base.pairs.right, right),
      rules: concatUint32(base.pairs.rules, rules),
    },
    sessions: [...sessions, ...extra.sessions.map((s) => ({ ...s, pairs: s.pairs.map((i) => i + at) }))],
  };
}

/** Per record: its group of rows equal in every mapped column (1, 2, …), 0 when it has no equal or is empty. */
export function exactRowClasses(input: ProfileInput): Uint32Array {
  return tellingClasses(input, classesOf(exactRowKeys(input).map((k) => (k ? [k] : []))));
}

/** Equal rows across linked sources prove one thing while the sources' own equal rows predict at most this share false. */
const MAX_FALSE_EQUAL_SHARE = 0.01;

/**
 * Whether rows equal in every column are one thing written twice in this list (D166). Sources linked only across each
 * list a thing once, so the rows one source holds alike are two things its columns do not tell apart: their share of
 * the source's pairs is how often two things are written alike, and times the pairs across sources it is how many of
 * the equal rows across sources are two things. Over MAX_FALSE_EQUAL_SHARE of them (delivery addresses without their
 * street line: a postcode and a town name a stretch of street), equality proves nothing and the weights decide.
 */
export function equalRowsProve(rowClass: Uint32Array, opts: Pick<BlockingOptions, 'mode' | 'sourceOf'>): boolean {
  const { sourceOf } = opts;
  if (opts.mode !== 'link' || !sourceOf) return true;
  const perSource = new Map<number, number>();
  const bySourceAndClass = new Map<number, Map<number, number>>();
  for (let r = 0; r < rowClass.length; r++) {
    const s = sourceOf[r];
    perSource.set(s, (perSource.get(s) ?? 0) + 1);
    const c = rowClass[r];
    if (c === 0) continue;
    const m = bySourceAndClass.get(c) ?? bySourceAndClass.set(c, new Map()).get(c)!;
    m.set(s, (m.get(s) ?? 0) + 1);
  }
  const pairsOf = (n: number) => (n * (n - 1)) / 2;
  const sizes = [...perSource.values()];
  const within = sizes.reduce((a, n) => a + pairsOf(n), 0);
  const across = pairsOf(sizes.reduce((a, n) => a + n, 0)) - within;
  let equalWithin = 0;
  let equalAcross = 0;
  for (const m of bySourceAndClass.values()) {
    let all = 0;
    for (const n of m.values()) ((equalWithin += pairsOf(n)), (all += n));
    equalAcross += pairsOf(all);
  }
  equalAcross -= equalWithin;
  if (equalAcross === 0 || within === 0) return true;
  return (equalWithin / within) * across <= MAX_FALSE_EQUAL_SHARE * equalAcross;
}

/** A value held by more rows than this many times its row's copies is no value of that row alone. */
const TELLING_ROWS = 2;

/**
 * The groups of equal rows that name one thing: those with a value held by at most {@link TELLING_ROWS} times the
 * group's rows (its copies, and as many again for its other, differently written records). Rows made only of values
 * many rows share («Editorial | IEEE TKDE | 2005», a film and a start without its cinema) may be two things written
 * alike: their class becomes 0 and the weights decide them as any pair.
 */
function tellingClasses(input: ProfileInput, classes: Uint32Array): Uint32Array {
  const size = new Map<number, number>();
  for (const c of classes) if (c !== 0) size.set(c, (size.get(c) ?? 0) + 1);
  if (size.size === 0) return classes;
  const cell = (v: string) => v.trim().toLowerCase();
  // Only the values of grouped rows are counted.
  const counts = input.columns.map((col) => {
    const held = new Map<string, number>();
    for (let r = 0; r < classes.length; r++) {
      const v = classes[r] === 0 ? '' : cell(col.values[r]);
      if (v !== '') held.set(v, 0);
    }
    for (const v of col.values) {
      const k = held.size > 0 ? cell(v) : '';
      const n = held.get(k);
      if (n !== undefined) held.set(k, n + 1);
    }
    return held;
  });
  const telling = new Set<number>();
  for (let r = 0; r < classes.length; r++) {
    const c = classes[r];
    if (c === 0 || telling.has(c)) continue;
    const most = TELLING_ROWS * size.get(c)!;
    if (input.columns.some((col, k) => (counts[k].get(cell(col.values[r])) ?? Infinity) <= most)) telling.add(c);
  }
  return classes.map((c) => (telling.has(c) ? c : 0));
}

function classesOf(rowKeys: string[][]): Uint32Array {
  const exactClass = new Uint32Array(rowKeys.length);
  const groups = groupKeys(rowKeys);
  for (let b = 0; b < groups.count; b++)
    for (let i = groups.offsets[b]; i < groups.offsets[b + 1]; i++) exactClass[groups.records[i]] = b + 1;
  return exactClass;
}

/**
 * Band keys of MinHash rules, hashed in batch by the scorer (WASM, in the pool): the same keys as
 * `minHashKeys` of src/scoring/minhash.ts, so blocking does not depend on where they were made.
 */
export async function minhashBlockingRules(
  specs: readonly MinHashRule[],
  scorer: AsyncScorer,
  job: JobOptions = {},
): Promise<BlockingRule[]> {
  const out: BlockingRule[] = [];
  const { q, bands, rows, seed } = DEFAULT_MINHASH;
  for (const spec of specs) {
    const id = `lsh:${spec.name}`;
    await scorer.loadColumn(id, encodeColumn(spec.values));
    let hashes: Uint32Array;
    try {
      hashes = spec.values.length === 0 ? new Uint32Array(0) : await scorer.minhashBands(id, q, bands, rows, seed, job);
    } finally {
      await scorer.dropColumn(id);
    }
    const keys = bandKeys(spec, hashes, bands);
    out.push({ name: spec.name, keys, conditions: spec.conditions });
  }
  return out;
}

/**
 * A MinHash rule's band keys as hashed occurrences: record i's band b is the pair (prefix and band,
 * band hash), spelled `${prefix}${b}:${hash in base 36}` as `minHashKeys` spells it.
 */
function bandKeys(spec: MinHashRule, hashes: Uint32Array, bands: number): HashedKeys {
  const n = spec.values.length;
  const minLength = spec.minLength ?? 1;
  const prefixes: string[] = [];
  const prefixId = new Map<string, number>();
  const start = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = start[i] + (Array.from(spec.values[i]).length < minLength ? 0 : bands);
  const m = start[n];
  const tag = new Uint32Array(m);
  const band = new Uint32Array(m);
  const hash = new Uint32Array(m);
  for (let i = 0; i < n; i++) {
    if (start[i + 1] === start[i]) continue;
    const prefix = spec.prefix?.[i] ?? '';
    let id = prefixId.get(prefix);
    if (id === undefined) prefixId.set(prefix, (id = prefixes.push(prefix) - 1));
    for (let b = 0, o = start[i]; b < bands; b++, o++) {
      tag[o] = id * bands + b;
      band[o] = hashes[i * bands + b];
      hash[o] = mix32((band[o] ^ Math.imul(tag[o] + 1, 0x9e3779b1)) >>> 0);
    }
  }
  return {
    start,
    hash,
    same: (a, b) => tag[a] === tag[b] && band[a] === band[b],
    text: (o) => `${prefixes[Math.floor(tag[o] / bands)]}${tag[o] % bands}:${band[o].toString(36)}`,
  };
}

/**
 * Each rule's candidate pairs (by its bit) with the comparisons it conditions on: weight-training sessions (`counts`:
 * each rule's pairs when these are a sample).
 */
function ruleSessions(rules: readonly BlockingRule[], pairs: CandidatePairs, counts?: Float64Array): RuleSession[] {
  // One pass over the pairs lists every rule's (not one pass per rule).
  const found = pairs.ruleNames.map(() => new Growable());
  for (let p = 0; p < pairs.rules.length; p++)
    for (let bits = pairs.rules[p]; bits !== 0; bits &= bits - 1) found[31 - Math.clz32(bits & -bits)].push(p);
  return pairs.ruleNames.flatMap((name, bit) => {
    const conditions = rules.find((r) => r.name === name)?.conditions;
    if (!conditions) return [];
    return [{ name, pairs: found[bit].done(), conditions, count: counts?.[bit] }];
  });
}
