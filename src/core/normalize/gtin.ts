/**
 * GTIN (EAN-8, UPC-A, EAN-13, GTIN-14, and a book's ISBN-10 as its EAN-13): spaces and hyphens stripped, GS1 check
 * digit verified, padded to 14 digits so that 10-, 12-, 13- and 14-digit spellings of one code meet. An invalid code is
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

/** A qualifier in brackets («(pbk.)», «(hbk.)») and an «ISBN:» label around a code. */
const QUALIFIERS = /\([^)]*\)|\[[^\]]*\]|^\s*isbn(?:-?1[03])?\s*:?/gi;
const ISBN10 = /^\d{9}[\dX]$/i;

/** Whether ten characters are a valid ISBN-10 (weights 10 … 1, sum divisible by 11; X is 10). */
function validIsbn10(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (i === 9 && /x/i.test(s[9]) ? 10 : s.charCodeAt(i) - 48);
  return sum % 11 === 0;
}

/**
 * Parse and validate a GTIN; `{ok:true, gtin14}` or `{ok:false, problem}`. A book's ISBN-10 is its EAN-13 under the
 * 978 prefix (0-14-073333-7 = 978-0-14-073333-4), and a qualifier or label around a code is dropped («… (pbk.)»).
 */
export function parseGtin(raw: string): GtinResult {
  const s = raw.replace(QUALIFIERS, '').replace(SEPARATORS, '');
  if (s.length === 0) return { ok: false, problem: 'empty' };
  if (s.length === 10 && ISBN10.test(s)) {
    if (!validIsbn10(s)) return { ok: false, problem: 'check digit' };
    const body = `978${s.slice(0, 9)}`;
    return { ok: true, gtin14: `0${body}${gtinCheckDigit(body)}` };
  }
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
