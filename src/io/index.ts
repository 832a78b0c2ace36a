// Import (CSV, workbooks, Parquet) and CSV export for Node and Web Workers (no DOM, no Node APIs; Node file helpers
// live in ./node-file).
export { ImportError, type ImportErrorCode } from './errors';
export { detectBinary, signatureOf } from './binary';
export { sniffEncoding, isValidUtf8, cyrillicScore, SNIFF_BYTES, type EncodingGuess } from './encoding';
export { StreamDecoder } from './decode';
export { CsvSourceParser, SNIFFED_DELIMITERS, type CsvParseOptions } from './csv-parse';
export type { TableOptions, RowSink } from './table-builder';
export {
  parseCsvText,
  parseCsvBytes,
  parseCsvStream,
  parseCsvBlob,
  type CsvReadOptions,
  type CsvStreamOptions,
} from './read';
export { FORMULA_TRIGGER, isFormulaLike, neutralizeFormula } from './formula';
export { csvChunks, writeCsv, writeTableCsv, tableRows, encodeUtf8, type CsvWriteOptions } from './csv-write';
export { jsonLinesChunks, writeJsonLines, type JsonLinesOptions } from './jsonl-write';
export { sourceRecord, sourceRecords } from './records';
export { sourceKindOf, containerText, KIND_SNIFF_BYTES, type SourceKind } from './source-kind';
export {
  readSourceBytes,
  readSourceBlob,
  blobHead,
  readWorkbookHere,
  useWorkbookReader,
  type SourceReadOptions,
  type WorkbookReader,
} from './source-read';
// The workbook and Parquet readers themselves are imported from './workbook' / './parquet' (heavy: loaded on demand).
export type { WorkbookReadOptions } from './workbook';
export type { ParquetText } from './parquet';
