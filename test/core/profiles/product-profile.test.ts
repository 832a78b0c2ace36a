import { describe, expect, it } from 'vitest';
import { productsProfile } from '../../../src/core/profiles/products';
import { DEFAULT_PROFILE_SETTINGS } from '../../../src/core/profiles/types';

/** Prepare the products profile on two shops' titles (no GTIN column) and decide one pair by indices. */
function decide(left: string[], right: string[], i: number, j: number, sim = 0.9) {
  const titles = [...left, ...right];
  const sourceOf = Uint16Array.from(titles.map((_, r) => (r < left.length ? 0 : 1)));
  const prepared = productsProfile.prepare({ recordCount: titles.length, columns: [{ name: 'title', kind: 'title', values: titles }], sourceOf }, DEFAULT_PROFILE_SETTINGS);
  return prepared.decide({ left: i, right: left.length + j, similarities: [sim, sim] });
}

describe('products profile decisions', () => {
  it('merges a shared specific model number with a similar name', () => {
    const v = decide(['Linksys EtherFast 8-Port Switch - EZXS88W'], ['Linksys EtherFast EZXS88W Ethernet Switch'], 0, 0, 0.8);
    expect(v.level).toBe('merge');
  });

  it('sends a colour variant against its base model to review', () => {
    const v = decide(['Peerless Wall TV Mount In Black - PM1327BK'], ['Peerless Adjustable TV Wall Mount - PM1327'], 0, 0);
    expect(v.level).toBe('review');
    expect(v.reasons.map((r) => r.code)).toContain('colour-variant');
  });

  it('never merges a model two rows of one shop carry, and ranks it below a unique link', () => {
    const shopA = ['Samsung Home Theater System - HTZ410T', 'Polk Audio Center Loudspeaker - CSIA6BK'];
    const shopB = ['Samsung HTZ410T Home Theater System', 'Samsung HTZ410T 5 Disc Home Theater', 'Polk Audio CSi A6 Center Loudspeaker - CSIA6BK'];
    const repeated = decide(shopA, shopB, 0, 0);
    expect(repeated.level).toBe('review');
    expect(repeated.reasons.map((r) => r.code)).toContain('model-repeated');
    expect(decide(shopA, shopB, 1, 2).level).toBe('merge');
  });

  it('calls a variant with no model number distinct, not a question: another size or another colour', () => {
    const size = decide(['Trailhead Trail Runner shoe 4, black, size 38'], ['Trailhead Trail Runner shoe 4, black, size 41'], 0, 0, 0.95);
    expect(size.level).toBe('distinct');
    expect(size.reasons.map((r) => r.code)).toContain('size-differs');
    const colour = decide(['Ergo Garden hose 4, black, size 41'], ['Ergo Garden hose 4, green, size 41'], 0, 0, 0.95);
    expect(colour.level).toBe('distinct');
    expect(colour.reasons.map((r) => r.code)).toContain('colour-differs');
    // The same names without the differing mark stay a question (or a merge), never distinct.
    expect(decide(['Ergo Garden hose 4, black'], ['Ergo Garden hose 4 black edition'], 0, 0, 0.95).level).not.toBe('distinct');
  });

  it('keeps different pack sizes and different colours apart', () => {
    const pack = decide(['Canon Black Ink Cartridge - CLI221BLK'], ['Canon CLI-221 Color Ink 4-Pack - CLI221'], 0, 0);
    expect(pack.level).not.toBe('merge');
    const colour = decide(['Sony DVP-FX820 Blue Portable DVD Player - DVPFX820'], ['Sony DVP-FX820 Red Portable DVD Player - DVPFX820'], 0, 0);
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
