import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  gtinCheckDigit,
  normalizeCompanyName,
  normalizeGtin,
  normalizeHost,
  parseGtin,
  registeredDomain,
  titleCompactKey,
  titleTokenSortKey,
} from '../../../src/core/normalize';

interface NormalizerSeeds {
  host: [string, string][];
  registered_domain: [string, string][];
  url: { same: string[][]; differ: string[][] };
  gtin: { valid: string[]; invalid: string[]; same: string[][]; check_digit_of_body: [string, number][] };
  company_name: [string, string][];
  title_compact_key: { same: string[][]; differ: string[][] };
  title_token_sort: { same: string[][] };
}

const seeds = JSON.parse(
  readFileSync(new URL('../../../../shared/seed-cases/normalizers.json', import.meta.url), 'utf8'),
) as NormalizerSeeds;

function expectAllEqual(values: (string | null)[]) {
  expect(values[0]).not.toBeNull();
  for (const v of values) expect(v).toBe(values[0]);
}

function expectPairwiseDifferent(values: (string | null)[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe('seed normalizers.json', () => {
  it.each(seeds.host)('host %s → %s', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });
  it.each(seeds.registered_domain)('registered domain %s → %s', (input, expected) => {
    expect(registeredDomain(input)).toBe(expected);
  });
  it.each(seeds.url.same.map((g) => [g]))('canonical URL same: %j', (group) => {
    expectAllEqual(group.map(canonicalUrl));
  });
  it.each(seeds.url.differ.map((g) => [g]))('canonical URL differ: %j', (group) => {
    expectPairwiseDifferent(group.map(canonicalUrl));
  });
  it.each(seeds.gtin.valid)('GTIN valid %s', (code) => {
    expect(parseGtin(code).ok).toBe(true);
    expect(normalizeGtin(code)).toMatch(/^\d{14}$/);
  });
  it.each(seeds.gtin.invalid)('GTIN invalid %j', (code) => {
    expect(parseGtin(code).ok).toBe(false);
    expect(normalizeGtin(code)).toBeNull();
  });
  it.each(seeds.gtin.same.map((g) => [g]))('GTIN same: %j', (group) => {
    expectAllEqual(group.map(normalizeGtin));
  });
  it.each(seeds.gtin.check_digit_of_body)('GTIN check digit of %s is %d', (body, digit) => {
    expect(gtinCheckDigit(body)).toBe(digit);
  });
  it.each(seeds.company_name)('company %s → %s', (input, expected) => {
    expect(normalizeCompanyName(input)).toBe(expected);
  });
  it.each(seeds.title_compact_key.same.map((g) => [g]))('compact key same: %j', (group) => {
    expectAllEqual(group.map(titleCompactKey));
  });
  it.each(seeds.title_compact_key.differ.map((g) => [g]))('compact key differ: %j', (group) => {
    expectPairwiseDifferent(group.map(titleCompactKey));
  });
  it.each(seeds.title_token_sort.same.map((g) => [g]))('token sort same: %j', (group) => {
    expectAllEqual(group.map(titleTokenSortKey));
  });
});
