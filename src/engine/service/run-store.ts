/**
 * A project's runs in storage: a finished run stored batch-shaped with its counts, and the latest stored run
 * re-derived after a reload (records + its settings + the log), with the model as it was taught.
 */
import { blockedPairs, decisionCounts } from '../match';
import { completeRun, getProject, latestRun, saveRun, type DoppelDb } from '../../storage';
import type { DedupeRun } from '../pipeline';
import type { AsyncScorer } from '../../scoring/pool/protocol';
import { BATCH_SIZE } from '../review-loop';
import type { ProjectSettings } from './api';
import { answerCount, refitIfDue, restoreLearning } from './learning';
import { DEFAULT_PROJECT_SETTINGS, runSession, settingsVersion, type Session } from './session';

/** Store a finished run (its pairs as typed columns, then its counts) and mark the session with it. */
export async function storeRun(
  db: DoppelDb,
  id: number,
  s: Session,
  settings: ProjectSettings,
  run: DedupeRun,
): Promise<void> {
  const m = run.match;
  const runId = await saveRun(db, id, {
    settings,
    settingsVersion: settingsVersion(settings),
    pairs: {
      left: m.pairs.left,
      right: m.pairs.right,
      levels: m.levels,
      scores: m.scores,
      // Reasons as ids into the run's shared lists: no list of reasons per pair is built to store them.
      reasons: m.reasons,
    },
  });
  const { run: stored } = await completeRun(db, runId, {
    profile: m.profile,
    records: s.dataset.recordCount,
    pairs: blockedPairs(m).left.length,
    ...decisionCounts(m),
    clusters: run.resolution.clustering.clusterCount,
  });
  s.runId = runId;
  s.runCreated = stored.created;
}

/** Re-derive the latest stored run into a session that has none; throws when the project was never run. */
export async function deriveStoredRun(db: DoppelDb, id: number, s: Session, scorer: AsyncScorer): Promise<void> {
  const last = await latestRun(db, id);
  if (!last) throw new Error('Run «Find duplicates» first.');
  const settings = { ...DEFAULT_PROJECT_SETTINGS, ...(last.settings as Partial<ProjectSettings>) };
  await runSession(s, settings, scorer, undefined, undefined, last.id);
  // The model as it was taught: refitted as its latest refit was (on the answers then in the log,
  // engine/service/learning.ts); a project with no refit stored is refitted on every answer once
  // a batch of them is in.
  const mark = (await getProject(db, id))?.refit;
  if (!restoreLearning(s, settings, last.id, mark) && answerCount(s.human) >= BATCH_SIZE)
    refitIfDue(s, settings, { force: true });
  s.runId = last.id;
  s.runCreated = last.created;
}
