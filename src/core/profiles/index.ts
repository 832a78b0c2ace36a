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
export { chooseProfile, explainProfile, namingColumn, type ProfileChoice } from './profile-choice';

/** Every profile by name. */
export const PROFILES: Readonly<Record<ProfileName, Profile>> = {
  events: eventsProfile,
  venues: venuesProfile,
  suppliers: suppliersProfile,
  companies: companiesProfile,
  products: productsProfile,
  generic: genericProfile,
};

/** Reason codes of guards: a pair carrying one is never merged and becomes a cannot-link (from the reason registry). */
export { GUARD_CODES } from '../../domain/reasons';
