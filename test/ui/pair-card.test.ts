import { describe, expect, it } from 'vitest';
import type { ClusterDetailView, PairCardView, ReviewItemView } from '../../src/client/app-client';
import { fieldRows, isIdentical, topContributions, waterfall } from '../../src/ui/review/field-rows';
import { formatProbability, formatWeight, reasonTone } from '../../src/ui/review/format';
import { passes } from '../../src/ui/review/QueueList';
import { plannedItems } from '../../src/ui/review/CapacityPlanner';
import { nextUndecided, samePair } from '../../src/ui/review/use-review';
import { bridgeLinks } from '../../src/ui/clusters/ClusterGraph';
import { weakestAppliedLink } from '../../src/ui/clusters/follow';

const card: PairCardView = {
  keys: ['a:1', 'b:7'],
  left: {
    key: 'a:1',
    source: 'a.csv',
    row: 1,
    label: 'Jon Smyth · Leeds',
    values: { name: 'Jon Smyth', email: 'JS@acme.com', city: 'Leeds', note: 'x' },
  },
  right: {
    key: 'b:7',
    source: 'b.csv',
    row: 7,
    label: 'John Smith',
    values: { name: 'John Smith', email: 'js@acme.com', city: '', note: 'x' },
  },
  decision: 'review',
  scoreBasis: 'weights',
  score: 0.7,
  priorWeight: -4,
  totalWeight: 1.2,
  probability: 0.7,
  fields: [
    {
      comparison: 'name',
      kernel: 'jaroWinkler',
      left: 'jon smyth',
      right: 'john smith',
      similarity: 0.94,
      level: '≥ 0.9',
      weight: 3.1,
    },
    {
      comparison: 'email',
      kernel: 'exact',
      left: 'js@acme.com',
      right: 'js@acme.com',
      similarity: 1,
      level: 'exact',
      weight: 6.5,
    },
    { comparison: 'city', kernel: 'jaroWinkler', left: 'leeds', right: '', similarity: NaN, level: 'null', weight: 0 },
    {
      comparison: 'names (sorted tokens)',
      kernel: 'ratio',
      left: 'jon smyth',
      right: 'john smith',
      similarity: 0.8,
      level: '',
      weight: 0,
    },
    { comparison: 'year', kernel: 'exact', left: '1987', right: '1978', similarity: 0, level: 'else', weight: -4.4 },
  ],
  reasons: [{ code: 'years-differ', detail: '1987 vs 1978' }, { code: 'same-name' }],
  rules: ['exact:email'],
  ifSame: { clusterSize: 4, clusterIds: ['c1', 'c2'] },
  ifDifferent: { leftClusterSize: 3, rightClusterSize: 1 },
  otherCandidates: [],
};

describe('pair card rows', () => {
  it('pairs each comparison with its raw column, keeps derived comparisons, adds uncompared columns', () => {
    const rows = fieldRows(card);
    expect(rows.map((r) => [r.name, r.compared])).toEqual([
      ['name', true],
      ['email', true],
      ['city', true],
      ['names (sorted tokens)', true],
      ['year', true],
      ['note', false],
    ]);
    const email = rows[1];
    expect([email.rawLeft, email.normLeft]).toEqual(['JS@acme.com', 'js@acme.com']);
    expect(isIdentical(email, false)).toBe(false);
    expect(isIdentical(email, true)).toBe(true);
    expect(rows[3].rawLeft).toBe('jon smyth');
    expect(isIdentical(rows[5], false)).toBe(true);
  });

  it('the waterfall starts at the prior and ends at the total weight of the card', () => {
    const steps = waterfall(card.priorWeight, fieldRows(card));
    expect(steps[0]).toMatchObject({ name: 'prior', running: -4 });
    expect(steps[steps.length - 1].running).toBeCloseTo(card.totalWeight, 9);
    expect(steps[steps.length - 1].probability).toBeCloseTo(1 / (1 + 2 ** -card.totalWeight), 9);
  });

  it('the «why» names the largest contributions, signed', () => {
    expect(topContributions(fieldRows(card))).toEqual([
      'email (exact 1.00, +6.5)',
      'year (exact 0.00, −4.4)',
      'name (jaroWinkler 0.94, +3.1)',
    ]);
  });

  it('cuts scores to two decimals, so one below a threshold never reads as the threshold', () => {
    expect([
      formatProbability(0.9899),
      formatProbability(Math.fround(0.95)),
      formatProbability(1),
      formatProbability(0.714),
      formatProbability(NaN),
    ]).toEqual(['0.98', '0.95', '1.00', '0.71', '—']);
  });

  it('formats weights with a true minus and tells guards from support', () => {
    expect([formatWeight(-2.44), formatWeight(1.26), formatWeight(0.01), formatWeight(NaN)]).toEqual([
      '−2.4',
      '+1.3',
      '0',
      '—',
    ]);
    expect(card.reasons.map(reasonTone)).toEqual(['guard', 'support']);
    expect(reasonTone({ code: 'match-weight', weight: -1 })).toBe('guard');
    expect(reasonTone({ code: 'one-field-only', detail: 'email +14.5, dob differs; the rest -3.0' })).toBe('guard');
    expect(reasonTone({ code: 'city-missing' })).toBe('neutral');
  });
});

