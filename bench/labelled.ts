/**
 * The labelled data sets of ../shared/datasets as blocking lists for the benchmarks: files, link
 * mode, the truth per record and the columns the matcher must not read (as scripts/quality.ts
 * runs them).
 */
import { truthFromColumn } from '../src/core/evaluate';
import { combineTables, columnValues, type Dataset } from '../src/engine/dataset';
import { readCsvFile } from '../src/io/node-file';
import type { LinkMode } from '../src/domain/pair';
import type { BlockingList } from './blocking';

const D = new URL('../../shared/datasets/', import.meta.url).pathname;

/** One labelled set: its files, mode, key, truth and excluded columns. */
export interface LabelledSet {
  name: string;
  files: string[];
  mode: LinkMode;
  key?: string;
  truth: (ds: Dataset) => Promise<string[]>;
  exclude: string[];
}

const febrl = async (ds: Dataset) => columnValues(ds, 'rec_id').map((v) => /rec-(\d+)/.exec(v)?.[1] ?? v);
const col = (c: string) => async (ds: Dataset) => columnValues(ds, c);

/** Every labelled set. */
export const LABELLED_SETS: LabelledSet[] = [
  ...[1, 2, 3].map((k) => ({
    name: `Febrl ${k}`,
    files: [`febrl/dataset${k}.csv`],
    mode: 'dedupe' as LinkMode,
    key: 'rec_id',
    truth: febrl,
    exclude: ['rec_id'],
  })),
  {
    name: 'Febrl 4a+4b',
    files: ['febrl/dataset4a.csv', 'febrl/dataset4b.csv'],
    mode: 'link',
    key: 'rec_id',
    truth: febrl,
    exclude: ['rec_id'],
  },
  {
    name: 'fake_1000',
    files: ['splink-fake1000/fake_1000.csv'],
    mode: 'dedupe',
    key: 'unique_id',
    truth: col('cluster'),
    exclude: ['unique_id', 'cluster'],
  },
  {
    name: 'Fodors-Zagat',
    files: ['fodors-zagats/single-table/fz.csv'],
    mode: 'dedupe',
    key: 'id',
    truth: col('class'),
    exclude: ['id', 'class'],
  },
  {
    name: 'Abt-Buy',
    files: ['abt-buy/AbtBuy_Abt.csv', 'abt-buy/AbtBuy_Buy.csv'],
    mode: 'link',
    truth: col('unique_id'),
    exclude: ['unique_id'],
  },
  {
    name: 'PATSTAT',
    files: ['dedupe-patstat/patstat_input.csv'],
    mode: 'dedupe',
    key: 'person_id',
    exclude: ['person_id'],
    truth: async (ds) => {
      const ref = await readCsvFile(`${D}dedupe-patstat/patstat_reference.csv`);
      const [pid, lid] = ['person_id', 'leuven_id'].map((c) => ref.source.columns.indexOf(c));
      const map = new Map(ref.cells[pid].map((p, r) => [p.trim(), ref.cells[lid][r]]));
      return ds.keys.map((k) => map.get(k) ?? '');
    },
  },
  {
    name: 'Chicago ECE',
    files: ['dedupe-chicago-ece/csv_example_input_with_true_ids.csv'],
    mode: 'dedupe',
    key: 'Id',
    truth: col('True Id'),
    exclude: ['Id', 'True Id'],
  },
];

/** Read a labelled set as a blocking list. */
export async function loadLabelled(spec: LabelledSet): Promise<BlockingList> {
  const tables = await Promise.all(
    spec.files.map((f, i) => readCsvFile(`${D}${f}`, { sourceId: i, keyColumn: spec.key })),
  );
  const ds = combineTables(tables);
  return {
    name: spec.name,
    ds,
    mode: spec.mode,
    entityOf: truthFromColumn(await spec.truth(ds)).entityOf,
    exclude: spec.exclude,
  };
}
