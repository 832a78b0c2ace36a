/**
 * Binary detection by content: the rule that decides whether a file's first bytes can be text at
 * all. Known signatures name what the file looks like; any other file is judged by its bytes —
 * control characters no text encoding uses, or no line end in a long sample — so random or
 * unknown binary data is refused, not decoded as Windows-1252 garbage.
 */
import { utf16ByNul } from './encoding';

interface Signature {
  /** Bytes at `at` (default 0). */
  bytes: readonly number[];
  at?: number;
  what: string;
}

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** Signatures that no text file starts with (they hold bytes outside printable ASCII, or sit past offset 0). */
const SIGNATURES: readonly Signature[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a ZIP archive' },
  { bytes: [0x50, 0x4b, 0x05, 0x06], what: 'a ZIP archive (empty)' },
  { bytes: ascii('%PDF-'), what: 'a PDF document' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: ascii('GIF8'), what: 'a GIF image' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: 'an old Office file (.doc / .xls / .msg)' },
  { bytes: ascii('SQLite format 3\0'), what: 'an SQLite database' },
  { bytes: ascii('PAR1'), what: 'a Parquet file' },
  { bytes: ascii('ARROW1'), what: 'an Arrow / Feather file' },
  { bytes: [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a], what: 'an HDF5 file' },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: 'an xz archive' },
  { bytes: [0x28, 0xb5, 0x2f, 0xfd], what: 'a zstd archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: 'a 7-Zip archive' },
  { bytes: ascii('Rar!\x1a\x07'), what: 'a RAR archive' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: 'a program (ELF executable)' },
  { bytes: [0xcf, 0xfa, 0xed, 0xfe], what: 'a program (Mach-O executable)' },
  { bytes: [0xca, 0xfe, 0xba, 0xbe], what: 'a Java class or Mach-O program' },
  { bytes: [0x00, 0x61, 0x73, 0x6d], what: 'a WebAssembly module' },
  { bytes: ascii('ftyp'), at: 4, what: 'an MP4 / MOV video or HEIC image' },
  { bytes: ascii('OggS'), what: 'an Ogg audio / video file' },
  { bytes: ascii('fLaC'), what: 'a FLAC audio file' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], what: 'a TIFF image' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], what: 'a TIFF image' },
  { bytes: [0x00, 0x00, 0x01, 0x00], what: 'an icon (.ico)' },
  { bytes: ascii('wOFF'), what: 'a web font' },
  { bytes: ascii('wOF2'), what: 'a web font' },
];

/** Printable-ASCII prefixes that only name a file once its content is judged binary (text may start «MZ…»). */
const WEAK_SIGNATURES: readonly Signature[] = [
  { bytes: ascii('MZ'), what: 'a Windows program (.exe / .dll)' },
  { bytes: ascii('BM'), what: 'a BMP image' },
  { bytes: ascii('RIFF'), what: 'a RIFF media file (WAV / AVI / WebP)' },
  { bytes: ascii('BZh'), what: 'a bzip2 archive' },
  { bytes: ascii('ustar'), at: 257, what: 'a tar archive' },
  { bytes: ascii('ID3'), what: 'an MP3 audio file' },
];

function matches(bytes: Uint8Array, s: Signature): boolean {
  const at = s.at ?? 0;
  if (bytes.length < at + s.bytes.length) return false;
  return s.bytes.every((b, i) => bytes[at + i] === b);
}

/** What a file's signature says it is (e.g. «a PNG image»), or null when it has no known signature. */
export function signatureOf(bytes: Uint8Array): string | null {
  for (const s of SIGNATURES) if (matches(bytes, s)) return s.what;
  return null;
}

