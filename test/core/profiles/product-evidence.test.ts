import { describe, expect, it } from 'vitest';
import { compareModels, modelNumbers } from '../../../src/core/profiles/models';
import {
  colourEvidence,
  offerEvidence,
  packCount,
  sizeEvidence,
  sizesOf,
} from '../../../src/core/profiles/product-evidence';
import { colourFamilies, compareColours } from '../../../src/core/profiles/product-colours';

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const evidence = (a: string, b: string) => {
  const [ma, mb] = [modelNumbers(a), modelNumbers(b)];
  return colourEvidence(a, b, ma, mb, compareModels(ma, mb))?.code ?? null;
};

describe('colour evidence', () => {
  it.each([
    // Both name black: the BK / B codes are one colour, no conflict.
    [
      'Panasonic Countertop Microwave Oven In Black - NNSN667BK',
      'Panasonic NNSN667B 1.2 cu. ft. Countertop Microwave Oven In Black',
      null,
    ],
    // The W on the other model codes white as the WH does.
    ['LG White XL Load Capacity Electric Dryer - DLE0442WH', 'LG Electronics DLE0442W XL Load Capacity Dryer', null],
    // Emerald is a green.
    ['DUALSHOCK 2 Analog Controller - Emerald Finish', 'DUALSHOCK Analog Controller - Green', null],
    // A colour variant against the base model: the base listing may be any colour.
    [
      "Sony DVP-FX820 Red 8' Portable DVD Player - DVPFX820R",
      'Sony DVP-FX820 Portable DVD Player - DVPFX820',
      'colour-variant',
    ],
    ['Peerless Wall TV Mounts In Black - PM1327BK', 'Peerless Adjustable TV Wall Mount - PM1327', 'colour-variant'],
    [
      'Sony DVP-FX820 Blue Portable DVD Player - DVPFX820LI',
      'Sony DVP-FX820 Red Portable DVD Player - DVPFX820R',
      'colour-differs',
    ],
    [
      'Canon Cyan Ink Tank - Cyan - CLI8C',
      'Canon CLI-8 Red Ink Tank For PIXMA Pro9000 Printer - 0626B002',
      'colour-differs',
    ],
    // A region suffix on the colourless side is no colour.
    [
      'Netgear ProSafe 16 Port Switch - Purple Finish - FS116P',
      'Netgear ProSafe FS116P Ethernet Switch - FS116PNA',
      null,
    ],
  ])('%s | %s → %s', (a, b, code) => {
    expect(evidence(a, b)).toBe(code);
  });

  it('compares colour families', () => {
    expect(colourFamilies('Navy Blue SteamWasher')).toEqual(['blue']);
    expect(compareColours(['black'], ['white'])).toBe('differ');
    expect(compareColours(['black'], [])).toBe('one-sided');
  });
});

describe('offer evidence', () => {
  it.each([
    ['Canon CLI-221 Color Ink 4-Pack', 4],
    ['Canon PG-40 Black Ink Cartridge Twin Pack', 2],
    ['Batteries pack of 3', 3],
    ['Canon PG-40 Black Ink Cartridge', 1],
  ])('%s sells %i', (name, n) => {
    expect(packCount(words(name))).toBe(n);
  });

  it.each([
    ['Canon Printer Black Ink Cartridge - CLI221BLK', 'Canon CLI-221 Color Ink 4-Pack', 'pack-differs'],
    [
      'Sony Alpha Digital SLR Black Camera Body - DSLRA350',
      'Sony alpha DSLR-A350K Digital SLR Camera with 18-70mm Zoom Lens',
      'bundle-differs',
    ],
    [
      'Sony Alpha DSLR Black Camera Body With 18-70mm Zoom Lens',
      'Sony alpha DSLR-A300 Digital SLR Camera with 18-70mm Zoom Lens',
      null,
    ],
    ['Sirius Sportster 4 With Car Kit - SP4TK1', 'Sportster 4 Sirius Satellite Radio Receiver - SP4TK1', null],
  ])('%s | %s → %s', (a, b, code) => {
    expect(offerEvidence(words(a), words(b))?.code ?? null).toBe(code);
  });
});

describe('size evidence', () => {
  it.each([
    ['Canon PowerShot 10 Megapixel Camera', 'Canon PowerShot 12 Megapixel Camera', 'size-differs'],
    ['Sunbeam 1000 Watt Blender', 'Sunbeam 700W Blender', 'size-differs'],
    // Shops round a stated size.
    ['Canon PowerShot 14.7 Megapixel Camera', 'Canon PowerShot 14 Megapixel Camera', null],
    ['Sony 2GB Memory Stick', 'Sony Memory Stick Micro', null],
  ])('%s | %s → %s', (a, b, code) => {
    expect(sizeEvidence(a, b)?.code ?? null).toBe(code);
  });

  it('reads sizes per unit', () => {
    expect(sizesOf('Nikon 55-200mm Lens, 10 Megapixels')).toEqual(
      new Map([
        ['mm', [200]],
        ['mp', [10]],
      ]),
    );
  });
});
