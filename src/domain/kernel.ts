/**
 * The similarity kernels by name; semantics follow RapidFuzz's scorers of the same name, but for `softTfIdf`
 * (Cohen, Ravikumar & Fienberg 2003: tokens weighted by their inverse document frequency in the columns compared).
 */

/** Names of the similarity kernels. */
export type KernelName =
  | 'ratio'
  | 'levenshtein'
  | 'osa'
  | 'jaroWinkler'
  | 'tokenSortRatio'
  | 'tokenSetRatio'
  | 'partialRatio'
  | 'qgramJaccard'
  | 'softTfIdf';

/** All kernels, in a stable order: the index is the kernel's numeric id at the WASM boundary (assembly/dispatch.ts). */
export const KERNELS: readonly KernelName[] = [
  'ratio',
  'levenshtein',
  'osa',
  'jaroWinkler',
  'tokenSortRatio',
  'tokenSetRatio',
  'partialRatio',
  'qgramJaccard',
  'softTfIdf',
];

/** The kernels with a distance form (a bounded edit count, assembly/metrics.ts DISTANCE_KERNELS). */
export type DistanceKernel = 'levenshtein' | 'osa';

/** The kernels with a distance form, in KERNELS order. */
export const DISTANCE_KERNELS: readonly DistanceKernel[] = ['levenshtein', 'osa'];

/**
 * The kernels whose similarity 1 is one equality a blocking rule can key on: equal strings, or for `softTfIdf` equal
 * sets of words (a token set ratio is 1 for a subset, q-grams for a repeat).
 */
export const IDENTITY_KERNELS: ReadonlySet<string> = new Set<KernelName>([
  'ratio',
  'levenshtein',
  'osa',
  'jaroWinkler',
  'softTfIdf',
]);
