/**
 * Candidate pairs in columnar form, sorted by left then right record index. `rules` is a bit mask of
 * the blocking rules (by index into `ruleNames`) that produced each pair.
 */
export interface CandidatePairs {
  left: Uint32Array;
  right: Uint32Array;
  rules: Uint32Array;
  ruleNames: string[];
}

/** How records of several sources are paired: within one list, across lists only, or both. */
export type LinkMode = 'dedupe' | 'link' | 'link-and-dedupe';