/** Control characters no text encoding uses for text: C0 but tab, LF, VT, FF, CR; and DEL. NUL counts too. */
function isStrayControl(code: number): boolean {
  return (code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0x7f;
}

/** A share of stray controls at least this large (and at least `MIN_CONTROLS` of them) is binary. */
const CONTROL_SHARE = 0.005;
const MIN_CONTROLS = 4;
/** A sample of this many bytes without any line end is binary unless it is densely delimited (one very wide header). */
const NO_LINE_END_BYTES = 48 * 1024;

const DELIMITERS = new Set([0x2c, 0x3b, 0x09, 0x7c]);

/** Counts of the characters the content rules look at, over bytes or UTF-16 code units. */
interface Census {
  units: number;
  controls: number;
  nuls: number;
  lineEnds: number;
  delimiters: number;
  /** U+FFFD, lone surrogates and private-use code units (UTF-16 only). */
  invalid: number;
}

const isBlank = (u: number) => u === 0x0a || u === 0x0d || u === 0x20 || u === 0x09;

function censusOfBytes(sample: Uint8Array): Census {
  const c: Census = { units: sample.length, controls: 0, nuls: 0, lineEnds: 0, delimiters: 0, invalid: 0 };
  // Line ends count from the first non-blank byte on (after a UTF-8 BOM): blank lines before a huge first line do not
  // hide it.
  let started = false;
  const bom = sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf ? 3 : 0;
  for (let i = bom; i < sample.length; i++) {
    const b = sample[i];
    if (!started && !isBlank(b)) started = true;
    if (b === 0x0a || b === 0x0d) {
      if (started) c.lineEnds++;
    } else if (DELIMITERS.has(b)) c.delimiters++;
    else if (isStrayControl(b)) {
      c.controls++;
      if (b === 0) c.nuls++;
    }
  }
  return c;
}

function censusOfUtf16(sample: Uint8Array, littleEndian: boolean): Census {
  const start = (littleEndian ? sample[0] === 0xff && sample[1] === 0xfe : sample[0] === 0xfe && sample[1] === 0xff)
    ? 2
    : 0;
  const c: Census = { units: 0, controls: 0, nuls: 0, lineEnds: 0, delimiters: 0, invalid: 0 };
  let pendingHigh = false;
  let started = false;
  for (let i = start; i + 1 < sample.length; i += 2) {
    const u = littleEndian ? sample[i] | (sample[i + 1] << 8) : (sample[i] << 8) | sample[i + 1];
    c.units++;
    if (!started && !isBlank(u) && u !== 0xfeff) started = true;
    const high = u >= 0xd800 && u <= 0xdbff;
    const low = u >= 0xdc00 && u <= 0xdfff;
    if (low && !pendingHigh) c.invalid++;
    if (pendingHigh && !low) c.invalid++;
    pendingHigh = high;
    if (high || low) continue;
    if (u === 0x0a || u === 0x0d) {
      if (started) c.lineEnds++;
    } else if (u < 0x80 && DELIMITERS.has(u)) c.delimiters++;
    else if (isStrayControl(u)) {
      c.controls++;
      if (u === 0) c.nuls++;
    } else if (u === 0xfffd || (u >= 0xe000 && u <= 0xf8ff)) c.invalid++;
  }
  return c;
}

function binaryReason(c: Census, sampleBytes: number): string | null {
  const strayShare = (c.controls + c.invalid) / Math.max(1, c.units);
  if (c.controls + c.invalid >= MIN_CONTROLS && strayShare >= CONTROL_SHARE) {
    if (c.nuls >= c.controls / 2 && c.nuls > 0)
      return `${c.nuls} NUL bytes in the first ${sampleBytes.toLocaleString('en-US')}`;
    const what =
      c.invalid > c.controls ? 'invalid or private-use characters' : 'control characters that no text encoding uses';
    return `${c.controls + c.invalid} ${what} in the first ${sampleBytes.toLocaleString('en-US')} bytes`;
  }
  if (sampleBytes >= NO_LINE_END_BYTES && c.lineEnds === 0 && c.delimiters < c.units / 64) {
    return `no line end in the first ${sampleBytes.toLocaleString('en-US')} bytes`;
  }
  return null;
}

/**
 * Returns what a binary file looks like (e.g. «a PNG image», «binary data (212 control characters
 * …)»), or null when its first bytes can be text. `sample` is the file's first bytes (64 KiB, or the
 * whole file when shorter). UTF-16 text (by BOM or NUL pattern) is judged on its code units.
 */
export function detectBinary(sample: Uint8Array): string | null {
  const known = signatureOf(sample);
  if (known) return known;
  const bomLe = sample[0] === 0xff && sample[1] === 0xfe;
  const bomBe = sample[0] === 0xfe && sample[1] === 0xff;
  const utf16 = bomLe ? 'utf-16le' : bomBe ? 'utf-16be' : utf16ByNul(sample);
  const census = utf16 ? censusOfUtf16(sample, utf16 === 'utf-16le') : censusOfBytes(sample);
  const why = binaryReason(census, sample.length);
  if (!why) return null;
  const weak = WEAK_SIGNATURES.find((s) => matches(sample, s));
  return weak ? `${weak.what} (${why})` : `binary data (${why})`;
}
