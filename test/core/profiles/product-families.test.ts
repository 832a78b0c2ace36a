import { describe, expect, it } from 'vitest';
import { modelNumbers } from '../../../src/core/profiles/models';
import { facetsOf } from '../../../src/core/profiles/product-facets';
import { familyChecks } from '../../../src/core/profiles/product-families';
import { lineChecks, lineWords } from '../../../src/core/profiles/product-lines';

/** Listings as [shop, title, gtin]; the checks over them. */
function prepare(rows: Array<[number, string, string?]>) {
  const names = rows.map((r) => r[1]);
  const models = names.map(modelNumbers);
  const facets = names.map((n, r) => facetsOf(n, models[r]));
  const sourceOf = rows.map((r) => r[0]);
  const words = names.map((n) =>
    n
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  const families = familyChecks(
    models,
    facets,
    rows.map((r) => r[2] ?? ''),
    sourceOf,
    words,
  );
  const link = (i: number, j: number) => {
    const shared = models[i].filter((m) => models[j].includes(m));
    return families.check(
      i,
      j,
      shared.map((m) => [m, m] as const),
      true,
    );
  };
  return { families, link, lines: lineChecks(words, facets, models, sourceOf) };
}

describe('model families', () => {
  it('reads one code beside two line words, each written by two shops and never together, as two lines', () => {
    const { link } = prepare([
      [0, 'JBL Tune 770TWS pink'],
      [1, 'JBL Wave 770TWS pink'],
      [2, 'Wireless headphones Tune 770TWS black'],
      [3, 'JBL WAVE 770TWS BLACK'],
    ]);
    // Each shop lists the code once and no GTIN says otherwise: without the line words it is one product.
    expect(link(0, 1)).toMatchObject({
      identified: false,
      reason: { code: 'line-words-differ', detail: 'tune vs wave' },
    });
    // A word one shop alone writes («wireless headphones») says nothing of the line.
    expect(link(0, 2).reason?.code).not.toBe('line-words-differ');
    expect(link(1, 3).reason?.code).not.toBe('line-words-differ');
  });

  it('two confirmed words that some row writes together are one line written two ways', () => {
    const { link } = prepare([
      [0, 'Samsung Galaxy A54 SM-A546B'],
      [1, 'Galaxy A54 5G SM-A546B'],
      [2, 'Samsung Galaxy A54 5G SM-A546B'],
    ]);
    expect(link(0, 1).reason?.code).not.toBe('line-words-differ');
  });

  it('trusts a model no shop lists twice, carrying one GTIN', () => {
    const { link } = prepare([
      [0, 'Linksys EtherFast Switch - EZXS88W'],
      [1, 'Linksys EZXS88W Ethernet Switch', '0745883549870'],
    ]);
    expect(link(0, 1)).toEqual({ identified: true });
  });

  it('reads a model one shop lists for several variants as a line: only the variant both state pins the product', () => {
    const { link } = prepare([
      [0, 'HONOR 180 PRO 256GB GREEN (GRC-D26)'],
      [0, 'HONOR 180 PRO 256GB RED (GRC-D26)'],
      [1, 'Honor 180 Pro Coral Red 12GB RAM 256GB GRC-D26'],
      [2, 'Honor 180 Pro 12/256GB red GRC-D26'],
    ]);
    const same = link(2, 3);
    expect(same.identified).toBe(true);
    expect(same.reason?.code).toBe('variant-same');
    // One listing leaves the colour unsaid where the line has two.
    const { link: open } = prepare([
      [0, 'HONOR 180 PRO 256GB GREEN (GRC-D26)'],
      [0, 'HONOR 180 PRO 256GB RED (GRC-D26)'],
      [1, 'Honor 180 Pro 12/256GB GRC-D26'],
      [2, 'Honor 180 Pro 12/256GB red GRC-D26'],
    ]);
    expect(open(2, 3)).toMatchObject({ identified: false, reason: { code: 'variant-unstated' } });
  });

  it('reads a model on rows of two different valid GTINs as a line, even in one list', () => {
    const { link } = prepare([
      [0, 'Galaxy A54 SM-A546B 8GB/128GB black', '8806094000017'],
      [0, 'Galaxy A54 SM-A546B 8GB/256GB black', '8806094000024'],
      [0, 'Galaxy A54 SM-A546B black'],
    ]);
    expect(link(0, 2)).toMatchObject({ identified: false, reason: { code: 'variant-unstated' } });
  });

  it('keeps a variant one shop lists twice open', () => {
    const { link } = prepare([
      [0, 'Galaxy A05 SM-M126E 128GB blue'],
      [0, 'Galaxy A05 SM-M126E 128GB blue'],
      [1, 'Galaxy A05 SM-M126E 128GB blue'],
      [2, 'Galaxy A05 SM-M126E 128GB BLUE'],
    ]);
    expect(link(2, 3)).toMatchObject({ identified: false, reason: { code: 'model-repeated' } });
  });

  it('measures how often the shared models span variants', () => {
    const lines = prepare([
      [0, 'Honor 180 Pro GRC-D26 12/256GB red'],
      [1, 'Honor 180 Pro GRC-D26 12/512GB red'],
      [0, 'Sony Camera DSCW120 silver'],
      [1, 'Sony DSC-W120 camera silver'],
    ]);
    expect(lines.families.lineShare).toBe(0.5);
  });
});

describe('line checks', () => {
  it('leaves open a memory one listing leaves unsaid while the line sells another', () => {
    const { lines } = prepare([
      [0, 'Samsung Galaxy A14 8GB/256GB red'],
      [1, 'Samsung Galaxy A14 12GB/256GB red'],
      [2, 'SAMSUNG GALAXY A14 256GB RED (SM-S772F)'],
      [3, 'Samsung Galaxy A14 SM-S772F 8GB/256GB red'],
    ]);
    expect(lines(2, 3)?.code).toBe('variant-unstated');
    expect(lines(0, 3)).toBeNull();
  });

  it('checks a line however many rows it has (a cap of 3,000 rows once let large lists skip it)', () => {
    const filler: Array<[number, string]> = Array.from({ length: 3200 }, (_, k) => [
      2,
      `ASUS ZenBook 14 UX${3000 + (k % 400)}VA ${k % 2 === 0 ? '8/512GB' : '16/1TB'} grey`,
    ]);
    const { lines } = prepare([
      [0, 'ASUS ZenBook 14 OLED UX3025MA 16/512GB black'],
      [0, 'ASUS ZenBook 14 OLED UX3033VA 8/512GB green'],
      [1, 'ASUS ZenBook 14 UX3025MA 16/512GB black'],
      [1, 'ASUS ZenBook 14 OLED UX3140VA 16/512GB red'],
      [1, 'ASUS ZenBook 14 OLED UX3256VA 8/256GB black'],
      ...filler,
    ]);
    expect(lines(0, 2)?.code).toBe('word-unsaid');
  });

  it('reads a word left out by a shop that writes it on its other listings of the line as another product', () => {
    const { lines } = prepare([
      [0, 'Honor Magic6 Lite 4GB/64GB purple'],
      [0, 'Honor Magic6 Lite 8GB/128GB black'],
      [0, 'Honor Magic6 4/64GB purple'],
      [1, 'Smartphone Honor Magic6 Lite 4GB/64GB Lavender'],
    ]);
    expect(lines(2, 3)?.code).toBe('word-unsaid');
    // A shop's own boilerplate («Smartphone») that the other shop never writes says nothing.
    expect(lines(0, 3)).toBeNull();
  });

  it('keeps a line number that a code merely contains, and drops the pieces of a hyphenated code', () => {
    const name = 'Lenovo IdeaPad 1 16AMN7 16/1TB silver';
    const models = modelNumbers(name);
    const words = name.toLowerCase().split(/[^a-z0-9]+/);
    expect(lineWords(words, facetsOf(name, models), models)).toEqual(['lenovo', 'ideapad', '1']);
    const phone = 'Samsung Galaxy A54 SM-A546B 8GB/128GB';
    const codes = modelNumbers(phone);
    const pieces = phone.toLowerCase().split(/[^a-z0-9]+/);
    expect(lineWords(pieces, facetsOf(phone, codes), codes)).toEqual(['samsung', 'galaxy', 'a54']);
  });
});
