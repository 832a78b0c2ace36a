import { describe, expect, it } from 'vitest';
import { sourcesOf } from '../../../src/core/profiles/product-sources';
import type { InputColumn } from '../../../src/core/profiles/types';

/** 30 products, each listed by three of five shops (never twice by one), in one of two categories. */
function listings() {
  const shop: string[] = [];
  const category: string[] = [];
  const gtin: string[] = [];
  for (let p = 0; p < 30; p++) {
    for (let k = 0; k < 3; k++) {
      shop.push(`shop${(p + k) % 5}`);
      category.push(p % 2 === 0 ? 'phones' : 'laptops');
      gtin.push(`0000000000${String(p).padStart(4, '0')}`);
    }
  }
  return { shop, category, gtin };
}

const input = (columns: InputColumn[], n: number) => ({ recordCount: n, columns });

describe('sources inside one file', () => {
  it('reads a column as the shop when one product never shares a value', () => {
    const { shop, category, gtin } = listings();
    const cols: InputColumn[] = [
      { name: 'category', kind: 'category', values: category },
      { name: 'shop', kind: 'category', values: shop },
    ];
    const sources = sourcesOf(
      input(cols, shop.length),
      gtin,
      shop.map(() => ''),
    );
    expect(sources).toBeDefined();
    expect(sources![0]).not.toBe(sources![1]);
    expect(sources![0]).toBe(sources![15]);
  });

  it('keeps a true category (one product inside one value) a category', () => {
    const { category, gtin } = listings();
    expect(
      sourcesOf(
        input([{ name: 'category', kind: 'category', values: category }], category.length),
        gtin,
        category.map(() => ''),
      ),
    ).toBeUndefined();
  });

  it('takes the engine sources or a source column as they are', () => {
    const sourceOf = Uint16Array.from([0, 1, 1]);
    expect(sourcesOf({ recordCount: 3, columns: [], sourceOf }, ['', '', ''], ['', '', ''])).toBe(sourceOf);
    const declared = sourcesOf(
      input([{ name: 'origin', kind: 'source', values: ['a', 'b', 'a'] }], 3),
      ['', '', ''],
      ['', '', ''],
    );
    expect(Array.from(declared!)).toEqual([1, 2, 1]);
  });

  it('without GTINs, reads the shop from rows of one specific model with their facets stated alike', () => {
    const { shop, category, gtin } = listings();
    const blank = shop.map(() => '');
    // Each shop words a product its own way (no two names alike); the model code and facets say which product it is.
    const names = shop.map((s, r) => `${s} listing ${r}`);
    const variants = () => gtin.map((g) => `ab${g.slice(-4)}x|black|8|256`);
    const cols: InputColumn[] = [
      { name: 'category', kind: 'category', values: category },
      { name: 'shop', kind: 'category', values: shop },
    ];
    const sources = sourcesOf(input(cols, shop.length), blank, names, variants);
    expect(sources).toBeDefined();
    expect(sources![0]).toBe(sources![15]);
    expect(sources![0]).not.toBe(sources![1]);
    // Without that evidence nothing tells a shop from a category; a true category stays one.
    expect(sourcesOf(input(cols, shop.length), blank, names)).toBeUndefined();
    expect(sourcesOf(input([cols[0]], shop.length), blank, names, variants)).toBeUndefined();
  });
});
