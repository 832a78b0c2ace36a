import { describe, expect, it } from 'vitest';
import { productsProfile } from '../../../src/core/profiles/products';
import { DEFAULT_PROFILE_SETTINGS, type InputColumn } from '../../../src/core/profiles/types';
import { ean13 } from '../../fixtures/generate/gtin';

/** Prepare the products profile on two shops' titles (no GTIN column) and decide one pair by indices. */
function decide(left: string[], right: string[], i: number, j: number, sim = 0.9) {
  const titles = [...left, ...right];
  const sourceOf = Uint16Array.from(titles.map((_, r) => (r < left.length ? 0 : 1)));
  const prepared = productsProfile.prepare(
    { recordCount: titles.length, columns: [{ name: 'title', kind: 'title', values: titles }], sourceOf },
    DEFAULT_PROFILE_SETTINGS,
  );
  return prepared.decide({ left: i, right: left.length + j, similarities: [sim, sim] });
}

describe('products profile decisions', () => {
  it('merges a shared specific model number with a similar name', () => {
    const v = decide(
      ['Linksys EtherFast 8-Port Switch - EZXS88W'],
      ['Linksys EtherFast EZXS88W Ethernet Switch'],
      0,
      0,
      0.8,
    );
    expect(v.level).toBe('merge');
  });

  it('sends a colour variant against its base model to review', () => {
    const v = decide(
      ['Peerless Wall TV Mount In Black - PM1327BK'],
      ['Peerless Adjustable TV Wall Mount - PM1327'],
      0,
      0,
    );
    expect(v.level).toBe('review');
    expect(v.reasons.map((r) => r.code)).toContain('colour-variant');
  });

  it('never merges a model two rows of one shop carry, and ranks it below a unique link', () => {
    const shopA = ['Samsung Home Theater System - HTZ410T', 'Polk Audio Center Loudspeaker - CSIA6BK'];
    const shopB = [
      'Samsung HTZ410T Home Theater System',
      'Samsung HTZ410T 5 Disc Home Theater',
      'Polk Audio CSi A6 Center Loudspeaker - CSIA6BK',
    ];
    const repeated = decide(shopA, shopB, 0, 0);
    expect(repeated.level).toBe('review');
    expect(repeated.reasons.map((r) => r.code)).toContain('model-repeated');
    expect(decide(shopA, shopB, 1, 2).level).toBe('merge');
  });

  it('calls a variant with no model number distinct, not a question: another size or another colour', () => {
    const size = decide(
      ['Trailhead Trail Runner shoe 4, black, size 38'],
      ['Trailhead Trail Runner shoe 4, black, size 41'],
      0,
      0,
      0.95,
    );
    expect(size.level).toBe('distinct');
    expect(size.reasons.map((r) => r.code)).toContain('size-differs');
    const colour = decide(['Ergo Garden hose 4, black, size 41'], ['Ergo Garden hose 4, green, size 41'], 0, 0, 0.95);
    expect(colour.level).toBe('distinct');
    expect(colour.reasons.map((r) => r.code)).toContain('colour-differs');
    // The same names without the differing mark stay a question (or a merge), never distinct.
    expect(decide(['Ergo Garden hose 4, black'], ['Ergo Garden hose 4 black edition'], 0, 0, 0.95).level).not.toBe(
      'distinct',
    );
  });

  it('keeps different pack sizes and different colours apart', () => {
    const pack = decide(['Canon Black Ink Cartridge - CLI221BLK'], ['Canon CLI-221 Color Ink 4-Pack - CLI221'], 0, 0);
    expect(pack.level).not.toBe('merge');
    const colour = decide(
      ['Sony DVP-FX820 Blue Portable DVD Player - DVPFX820'],
      ['Sony DVP-FX820 Red Portable DVD Player - DVPFX820'],
      0,
      0,
    );
    expect(colour.level).not.toBe('merge');
    expect(colour.score).toBeLessThanOrEqual(0.5);
  });

  it('ranks a model link above a name alone', () => {
    const model = decide(['Sirius Universal Car Tuner - SCC1'], ['Sirius SCC1 Universal Vehicle Tuner'], 0, 0, 0.7);
    const name = decide(['Garmin Vehicle Suction Cup Mount'], ['Garmin Suction Cup Mount for cars'], 0, 0, 0.95);
    expect(model.level).toBe('review');
    expect(name.level).toBe('review');
    expect(model.score).toBeGreaterThan(name.score);
  });
});

