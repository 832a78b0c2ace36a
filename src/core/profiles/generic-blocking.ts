/**
 * Blocking rules of the generic profile: exact values, one-slip neighbourhoods of identifiers,
 * street keys, first letters of two fields, first letters of both name parts, and MinHash of the
 * names and of long identifiers. Every rule is counted before it is kept: one that would pair more
 * than a budget linear in the list is dropped, and the rules stay within the engine's rule limit.
 */
import type { FieldKind } from '../../domain/field';
import { foldToAscii, keepAlnum } from '../normalize/fold';
import { streetKeys } from '../normalize/address';
import { countRule } from '../block/blocks';
import { MAX_FREEING_SESSION_SHARE } from '../weights/sessions';
import { deletionKeyColumn } from '../block/deletion';
import { isHashed } from '../block/group';
import type { BlockingRule } from '../block/rule';
import type { InputColumn, MinHashRule, ProfileComparison, TrainingRule } from './types';

/** Kinds that name the entity itself. */
export const NAME_KINDS: ReadonlySet<FieldKind> = new Set(['name', 'title', 'company', 'venue']);

/** Kinds that identify a record on their own when they agree. */
export const IDENTIFYING_KINDS: ReadonlySet<FieldKind> = new Set(['id', 'email', 'date', 'gtin', 'url', 'domain']);

/** Rules a profile may hand the engine (it adds its own exact-row rule; 32 is the bit limit). */
const MAX_RULES = 30;

/** Mean length of the non-empty values. */
export function meanLength(values: readonly string[]): number {
  let total = 0;
  let count = 0;
  for (const v of values) if (v !== '') ((total += v.length), count++);
  return count === 0 ? 0 : total / count;
}

/**
 * Pairs a rule would generate (all of them, before the engine's giant-block guard). A rule of one
 * key per record is counted with a map of key counts (its blocks are disjoint); others by countRule.
 */
function pairsOf(rule: BlockingRule): number {
  if (isHashed(rule.keys) || rule.keys.some((k) => k.length > 1))
    return countRule(rule, { mode: 'dedupe', maxBlockPairs: Infinity }).pairs;
  const counts = new Map<string, number>();
  for (const k of rule.keys) if (k.length === 1) counts.set(k[0], (counts.get(k[0]) ?? 0) + 1);
  let pairs = 0;
  for (const c of counts.values()) pairs += (c * (c - 1)) / 2;
  return pairs;
}

/** A value's distinct words in order, one key for every order and repetition of them. */
function wordSetKey(value: string): string {
  return [...new Set(value.split(/\s+/).filter(Boolean))].sort().join(' ');
}

/**
 * The generic profile's blocking rules for its comparisons (`used[i]` is compared by
 * `comparisons[i]`); `nameParts` are the two person-name columns, if any; `conditionsOf` names the
 * comparisons a comparison's exact agreement forces besides itself (a whole name: its parts).
 */
export function genericBlocking(
  used: readonly InputColumn[],
  comparisons: readonly ProfileComparison[],
  nameParts: readonly number[],
  conditionsOf: ReadonlyMap<string, readonly string[]> = new Map(),
): { blockingRules: BlockingRule[]; minhashRules: MinHashRule[]; trainingRules: TrainingRule[] } {
  const n = used[0]?.values.length ?? 0;
  const budget = Math.max(20 * n, 10_000);
  const blockingRules: BlockingRule[] = [];
  const minhashRules: MinHashRule[] = [];
  const trainingRules: TrainingRule[] = [];
  const keep = (rule: BlockingRule) => {
    if (pairsOf(rule) <= budget) blockingRules.push(rule);
  };
  // The exact rule holds the pairs at the comparison's exact level: for words compared as a set, the same words. One
  // over the budget still trains the weights on a sample of its pairs while it pairs few enough (D167); its keys are
  // made again only if it is sampled.
  comparisons.forEach((c) => {
    const exact = () => ({
      name: `exact:${c.name}`,
      keys: c.values.map((v) => (v ? [c.kernel === 'softTfIdf' ? wordSetKey(v) : keepAlnum(v)] : [])),
      conditions: conditionsOf.get(c.name) ?? [c.name],
    });
    const rule = exact();
    const pairs = pairsOf(rule);
    if (pairs <= budget) blockingRules.push(rule);
    else if (pairs <= MAX_FREEING_SESSION_SHARE * ((n * (n - 1)) / 2))
      trainingRules.push({ name: rule.name, conditions: rule.conditions, rule: exact });
  });
  // An identifier typed with one slip (an e-mail, a birth date, a phone number) is still the same
  // identifier: its one-deletion neighbourhood blocks it with the original.
  used.forEach((c, i) => {
    if (!IDENTIFYING_KINDS.has(c.kind) && c.kind !== 'phone') return;
    const compact = comparisons[i].values.map(keepAlnum);
    if (meanLength(compact) >= 6)
      keep({
        name: `one-edit:${c.name}`,
        keys: deletionKeyColumn(
          compact.map((v) => (v.length >= 6 ? v : '')),
          6,
        ),
      });
  });
  // One street address written two ways («4000 W Division St» / «4000 W. Division») keeps its
  // house number and street word.
  used.forEach((c) => {
    if (c.kind === 'address') keep({ name: `street:${c.name}`, keys: c.values.map(streetKeys) });
  });
  // A payment booked a day or two later on one side is still the same amount in the same few days:
  // the amount with the date's week, in two grids half a week apart (any two dates within three days
  // share a week of one grid).
  for (const rule of amountWeekRules(comparisons)) keep(rule);
  // Both parts of a person's name typed with slips keep their first letters: «George Davies» /
  // «Gegrgoe Daevies». The first two letters of each part, sorted (swaps too), as a key.
  if (nameParts.length === 2) {
    const [a, b] = nameParts.map((i) => comparisons[i].values.map((v) => keepAlnum(v).slice(0, 2)));
    keep({
      name: 'name-starts',
      keys: a.map((x, r) => (x.length === 2 && b[r].length === 2 ? [[x, b[r]].sort().join(' ')] : [])),
    });
  }
  for (const rule of identifierNameRules(used, comparisons, nameParts)) keep(rule);
  const nameLike = used.filter((c) => NAME_KINDS.has(c.kind));
  if (nameLike.length > 0) {
    const joined = Array.from({ length: n }, (_, i) =>
      keepAlnum(nameLike.map((c) => foldToAscii(c.values[i])).join('')),
    );
    minhashRules.push({ name: 'names-minhash', values: joined, minLength: 3, conditions: nameLike.map((c) => c.name) });
  }
  // A long identifier with slips in two places (an e-mail «gdavidron@johnson-bsown.com») still
  // shares most of its letter triples.
  used.forEach((c, i) => {
    const compact = comparisons[i].values.map(keepAlnum);
    if (['email', 'url', 'domain'].includes(c.kind) && meanLength(compact) >= 10)
      minhashRules.push({ name: `minhash:${c.name}`, values: compact, minLength: 10 });
  });
  const slots = MAX_RULES - blockingRules.length - minhashRules.length;
  blockingRules.push(...startRules(used, comparisons, budget).slice(0, Math.max(0, slots)));
  return { blockingRules: blockingRules.slice(0, MAX_RULES - minhashRules.length), minhashRules, trainingRules };
}