describe('review queue helpers', () => {
  const item = (position: number, decided?: ReviewItemView['decided'], kind = 'review-band'): ReviewItemView => ({
    position,
    kind,
    keys: [`a${position}`, `b${position}`],
    labels: [`Ann ${position} · Leeds`, `Anne ${position} · York`],
    score: 0.5,
    reasons: [],
    decided,
  });
  const items = [item(0, 'same'), item(1), item(2, 'unsure', 'weak-link'), item(3), item(4, 'different')];

  it('filters by kind and decision', () => {
    expect(items.filter((i) => passes(i, { kind: 'all', decided: 'undecided' })).map((i) => i.position)).toEqual([
      1, 3,
    ]);
    expect(items.filter((i) => passes(i, { kind: 'all', decided: 'decided' })).map((i) => i.position)).toEqual([
      0, 2, 4,
    ]);
    expect(items.filter((i) => passes(i, { kind: 'weak-link', decided: 'all' })).map((i) => i.position)).toEqual([2]);
    expect(items.filter((i) => passes(i, { kind: 'all', decided: 'unsure' })).map((i) => i.position)).toEqual([2]);
  });

  it('searches the records by their display labels', () => {
    expect(
      items.filter((i) => passes(i, { kind: 'all', decided: 'all', query: 'anne 3' })).map((i) => i.position),
    ).toEqual([3]);
    expect(
      items.filter((i) => passes(i, { kind: 'all', decided: 'undecided', query: 'YORK' })).map((i) => i.position),
    ).toEqual([1, 3]);
    expect(items.filter((i) => passes(i, { kind: 'all', decided: 'all', query: 'a1' }))).toEqual([]);
    expect(items.filter((i) => passes(i, { kind: 'all', decided: 'all', query: ' ' })).length).toBe(5);
  });

  it('advances to the next undecided item, wrapping to the first, or −1 when all are decided', () => {
    const order = [0, 1, 2, 3, 4];
    expect(nextUndecided(items, order, 1)).toBe(3);
    expect(nextUndecided(items, order, 3)).toBe(1);
    expect(
      nextUndecided(
        items.map((i) => ({ ...i, decided: 'same' as const })),
        order,
        0,
      ),
    ).toBe(-1);
    expect(samePair(['x', 'y'], ['y', 'x'])).toBe(true);
    expect(samePair(['x', 'y'], ['x', 'z'])).toBe(false);
  });

  it('the capacity planner multiplies pairs per hour by hours', () => {
    expect(plannedItems(120, 1.5)).toBe(180);
    expect(plannedItems(0, 3)).toBe(0);
    expect(plannedItems(100, -1)).toBe(0);
  });
});

describe('cluster helpers', () => {
  const link = (a: string, b: string, score: number, applied = true) => ({
    keys: [a, b] as [string, string],
    score,
    applied,
  });
  const detail: ClusterDetailView = {
    id: 'c',
    members: ['k1', 'k2', 'k3', 'k4'].map((key, i) => ({
      key,
      source: 's',
      row: i + 1,
      label: key,
      values: { name: i < 3 ? 'Ann' : 'Anne', city: 'Leeds' },
    })),
    // A triangle k1-k2-k3 and a bridge k3-k4; k1-k4 only in the review band.
    links: [
      link('k1', 'k2', 0.99),
      link('k2', 'k3', 0.95),
      link('k1', 'k3', 0.9),
      link('k3', 'k4', 0.8),
      link('k1', 'k4', 0.5, false),
    ],
    golden: [],
    compared: ['name'],
    differs: {},
    locked: false,
  };

  it('finds the bridges of the applied links', () => {
    expect([
      ...bridgeLinks(
        detail.members.map((m) => m.key),
        detail.links,
      ),
    ]).toEqual([3]);
  });

  it('the weakest applied link', () => {
    expect(weakestAppliedLink(detail)?.keys).toEqual(['k3', 'k4']);
  });
});

