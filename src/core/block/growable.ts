/** A growable Uint32Array: push, then `done()` for an exact-length copy. */
export class Growable {
  data: Uint32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Uint32Array(Math.max(16, capacity));
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
  done(): Uint32Array {
    return this.data.slice(0, this.length);
  }
  /** The pushed values as a view of the storage, no copy (for a temporary that does not outlive the next push). */
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}

/** The arrays one after the other, in one new array. */
export function concatUint32(...parts: readonly Uint32Array[]): Uint32Array {
  const out = new Uint32Array(parts.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of parts) (out.set(a, at), (at += a.length));
  return out;
}
