import { mix32 } from '../hash';
import type { HashedKeys } from './group';
import { Growable } from './growable';

/**
 * Deletion-neighbourhood keys (the SymSpell idea): a string and every string made by deleting one
 * of its characters. Two strings within one edit — substitution, insertion, deletion or adjacent
 * transposition — always share a key, so a typo anywhere, the first character included
 * (xolartravelmag / solartravelmag), still meets its original; unrelated strings rarely do. Costs
 * length + 1 keys per value; values shorter than `minLength` get only their own key. The readable
 * reference: blocking uses {@link deletionKeyColumn}, tested to hold exactly these keys.
 */
export function deletionKeys(value: string, minLength = 4): string[] {
  if (value === '') return [];
  // Characters are code points: only a value with surrogate pairs needs splitting into them.
  const chars = /[\uD800-\uDFFF]/.test(value) ? Array.from(value) : null;
  const length = chars ? chars.length : value.length;
  const keys = new Set<string>([value]);
  if (length >= minLength) {
    // A '+' of two slices 13 characters or longer is a rope (three objects, flattened again when hashed);
    // join builds one flat string: a million values make tens of millions of keys.
    const flat = value.length > 13;
    for (let i = 0; i < length; i++) {
      if (chars) keys.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
      else keys.add(flat ? [value.slice(0, i), value.slice(i + 1)].join('') : value.slice(0, i) + value.slice(i + 1));
    }
  }
  return [...keys];
}

const B = 0x01000193;

/** Width in code units of the code point at u (2 for a surrogate pair). */
function widthAt(v: string, u: number): number {
  const c = v.charCodeAt(u);
  return c >= 0xd800 && c < 0xdc00 && u + 1 < v.length && (v.charCodeAt(u + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
}

/**
 * The same keys as {@link deletionKeys}, hashed without making a string per key: occurrence o is
 * value `recordOf[o]` with the code units [cut[o], cut[o] + width) removed (cut −1: the value itself).
 * The hash is polynomial, so a deletion's hash comes from its value's prefix and suffix hashes.
 */
export function deletionKeyColumn(values: readonly string[], minLength = 4): HashedKeys {
  const n = values.length;
  const start = new Uint32Array(n + 1);
  const rec = new Growable(n * 8);
  const cut = new Growable(n * 8); // code unit + 1; 0 is the value itself
  const hash = new Growable(n * 8);
  let prefix = new Uint32Array(64);
  let suffix = new Uint32Array(64);
  let power = new Uint32Array(64);
  for (let r = 0; r < n; r++) {
    const v = values[r];
    const L = v.length;
    if (L > 0) {
      if (L + 1 > prefix.length) [prefix, suffix, power] = [1, 2, 3].map(() => new Uint32Array(2 * L + 2));
      power[0] = 1;
      for (let i = 0; i < L; i++) {
        prefix[i + 1] = (Math.imul(prefix[i], B) + v.charCodeAt(i)) >>> 0;
        power[i + 1] = Math.imul(power[i], B) >>> 0;
      }
      suffix[L] = 0;
      for (let j = L - 1; j >= 0; j--) suffix[j] = (Math.imul(v.charCodeAt(j), power[L - 1 - j]) + suffix[j + 1]) >>> 0;
      rec.push(r);
      cut.push(0);
      hash.push(mix32((prefix[L] ^ Math.imul(L, 0x9e3779b1)) >>> 0));
      let points = 0;
      for (let u = 0; u < L; u += widthAt(v, u)) points++;
      if (points >= minLength) {
        let prev = -1;
        let prevWidth = 0;
        for (let u = 0; u < L;) {
          const w = widthAt(v, u);
          // A run of one character deletes to one key: keep its first deletion only.
          const repeat =
            w === prevWidth &&
            v.charCodeAt(u) === v.charCodeAt(prev) &&
            (w === 1 || v.charCodeAt(u + 1) === v.charCodeAt(prev + 1));
          if (!repeat) {
            const h = (Math.imul(prefix[u], power[L - u - w]) + suffix[u + w]) >>> 0;
            rec.push(r);
            cut.push(u + 1);
            hash.push(mix32((h ^ Math.imul(L - w, 0x9e3779b1)) >>> 0));
          }
          [prev, prevWidth] = [u, w];
          u += w;
        }
      }
    }
    start[r + 1] = rec.length;
  }
  const recordOf = rec.done();
  const cutAt = cut.done();
  const hashes = hash.done();
  const widthOf = (o: number) => (cutAt[o] === 0 ? 0 : widthAt(values[recordOf[o]], cutAt[o] - 1));
  return {
    start,
    hash: hashes,
    same(a, b) {
      const [va, vb] = [values[recordOf[a]], values[recordOf[b]]];
      const [wa, wb] = [widthOf(a), widthOf(b)];
      const len = va.length - wa;
      if (len !== vb.length - wb) return false;
      const [ca, cb] = [cutAt[a] === 0 ? len : cutAt[a] - 1, cutAt[b] === 0 ? len : cutAt[b] - 1];
      for (let k = 0; k < len; k++)
        if (va.charCodeAt(k < ca ? k : k + wa) !== vb.charCodeAt(k < cb ? k : k + wb)) return false;
      return true;
    },
    text(o) {
      const v = values[recordOf[o]];
      if (cutAt[o] === 0) return v;
      const u = cutAt[o] - 1;
      return v.slice(0, u) + v.slice(u + widthOf(o));
    },
  };
}
