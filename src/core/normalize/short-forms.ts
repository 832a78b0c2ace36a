/**
 * A name and its short form in one column: «VLDB» / «Very Large Data Bases» (the initials of its
 * words), «IEEE Trans. Knowl. Data Eng.» / «IEEE Transactions on Knowledge and Data Engineering»
 * (its words cut short, marked by dots). One source prints the short form, another the long one;
 * compared as written they disagree outright. A short form names the same thing as the long value
 * it abbreviates when the column holds exactly one long value it abbreviates and that long value no
 * other short form; then both compare as the short form. Nothing is read from other columns or from
 * a list of known abbreviations: the column's own values say which forms stand for one another.
 */
import { foldToAscii, splitWords } from './fold';

/** An acronym as printed: one word of three to eight capitals. */
const ACRONYM = /^\p{Lu}{3,8}$/u;

/** Words folded, a trailing parenthesis («(TODS)», an acronym defined beside its expansion) left out. */
function words(value: string): string[] {
  return splitWords(foldToAscii(value.replace(/\([^)]*\)\s*$/, '')).toLowerCase());
}

/** Whether each of `short` is a leading part of the word of `long` at the same place (at least one cut short). */
function cutShort(short: readonly string[], long: readonly string[]): boolean {
  if (short.length !== long.length) return false;
  let cut = false;
  for (let k = 0; k < short.length; k++) {
    if (!long[k].startsWith(short[k])) return false;
    if (short[k].length < long[k].length) cut = true;
  }
  return cut;
}

/**
 * For each value of a column that is the long form of another value of it, that short form (see the
 * module comment); values with no short form are absent. `stop`: function words a short form leaves out
 * («of», «on», «the»), folded.
 */
export function shortForms(values: readonly string[], stop: ReadonlySet<string>): Map<string, string> {
  const distinct = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  const content = (ws: string[]) => ws.filter((w) => !stop.has(w));
  // Long forms by the initials of their content words, and of all their words («Transactions on Database Systems»).
  const byInitials = new Map<string, string[]>();
  const index = (key: string, v: string) => {
    const list = byInitials.get(key);
    if (!list) byInitials.set(key, [v]);
    else if (list[list.length - 1] !== v) list.push(v);
  };
  const longWords = new Map<string, string[]>();
  for (const v of distinct) {
    if (v.includes('.')) continue;
    const all = words(v);
    const own = content(all);
    if (own.length < 2) continue;
    longWords.set(v, own);
    index(own.map((w) => w[0]).join(''), v);
    if (all.length !== own.length) index(all.map((w) => w[0]).join(''), v);
  }
  const shortOf = new Map<string, string[]>();
  for (const v of distinct) {
    let longs: string[];
    if (ACRONYM.test(v)) {
      // Folded as the long forms' words are: «МГУ» is «mgu» beside «Московский государственный университет».
      longs = byInitials.get(foldToAscii(v).toLowerCase()) ?? [];
    } else {
      if (!/\p{L}\.(?:\s|$)/u.test(v)) continue;
      const own = content(words(v));
      if (own.length < 2) continue;
      longs = (byInitials.get(own.map((w) => w[0]).join('')) ?? []).filter((l) => cutShort(own, longWords.get(l)!));
    }
    // One long form only: a short form that could stand for two names stands for neither.
    if (longs.length !== 1) continue;
    const list = shortOf.get(longs[0]);
    if (list) list.push(v);
    else shortOf.set(longs[0], [v]);
  }
  const out = new Map<string, string>();
  for (const [long, shorts] of shortOf) if (shorts.length === 1) out.set(long, shorts[0]);
  return out;
}
