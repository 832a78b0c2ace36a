/**
 * Amounts as written in lists: with a currency, spaces, a decimal comma, a sign or a thousands «k» («£312.40»,
 * «1.234,56», «88.2k»), and ranges of two amounts, as salaries, prices and budgets are often written («£33,000 -
 * £38,000», «41k-46k», «от 50 000 до 70 000 ₽»). One source writes a range, another its middle or the same range in
 * thousands: a range is one amount, read as its middle.
 */

/** One end of a range: an optional currency, a number with thousands separators and a fraction, a «k», a currency. */
const END =
  /^(?:[$€£¥₽₴₹₩₪]|usd|eur|gbp|rub|chf)?\s?(?:\d{1,3}(?:[ \u00a0,.']\d{3})+|\d+)(?:[.,]\d+)?\s?(k)?\.?\s?(?:[$€£¥₽₴₹₩₪]|usd|eur|gbp|rub|руб\.?|chf)?$/iu;
const SEPARATOR = /^(.+?)(\s*[-–—]\s*|\s+(?:to|до|bis|à|a)\s+)(.+)$/iu;
const CURRENCY = /[$€£¥₽₴₹₩₪]|\b(?:usd|eur|gbp|rub|chf)\b|руб/iu;
const FROM = /^(?:от|from|ab|de)\s+/iu;
const YEAR = /^\d{4}$/;

/**
 * The two ends of a range of amounts, or null when the value is not one. A range is told from a code or a phone
 * («1234-5678») by what only amounts carry: a currency or a «k» at one end, or a separator written with spaces or as a
 * word («to», «до»); its first end is below its second; two four-digit years are a period, not an amount.
 */
export function amountRange(raw: string): [number, number] | null {
  const m = SEPARATOR.exec(raw.trim());
  if (!m) return null;
  const [left, sep, right] = [m[1].trim().replace(FROM, ''), m[2], m[3].trim()];
  const [a, b] = [END.exec(left), END.exec(right)];
  if (!a || !b) return null;
  const marked = CURRENCY.test(raw) || a[1] !== undefined || b[1] !== undefined || /\s|\p{L}/u.test(sep);
  if (!marked || (YEAR.test(left) && YEAR.test(right))) return null;
  let [lo, hi] = [singleAmount(left), singleAmount(right)];
  // «41-46k»: the «k» of the second end is the first's too.
  if (a[1] === undefined && b[1] !== undefined && lo * 1000 <= hi) lo *= 1000;
  return Number.isFinite(lo) && Number.isFinite(hi) && lo < hi ? [lo, hi] : null;
}

/**
 * An amount with its sign (an accountant's «(1,234.50)» is negative), a range as its middle; NaN when the value is
 * neither. Whether the sign means anything is the column's question (core/profiles/numeric-comparisons.ts).
 */
export function parseAmount(raw: string): number {
  const range = amountRange(raw);
  if (range) return (range[0] + range[1]) / 2;
  const bracketed = BRACKETED.exec(raw.trim());
  return bracketed ? -Math.abs(singleAmount(bracketed[1])) : singleAmount(raw);
}

/** An accountant's negative amount: in brackets. */
const BRACKETED = /^\(([^()]*\d[^()]*)\)$/;

function singleAmount(raw: string): number {
  // «88.2k», «£15K»: thousands.
  const thousands = /\d\s*k$/i.test(raw.trim()) ? 1000 : 1;
  let s = raw
    .trim()
    .replace(/[\s\u00a0'’]/g, '')
    .replace(/^[^\d+-.,]+|[^\d.,]+$/g, '');
  if (s === '') return NaN;
  // «1.234,56» / «1,234.56»: the last separator is the decimal one when two kinds appear.
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0)
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  else if (lastComma >= 0)
    s =
      /,\d{3}$/.test(s) && s.indexOf(',') === lastComma && s.replace(/^[+-]/, '').length > 4
        ? s.replace(',', '')
        : s.replace(',', '.');
  if (!/^[+-]?\d*\.?\d+$/.test(s)) return NaN;
  return Number(s) * thousands;
}
