import { foldToAscii, Memo, splitWords } from './fold';

/**
 * Company names without legal form: «Acme Widgets Ltd.» = «ACME WIDGETS LIMITED» → `acme widgets`,
 * «ООО «Ромашка»» → `romashka`, «Société Générale SA» → `societe generale`, «Müller GmbH» → `muller`
 * (any-ascii folds ü to u; the German ue spelling is not produced).
 *
 * Legal forms are matched as whole folded tokens (dotted forms «N.V.», «S.p.A.» arrive as letter
 * tokens and are matched too), repeatedly at the end («GmbH & Co. KG», «Co., Ltd.»), and as a leading
 * prefix only for forms that are written first (ООО, АО, ПАО, ЗАО, ОАО, ИП, ТОО, PT, N.V. …). A form is
 * never removed from inside a name, and never when it would leave nothing («Limited» stays).
 * «Co-op Food» keeps `co op food`: `co` is a suffix form only, and here it opens the name.
 * CJK forms (有限公司, 株式会社 …) are removed from the raw text first, as they are glued to the name.
 */

// prettier-ignore
const SUFFIX_FORMS = [
  'ltd', 'limited', 'inc', 'incorporated', 'llc', 'llp', 'lp', 'plc', 'gmbh', 'mbh', 'ag', 'kg', 'ohg', 'gbr', 'ug',
  'ev', 'kgaa', 'se', 'sa', 'sas', 'sasu', 'sarl', 'eurl', 'sca', 'snc', 'srl', 'spa', 'sl', 'slu', 'sau', 'bv', 'nv',
  'vof', 'cv', 'bvba', 'sprl', 'co', 'corp', 'corporation', 'company', 'oy', 'oyj', 'ab', 'as', 'asa', 'aps', 'a s',
  'a/s', 'pty', 'pvt', 'pte', 'sdn bhd', 'bhd', 'kk', 'ooo', 'ao', 'pao', 'zao', 'oao', 'ip', 'tov', 'too', 'doo',
  'd o o', 'sro', 's r o', 'as', 'zrt', 'kft', 'spzoo', 'sp z o o', 'sp zoo', 'limited liability company',
  'public limited company', 'private limited', 'co ltd', 'pty ltd', 'obshchestvo s ogranichennoy otvetstvennostyu',
  'aktsionernoe obshchestvo', 'publichnoe aktsionernoe obshchestvo', 'zakrytoe aktsionernoe obshchestvo',
  'otkrytoe aktsionernoe obshchestvo', 'individualnyy predprinimatel', 'gesellschaft mit beschrankter haftung',
  'aktiengesellschaft', 'societe anonyme', 'societa per azioni', 'sociedad anonima', 'besloten vennootschap',
  'naamloze vennootschap',
];

// prettier-ignore
const PREFIX_FORMS = [
  'ooo', 'ao', 'pao', 'zao', 'oao', 'nao', 'ip', 'tov', 'too', 'pt', 'nv', 'bv', 'cv', 'kk',
  // French forms are written first as often as last («SARL Dupont», «SAS Immobilier Mercier»).
  'sas', 'sasu', 'sarl', 'eurl', 'snc', 'sci',
  'obshchestvo s ogranichennoy otvetstvennostyu', 'aktsionernoe obshchestvo', 'publichnoe aktsionernoe obshchestvo',
  'zakrytoe aktsionernoe obshchestvo', 'otkrytoe aktsionernoe obshchestvo', 'individualnyy predprinimatel',
];

// prettier-ignore
const CJK_FORMS = [
  '股份有限公司', '有限责任公司', '有限責任公司', '有限公司', '株式会社', '有限会社', '合同会社', '合資会社', '合名会社', '（株）', '(株)', '㈱', '주식회사', '유한회사',
];

