/** Field kinds: detection from values with the header as a hint; the caller applies overrides. */
export { detectFieldKind, detectFieldKinds, detectFieldKindsFromRows, type FieldKindDetection } from './detect';
export { kindFromHeader, headerWords, type KindGuess } from './headers';
export { kindFromValues, valueEvidence, MAX_CATEGORY_VALUES, type ValueEvidence } from './values';
export { valueShare } from './value-fit';
export { columnStats, isPostcode, type ColumnStats } from './stats';
export { nameHits, listParts, GIVEN_NAMES, SURNAMES } from './names';
