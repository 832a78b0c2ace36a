import type { Reason } from '../../domain/decision';
import { colours } from './product-colours';
import { FACETS, resolveCapacity, sameFacet, type FacetName, type Facets } from './product-facets';

/** Words of a facet, not of a line: they never define one (size 42, 16GB RAM, 55 inch). */
// prettier-ignore
const FACET_WORDS = new Set([
  'size', 'eu', 'us', 'uk', 'inch', 'inches', 'ram', 'ssd', 'hdd', 'rom', 'gb', 'tb', 'emmc', 'storage',
]);

/** A lone capacity is, within a line, most often its storage (a phone «256GB», a card «16GB»). */
export function asStorage(f: Facets): Facets {
  return f.capacity === undefined || f.storage !== undefined ? f : { ...f, storage: f.capacity, capacity: undefined };
}

/**
 * The words of a name that say its line: not colour words, memory, size or screen figures, nor (pieces of) model
 * numbers.
 */
export function lineWords(words: readonly string[], facets: Facets, models: readonly string[]): string[] {
  const figures = new Set(
    [facets.ram, facets.storage, facets.capacity, facets.screen, facets.size]
      .filter((v) => v !== undefined)
      .map(String),
  );
  const colourWords = new Set(colours(words.join(' ')));
  // A model written with a hyphen (CAD-F18, SM-A546B) splits into pieces that are the model, not the line: its head
  // and its tail. A number inside a code is no piece of it («1» of IdeaPad 1 beside 16AMN7, «14» beside UX3140VA).
  const ofModel = (w: string) => models.some((m) => m === w || (w.length >= 2 && (m.startsWith(w) || m.endsWith(w))));
  return [...new Set(words)].filter(
    (w) =>
      w !== '' &&
      !FACET_WORDS.has(w) &&
      !colourWords.has(w) &&
      !ofModel(w) &&
      !figures.has(w) &&
      !/^\d+(?:gb|tb)$/.test(w),
  );
}

/**
 * The line check: the rows holding every line word two listings share (Xiaomi 14, iPhone 15 mini)
 * and no model of another product are what that line sells. A facet one listing leaves unsaid
 * while those rows state another value (a phone «256GB GREY» where the line sells 8/256 and
 * 12/256), or that both leave unsaid while the rows differ in it, leaves the pair open: the model
 * they share may name the line, not the product. Null when nothing is open.
 */
