import { looseLatin } from '../normalize/fold';
/** Whether two words are at most one edit apart (substitution, insertion, deletion or adjacent transposition). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // transposition
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Whether two strings are at most `k` edits apart (Levenshtein: substitutions, insertions, deletions), by a band of width 2k + 1. */
export function withinEdits(a: string, b: string, k: number): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > k) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(k + 1);
    row[0] = i;
    let best = row[0];
    for (let j = Math.max(1, i - k); j <= Math.min(b.length, i + k); j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > k) return false;
    prev = row;
  }
  return prev[b.length] <= k;
}

/** Whether one word abbreviates the other by its first three or more letters («deli» / «delicatessen»). */
export function abbreviates(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && short.length < long.length && long.startsWith(short);
}

/**
 * The words of `a` with no counterpart (within one edit, an abbreviation, or one word of four letters or more
 * transliterated two ways: «temnaya» / «tyomnaya») among the words of `b`.
 */
export function unmatchedWords(a: readonly string[], b: readonly string[]): string[] {
  return a.filter(
    (w) =>
      !b.some(
        (v) =>
          withinOneEdit(w, v) ||
          abbreviates(w, v) ||
          (Math.min(w.length, v.length) > 3 && looseLatin(w) === looseLatin(v)),
      ),
  );
}
