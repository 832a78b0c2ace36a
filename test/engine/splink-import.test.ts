import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../src/io';
import { combineTables } from '../../src/engine/dataset';
import { readSplinkClusters, readSplinkPredictions, recordLookup } from '../../src/engine/splink-predictions';
import { importSplinkRun, DEFAULT_SPLINK_IMPORT } from '../../src/engine/splink-review';
import { readSplinkSettings } from '../../src/engine/splink-settings';
import { DECISION_CODE } from '../../src/engine/match';
import { truthFromColumn } from '../../src/core/evaluate';
import { explainPair } from '../../src/engine/explain';

const RECORDS = [
  'id,first_name,surname,dob,email,entity',
  '1,Aleksandra,Wiśniewska,1980-03-14,ola.w@example.org,A',
  '2,Aleksandra,Wisniewska,1980-03-14,ola.w@example.org,A',
  '3,Aleksandra,Wiśniewski,1980-03-14,,A',
  '4,Bartholomew,Quigley,1975-11-02,bq@example.net,B',
  '5,Bartholomew,Quigley,1975-11-02,bq@example.net,B',
  '6,Bartholomew,Kowalczyk,1991-07-30,,C',
  '7,Cressida,Ogunleye,2001-01-01,cress@example.com,D',
].join('\n');

const ds = () => combineTables([parseCsvText(RECORDS, { sourceName: 'people.csv', keyColumn: 'id' })]);

/** A predictions table as Splink 5 writes it (mw_ columns), rows given as [l, r, weight, gammas…, mws…]. */
function predictions(
  rows: Array<[string, string, number, number[], number[]]>,
  header = 'unique_id_l,unique_id_r,match_weight,match_probability,gamma_first_name,gamma_surname,gamma_dob,mw_first_name,mw_surname,mw_dob,match_key',
): string {
  const prob = (w: number) => 2 ** w / (1 + 2 ** w);
  return [header, ...rows.map(([l, r, w, g, m]) => [l, r, w, prob(w), ...g, ...m, 0].join(','))].join('\n');
}

const PRIOR = -10;
/** Each pair's weight is the prior plus its fields' weights, as in Splink. */
const row = (l: string, r: string, g: number[], m: number[]): [string, string, number, number[], number[]] => [
  l,
  r,
  PRIOR + m.reduce((a, b) => a + b, 0),
  g,
  m,
];

const PAIRS = [
  row('1', '2', [2, 1, 2], [7, 6, 9]), // 12 → merge
  row('2', '3', [2, 1, 2], [7, 6, 9]),
  row('4', '5', [2, 2, 2], [7, 8, 9]), // 14 → merge
  row('4', '6', [2, 0, 0], [7, -4, -5]), // −12 → distinct
  row('5', '6', [2, 0, -1], [7, -4, 0]), // −7 → distinct
  row('3', '1', [2, 0, 2], [7, -4, 9]), // 2 → review
];

