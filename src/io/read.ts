import type { ImportProgress, SourceTable, TextEncodingName } from '../domain/dataset';
import { CsvSourceParser, type CsvParseOptions } from './csv-parse';
import { StreamDecoder } from './decode';

/** Options for reading one source from bytes. */
export interface CsvReadOptions extends CsvParseOptions {
  /** Skip detection and decode with this encoding. */
  encoding?: TextEncodingName;
}

/** Options for the streaming readers: progress and cancellation. */
export interface CsvStreamOptions extends CsvReadOptions {
  /** Total size in bytes, when known, passed through to progress reports. */
  totalBytes?: number;
  /** Called at most every `progressIntervalMs` (and once at the end; never rely on that one). */
  onProgress?: (progress: ImportProgress) => void;
  progressIntervalMs?: number;
  /** Aborts between chunks; the promise then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
}

/** Parses text that is already decoded (e.g. pasted); reported as UTF-8. */
export function parseCsvText(text: string, options: CsvParseOptions): SourceTable {
  const parser = new CsvSourceParser(options);
  parser.push(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  return parser.finish({ encoding: 'utf-8', bom: text.charCodeAt(0) === 0xfeff, reason: 'given as text' });
}

/** Decodes (detecting the encoding, rejecting binary files) and parses a whole file held in memory. */
export function parseCsvBytes(bytes: Uint8Array, options: CsvReadOptions): SourceTable {
  const decoder = new StreamDecoder(options.sourceName, options.encoding);
  const parser = new CsvSourceParser(options);
  parser.push(decoder.push(bytes));
  parser.push(decoder.end());
  return parser.finish(decoder.encoding!, decoder);
}

async function* chunksOf(input: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (!('getReader' in input)) {
    yield* input;
    return;
  }
  const reader = input.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Streams a source: bytes chunk by chunk → decoding → CSV rows → columnar table. Works on a
 * `File`/`Blob` stream in a worker and on a Node file stream alike. Progress is throttled by time;
 * `signal` is checked between chunks.
 */
export async function parseCsvStream(
  input: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
  options: CsvStreamOptions,
): Promise<SourceTable> {
  const { signal, onProgress, totalBytes } = options;
  const interval = options.progressIntervalMs ?? 100;
  const decoder = new StreamDecoder(options.sourceName, options.encoding);
  const parser = new CsvSourceParser(options);
  let bytesRead = 0;
  let lastReport = Date.now();
  const report = () => {
    if (!onProgress) return;
    const progress: ImportProgress = { bytesRead, rows: parser.rowCount };
    if (totalBytes !== undefined) progress.totalBytes = totalBytes;
    onProgress(progress);
    lastReport = Date.now();
  };
  signal?.throwIfAborted();
  for await (const chunk of chunksOf(input)) {
    signal?.throwIfAborted();
    bytesRead += chunk.length;
    parser.push(decoder.push(chunk));
    if (onProgress && Date.now() - lastReport >= interval) report();
  }
  signal?.throwIfAborted();
  parser.push(decoder.end());
  const table = parser.finish(decoder.encoding!, decoder);
  report();
  return table;
}

/**
 * Streams a `File` or `Blob` (in the app's worker): `parseCsvStream` with the blob's size and, by default, its name.
 */
export function parseCsvBlob(
  blob: Blob,
  options: Omit<CsvStreamOptions, 'sourceName'> & { sourceName?: string },
): Promise<SourceTable> {
  const name = options.sourceName ?? ('name' in blob && typeof blob.name === 'string' ? blob.name : 'file.csv');
  return parseCsvStream(blob.stream(), { ...options, sourceName: name, totalBytes: options.totalBytes ?? blob.size });
}
