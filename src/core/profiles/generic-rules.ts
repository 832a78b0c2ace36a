import type { FieldKind } from '../../domain/field';
import { valueCounts } from '../fields/hints';
import { LEGAL_FORM_WORDS } from '../normalize/company';
import { foldToAscii, splitWords } from '../normalize/fold';
import { nameWordsConflict, personNameWords } from './people-rules';
import { unmatchedWords } from './words';
import { DEFAULT_LEXICON } from './lexicon';
import type { InputColumn, ProfileComparison } from './types';

/** Function words that never make two names conflict (the lexicon's list, folded). */
const STOP_WORDS: ReadonlySet<string> = new Set(DEFAULT_LEXICON.stop.map((w) => splitWords(foldToAscii(w)).join(' ')));

/**
 * Kinds whose values are commonly made of a record's name: they explain none of its words (a
 * product's description repeats its title: «Music Organizer 2007 gives you …» explains no «music»).
 */
const DERIVED_FROM_NAMES: ReadonlySet<FieldKind | undefined> = new Set<FieldKind | undefined>([
  'email',
  'url',
  'domain',
  'text',
]);

/** Name kinds that are attributes of a titled thing (who made it, where it appeared), not its name. */
export const ATTRIBUTE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['company', 'venue']);

/**
 * Whether `word` is spelled by leading letters of each of `words` in order («vldb» / very large data bases, «icde» /
 * international conference data engineering).
 */
export function spellsOut(word: string, words: readonly string[]): boolean {
  if (words.length < 2 || word.length < words.length) return false;
  const from = (at: number, w: number): boolean => {
    if (w === words.length) return at === word.length;
    for (let n = 1; n <= words[w].length && at + n <= word.length; n++) {
      if (word[at + n - 1] !== words[w][n - 1]) break;
      if (from(at + n, w + 1)) return true;
    }
    return false;
  };
  return from(0, 0);
}

/** Whether a names conflict («vldb vs very large data bases») is only an acronym against its expansion. */
export function acronymAndExpansion(conflict: string): boolean {
  const [a, b] = conflict.split(' vs ').map((side) => side.split(' '));
  return (a.length === 1 && spellsOut(a[0], b)) || (b.length === 1 && spellsOut(b[0], a));
}

/**
 * Words with digits that each of two names has and the other lacks («cs4 upgrade» / «cs3 upgrade»),
 * per name column, or null: numbers in a name tell versions, sizes and models apart, and one
 * missing on a side (a version left out) is no disagreement — but in the columns of `whole` (an
 * organisation's name) it is: «Lancaster Investments» and «Lancaster Investments No. 2» are two companies.
 */
export function numberedWordsDiffer(
  nameIndex: readonly number[],
  comparisons: readonly ProfileComparison[],
  a: number,
  b: number,
  whole: ReadonlySet<number> = new Set(),
): string | null {
  for (const c of nameIndex) {
    const numbered = (r: number) => comparisons[c].values[r].split(' ').filter((w) => /\d/.test(w));
    const [x, y] = [numbered(a), numbered(b)];
    const onlyX = x.filter((w) => !y.includes(w));
    const onlyY = y.filter((w) => !x.includes(w));
    const one = whole.has(c) && comparisons[c].values[a] !== '' && comparisons[c].values[b] !== '';
    if ((onlyX.length > 0 && onlyY.length > 0) || (one && onlyX.length + onlyY.length > 0))
      return `${comparisons[c].name}: ${onlyX.join(' ') || '—'} vs ${onlyY.join(' ') || '—'}`;
  }
  return null;
}

/** The generic model's checks on the words of two records' names, each a reason text or null. */
export interface NameWordRules {
  /** Each name has a word the other lacks («Ritz-Carlton Café» / «Ritz-Carlton Dining Room»). */
  namesConflict(i: number, j: number): string | null;
  /** A title has a meaningful word the other lacks («… 9 Upgrade», «Deluxe»). */
  titleWordAdded(i: number, j: number): string | null;
}

/**
 * Words saying what kind of place a thing is (restaurant, café, pub, hall …, the lexicon's): written on one side only
 * they name no other thing («Bone's» / «Bone's Restaurant»).
 */
const KIND_OF_PLACE: ReadonlySet<string> = new Set(
  DEFAULT_LEXICON.venueGeneric.map((w) => foldToAscii(w).toLowerCase()),
);

/** Kinds whose value is the thing's whole name: a word on one side only names another thing. */
const WHOLE_NAME_KINDS: ReadonlySet<FieldKind> = new Set(['title', 'company']);

/** A title carried by more records than this names no one thing («Guest Editorial» of every volume). */
const MAX_TELLING_TITLE = 2;

/**
 * The name-word checks over the name columns `allNames` (indices into `used` and `comparisons`),
 * with the person-name parts `nameParts` read together so a swap between them conflicts with nothing; `titled` when
 * the records are named by a title column not among them (a template's words are left to the weights).
 */
