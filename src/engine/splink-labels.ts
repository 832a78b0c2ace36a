/**
 * A reviewer's answers as Splink's pairwise labels (clerical format), so they can improve the model
 * that runs on Spark: `linker.table_management.register_labels_table`, accuracy analysis from the
 * labels, and `linker.training.estimate_m_from_pairwise_labels` on the «same» rows (Splink reads
 * every row it is given there as a match). The ids are the sources' own record keys (the unique id
 * column Splink was given), with `source_dataset_l` / `_r` (the file names) when there are several.
 */
import type { RecordPairs } from '../domain/cluster';
import type { Dataset } from './dataset';
import type { ExportTable } from './exports';

/** Options of the labels export. */
export interface SplinkLabelsOptions {
  /** The settings' unique id column name (`unique_id` by default): the labels' columns are `<it>_l` / `<it>_r`. */
  uniqueId?: string;
}

/** Human «same» (1) and «different» (0) decisions as a Splink labels table. */
export function splinkLabels(
  ds: Dataset,
  human: { same: RecordPairs; different: RecordPairs },
  options: SplinkLabelsOptions = {},
): ExportTable {
  const id = options.uniqueId ?? 'unique_id';
  const several = ds.tables.length > 1;
  const keyOf = (r: number) => ds.tables[ds.sourceOf[r]].keys[ds.rowOf[r]];
  const sourceOf = (r: number) => ds.tables[ds.sourceOf[r]].source.name;
  const side = (r: number) => (several ? [sourceOf(r), keyOf(r)] : [keyOf(r)]);
  return {
    columns: several
      ? ['source_dataset_l', `${id}_l`, 'source_dataset_r', `${id}_r`, 'clerical_match_score']
      : [`${id}_l`, `${id}_r`, 'clerical_match_score'],
    rows: (function* () {
      for (const [pairs, score] of [
        [human.same, '1'],
        [human.different, '0'],
      ] as const) {
        for (let i = 0; i < pairs.left.length; i++) yield [...side(pairs.left[i]), ...side(pairs.right[i]), score];
      }
    })(),
  };
}
