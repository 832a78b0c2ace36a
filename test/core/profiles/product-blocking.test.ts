import { describe, expect, it } from 'vitest';
import {
  freeTextColumns,
  joinedCodes,
  modelStem,
  productBlockingRules,
  rarestWordCount,
  wordPairKeys,
} from '../../../src/core/profiles/product-blocking';

const w = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

describe('product blocking keys', () => {
  it('joins codes written with a space', () => {
    expect(joinedCodes(w('Ex Series Earbuds - MDR EX32LP/BLK'))).toContain('mdrex32lp');
    expect(joinedCodes(w('Canon XH A1S camcorder'))).toContain('xha1s');
    expect(joinedCodes(w('Garden hose green'))).toEqual([]);
  });

  it('stems a model to its letters and first digit run', () => {
    expect(modelStem('dlex7177rd')).toBe('dlex7177');
    expect(modelStem('2976b001')).toBe('2976');
    expect(modelStem('a1s')).toBe('');
  });

  it('pairs the rarest words of each name', () => {
    const names = [
      w('LG French Door Refrigerator LFC25770SB'),
      w('LG 25 Cu Ft French Door'),
      w('LG Dryer'),
      w('LG Washer'),
    ];
    const keys = wordPairKeys(names);
    // «french door» is rare (two names), «lg» is in all four.
    expect(keys[0]).toContain('door french');
    expect(keys[1]).toContain('door french');
    expect(keys[2]).toEqual(['dryer lg']);
  });

  it('pairs fewer rarest words in a large list', () => {
    expect(rarestWordCount(2_000)).toBe(10);
    expect(rarestWordCount(1_000_000)).toBe(5);
  });

  it('drops keys shared by too many records and reads models in free text', () => {
    const n = 40;
    const words = Array.from({ length: n }, (_, i) => w(`Acme Widget ${i % 2 === 0 ? 'Pro' : 'Lite'} item${i}`));
    const models = Array.from({ length: n }, () => [] as string[]);
    const text = Array.from({ length: n }, (_, i) =>
      i === 3 ? 'Spare blade of the ACME cutter, model ZX5500, with a long description text' : '',
    );
    const rules = productBlockingRules(models, words, [text]);
    const pairRule = rules.find((r) => r.name === 'word-pair')!;
    expect((pairRule.keys as string[][]).flat()).not.toContain('acme widget');
    expect((rules.find((r) => r.name === 'text-model')!.keys as string[][])[3]).toEqual(['zx5500']);
  });

  it('finds free-text columns among the unmapped ones', () => {
    const long = 'A long description of the product with many words in it';
    const cols = [
      { name: 'price', kind: 'other' as const, values: ['$10.00', '$12.00'] },
      { name: 'description', kind: 'other' as const, values: [long, ''] },
      { name: 'title', kind: 'title' as const, values: [long, long] },
    ];
    expect(freeTextColumns({ recordCount: 2, columns: cols })).toEqual([[long, '']]);
  });
});
