/**
 * The titles pack, switched on by any title column whatever the profile: two titles whose years,
 * part / sequel / issue numbers or antonyms differ name two things (Office 2009 / Office 2010,
 * «Дюна» / «Дюна 2», Большой / Малый зал) — a guard that vetoes a merge, whatever the score.
 */
import type { Reason } from '../../domain/decision';
import { titleViews, type TitleViews } from '../normalize/title';
import { compileLexicon, DEFAULT_LEXICON, type Lexicon } from './lexicon';
import { titleGuards } from './title-rules';
import type { InputColumn } from './types';

/** The guards between records i and j over a list's title columns (empty when none fires). */
export type TitlePack = (i: number, j: number) => Reason[];

/** The pack for the title columns among `columns`, or null when there is none. */
export function titlePack(columns: readonly InputColumn[], lexicon: Lexicon = DEFAULT_LEXICON): TitlePack | null {
  const titles = columns.filter((c) => c.kind === 'title');
  if (titles.length === 0) return null;
  const lex = compileLexicon(lexicon);
  // Views are made for the records a decision reaches, once each.
  const cache = titles.map(() => new Map<number, TitleViews>());
  const views = (t: number, r: number): TitleViews => {
    let v = cache[t].get(r);
    if (!v) cache[t].set(r, (v = titleViews(titles[t].values[r] ?? '')));
    return v;
  };
  return (i, j) => {
    for (let t = 0; t < titles.length; t++) {
      if ((titles[t].values[i] ?? '') === '' || (titles[t].values[j] ?? '') === '') continue;
      const guards = titleGuards(views(t, i), views(t, j), lex);
      if (guards.length > 0) return guards.map((g) => ({ ...g, detail: `${titles[t].name}: ${g.detail ?? ''}` }));
    }
    return [];
  };
}
