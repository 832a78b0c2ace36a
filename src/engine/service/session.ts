import type { FieldKind } from '../../domain/field';
import type { LogEntry } from '../../domain/log';
import type { StageProgress } from '../../domain/progress';
import { constraintsFor, indexKeys, replayLog, type HumanState } from '../../core/log';
import { PROFILES, DEFAULT_PROFILE_SETTINGS, chooseProfile, type PreparedProfile } from '../../core/profiles';
import {
  listSources,
  readLog,
  readPredictions,
  readSourceTable,
  type DoppelDb,
  type SourceMeta,
  type StoredPredictions,
} from '../../storage';
import type { AsyncScorer } from '../../scoring/pool/protocol';
import { combineTables, detectKinds, profileInput, type Dataset } from '../dataset';
import { DEFAULT_MATCH_SETTINGS, minhashBlockingRules, type MatchSettings } from '../match';
import { allowedPairCount, boundedPairCeiling, candidateBound, countRule } from '../../core/block';
import type { BlockingPreviewView } from './api';
import { dedupe, type DedupeRun } from '../pipeline';
import { DEFAULT_RESOLVE_SETTINGS, resolveClusters, type ResolveSettings } from '../resolve';
import { withQueueHead } from '../review-loop';
import type { FieldKindDetection } from '../../core/fields/detect';
import type { ProjectSettings } from './api';
import type { SourceTable } from '../../domain/dataset';
import { isSplinkSource, runSplinkProject, type SplinkStored } from '../splink-project';

/** Settings of a new project. */
export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = {
  profile: 'auto',
  mode: 'dedupe',
  kinds: {},
  mergeProbability: DEFAULT_PROFILE_SETTINGS.mergeProbability,
  reviewProbability: DEFAULT_PROFILE_SETTINGS.reviewProbability,
  reviewSimilarity: DEFAULT_PROFILE_SETTINGS.reviewSimilarity,
};

/**
 * A stable fingerprint of settings: a run made with other settings is stale. Display settings (the label's columns,
 * guard checks in the queue) are left out.
 */
export function settingsVersion(settings: ProjectSettings): string {
  const { labelColumns: _display, guardChecks: _shown, ...s } = settings;
  const sorted = (o: Record<string, unknown>): unknown =>
    Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [
          k,
          o[k] !== null && typeof o[k] === 'object' && !Array.isArray(o[k])
            ? sorted(o[k] as Record<string, unknown>)
            : o[k],
        ]),
    );
  return JSON.stringify(sorted(s as unknown as Record<string, unknown>));
}

/** The engine settings of project settings. */
export function engineSettings(
  s: ProjectSettings,
  sourceCount: number,
): { match: MatchSettings; resolve: ResolveSettings } {
  const rules = {
    ...DEFAULT_PROFILE_SETTINGS,
    mergeProbability: s.mergeProbability,
    reviewProbability: s.reviewProbability,
    reviewSimilarity: s.reviewSimilarity,
  };
  const mode = sourceCount > 1 ? s.mode : 'dedupe';
  return {
    match: {
      ...DEFAULT_MATCH_SETTINGS,
      profile: s.profile,
      mode,
      rules,
      ...(s.oneToOne !== undefined && mode !== 'dedupe' ? { oneToOne: s.oneToOne } : {}),
    },
    resolve: { ...DEFAULT_RESOLVE_SETTINGS, mergeProbability: s.mergeProbability, capacity: s.capacity },
  };
}

/** An open project in the worker: its records, the latest run and the replayed decision log. */
export interface Session {
  projectId: number;
  sources: SourceMeta[];
  dataset: Dataset;
  detected: FieldKindDetection[];
  keyIndex: Map<string, number>;
  log: LogEntry[];
  human: HumanState;
  run?: DedupeRun;
  /** The profile as prepared for the run (its compared values, for the pair card). */
  prepared?: PreparedProfile;
  runSettingsVersion?: string;
  runId?: number;
  runCreated?: string;
  /** Columns of the records' display labels (set when the project is opened). */
  labelColumns?: string[];
  /** Whether the review queue shows its guard checks (ProjectSettings.guardChecks; set when the project is opened). */
  guardChecks?: boolean;
  /** Splink's predictions and cluster table of a project imported from Splink's results. */
  splink?: SplinkStored;
}

