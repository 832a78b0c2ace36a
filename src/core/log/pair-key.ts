/** Order-free identity of a pair of record keys. */

/** The two keys in canonical (code-unit) order. */
export function orderKeys(a: string, b: string): [string, string] {
  return a <= b ? [a, b] : [b, a];
}

/** A string naming the unordered pair {a, b}; length-prefixed so no key content can collide. */
export function pairKey(a: string, b: string): string {
  const [x, y] = orderKeys(a, b);
  return `${x.length}:${x}${y}`;
}

/** A string naming a set of record keys, whatever their order or repetition. */
export function memberSetKey(keys: readonly string[]): string {
  const sorted = [...new Set(keys)].sort();
  return sorted.map((k) => `${k.length}:${k}`).join('');
}
