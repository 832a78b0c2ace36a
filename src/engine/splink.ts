/**
 * A fitted model as Splink 4 settings (DESIGN §5 «Past one machine»): a list too large for one
 * machine can be run by Splink on Spark or DuckDB with the comparisons, levels, m / u probabilities,
 * prior and blocking rules Doppel learned. Doppel compares normalized values (folded to ASCII, words
 * split); the settings compare the columns as given, so prepare them the same way first.
 */
import type { Comparison } from '../domain/comparison';
import type { LinkMode } from '../domain/pair';
import type { FellegiSunterFit } from './fellegi-sunter';

/** One Splink comparison level. */
export interface SplinkLevel {
  sql_condition: string;
  label_for_charts: string;
  is_null_level?: boolean;
  m_probability?: number;
  u_probability?: number;
}

/** The Splink settings dictionary (the keys Splink 4 reads). */
export interface SplinkSettings {
  link_type: 'dedupe_only' | 'link_only' | 'link_and_dedupe';
  unique_id_column_name: string;
  probability_two_random_records_match: number;
  blocking_rules_to_generate_predictions: Array<{ blocking_rule: string }>;
  /** Keep the gamma_ / bf_ / tf_ columns in the predictions: Doppel's pair card reads them back. */
  retain_intermediate_calculation_columns?: boolean;
  retain_matching_columns?: boolean;
  comparisons: Array<{ output_column_name: string; comparison_description: string; comparison_levels: SplinkLevel[] }>;
}

/** What the export could not express in Splink's SQL, said beside the settings. */
export interface SplinkExport {
  settings: SplinkSettings;
  /** Blocking rules with no SQL equivalent (MinHash, one-edit neighbourhoods, first letters …). */
  unexportedRules: string[];
  /** Levels whose similarity Splink's SQL only approximates. */
  approximatedLevels: string[];
}

const LINK_TYPE: Record<LinkMode, SplinkSettings['link_type']> = {
  dedupe: 'dedupe_only',
  link: 'link_only',
  'link-and-dedupe': 'link_and_dedupe',
};

/** A column name quoted for SQL, with the `_l` / `_r` suffix Splink gives each side. */
const side = (column: string, s: 'l' | 'r') => `"${`${column}_${s}`.replace(/"/g, '""')}"`;

/** The SQL of «similarity ≥ t» for a kernel, and whether it is exact or an approximation. */
function similaritySql(kernel: string | undefined, column: string, t: number): { sql: string; exact: boolean } {
  const [l, r] = [side(column, 'l'), side(column, 'r')];
  switch (kernel) {
    case 'jaroWinkler':
      return { sql: `jaro_winkler_similarity(${l}, ${r}) >= ${t}`, exact: true };
    case 'levenshtein':
      return { sql: `1 - levenshtein(${l}, ${r}) / greatest(length(${l}), length(${r})) >= ${t}`, exact: true };
    case 'osa':
      return { sql: `1 - damerau_levenshtein(${l}, ${r}) / greatest(length(${l}), length(${r})) >= ${t}`, exact: true };
    case 'numeric-days':
      // Doppel parses many date writings; SQL casts only ISO ones: the same level, approximated.
      return {
        sql: `1 - abs(date_diff('day', TRY_CAST(${l} AS DATE), TRY_CAST(${r} AS DATE))) / 30 >= ${t}`,
        exact: false,
      };
    case 'numeric-relative':
      return {
        sql: `1 - abs(TRY_CAST(${l} AS DOUBLE) - TRY_CAST(${r} AS DOUBLE)) / greatest(abs(TRY_CAST(${l} AS DOUBLE)), abs(TRY_CAST(${r} AS DOUBLE))) >= ${t}`,
        exact: false,
      };
    default:
      // ratio, token sort / set, partial ratio, q-gram share: no SQL function computes them.
      return { sql: `jaccard(${l}, ${r}) >= ${t}`, exact: false };
  }
}

/** Splink levels of one comparison with its fitted m and u. */
function levelsOf(c: Comparison, m: Float64Array, u: Float64Array, approximated: string[]): SplinkLevel[] {
  const [l, r] = [side(c.field, 'l'), side(c.field, 'r')];
  return c.levels.map((level, k) => {
    const probabilities = { m_probability: m[k], u_probability: u[k] };
    switch (level.kind) {
      case 'null':
        return { sql_condition: `${l} IS NULL OR ${r} IS NULL`, label_for_charts: 'null', is_null_level: true };
      case 'exact':
        return { sql_condition: `${l} = ${r}`, label_for_charts: 'exact', ...probabilities };
      case 'similarity': {
        const { sql, exact } = similaritySql(c.kernel, c.field, level.threshold ?? 1);
        if (!exact) approximated.push(`${c.field}: ${c.kernel ?? 'similarity'} ${level.label}`);
        return { sql_condition: sql, label_for_charts: `${c.kernel ?? 'similarity'} ${level.label}`, ...probabilities };
      }
      default:
        return { sql_condition: 'ELSE', label_for_charts: 'else', ...probabilities };
    }
  });
}

/** A Doppel blocking rule as Splink SQL, when it is an equality on one column. */
function blockingSql(rule: string): string | null {
  const exact = /^exact:(.+)$/.exec(rule);
  return exact ? `l."${exact[1].replace(/"/g, '""')}" = r."${exact[1].replace(/"/g, '""')}"` : null;
}

/** The fitted model as Splink settings; a prior fitted over the candidates becomes one over all record pairs. */
export function splinkSettings(
  fit: FellegiSunterFit,
  options: { mode: LinkMode; uniqueId: string; ruleNames: readonly string[] },
): SplinkExport {
  const approximatedLevels: string[] = [];
  const { lambda, m, u } = fit.parameters;
  const prior = fit.method === 'sessions' ? lambda : (lambda * fit.pairWeights.length) / Math.max(1, fit.allPairs);
  const rules = options.ruleNames.filter((r) => r !== 'exact-row');
  return {
    settings: {
      link_type: LINK_TYPE[options.mode],
      unique_id_column_name: options.uniqueId,
      probability_two_random_records_match: prior,
      retain_intermediate_calculation_columns: true,
      retain_matching_columns: true,
      blocking_rules_to_generate_predictions: rules.flatMap((r) => {
        const sql = blockingSql(r);
        return sql ? [{ blocking_rule: sql }] : [];
      }),
      comparisons: fit.comparisons.map((c, f) => ({
        output_column_name: c.field,
        comparison_description: `${c.field} by ${c.kernel ?? 'similarity'} (Doppel ${fit.method === 'sessions' ? 'training sessions' : 'EM over candidates'})`,
        comparison_levels: levelsOf(c, m[f], u[f], approximatedLevels),
      })),
    },
    unexportedRules: rules.filter((r) => blockingSql(r) === null),
    approximatedLevels,
  };
}