describe('Splink predictions read against their records', () => {
  it('maps unique ids to records, sorts the pairs, and reads each field’s part of the weight', () => {
    const d = ds();
    const p = readSplinkPredictions(
      parseCsvText(predictions(PAIRS), { sourceName: 'predictions.csv' }),
      recordLookup(d),
    );
    expect(p.comparisons).toEqual(['first_name', 'surname', 'dob']);
    expect(Array.from(p.left)).toEqual([0, 0, 1, 3, 3, 4]);
    expect(Array.from(p.right)).toEqual([1, 2, 2, 4, 5, 5]);
    // «3,1» was written right-to-left: read as the pair (1, 3) with its own figures.
    expect(p.matchWeight[1]).toBeCloseTo(2, 9);
    expect(Array.from(p.gammas[1]!)).toEqual([1, 0, 1, 2, 0, 0]);
    expect(p.fieldWeights[2]![4]).toBe(-5);
    expect(p.repeated).toBe(0);
  });

  it('reads Splink 4 Bayes factors as log2 weights with their term-frequency adjustments, and reads a repeated pair once', () => {
    const d = ds();
    const text = [
      'unique_id_l,unique_id_r,match_weight,match_probability,gamma_surname,bf_surname,bf_tf_adj_surname',
      '4,5,3,0.888,2,16,0.5',
      '5,4,3,0.888,2,16,0.5',
    ].join('\n');
    const p = readSplinkPredictions(parseCsvText(text, { sourceName: 'p.csv' }), recordLookup(d));
    expect(p.left.length).toBe(1);
    expect(p.repeated).toBe(1);
    expect(p.fieldWeights[0]![0]).toBeCloseTo(4, 9); // log2 16
    expect(p.tfWeights[0]![0]).toBeCloseTo(-1, 9); // log2 0.5
  });

  it('names the file, row and problem of bad input', () => {
    const lookup = recordLookup(ds());
    const read = (text: string) => () => readSplinkPredictions(parseCsvText(text, { sourceName: 'p.csv' }), lookup);
    expect(read('a,b\n1,2')).toThrow(
      /p\.csv: not a Splink predictions file: no column «unique_id_l», «unique_id_r», «match_weight», «match_probability»/,
    );
    expect(read('unique_id_l,unique_id_r,match_weight,match_probability\n1,2,3,0.9\n1,99,3,0.9')).toThrow(
      /p\.csv: row 2: unique_id_r «99» is no record/,
    );
    expect(read('unique_id_l,unique_id_r,match_weight,match_probability\n1,2,high,0.9')).toThrow(
      /p\.csv: row 1, column «match_weight»: «high» is not a number/,
    );
    expect(read('unique_id_l,unique_id_r,match_weight,match_probability\n1,2,3,1.5')).toThrow(
      /row 1, column «match_probability»: 1.5 is not between 0 and 1/,
    );
    expect(read('unique_id_l,unique_id_r,match_weight,match_probability\n2,2,3,0.9')).toThrow(
      /row 1: pairs record «2» with itself/,
    );
  });

  it('finds records of several sources by source_dataset, with or without the file extension', () => {
    const a = parseCsvText('id,name\n1,Ann\n2,Bob', { sourceName: 'a.csv', keyColumn: 'id', sourceId: 0 });
    const b = parseCsvText('id,name\n1,Anne\n3,Rob', { sourceName: 'b.csv', keyColumn: 'id', sourceId: 1 });
    const d = combineTables([a, b]);
    const lookup = recordLookup(d);
    expect(lookup('1', 'a.csv')).toBe(0);
    expect(lookup('1', 'b')).toBe(2);
    expect(lookup('3', undefined)).toBe(3);
    expect(() => lookup('1', undefined)).toThrow(
      /«1» is in several record files; the predictions need source_dataset_l/,
    );
    expect(() => lookup('1', 'c')).toThrow(/source_dataset «c» is none of the record files \(a\.csv, b\.csv\)/);
  });
});