/** Load a project's sources and decision log into a session (no run yet). */
export async function openSession(db: DoppelDb, projectId: number): Promise<Session> {
  const stored = await listSources(db, projectId);
  // Splink's stored tables (a project imported from Splink's results) are no records.
  const sources = stored.filter((s) => !isSplinkSource(s.source.name));
  const tables = [];
  for (const s of sources) tables.push(await readSourceTable(db, s.id));
  const splinkTables = [];
  for (const s of stored.filter((x) => isSplinkSource(x.source.name)))
    splinkTables.push(await readSourceTable(db, s.id));
  const predictions = await readPredictions(db, projectId);
  const log = await readLog(db, projectId);
  return sessionOf(projectId, sources, tables, log, { tables: splinkTables, stored: predictions });
}

/**
 * A session of records already in memory (just read from storage, or just imported and stored);
 * Splink's predictions must name these records (the count their indices were stored with).
 */
export function sessionOf(
  projectId: number,
  sources: SourceMeta[],
  tables: SourceTable[],
  log: LogEntry[],
  splink: { tables: SourceTable[]; stored?: StoredPredictions } = { tables: [] },
): Session {
  const dataset = combineTables(tables);
  if (splink.stored && splink.stored.recordCount !== dataset.recordCount)
    throw new Error(
      `Splink's stored predictions name ${splink.stored.recordCount} records but the project holds ${dataset.recordCount}; import the Splink results again.`,
    );
  const hasSplink = splink.stored !== undefined || splink.tables.length > 0;
  return {
    projectId,
    sources,
    dataset,
    detected: detectKinds(dataset),
    keyIndex: indexKeys(dataset.keys),
    log,
    human: replayLog(log),
    ...(hasSplink ? { splink: { tables: splink.tables, predictions: splink.stored?.predictions } } : {}),
  };
}

/** The field kind of every column: the user's choice, else the detected kind. */
export function chosenKinds(session: Session, settings: ProjectSettings): Map<string, FieldKind | 'ignore'> {
  return new Map(session.detected.map((d) => [d.column, settings.kinds[d.column] ?? d.kind]));
}

/**
 * The log as it stood when run `runId` was made: its weights were refined by those decisions, so a
 * run re-derived after a reload uses them too (later decisions apply through clustering until the
 * next «Find duplicates»).
 */
export function logBeforeRun(log: readonly LogEntry[], runId: number): LogEntry[] {
  const mark = log.find((e) => e.type === 'run' && e.runId === runId);
  return mark ? log.filter((e) => e.id < mark.id) : [...log];
}

/** Human decisions as constraints on the session's records. */
export function humanConstraints(session: Session) {
  return constraintsFor(session.human, session.keyIndex);
}

/** Match and resolve the session's records with the settings and the decision log. */
export async function runSession(
  session: Session,
  settings: ProjectSettings,
  scorer: AsyncScorer,
  signal?: AbortSignal,
  onStage?: RunStageProgress,
  fittedRunId?: number,
): Promise<DedupeRun> {
  const { match, resolve } = engineSettings(settings, session.sources.length);
  const chosen = chosenKinds(session, settings);
  const kinds = new Map<string, FieldKind>();
  const exclude = new Set<string>();
  for (const [c, k] of chosen) k === 'ignore' ? exclude.add(c) : kinds.set(c, k);
  if (settings.splink && session.splink) {
    // Splink's pairs, decided again with the project's thresholds; no blocking or scoring here.
    const run = runSplinkProject(session.dataset, session.splink, settings.splink, {
      mode: match.mode,
      mergeProbability: settings.mergeProbability,
      reviewProbability: settings.reviewProbability,
      resolve,
      exclude,
      human: humanConstraints(session),
      detected: session.detected,
    });
    session.run = run;
    session.prepared = run.match.scored.prepared;
    session.runSettingsVersion = settingsVersion(settings);
    return run;
  }
  const training =
    fittedRunId === undefined
      ? undefined
      : constraintsFor(replayLog(logBeforeRun(session.log, fittedRunId)), session.keyIndex);
  const run = await dedupe(
    session.dataset,
    { match, resolve, kinds, exclude, human: humanConstraints(session), training, signal, onStage },
    scorer,
  );
  if (signal?.aborted) throw new DOMException('The run was cancelled.', 'AbortError');
  session.run = run;
  session.prepared = PROFILES[run.match.profile].prepare(profileInput(session.dataset, kinds, exclude), match.rules);
  session.runSettingsVersion = settingsVersion(settings);
  return run;
}

