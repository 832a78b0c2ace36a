// Node-only helpers (command line, tests). Everything else in src/io runs in Node and in workers.
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { once } from 'node:events';
import type { SourceTable } from '../domain/dataset';
import { csvChunks, type CsvWriteOptions } from './csv-write';
import { jsonLinesChunks, type JsonLinesOptions } from './jsonl-write';
import { parseCsvStream, type CsvStreamOptions } from './read';
import { readSourceStream, type SourceReadOptions } from './source-read';
import { KIND_SNIFF_BYTES } from './source-kind';

/** Streams a CSV file from disk into a `SourceTable`; the source name defaults to the file name. */
export async function readCsvFile(
  path: string,
  options: Omit<CsvStreamOptions, 'sourceName'> & { sourceName?: string } = {},
): Promise<SourceTable> {
  const { size } = await stat(path);
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  try {
    return await parseCsvStream(stream as AsyncIterable<Uint8Array>, {
      ...options,
      sourceName: options.sourceName ?? basename(path),
      totalBytes: options.totalBytes ?? size,
    });
  } finally {
    stream.destroy();
  }
}

/**
 * Reads any source file from disk — CSV (streamed), workbook or Parquet, told apart by content —
 * into a `SourceTable`; the source name defaults to the file name.
 */
export async function readSourceFile(
  path: string,
  options: Omit<SourceReadOptions, 'sourceName'> & { sourceName?: string } = {},
): Promise<SourceTable> {
  const { size } = await stat(path);
  const handle = await open(path, 'r');
  let head: Uint8Array;
  try {
    const buffer = new Uint8Array(Math.min(size, KIND_SNIFF_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const all = { ...options, sourceName: options.sourceName ?? basename(path) };
  const streams: { destroy(): void }[] = [];
  try {
    return await readSourceStream(
      head,
      () => {
        const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
        streams.push(stream);
        return stream as AsyncIterable<Uint8Array>;
      },
      async () => new Uint8Array(await readFile(path)),
      all,
      size,
    );
  } finally {
    for (const s of streams) s.destroy();
  }
}

async function writeChunks(path: string, chunks: Iterable<string>): Promise<void> {
  const out = createWriteStream(path, { encoding: 'utf8' });
  try {
    for (const chunk of chunks) {
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
}

/** Writes rows as a CSV file (UTF-8, `\r\n`, formulas neutralized unless disabled). */
export function writeCsvFile(
  path: string,
  columns: readonly string[],
  rows: Iterable<readonly string[]>,
  options: CsvWriteOptions = {},
): Promise<void> {
  return writeChunks(path, csvChunks(columns, rows, options));
}

/** Writes rows as a JSON Lines file. */
export function writeJsonLinesFile(
  path: string,
  columns: readonly string[],
  rows: Iterable<readonly string[]>,
  options: JsonLinesOptions = {},
): Promise<void> {
  return writeChunks(path, jsonLinesChunks(columns, rows, options));
}
