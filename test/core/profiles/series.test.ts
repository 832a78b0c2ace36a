import { describe, expect, it } from 'vitest';
import { seriesDiffer, seriesReferences } from '../../../src/core/profiles/series';
import { genericProfile } from '../../../src/core/profiles/generic';
import { DEFAULT_PROFILE_SETTINGS } from '../../../src/core/profiles';
import type { FieldKind } from '../../../src/domain/field';

/** Forty invoices of one running series, and a clerk who keyed five of them as the number alone. */
const numbers = Array.from({ length: 40 }, (_, k) => `INV-${String(1000 + k).padStart(6, '0')}`);
const invoiceColumn = [...numbers, '1003', '1007', '1011', '1019', '1023'];

describe('series references', () => {
  it('a column writing one number bare and with its letters compares numbers; its letters and zero padding go', () => {
    const refs = seriesReferences(invoiceColumn)!;
    expect(refs.bothWays).toBe(true);
    expect(refs.sequential).toBe(true);
    expect(refs.numbers[3]).toBe('1003');
    expect(refs.numbers[40]).toBe('1003');
    expect([refs.letters[3], refs.letters[40]]).toEqual(['inv', '']);
  });

  it('a column that never writes a number bare keeps its references whole; random references run in no sequence', () => {
    const prefixed = seriesReferences(numbers)!;
    expect(prefixed.bothWays).toBe(false);
    const scattered = seriesReferences([
      'SKU-48213',
      'SKU-90412',
      'SKU-11873',
      'SKU-67001',
      '48213',
      '90412',
      '11873',
    ])!;
    expect(scattered.bothWays).toBe(true);
    expect(scattered.sequential).toBe(false);
  });

  it('bare numbers in sequence (house numbers, postcodes of digits) are no running series of references', () => {
    const postcodes = Array.from({ length: 60 }, (_, k) => String(4000 + 2 * k + (k % 3 === 0 ? 1 : 0)));
    expect(seriesReferences(postcodes)!.sequential).toBe(false);
  });

  it('a number written with its word («Episode 212», «Ep. 212») is that number; the word short and long is one word', () => {
    const column = ['Episode 212', '213', 'Ep. 214', '215', 'Episode 216', '212', '214', '216', 'Episode 217'];
    const refs = seriesReferences(column)!;
    expect(refs.bothWays).toBe(true);
    expect(refs.numbers.slice(0, 3)).toEqual(['212', '213', '214']);
    expect(seriesDiffer(refs, 0, 5)).toBeNull();
    // One series, two numbers in sequence: two episodes.
    expect(seriesDiffer(refs, 2, 4)).toBe('214 vs 216');
    expect(seriesDiffer({ ...refs, sequential: false }, 2, 4)).toBeNull();
  });

  it('postcodes, VINs and words are no series', () => {
    expect(seriesReferences(['LS2 8PJ', 'M1 1AE', 'BS8 1TH', 'SW1A 2AA'])).toBeNull();
    expect(seriesReferences(['FTCP2KGBRW3KGYV2G', 'Z87Z747DB5K6T70FZ', 'WVWZZZ1KZAW000123'])).toBeNull();
    expect(seriesReferences(['red', 'green', 'blue', '1001'])).toBeNull();
  });

  it('two series under one number, or the next number of a running series, are two references', () => {
    const refs = seriesReferences([...invoiceColumn, 'CN-001005'])!;
    const at = (v: string) => [...invoiceColumn, 'CN-001005'].indexOf(v);
    expect(seriesDiffer(refs, at('INV-001005'), at('CN-001005'))).toBe('INV vs CN');
    expect(seriesDiffer(refs, at('INV-001005'), at('INV-001006'))).toBe('1005 vs 1006');
    expect(seriesDiffer(refs, at('INV-001003'), at('1003'))).toBeNull();
  });
});

describe('generic model: invoices keyed twice', () => {
  const kinds: Record<string, FieldKind> = { supplier: 'company', invoice_no: 'code', amount: 'amount' };
  const rows = invoiceColumn.map((n, k) => ({
    supplier: `Supplier ${String.fromCharCode(65 + (k % 20))} Ltd`,
    invoice_no: n,
    amount: `${(100 + ((Number(n.replace(/\D/g, '')) * 37) % 900)).toFixed(2)}`,
  }));
  // The traps: the next invoice of one supplier at one amount, a credit note against an invoice, and one refund
  // written as a negative amount.
  rows.push(
    { supplier: 'Apex Widgets Ltd', invoice_no: 'INV-001100', amount: '250.00' },
    { supplier: 'Apex Widgets Ltd', invoice_no: 'INV-001101', amount: '250.00' },
    { supplier: 'Apex Widgets Ltd', invoice_no: 'CN-001100', amount: '-250.00' },
    { supplier: 'Apex Widgets Ltd', invoice_no: '', amount: '-250.00' },
    { supplier: 'Apex Widgets Ltd', invoice_no: '1100', amount: '£250' },
  );
  const input = {
    recordCount: rows.length,
    columns: Object.keys(kinds).map((c) => ({
      name: c,
      kind: kinds[c],
      values: rows.map((r) => r[c as keyof typeof r]),
    })),
  };
  const prepared = genericProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
  const decide = (left: number, right: number) => {
    const d = prepared.decide({
      left,
      right,
      similarities: prepared.comparisons.map(() => 1),
      fs: { weight: 20, probability: 0.99999 },
    });
    return { level: d.level, codes: d.reasons.map((r) => r.code).filter((c) => c !== 'match-weight') };
  };
  const at = (n: string) => rows.findIndex((r) => r.invoice_no === n);
  const refund = rows.length - 2;

  it('one invoice keyed as printed and as its number alone compares equal and merges', () => {
    const c = prepared.comparisons.find((x) => x.name === 'invoice_no')!;
    expect(c.values[at('INV-001100')]).toBe(c.values[at('1100')]);
    expect(decide(at('INV-001100'), at('1100'))).toEqual({ level: 'merge', codes: [] });
  });

  it('the next invoice, a credit note and a refund go to review, whatever the weights say', () => {
    expect(decide(at('INV-001100'), at('INV-001101'))).toEqual({ level: 'review', codes: ['references-differ'] });
    expect(decide(at('INV-001100'), at('CN-001100')).codes).toEqual(['amounts-opposite']);
    expect(decide(at('1100'), refund)).toEqual({ level: 'review', codes: ['amounts-opposite'] });
  });
});
