import type { FieldKind } from '../../domain/field';
import { companiesProfile } from './companies';
import { eventsProfile } from './events';
import { genericProfile } from './generic';
import { productsProfile } from './products';
import { suppliersProfile } from './suppliers';
import type { Profile, ProfileName } from './types';
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

/**
 * The profile `auto` picks from the mapped field kinds: a GTIN means products; a title or name with
 * a start means events; a company column means companies; a venue with a place means venues; a
 * website alone (no person or company name) means suppliers; a titled item without a start date
 * (a product, a book) means products; anything else is generic.
 */
export function chooseProfile(kinds: readonly FieldKind[]): ProfileName {
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
  'years-differ', 'part-number', 'sequel-number', 'antonym', 'different-valid-gtin', 'different-city',
  'different-country', 'far-apart',
]);
