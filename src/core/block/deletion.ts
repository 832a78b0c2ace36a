/**
 * Deletion-neighbourhood keys (the SymSpell idea): a string and every string made by deleting one
 * of its characters. Two strings within one edit — substitution, insertion, deletion or adjacent
 * transposition — always share a key, so a typo anywhere, the first character included
 * (xolartravelmag / solartravelmag), still meets its original; unrelated strings rarely do. Costs
 * length + 1 keys per value; values shorter than `minLength` get only their own key.
 */
export function deletionKeys(value: string, minLength = 4): string[] {
  const chars = Array.from(value);
  if (chars.length === 0) return [];
  const keys = new Set<string>([value]);
  if (chars.length >= minLength) {
    for (let i = 0; i < chars.length; i++) keys.add(chars.slice(0, i).join('') + chars.slice(i + 1).join(''));
  }
  return [...keys];
}
