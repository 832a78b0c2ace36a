/**
 * Perturbed variants of imported tables for the generalization harness (`scripts/quality.ts
 * --perturb`, issue 10 §6). Every function is pure and seeded: it never mutates its input (column
 * arrays are shared, not copied) and the same input and seed give the same output. In a link set
 * every source table gets the same perturbation: one column order, one rename, the same added and
 * dropped columns.
 */
import type { ImportIssue, SourceTable } from '../src/domain/dataset';
import { seededRandom } from '../src/core/random';

/**
 * The four perturbations: (a) neutral shuffled headers, (b) synonyms, (c) two irrelevant columns, (d) one column
 * removed.
 */
export type Variant = 'neutral' | 'synonyms' | 'irrelevant' | 'dropped';

/** Every variant, in the order the harness runs them. */
export const VARIANTS: readonly Variant[] = ['neutral', 'synonyms', 'irrelevant', 'dropped'];

/** Perturbed tables and how their columns relate to the original ones. */
export interface Perturbed {
  tables: SourceTable[];
  /** Original column name → its name in the perturbed tables; a removed column is absent. */
  rename: ReadonlyMap<string, string>;
  /** Columns added (perturbed names). */
  added: string[];
  /** Original columns removed. */
  removed: string[];
  /** One short line saying what changed. */
  summary: string;
}

/** What the harness passes to every variant. */
export interface PerturbOptions {
  seed: number;
  /** Key, truth and excluded columns (original names): never removed, always renamed consistently. */
  protect: readonly string[];
}

/** The project's seeded PRNG (mulberry32), re-exported for the harness. */
export { seededRandom };

/** The union of the tables' column names, first-seen order (as `combineTables` builds it). */
export function unionColumns(tables: readonly SourceTable[]): string[] {
  const out: string[] = [];
  for (const t of tables) for (const c of t.source.columns) if (!out.includes(c)) out.push(c);
  return out;
}

/**
 * Synonyms by normalized header (lower case, runs of non-alphanumerics → `_`). The pairs swap
 * (title ↔ name, surname ↔ last_name …) so a table holding both sides stays unambiguous.
 */
export const SYNONYMS: Readonly<Record<string, string>> = {
  name: 'title',
  title: 'name',
  product: 'name',
  product_name: 'title',
  surname: 'last_name',
  last_name: 'surname',
  family_name: 'surname',
  given_name: 'first_name',
  first_name: 'given_name',
  forename: 'first_name',
  address: 'street',
  addr: 'street',
  street: 'address',
  address_1: 'street_address',
  address_2: 'address_line_2',
  street_number: 'house_number',
  house_number: 'street_number',
  suburb: 'locality',
  city: 'town',
  town: 'city',
  postcode: 'zip',
  zip: 'postcode',
  zip_code: 'postcode',
  state: 'region',
  date_of_birth: 'dob',
  dob: 'date_of_birth',
  birth_date: 'dob',
  soc_sec_id: 'ssn',
  phone: 'tel',
  tel: 'phone',
  telephone: 'phone',
  fax: 'fax_number',
  email: 'e_mail',
  email_address: 'email',
  website: 'url',
  url: 'website',
  description: 'details',
  price: 'cost',
  manufacturer: 'brand',
  brand: 'manufacturer',
  type: 'category',
  category: 'type',
  class: 'group',
  cluster: 'group_id',
  source: 'origin',
  site_name: 'facility_name',
  agency: 'organisation',
  neighborhood: 'area',
  director: 'manager',
  lat: 'latitude',
  lng: 'longitude',
  coauthor: 'co_inventors',
  id: 'record_id',
  unique_id: 'id',
  rec_id: 'record_id',
  person_id: 'pid',
  true_id: 'entity_id',
};

const normalize = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_|_$/g, '');

/**
 * `target` (snake case) written in the style of `original` («Site name» → «Facility name», «True Id» → «Entity Id»,
 * «Id» → «Record_id»).
 */
