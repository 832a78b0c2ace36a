import { describe, expect, it } from 'vitest';
import { isContained, withoutContained } from '../../../src/core/profiles/contained';

const titles = (n: number) =>
  Array.from({ length: n }, (_, r) => (r % 2 === 0 ? `adobe photoshop cs${r} win` : `corel paintshop x${r}`));
const makers = (n: number) => Array.from({ length: n }, (_, r) => (r % 2 === 0 ? 'adobe' : 'corel'));

describe('a column held in another', () => {
  it('is found when its words are within the other on most rows, not when they rarely are', () => {
    expect(isContained(titles(40), makers(40))).toBe(true);
    const others = makers(40).map((m, r) => (r % 3 === 0 ? m : 'roxio'));
    expect(isContained(titles(40), others)).toBe(false);
  });

  it('is taken out of the longer value; a brand written only in the title is filled in', () => {
    const outer = ['adobe photoshop cs3 win', 'photoshop cs3 win', 'adobe dreamweaver cs3', 'adobe'];
    const inner = ['adobe', '', '', 'adobe'];
    const { outer: rest, inner: filled } = withoutContained(outer, inner);
    // The brand-only title keeps its value: nothing would be left.
    expect(rest).toEqual(['photoshop cs3 win', 'photoshop cs3 win', 'dreamweaver cs3', 'adobe']);
    expect(filled).toEqual(['adobe', '', 'adobe', 'adobe']);
  });

  it('a rest the list shows under two brands keeps its brand', () => {
    const outer = ['imsi photo studio 2009', 'punch photo studio 2009', 'photo studio 2009', 'imsi tax doctor'];
    const inner = ['imsi', 'punch', '', 'imsi'];
    const { outer: rest } = withoutContained(outer, inner);
    expect(rest).toEqual(['imsi photo studio 2009', 'punch photo studio 2009', 'photo studio 2009', 'tax doctor']);
  });

  it('a rest of numbers only (a year, a size) keeps its brand: it names nothing without it', () => {
    const outer = ['chateau palmer 2014', 'chateau palmer 2014 375ml', 'chateau palmer 2015 reserve'];
    const inner = ['chateau palmer', '', 'chateau palmer'];
    const { outer: rest, inner: filled } = withoutContained(outer, inner);
    expect(rest).toEqual(['chateau palmer 2014', 'chateau palmer 2014 375ml', '2015 reserve']);
    expect(filled).toEqual(['chateau palmer', 'chateau palmer', 'chateau palmer']);
  });
});
