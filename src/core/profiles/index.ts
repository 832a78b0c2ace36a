import type { FieldKind } from '../../domain/field';
import { companiesProfile } from './companies';
import { eventsProfile } from './events';
import { genericProfile } from './generic';
import { productsProfile } from './products';
import { suppliersProfile } from './suppliers';
import type { InputColumn, Profile, ProfileName } from './types';
import { venuesProfile } from './venues';
import { hasModelToken } from '../fields/stats';

export * from './types';
export { DEFAULT_LEXICON, compileLexicon, type Lexicon } from './lexicon';
export { modelNumbers, compareModels } from './models';

/** Every profile by name. */
export const PROFILES: Readonly<Record<ProfileName, Profile>> = {
  events: eventsProfile,
  venues: venuesProfile,
  suppliers: suppliersProfile,
  companies: companiesProfile,
  products: productsProfile,
  generic: genericProfile,
};

/** Share of non-empty values in a column. */
function filledShare(values: readonly string[]): number {
  let filled = 0;
  for (const v of values) if (v.trim() !== '') filled++;
  return values.length === 0 ? 0 : filled / values.length;
}

/** Kinds that name the entity a record is about. */
const NAMING_KINDS: readonly FieldKind[] = ['title', 'company', 'venue', 'name'];

/** Share of a sample of values that hold a model number (letters and digits, e.g. «DSC-W80»). */
function modelShare(values: readonly string[]): number {
  let filled = 0;
  let models = 0;
  const step = Math.max(1, Math.floor(values.length / 1000));
  for (let i = 0; i < values.length; i += step) {
    const v = values[i];
    if (v.trim() === '') continue;
    filled++;
    if (hasModelToken(v)) models++;
  }
  return filled === 0 ? 0 : models / filled;
}

/** Share of distinct values among the non-empty ones. */
function distinctShare(values: readonly string[]): number {
  const seen = new Set<string>();
  let filled = 0;
  for (const v of values) {
    const k = v.trim().toLowerCase();
    if (k === '') continue;
    filled++;
    seen.add(k);
  }
  return filled === 0 ? 0 : seen.size / filled;
}

/**
 * The column that names the entity: of the naming kinds (title, organisation, venue, person name),
 * the most distinctive one — a brand or a manufacturer repeats over many products, the product's
 * title does not. Null when no column names the records.
 */
export function namingColumn(columns: readonly InputColumn[]): InputColumn | null {
  let best: InputColumn | null = null;
  let bestShare = -1;
  for (const c of columns) {
    if (!NAMING_KINDS.includes(c.kind)) continue;
    const share = distinctShare(c.values);
    if (share > bestShare + 1e-9) [best, bestShare] = [c, share];
  }
  return best;
}

/** Titles carrying a model number this often make a product list. */
const PRODUCT_MODEL_SHARE = 0.3;

/**
 * The profile `auto` picks from the columns at least half filled, led by the column that names the
 * entity: a valid GTIN means products; a title or name with a start and a place means events; an
 * organisation's name means companies; a venue's name with a place means venues; a title whose
 * values carry model numbers means products; a website with nothing naming the records means
 * suppliers; anything else (people, papers, transactions) is generic.
 */
export function chooseProfile(columns: readonly InputColumn[]): ProfileName {
  // A mostly empty column says little about what the list is.
  const used = columns.filter((c) => filledShare(c.values) >= 0.5);
  const has = (k: FieldKind) => used.some((c) => c.kind === k);
  const naming = namingColumn(used);
  if (has('gtin')) return 'products';
  if (has('start') && (has('title') || has('name')) && (has('venue') || has('city'))) return 'events';
  if (!naming) return has('domain') || has('url') ? 'suppliers' : 'generic';
  switch (naming.kind) {
    case 'company':
      return 'companies';
    case 'venue':
      return has('address') || has('lat') ? 'venues' : 'generic';
    case 'title':
      return modelShare(naming.values) >= PRODUCT_MODEL_SHARE ? 'products' : 'generic';
    default:
      return 'generic';
  }
}

/** Reason codes of guards: a pair carrying one is never merged and becomes a cannot-link (from the reason registry). */
export { GUARD_CODES } from '../../domain/reasons';
