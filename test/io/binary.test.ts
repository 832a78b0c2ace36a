import { describe, expect, it } from 'vitest';
import { detectBinary, parseCsvBytes, readSourceBytes, ImportError } from '../../src/io';
import { seededBytes } from './fuzz-import';

const utf8 = (s: string) => new TextEncoder().encode(s);

async function refusal(bytes: Uint8Array, name = 'data.csv'): Promise<string | null> {
  try {
    const t = await readSourceBytes(bytes, { sourceName: name });
    return t.issues.find((i) => i.severity === 'error')?.message ?? null;
  } catch (e) {
    return e instanceof ImportError ? `ImportError ${e.message}` : `unnamed ${String(e)}`;
  }
}

describe('binary detection by content', () => {
  it('refuses random bytes of 1 KB to 1 MB as «not a text file», whatever the seed (the issue: 1 in 6 imported as Windows-1252)', async () => {
    for (const size of [1024, 4096, 20_000, 65_536, 200_000, 1 << 20]) {
      for (let seed = 1; seed <= 6; seed++) {
        const message = await refusal(seededBytes(size, seed * 7919 + size));
        expect(message, `${size} bytes, seed ${seed}`).toMatch(
          /^ImportError data\.csv: not a text file; it looks like /,
        );
      }
    }
  });

  it('names what a file looks like by its signature', () => {
    const cases: [number[] | string, RegExp][] = [
      ['%PDF-1.7\n', /PDF/],
      [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], /PNG/],
      [[0x1f, 0x8b, 8, 0], /gzip/],
      ['SQLite format 3\0', /SQLite/],
      [[0xff, 0xd8, 0xff, 0xe0], /JPEG/],
      [[0x7f, 0x45, 0x4c, 0x46, 2, 1], /ELF/],
      [[0x28, 0xb5, 0x2f, 0xfd], /zstd/],
      [[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0], /WebAssembly/],
    ];
    for (const [bytes, what] of cases) {
      const sample = typeof bytes === 'string' ? utf8(bytes) : Uint8Array.from(bytes);
      expect(detectBinary(sample)).toMatch(what);
    }
  });

  it('names a weak signature only once the content is binary («MZ…» text stays text)', () => {
    const exe = seededBytes(4096, 3);
    exe[0] = 0x4d;
    exe[1] = 0x5a;
    expect(detectBinary(exe)).toMatch(/Windows program .*control characters/);
    expect(detectBinary(utf8('MZ code,name\nMZ-1,Mazda\n'))).toBeNull();
  });

  it('refuses a long sample without any line end, but not one very wide header', () => {
    expect(detectBinary(utf8('A'.repeat(64 * 1024)))).toMatch(/no line end in the first 65,536 bytes/);
    const wide = Array.from({ length: 12_000 }, (_, i) => `c${i}`).join(',');
    expect(wide.length).toBeGreaterThan(64 * 1024);
    expect(detectBinary(utf8(wide).subarray(0, 64 * 1024))).toBeNull();
    // Blank lines (and a BOM) before the long line do not hide it (found by the fuzzer).
    expect(detectBinary(utf8('\uFEFF\n\r\n' + 'A'.repeat(64 * 1024)).subarray(0, 64 * 1024))).toMatch(/no line end/);
    expect(detectBinary(utf8('name,notes\nAnn,"' + 'x'.repeat(64 * 1024)).subarray(0, 64 * 1024))).toBeNull();
  });

  it('keeps text with a few stray controls (one NUL, a form feed, DOS end-of-file) and UTF-16 text', () => {
    expect(detectBinary(utf8('name,city\nAnn\0,Leeds\nBob,York\n'))).toBeNull();
    expect(detectBinary(utf8('name,city\fAnn,Leeds\nBob,York\n\x1a'))).toBeNull();
    const text = 'name,city\nАнна,Москва\nBob,York\n'.repeat(50);
    const le = new Uint8Array(2 + text.length * 2);
    le[0] = 0xff;
    le[1] = 0xfe;
    for (let i = 0; i < text.length; i++)
      ((le[2 + 2 * i] = text.charCodeAt(i) & 0xff), (le[3 + 2 * i] = text.charCodeAt(i) >> 8));
    expect(detectBinary(le)).toBeNull();
    expect(parseCsvBytes(le, { sourceName: 'u.csv' }).rowCount).toBe(149); // 50 copies of header + 2 rows, one header
  });

  it('refuses random code units behind a UTF-16 byte-order mark', () => {
    const bytes = seededBytes(8192, 11);
    bytes[0] = 0xff;
    bytes[1] = 0xfe;
    expect(detectBinary(bytes)).toMatch(/binary data \(\d+ (invalid or private-use|control) /);
  });

  it('refuses a Word document and an OpenDocument text inside ZIP, by what they are', async () => {
    const zip = (name: string, body = '') => {
      const head = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(22).fill(0), name.length, 0, 0, 0]);
      return new Uint8Array([...head, ...utf8(name), ...utf8(body)]);
    };
    expect(await refusal(zip('word/document.xml'), 'cv.csv')).toMatch(
      /cv\.csv: not a text file; it looks like a Word document/,
    );
    expect(await refusal(zip('mimetype', 'application/vnd.oasis.opendocument.text'), 'a.csv')).toMatch(
      /OpenDocument text/,
    );
    expect(await refusal(zip('random.bin'), 'b.csv')).toMatch(
      /^ImportError b\.csv: not a text file, and it cannot be read as an \.xlsx workbook/,
    );
  });
});
