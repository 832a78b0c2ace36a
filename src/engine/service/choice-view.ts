/**
 * The choice a run would make, shown before it (issue 14 §4, §5): the profile (for «Automatic», the
 * one chooseProfile resolves to and why — the function the run calls, on every record), its rule
 * packs, each comparison with its levels by name (the profile's own prepare, on up to 5,000 records
 * spread over the list: the run prepares them all, at the cost of its normalize stage), per column what compares it and
 * a warning when its values look
 * like a label or an identifier, and the duplication measured within each source beside the link mode.
 */
import type { FieldKind } from '../../domain/field';
import type { LinkMode } from '../../domain/pair';
import { explainProfile, PROFILES, type ProfileInput, type ProfileName } from '../../core/profiles';
import { summarizeComparisons, type ComparisonSummary } from '../../core/profiles/comparison-summary';
import { columnHint, type ColumnHint } from '../../core/fields/hints';
import {
  suggestedLinkMode,
  withinSourceTwins,
  type SourceCells,
  type SourceTwins,
} from '../../core/safety/within-source';
import type { SourceTable } from '../../domain/dataset';
import { columnValues, profileInput, type Dataset } from '../dataset';
import { chosenKinds, engineSettings, settingsVersion, type Session } from './session';
import type { ProjectSettings } from './api';

/** One column as the choice summary lists it. */
export interface ColumnChoice {
  column: string;
  kind: FieldKind | 'ignore';
  /** The comparisons that read the column (their summary texts); empty when the run leaves it out. */
  compared: string[];
  hint: ColumnHint | null;
}

/** What a run with the current settings would use. */
export interface ChoiceView {
  /** The profile setting, and the profile it resolves to with the reason. */
  chosen: ProjectSettings['profile'];
  profile: ProfileName;
  why: string;
  /** The rule packs the profile switches on for these fields. */
  packs: string[];
  comparisons: ComparisonSummary[];
  columns: ColumnChoice[];
  /** Duplication within each source (empty for one source) and the link mode it suggests. */
  withinSource: SourceTwins[];
  suggested: { mode: LinkMode; oneToOne: boolean } | null;
}

/** Kinds that carry a strong key the rules trust (principle 2). */
const KEY_KINDS: readonly FieldKind[] = ['email', 'gtin', 'url', 'domain'];

/** The rule packs a profile switches on for the given kinds, in words. */
export function rulePacks(profile: ProfileName, kinds: readonly FieldKind[]): string[] {
  const has = (k: FieldKind) => kinds.includes(k);
  const packs: Record<ProfileName, string[]> = {
    events: ['events (title, start, venue or city)'],
    venues: ['venues (name, address, distance)'],
    suppliers: ['domains (registered domain)'],
    companies: ['organisations (legal-suffix folding, registration ids)'],
    products: ['products (GTIN, model numbers, variants)'],
    generic: [
      'match weights (Fellegi–Sunter, fitted to this list)',
      ...(has('name') || has('names') ? ['people (names, nicknames, twins)'] : []),
      ...(has('title') ? ['titles (numbers and title words must agree)'] : []),
    ],
  };
  const keys = KEY_KINDS.filter(has);
  return [
    ...packs[profile],
    ...(keys.length ? [`strong keys (${keys.join(', ')})`] : []),
    'safety net (two independent fields, cluster checks)',
  ];
}

/** A source's cells as the within-source measurement reads them. */
function cellsOf(t: SourceTable): SourceCells {
  return { name: t.source.name, columns: t.source.columns, cells: t.cells, rowCount: t.rowCount };
}

/** The comparisons are read from the profile prepared on at most this many records (the run prepares all). */
const PREPARE_SAMPLE = 5000;

/** Up to PREPARE_SAMPLE records spread evenly over the list, every source in proportion. */
export function spreadSample(input: ProfileInput): ProfileInput {
  const n = input.recordCount;
  if (n <= PREPARE_SAMPLE) return input;
  const rows = Array.from({ length: PREPARE_SAMPLE }, (_, i) => Math.floor((i * n) / PREPARE_SAMPLE));
  return {
    recordCount: rows.length,
    columns: input.columns.map((c) => ({ ...c, values: rows.map((r) => c.values[r]) })),
    ...(input.sourceOf ? { sourceOf: Uint16Array.from(rows, (r) => input.sourceOf![r]) } : {}),
  };
}

const twinsCache = new WeakMap<SourceTable['cells'], SourceTwins>();
const viewCache = new WeakMap<Session, { version: string; view: ChoiceView }>();

/**
 * The link mode of a new project from its sources: one source is one list; two or more free of
 * duplicates (each under 1 % near-exact twins) link only across, one-to-one; else link and
 * deduplicate within each, one-to-one left to the run's own measurement.
 */
export function linkModeOf(tables: readonly SourceTable[]): Pick<ProjectSettings, 'mode' | 'oneToOne'> {
  if (tables.length < 2) return { mode: 'dedupe' };
  const suggested = suggestedLinkMode(tablesTwins(tables));
  return suggested.oneToOne ? suggested : { mode: suggested.mode };
}

/**
 * Duplication within each source of a dataset (each source measured once: at its import, when the session holds the
 * imported tables).
 */
export function datasetTwins(ds: Dataset): SourceTwins[] {
  return ds.tables.length < 2 ? [] : tablesTwins(ds.tables);
}

/** Each table's measurement, cached by its cells (the measurement of one source does not depend on the others). */
function tablesTwins(tables: readonly SourceTable[]): SourceTwins[] {
  return tables.map((t) => {
    let twins = twinsCache.get(t.cells);
    if (!twins) twinsCache.set(t.cells, (twins = withinSourceTwins([cellsOf(t)])[0]));
    return twins;
  });
}

/** The choice summary of a project with its current settings (cached until the settings change). */
export function choiceView(s: Session, settings: ProjectSettings): ChoiceView {
  const version = settingsVersion(settings);
  const known = viewCache.get(s);
  if (known && known.version === version) return known.view;
  const { match } = engineSettings(settings, s.sources.length);
  const chosen = chosenKinds(s, settings);
  const kinds = new Map<string, FieldKind>();
  const exclude = new Set<string>();
  for (const [c, k] of chosen) k === 'ignore' ? exclude.add(c) : kinds.set(c, k);
  const input = profileInput(s.dataset, kinds, exclude);
  const auto = explainProfile(input.columns);
  const profile = match.profile === 'auto' ? auto.profile : match.profile;
  const prepared = PROFILES[profile].prepare(spreadSample(input), match.rules);
  const comparisons = summarizeComparisons(prepared.comparisons);
  const sources =
    s.dataset.tables.length > 1 ? { sourceOf: s.dataset.sourceOf, count: s.dataset.tables.length } : undefined;
  const columns = s.detected.map(({ column }) => {
    const kind = chosen.get(column) ?? 'other';
    return {
      column,
      kind,
      compared: comparisons.filter((c) => c.column === column).map((c) => c.text),
      hint: columnHint(columnValues(s.dataset, column), kind, sources),
    };
  });
  const withinSource = datasetTwins(s.dataset);
  const view: ChoiceView = {
    chosen: settings.profile,
    profile,
    why:
      match.profile === 'auto' ? auto.why : `chosen in the settings (automatic would be ${auto.profile}: ${auto.why})`,
    packs: rulePacks(profile, [...kinds.values()]),
    comparisons,
    columns,
    withinSource,
    suggested: withinSource.length > 1 ? suggestedLinkMode(withinSource) : null,
  };
  viewCache.set(s, { version, view });
  return view;
}
