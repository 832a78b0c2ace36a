import { describe, expect, it } from 'vitest';
import { detectBinary, isValidUtf8, sniffEncoding, StreamDecoder, SNIFF_BYTES } from '../../src/io';
import { ImportError } from '../../src/io/errors';
import { encodeLatin1, encodeUtf16, encodeWindows1251, fixtureBytes } from './helpers';

const utf8 = (s: string) => new TextEncoder().encode(s);

function decodeAll(bytes: Uint8Array, chunk = bytes.length || 1) {
  const d = new StreamDecoder('x.csv');
  let text = '';
  for (let i = 0; i < bytes.length; i += chunk) text += d.push(bytes.slice(i, i + chunk));
  text += d.end();
  return { text, guess: d.encoding!, decoder: d };
}

describe('sniffEncoding', () => {
  it.each([
    ['UTF-8 with BOM', utf8('\uFEFFa,b\nä,ö\n'), 'utf-8', true],
    ['UTF-8 without BOM', utf8('a,b\nДюна,Москва\n'), 'utf-8', false],
    ['ASCII', utf8('a,b\n1,2\n'), 'utf-8', false],
    ['UTF-16 LE with BOM', encodeUtf16('a,b\nä,ö\n', 'le', true), 'utf-16le', true],
    ['UTF-16 BE with BOM', encodeUtf16('a,b\nä,ö\n', 'be', true), 'utf-16be', true],
    ['UTF-16 LE without BOM', encodeUtf16('name,city\nAnna,Berlin\n', 'le', false), 'utf-16le', false],
    ['UTF-16 BE without BOM', encodeUtf16('name,city\nAnna,Berlin\n', 'be', false), 'utf-16be', false],
    ['Windows-1251', encodeWindows1251('Название;Город\nДюна 2;Москва\nЁлка;Казань\n'), 'windows-1251', false],
    ['Latin-1', encodeLatin1('name,city\nCafé Müller,Zürich\nSeñor Peña,Málaga\n'), 'windows-1252', false],
    [
      'Latin-1 Portuguese (paired accents)',
      encodeLatin1('nome,cidade\nJoão,São Paulo\nInformação,Ação\nConceição,Maranhão\n'),
      'windows-1252',
      false,
    ],
    [
      'Windows-1251 with short words',
      encodeWindows1251('Кто;Где\nЯ и он;в Москве\nОна;на Неве у дома\n'),
      'windows-1251',
      false,
    ],
    ['Windows-1251 upper case', encodeWindows1251('ИМЯ,ГОРОД\nАННА,ТВЕРЬ\n'), 'windows-1251', false],
  ] as const)('%s', (_label, bytes, encoding, bom) => {
    const guess = sniffEncoding(bytes, true);
    expect(guess.encoding).toBe(encoding);
    expect(guess.bom).toBe(bom);
    expect(guess.reason.length).toBeGreaterThan(0);
  });

  it('accepts a UTF-8 sequence cut by the end of a partial sample, not of a complete file', () => {
    const bytes = utf8('abc Дюна');
    const cut = bytes.slice(0, bytes.length - 1);
    expect(isValidUtf8(cut, true)).toBe(true);
    expect(isValidUtf8(cut, false)).toBe(false);
  });

  it('rejects overlong and surrogate encodings as UTF-8', () => {
    expect(isValidUtf8(Uint8Array.from([0xc0, 0xaf]), false)).toBe(false);
    expect(isValidUtf8(Uint8Array.from([0xed, 0xa0, 0x80]), false)).toBe(false);
    expect(isValidUtf8(Uint8Array.from([0xf0, 0x9f, 0x98, 0x80]), false)).toBe(true);
  });

  it('reads the Windows-1251 and Latin-1 fixture files by the heuristic', () => {
    expect(sniffEncoding(fixtureBytes('cyrillic-windows-1251.csv'), true).encoding).toBe('windows-1251');
    expect(sniffEncoding(fixtureBytes('latin1-accents.csv'), true).encoding).toBe('windows-1252');
  });
});

