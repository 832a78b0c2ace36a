import { describe, expect, it } from 'vitest';
import {
  facetEvidence,
  facetsOf,
  garmentSize,
  memoryOf,
  screenInches,
} from '../../../src/core/profiles/product-facets';
import { modelNumbers } from '../../../src/core/profiles/models';

const facets = (name: string) => facetsOf(name, modelNumbers(name));

describe('memory', () => {
  it.each([
    ['Phone 8GB/256GB', { ram: 8, storage: 256 }],
    ['Phone 8/256GB', { ram: 8, storage: 256 }],
    ['Phone 8+256GB', { ram: 8, storage: 256 }],
    ['Phone 12GB+512GB', { ram: 12, storage: 512 }],
    // The working memory is in GB even when the storage is written in TB.
    ['Laptop 16/1TB gold', { ram: 16, storage: 1024 }],
    ['Laptop 16+1TB Gold, FHD', { ram: 16, storage: 1024 }],
    ['Laptop Ice Blue 16GB RAM 1TB SSD', { ram: 16, storage: 1024 }],
    ['Phone Gold 4GB RAM 128GB', { ram: 4, storage: 128 }],
    ['Laptop 8GB/512GB SSD, purple', { ram: 8, storage: 512 }],
    // One capacity alone: its role is not said.
    ['PHONE 256GB GREEN', { capacity: 256 }],
    ['LaCie 1TB USB 2.0 External Hard Drive', { capacity: 1024 }],
    ['Smartphone 16 Pro', {}],
  ])('%s', (name, memory) => {
    expect(memoryOf(name)).toEqual(memory);
  });
});

describe('sizes and screens', () => {
  it.each([
    ['Sneakers red EU 39', '39'],
    ['Sneakers red 39 EU (ML913BA)', '39'],
    ['Sneakers red size 40', '40'],
    ['Sneakers red (41)', '41'],
    ['Running shoe US 9.5', '9.5'],
    ['T-shirt black XL', 'xl'],
    ['USB 2.0 cable', undefined],
    ['Tablet (2022)', undefined],
  ])('%s → size %s', (name, size) => {
    expect(garmentSize(name)).toBe(size);
  });

  it('reads screen inches in their spellings', () => {
    expect(screenInches('LED TV U6K 65″')).toBe(65);
    expect(screenInches('HISENSE U6K 65" (65U6K)')).toBe(65);
    expect(screenInches('LED TV Hisense U6K 65 inch')).toBe(65);
    expect(screenInches("Sony Bravia 46'' LCD TV")).toBe(46);
    expect(screenInches('2 in 1 cable')).toBeUndefined();
  });

  it('reads colour families from colour words and model colour codes', () => {
    expect(facets('Smartphone Honor 180 Pro 12GB/256GB Forest Green').colour).toBe('green');
    expect(facets('Honor X8a Lavender 12GB RAM 512GB').colour).toBe('purple');
    expect(facets('LG Electronics Dryer - DLE0442WH').colour).toBe('white');
  });
});

describe('facet evidence', () => {
  it.each([
    ['Laptop 8GB/512GB SSD Gold', 'Laptop 16/512GB gold', 'memory-differs'],
    ['Laptop 8GB/512GB SSD Gold', 'Laptop 16/1TB gold', 'memory-differs'],
    ['LaCie 1TB USB 2.0 External Hard Drive', 'LaCie 2TB USB 2.0 External Hard Drive', 'memory-differs'],
    // A lone capacity that is neither the other's memory nor its storage.
    ['PHONE 128GB GREY', 'Phone 8GB/256GB Titanium Gray', 'memory-differs'],
    ['Sneakers red EU 39', 'Sneakers red (41)', 'size-differs'],
    ['Trail Runner 2 shoe, black, size 42', 'Trail Runner 2 shoe, black, size 43', 'size-differs'],
    ['LED TV U6K 65 inch', 'LED TV U6K 75″', 'size-differs'],
    // One product written another way, or with less said.
    ['Laptop 16/1TB gold', 'Laptop 16GB/1TB SSD Gold', null],
    ['PHONE 256GB GREEN', 'Phone 8GB/256GB Forest Green', null],
    ['Transcend 8GB SDHC Card', 'Transcend 8 GB Secure Digital Card', null],
    ['Sneakers red (41)', 'Sneakers red EU 41', null],
  ])('%s | %s → %s', (a, b, code) => {
    expect(facetEvidence(facets(a), facets(b))?.code ?? null).toBe(code);
  });
});
