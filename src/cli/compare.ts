import { decisionOf } from '../domain/decision';
import { readFile } from 'node:fs/promises';
import { DEFAULT_MATCH_SETTINGS, runMatching } from '../engine/match';
import type { AsyncScorer } from '../scoring/pool/protocol';
import { caseInput, meetsExpectation, type PairCase } from './cases';

/** One line of `doppel compare` output. */
export interface CaseOutcome {
  id: string;
  decision: string;
  reasons: string[];
  expect: string;
  ok: boolean;
}

/**
 * Decide one case through the whole engine on its two records (blocking included: a pair that no
 * blocking rule produces is `distinct` with the reason `not-a-candidate`).
 */
export async function decideCase(c: PairCase, scorer: AsyncScorer): Promise<CaseOutcome> {
  const settings = { ...DEFAULT_MATCH_SETTINGS, profile: c.profile, uSampleSize: 0 };
  const result = await runMatching(caseInput(c), settings, scorer);
  const found = result.pairs.left.length > 0;
  const decision = found ? decisionOf(result.levels[0]) : 'distinct';
  const reasons = found
    ? result.reasons.at(0).map((r) => (r.detail ? `${r.code}: ${r.detail}` : r.code))
    : ['not-a-candidate'];
  return { id: c.id, decision, reasons, expect: c.expect, ok: meetsExpectation(decision, c.expect) };
}

/** Read a cases file (`{cases: [...]}` or a bare array) and decide every case. */
export async function compareFile(path: string, scorer: AsyncScorer): Promise<CaseOutcome[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    throw new Error(`${path}: cannot read cases (${(e as Error).message})`);
  }
  const cases = Array.isArray(parsed) ? parsed : (parsed as { cases?: unknown }).cases;
  if (!Array.isArray(cases)) throw new Error(`${path}: expected {"cases": [...]} or an array of cases`);
  const out: CaseOutcome[] = [];
  for (const c of cases as PairCase[]) out.push(await decideCase(c, scorer));
  return out;
}
