import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { Memo } from './fold';

/**
 * Phone numbers to E.164 (`+74951234567`) with libphonenumber-js (bundled `min` metadata). A number
 * without a country code is read in the default country; one that is not a valid number for its
 * country gives null (a partial local number cannot be a key).
 */

/** Options of {@link normalizePhone}. */
export interface PhoneOptions {
  /** ISO 3166-1 alpha-2 country for numbers written without a country code, e.g. 'RU', 'US'. */
  defaultCountry?: CountryCode;
  /** Accept numbers that are only *possible* (right length) rather than valid. Default false. */
  possibleOnly?: boolean;
}

const memos = new Map<string, Memo<string | null>>();

function parse(raw: string, options: PhoneOptions): string | null {
  try {
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 5 || digits.length > 17) return null;
    const p = parsePhoneNumberFromString(raw, options.defaultCountry ? { defaultCountry: options.defaultCountry } : undefined);
    if (!p) return null;
    if (options.possibleOnly ? !p.isPossible() : !p.isValid()) return null;
    return p.number;
  } catch {
    return null;
  }
}

/** The E.164 form of a phone number, or null. */
export function normalizePhone(raw: string, options: PhoneOptions = {}): string | null {
  if (raw.trim().length === 0) return null;
  const key = `${options.defaultCountry ?? ''}|${options.possibleOnly ? 1 : 0}`;
  let memo = memos.get(key);
  if (!memo) memos.set(key, (memo = new Memo<string | null>(100_000)));
  return memo.get(raw, (v) => parse(v, options));
}
