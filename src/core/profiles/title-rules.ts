import type { Reason } from '../../domain/decision';
import { foldCompact, looseLatin } from '../normalize/fold';
import { markerIssues, markerNumbers, markerParts, markerYears } from '../normalize/markers';
import type { TitleViews } from '../normalize/title';
import { findAntonym, type CompiledLexicon } from './lexicon';

/** How two titles relate, from strongest to weakest. */
export type TitleRelation =
  | 'compact-key-equal'
  | 'token-sort-equal'
  | 'same-stems'
  | 'filler-only-extra-words'
  | 'subset-meaningful-extra'
  | 'different';

/** The outcome of comparing two titles: guards that veto, and the relation when none fired. */
export interface TitleComparison {
  /** Guard reasons (years, parts, sequel and issue numbers, other numbers, antonyms); any one vetoes a merge. */
  guards: Reason[];
  relation: TitleRelation;
  /** Extra meaningful words of the longer title, when it is a subset relation. */
  extra: string[];
}

/** One word that carries meaning, with the keys it matches by and what kind of word it is. */
export interface MeaningWord {
  stem: string;
  /** The stem and the folded text with transliteration variants collapsed (Громов / Gromov, Пётр / Pyotr). */
  keys: string[];
  /** A genre or filler word (or part of such a phrase): it names no particular event. */
  generic: boolean;
  /** Not the title proper: a bracketed annotation, a leading genre label, or a segment of only genre words. */
  label: boolean;
}

/**
 * The words that carry meaning: no initials, no numbers or number words (the guards own them), no
 * stop words. Labels are words around the title proper — an annotation in brackets («(Бомарше)»), a
 * leading run of genre words («Спектакль», «Stand-up:») and a segment made only of genre or filler
 * words («. Премьера») — unless they would be the whole title.
 */
export function meaningWords(v: TitleViews, lex: CompiledLexicon): MeaningWord[] {
  let memo = MEANING.get(lex);
  if (!memo) MEANING.set(lex, (memo = new WeakMap()));
  let out = memo.get(v);
  if (!out) memo.set(v, (out = analyse(v, lex)));
  return out;
}

/** Meaning words per lexicon and title views: a pair's titles are analysed once, not once per pair. */
const MEANING = new WeakMap<CompiledLexicon, WeakMap<TitleViews, MeaningWord[]>>();

function analyse(v: TitleViews, lex: CompiledLexicon): MeaningWord[] {
  const numberWords = new Set(
    v.markers.flatMap((m) => (m.type === 'part' || m.type === 'issue' ? m.text.split(' ') : [])),
  );
  const kept = v.words.filter(
    (w) =>
      !w.initial &&
      !/^\d+$/.test(w.text) &&
      !lex.stop.has(w.stem) &&
      !numberWords.has(w.text) &&
      !numberWords.has(w.abbreviation ?? ''),
  );
  const generic = kept.map((w) => lex.genre.has(w.stem) || lex.filler.has(w.stem));
  for (let i = 0; i + 1 < kept.length; i++) {
    if (lex.phrases.has(foldCompact(kept[i].text + kept[i + 1].text))) generic[i] = generic[i + 1] = true;
  }
  const label = kept.map((w) => w.bracketed);
  for (let i = 0; i < kept.length && generic[i] && !kept[i].bracketed; i++) label[i] = true;
  const segments = new Set(kept.map((w) => w.segment));
  for (const s of segments) {
    const idx = kept.flatMap((w, i) => (w.segment === s ? [i] : []));
    if (idx.every((i) => generic[i])) for (const i of idx) label[i] = true;
  }
  const allLabels = label.every(Boolean);
  return kept.map((w, i) => ({
    stem: w.stem,
    keys: [...new Set([looseLatin(w.stem), looseLatin(w.text)])],
    generic: generic[i],
    label: label[i] && !allLabels,
  }));
}

/** The stems of the meaning words (see {@link meaningWords}). */
export function meaningStems(v: TitleViews, lex: CompiledLexicon): string[] {
  return meaningWords(v, lex).map((w) => w.stem);
}

/**
 * Blocking keys of a title's core (its meaning words, labels and genre words aside, sorted): one of stems, one of
 * texts.
 */
export function titleCoreKeys(v: TitleViews, lex: CompiledLexicon): string[] {
  const core = meaningWords(v, lex).filter((w) => !w.label && !w.generic);
  if (core.length === 0) return [];
  const key = (k: number) => [...new Set(core.map((w) => w.keys[Math.min(k, w.keys.length - 1)]))].sort().join(' ');
  return [...new Set([key(0), key(1)])];
}

/** Each side has a number the other lacks. */
function crossDiffer<T>(a: T[], b: T[]): boolean {
  return a.some((x) => !b.includes(x)) && b.some((x) => !a.includes(x));
}

/** What the guards read of one title, read once per title (a title meets many others). */
interface GuardFacts {
  years: number[];
  parts: number[];
  numbers: number[];
  issues: number[];
  /** A part number written as one («Часть 2», «Part II» inside the title), not only trailing. */
  explicitPart: boolean;
  stems: string[];
  /** Whether some stem has an antonym in the lexicon (else findAntonym, which starts from this side, finds none). */
  antonymous: boolean;
}