/** Progress of a run: the stage (normalize, block, score, weights, decide, cluster) and its done / total. */
export type RunStageProgress = StageProgress;

/** Re-apply the decision log to the latest run without scoring again (after a decision or an undo). */
export function reresolve(session: Session, settings: ProjectSettings): void {
  session.human = replayLog(session.log);
  resolveAgain(session, settings);
}

/** The clusters and queue made again from the session's human constraints as they are (no log replay). */
export function resolveAgain(session: Session, settings: ProjectSettings): void {
  if (!session.run) return;
  const { resolve } = engineSettings(settings, session.sources.length);
  const human = humanConstraints(session);
  const resolution = resolveClusters(session.run.match, session.dataset.keys, resolve, human);
  // A refit's batch stays at the head of the queue until the next refit (engine/review-loop.ts).
  session.run.resolution = withQueueHead({ match: session.run.match, resolution }, human, false);
}

/**
 * The per-record bound as the preview shows it: null when it would not apply (the similarity rules count no more than
 * its threshold).
 */
function boundPreview(
  perRecord: number | undefined,
  counts: Array<{ pairs: number; star: boolean }>,
  n: number,
): BlockingPreviewView['bound'] {
  const bound = candidateBound(perRecord);
  const similarity = counts.reduce((t, c) => (c.star ? t : t + c.pairs), 0);
  const strong = counts.reduce((t, c) => (c.star ? t + c.pairs : t), 0);
  const maxPairs = bound ? boundedPairCeiling(bound, similarity, strong, n) : null;
  return bound && maxPairs !== null ? { perRecord: bound.perRecord, maxPairs } : null;
}

/** Count what blocking would produce with these settings (MinHash keys hashed by the scorer). */
export async function previewBlocking(
  session: Session,
  settings: ProjectSettings,
  scorer: AsyncScorer,
): Promise<BlockingPreviewView> {
  const { match } = engineSettings(settings, session.sources.length);
  const chosen = chosenKinds(session, settings);
  const kinds = new Map<string, FieldKind>();
  const exclude = new Set<string>();
  for (const [c, k] of chosen) k === 'ignore' ? exclude.add(c) : kinds.set(c, k);
  const input = profileInput(session.dataset, kinds, exclude);
  const profile = match.profile === 'auto' ? chooseProfile(input.columns) : match.profile;
  const prepared = PROFILES[profile].prepare(input, match.rules);
  const rules = [...prepared.blockingRules, ...(await minhashBlockingRules(prepared.minhashRules ?? [], scorer))];
  const opts = { mode: match.mode, sourceOf: input.sourceOf, maxBlockPairs: match.maxBlockPairs };
  const counts = rules.map((r) => countRule(r, opts));
  const n = session.dataset.recordCount;
  // The pairs the mode allows (across sources only when linking): the rules' sum never says more than that.
  const allPairs = allowedPairCount(n, opts);
  return {
    profile,
    rules: counts.map((c) => ({
      rule: c.rule,
      pairs: c.pairs,
      blocks: c.blocks,
      largest: c.largest.slice(0, 3),
      skipped: c.skipped.slice(0, 3),
    })),
    totalPairs: Math.min(
      allPairs,
      counts.reduce((t, c) => t + c.pairs, 0),
    ),
    bound: boundPreview(
      match.candidatesPerRecord,
      counts.map((c, i) => ({ pairs: c.pairs, star: rules[i].star === true })),
      n,
    ),
    allPairs,
  };
}
