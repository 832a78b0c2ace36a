import type { TextEncodingName } from '../domain/dataset';
import { detectBinary, type EncodingGuess, SNIFF_BYTES, sniffEncoding } from './encoding';
import { ImportError } from './errors';

function concat(parts: Uint8Array[], total: number): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

function countChar(text: string, ch: string): number {
  let n = 0;
  for (let i = text.indexOf(ch); i !== -1; i = text.indexOf(ch, i + 1)) n++;
  return n;
}

/**
 * Bytes → text, chunk by chunk. Buffers the first `SNIFF_BYTES` to reject binary files and choose
 * the encoding (see `sniffEncoding`), then decodes with a streaming `TextDecoder` (BOM removed).
 * Counts NUL characters and U+FFFD replacement characters (bytes invalid in the chosen encoding).
 */
export class StreamDecoder {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private decoder: TextDecoder | null = null;
  private chosen: EncodingGuess | null = null;
  /** NUL characters seen in the decoded text. */
  nulChars = 0;
  /** U+FFFD characters produced (or present) in the decoded text. */
  replacementChars = 0;

  constructor(
    private readonly sourceName: string,
    private readonly forced?: TextEncodingName,
  ) {}

  /** The encoding chosen, once enough bytes were seen (after `end()` at the latest). */
  get encoding(): EncodingGuess | null {
    return this.chosen;
  }

  /** Feeds a chunk of bytes; returns the text decoded so far ('' while still sniffing). */
  push(chunk: Uint8Array): string {
    if (this.decoder) return this.count(this.decoder.decode(chunk, { stream: true }));
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes < SNIFF_BYTES) return '';
    return this.start(false, true);
  }

  /** Signals the end of input; returns the remaining text. */
  end(): string {
    const head = this.decoder ? '' : this.start(true, false);
    return head + this.count(this.decoder!.decode());
  }

  private start(complete: boolean, stream: boolean): string {
    const bytes = concat(this.pending, this.pendingBytes);
    this.pending = [];
    const binary = detectBinary(bytes.subarray(0, SNIFF_BYTES));
    if (binary) {
      throw new ImportError('binary', this.sourceName, `${this.sourceName}: not a text file; it looks like ${binary}`);
    }
    const sniffed = sniffEncoding(bytes.subarray(0, SNIFF_BYTES), complete && bytes.length <= SNIFF_BYTES);
    this.chosen = this.forced
      ? { encoding: this.forced, bom: sniffed.bom && sniffed.encoding === this.forced, reason: 'chosen by the caller' }
      : sniffed;
    this.decoder = new TextDecoder(this.chosen.encoding, { fatal: false });
    return this.count(this.decoder.decode(bytes, { stream }));
  }

  private count(text: string): string {
    if (text.indexOf('\0') !== -1) this.nulChars += countChar(text, '\0');
    if (text.indexOf('\uFFFD') !== -1) this.replacementChars += countChar(text, '\uFFFD');
    return text;
  }
}