export function nameWordRules(
  used: readonly InputColumn[],
  comparisons: readonly ProfileComparison[],
  allNames: readonly number[],
  nameParts: readonly number[],
  titled = false,
): NameWordRules {
  const asNames = wordRules(used, comparisons, allNames, nameParts);
  const titles = allNames.filter((c) => used[c].kind === 'title');
  if (!allNames.some((c) => ATTRIBUTE_KINDS.has(used[c].kind))) return asNames;
  if (titles.length === 0) {
    if (!titled) return asNames;
    // Records named by template titles (left to the weights): their maker or employer still says which thing, but is
    // no whole name of it.
    const own = wordRules(
      used,
      comparisons,
      allNames.filter((c) => !ATTRIBUTE_KINDS.has(used[c].kind)),
      nameParts,
    );
    return { namesConflict: asNames.namesConflict, titleWordAdded: own.titleWordAdded };
  }
  // A title names the thing; a maker or a venue beside it is an attribute of the thing, not a second
  // name: its words explain the title's («Adobe» of «Adobe Photoshop» by manufacturer Adobe), and an
  // «SIGMOD» against «International Conference on Management of Data» is left to the weights. Only
  // while the titles tell things apart: a generic one leaves the venue to say which thing it is.
  const asAttributes = wordRules(
    used,
    comparisons,
    allNames.filter((c) => !ATTRIBUTE_KINDS.has(used[c].kind)),
    nameParts,
  );
  const carried = titles.map((c) => {
    const counts = new Map<string, number>();
    for (const v of comparisons[c].values) if (v !== '') counts.set(v, (counts.get(v) ?? 0) + 1);
    return counts;
  });
  const telling = (r: number) =>
    titles.every((c, k) => (carried[k].get(comparisons[c].values[r]) ?? Infinity) <= MAX_TELLING_TITLE);
  const pick = (i: number, j: number) => (telling(i) && telling(j) ? asAttributes : asNames);
  return {
    namesConflict: (i, j) => pick(i, j).namesConflict(i, j),
    // An attribute is never the thing's whole name, even where it says which thing: an employer or a maker written
    // «… Group» on one board and «… Ltd» on another adds no word to the post or the product.
    titleWordAdded: (i, j) => asAttributes.titleWordAdded(i, j),
  };
}

/** Values of a venue column a word must be written beside, each also written without it, to be how it is written. */
const MIN_WRITTEN_BESIDE = 3;

/**
 * Words a venue column writes beside its names: one or two words whose removal leaves another value of the column, for
 * at least {@link MIN_WRITTEN_BESIDE} different values («Leicester, UK» and «Leicester», «Leeds (hybrid)» and «Leeds»,
 * «Театр Ленком» and «Ленком»). Two such words («uk» / «on-site») conflict with nothing; a name («Bristol» / «Leeds»)
 * is never what is left out.
 */
function writingWords(words: readonly (readonly string[])[]): ReadonlySet<string> {
  const values = new Set<string>();
  const lists: (readonly string[])[] = [];
  for (const list of words) {
    const key = list.join(' ');
    if (!values.has(key)) (values.add(key), lists.push(list));
  }
  const beside = new Map<string, Set<string>>();
  const note = (extra: readonly string[], rest: string) => {
    if (rest === '' || !values.has(rest)) return;
    for (const w of extra) (beside.get(w) ?? beside.set(w, new Set()).get(w)!).add(rest);
  };
  for (const list of lists) {
    if (list.length < 2 || list.length > 8) continue;
    for (let i = 0; i < list.length; i++) {
      note([list[i]], [...list.slice(0, i), ...list.slice(i + 1)].join(' '));
      if (i + 1 < list.length) note([list[i], list[i + 1]], [...list.slice(0, i), ...list.slice(i + 2)].join(' '));
    }
  }
  return new Set([...beside].filter(([, rest]) => rest.size >= MIN_WRITTEN_BESIDE).map(([w]) => w));
}

