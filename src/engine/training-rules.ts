/**
 * What the weights are trained on besides the candidates: the blocking rules whose pairs make the
 * training sessions that estimate m (core/weights/sessions.ts), and the random record pairs that
 * estimate u.
 */
import { MAX_FREEING_SESSION_SHARE, type TrainingSession } from '../core/weights/sessions';
import { seededRandom } from '../core/random';

/** A blocking rule's candidate pairs and the comparisons (by name) whose agreement it forces. */
export interface RuleSession {
  name: string;
  pairs: Uint32Array;
  conditions: readonly string[];
  /** The rule's pairs among all candidates when `pairs` is a sample of them (engine/training.ts). */
  count?: number;
}

/** A seeded sample of distinct random record pairs (left < right) that `allowed` accepts. */
export function sampleRecordPairs(
  n: number,
  size: number,
  seed: number,
  allowed: (a: number, b: number) => boolean,
): { left: Uint32Array; right: Uint32Array } {
  const rnd = seededRandom(seed);
  const left: number[] = [];
  const right: number[] = [];
  for (let tries = 0; n > 1 && left.length < size && tries < size * 20; tries++) {
    const a = Math.floor(rnd() * n);
    const b = Math.floor(rnd() * n);
    if (a === b || !allowed(Math.min(a, b), Math.max(a, b))) continue;
    left.push(Math.min(a, b));
    right.push(Math.max(a, b));
  }
  return { left: Uint32Array.from(left), right: Uint32Array.from(right) };
}

/** Training sessions come from rules pairing at most this share of all record pairs. */
const MAX_SESSION_SHARE = 0.005;

/** Sessions with fewer pairs than this teach nothing reliable (core/weights/sessions.ts drops them). */
const MIN_SESSION_PAIRS = 50;

/**
 * The blocking rules that train: those pairing at most MAX_SESSION_SHARE of all pairs, and for a
 * field every one of them conditions on (bank records blocked by amount: no selective rule sees the
 * amount), the smallest broader rule up to MAX_FREEING_SESSION_SHARE that leaves it free — a field no
 * session sees is left at the default m (D87), measured by nothing.
 */
export function trainingRules(
  rules: readonly RuleSession[],
  fields: readonly string[],
  allPairs: number,
): TrainingSession[] {
  const sessions = rules.map((r) => ({
    name: r.name,
    pairs: r.pairs,
    count: r.count ?? r.pairs.length,
    conditioned: new Set(r.conditions.map((c) => fields.indexOf(c)).filter((f) => f >= 0)),
  }));
  const usable = (s: (typeof sessions)[number]) => s.pairs.length >= MIN_SESSION_PAIRS;
  const chosen = sessions.filter((s) => s.count <= MAX_SESSION_SHARE * allPairs);
  const broader = sessions
    .filter((s) => s.count > MAX_SESSION_SHARE * allPairs && s.count <= MAX_FREEING_SESSION_SHARE * allPairs)
    .sort((a, b) => a.count - b.count);
  for (let f = 0; f < fields.length; f++) {
    if (chosen.some((s) => usable(s) && !s.conditioned.has(f))) continue;
    const freeing = broader.find((s) => usable(s) && !s.conditioned.has(f) && !chosen.includes(s));
    if (freeing) chosen.push(freeing);
  }
  return chosen.map(({ name, pairs, count, conditioned }) => ({ name, pairs, count, conditioned }));
}

/** Fields (by index into `fields`) that no session {@link trainingRules} chooses leaves free. */
export function unfreedFields(rules: readonly RuleSession[], fields: readonly string[], allPairs: number): number[] {
  const chosen = trainingRules(rules, fields, allPairs).filter((s) => s.pairs.length >= MIN_SESSION_PAIRS);
  return fields.flatMap((_, f) => (chosen.some((s) => !s.conditioned.has(f)) ? [] : [f]));
}
