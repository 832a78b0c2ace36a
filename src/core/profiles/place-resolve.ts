import type { CompiledLexicon } from './lexicon';
import { comparePlaces, type PlaceFacts } from './venue-rules';

/**
 * Resolve places (venues written several ways) to ids before events are blocked, so that events of
 * one venue written «Ленком» and «Ленком Марка Захарова» meet. Distinct place spellings are
 * compared within blocks of one distinctive word (and city); pairs judged the same are joined, unless the join would
 * put two spellings told apart in one place (a chain's short name inside two of its venues' names).
 * Returns one id per input place, −1 for a place without a name.
 */
export function resolvePlaces(places: PlaceFacts[], lex: CompiledLexicon, maxDistance: number): Int32Array {
  const ids = new Int32Array(places.length).fill(-1);
  const spelling = new Map<string, number>();
  const unique: PlaceFacts[] = [];
  const uniqueOf = new Int32Array(places.length).fill(-1);
  places.forEach((p, i) => {
    if (p.compact === '') return;
    const key = `${p.compact}|${p.city}|${p.address}`;
    let u = spelling.get(key);
    if (u === undefined) {
      u = unique.length;
      spelling.set(key, u);
      unique.push(p);
    }
    uniqueOf[i] = u;
  });
  const parent = Int32Array.from({ length: unique.length }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  const blocks = new Map<string, number[]>();
  unique.forEach((p, u) => {
    const words = p.distinctive.length > 0 ? [...p.distinctive, ...p.distinctiveTexts] : [p.compact];
    // Acronyms meet the names they abbreviate (БЗК / Большой зал консерватории).
    if (p.initials.length >= 2) words.push(`acr:${p.initials}`);
    if (p.leadInitials.length >= 2) words.push(`acr:${p.leadInitials}`);
    if (p.stems.length === 1 && p.compact.length <= 6) words.push(`acr:${p.compact}`);
    for (const w of new Set(words)) {
      const key = `${w}|${p.city}`;
      const list = blocks.get(key);
      if (list) list.push(u);
      else blocks.set(key, [u]);
    }
  });
  // The spellings of each group: a short name («O2 Academy») is in two places' names («Leeds O2 Academy», «O2 Academy
  // Brixton»), and joining through it would make them one; a group is joined to another only if no two of their
  // spellings are told apart.
  const members = Array.from({ length: unique.length }, (_, u) => [u]);
  const apart = (x: number, y: number) =>
    comparePlaces(unique[x], unique[y], lex, maxDistance).relation === 'different';
  for (const list of blocks.values()) {
    if (list.length > 500) continue; // a word shared by hundreds of places tells nothing
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [ra, rb] = [find(list[i]), find(list[j])];
        if (ra === rb) continue;
        if (comparePlaces(unique[list[i]], unique[list[j]], lex, maxDistance).relation !== 'same') continue;
        if (members[ra].some((x) => members[rb].some((y) => apart(x, y)))) continue;
        parent[ra] = rb;
        members[rb].push(...members[ra]);
        members[ra] = [];
      }
    }
  }
  for (let i = 0; i < places.length; i++) if (uniqueOf[i] >= 0) ids[i] = find(uniqueOf[i]);
  return ids;
}
