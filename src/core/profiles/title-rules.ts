import type { Reason } from '../../domain/decision';
import { markerParts, markerYears } from '../normalize/markers';
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
  /** Guard reasons (years, parts, sequel numbers, antonyms); any one vetoes a merge. */
  guards: Reason[];
  relation: TitleRelation;
  /** Extra meaningful words of the longer title, when it is a subset relation. */
  extra: string[];
}

/** The stems that carry meaning: no initials, no numbers (the guards own them), no stop words. */
export function meaningStems(v: TitleViews, lex: CompiledLexicon): string[] {
  const out: string[] = [];
  for (const w of v.words) {
    if (w.initial || /^\d+$/.test(w.text) || lex.stop.has(w.stem)) continue;
    out.push(w.stem);
  }
  return out;
}

function sameNumbers(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Guards between two titles: years differ, part / sequel numbers differ, antonyms. */
export function titleGuards(a: TitleViews, b: TitleViews, lex: CompiledLexicon): Reason[] {
  const reasons: Reason[] = [];
  const ya = markerYears(a.markers);
  const yb = markerYears(b.markers);
  if (ya.length > 0 && yb.length > 0 && !ya.some((y) => yb.includes(y))) {
    reasons.push({ code: 'years-differ', detail: `${ya.join(',')} vs ${yb.join(',')}` });
  }
  const pa = markerParts(a.markers);
  const pb = markerParts(b.markers);
  if (!sameNumbers(pa, pb)) {
    const explicit = (v: TitleViews) => v.markers.some((m) => m.type === 'part' && m.part !== 'trailing' && m.part !== 'roman');
    const code = explicit(a) && explicit(b) ? 'part-number' : 'sequel-number';
    reasons.push({ code, detail: `${pa.join(',') || '—'} vs ${pb.join(',') || '—'}` });
  }
  const antonym = findAntonym(
    a.words.map((w) => w.stem),
    b.words.map((w) => w.stem),
    lex,
  );
  if (antonym) reasons.push({ code: 'antonym', detail: antonym });
  return reasons;
}

/**
 * Compare two titles: compact keys, sorted tokens, then a subset test on meaningful stems. A
 * subset is only considered when the shorter title has a non-genre word to anchor it.
 */
export function compareTitles(a: TitleViews, b: TitleViews, lex: CompiledLexicon): TitleComparison {
  const guards = titleGuards(a, b, lex);
  if (a.compact !== '' && a.compact === b.compact) return { guards, relation: 'compact-key-equal', extra: [] };
  if (a.tokenSort !== '' && a.tokenSort === b.tokenSort) return { guards, relation: 'token-sort-equal', extra: [] };
  const sa = new Set(meaningStems(a, lex));
  const sb = new Set(meaningStems(b, lex));
  const [small, large] = sa.size <= sb.size ? [sa, sb] : [sb, sa];
  const anchored = [...small].some((s) => !lex.genre.has(s) && !lex.filler.has(s));
  if (small.size === 0 || !anchored || ![...small].every((s) => large.has(s))) {
    return { guards, relation: 'different', extra: [] };
  }
  const extra = [...large].filter((s) => !small.has(s));
  if (extra.length === 0) return { guards, relation: sa.size === sb.size ? 'same-stems' : 'different', extra };
  const meaningful = extra.filter((s) => !lex.filler.has(s));
  return { guards, relation: meaningful.length === 0 ? 'filler-only-extra-words' : 'subset-meaningful-extra', extra: meaningful };
}
