import { describe, expect, it } from 'vitest';
import { chooseProfile, explainProfile, PROFILES, DEFAULT_PROFILE_SETTINGS } from '../../../src/core/profiles';
import { namingColumn } from '../../../src/core/profiles/profile-choice';
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

describe('the column that names the records', () => {
  const col = (name: string, kind: InputColumn['kind'], values: string[]): InputColumn => ({ name, kind, values });
  const n = 40;
  const directors = Array.from({ length: n }, (_, i) => `Director${i} Surname${i}`);

  it('a title about as distinct as the person beside it names a film, not its director', () => {
    // Titles repeat more (remakes, one film in two services), directors hardly.
    const titles = Array.from({ length: n }, (_, i) => `Title ${i % 25}`);
    const naming = namingColumn([col('title', 'title', titles), col('director', 'name', directors)]);
    expect(naming?.name).toBe('title');
  });

  it('a people list writes its names in parts: a title-like column beside them (an address line) names nothing', () => {
    const lines = Array.from({ length: n }, (_, i) => `Rosedale ${i % 30}`);
    const [given, surname] = [directors.map((d) => d.split(' ')[0]), directors.map((d) => d.split(' ')[1])];
    const naming = namingColumn([col('c1', 'title', lines), col('c2', 'name', given), col('c3', 'name', surname)]);
    expect(naming?.kind).toBe('name');
  });

  it('a person’s job title, shared by many, leaves the person’s name naming the record', () => {
    const jobs = Array.from({ length: n }, (_, i) => ['Sales Manager', 'Buyer', 'CFO'][i % 3]);
    const naming = namingColumn([col('job_title', 'title', jobs), col('name', 'name', directors)]);
    expect(naming?.name).toBe('name');
  });
});
