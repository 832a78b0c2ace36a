import type { FieldKind } from '../../domain/field';
import { companiesProfile } from './companies';
import { eventsProfile } from './events';
import { genericProfile } from './generic';
import { productsProfile } from './products';
import { suppliersProfile } from './suppliers';
import type { InputColumn, Profile, ProfileName } from './types';
import { venuesProfile } from './venues';

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

/**
 * The profile `auto` picks from the kinds of the columns at least half filled: a GTIN means products; a title or name with
 * a start means events; a company column means companies; a venue with a place means venues; a
 * website alone (no person or company name) means suppliers; a titled item without a start date
 * (a product, a book) means products; anything else is generic.
 */
export function chooseProfile(columns: readonly InputColumn[]): ProfileName {
  // A mostly empty column says little about what the list is.
  const kinds = columns.filter((c) => filledShare(c.values) >= 0.5).map((c) => c.kind);
  const has = (k: FieldKind) => kinds.includes(k);
  if (has('gtin')) return 'products';
  if (has('start') && (has('title') || has('name')) && (has('venue') || has('city'))) return 'events';
  if (has('company')) return 'companies';
  if (has('venue') && (has('address') || has('lat'))) return 'venues';
  if ((has('domain') || has('url')) && !has('name') && !has('title')) return 'suppliers';
  if (has('title') && !has('name') && !has('start')) return 'products';
  return 'generic';
}

/** Reason codes of guards: a pair carrying one is never merged and becomes a cannot-link. */
export const GUARD_CODES: ReadonlySet<string> = new Set([
  'years-differ', 'part-number', 'sequel-number', 'issue-number', 'numbers-differ', 'antonym', 'different-valid-gtin', 'different-city',
  'different-country', 'far-apart',
]);