/** Token sequences of each form; short letter-only forms also as single letters («N.V.» → n v). */
function sequences(forms: readonly string[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  const add = (seq: string[]) => {
    const key = seq.join(' ');
    if (seq.length > 0 && !seen.has(key)) {
      seen.add(key);
      out.push(seq);
    }
  };
  for (const f of forms) {
    const seq = splitWords(f);
    add(seq);
    if (seq.length === 1 && seq[0].length <= 4 && /^[a-z]+$/.test(seq[0]) && seq[0].length > 1) add(seq[0].split(''));
  }
  return out.sort((a, b) => b.length - a.length);
}

/** Legal-form sequences indexed by their last (suffix) or first (prefix) token, longest first. */
function byToken(seqs: string[][], pickToken: (seq: string[]) => string): Map<string, string[][]> {
  const map = new Map<string, string[][]>();
  for (const seq of seqs) {
    const t = pickToken(seq);
    const list = map.get(t);
    if (list) list.push(seq);
    else map.set(t, [seq]);
  }
  return map;
}

/**
 * Words of business names written short in lists («EMERALD MFG GROUP», «Goldcrest Svcs»), folded, and their long form:
 * the two writings of one name compare equal.
 */
// prettier-ignore
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['mfg', 'manufacturing'], ['mfrs', 'manufacturers'], ['svcs', 'services'], ['svc', 'services'], ['intl', 'international'],
  ['assoc', 'associates'], ['assocs', 'associates'], ['bros', 'brothers'], ['grp', 'group'], ['hldgs', 'holdings'],
  ['hldg', 'holding'], ['mgmt', 'management'], ['mgt', 'management'], ['natl', 'national'], ['engg', 'engineering'],
  ['sys', 'systems'], ['distr', 'distribution'],
]);

/** Single words of legal forms and the trading-name markers («dba»): no part of what a company is called. */
export const LEGAL_FORM_WORDS: ReadonlySet<string> = new Set(
  [...SUFFIX_FORMS, ...PREFIX_FORMS, 'dba'].flatMap((f) => splitWords(f)).filter((w) => w.length > 1),
);

const SUFFIXES = byToken(sequences(SUFFIX_FORMS), (seq) => seq[seq.length - 1]);
const PREFIXES = byToken(sequences(PREFIX_FORMS), (seq) => seq[0]);
const CONNECTIVES = new Set(['and', 'und', 'et', 'y', 'i', 'e']);

function endsWith(tokens: string[], end: number, seq: string[]): boolean {
  if (seq.length > end) return false;
  for (let k = 0; k < seq.length; k++) if (tokens[end - seq.length + k] !== seq[k]) return false;
  return true;
}

function startsWith(tokens: string[], start: number, end: number, seq: string[]): boolean {
  if (seq.length > end - start) return false;
  for (let k = 0; k < seq.length; k++) if (tokens[start + k] !== seq[k]) return false;
  return true;
}

const HAS_CJK = /[\u3000-\u9fff\uac00-\ud7af\uff08\uff09\u3231]/;

function stripCjkForms(s: string): string {
  if (!HAS_CJK.test(s)) return s;
  let out = s;
  for (const f of CJK_FORMS) if (out.includes(f)) out = out.split(f).join(' ');
  return out;
}

/** Folded tokens of a company name with its legal forms removed. */
export function companyTokens(s: string): string[] {
  const tokens = splitWords(foldToAscii(stripCjkForms(s.includes('&') ? s.replace(/&/g, ' and ') : s))).map(
    (t) => ABBREVIATIONS.get(t) ?? t,
  );
  let start = 0;
  let end = tokens.length;
  for (let changed = true; changed;) {
    changed = false;
    for (const seq of SUFFIXES.get(tokens[end - 1]) ?? []) {
      if (end - start > seq.length && endsWith(tokens, end, seq)) {
        end -= seq.length;
        while (end - start > 1 && CONNECTIVES.has(tokens[end - 1])) end--;
        changed = true;
        break;
      }
    }
  }
  for (const seq of PREFIXES.get(tokens[start]) ?? []) {
    if (end - start > seq.length && startsWith(tokens, start, end, seq)) {
      start += seq.length;
      break;
    }
  }
  return tokens.slice(start, end);
}

const memo = new Memo<string>(100_000);

/** The normalized company name: folded, legal forms removed, tokens joined by one space. */
export function normalizeCompanyName(s: string): string {
  if (s.length === 0) return '';
  return memo.get(s, (v) => companyTokens(v).join(' '));
}
