import type { Reason } from '../../domain/decision';
import { FACETS, resolveCapacity, sameFacet, type FacetName, type Facets } from './product-facets';
import { modelFamily } from './product-scores';
import { asStorage, lineWords } from './product-lines';

/** What the list says about a model link between two listings. */
export interface FamilyCheck {
  /** The link names one product: the model alone, or the model with every facet its listings vary in. */
  identified: boolean;
  /**
   * Why not (`variant-unstated`, `model-repeated`), or the facets that pin the product in a family (`variant-same`).
   */
  reason?: Reason;
}

interface Family {
  rows: number[];
  /** Distinct stated values per facet among the rows. */
  values: Map<FacetName, Array<string | number>>;
  /** The facets whose values hold two that are not one variant (read once per family, not per pair). */
  varying: ReadonlySet<FacetName>;
  /** No source holds two of the rows and the rows carry at most one valid GTIN. */
  product: boolean;
  /** Line words written on rows of two sources or more (two rows without sources), made when first asked. */
  confirmed?: Set<string>;
}

/** Whether some source holds two of `rows`, or the rows carry two different valid GTINs. */
function ambiguous(rows: readonly number[], gtins: readonly string[], sourceOf: ArrayLike<number> | undefined): string {
  const seen = new Set<number>();
  let gtin = '';
  for (const r of rows) {
    if (sourceOf) {
      if (seen.has(sourceOf[r])) return 'a source lists it twice';
      seen.add(sourceOf[r]);
    }
    if (gtins[r] && gtin && gtins[r] !== gtin) return `GTINs ${gtin} and ${gtins[r]}`;
    gtin ||= gtins[r];
  }
  return '';
}

/** Whether values hold two that are not one variant. */
function varies(facet: FacetName, values: ReadonlyArray<string | number>): boolean {
  return values.some((v, k) => values.slice(k + 1).some((w) => !sameFacet(facet, v, w)));
}

/** The line words of `rows` written on rows of two sources or more (of two rows or more without sources). */
function confirmedWords(
  rows: readonly number[],
  line: (r: number) => readonly string[],
  sourceOf: ArrayLike<number> | undefined,
): Set<string> {
  const seen = new Map<string, Set<number>>();
  for (const r of rows)
    for (const w of line(r)) (seen.get(w) ?? seen.set(w, new Set()).get(w)!).add(sourceOf ? sourceOf[r] : r);
  return new Set([...seen].flatMap(([w, by]) => (by.size >= 2 ? [w] : [])));
}

/**
 * Checks of model links against the list, and `lineShare`: the share of the models several rows
 * share that span variants (several values of a facet, two GTINs, twice in one source). The rows holding a model are
 * its family. A model that
 * no source lists twice and that carries at most one valid GTIN names one product. Otherwise it
 * names a line (a phone in three memories and four colours): the listings are one product only
 * when both state every facet the family's rows vary in, alike, and no source lists that variant
 * twice nor do its rows carry two GTINs. Either way, a facet one listing leaves unsaid while the
 * family holds another value (a phone «256GB» where the line also sells 8/256 and 12/256) leaves
 * the pair open. Without sources only GTINs can show a model to be a family.
 */
