import { describe, expect, it } from 'vitest';
import type { ImportProgress, SourceTable } from '../../src/domain/dataset';
import { parseCsvBlob, parseCsvStream, parseCsvText } from '../../src/io';
import { chunked, encodeWindows1251 } from './helpers';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** A deterministic CSV (~`rows` rows) with quoted commas, quotes, multi-line cells, Cyrillic and mixed line endings. */
function generatedCsv(rows: number, seed = 7): string {
  let state = seed;
  const rand = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const words = ['Дюна', 'Лето 2025', 'Café', 'a, b', 'say "hi"', 'two\nlines', '王芳', 'x', '', '😀'];
  const breaks = ['\n', '\r\n', '\r'];
  let out = 'id,title,venue,note\r\n';
  for (let r = 1; r <= rows; r++) {
    const cells = [String(r), ...[0, 1, 2].map(() => words[Math.floor(rand() * words.length)])];
    out += cells.map((c) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
    out += breaks[Math.floor(rand() * breaks.length)];
  }
  return out;
}

function comparable(t: SourceTable) {
  return {
    columns: t.source.columns,
    cells: t.cells,
    keys: t.keys,
    lines: Array.from(t.lines),
    format: t.format,
    codes: t.issues.map((i) => i.code),
  };
}

describe('parseCsvStream', () => {
  it('gives the same table as the one-shot parser whatever the chunking', async () => {
    const text = generatedCsv(12000);
    const bytes = utf8(text);
    expect(bytes.length).toBeGreaterThan(300 * 1024);
    const whole = parseCsvText(text, { sourceName: 'g.csv' });
    expect(whole.rowCount).toBe(12000);
    expect(whole.cells[0][11999]).toBe('12000');
    for (const sizes of [[bytes.length], [65536], [1, 2, 3, 4096, 70001], [333333]]) {
      const streamed = await parseCsvStream(chunked(bytes, sizes), { sourceName: 'g.csv' });
      expect(comparable(streamed)).toEqual({
        ...comparable(whole),
        format: { ...whole.format, encodingReason: 'valid UTF-8' },
      });
    }
  });

  it('keeps a CRLF split across two chunks as one line break', async () => {
    const t = await parseCsvStream(chunked(utf8('a,b\r\n1,2\r\n3,4\r\n'), [4, 1, 100]), { sourceName: 'c.csv' });
    expect(t.format.lineEndings).toEqual({ crlf: 3, lf: 0, cr: 0 });
    expect(Array.from(t.lines)).toEqual([2, 3]);
    expect(t.issues).toEqual([]);
  });

  it('reads the rest of a large file into a cell when a quote never closes', async () => {
    const text = `a,b\n1,"open\n${'x,y\n'.repeat(200000)}`;
    const t = await parseCsvStream(chunked(utf8(text), [65536]), { sourceName: 'q.csv' });
    expect(t.rowCount).toBe(1);
    expect(t.cells[1][0].length).toBe(text.length - 'a,b\n1,"'.length);
    expect(t.issues[0]).toMatchObject({ code: 'unbalanced-quote', row: 1, line: 2 });
  });

  it('decodes Windows-1251 streamed in small chunks', async () => {
    const t = await parseCsvStream(chunked(encodeWindows1251('Название;Город\nДюна;Москва\n'), [3]), {
      sourceName: 'ru.csv',
    });
    expect(t.format.encoding).toBe('windows-1251');
    expect(t.cells[1]).toEqual(['Москва']);
  });

  it('reports progress in bytes and rows, ending at the full size', async () => {
    const bytes = utf8(generatedCsv(3000));
    const seen: ImportProgress[] = [];
    await parseCsvStream(chunked(bytes, [8192]), {
      sourceName: 'p.csv',
      totalBytes: bytes.length,
      progressIntervalMs: 0,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBeGreaterThan(5);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i].bytesRead).toBeGreaterThanOrEqual(seen[i - 1].bytesRead);
      expect(seen[i].rows).toBeGreaterThanOrEqual(seen[i - 1].rows);
    }
    expect(seen.at(-1)).toEqual({ bytesRead: bytes.length, totalBytes: bytes.length, rows: 3000 });
  });

  it('stops with an AbortError when the signal fires', async () => {
    const bytes = utf8(generatedCsv(3000));
    const controller = new AbortController();
    let calls = 0;
    const run = parseCsvStream(chunked(bytes, [4096]), {
      sourceName: 'a.csv',
      signal: controller.signal,
      progressIntervalMs: 0,
      onProgress: () => {
        if (++calls === 2) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(2);
    const already = AbortSignal.abort();
    await expect(
      parseCsvStream(chunked(bytes, [4096]), { sourceName: 'a.csv', signal: already }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads a Blob / File stream, naming the source after the file', async () => {
    const file = new File([utf8('name;city\nAnna;Berlin\n')], 'people.csv');
    const t = await parseCsvBlob(file, {});
    expect(t.source.name).toBe('people.csv');
    expect(t.keys).toEqual(['people.csv:1']);
    const blob = await parseCsvBlob(new Blob([utf8('a\n1\n')]), { sourceName: 'b.csv' });
    expect(blob.source.name).toBe('b.csv');
  });

  it('reads a web ReadableStream', async () => {
    const stream = new Blob([utf8('a|b\n1|2\n')]).stream();
    const t = await parseCsvStream(stream, { sourceName: 'r.csv' });
    expect(t.format.delimiter).toBe('|');
    expect(t.cells).toEqual([['1'], ['2']]);
  });
});
