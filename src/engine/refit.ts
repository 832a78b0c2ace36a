/**
 * Deciding again after a refit, incrementally (issue 12): new weights move only the pairs whose
 * decision reads them across an edge. A profile says how its decide() reads the weight
 * (PreparedProfile.weightUse): never ('none': every decision stands), or only through bands of the
 * probability (then a pair whose band, and above the top edge whose rest band and strongest field,
 * stay the same keeps its level; its score and shown match weight follow the new weight). Every
 * other pair — and every pair of a profile that does not say — is decided again.
 */
import { matchWeightReason, type Reason } from '../domain/decision';
import type { PreparedProfile, WeightUse } from '../core/profiles';
import { matchProbability } from '../core/weights';
import type { FellegiSunterFit } from './fellegi-sunter';
import { withReason, type ReasonColumn, type ReasonInterner } from './reason-table';
import { sameShown } from './shown-weight';

/** The previous decisions of the profile, with the weights they were made with. */
export interface PreviousDecisions {
  levels: Uint8Array;
  scores: Float32Array;
  weights: Float64Array;
  reasons: ReasonColumn;
}

/** New decisions per pair, in arrays the caller owns. */
export interface PairDecisions {
  levels: Uint8Array;
  scores: Float32Array;
  reasonIds: Uint32Array;
}

/** The largest single-field level weight of pair p (≥ 0); its field index is left in `strongestAt[0]` (-1: none). */
function strongest(fs: FellegiSunterFit, p: number, strongestAt: Int32Array): number {
  const { fieldCount, levels } = fs.vectors;
  let best = 0;
  strongestAt[0] = -1;
  for (let f = 0; f < fieldCount; f++) {
    const w = fs.weights.levelWeights[f][levels[p * fieldCount + f]];
    if (w > best) {
      best = w;
      strongestAt[0] = f;
    }
  }
  return best;
}

/**
 * Bands of a weight by probability edges, compared as weights (no power per pair): a weight within
 * a billionth of a bit of an edge's is judged by its probability, as decide() judges it.
 */
class Bands {
  private readonly at: Float64Array;
  constructor(private readonly edges: readonly number[]) {
    this.at = Float64Array.from(edges, (e) => Math.log2(e / (1 - e)));
  }

  of(weight: number): number {
    let b = 0;
    while (b < this.at.length) {
      const d = weight - this.at[b];
      if (d < -1e-9 || (d <= 1e-9 && matchProbability(weight) < this.edges[b])) break;
      b++;
    }
    return b;
  }
}

/**
 * Decide the candidate pairs again under a new fit: decisions the new weights cannot move are taken
 * from `before` (re-shown with the new weight where the profile shows it), the others come from
 * `decide(p, out)`, which writes pair p's decision into `out` (and `out.reasonIds` through
 * `interner`). Exact duplicates (`exact(p)`) keep their decision. Returns how many pairs were decided afresh.
 */
export function decideAgain(
  prepared: PreparedProfile,
  fs: FellegiSunterFit,
  previousFs: FellegiSunterFit,
  before: PreviousDecisions,
  interner: ReasonInterner,
  out: PairDecisions,
  decide: (p: number) => void,
  exact: (p: number) => boolean,
): number {
  const use = prepared.weightUse;
  const n = out.levels.length;
  const lists = before.reasons.lists;
  // Each previous list re-interned once; each (list, new shown weight) once.
  const kept = new Int32Array(lists.length).fill(-1);
  const reshown = new Map<string, number>();
  const keep = (p: number) => {
    const id = before.reasons.ids[p];
    if (kept[id] < 0) kept[id] = interner.intern(lists[id]);
    return kept[id];
  };
  const bands = use && use !== 'none' ? { blocked: blockedLists(lists, use), ...bandsOf(use) } : undefined;
  const at = Int32Array.from(lists, (list) => list.findIndex((r) => r.code === 'match-weight'));
  let fresh = 0;
  for (let p = 0; p < n; p++) {
    const w0 = before.weights[p];
    const w1 = fs.pairWeights[p];
    if (use === 'none' || w0 === w1 || exact(p)) {
      out.levels[p] = before.levels[p];
      out.scores[p] = before.scores[p];
      out.reasonIds[p] = keep(p);
      continue;
    }
    const id = before.reasons.ids[p];
    if (!bands || bands.blocked[id] || !sameDecision(bands, fs, previousFs, p, w0, w1)) {
      decide(p);
      fresh++;
      continue;
    }
    out.levels[p] = before.levels[p];
    out.scores[p] = matchProbability(w1);
    if (at[id] < 0 || sameShown(w0, w1)) {
      out.reasonIds[p] = keep(p);
      continue;
    }
    const shownReason = matchWeightReason(w1);
    const key = `${id}|${shownReason.detail}`;
    let next = reshown.get(key);
    if (next === undefined) {
      const list = withReason(lists[id], at[id], shownReason);
      reshown.set(key, (next = interner.intern(list)));
    }
    out.reasonIds[p] = next;
  }
  return fresh;
}

function bandsOf(use: WeightUse) {
  return {
    top: use.edges.length,
    edges: new Bands(use.edges),
    rest: new Bands(use.restEdges),
    field: new Int32Array(1),
  };
}

/** Lists whose decision shows a weight beyond the match-weight reason (their pairs are decided again). */
function blockedLists(lists: ReadonlyArray<readonly Reason[]>, use: WeightUse): Uint8Array {
  const codes = new Set(use.shownIn);
  return Uint8Array.from(lists, (list) => (list.some((r) => codes.has(r.code)) ? 1 : 0));
}

/**
 * Whether weights w0 (under `previousFs`) and w1 (under `fs`) give pair p the same decision under the profile's weight
 * use.
 */
function sameDecision(
  bands: ReturnType<typeof bandsOf>,
  fs: FellegiSunterFit,
  previousFs: FellegiSunterFit,
  p: number,
  w0: number,
  w1: number,
): boolean {
  const b = bands.edges.of(w1);
  if (b !== bands.edges.of(w0)) return false;
  if (b < bands.top) return true;
  const s0 = strongest(previousFs, p, bands.field);
  const f0 = bands.field[0];
  const s1 = strongest(fs, p, bands.field);
  return f0 === bands.field[0] && bands.rest.of(w1 - s1) === bands.rest.of(w0 - s0);
}