/** The name-word checks with `nameIndex` as the record's names and every other field as context. */
function wordRules(
  used: readonly InputColumn[],
  comparisons: readonly ProfileComparison[],
  nameIndex: readonly number[],
  nameParts: readonly number[],
): NameWordRules {
  // An organisation's legal form and a trading-name marker («GmbH & Co. KG T/A …», «SAS …») are no words of its name.
  const nameWords = nameIndex.map((c) =>
    wordsPerRecord(comparisons[c].values, used[c].kind === 'company' ? LEGAL_FORM_WORDS : undefined),
  );
  // A person's given name and surname read together: a swap between them conflicts with nothing.
  const partWords = personNameWords(nameParts, nameWords, nameIndex);
  // Words of a record's other fields («the palm (los angeles)» beside city «los angeles»), per name
  // column, made once per record that reaches the rule; its other name columns are the same name,
  // not context (a full name's «wayne» is not explained by the first-name column's «Wayne»), nor
  // is an e-mail address or a website made of the name (valentina.naumova@… explains no «valentina»).
  const contextCache = nameIndex.map(() => new Map<number, Set<string>>());
  const otherWords = (r: number, k: number): Set<string> => {
    let words = contextCache[k].get(r);
    if (!words)
      contextCache[k].set(
        r,
        (words = new Set(
          comparisons.flatMap((c, x) =>
            !nameIndex.includes(x) && !DERIVED_FROM_NAMES.has(used[x]?.kind) && c.role !== 'check'
              ? c.values[r].split(' ')
              : [],
          ),
        )),
      );
    return words;
  };
  const writing = nameIndex.map((c, k) => (used[c].kind === 'venue' ? writingWords(nameWords[k]) : new Set<string>()));
  const namesConflict = (i: number, j: number): string | null => {
    for (const [k, words] of nameWords.entries()) {
      const inContext = (w: string) => writing[k].has(w) || otherWords(i, k).has(w) || otherWords(j, k).has(w);
      const conflict = nameWordsConflict(words[i], words[j], inContext);
      const swapped = partWords && nameParts.includes(nameIndex[k]);
      if (conflict && !(swapped && !nameWordsConflict(partWords[i], partWords[j], inContext))) return conflict;
    }
    return null;
  };
  // A title with a meaningful word the other lacks names another edition («… 9 Upgrade», «Deluxe»):
  // a title is the thing's whole name, unlike a person's, where a middle name may be left out. So is an
  // organisation's name (its legal form folded away): «Seraxa Group» is the parent of «Seraxa», «Pinnacle Data»
  // another firm than «Pinnacle».
  const titleColumns = nameWords.flatMap((_, k) => (WHOLE_NAME_KINDS.has(used[nameIndex[k]].kind) ? [k] : []));
  const titleWordAdded = (i: number, j: number): string | null => {
    for (const k of titleColumns) {
      const [a, b] = [nameWords[k][i], nameWords[k][j]];
      if (a.length === 0 || b.length === 0) continue;
      const inContext = (w: string) => otherWords(i, k).has(w) || otherWords(j, k).has(w);
      const added = [...unmatchedWords(a, b), ...unmatchedWords(b, a)].filter(
        (w) => w.length > 2 && !inContext(w) && !KIND_OF_PLACE.has(w),
      );
      if (added.length > 0) return `${comparisons[nameIndex[k]].name}: ${added.join(' ')} on one side only`;
    }
    return null;
  };
  return { namesConflict, titleWordAdded };
}

/**
 * A name column's meaningful words per record: one list per distinct value, shared by the records holding it and sized
 * exactly (a list filled word by word keeps room for seventeen: 152 bytes of elements each in a heap snapshot of
 * 30,000 people, four lists a record).
 * The lists are read, never changed.
 */
function wordsPerRecord(values: readonly string[], skip?: ReadonlySet<string>): string[][] {
  const byValue = new Map<string, string[]>();
  return values.map((v) => {
    let words = byValue.get(v);
    if (!words)
      byValue.set(
        v,
        (words = v
          .split(' ')
          .filter((w) => w.length > 1 && !STOP_WORDS.has(w) && !skip?.has(w))
          .slice()),
      );
    return words;
  });
}

/** At most this share of a contact column's records may share their value with two or more others. */
const MAX_SHARED_BEYOND_PAIRS = 0.05;

/**
 * Whether two records share a private value of a contact column: one carried by these two records only (a record
 * and its duplicate), in a column where hardly any value is carried by more. Null when the column is not private:
 * a venue's phone on each of its events, a family's or a switchboard's line belongs to no one record. Where the rows
 * name their source (`sources`, one id per row: list-sources.ts `recordSources`) and each source lists a thing once, a value no source holds twice is
 * one thing's, however many sources hold it; one source holding it twice says it is shared (a chain's central number).
 */
export function privateContact(
  values: readonly string[],
  sources?: ArrayLike<number>,
): ((i: number, j: number) => boolean) | null {
  if (sources) {
    const shared = new Set<string>();
    const seen = new Set<string>();
    values.forEach((v, r) => {
      const k = v.trim();
      const key = `${k}\u0000${sources[r]}`;
      if (k !== '' && seen.has(key)) shared.add(k);
      seen.add(key);
    });
    return (i, j) => values[i] === values[j] && values[i].trim() !== '' && !shared.has(values[i].trim());
  }
  const { filled, counts } = valueCounts(values);
  let shared = 0;
  for (const n of counts.values()) if (n >= 3) shared += n;
  if (filled === 0 || shared / filled > MAX_SHARED_BEYOND_PAIRS) return null;
  return (i, j) => values[i] === values[j] && (counts.get(values[i].trim()) ?? 0) === 2;
}
