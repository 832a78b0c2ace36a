import type { TextEncodingName } from '../domain/dataset';
import { detectBinary } from './binary';
import { type EncodingGuess, SNIFF_BYTES, sniffEncoding } from './encoding';
import { ImportError } from './errors';

function concat(parts: Uint8Array[], total: number): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function countChar(text: string, ch: string): number {
  let n = 0;
  for (let i = text.indexOf(ch); i !== -1; i = text.indexOf(ch, i + 1)) n++;
  return n;
}

function firstHighByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0x80) return i;
  return -1;
}

type State = 'head' | 'ascii' | 'window' | 'decoding';

/**
 * Bytes → text, chunk by chunk. The first `SNIFF_BYTES` are buffered to reject binary files and
 * find a BOM or UTF-16. A file that starts in plain ASCII is passed through (ASCII reads the same
 * in every candidate encoding) until its first non-ASCII byte; the encoding is then chosen from
 * the `SNIFF_BYTES` starting there, so a Windows-1251 file whose first rows are Latin-only is
 * still recognized. Counts NUL and U+FFFD characters of the decoded text.
 */
export class StreamDecoder {
  private state: State = 'head';
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private decoder: TextDecoder | null = null;
  private chosen: EncodingGuess | null = null;
  private asciiBytes = 0;
  private readonly ascii = new TextDecoder('windows-1252');
  /** NUL characters seen in the decoded text. */
  nulChars = 0;
  /** U+FFFD characters produced (or present) in the decoded text. */
  replacementChars = 0;

  constructor(
    private readonly sourceName: string,
    private readonly forced?: TextEncodingName,
  ) {}

  /** The encoding chosen (after `end()` at the latest). */
  get encoding(): EncodingGuess | null {
    return this.chosen;
  }

  /** Feeds a chunk of bytes; returns the text decoded so far ('' while still sniffing). */
  push(chunk: Uint8Array): string {
    if (this.state === 'decoding') return this.count(this.decoder!.decode(chunk, { stream: true }));
    if (this.state === 'ascii') return this.passAscii(chunk);
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes < SNIFF_BYTES) return '';
    return this.state === 'head' ? this.startHead(false) : this.startWindow(false);
  }

  /** Signals the end of input; returns the remaining text. */
  end(): string {
    let text = '';
    if (this.state === 'head') text = this.startHead(true);
    else if (this.state === 'window') text = this.startWindow(true);
    if (this.state === 'ascii') {
      this.chosen = { encoding: 'utf-8', bom: false, reason: 'ASCII only (read as UTF-8)' };
      return text;
    }
    return text + this.count(this.decoder!.decode());
  }

  private take(): Uint8Array {
    const bytes = concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    return bytes;
  }

  private startHead(complete: boolean): string {
    const bytes = this.take();
    const sample = bytes.subarray(0, SNIFF_BYTES);
    const binary = detectBinary(sample);
    if (binary) {
      throw new ImportError('binary', this.sourceName, `${this.sourceName}: not a text file; it looks like ${binary}`);
    }
    if (this.forced) {
      const sniffed = sniffEncoding(sample, complete && bytes.length <= SNIFF_BYTES);
      return this.startDecoding(
        bytes,
        { encoding: this.forced, bom: sniffed.bom && sniffed.encoding === this.forced, reason: 'chosen by the caller' },
        complete,
      );
    }
    const guess = sniffEncoding(sample, complete && bytes.length <= SNIFF_BYTES);
    const asciiSoFar = guess.encoding === 'utf-8' && !guess.bom && firstHighByte(sample) === -1;
    if (!asciiSoFar) return this.startDecoding(bytes, guess, complete);
    this.state = 'ascii';
    return this.passAscii(bytes);
  }

  private passAscii(chunk: Uint8Array): string {
    const high = firstHighByte(chunk);
    if (high === -1) {
      this.asciiBytes += chunk.length;
      return this.count(this.ascii.decode(chunk));
    }
    this.asciiBytes += high;
    const head = this.count(this.ascii.decode(chunk.subarray(0, high)));
    this.state = 'window';
    this.pending.push(chunk.subarray(high));
    this.pendingBytes = chunk.length - high;
    return this.pendingBytes >= SNIFF_BYTES ? head + this.startWindow(false) : head;
  }

  private startWindow(complete: boolean): string {
    const bytes = this.take();
    const guess = sniffEncoding(bytes.subarray(0, SNIFF_BYTES), complete && bytes.length <= SNIFF_BYTES);
    const at = this.asciiBytes.toLocaleString('en-US');
    return this.startDecoding(
      bytes,
      { ...guess, reason: `${guess.reason}, judged from the first non-ASCII byte (offset ${at}) on` },
      complete,
    );
  }

  private startDecoding(bytes: Uint8Array, guess: EncodingGuess, complete: boolean): string {
    this.chosen = guess;
    this.decoder = new TextDecoder(guess.encoding, { fatal: false, ignoreBOM: this.state !== 'head' });
    this.state = 'decoding';
    return this.count(this.decoder.decode(bytes, { stream: !complete }));
  }

  private count(text: string): string {
    if (text.indexOf('\0') !== -1) this.nulChars += countChar(text, '\0');
    if (text.indexOf('\uFFFD') !== -1) this.replacementChars += countChar(text, '\uFFFD');
    return text;
  }
}
