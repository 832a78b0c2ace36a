/**
 * A column whose values hold another column's value (a title that begins with its manufacturer, a
 * memo that names the counterparty) counts that value twice: once in its own comparison and again
 * in the longer one, where it also hides what the longer value adds («Adobe Photoshop CS3 (Win)» /
 * «photoshop cs3 win» differ only by the brand one shop wrote). The longer column is compared on
 * what is left after the contained value is taken out.
 */

/** One column is held in another when its words are within the other's on this share of the rows having both. */
const CONTAINED_SHARE = 0.8;
/** Rows with both values needed to say so. */
const MIN_ROWS = 20;
/** Rows read to say so. */
const SAMPLE = 2000;

/** Whether `inner`'s values (normalized words) are within `outer`'s on most rows having both. */
export function isContained(outer: readonly string[], inner: readonly string[]): boolean {
  const step = Math.max(1, Math.floor(outer.length / SAMPLE));
  let both = 0;
  let within = 0;
  for (let r = 0; r < outer.length; r += step) {
    if (outer[r] === '' || inner[r] === '') continue;
    both++;
    if (findWords(outer[r].split(' '), inner[r].split(' ')) >= 0) within++;
  }
  return both >= MIN_ROWS && within >= CONTAINED_SHARE * both;
}

/** Index of the first run of `needle` in `words`, or -1. */
function findWords(words: readonly string[], needle: readonly string[]): number {
  outer: for (let i = 0; i + needle.length <= words.length; i++) {
    for (let k = 0; k < needle.length; k++) if (words[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

/** A number, perhaps with a unit of a few letters («2014», «375ml», «1.5l»). */
const NUMBER_WORD = /^\d+(?:[.,]\d+)?\p{L}{0,3}$/u;

/** Whether every word of a value is a number: a year, a size, names nothing without the rest. */
const numbersOnly = (value: string) => value.split(' ').every((w) => NUMBER_WORD.test(w));

/**
 * `outer`'s values without the contained value — the row's own `inner` value, or where the row has
 * none, the longest value of `inner` found in it (a brand one shop wrote in the title only) — and
 * `inner` with such found values filled in, so two brands still disagree once they leave the titles.
 * A value that would be left empty or numbers only (a year, a size), or whose rest the list shows under two brands, is
 * kept whole.
 */
export function withoutContained(
  outer: readonly string[],
  inner: readonly string[],
): { outer: string[]; inner: string[] } {
  // Known inner values by their first word, longest first.
  const known = new Map<string, string[][]>();
  for (const v of new Set(inner))
    if (v !== '') {
      const words = v.split(' ');
      const list = known.get(words[0]) ?? known.set(words[0], []).get(words[0])!;
      list.push(words);
    }
  for (const list of known.values()) list.sort((a, b) => b.length - a.length);
  const filled = inner.slice();
  const rest = outer.map((value, r) => {
    if (value === '') return value;
    const words = value.split(' ');
    let at = -1;
    let needle: readonly string[] = [];
    if (inner[r] !== '') {
      needle = inner[r].split(' ');
      at = findWords(words, needle);
    } else {
      for (let i = 0; i < words.length && at < 0; i++)
        for (const candidate of known.get(words[i]) ?? [])
          if (findWords(words.slice(i, i + candidate.length), candidate) === 0) {
            [at, needle] = [i, candidate];
            filled[r] = candidate.join(' ');
            break;
          }
    }
    const left = at < 0 ? value : [...words.slice(0, at), ...words.slice(at + needle.length)].join(' ');
    return left === '' || numbersOnly(left) ? value : left;
  });
  // A rest the list shows under two brands («Photo Studio Deluxe 2009» by two publishers) does not
  // name one thing without its brand: those rows keep their whole value.
  const brands = new Map<string, Set<string>>();
  rest.forEach((v, r) => {
    if (v !== outer[r] && filled[r] !== '') (brands.get(v) ?? brands.set(v, new Set()).get(v)!).add(filled[r]);
  });
  for (let r = 0; r < rest.length; r++) if (rest[r] !== outer[r] && brands.get(rest[r])!.size > 1) rest[r] = outer[r];
  return { outer: rest, inner: filled };
}