describe('Splink predictions decided by Doppel', () => {
  const d = ds();
  const p = readSplinkPredictions(parseCsvText(predictions(PAIRS), { sourceName: 'predictions.csv' }), recordLookup(d));
  const options = { ...DEFAULT_SPLINK_IMPORT, exclude: new Set(['id', 'entity']) };

  it('decides by Doppel’s thresholds: merge at 0.99, review from 0.2, distinct below; only named pairs are candidates', () => {
    const run = importSplinkRun(d, p, { ...options, safetyNet: false });
    expect(Array.from(run.match.levels)).toEqual([
      DECISION_CODE.merge,
      DECISION_CODE.review,
      DECISION_CODE.merge,
      DECISION_CODE.merge,
      DECISION_CODE.distinct,
      DECISION_CODE.distinct,
    ]);
    expect(run.match.pairs.left.length).toBe(6);
    const { clusterOf } = run.resolution.clustering;
    expect(clusterOf[0]).toBe(clusterOf[2]);
    expect(clusterOf[3]).toBe(clusterOf[4]);
    expect(clusterOf[3]).not.toBe(clusterOf[5]);
    expect(clusterOf[6]).not.toBe(clusterOf[0]);
  });

  it('recovers the prior and each level’s weight from the file, and Splink’s levels as Doppel levels', () => {
    const run = importSplinkRun(d, p, options);
    const { fs } = run.match;
    expect(fs.weights.priorWeight).toBeCloseTo(PRIOR, 9);
    // surname: gamma 2 (exact) is Doppel level 1, gamma 1 level 2, gamma 0 (else) level 3.
    expect(fs.comparisons[1].levels.map((l) => l.kind)).toEqual(['null', 'similarity', 'similarity', 'else']);
    expect(fs.weights.levelWeights[1][1]).toBe(8);
    expect(fs.weights.levelWeights[1][2]).toBe(6);
    expect(fs.weights.levelWeights[1][3]).toBe(-4);
    expect(fs.vectors.levels[5 * 3 + 2]).toBe(0); // pair (5, 6), the last: dob null
    expect(Array.from(fs.pairWeights)).toEqual(Array.from(p.matchWeight));
  });

  it('explains a pair by Splink’s per-field weights, term-frequency adjustments included: prior + fields = Splink’s weight', () => {
    const header =
      'unique_id_l,unique_id_r,match_weight,match_probability,gamma_first_name,gamma_surname,mw_first_name,mw_surname,mw_tf_adj_surname';
    const text = [
      header,
      `4,5,${PRIOR + 7 + 8 + 2.5},0.9,2,2,7,8,2.5`,
      `1,2,${PRIOR + 7 + 8},0.5,2,2,7,8,0`,
      `4,6,${PRIOR + 7 - 4},0.01,2,0,7,-4,0`,
    ].join('\n');
    const tf = readSplinkPredictions(parseCsvText(text, { sourceName: 'p.csv' }), recordLookup(d));
    const run = importSplinkRun(d, tf, options);
    const { prepared } = run.match.scored;
    const card = explainPair(
      d,
      run.match,
      prepared.comparisons.map((c) => c.values),
      prepared.comparisons.map((c) => c.kernel),
      1,
    );
    expect(card.left.key).toBe('4');
    const surname = card.fields.find((f) => f.comparison === 'surname')!;
    expect(surname.levelWeight).toBe(8);
    expect(surname.tf).toEqual({ value: 'quigley', weight: 2.5 });
    expect(card.priorWeight + card.fields.reduce((a, f) => a + f.weight, 0)).toBeCloseTo(card.totalWeight, 5);
    expect(card.totalWeight).toBeCloseTo(PRIOR + 17.5, 9);
  });

  it('puts merges under the safety net: one uncommon agreeing field is not enough', () => {
    // Records 1 and 3 agree on first name and birth date only by the raw values; a pair whose
    // Splink weight says merge but whose only agreement is one field goes to review.
    const lone = readSplinkPredictions(
      parseCsvText(predictions([row('6', '7', [0, 0, 2], [-3, -4, 30])]), { sourceName: 'p.csv' }),
      recordLookup(d),
    );
    const run = importSplinkRun(d, lone, options);
    expect(run.match.levels[0]).toBe(DECISION_CODE.review);
    expect(run.match.reasons.at(0).map((r) => r.code)).toContain('single-evidence');
    expect(run.resolution.queue.items.length).toBeGreaterThan(0);
    const off = importSplinkRun(d, lone, { ...options, safetyNet: false });
    expect(off.match.levels[0]).toBe(DECISION_CODE.merge);
  });

  it('takes Splink’s cluster table as the starting clusters: pairs inside a cluster merge, pairs across it do not', () => {
    const clusters = readSplinkClusters(
      parseCsvText('cluster_id,id\nx,1\nx,2\ny,3\nz,4\nz,5\nz,6', { sourceName: 'clusters.csv' }),
      recordLookup(d),
      'id',
      d.recordCount,
    );
    expect(Array.from(clusters)).toEqual([0, 0, 1, 2, 2, 2, -1]);
    const run = importSplinkRun(d, p, { ...options, clusters, safetyNet: false });
    // (2,3) crossed clusters x / y: review, though 0.9998; (4,6) inside z merges though −12.
    expect(run.match.levels[2]).toBe(DECISION_CODE.review);
    expect(run.match.levels[4]).toBe(DECISION_CODE.merge);
  });

  it('evaluates against truth as dedupe does', () => {
    const truth = truthFromColumn(['A', 'A', 'A', 'B', 'B', 'C', 'D']);
    const run = importSplinkRun(d, p, { ...options, safetyNet: false, truth, reviewBudget: 5 });
    expect(run.evaluation!.auto.precision).toBe(1);
    expect(run.evaluation!.afterReview.recall).toBeGreaterThanOrEqual(run.evaluation!.auto.recall);
    expect(run.evaluation!.blocking.candidatePairs).toBe(6);
  });
});