import { ruleChanges, ruleChoice } from '../../src/engine/service/cluster-ops';

describe('golden record rules on the screen', () => {
  const members = [
    { key: 'r1', source: 's', row: 1, label: 'Ann Lee', values: { name: 'Ann Lee', city: 'Leeds', phone: '' } },
    { key: 'r2', source: 's', row: 2, label: 'Ann Lee', values: { name: 'Ann Lee', city: '', phone: '' } },
    {
      key: 'r3',
      source: 't',
      row: 3,
      label: 'Annabel Lee',
      values: { name: 'Annabel Lee', city: 'Leeds', phone: '0113 496 0000' },
    },
  ];
  const detail: ClusterDetailView = {
    id: 'c',
    members,
    links: [],
    golden: [
      {
        column: 'name',
        value: 'Ann Lee',
        fromKey: 'r1',
        overridden: false,
        rule: 'most-frequent' as const,
        candidates: [],
      },
      {
        column: 'city',
        value: 'Leeds',
        fromKey: 'r1',
        overridden: false,
        rule: 'most-frequent' as const,
        candidates: [],
      },
      {
        column: 'phone',
        value: '0113 496 0000',
        fromKey: 'r3',
        overridden: false,
        rule: 'most-frequent' as const,
        candidates: [],
      },
    ],
    compared: [],
    differs: {},
    locked: false,
  };

  it('each rule picks a value and names its record', () => {
    expect(ruleChoice(detail, 'name', 'most-frequent')).toEqual({ value: 'Ann Lee', fromKey: 'r1' });
    expect(ruleChoice(detail, 'name', 'longest')).toEqual({ value: 'Annabel Lee', fromKey: 'r3' });
    expect(ruleChoice(detail, 'city', 'most-complete-record')).toEqual({ value: 'Leeds', fromKey: 'r3' });
  });

  it('lists only the fields a rule would change', () => {
    expect(ruleChanges(detail, 'longest')).toEqual([{ column: 'name', value: 'Annabel Lee', fromKey: 'r3' }]);
    expect(ruleChanges(detail, 'most-frequent')).toEqual([]);
  });
});

describe('recency and source survivorship', () => {
  const detail = {
    id: 'c1',
    members: [
      { key: 'a:1', source: 'a.csv', row: 1, label: 'Ann Lee', values: { name: 'Ann Lee', updated: '2025-01-05' } },
      {
        key: 'b:1',
        source: 'b.csv',
        row: 1,
        label: 'Ann B. Lee',
        values: { name: 'Ann B. Lee', updated: '2026-03-01' },
      },
      { key: 'a:2', source: 'a.csv', row: 2, label: 'A. Lee', values: { name: 'A. Lee', updated: '2024-12-31' } },
    ],
    links: [],
    golden: [
      {
        column: 'name',
        value: 'Ann Lee',
        fromKey: 'a:1',
        overridden: false,
        rule: 'most-frequent' as const,
        candidates: [],
      },
      {
        column: 'updated',
        value: '2025-01-05',
        fromKey: 'a:1',
        overridden: false,
        rule: 'most-frequent' as const,
        candidates: [],
      },
    ],
    compared: [],
    differs: {},
    locked: false,
  };
  it('most recent takes the value of the record with the latest date in the chosen column', () => {
    expect(ruleChoice(detail, 'name', 'most-recent', { dateColumn: 'updated' })).toEqual({
      value: 'Ann B. Lee',
      fromKey: 'b:1',
    });
  });
  it('most trusted source takes the trusted source first', () => {
    expect(ruleChoice(detail, 'name', 'source-priority', { trustedSource: 'b.csv' })).toEqual({
      value: 'Ann B. Lee',
      fromKey: 'b:1',
    });
    expect(ruleChoice(detail, 'name', 'source-priority', { trustedSource: 'a.csv' })).toEqual({
      value: 'Ann Lee',
      fromKey: 'a:1',
    });
    expect(ruleChanges(detail, 'source-priority', { trustedSource: 'b.csv' })).toEqual([
      { column: 'name', value: 'Ann B. Lee', fromKey: 'b:1' },
      { column: 'updated', value: '2026-03-01', fromKey: 'b:1' },
    ]);
  });
});

import { explainCard, scoreStatement } from '../../src/ui/review/field-rows';
import { seededRandom } from '../../src/core/random';

