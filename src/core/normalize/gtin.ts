/**
 * GTIN (EAN-8, UPC-A, EAN-13, GTIN-14): spaces and hyphens stripped, GS1 check digit verified,
 * padded to 14 digits so that 12-, 13- and 14-digit spellings of one code meet. An invalid code is
 * no key; the reason comes back as a data-quality finding.
 */

/** Why a value is not a valid GTIN. */
export type GtinProblem = 'empty' | 'not digits' | 'length' | 'check digit' | 'all zeros';

/** A parsed GTIN: the 14-digit key, or the problem found. */
export type GtinResult = { ok: true; gtin14: string } | { ok: false; problem: GtinProblem };

const SEPARATORS = /[\s\-‐‑–—.]/g;
const DIGITS = /^\d+$/;

/** The GS1 check digit of a body of digits (the code without its last digit). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  let weight = 3;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += (body.charCodeAt(i) - 48) * weight;
    weight = 4 - weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** Parse and validate a GTIN; `{ok:true, gtin14}` or `{ok:false, problem}`. */
export function parseGtin(raw: string): GtinResult {
  const s = raw.replace(SEPARATORS, '');
  if (s.length === 0) return { ok: false, problem: 'empty' };
  if (!DIGITS.test(s)) return { ok: false, problem: 'not digits' };
  if (s.length !== 8 && s.length !== 12 && s.length !== 13 && s.length !== 14) return { ok: false, problem: 'length' };
  if (/^0+$/.test(s)) return { ok: false, problem: 'all zeros' };
  if (gtinCheckDigit(s.slice(0, -1)) !== s.charCodeAt(s.length - 1) - 48) return { ok: false, problem: 'check digit' };
  return { ok: true, gtin14: s.padStart(14, '0') };
}

/** The 14-digit GTIN key, or null when the value is not a valid GTIN. */
export function normalizeGtin(raw: string): string | null {
  const r = parseGtin(raw);
  return r.ok ? r.gtin14 : null;
}
