/**
 * What the app's worker offers the page: the views and operations of the project service. Every
 * type here is structured-clone friendly (plain objects, arrays, typed arrays), so it crosses the
 * worker boundary unchanged. Records are named by their stable record keys, never by run indices.
 */
import type { SplinkProjectSettings } from '../splink-project';
import type { ImportIssue } from '../../domain/dataset';
import type { SurvivorshipRule } from '../../domain/cluster';
import type { Reason } from '../../domain/decision';
import type { FieldKind } from '../../domain/field';
import type { LinkMode } from '../../domain/pair';
import type { LogEntry, HumanDecision } from '../../domain/log';
import type { ProfileName } from '../../core/profiles';
import type { FieldExplanation } from '../explain';
import type { LearningView } from './learning';
import type { AuditView } from './audit-view';

export type { EvaluateView } from './evaluate-view';
export type { ChoiceView, ColumnChoice } from './choice-view';
export type { CalibrationView } from './calibrate-view';

/** A project in the start screen's list. */
export interface ProjectListItem {
  id: number;
  name: string;
  created: string;
  lastOpened: string;
  records: number;
  sources: number;
  decisions: number;
}

/** One imported source. */
export interface SourceSummary {
  id: number;
  name: string;
  rowCount: number;
  columns: string[];
  encoding: string;
  delimiter: string;
  issues: ImportIssue[];
  issueCount: number;
}

/** Settings of a project, chosen by the user; changing them marks the last run stale. */
export interface ProjectSettings {
  profile: ProfileName | 'auto';
  mode: LinkMode;
  /** Link sources one-to-one (on / off as chosen); absent: on when every source is measured free of duplicates. */
  oneToOne?: boolean;
  /** Field kind per column chosen by the user (overrides detection); 'ignore' leaves a column out. */
  kinds: Record<string, FieldKind | 'ignore'>;
  /** Generic profile: merge at or above this probability, review above the floor. */
  mergeProbability: number;
  reviewProbability: number;
  /** Rule profiles: review at or above this similarity. */
  reviewSimilarity: number;
  /** Reviewer capacity: pairs per hour × hours sizes the queue (absent: all items). */
  capacity?: { pairsPerHour: number; hours: number };
  /**
   * Columns of each record's display label, chosen by the person (absent: chosen from the field kinds). Display only:
   * never makes a run stale.
   */
  labelColumns?: string[];
  /**
   * Guard checks (pairs a guard vetoed although their score is high) in the review queue; off (absent) by default.
   * Display only.
   */
  guardChecks?: boolean;
  /**
   * Set for a project imported from Splink's results: its runs decide Splink's stored pairs (engine/splink-project.ts).
   */
  splink?: SplinkProjectSettings;
}

/** A column with its detected and chosen kind, completeness and a normalization preview. */
export interface FieldView {
  column: string;
  kind: FieldKind | 'ignore';
  detected: FieldKind;
  confidence: number;
  evidence: string[];
  /** Share of non-empty values, 0..1. */
  completeness: number;
  /** A few values before → after normalization. */
  preview: Array<{ raw: string; normalized: string }>;
  /**
   * Values the kind's normalizer could not read (phones, e-mails, dates …): how many of the filled ones, with examples.
   */
  unreadable: { count: number; filled: number; examples: string[] };
}

/** Counts and timings of the latest complete run. */
export interface RunView {
  runId: number;
  created: string;
  profile: ProfileName;
  records: number;
  candidatePairs: number;
  merge: number;
  review: number;
  distinct: number;
  clusters: number;
  multiRecordClusters: number;
  /**
   * Items of the review queue as the review screen lists them (guard checks only when included): the one «to review»
   * number every view shows.
   */
  reviewItems: number;
  /** Those items by kind (review-band, weak-link, guard-high-score when included …); they add up to `reviewItems`. */
  reviewKinds: Record<string, number>;
  /** The queue's guard checks, and whether the queue includes them (ProjectSettings.guardChecks). */
  guardChecks: GuardChecks;
  timings: Record<string, number>;
  ruleCounts: Array<{ rule: string; pairs: number; skippedBlocks: number }>;
}

/** An open project. */
export interface ProjectView {
  id: number;
  name: string;
  sources: SourceSummary[];
  fields: FieldView[];
  settings: ProjectSettings;
  run?: RunView;
  /** Settings changed since the last run: results shown are those of the old settings. */
  stale: boolean;
  decisions: number;
  /** The columns of the records' display labels in use. */
  labelColumns: string[];
}

/** The overview dashboard. */
export interface OverviewView {
  run: RunView;
  /** Score histogram in 20 bins of 0.05, counted per decision level. */
  histogram: { merge: number[]; review: number[]; distinct: number[] };
  clusterSizes: Array<{ size: number; count: number }>;
  topReasons: Array<{ code: string; count: number }>;
  /** Human decisions so far. */
  decided: { same: number; different: number; unsure: number };
  /** What the safety net held back from automatic merging, in plain words (empty when nothing). */
  safetyNet: string[];
  /** The estimate of precision and recall from the blind audit sample's answers (engine/service/audit-view.ts). */
  audit?: AuditView;
}

/** One item of the review queue. */
export interface ReviewItemView {
  /** Position in the queue (0-based). */
  position: number;
  kind: string;
  keys: [string, string];
  /** Display labels of the two records (their values), as `keys`. */
  labels: [string, string];
  score: number;
  reasons: Reason[];
  decided?: HumanDecision;
}

/** Guard checks of the review queue: how many, and whether the queue shows them. */
export interface GuardChecks {
  count: number;
  included: boolean;
}