describe('one explanation per card', () => {
  // Cards built from random fields: some identical (raw and normalized), some differing, some uncompared.
  const randomCard = (seed: number): PairCardView => {
    const random = seededRandom(seed);
    const n = 1 + Math.floor(random() * 8);
    const fields = Array.from({ length: n }, (_, f) => {
      const same = random() < 0.5;
      return {
        comparison: `f${f}`,
        kernel: 'ratio',
        left: `v${f}`,
        right: same ? `v${f}` : `w${f}`,
        similarity: same ? 1 : random(),
        level: same ? 'exact' : 'else',
        weight: (random() - 0.4) * 20,
      };
    });
    const values = (side: 'left' | 'right') =>
      Object.fromEntries([...fields.map((f) => [f.comparison, f[side]]), ['extra', random() < 0.5 ? 'x' : side]]);
    const prior = -(random() * 15);
    const total = prior + fields.reduce((s, f) => s + f.weight, 0);
    return {
      ...card,
      left: { ...card.left, values: values('left') },
      right: { ...card.right, values: values('right') },
      fields,
      priorWeight: prior,
      totalWeight: total,
      score: 1 / (1 + 2 ** -total),
    };
  };

  it('the contributions in view (hidden identical fields summed in one row) add up to the total, in every view', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const c = randomCard(seed);
      for (const view of [
        { normalized: false, showIdentical: false },
        { normalized: true, showIdentical: false },
        { normalized: false, showIdentical: true },
      ]) {
        const e = explainCard(c, view);
        const inView = e.shown.filter((r) => r.compared).reduce((s, r) => s + r.weight, 0);
        expect(e.prior + inView + e.hidden.weight).toBeCloseTo(c.totalWeight, 9);
        if (view.showIdentical) expect(e.hidden.names).toEqual([]);
        // The «why» names only rows in view, or the summed row.
        const names = new Set(e.shown.map((r) => r.name));
        for (const w of e.why)
          expect(names.has(w.slice(0, w.indexOf(' ('))) || /^\d+ identical fields? \(/.test(w)).toBe(true);
      }
    }
  });

  it('a card whose strongest evidence is in identical fields says so instead of naming rows it hides', () => {
    const people: PairCardView = {
      ...card,
      left: { ...card.left, values: { name: 'Ann Lee', email: 'ann@x.org', city: 'Leeds' } },
      right: { ...card.right, values: { name: 'Ann Lee', email: 'ann@x.org', city: 'York' } },
      fields: [
        {
          comparison: 'name',
          kernel: 'jaroWinkler',
          left: 'ann lee',
          right: 'ann lee',
          similarity: 1,
          level: 'exact',
          weight: 10.9,
        },
        {
          comparison: 'email',
          kernel: 'exact',
          left: 'ann@x.org',
          right: 'ann@x.org',
          similarity: 1,
          level: 'exact',
          weight: 14.6,
        },
        {
          comparison: 'city',
          kernel: 'jaroWinkler',
          left: 'leeds',
          right: 'york',
          similarity: 0.4,
          level: 'else',
          weight: -5,
        },
      ],
      priorWeight: -14,
      totalWeight: 6.5,
      score: 1 / (1 + 2 ** -6.5),
    };
    const e = explainCard(people, { normalized: false, showIdentical: false });
    expect(e.shown.map((r) => r.name)).toEqual(['city']);
    expect(e.hidden).toEqual({ names: ['name', 'email'], weight: 25.5 });
    expect(e.why).toEqual(['2 identical fields (+25.5)', 'city (jaroWinkler 0.40, −5.0)']);
  });

  it('a rule-decided score names its rule and states the field evidence as a probability beside it', () => {
    const rule: PairCardView = {
      ...card,
      scoreBasis: 'rules',
      score: 0.99,
      totalWeight: -3,
      reasons: [
        { code: 'compact-key-equal' },
        { code: 'title: ≥ 0.95', weight: -3 },
        { code: 'years-differ', detail: '2025 vs 2026' },
      ],
    };
    const s = scoreStatement(rule);
    expect(s.basis).toBe('rule');
    expect(s.decidedBy.map((r) => r.code)).toEqual(['compact-key-equal', 'years-differ']);
    expect(s.evidence.probability).toBeCloseTo(1 / 9, 9);
    expect(scoreStatement({ ...card, score: 1 / (1 + 2 ** -card.totalWeight) }).basis).toBe('weights');
    // A weights card whose score a guard capped is a rule-decided score too.
    expect(scoreStatement({ ...card, score: 0.2, totalWeight: 6 }).basis).toBe('rule');
  });
});
