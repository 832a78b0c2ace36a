import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of a file in test/fixtures/io. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/io/${name}`, import.meta.url));
}

/** Bytes of a file in test/fixtures/io. */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fixturePath(name)));
}

/** Splits bytes into chunks of the given sizes (cycled), as an async iterable. */
export async function* chunked(bytes: Uint8Array, sizes: readonly number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length]);
    yield bytes.slice(at, at + size);
    at += size;
  }
}

/** Encodes text as Windows-1251 (Cyrillic letters and ASCII only). */
export function encodeWindows1251(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) out.push(cp);
    else if (cp >= 0x410 && cp <= 0x44f) out.push(cp - 0x410 + 0xc0);
    else if (cp === 0x401) out.push(0xa8);
    else if (cp === 0x451) out.push(0xb8);
    else throw new Error(`not encodable in this helper: ${ch}`);
  }
  return Uint8Array.from(out);
}

/** Encodes text as Latin-1 (code points up to U+00FF). */
export function encodeLatin1(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((ch) => {
      const cp = ch.codePointAt(0)!;
      if (cp > 0xff) throw new Error(`not Latin-1: ${ch}`);
      return cp;
    }),
  );
}

/** UTF-16 bytes of text, little- or big-endian, with or without BOM. */
export function encodeUtf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const units = (bom ? '\uFEFF' : '') + text;
  const out = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i++) {
    const u = units.charCodeAt(i);
    out[2 * i + (endian === 'le' ? 0 : 1)] = u & 0xff;
    out[2 * i + (endian === 'le' ? 1 : 0)] = u >> 8;
  }
  return out;
}
