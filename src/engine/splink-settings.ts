/**
 * A Splink settings JSON (a trained model, Splink 4 or 5) read into Doppel's comparisons: each
 * comparison's levels as Doppel levels where the kernels correspond (exact, Jaro–Winkler, normalized
 * edit distance), its m / u, the prior and the blocking rules, and in words which levels Doppel only
 * approximates (an absolute edit distance, Jaro without Winkler's prefix, Jaccard) or cannot express
 * (arbitrary SQL: date differences, array intersections, custom functions).
 */
import type { Comparison, ComparisonLevel } from '../domain/comparison';
import type { KernelName } from '../scoring/types';

/** One level of an imported comparison: Doppel's level, Splink's SQL and label, m and u. */
export interface ImportedLevel extends ComparisonLevel {
  sql: string;
  m?: number;
  u?: number;
  /**
   * How Doppel reads the level: as Splink computes it, approximately, or not at all (it then stands as its own,
   * unthresholded level).
   */
  fit: 'exact' | 'approximated' | 'inexpressible';
}

/**
 * An imported comparison: Doppel's comparison (levels from most to least similar, null first) with Splink's details.
 */
export interface ImportedComparison {
  field: string;
  comparison: Comparison;
  levels: ImportedLevel[];
}

/** What Doppel reads of a Splink model. */
export interface SplinkModel {
  linkType: string;
  uniqueId: string;
  /** Prior probability that two random records match. */
  prior?: number;
  blockingRules: string[];
  comparisons: ImportedComparison[];
  /** Levels Doppel's kernels only approximate, e.g. `surname: levenshtein <= 2 (read as levenshtein ≥ 0.8)`. */
  approximated: string[];
  /** Levels Doppel cannot express, e.g. `dob: abs(date_diff(...)) <= 365`. */
  inexpressible: string[];
}

const COL = String.raw`"?([^"()]+?)_l"?`;
const COL_R = String.raw`"?([^"()]+?)_r"?`;
const NUM = String.raw`(\d*\.?\d+)`;

