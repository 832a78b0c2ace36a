import Papa from 'papaparse';
import type { SourceFormat, SourceTable } from '../domain/dataset';
import type { EncodingGuess } from './encoding';
import { NewlineNormalizer } from './newlines';
import { isBlankRow, type RowQuoteError, TableBuilder, type TableOptions } from './table-builder';

/** Delimiters tried when none is given. */
export const SNIFFED_DELIMITERS = [',', ';', '\t', '|'] as const;

/** Parsing options for one source. */
export interface CsvParseOptions extends TableOptions {
  /** Field delimiter; sniffed from the first rows among `SNIFFED_DELIMITERS` when absent. */
  delimiter?: string;
  /** Quote character (default `"`); e.g. `'` for files quoted with single quotes. */
  quoteChar?: string;
  /** Escape character inside quotes (default: the quote character doubled). */
  escapeChar?: string;
  /** Characters collected before each papaparse call (default 256 K); small values only for tests. */
  sliceChars?: number;
}

const SNIFF_CHARS = 64 * 1024;
const NO_ERRORS: readonly RowQuoteError[] = [];
const PARSE_CHARS = 256 * 1024;

function countLf(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Push-based CSV parser for one source: feed decoded text with `push`, then `finish`. Line endings
 * are normalized first; the delimiter is sniffed from the first 64 K characters with papaparse's
 * guesser; rows are parsed by papaparse's in-thread `Parser`, fed in growing slices so that a
 * quoted field spanning chunks is never split (and a runaway quote costs linear, not quadratic, time).
 */
export class CsvSourceParser {
  private readonly newlines = new NewlineNormalizer();
  private readonly builder: TableBuilder;
  private parser: Papa.Parser | null = null;
  private delimiter: string | undefined;
  /** Unconsumed normalized text: the unfinished last row plus new chunks not parsed yet. */
  private remainder = '';
  private pending: string[] = [];
  private pendingChars = 0;
  /** Global offset (normalized text) of `remainder[0]`. */
  private base = 0;
  private input = '';
  private inputBase = 0;
  private rowEnd = 0;
  private nextLine = 1;
  private final = false;

  private readonly slice: number;

  constructor(private readonly options: CsvParseOptions) {
    this.builder = new TableBuilder(options);
    this.delimiter = options.delimiter;
    this.slice = Math.max(1, options.sliceChars ?? PARSE_CHARS);
  }

  /** Data rows accepted so far. */
  get rowCount(): number {
    return this.builder.rowCount;
  }

  /** Feeds decoded text (any line endings). */
  push(text: string): void {
    const normalized = this.newlines.push(text);
    if (!normalized) return;
    this.pending.push(normalized);
    this.pendingChars += normalized.length;
    if (this.parser === null && this.pendingChars < Math.min(SNIFF_CHARS, this.slice)) return;
    if (this.pendingChars >= Math.max(this.slice, this.remainder.length)) this.parse(false);
  }

  /** Ends the input and returns the table; `encoding` and counters come from the decoder. */
  finish(
    encoding: EncodingGuess,
    decoded: { nulChars: number; replacementChars: number } = { nulChars: 0, replacementChars: 0 },
  ): SourceTable {
    this.parse(true);
    const format: SourceFormat = {
      encoding: encoding.encoding,
      bom: encoding.bom,
      encodingReason: encoding.reason,
      delimiter: this.delimiter ?? ',',
      lineEndings: { crlf: this.newlines.crlf, lf: this.newlines.lf, cr: this.newlines.cr },
    };
    return this.builder.build(format, decoded);
  }

  private parse(final: boolean): void {
    let text = this.remainder + this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    if (this.parser === null) {
      text = this.skipSepLine(text);
      this.parser = this.createParser(text, final);
    }
    this.input = text;
    this.inputBase = this.base;
    this.final = final;
    const result = this.parser.parse(text, this.base, !final) as { meta: { cursor: number } };
    const consumed = final ? text.length : result.meta.cursor - this.base;
    this.remainder = text.slice(consumed);
    this.base += consumed;
  }

  /** Excel's «sep=;» first line names the delimiter: use it (unless one was given) and skip the line. */
  private skipSepLine(text: string): string {
    const match = /^sep=([^\n"])\n/i.exec(text);
    if (!match) return text;
    this.delimiter ??= match[1];
    this.base += match[0].length;
    this.rowEnd = this.base;
    this.nextLine = 2;
    return text.slice(match[0].length);
  }

  private createParser(sample: string, final: boolean): Papa.Parser {
    const quoteChar = this.options.quoteChar ?? '"';
    if (this.delimiter === undefined) {
      const cut = final ? sample.length : sample.lastIndexOf('\n', SNIFF_CHARS);
      const head = sample.slice(0, cut > 0 ? cut : sample.length);
      const guess = Papa.parse<string[]>(head, {
        delimitersToGuess: [...SNIFFED_DELIMITERS],
        newline: '\n',
        quoteChar,
        preview: 50,
        skipEmptyLines: true,
      });
      this.delimiter = guess.meta.delimiter;
      if (guess.errors.some((e) => e.code === 'UndetectableDelimiter') && guess.data.length > 1) {
        this.builder.log.add(
          'warning',
          'undetected-delimiter',
          'no delimiter among , ; tab | gives consistent rows (a one-column file?); read with «,»',
        );
        this.delimiter = ',';
      }
    }
    const config: Papa.ParseConfig = {
      delimiter: this.delimiter,
      newline: '\n',
      quoteChar,
      step: (results: Papa.ParseStepResult<string[]>) => this.onRow(results),
    };
    if (this.options.escapeChar !== undefined) config.escapeChar = this.options.escapeChar;
    return new Papa.Parser(config);
  }

  private onRow(results: Papa.ParseStepResult<string[]>): void {
    const rows = results.data as unknown as string[][];
    const end = results.meta.cursor;
    // The empty «row» papaparse reports after a final line break is not a row of the file.
    if (this.final && this.rowEnd - this.inputBase >= this.input.length) return;
    const line = this.nextLine;
    const from = this.rowEnd - this.inputBase;
    this.nextLine += countLf(this.input, from, end - this.inputBase);
    this.rowEnd = end;
    const errors: readonly RowQuoteError[] = results.errors.length
      ? results.errors.map((e) => ({ code: e.code, message: e.message }))
      : NO_ERRORS;
    const quote = this.options.quoteChar ?? '"';
    // The low-level parser hands one row per step call, as an array holding that row.
    for (const row of rows) {
      // A row of empty cells is blank unless a quote shows the empty values were written on purpose.
      const quoted = isBlankRow(row) && this.input.slice(from, end - this.inputBase).includes(quote);
      this.builder.addRow(row, line, errors, quoted);
    }
  }
}