const GUARD_FACTS = new WeakMap<CompiledLexicon, WeakMap<TitleViews, GuardFacts>>();

function guardFacts(v: TitleViews, lex: CompiledLexicon): GuardFacts {
  let memo = GUARD_FACTS.get(lex);
  if (!memo) GUARD_FACTS.set(lex, (memo = new WeakMap()));
  let out = memo.get(v);
  if (!out) {
    const stems = v.words.map((w) => w.stem);
    out = {
      years: markerYears(v.markers),
      parts: markerParts(v.markers),
      numbers: markerNumbers(v.markers),
      issues: markerIssues(v.markers),
      explicitPart: v.markers.some((m) => m.type === 'part' && m.part !== 'trailing' && m.part !== 'roman'),
      stems,
      antonymous: stems.some((x) => lex.antonyms.has(x)),
    };
    memo.set(v, out);
  }
  return out;
}

/** Guards between two titles: years differ, part / sequel numbers differ, issue or other numbers differ, antonyms. */
export function titleGuards(a: TitleViews, b: TitleViews, lex: CompiledLexicon): Reason[] {
  const reasons: Reason[] = [];
  const fa = guardFacts(a, lex);
  const fb = guardFacts(b, lex);
  const [ya, yb] = [fa.years, fb.years];
  if (ya.length > 0 && yb.length > 0 && !ya.some((y) => yb.includes(y))) {
    reasons.push({ code: 'years-differ', detail: `${ya.join(',')} vs ${yb.join(',')}` });
  }
  const [pa, pb, na, nb] = [fa.parts, fb.parts, fa.numbers, fb.numbers];
  // A part number the other title writes as a plain number («Дюна 2» / «Дюна 2 в кино») is the same number.
  const unexplained =
    pa.filter((x) => !pb.includes(x) && !nb.includes(x)).length +
    pb.filter((x) => !pa.includes(x) && !na.includes(x)).length;
  if (unexplained > 0) {
    const code = fa.explicitPart && fb.explicitPart ? 'part-number' : 'sequel-number';
    reasons.push({ code, detail: `${pa.join(',') || '—'} vs ${pb.join(',') || '—'}` });
  }
  const [ia, ib] = [fa.issues, fb.issues];
  if (ia.length > 0 && ib.length > 0 && crossDiffer(ia, ib))
    reasons.push({ code: 'issue-number', detail: `№${ia.join(',')} vs №${ib.join(',')}` });
  else if (crossDiffer([...na, ...ia], [...nb, ...ib]) && unexplained === 0) {
    reasons.push({ code: 'numbers-differ', detail: `${[...na, ...ia].join(',')} vs ${[...nb, ...ib].join(',')}` });
  } else if (a.versions.length > 0 && b.versions.length > 0 && crossDiffer(a.versions, b.versions)) {
    // Both write a number with a dot («3.0» / «2.0»): a version or a size, compared whole, not as its digits.
    reasons.push({ code: 'numbers-differ', detail: `${a.versions.join(',')} vs ${b.versions.join(',')}` });
  }
  const antonym = fa.antonymous ? findAntonym(fa.stems, fb.stems, lex) : null;
  if (antonym) reasons.push({ code: 'antonym', detail: antonym });
  return reasons;
}

const matches = (w: MeaningWord, others: readonly MeaningWord[]) =>
  others.some((o) => o.keys.some((k) => w.keys.includes(k)));

/**
 * Compare two titles: compact keys, sorted tokens, then the cores (labels aside) word by word, a
 * word matching by stem or by its folded text with transliteration variants collapsed. A subset is
 * only considered when the shorter core has a non-genre word to anchor it; extra genre and filler
 * words name no other event.
 */
export function compareTitles(a: TitleViews, b: TitleViews, lex: CompiledLexicon): TitleComparison {
  const guards = titleGuards(a, b, lex);
  if (a.compact !== '' && a.compact === b.compact) return { guards, relation: 'compact-key-equal', extra: [] };
  if (a.tokenSort !== '' && a.tokenSort === b.tokenSort) return { guards, relation: 'token-sort-equal', extra: [] };
  const wa = meaningWords(a, lex);
  const wb = meaningWords(b, lex);
  const ca = wa.filter((w) => !w.label);
  const cb = wb.filter((w) => !w.label);
  const aInB = ca.every((w) => matches(w, cb));
  const bInA = cb.every((w) => matches(w, ca));
  const [small, large] = aInB ? [ca, cb] : [cb, ca];
  const anchored = small.some((w) => !w.generic);
  if (small.length === 0 || !anchored || !(aInB || bInA)) return { guards, relation: 'different', extra: [] };
  if (aInB && bInA) {
    const labelsDiffer = wa.length !== ca.length || wb.length !== cb.length || ca.length !== cb.length;
    return { guards, relation: labelsDiffer ? 'filler-only-extra-words' : 'same-stems', extra: [] };
  }
  const extra = large.filter((w) => !matches(w, small));
  const meaningful = extra.filter((w) => !w.generic).map((w) => w.stem);
  return {
    guards,
    relation: meaningful.length === 0 ? 'filler-only-extra-words' : 'subset-meaningful-extra',
    extra: [...new Set(meaningful)],
  };
}