describe('Splink settings read into Doppel comparisons', () => {
  const settings = {
    link_type: 'dedupe_only',
    unique_id_column_name: 'id',
    probability_two_random_records_match: 0.001,
    blocking_rules_to_generate_predictions: [{ blocking_rule: 'l.surname = r.surname' }],
    comparisons: [
      {
        output_column_name: 'surname',
        comparison_levels: [
          { sql_condition: '"surname_l" IS NULL OR "surname_r" IS NULL', is_null_level: true },
          { sql_condition: '"surname_l" = "surname_r"', m_probability: 0.8, u_probability: 0.01 },
          {
            sql_condition: 'jaro_winkler_similarity("surname_l", "surname_r") >= 0.92',
            m_probability: 0.1,
            u_probability: 0.02,
          },
          { sql_condition: 'levenshtein("surname_l", "surname_r") <= 2', m_probability: 0.05, u_probability: 0.07 },
          { sql_condition: 'ELSE', m_probability: 0.05, u_probability: 0.9 },
        ],
      },
      {
        output_column_name: 'dob',
        comparison_levels: [
          { sql_condition: 'dob_l IS NULL OR dob_r IS NULL', is_null_level: true },
          {
            sql_condition: "abs(date_diff('day', dob_l, dob_r)) <= 365",
            label_for_charts: 'within a year',
            m_probability: 0.9,
            u_probability: 0.1,
          },
          { sql_condition: 'ELSE', m_probability: 0.1, u_probability: 0.9 },
        ],
      },
    ],
  };

  it('reads levels where Doppel’s kernels correspond and says which it approximates or cannot express', () => {
    const model = readSplinkSettings(settings);
    expect(model.uniqueId).toBe('id');
    expect(model.prior).toBe(0.001);
    expect(model.blockingRules).toEqual(['l.surname = r.surname']);
    const [surname, dob] = model.comparisons;
    expect(surname.comparison.kernel).toBe('jaroWinkler');
    expect(surname.levels.map((l) => [l.kind, l.threshold, l.fit])).toEqual([
      ['null', undefined, 'exact'],
      ['exact', undefined, 'exact'],
      ['similarity', 0.92, 'exact'],
      ['similarity', 0.8, 'approximated'],
      ['else', undefined, 'exact'],
    ]);
    expect(surname.levels[2].m).toBe(0.1);
    expect(model.approximated).toEqual([
      'surname: levenshtein("surname_l", "surname_r") <= 2 (distance ≤ 2 read as levenshtein ≥ 0.8)',
    ]);
    expect(dob.levels[1]).toMatchObject({ fit: 'inexpressible', label: 'within a year' });
    expect(model.inexpressible).toEqual(["dob: abs(date_diff('day', dob_l, dob_r)) <= 365"]);
  });

  it('refuses what is no Splink settings file, naming the problem', () => {
    expect(() => readSplinkSettings({ foo: 1 }, 'model.json')).toThrow(/model\.json: not a Splink settings file/);
    expect(() =>
      readSplinkSettings(
        { comparisons: [{ output_column_name: 'x', comparison_levels: [{ sql_condition: 'x_l = x_r' }] }] },
        'm.json',
      ),
    ).toThrow(/m\.json: comparison «x» does not end in an ELSE level/);
  });
});
