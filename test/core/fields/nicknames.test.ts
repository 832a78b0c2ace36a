import { describe, expect, it } from 'vitest';
import { sameGivenName } from '../../../src/core/fields/nicknames';
import { foldToAscii, splitWords } from '../../../src/core/normalize/fold';

const same = (a: string, b: string) =>
  sameGivenName(splitWords(foldToAscii(a)).join(''), splitWords(foldToAscii(b)).join(''));

describe('short forms of given names', () => {
  it('a name and its short form, or two short forms of one name, are one name', () => {
    expect(same('Robert', 'Bob')).toBe(true);
    expect(same('Bob', 'Robbie')).toBe(true);
    expect(same('Elizabeth', 'Liz')).toBe(true);
    expect(same('Дмитрий', 'Дима')).toBe(true); // folded as the comparisons fold Cyrillic
    expect(same('Anna', 'Anna')).toBe(true);
  });

  it('two full names never match through a short form they share, nor do unrelated names', () => {
    expect(same('Alexander', 'Alexandra')).toBe(false);
    expect(same('Samuel', 'Samantha')).toBe(false);
    expect(same('James', 'John')).toBe(false);
    expect(same('Robert', 'Xyzzy')).toBe(false);
  });
});