export function familyChecks(
  models: readonly string[][],
  named: readonly Facets[],
  gtins: readonly string[],
  sourceOf: ArrayLike<number> | undefined,
  words?: readonly (readonly string[])[],
) {
  const facets = named.map(asStorage);
  const lineOf = new Map<number, string[]>();
  const line = (r: number) =>
    lineOf.get(r) ?? lineOf.set(r, words ? lineWords(words[r], named[r], models[r]) : []).get(r)!;
  const exact = new Map<string, number[]>();
  const byFamily = new Map<string, number[]>();
  models.forEach((ms, r) => {
    for (const m of new Set(ms)) (exact.get(m) ?? exact.set(m, []).get(m)!).push(r);
    for (const f of new Set(ms.map(modelFamily))) (byFamily.get(f) ?? byFamily.set(f, []).get(f)!).push(r);
  });
  const families = new Map<string, Family>();
  const variants = new Map<string, string>();
  const familyOf = (x: string, y: string, same: boolean): Family => {
    const key = same ? x : [modelFamily(x), modelFamily(y)].sort().join('|');
    let fam = families.get(key);
    if (fam) return fam;
    const rows = same
      ? (exact.get(x) ?? [])
      : [...new Set([...(byFamily.get(modelFamily(x)) ?? []), ...(byFamily.get(modelFamily(y)) ?? [])])];
    const values = new Map<FacetName, Array<string | number>>();
    for (const f of FACETS)
      values.set(f, [...new Set(rows.map((r) => facets[r][f]).filter((v): v is string | number => v !== undefined))]);
    const varying = new Set(FACETS.filter((f) => varies(f, values.get(f)!)));
    fam = { rows, values, varying, product: ambiguous(rows, gtins, sourceOf) === '' };
    families.set(key, fam);
    return fam;
  };
  // One code beside two line words the family's rows confirm and never write together («JBL Tune 770TWS» /
  // «JBL Wave 770TWS», each from two shops): the code is shared by two lines, and the pair's words name both.
  const lineSplit = (fam: Family, i: number, j: number): string | null => {
    if (!words) return null;
    fam.confirmed ??= confirmedWords(fam.rows, line, sourceOf);
    const confirmed = fam.confirmed;
    const onlyI = line(i).filter((w) => confirmed.has(w) && !line(j).includes(w));
    const onlyJ = line(j).filter((w) => confirmed.has(w) && !line(i).includes(w));
    for (const x of onlyI)
      for (const y of onlyJ)
        if (!fam.rows.some((r) => line(r).includes(x) && line(r).includes(y))) return `${x} vs ${y}`;
    return null;
  };
  const check = (fam: Family, famKey: string, a: Facets, b: Facets, i: number, j: number): FamilyCheck => {
    const split = lineSplit(fam, i, j);
    if (split) return { identified: false, reason: { code: 'line-words-differ', detail: split } };
    const pinned: string[] = [];
    for (const f of FACETS) {
      const [u, v] = [a[f], b[f]];
      const values = fam.values.get(f)!;
      if (u !== undefined && v !== undefined) {
        if (fam.varying.has(f)) pinned.push(`${f} ${u}`);
        continue;
      }
      const stated = u ?? v;
      const open = stated === undefined ? fam.varying.has(f) : values.some((w) => !sameFacet(f, stated, w));
      if (open)
        return {
          identified: false,
          reason: {
            code: 'variant-unstated',
            detail: `${f}: the line also has ${values.filter((w) => stated === undefined || !sameFacet(f, stated, w)).join(', ')}`,
          },
        };
    }
    if (fam.product) return { identified: true };
    if (pinned.length === 0)
      return { identified: false, reason: { code: 'model-repeated', detail: ambiguous(fam.rows, gtins, sourceOf) } };
    // The rows of this variant: every pinned facet stated and alike.
    const variantKey = `${famKey} ${pinned.join(' ')}`;
    let why = variants.get(variantKey);
    if (why === undefined) {
      const rows = fam.rows.filter((r) =>
        FACETS.every(
          (f) => !fam.varying.has(f) || (facets[r][f] !== undefined && sameFacet(f, facets[r][f]!, (a[f] ?? b[f])!)),
        ),
      );
      why = ambiguous(rows, gtins, sourceOf);
      variants.set(variantKey, why);
    }
    if (why !== '')
      return { identified: false, reason: { code: 'model-repeated', detail: `${pinned.join(', ')}: ${why}` } };
    return { identified: true, reason: { code: 'variant-same', detail: pinned.join(', ') } };
  };
  /** Check listings i and j linked by `links` (shared models when `same`, else base / variant or extended). */
  const checkLink = (
    i: number,
    j: number,
    links: ReadonlyArray<readonly [string, string]>,
    same: boolean,
  ): FamilyCheck => {
    const [a, b] = resolveCapacity(named[i], named[j]).map(asStorage);
    let first: FamilyCheck | undefined;
    for (const [x, y] of links) {
      const fam = familyOf(x, y, same);
      const result = check(fam, same ? x : `${x}|${y}`, a, b, i, j);
      if (result.identified) return result;
      first ??= result;
    }
    return first ?? { identified: true };
  };
  // How often a model several rows share spans variants: the list's own measure of what its models name.
  let shared = 0;
  let spanning = 0;
  for (const [m, rows] of exact) {
    if (rows.length < 2) continue;
    shared++;
    const fam = familyOf(m, m, true);
    if (!fam.product || fam.varying.size > 0) spanning++;
  }
  return { check: checkLink, lineShare: shared === 0 ? 0 : spanning / shared };
}