/** Records an identifier's value holds on average above which a name start is needed to rank them (two: a pair). */
const SHARED_IDENTIFIER = 2;

/**
 * An identifier many records share (a birth date: about one person in ten thousand has each) pairs all of them alike;
 * among them the ones whose names also start alike are the likely pairs. The identifier with the first two letters of
 * each person-name part (either part may carry a slip) as keys: the bound's ranking then prefers them (core/block/meta.ts).
 */
function identifierNameRules(
  used: readonly InputColumn[],
  comparisons: readonly ProfileComparison[],
  nameParts: readonly number[],
): BlockingRule[] {
  if (nameParts.length === 0) return [];
  const starts = nameParts.map((i) => comparisons[i].values.map((v) => keepAlnum(v).slice(0, 2)));
  return used.flatMap((c, i) => {
    if (!IDENTIFYING_KINDS.has(c.kind) && c.kind !== 'phone') return [];
    const values = comparisons[i].values.map(keepAlnum);
    const counts = new Map<string, number>();
    let filled = 0;
    for (const v of values) if (v) ((filled += 1), counts.set(v, (counts.get(v) ?? 0) + 1));
    if (filled === 0 || filled / counts.size < SHARED_IDENTIFIER) return [];
    return [
      {
        name: `${c.name}+name-start`,
        keys: values.map((v, r) =>
          v ? starts.flatMap((s, k) => (s[r].length === 2 ? [`${v}|${k}${s[r]}`] : [])) : [],
        ),
      },
    ];
  });
}

/** Days of a week-grid bucket, and the second grid's shift. */
const WEEK = 7;
const HALF_WEEK = 3.5;

/** For each amount and date-time compared as numbers: records with one amount in the same few days share a key. */
function amountWeekRules(comparisons: readonly ProfileComparison[]): BlockingRule[] {
  const amounts = comparisons.filter((c) => c.numeric?.scale === 'relative');
  const days = comparisons.filter((c) => c.numeric?.scale === 'days');
  return amounts.flatMap((a) =>
    days.map((d) => ({
      name: `amount-week:${a.name}+${d.name}`,
      keys: Array.from(a.numeric!.numbers, (x, r) => {
        const day = Math.floor(d.numeric!.numbers[r]);
        if (Number.isNaN(x) || Number.isNaN(day)) return [];
        return [`${x}|a${Math.floor(day / WEEK)}`, `${x}|b${Math.floor((day + HALF_WEEK) / WEEK)}`];
      }),
      conditions: [a.name],
    })),
  );
}

/**
 * Typos rarely hit the start of two fields at once: the first letters of two of the four most
 * telling short fields (name parts, a date's year, a city, an e-mail) together make a key. The most
 * selective pairs of fields first, all of them together within one rule's budget.
 */
function startRules(
  used: readonly InputColumn[],
  comparisons: readonly ProfileComparison[],
  budget: number,
): BlockingRule[] {
  const short = used.flatMap((_, i) => (meanLength(comparisons[i].values) <= 40 ? [i] : [])).slice(0, 4);
  const starts = short.map((i) => comparisons[i].values.map((v) => keepAlnum(v).slice(0, 3)));
  const counted: { rule: BlockingRule; pairs: number }[] = [];
  for (let a = 0; a < short.length; a++) {
    for (let b = a + 1; b < short.length; b++) {
      const [sa, sb] = [starts[a], starts[b]];
      const rule = {
        name: `starts:${used[short[a]].name}+${used[short[b]].name}`,
        keys: sa.map((x, r) => (x.length >= 2 && sb[r].length >= 2 ? [`${x}|${sb[r]}`] : [])),
      };
      counted.push({ rule, pairs: pairsOf(rule) });
    }
  }
  const out: BlockingRule[] = [];
  let spent = 0;
  for (const { rule, pairs } of counted.sort((x, y) => x.pairs - y.pairs))
    if ((spent += pairs) <= budget) out.push(rule);
  return out;
}