describe('products profile on one file of several shops', () => {
  const gtin = (n: number) => ean13('6936520', n);
  /**
   * Rows [shop, title, gtin]: eight kettles listed by three shops each (the shops read from the values), then the rows
   * given.
   */
  function prepare(rows: Array<[string, string, string]>) {
    const all: Array<[string, string, string]> = [];
    for (let p = 0; p < 8; p++)
      for (const shop of ['s0', 's1', 's2']) all.push([shop, `Acme Kettle K${100 + p} steel`, gtin(p)]);
    all.push(...rows);
    const columns: InputColumn[] = [
      { name: 'shop', kind: 'category', values: all.map((r) => r[0]) },
      { name: 'title', kind: 'title', values: all.map((r) => r[1]) },
      { name: 'gtin', kind: 'gtin', values: all.map((r) => r[2]) },
    ];
    const prepared = productsProfile.prepare({ recordCount: all.length, columns }, DEFAULT_PROFILE_SETTINGS);
    return (i: number, j: number) => prepared.decide({ left: 24 + i, right: 24 + j, similarities: [0.95, 0.95] });
  }
  const line: Array<[string, string, string]> = [
    ['s0', 'Honor 180 Pro 12GB/256GB Coral Red GRC-D26', gtin(100)],
    ['s0', 'Honor 180 Pro 12GB/256GB Forest Green GRC-D26', gtin(101)],
    ['s1', 'HONOR 180 PRO 12/256GB RED (GRC-D26)', ''],
    ['s2', 'Honor 180 Pro 12+256GB red GRC-D26', ''],
    ['s3', 'Honor 180 Pro 12/256GB GRC-D26', ''],
    ['s1', 'HONOR 180 PRO 12/512GB RED (GRC-D26)', ''],
  ];

  it('merges two listings of one variant of a line, and no other variant', () => {
    const decide = prepare(line);
    const same = decide(2, 3);
    expect(same.level).toBe('merge');
    expect(same.reasons.map((r) => r.code)).toContain('variant-same');
    expect(decide(0, 1).level).toBe('distinct');
    expect(decide(2, 5).level).not.toBe('merge');
    expect(decide(2, 5).reasons.map((r) => r.code)).toContain('memory-differs');
    // The colour left unsaid where the line comes in two.
    const open = decide(3, 4);
    expect(open.level).toBe('review');
    expect(open.reasons.map((r) => r.code)).toContain('variant-unstated');
  });

  it('reads the shop column as sources: a model one shop lists for two colours is a line, one it lists twice leaves its variant open', () => {
    const colours = prepare([
      ['s0', 'Honor X8a 8/128GB red TCS-G03', ''],
      ['s0', 'Honor X8a 8/128GB green TCS-G03', ''],
      ['s1', 'HONOR X8A 8GB/128GB RED (TCS-G03)', ''],
      ['s2', 'Honor X8a 8+128GB red TCS-G03', ''],
    ]);
    expect(colours(2, 3).level).toBe('merge');
    expect(colours(2, 3).reasons.map((r) => r.code)).toContain('variant-same');
    const twice = prepare([
      ['s0', 'Honor X8a 8/128GB red TCS-G03', ''],
      ['s0', 'Honor X8a 8GB/128GB red TCS-G03', ''],
      ['s1', 'HONOR X8A 8GB/128GB RED (TCS-G03)', ''],
      ['s2', 'Honor X8a 8+128GB red TCS-G03', ''],
    ]);
    expect(twice(2, 3).level).toBe('review');
    expect(twice(2, 3).reasons.map((r) => r.code)).toContain('model-repeated');
  });

  it('leaves a listing without a GTIN open when its variant carries two different valid GTINs', () => {
    const decide = prepare([...line, ['s3', 'Honor 180 Pro 12GB/256GB Coral Red GRC-D26', gtin(102)]]);
    const v = decide(2, 3);
    expect(v.level).toBe('review');
    expect(v.reasons.find((r) => r.code === 'model-repeated')?.detail).toContain('GTINs');
  });
});
