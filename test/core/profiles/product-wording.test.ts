import { describe, expect, it } from 'vitest';
import { foldToAscii, splitWords } from '../../../src/core/normalize/fold';
import { parseGtin } from '../../../src/core/normalize/gtin';
import { modelNumbers } from '../../../src/core/profiles/models';
import { facetsOf } from '../../../src/core/profiles/product-facets';
import { optionalWords, plainWords, sameWording } from '../../../src/core/profiles/product-wording';
import { productsProfile } from '../../../src/core/profiles/products';
import { DEFAULT_PROFILE_SETTINGS } from '../../../src/core/profiles/types';
import { STRONG_KEY_CODES } from '../../../src/core/safety';
import { seededRandom } from '../../../src/core/random';
import { ean13 } from '../../fixtures/generate/gtin';

interface Product {
  line: string;
  ram: number;
  storage: number;
  colour: string;
  shade: string;
}

/** Three shops word each product their own way; only shop 0 and 1 add or drop words. */
const WORDING = [
  (p: Product) => `Smartphone ${p.line} ${p.ram}/${p.storage}GB ${p.shade} ${p.colour}`,
  (p: Product) => `${p.line} ${p.ram}GB/${p.storage}GB, ${p.colour.toLowerCase()}`,
  (p: Product) => `${p.line} ${p.ram}+${p.storage}GB ${p.colour} NEW`,
];

/**
 * A seeded catalogue: lines with and without «Pro», memories and colours; each product listed once by every shop;
 * the first `withGtin` products carry their GTIN in every shop (so the list shows what shops add or leave out).
 */