/** Read one level's SQL condition as a Doppel level. */
function readLevel(
  sql: string,
  label: string,
  isNull: boolean,
): { level: ComparisonLevel; kernel?: KernelName; fit: ImportedLevel['fit']; note?: string } {
  const s = sql.trim().replace(/\s+/g, ' ');
  if (isNull || new RegExp(`^${COL} IS NULL OR ${COL_R} IS NULL$`, 'i').test(s))
    return { level: { label: 'null', kind: 'null' }, fit: 'exact' };
  if (/^ELSE$/i.test(s)) return { level: { label: 'else', kind: 'else' }, fit: 'exact' };
  if (new RegExp(`^${COL} = ${COL_R}$`, 'i').test(s)) return { level: { label: 'exact', kind: 'exact' }, fit: 'exact' };
  const fn = (name: string, op: string) => new RegExp(`^${name}\\(${COL}, ${COL_R}\\) ${op} ${NUM}$`, 'i').exec(s);
  let m = fn('jaro_winkler_similarity', '>=') ?? fn('jaro_winkler', '>=');
  if (m)
    return {
      level: { label: `jaroWinkler ≥ ${m[3]}`, kind: 'similarity', threshold: Number(m[3]) },
      kernel: 'jaroWinkler',
      fit: 'exact',
    };
  m = new RegExp(
    `^1 - (levenshtein|damerau_levenshtein)\\(${COL}, ${COL_R}\\) / greatest\\(length\\(${COL}\\), length\\(${COL_R}\\)\\) >= ${NUM}$`,
    'i',
  ).exec(s);
  if (m) {
    const kernel: KernelName = m[1].toLowerCase() === 'levenshtein' ? 'levenshtein' : 'osa';
    return {
      level: { label: `${kernel} ≥ ${m[6]}`, kind: 'similarity', threshold: Number(m[6]) },
      kernel,
      fit: 'exact',
    };
  }
  m = fn('jaro_similarity', '>=') ?? fn('jaro', '>=');
  if (m)
    return {
      level: { label: `jaroWinkler ≥ ${m[3]}`, kind: 'similarity', threshold: Number(m[3]) },
      kernel: 'jaroWinkler',
      fit: 'approximated',
      note: 'Jaro read as Jaro–Winkler',
    };
  m = fn('levenshtein', '<=') ?? fn('damerau_levenshtein', '<=');
  if (m) {
    // An absolute distance k on names of about ten characters is a normalized similarity of 1 − k / 10.
    const k = Number(m[3]);
    const t = Math.max(0, Math.round((1 - k / 10) * 100) / 100);
    const kernel: KernelName = /^damerau/i.test(s) ? 'osa' : 'levenshtein';
    return {
      level: { label: `${kernel} ≥ ${t}`, kind: 'similarity', threshold: t },
      kernel,
      fit: 'approximated',
      note: `distance ≤ ${k} read as ${kernel} ≥ ${t}`,
    };
  }
  m = fn('jaccard', '>=');
  if (m)
    return {
      level: { label: `qgramJaccard ≥ ${m[3]}`, kind: 'similarity', threshold: Number(m[3]) },
      kernel: 'qgramJaccard',
      fit: 'approximated',
      note: 'Jaccard of characters read as q-gram Jaccard',
    };
  return { level: { label: label || s.slice(0, 40), kind: 'similarity' }, fit: 'inexpressible' };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Read a Splink settings dictionary (parsed JSON); a message names what is wrong with it. */
export function readSplinkSettings(json: unknown, file = 'settings'): SplinkModel {
  if (!isRecord(json) || !Array.isArray(json.comparisons))
    throw new Error(`${file}: not a Splink settings file (no «comparisons» list)`);
  const approximated: string[] = [];
  const inexpressible: string[] = [];
  const comparisons = json.comparisons.map((c, i): ImportedComparison => {
    if (!isRecord(c) || !Array.isArray(c.comparison_levels))
      throw new Error(`${file}: comparison ${i + 1} has no «comparison_levels»`);
    const field = String(c.output_column_name ?? c.comparison_description ?? `comparison ${i + 1}`);
    let kernel: KernelName | undefined;
    const levels = c.comparison_levels.map((l, k): ImportedLevel => {
      if (!isRecord(l) || typeof l.sql_condition !== 'string')
        throw new Error(`${file}: comparison «${field}», level ${k + 1} has no «sql_condition»`);
      const read = readLevel(l.sql_condition, String(l.label_for_charts ?? ''), l.is_null_level === true);
      if (read.kernel) kernel ??= read.kernel;
      if (read.fit === 'approximated') approximated.push(`${field}: ${l.sql_condition} (${read.note})`);
      if (read.fit === 'inexpressible') inexpressible.push(`${field}: ${l.sql_condition}`);
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
      return { ...read.level, sql: l.sql_condition, m: num(l.m_probability), u: num(l.u_probability), fit: read.fit };
    });
    // Doppel's level 0 is the null level: a model without one gets one that says nothing.
    if (levels[0]?.kind !== 'null') levels.unshift({ label: 'null', kind: 'null', sql: '', fit: 'exact' });
    if (levels.at(-1)?.kind !== 'else') throw new Error(`${file}: comparison «${field}» does not end in an ELSE level`);
    return {
      field,
      comparison: {
        field,
        levels: levels.map(({ label, kind, threshold }) => ({
          label,
          kind,
          ...(threshold !== undefined ? { threshold } : {}),
        })),
        ...(kernel ? { kernel } : {}),
      },
      levels,
    };
  });
  const rules = Array.isArray(json.blocking_rules_to_generate_predictions)
    ? json.blocking_rules_to_generate_predictions
    : [];
  return {
    linkType: String(json.link_type ?? 'dedupe_only'),
    uniqueId: String(json.unique_id_column_name ?? 'unique_id'),
    prior:
      typeof json.probability_two_random_records_match === 'number'
        ? json.probability_two_random_records_match
        : undefined,
    blockingRules: rules.map((r) => (isRecord(r) ? String(r.blocking_rule ?? '') : String(r))),
    comparisons,
    approximated,
    inexpressible,
  };
}
