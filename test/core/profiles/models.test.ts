import { describe, expect, it } from 'vitest';
import { colours, compareModels, modelNumbers } from '../../../src/core/profiles/models';
import { chooseProfile } from '../../../src/core/profiles';
import type { FieldKind } from '../../../src/domain/field';

describe('modelNumbers', () => {
  it.each([
    ['Polk Audio CSI A6 Black Center Channel Loudspeaker - CSIA6BK', ['csia6bk']],
    ['Logitech V470 Cordless Laser Mouse for Notebooks - 910-000692', ['v470', '910000692']],
    ["Toshiba 40RV525U - 40' Widescreen 1080p LCD HDTV", ['40rv525u']],
    ['Netgear 24-Port Gigabit Switch', []],
    ['Canon CL-211 Color Ink Cartridge For PIXMA MP240 and MP480 Printers - 2976B001', ['cl211', '2976b001']],
    ['', []],
    // A number with its unit is a quantity; a number with a maker's letter is a model.
    ['LaCie 2TB Ethernet Big Disk 500GB - 301239U', ['301239u']],
    // A capitalised part code after the last dash, even in letters only.
    ['Sony LCS-CSH Soft Camera Case - LCSCSH', ['lcscsh']],
    ['Nikon COOLPIX Leather Camera Case In Black - 5811', ['5811']],
    ['Madden NFL Video Game - 2009', []],
    ['Logitech Harmony Remote - Black', []],
    // An aperture and 10/100 speeds are specs, not codes.
    ['Canon EF-S 55-250mm f/4-5.6 IS Telephoto Zoom Lens - 2044B002', ['2044b002']],
    ['Netgear ProSafe 5 Port 10/100 Desktop Switch - FS105', ['fs105']],
  ])('%s → %j', (name, expected) => {
    expect(modelNumbers(name)).toEqual(expected);
  });
});

describe('compareModels', () => {
  it.each([
    [['dvpfx820', 'dvpfx820r'], ['dvpfx820', 'dvpfx820li'], 'variants-differ'],
    [['fs105'], ['fs105', 'fs105na'], 'same'],
    [['pm1327bk'], ['pm1327'], 'base-and-variant'],
    [['ezxs88w'], ['ezxs88w'], 'same'],
    [['cch1b'], ['cch1p'], 'different'],
    [[], ['cch1p'], 'unknown'],
    [['967562'], ['9675620403'], 'extended'],
    [['sdv02gu1a'], ['rpsdv02gu1a'], 'extended'],
    [['2156'], ['21565'], 'different'],
    [['mb225lla'], ['mb226lla'], 'different'],
    // Two different specific part numbers outweigh a shared short code.
    [['s320', '3780001'], ['s320', '3880001'], 'different'],
    [['s310', '3870001'], ['s310'], 'same'],
  ])('%j vs %j → %s', (a, b, relation) => {
    expect(compareModels(a, b).relation).toBe(relation);
  });

  it('finds colour words', () => {
    expect(colours("Sony DVP-FX820 Red 8' Portable DVD Player")).toEqual(['red']);
  });
});

describe('chooseProfile', () => {
  const col = (kind: FieldKind, filled = true) => ({ name: kind, kind, values: filled ? ['x', 'y'] : ['', ''] });
  it.each([
    [[col('gtin'), col('title')], 'products'],
    [[col('title'), col('start'), col('venue')], 'events'],
    [[col('company'), col('country')], 'generic'],
    [[col('venue'), col('address')], 'venues'],
    [[col('domain')], 'suppliers'],
    [[col('title')], 'generic'],
    [[col('name'), col('date')], 'generic'],
    [[col('name'), col('company', false)], 'generic'],
  ])('%#', (columns, profile) => {
    expect(chooseProfile(columns)).toBe(profile);
  });

  // The column that names the records leads, whatever else is present.
  const named = (name: string, kind: FieldKind, values: string[]) => ({ name, kind, values });
  const products = ['Sony DSC-W80 camera', 'Canon PowerShot SX100', 'Nikon D40 kit', 'Samsung LN40A550 TV'];
  const papers = [
    'Query optimization in relational databases',
    'A survey of entity resolution',
    'Mining frequent patterns',
    'Indexing for spatial joins',
  ];
  it.each([
    [
      'titles with model numbers and a repeated brand',
      [named('maker', 'company', ['Sony', 'Sony', 'Canon', 'Sony']), named('name', 'title', products)],
      'products',
    ],
    [
      'titles without model numbers (papers)',
      [named('title', 'title', papers), named('venue', 'venue', ['VLDB', 'VLDB', 'SIGMOD', 'VLDB'])],
      'generic',
    ],
    [
      'an organisation named by its own column',
      [
        named('firm', 'company', ['Acme Ltd', 'Beta GmbH', 'Gamma SA', 'Delta AB']),
        named('city', 'city', ['Oslo', 'Oslo', 'Rome', 'Oslo']),
      ],
      'generic',
    ],
  ])('%s', (_, columns, profile) => {
    expect(chooseProfile(columns)).toBe(profile);
  });
});