function catalogue(seed: number, count: number, withGtin: number) {
  const rnd = seededRandom(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const products: Product[] = [];
  const seen = new Set<string>();
  while (products.length < count) {
    const p: Product = {
      line: `${pick(['Honor', 'Xiaomi Redmi', 'Realme'])} ${pick([10, 11, 12, 80, 90])}${pick(['', ' Pro', ' Lite'])}`,
      ram: pick([4, 6, 8, 12]),
      storage: pick([64, 128, 256]),
      colour: pick(['Green', 'Blue', 'Black']),
      shade: pick(['Forest', 'Ocean', 'Midnight']),
    };
    const key = `${p.line} ${p.ram} ${p.storage} ${p.colour}`;
    if (!seen.has(key)) (seen.add(key), products.push(p));
  }
  const names: string[] = [];
  const gtins: string[] = [];
  const sourceOf: number[] = [];
  const product: number[] = [];
  products.forEach((p, k) =>
    WORDING.forEach((word, shop) => {
      names.push(word(p));
      gtins.push(k < withGtin ? ean13('460', k) : '');
      sourceOf.push(shop);
      product.push(k);
    }),
  );
  return { names, gtins, sourceOf, product, products };
}

function checkOf(names: string[], gtins: string[], sourceOf: number[]) {
  const words = names.map((n) => splitWords(foldToAscii(n)));
  const facets = names.map((n) => facetsOf(n, modelNumbers(n)));
  const valid = gtins.map((g) => {
    const r = parseGtin(g);
    return r.ok ? r.gtin14 : '';
  });
  const models = names.map((n) => modelNumbers(n));
  return sameWording(
    names,
    words,
    names.map(() => ''),
    valid,
    facets,
    sourceOf,
    models,
  );
}

describe('products: one product as two shops word it', () => {
  const list = catalogue(5, 60, 30);

  it('measures the words shops add or leave out on the rows one GTIN ties together; never a number or a line word', () => {
    const valid = list.gtins.map((g) => (parseGtin(g).ok ? g : ''));
    const optional = optionalWords(list.names.map(plainWords), valid);
    for (const w of ['smartphone', 'new', 'forest', 'ocean', 'midnight']) expect(optional).toContain(w);
    for (const w of ['pro', 'lite', 'honor', 'redmi', 'realme', '12', '80']) expect(optional).not.toContain(w);
  });

  it('names one product across shops without a GTIN; another line, memory, colour or the same shop are not it', () => {
    const check = checkOf(list.names, list.gtins, list.sourceOf);
    const rows = (k: number) => list.product.flatMap((p, r) => (p === k ? [r] : []));
    let same = 0;
    for (let k = 30; k < 60; k++) {
      const [a, b, c] = rows(k);
      for (const [x, y] of [
        [a, b],
        [a, c],
        [b, c],
      ])
        if (check(x, y) !== null) same++;
    }
    expect(same).toBe(90);
    // No pair of two different products is called one, whatever the shops.
    for (let x = 0; x < list.names.length; x++)
      for (let y = x + 1; y < list.names.length; y++)
        if (list.product[x] !== list.product[y]) expect(check(x, y)).toBeNull();
  });

  it('keeps «Pro+» apart from «Pro», and needs a number in the name and a source per row', () => {
    const names = ['Xiaomi Redmi Note 12 Pro+ 8/128GB black', 'Xiaomi Redmi Note 12 Pro 8GB/128GB, black'];
    const check = checkOf([...list.names, ...names], [...list.gtins, '', ''], [...list.sourceOf, 0, 1]);
    const n = list.names.length;
    expect(check(n, n + 1)).toBeNull();
    const plain = checkOf(
      [...list.names, 'Smartphone Honor Magic black', 'Honor Magic, black'],
      [...list.gtins, '', ''],
      [...list.sourceOf, 0, 1],
    );
    expect(plain(n, n + 1)).toBeNull();
    const words = list.names.map((s) => splitWords(foldToAscii(s)));
    const noSources = sameWording(
      list.names,
      words,
      list.names.map(() => ''),
      list.gtins,
      [],
      undefined,
    );
    expect(noSources(90, 91)).toBeNull();
  });

  it('a maker code one shop writes and the other leaves out neither joins nor parts them; a code alone is no line', () => {
    const n = list.names.length;
    const extra = [
      'Smartphone Realme 50 [RMX9244] 12GB/256GB Forest Green',
      'Realme 50 12GB/256GB, green',
      'Smartphone Realme [RMX9245] 12GB/256GB Forest Green',
      'Realme 12GB/256GB, green',
    ];
    const check = checkOf([...list.names, ...extra], [...list.gtins, '', '', '', ''], [...list.sourceOf, 0, 1, 0, 1]);
    expect(check(n, n + 1)).toBe('smartphone rmx9244 forest');
    expect(check(n + 2, n + 3)).toBeNull();
  });

  it('a shop listing one wording twice names no single product', () => {
    const k = 40;
    const r = list.product.indexOf(k);
    // Shop 1 lists the same product again with another shop's extra word: two rows of one key in one source.
    const names = [
      ...list.names,
      `${list.products[k].line} ${list.products[k].ram}GB/${list.products[k].storage}GB, ${list.products[k].colour} NEW`,
    ];
    const check = checkOf(names, [...list.gtins, ''], [...list.sourceOf, 1]);
    expect(check(r, r + 1)).toBeNull();
    expect(check(r, r + 2)).not.toBeNull();
  });

  it('reads the brand from a column the names hold, whatever its kind', () => {
    const names = [...list.names, 'Smartphone 95 8/128GB Forest Green', 'Nokia 95 8GB/128GB, green'];
    const brands = [...list.names.map((n) => n.split(' ').find((w) => w !== 'Smartphone') ?? ''), 'Nokia', 'Nokia'];
    const prepared = productsProfile.prepare(
      {
        recordCount: names.length,
        columns: [
          { name: 'c1', kind: 'title', values: names },
          { name: 'c2', kind: 'gtin', values: [...list.gtins, '', ''] },
          { name: 'c3', kind: 'other', values: brands },
        ],
        sourceOf: Uint16Array.from([...list.sourceOf, 0, 1]),
      },
      DEFAULT_PROFILE_SETTINGS,
    );
    const n = list.names.length;
    const v = prepared.decide({ left: n, right: n + 1, similarities: [0.8, 0.8] });
    expect(v.reasons.map((x) => x.code)).toContain('same-wording');
  });

  it('the profile merges it as a strong key (the safety net keeps it)', () => {
    const values = list.names;
    const prepared = productsProfile.prepare(
      {
        recordCount: values.length,
        columns: [
          { name: 'title', kind: 'title', values },
          { name: 'gtin', kind: 'gtin', values: list.gtins },
        ],
        sourceOf: Uint16Array.from(list.sourceOf),
      },
      DEFAULT_PROFILE_SETTINGS,
    );
    const r = list.product.indexOf(50);
    const v = prepared.decide({ left: r, right: r + 1, similarities: [0.8, 0.8] });
    expect(v.level).toBe('merge');
    expect(v.reasons.map((x) => x.code)).toContain('same-wording');
    expect(STRONG_KEY_CODES.has('same-wording')).toBe(true);
  });
});