describe('detectBinary', () => {
  it('names PNG, ZIP and PDF by their magic bytes', () => {
    expect(detectBinary(fixtureBytes('image-renamed.csv'))).toMatch(/PNG/);
    expect(detectBinary(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toMatch(/ZIP/);
    expect(detectBinary(utf8('%PDF-1.7\n'))).toMatch(/PDF/);
  });

  it('rejects many NUL bytes but not UTF-16 text or a stray NUL', () => {
    const noisy = new Uint8Array(1000).map((_, i) => (i % 7 === 0 ? 0 : 0x41 + (i % 26)));
    expect(detectBinary(noisy)).toMatch(/NUL/);
    expect(detectBinary(encodeUtf16('a,b\n1,2\n'.repeat(20), 'le', false))).toBeNull();
    expect(detectBinary(utf8('a,b\n1,\u00002\n'))).toBeNull();
  });
});

describe('StreamDecoder', () => {
  it('throws an ImportError naming the file for binary input', () => {
    const d = new StreamDecoder('photo.csv');
    d.push(fixtureBytes('image-renamed.csv'));
    expect(() => d.end()).toThrowError(ImportError);
    const again = new StreamDecoder('photo.csv');
    again.push(fixtureBytes('image-renamed.csv'));
    expect(() => again.end()).toThrowError(/photo\.csv: not a text file; it looks like a PNG image/);
  });

  it('decodes the same text whatever the chunk size (multi-byte and BOM split across chunks)', () => {
    const text = 'name,city\nДюна 2,Москва\n王芳,北京\n😀,ok\n';
    const cases: [Uint8Array, string][] = [
      [utf8(`\uFEFF${text}`), 'utf-8'],
      [encodeUtf16(text, 'le', true), 'utf-16le'],
      [encodeUtf16(text, 'be', true), 'utf-16be'],
    ];
    for (const [bytes, encoding] of cases) {
      for (const chunk of [1, 2, 3, 7, 1024]) {
        const { text: out, guess } = decodeAll(bytes, chunk);
        expect(out).toBe(text);
        expect(guess.encoding).toBe(encoding);
      }
    }
  });

  it('decodes Windows-1251 Cyrillic into the right letters', () => {
    const source = 'Название;Город\nЁлка;Казань\n';
    expect(decodeAll(encodeWindows1251(source), 5).text).toBe(source);
  });

  it('judges a file that starts in ASCII from its first non-ASCII byte on', () => {
    const ascii = 'id,name\n' + Array.from({ length: 20000 }, (_, i) => `${i},name ${i}`).join('\n') + '\n';
    const cyrillic = 'Дюна,Москва\nЁлка,Казань\n';
    const bytes = new Uint8Array([...utf8(ascii), ...encodeWindows1251(cyrillic)]);
    expect(bytes.length).toBeGreaterThan(SNIFF_BYTES);
    for (const chunk of [1, 7, 4096, bytes.length]) {
      const { text, guess } = decodeAll(bytes, chunk);
      expect(text).toBe(ascii + cyrillic);
      expect(guess.encoding).toBe('windows-1251');
      expect(guess.reason).toMatch(/first non-ASCII byte \(offset [\d,]+\)/);
    }
    const utf8Tail = new Uint8Array([...utf8(ascii), ...utf8(cyrillic)]);
    for (const chunk of [1, 3, 65536]) {
      const { text, guess } = decodeAll(utf8Tail, chunk);
      expect(text).toBe(ascii + cyrillic);
      expect(guess.encoding).toBe('utf-8');
    }
  });

  it('counts replacement characters for bytes invalid in the encoding chosen earlier', () => {
    const head = utf8(`a,b\n${'Дюна,x\n'.repeat(SNIFF_BYTES / 8)}`);
    const tail = Uint8Array.from([0x41, 0xff, 0x2c, 0x42, 0x0a]);
    const { guess, decoder } = decodeAll(new Uint8Array([...head, ...tail]), 4096);
    expect(guess.encoding).toBe('utf-8');
    expect(decoder.replacementChars).toBe(1);
  });

  it('reads an ASCII-only file as UTF-8', () => {
    const { text, guess } = decodeAll(utf8('a,b\n1,2\n'), 3);
    expect(text).toBe('a,b\n1,2\n');
    expect(guess).toEqual({ encoding: 'utf-8', bom: false, reason: 'ASCII only (read as UTF-8)' });
  });

  it('treats an empty input as empty UTF-8 text', () => {
    const { text, guess } = decodeAll(new Uint8Array(0));
    expect(text).toBe('');
    expect(guess.encoding).toBe('utf-8');
  });
});
