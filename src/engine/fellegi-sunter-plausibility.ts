/**
 * Whether a fitted Fellegi–Sunter model looks like a match class should: agreement on every field
 * that can judge it likelier among matches than among non-matches, and a prior of at most one half.
 */
import type { Comparison, FellegiSunterParameters } from '../domain/comparison';
import { MAX_CATEGORY_VALUES } from '../core/fields';

/**
 * Above this chance agreement (u of the exact level among random pairs), a field is too common to
 * judge a fit by: the agreement of a category of a dozen equally common values (core/fields'
 * MAX_CATEGORY_VALUES). Sources may label one entity's category differently («Head Start» /
 * «Preschool»), so its m ≤ u says the field carries no evidence, not that the split is wrong.
 */
const MAX_INFORMATIVE_U = 1 / MAX_CATEGORY_VALUES;

/**
 * Share of a field's pairs that agree at some level (any level between `null` and `else`): two
 * shops rarely give one product the same price to the cent, nor two writers the same description,
 * so exact agreement can be rare among matches and random pairs alike; agreement at all is what a
 * match class must show more often than non-matches.
 */
function agreeing(levels: Float64Array): number {
  let sum = 0;
  for (let l = 1; l < levels.length - 1; l++) sum += levels[l];
  return sum;
}

/**
 * Below these agreements, among the matches and among random pairs, a field agrees almost never at all (its sources
 * write it in different units or forms: a track's length as «3:45» and as «225000»): it carries no evidence either
 * way, so its m ≤ u says nothing about the split.
 */
const SILENT_M = 0.01;
const SILENT_U = 0.001;

/**
 * Whether field f can judge a fit: its chance agreement (random pairs' u when known, else the fitted u) is low, and it
 * agrees at all.
 */
const informative = (p: FellegiSunterParameters, f: number, chance?: readonly Float64Array[], silentU = SILENT_U) => {
  const u = agreeing(chance?.[f] ?? p.u[f]);
  return u <= MAX_INFORMATIVE_U && !(agreeing(p.m[f]) < SILENT_M && u < silentU);
};

/**
 * How much likelier agreement on a field that can judge the fit must be among matches than among non-matches: one bit.
 * A field rarely agreeing by chance that agrees barely more often in the match class than outside it (PATSTAT's firm
 * names, 1.02 times, in a class made by one placeholder location) says the class is not made of its entities.
 */
const MIN_AGREEMENT_RATIO = 2;

/**
 * Below this agreement among the matches a field is written each source's own way (an advert's headline): it is weak
 * evidence, and only agreeing no more often among matches than among non-matches says the split is wrong.
 */
const MOSTLY_AGREEING = 0.5;

/** Whether field f's agreement is not clearly likelier among matches than among non-matches (when it can judge). */
const agreementReversed = (
  p: FellegiSunterParameters,
  f: number,
  chance?: readonly Float64Array[],
  silentU = SILENT_U,
) => {
  const [m, u] = [agreeing(p.m[f]), agreeing(p.u[f])];
  return informative(p, f, chance, silentU) && !(m >= MOSTLY_AGREEING ? m >= MIN_AGREEMENT_RATIO * u : m > u);
};

/**
 * For one training session's match class: a field its matches never agree on says the class is wrong only when random
 * pairs agree on it often enough (1 %) that sources writing it alike would show — below that, the sources may write it
 * each their own way («88,201 miles» / «88066» / «88.2k»), as likely as the class being wrong.
 */
export const SESSION_SILENT_U = 0.01;

/**
 * Whether the fit makes field f's exact agreement evidence against a match and its disagreement evidence (each by more
 * than a bit) for one: a class of pairs that differ on a field is no class of its entities, whatever the field (a blocked
 * city whose candidates all agree, the match class made of one show in two cities).
 */
const turnedAround = (p: FellegiSunterParameters, f: number) => {
  const [m, u] = [p.m[f], p.u[f]];
  const last = m.length - 1;
  return m.length >= 3 && m[1] < u[1] / 2 && m[last] > 2 * u[last];
};

/** Whether field f's m and u are no match class's: its agreement not likelier among matches, or turned around. */
export function fieldImplausible(
  p: FellegiSunterParameters,
  f: number,
  chance?: readonly Float64Array[],
  silentU = SILENT_U,
): boolean {
  return agreementReversed(p, f, chance, silentU) || turnedAround(p, f);
}

/** How far a fit is from what a match class must look like: agreeing informative fields more likely among matches. */
export function implausibility(p: FellegiSunterParameters, chance?: readonly Float64Array[]): number {
  let bad = p.lambda > 0.5 ? p.m.length : 0;
  for (let f = 0; f < p.m.length; f++) if (fieldImplausible(p, f, chance)) bad++;
  return bad;
}

/**
 * The reasons a fit looks wrong, in words; empty when it looks like a match class should. `chance`: u of random pairs,
 * when measured.
 */
export function implausibleReasons(
  comparisons: readonly Comparison[],
  p: FellegiSunterParameters,
  converged: boolean,
  chance?: readonly Float64Array[],
): string[] {
  const reasons: string[] = [];
  if (!(p.lambda > 0)) reasons.push(`prior λ = ${p.lambda} is not above 0`);
  else if (p.lambda > 0.5) reasons.push(`prior λ = ${p.lambda.toFixed(3)} is above 0.5`);
  comparisons.forEach((c, f) => {
    // A field many random pairs agree on (a constant, a category of a few values) says little about
    // identity either way: its m ≤ u is no sign of a wrong split (sources may label one site differently).
    if (agreementReversed(p, f, chance))
      reasons.push(
        `${c.field}: agreement is not twice as likely among matches (m ${agreeing(p.m[f]).toPrecision(3)}, u ${agreeing(p.u[f]).toPrecision(3)})`,
      );
    else if (turnedAround(p, f))
      reasons.push(
        `${c.field}: exact agreement is evidence against a match and disagreement for one (m ${p.m[f][1].toPrecision(3)}, u ${p.u[f][1].toPrecision(3)})`,
      );
  });
  if (!converged) reasons.push('EM did not converge');
  return reasons;
}
