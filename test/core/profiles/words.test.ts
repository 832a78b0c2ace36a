import { describe, expect, it } from 'vitest';
import { abbreviates, unmatchedWords, withinEdits, withinOneEdit } from '../../../src/core/profiles/words';

describe('word counterparts', () => {
  it('count edits up to a bound', () => {
    expect(withinEdits('cervantes', 'cervanset', 2)).toBe(true); // two letters swapped across one
    expect(withinEdits('ajones6 cortez', 'ajones cortez6', 2)).toBe(true); // a moved digit
    expect(withinEdits('timofeev.a85', 'timofeev.v49', 2)).toBe(false); // another person's part
    expect(withinEdits('timofeev.a85', 'timofeev.v49', 3)).toBe(true);
    expect(withinEdits('abc', 'abcdef', 2)).toBe(false);
    expect(withinEdits('', 'ab', 2)).toBe(true);
  });

  it('take one edit apart as the same word', () => {
    expect(withinOneEdit('grill', 'grille')).toBe(true);
    expect(withinOneEdit('ab', 'ba')).toBe(true);
    expect(withinOneEdit('palace', 'palm')).toBe(false);
  });

  it('take an abbreviation by three or more first letters as a counterpart, and nothing shorter', () => {
    expect(abbreviates('deli', 'delicatessen')).toBe(true);
    expect(abbreviates('delicatessen', 'deli')).toBe(true);
    expect(abbreviates('de', 'delicatessen')).toBe(false);
    expect(abbreviates('cafe', 'cafe')).toBe(false);
    expect(abbreviates('cafe', 'cafeteria')).toBe(true);
    expect(unmatchedWords(['art', 'delicatessen'], ['art', 'deli'])).toEqual([]);
    expect(unmatchedWords(['shun', 'lee', 'west'], ['shun', 'lee', 'palace'])).toEqual(['west']);
  });

  it('take one word transliterated two ways as a counterpart', () => {
    // «Тёмная ночь» folded, and the same title in the BGN romanisation.
    expect(unmatchedWords(['temnaya', 'noch'], ['tyomnaya', 'noch'])).toEqual([]);
    expect(unmatchedWords(['khrustalev'], ['hrustalyov'])).toEqual([]);
    expect(unmatchedWords(['temnaya', 'noch'], ['tikhaya', 'noch'])).toEqual(['temnaya']);
  });
});
