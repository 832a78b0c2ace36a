import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHAR_DIFF_MAX, diffValues, sameTokensReordered, tokenize } from '../../src/ui/review/diff';

const join = (segs: Array<{ text: string }>) => segs.map((s) => s.text).join('');

describe('diffValues', () => {
  it('marks character edits in short values: removed on the left, inserted on the right', () => {
    const d = diffValues('Jon Smyth', 'John Smith');
    expect(d.mode).toBe('char');
    expect(d.left).toEqual([
      { text: 'Jon Sm', op: 'same' },
      { text: 'y', op: 'removed' },
      { text: 'th', op: 'same' },
    ]);
    expect(d.right).toEqual([
      { text: 'Jo', op: 'same' },
      { text: 'h', op: 'inserted' },
      { text: 'n Sm', op: 'same' },
      { text: 'i', op: 'inserted' },
      { text: 'th', op: 'same' },
    ]);
  });

  it('works on whole tokens in long values', () => {
    const a = 'The International Conference on Data Engineering, Berlin 2025';
    const b = 'The International Conference on Data Mining, Berlin 2025';
    const d = diffValues(a, b);
    expect(d.mode).toBe('token');
    expect(d.left.filter((s) => s.op === 'removed').map((s) => s.text)).toEqual(['Engineering']);
    expect(d.right.filter((s) => s.op === 'inserted').map((s) => s.text)).toEqual(['Mining']);
  });

  it('shows values that share little as one replacement, not scattered fragments', () => {
    expect(diffValues('Театр Сатиры', 'НОВАТ')).toMatchObject({
      left: [{ text: 'Театр Сатиры', op: 'removed' }],
      right: [{ text: 'НОВАТ', op: 'inserted' }],
    });
    expect(diffValues('Leeds', 'York').left).toEqual([{ text: 'Leeds', op: 'removed' }]);
    expect(diffValues('Smith', 'Smyth').left.some((x) => x.op === 'same')).toBe(true);
  });

  it('labels the same tokens in another order', () => {
    expect(diffValues('Smith John', 'john smith').reordered).toBe(true);
    expect(diffValues('John Smith', 'John Smyth').reordered).toBe(false);
    expect(sameTokensReordered('a b', 'a b')).toBe(false);
    expect(sameTokensReordered('Acme, Inc', 'Inc Acme')).toBe(true);
  });

  it('tells empty apart from differing, and identical apart from both', () => {
    expect(diffValues('', 'Leeds')).toMatchObject({
      mode: 'empty',
      left: [],
      right: [{ text: 'Leeds', op: 'inserted' }],
    });
    expect(diffValues('', '').mode).toBe('empty');
    expect(diffValues('Leeds', 'Leeds')).toMatchObject({ mode: 'equal', left: [{ text: 'Leeds', op: 'same' }] });
  });

  it('keeps markup as plain text segments', () => {
    const d = diffValues('<b>Ann</b>', '<i>Ann</i>');
    expect(join(d.left)).toBe('<b>Ann</b>');
    expect(join(d.right)).toBe('<i>Ann</i>');
  });

  it('tokenize gives the text back', () => {
    expect(tokenize('Café «Noir», 12 rue').join('')).toBe('Café «Noir», 12 rue');
  });

  it('each side reassembles to its value, and the common part is the same on both sides', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 90 }), fc.string({ maxLength: 90 }), (a, b) => {
        const d = diffValues(a, b);
        expect(join(d.left)).toBe(a);
        expect(join(d.right)).toBe(b);
        expect(d.left.every((s) => s.op !== 'inserted')).toBe(true);
        expect(d.right.every((s) => s.op !== 'removed')).toBe(true);
        if (d.mode === 'char' || d.mode === 'token') {
          const common = (segs: typeof d.left) =>
            segs
              .filter((s) => s.op === 'same')
              .map((s) => s.text)
              .join('');
          expect(common(d.left)).toBe(common(d.right));
        }
        if (d.mode === 'char') expect(Math.max([...a].length, [...b].length)).toBeLessThanOrEqual(CHAR_DIFF_MAX);
      }),
    );
  });

  it('finds a longest common subsequence for short values (no common character is marked as changed twice)', () => {
    const d = diffValues('kitten', 'sitting');
    const same = d.left
      .filter((s) => s.op === 'same')
      .map((s) => s.text)
      .join('');
    expect(same).toBe('ittn');
  });
});