/** A page of the review queue. */
export interface ReviewPage {
  items: ReviewItemView[];
  total: number;
  guardChecks: GuardChecks;
  /** Position of the first undecided item (where the reviewer resumes), −1 when all are decided. */
  resumeAt: number;
  decided: { same: number; different: number; unsure: number };
  /** What the answers have taught the model: balance, refits, the last refit's change (engine/service/learning.ts). */
  learning?: LearningView;
}

/**
 * What the review screen needs to show its first card, in one answer: the queue's first page (long
 * enough to hold the item shown), the item shown (`focus`, −1 for a pair outside the queue) and its
 * pair card, the thresholds' settings and whether the results are stale.
 */
export interface ReviewStart extends ReviewPage {
  focus: number;
  card?: PairCardView;
  settings: ProjectSettings;
  profile: ProfileName;
  stale: boolean;
}

/** One record as the views show it. */
export interface RecordView {
  key: string;
  source: string;
  row: number;
  /** The record by its values (the display label). */
  label: string;
  values: Record<string, string>;
}

/** The pair card: both records, per-field comparison, reasons, and what a decision would do. */
export interface PairCardView {
  keys: [string, string];
  left: RecordView;
  right: RecordView;
  decision: 'merge' | 'review' | 'distinct' | 'none';
  /**
   * What the score is: `weights` — the Fellegi–Sunter match probability (the generic profile); `rules`
   * — the profile's rule score, with the match weight shown beside it as evidence only.
   */
  scoreBasis: 'weights' | 'rules';
  score: number;
  priorWeight: number;
  totalWeight: number;
  probability: number;
  fields: FieldExplanation[];
  reasons: Reason[];
  rules: string[];
  decided?: HumanDecision;
  /** Accepting joins these clusters: the size after, and whether the pair is its only link. */
  ifSame: { clusterSize: number; clusterIds: string[] };
  /** Rejecting keeps the clusters at these sizes. */
  ifDifferent: { leftClusterSize: number; rightClusterSize: number };
  /** Other candidates of either record: `key` (by its display `label`) paired with `of`. */
  otherCandidates: Array<{ of: string; key: string; label: string; score: number; decision: string }>;
}

/** One cluster in the cluster list. */
export interface ClusterRowView {
  id: string;
  size: number;
  /** Probability of the weakest applied link, NaN for a single record. */
  weakestLink: number;
  /** Applied links / all pairs of the cluster, 0..1 (1 for a single record). */
  density: number;
  manual: boolean;
  locked: boolean;
  /** Display label of the cluster: its first member's. */
  label: string;
  /** Compared fields whose filled values disagree among the members once normalized. */
  conflicts: number;
}

/** Orders of the cluster list: size, weakest link, density, conflicts (compared fields that disagree). */
export type ClusterSort = 'size' | 'weakest' | 'density' | 'conflicts';

/** A page of clusters. */
export interface ClusterPage {
  rows: ClusterRowView[];
  total: number;
}

/** A golden record field: the value, where it came from, and the alternatives. */
export interface GoldenFieldView {
  column: string;
  value: string;
  fromKey: string;
  overridden: boolean;
  /** The rule that chose the value: most frequent, or all values for an identifier or a source. */
  rule: SurvivorshipRule;
  candidates: Array<{ value: string; fromKey: string; count: number }>;
}

/** A cluster's members, links and golden record. */
export interface ClusterDetailView {
  id: string;
  members: RecordView[];
  links: Array<{ keys: [string, string]; score: number; applied: boolean }>;
  golden: GoldenFieldView[];
  /** The columns the run compares (the others are shown, never marked as differing). */
  compared: string[];
  /** Per member key, the compared columns whose normalized value differs from the members' most frequent one. */
  differs: Record<string, string[]>;
  /** Locked (or accepted): automatic merges no longer add records to it or take them away. */
  locked: boolean;
}

/** A log entry with whether it is still in effect, and the display labels of the records it names (by key). */
export type HistoryEntryView = LogEntry & { undone: boolean; labels?: Record<string, string> };

/** What can be exported. */
export type ExportKind = 'annotated' | 'golden' | 'pairs' | 'labels' | 'log' | 'splink';

/** What each blocking rule would produce with the current settings, counted before any pair is made. */
export interface BlockingPreviewView {
  profile: string;
  rules: Array<{
    rule: string;
    pairs: number;
    blocks: number;
    largest: Array<{ key: string; records: number; pairs: number }>;
    skipped: Array<{ key: string; records: number; pairs: number }>;
  }>;
  /** Pairs over all rules before de-duplication, at most `allPairs` (an upper bound of the candidate pairs). */
  totalPairs: number;
  /** All pairs the link mode allows (across sources only when linking), for the reduction ratio. */
  allPairs: number;
  /**
   * The per-record bound when it applies (core/block/meta.ts): edges per record, and the most pairs it leaves (that
   * many per record plus strong-key pairs).
   */
  bound: { perRecord: number; maxPairs: number } | null;
}

/** A note in effect, with the records it is about (a pair's two keys, or a cluster's members). */
export interface NoteView {
  id: number;
  at: string;
  text: string;
  keys: string[];
}

/** The outcome of a batch of decisions or of its undo: one log entry per pair, written in one transaction. */
export interface BatchResult {
  entryIds: number[];
  /** Later entries that depend on the reverted ones (undo only). */
  dependents: number[];
}

/** The largest batch a bulk action may write when the caller sets no maximum. */
export const BATCH_MAX_DEFAULT = 200;

/** The longest note, in characters. */
export const NOTE_MAX_LENGTH = 2000;

/**
 * Whether a display label holds the search text (case-insensitive, whitespace collapsed); an empty search matches all.
 */
export function labelMatches(label: string, query: string): boolean {
  const q = query.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return q === '' || label.toLocaleLowerCase().includes(q);
}
