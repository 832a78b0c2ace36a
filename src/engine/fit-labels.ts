/**
 * What the fit learns besides human decisions (engine/match-decide.ts): two rows of a source that lists a thing once are
 * two things, and so are pairs the profile's value rules call two things where the fit took them for matches (D164).
 */

/**
 * The fit's labels (`labels`, or none) with every unanswered pair the value rules call two things (`twoThings`) set to
 * different (0) where the fit (`fs`) took it for a match (probability ≥ ½), or anywhere when the fit is implausible;
 * undefined when there is none. Easy non-matches are left as they are: labelled, they would only raise a session's
 * share of matches among the rest.
 */
export function rulesTeach(
  pairs: { left: Uint32Array; right: Uint32Array },
  twoThings: ((left: number, right: number) => boolean) | undefined,
  fs: { plausible: boolean; pairWeights: ArrayLike<number> },
  labels: Int8Array | undefined,
): Int8Array | undefined {
  if (!twoThings) return undefined;
  const out = labels ? labels.slice() : new Int8Array(pairs.left.length).fill(-1);
  let known = 0;
  for (let p = 0; p < out.length; p++)
    if (out[p] === -1 && (!fs.plausible || fs.pairWeights[p] >= 0) && twoThings(pairs.left[p], pairs.right[p]))
      ((out[p] = 0), known++);
  return known > 0 ? out : undefined;
}

/**
 * Human decisions (`labels`, or none) with every unanswered candidate pair of two rows of one source that lists a thing
 * once (`listsOnce`, -1 unknown) set to different (0); `labels` when there are no such pairs.
 */
export function knownDifferent(
  pairs: { left: Uint32Array; right: Uint32Array },
  listsOnce: ArrayLike<number> | undefined,
  labels: Int8Array | undefined,
): Int8Array | undefined {
  if (!listsOnce) return labels;
  const out = labels ? labels.slice() : new Int8Array(pairs.left.length).fill(-1);
  let known = 0;
  for (let p = 0; p < out.length; p++) {
    const s = listsOnce[pairs.left[p]];
    if (out[p] === -1 && s >= 0 && s === listsOnce[pairs.right[p]]) ((out[p] = 0), known++);
  }
  // No pair within one source: the fit is the one without them (a bounded run keeps its fit made before scoring).
  return known > 0 ? out : labels;
}
