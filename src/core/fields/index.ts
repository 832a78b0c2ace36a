/** Field kinds: detection from headers and values; the caller applies overrides. */
export { detectFieldKind, detectFieldKinds, detectFieldKindsFromRows, type FieldKindDetection } from './detect';
export { kindFromHeader, headerWords, type KindGuess } from './headers';
export { kindFromValues, valueShare } from './values';
