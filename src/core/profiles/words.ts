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

/** Whether one word abbreviates the other by its first three or more letters («deli» / «delicatessen»). */
export function abbreviates(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && short.length < long.length && long.startsWith(short);
}

/** The words of `a` with no counterpart (within one edit, or an abbreviation) among the words of `b`. */
export function unmatchedWords(a: readonly string[], b: readonly string[]): string[] {
  return a.filter((w) => !b.some((v) => withinOneEdit(w, v) || abbreviates(w, v)));
}