function styled(original: string, target: string): string {
  const words = target.split('_');
  const origWords = original.trim().split(/[\s_]+/);
  const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const isCap = (w: string) => /^\p{Lu}/u.test(w);
  const out =
    origWords.length > 1 && origWords.every(isCap)
      ? words.map(capital)
      : isCap(original.trim())
        ? [capital(words[0]), ...words.slice(1)]
        : words;
  return out.join(/\s/.test(original.trim()) ? ' ' : '_');
}

/** The synonym of one header, styled like it, or undefined when the table has none. */
export function synonymFor(header: string): string | undefined {
  const target = SYNONYMS[normalize(header)];
  return target === undefined ? undefined : styled(header, target);
}

/** A free name: `name`, else `name_2`, `name_3` … not in `taken`. */
function freeName(name: string, taken: ReadonlySet<string>): string {
  let out = name;
  for (let i = 2; taken.has(out); i++) out = `${name}_${i}`;
  return out;
}

/** Rebuild every table with its columns in `order` (original names), renamed, plus `extra` columns per table. */
function rebuild(
  tables: readonly SourceTable[],
  order: readonly string[],
  rename: ReadonlyMap<string, string>,
  extra: (t: number) => { name: string; values: string[] }[] = () => [],
): SourceTable[] {
  return tables.map((t, ti) => {
    const kept = order.filter((c) => t.source.columns.includes(c));
    const added = extra(ti);
    const columns = [...kept.map((c) => rename.get(c)!), ...added.map((e) => e.name)];
    const cells = [...kept.map((c) => t.cells[t.source.columns.indexOf(c)]), ...added.map((e) => e.values)];
    const issues: ImportIssue[] = t.issues
      .filter((i) => i.column === undefined || !t.source.columns.includes(i.column) || rename.has(i.column))
      .map((i) => (i.column !== undefined && rename.has(i.column) ? { ...i, column: rename.get(i.column)! } : i));
    return { ...t, source: { ...t.source, columns }, cells, issues };
  });
}

const identity = (cols: readonly string[]) => new Map(cols.map((c) => [c, c]));

/** (a) Headers `c1`, `c2` … in a seeded shuffled column order (the same order and names in every table). */
export function neutralHeaders(tables: readonly SourceTable[], seed: number): Perturbed {
  const order = unionColumns(tables);
  const random = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const rename = new Map(order.map((c, i) => [c, `c${i + 1}`]));
  return {
    tables: rebuild(tables, order, rename),
    rename,
    added: [],
    removed: [],
    summary: `${order.length} columns → c1…c${order.length}, shuffled`,
  };
}

/**
 * (b) Headers renamed through `SYNONYMS`; a rename that would collide with another header keeps a free suffixed name.
 */
export function synonymHeaders(tables: readonly SourceTable[]): Perturbed {
  const cols = unionColumns(tables);
  const rename = new Map<string, string>();
  const taken = new Set(cols.filter((c) => synonymFor(c) === undefined));
  for (const c of cols) if (taken.has(c)) rename.set(c, c);
  for (const c of cols) {
    if (rename.has(c)) continue;
    const name = freeName(synonymFor(c)!, taken);
    taken.add(name);
    rename.set(c, name);
  }
  const changed = cols.filter((c) => rename.get(c) !== c).map((c) => `${c}→${rename.get(c)}`);
  const summary =
    changed.length <= 4 ? changed.join(', ') : `${changed.slice(0, 4).join(', ')} … (${changed.length} renamed)`;
  return { tables: rebuild(tables, cols, rename), rename, added: [], removed: [], summary };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * (c) Two irrelevant columns at the end of every table: `ref_code`, 8 seeded random alphanumerics per row, and `batch`,
 * one constant.
 */
export function addIrrelevantColumns(tables: readonly SourceTable[], seed: number): Perturbed {
  const cols = unionColumns(tables);
  const taken = new Set(cols);
  const code = freeName('ref_code', taken);
  const batch = freeName('batch', new Set([...taken, code]));
  const extra = (ti: number) => {
    const random = seededRandom((seed ^ Math.imul(ti + 1, 0x9e3779b1)) >>> 0);
    const codes = Array.from({ length: tables[ti].rowCount }, () =>
      Array.from({ length: 8 }, () => ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)]).join(''),
    );
    return [
      { name: code, values: codes },
      { name: batch, values: new Array<string>(tables[ti].rowCount).fill('B01') },
    ];
  };
  return {
    tables: rebuild(tables, cols, identity(cols), extra),
    rename: identity(cols),
    added: [code, batch],
    removed: [],
    summary: `+ ${code} (random), ${batch} (constant)`,
  };
}

