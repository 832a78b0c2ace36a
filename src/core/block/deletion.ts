/**
 * Deletion-neighbourhood keys (the SymSpell idea): a string and every string made by deleting one
 * of its characters. Two strings within one edit — substitution, insertion, deletion or adjacent
 * transposition — always share a key, so a typo anywhere, the first character included
 * (xolartravelmag / solartravelmag), still meets its original; unrelated strings rarely do. Costs
 * length + 1 keys per value; values shorter than `minLength` get only their own key.
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
