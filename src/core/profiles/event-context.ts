import type { EventFacts } from './events';
import type { CompiledLexicon } from './lexicon';
import { compareTitles, meaningWords } from './title-rules';
import { withinOneEdit } from './words';

/** At most this many distinct titles of one venue and start are compared to find two shows at once. */
const MAX_TITLES_PER_SLOT = 30;

/** Whether two titles share no meaning word (by key or within one edit): two different shows, not two spellings. */
function unrelated(a: EventFacts, b: EventFacts, lex: CompiledLexicon): boolean {
  const wb = meaningWords(b.title, lex);
  return meaningWords(a.title, lex).every((x) => !wb.some((y) => x.keys.some((k) => y.keys.some((l) => k === l || (k.length > 3 && withinOneEdit(k, l))))));
}

/**
 * Venues with several stages or screens, where one start is not one show: a venue whose name says
 * so (a cinema, a multiplex: lexicon `multiStage`), or one where the list shows two shows starting
 * at once — titles with no word in common, or titles a guard tells apart (Дюна / Дюна 2).
 */
export function severalStageVenues(facts: readonly EventFacts[], lex: CompiledLexicon): Set<number> {
  const out = new Set<number>();
  const slots = new Map<string, number[]>();
  facts.forEach((f, i) => {
    if (f.venue < 0) return;
    if (f.place.stems.some((s) => lex.multiStage.has(s))) out.add(f.venue);
    if (Number.isNaN(f.start) || f.title.compact === '') return;
    const key = `${f.venue}|${f.start}`;
    const list = slots.get(key);
    if (!list) slots.set(key, [i]);
    else if (list.length < MAX_TITLES_PER_SLOT && !list.some((j) => facts[j].title.compact === f.title.compact)) list.push(i);
  });
  for (const list of slots.values()) {
    const venue = facts[list[0]].venue;
    if (out.has(venue) || list.length < 2) continue;
    search: for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const a = facts[list[x]];
        const b = facts[list[y]];
        if (compareTitles(a.title, b.title, lex).guards.length > 0 || unrelated(a, b, lex)) {
          out.add(venue);
          break search;
        }
      }
    }
  }
  return out;
}

/**
 * For records without a venue: whether the list shows their title (compact key) in their city at
 * their start at two or more venues — then a listing without a venue cannot tell which one it is.
 */
export function titleAtSeveralVenues(facts: readonly EventFacts[]): (i: number) => boolean {
  const key = (f: EventFacts) => `${f.title.compact}|${f.place.city}|${f.start}`;
  const venues = new Map<string, Set<number>>();
  for (const f of facts) {
    if (f.venue < 0 || Number.isNaN(f.start)) continue;
    const k = key(f);
    let set = venues.get(k);
    if (!set) venues.set(k, (set = new Set()));
    set.add(f.venue);
  }
  return (i) => facts[i].venue < 0 && (venues.get(key(facts[i]))?.size ?? 0) >= 2;
}

/**
 * Keys that bring a listing without a venue to the listings of its city and start sharing a word of
 * its title (`word|city|start`); a listing with a venue gets only the keys some venueless listing has,
 * so lists with venues everywhere get no pairs from this rule.
 */
export function venuelessKeys(facts: readonly EventFacts[], lex: CompiledLexicon): string[][] {
  const keysOf = (f: EventFacts) =>
    f.place.city === '' || Number.isNaN(f.start)
      ? []
      : [...new Set(meaningWords(f.title, lex).filter((w) => !w.label && !w.generic).flatMap((w) => w.keys.map((k) => `${k}|${f.place.city}|${f.start}`)))];
  const wanted = new Set<string>();
  for (const f of facts) if (f.venue < 0) for (const k of keysOf(f)) wanted.add(k);
  if (wanted.size === 0) return facts.map(() => []);
  return facts.map((f) => keysOf(f).filter((k) => wanted.has(k)));
}
