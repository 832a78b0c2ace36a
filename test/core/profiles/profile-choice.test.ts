import { describe, expect, it } from 'vitest';
import { chooseProfile, explainProfile, PROFILES, DEFAULT_PROFILE_SETTINGS } from '../../../src/core/profiles';
import { summarizeComparisons } from '../../../src/core/profiles/comparison-summary';
import type { InputColumn } from '../../../src/core/profiles';

const col = (name: string, kind: InputColumn['kind'], values: string[]): InputColumn => ({ name, kind, values });
const n = 60;
const papers = [
  col(
    'title',
    'title',
    Array.from({ length: n }, (_, i) => `Query processing in relational systems part ${i}`),
  ),
  col(
    'authors',
    'names',
    Array.from({ length: n }, (_, i) => `A. Smith, B. Jones ${i}`),
  ),
  col(
    'year',
    'number',
    Array.from({ length: n }, (_, i) => String(1990 + (i % 20))),
  ),
];
const products = [
  col(
    'title',
    'title',
    Array.from({ length: n }, (_, i) => `Sony Cyber-shot DSC-W${80 + i} camera`),
  ),
  col(
    'price',
    'amount',
    Array.from({ length: n }, (_, i) => `${100 + i}.99`),
  ),
];

describe('the profile «Automatic» resolves to, and why (issue 14 §4)', () => {
  it('papers: generic, because their titles carry few model numbers; products by their model numbers', () => {
    expect(explainProfile(papers)).toEqual({
      profile: 'generic',
      why: 'titles («title») with few model numbers (0 %; products need 30 %)',
    });
    expect(explainProfile(products).profile).toBe('products');
    expect(explainProfile(products).why).toBe('100 % of titles in «title» carry a model number');
  });

  it('is the function the run calls: chooseProfile is its profile', () => {
    for (const cols of [papers, products, [col('website', 'domain', ['a.com', 'b.com'])]])
      expect(chooseProfile(cols)).toBe(explainProfile(cols).profile);
    expect(explainProfile([col('website', 'domain', ['a.com', 'b.com'])]).profile).toBe('suppliers');
  });
});

describe('comparisons by level, like Splink’s comparison summary', () => {
  it('names each level of the generic profile’s comparisons, exact first and else last', () => {
    const prepared = PROFILES.generic.prepare({ recordCount: n, columns: papers }, DEFAULT_PROFILE_SETTINGS);
    const summary = summarizeComparisons(prepared.comparisons);
    const of = (column: string) => summary.find((s) => s.column === column && s.role === 'weight')!;
    expect(of('authors').text).toBe('authors: exact · token set ≥ 0.9 · ≥ 0.7 · else');
    expect(of('year').levels[0]).toBe('exact');
    expect(of('year').levels.at(-1)).toBe('else');
    expect(of('title').text).toBe('title: exact · shared words, rare ones weighing more ≥ 0.9 · ≥ 0.7 · ≥ 0.5 · else');
  });

  it('numbers compared as numbers read as days or percent apart', () => {
    const days = summarizeComparisons([
      {
        name: 'start',
        kernel: 'levenshtein',
        values: [],
        thresholds: [0.9],
        numeric: { numbers: new Float64Array(), scale: 'days' },
      },
      {
        name: 'price',
        kernel: 'levenshtein',
        values: [],
        thresholds: [0.99, 0.95],
        numeric: { numbers: new Float64Array(), scale: 'relative' },
      },
    ]);
    expect(days[0].text).toBe('start: exact · within 3 days · else');
    expect(days[1].levels).toEqual(['exact', 'within 1 %', 'within 5 %', 'else']);
  });
});