export function lineChecks(
  words: readonly string[][],
  named: readonly Facets[],
  models: readonly string[][],
  sourceOf?: ArrayLike<number>,
) {
  const facets = named.map(asStorage);
  const all = words.map((w) => new Set(w));
  const line = words.map((w, r) => lineWords(w, named[r], models[r]));
  const sets = line.map((w) => new Set(w));
  const rows = new Map<string, number[]>();
  line.forEach((ws, r) => {
    for (const w of ws) (rows.get(w) ?? rows.set(w, []).get(w)!).push(r);
  });
  // The rows holding every word of a shared set (the line), found once per set from its rarest word's rows.
  const lineRows = new Map<string, number[] | null>();
  const rowsOf = (shared: string[]): number[] | null => {
    const key = shared.join(' ');
    let out = lineRows.get(key);
    if (out !== undefined) return out;
    let rarest: number[] | undefined;
    for (const w of shared) if (!rarest || rows.get(w)!.length < rarest.length) rarest = rows.get(w)!;
    out = !rarest ? null : rarest.filter((r) => shared.every((w) => sets[r].has(w)));
    lineRows.set(key, out);
    return out;
  };
  // What a line sells: the facet values of its rows without a model number, read once per line, and those of its rows
  // holding one of the pair's models, read from that model's rows (a row with models of its own, none the pair's, is
  // another product of the line).
  const byModel = new Map<string, number[]>();
  models.forEach((ms, r) => {
    for (const m of new Set(ms)) (byModel.get(m) ?? byModel.set(m, []).get(m)!).push(r);
  });
  type Values = Map<FacetName, Array<string | number>>;
  const put = (values: Values, f: FacetName, v: string | number | undefined) => {
    if (v !== undefined && !values.get(f)!.includes(v)) values.get(f)!.push(v);
  };
  const add = (values: Values, r: number) => {
    for (const f of FACETS) put(values, f, facets[r][f]);
  };
  const bare = new Map<string, Values>();
  // The values of a line's rows holding one model, read once per line and model.
  const modelValues = new Map<string, Values>();
  const cache = new Map<string, Values>();
  const valuesOf = (shared: string[], own: ReadonlySet<string>): Values | null => {
    const members = rowsOf(shared);
    if (!members) return null;
    const lineKey = shared.join(' ');
    const key = `${lineKey}|${[...own].sort().join(' ')}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let base = bare.get(lineKey);
    if (!base) {
      base = new Map(FACETS.map((f) => [f, []]));
      for (const r of members) if (models[r].length === 0) add(base, r);
      bare.set(lineKey, base);
    }
    const values: Values = new Map(FACETS.map((f) => [f, [...base.get(f)!]]));
    for (const m of own) {
      const modelKey = `${lineKey}|${m}`;
      let of = modelValues.get(modelKey);
      if (!of) {
        of = new Map(FACETS.map((f) => [f, []]));
        for (const r of byModel.get(m) ?? []) if (shared.every((w) => sets[r].has(w))) add(of, r);
        modelValues.set(modelKey, of);
      }
      for (const f of FACETS) for (const v of of.get(f)!) put(values, f, v);
    }
    cache.set(key, values);
    return values;
  };
  const usage = new Map<string, Map<string, number>>();
  /** Per source and word, how many rows of the line (every shared word) write the word. */
  const usageOf = (shared: string[]): Map<string, number> => {
    const key = shared.join(' ');
    let counts = usage.get(key);
    if (counts) return counts;
    counts = new Map();
    for (const r of rowsOf(shared) ?? [])
      for (const w of line[r]) counts.set(`${sourceOf![r]} ${w}`, (counts.get(`${sourceOf![r]} ${w}`) ?? 0) + 1);
    usage.set(key, counts);
    return counts;
  };
  /**
   * A line word one listing has and the other leaves out, although the other's source writes it on
   * other rows of the line (Honor Magic6 Lite / a shop's Honor Magic6 where that shop writes «Lite»
   * on its Lite listings): the other is another product. A word its source never writes there
   * (a category word, a shop's boilerplate) says nothing.
   */
  const unsaid = (i: number, j: number, shared: string[]): Reason | null => {
    if (!sourceOf) return null;
    const counts = usageOf(shared);
    for (const [x, y] of [
      [i, j],
      [j, i],
    ]) {
      const w = line[x].find((t) => !all[y].has(t) && (counts.get(`${sourceOf[y]} ${t}`) ?? 0) >= 2);
      if (w !== undefined)
        return {
          code: 'word-unsaid',
          detail: `«${w}»: the other listing's source writes it on other ${shared.join(' ')} listings`,
        };
    }
    return null;
  };
  /** Whether listings i and j leave a facet open that their line varies in, or a word their sources would write. */
  return (i: number, j: number): Reason | null => {
    const shared = line[i].filter((w) => sets[j].has(w)).sort();
    const own = new Set([...models[i], ...models[j]]);
    const values = shared.length === 0 ? null : valuesOf(shared, own);
    if (!values) return null;
    const word = unsaid(i, j, shared);
    if (word) return word;
    const [a, b] = resolveCapacity(named[i], named[j]).map(asStorage);
    for (const f of FACETS) {
      const [u, v] = [a[f], b[f]];
      if (u !== undefined && v !== undefined) continue;
      const stated = u ?? v;
      const seen = values.get(f)!;
      const others = seen.filter((w) =>
        stated === undefined ? seen.some((x) => !sameFacet(f, x, w)) : !sameFacet(f, stated, w),
      );
      if (others.length > 0)
        return {
          code: 'variant-unstated',
          detail: `${f}: ${shared.join(' ')} also comes in ${others.slice(0, 4).join(', ')}`,
        };
    }
    return null;
  };
}
