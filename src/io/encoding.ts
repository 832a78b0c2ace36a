import type { TextEncodingName } from '../domain/dataset';

/** The result of sniffing a file's first bytes. */
export interface EncodingGuess {
  encoding: TextEncodingName;
  bom: boolean;
  /** Human-readable reason for the choice. */
  reason: string;
}

/** How many leading bytes are examined to choose an encoding. */
export const SNIFF_BYTES = 64 * 1024;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((b, i) => bytes[i] === b);
}

/**
 * UTF-16 without BOM: ASCII-range text puts a NUL in every other byte. Even-position NULs mean
 * big-endian, odd-position NULs little-endian; the other parity must be nearly NUL-free.
 */
export function utf16ByNul(sample: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = sample.length - (sample.length % 2);
  if (n < 4) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (sample[i] === 0) even++;
    if (sample[i + 1] === 0) odd++;
  }
  const pairs = n / 2;
  if (odd > pairs * 0.3 && even < pairs * 0.05) return 'utf-16le';
  if (even > pairs * 0.3 && odd < pairs * 0.05) return 'utf-16be';
  return null;
}

/**
 * Whether `bytes` is well-formed UTF-8. With `truncated`, a multi-byte sequence cut off by the end
 * of the sample is accepted (the sample is only a prefix of the file).
 */
export function isValidUtf8(bytes: Uint8Array, truncated: boolean): boolean {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return false;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      if (i + k >= n) return truncated;
      const c = bytes[i + k];
      if ((c & 0xc0) !== 0x80) return false;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return false;
    i += need + 1;
  }
  return true;
}

/**
 * Windows-1251 vs Windows-1252 for bytes that are not UTF-8. In both, 0xC0–0xFF are letters:
 * Cyrillic А–я in 1251, accented Latin À–ÿ in 1252. Cyrillic text is written entirely in that
 * range (plus Ё/ё at 0xA8/0xB8), so its letters come in runs as long as its words; Western text
 * puts one or two accented letters between ASCII ones («café», «Müller», «ação»). We count the
 * high letters that sit in runs of three or more and call the text Cyrillic when they are at least
 * half of all high letters.
 */
export function cyrillicScore(bytes: Uint8Array): { letters: number; inRuns: number } {
  const isLetter = (b: number) => b >= 0xc0 || b === 0xa8 || b === 0xb8;
  let letters = 0;
  let inRuns = 0;
  let run = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && isLetter(bytes[i])) {
      run++;
      continue;
    }
    letters += run;
    if (run >= 3) inRuns += run;
    run = 0;
  }
  return { letters, inRuns };
}

/**
 * Chooses the encoding of a file from its first bytes: BOM (UTF-8, UTF-16 LE/BE), NUL pattern
 * (UTF-16 without BOM), valid UTF-8, else the Windows-1251 / 1252 heuristic of `cyrillicScore`.
 * `complete` says the sample is the whole file. Binary files must be rejected before (`detectBinary`).
 */
export function sniffEncoding(sample: Uint8Array, complete: boolean): EncodingGuess {
  if (startsWith(sample, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', bom: true, reason: 'UTF-8 byte-order mark' };
  if (startsWith(sample, [0xff, 0xfe])) return { encoding: 'utf-16le', bom: true, reason: 'UTF-16 LE byte-order mark' };
  if (startsWith(sample, [0xfe, 0xff])) return { encoding: 'utf-16be', bom: true, reason: 'UTF-16 BE byte-order mark' };
  const utf16 = utf16ByNul(sample);
  if (utf16) return { encoding: utf16, bom: false, reason: 'NUL byte pattern of UTF-16 text without BOM' };
  if (isValidUtf8(sample, !complete)) {
    const ascii = sample.every((b) => b < 0x80);
    return { encoding: 'utf-8', bom: false, reason: ascii ? 'ASCII only (read as UTF-8)' : 'valid UTF-8' };
  }
  const { letters, inRuns } = cyrillicScore(sample);
  if (letters > 0 && inRuns / letters >= 0.5) {
    return {
      encoding: 'windows-1251',
      bom: false,
      reason: `not UTF-8; ${inRuns} of ${letters} high letters in runs of 3+: Cyrillic Windows-1251 (heuristic)`,
    };
  }
  return {
    encoding: 'windows-1252',
    bom: false,
    reason: `not UTF-8; ${inRuns} of ${letters} high letters in runs of 3+: Latin-1 / Windows-1252 (heuristic)`,
  };
}