/** A header that names the record: person, firm, product or item. */
const NAME_LIKE = /name|title|product/i;

/** Share of non-blank cells and of distinct non-blank values of every column, over all records. */
function columnStats(
  tables: readonly SourceTable[],
  cols: readonly string[],
): Map<string, { fill: number; distinct: number }> {
  const n = tables.reduce((s, t) => s + t.rowCount, 0) || 1;
  return new Map(
    cols.map((c) => {
      let fill = 0;
      const seen = new Set<string>();
      for (const t of tables) {
        const i = t.source.columns.indexOf(c);
        if (i >= 0) for (const v of t.cells[i]) if (v.trim() !== '') (fill++, seen.add(v.trim()));
      }
      return [c, { fill: fill / n, distinct: seen.size / n }];
    }),
  );
}

/**
 * The column (d) removes. Rule: among the columns that are not protected (key, truth, excluded),
 * the highest fill rate (non-blank share over all records) wins; ties go to the most distinct values
 * (the more informative), then to the first in column order. The record's principal name — of the
 * name-like headers (`name`, `title`, `product`), the one with the most distinct values — is never
 * removed, so a list keeps what names its records. Undefined when nothing is left to remove.
 */
export function columnToDrop(tables: readonly SourceTable[], protect: readonly string[]): string | undefined {
  const cols = unionColumns(tables).filter((c) => !protect.includes(c));
  const stats = columnStats(tables, cols);
  const names = cols.filter((c) => NAME_LIKE.test(c)).sort((a, b) => stats.get(b)!.distinct - stats.get(a)!.distinct);
  const candidates = cols.filter((c) => c !== names[0]);
  candidates.sort(
    (a, b) =>
      stats.get(b)!.fill - stats.get(a)!.fill ||
      stats.get(b)!.distinct - stats.get(a)!.distinct ||
      cols.indexOf(a) - cols.indexOf(b),
  );
  return candidates[0];
}

/** (d) One informative non-key column removed from every table (the one `columnToDrop` names). */
export function dropInformativeColumn(tables: readonly SourceTable[], protect: readonly string[]): Perturbed {
  const cols = unionColumns(tables);
  const drop = columnToDrop(tables, protect);
  const kept = cols.filter((c) => c !== drop);
  return {
    tables: rebuild(tables, kept, identity(kept)),
    rename: identity(kept),
    added: [],
    removed: drop === undefined ? [] : [drop],
    summary: drop === undefined ? 'nothing to remove' : `− ${drop}`,
  };
}

/** One variant of the tables. */
export function perturbTables(tables: readonly SourceTable[], variant: Variant, options: PerturbOptions): Perturbed {
  switch (variant) {
    case 'neutral':
      return neutralHeaders(tables, options.seed);
    case 'synonyms':
      return synonymHeaders(tables);
    case 'irrelevant':
      return addIrrelevantColumns(tables, options.seed);
    case 'dropped':
      return dropInformativeColumn(tables, options.protect);
  }
}

/** A set name as a seed (FNV-1a), so every set gets its own shuffle and codes. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
