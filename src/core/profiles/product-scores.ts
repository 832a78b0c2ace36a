/**
 * Review scores of product pairs (0..1, how likely a match): they order the review queue, so the
 * tiers never overlap. `likely`: a specific model number links the names and no other row of either
 * source carries it (0.85–0.97); `plausible`: a model links them but other rows carry it too
 * (0.78–0.84); `possible`: a short code or a similar name alone (0.45–0.75); `unlikely`: evidence of
 * another product — different models, another colour or pack (≤ 0.5).
 */
export function likely(sim: number, oneSidedColour: boolean): number {
  return 0.85 + 0.12 * sim - (oneSidedColour ? 0.05 : 0);
}

/** A pair linked by a model other rows carry too (see {@link likely}). */
export function plausible(sim: number): number {
  return 0.78 + 0.06 * sim;
}

/** A pair worth a look on a similar name or a weak code (see {@link likely}). */
export function possible(sim: number): number {
  return 0.45 + 0.3 * sim;
}

/** A pair with evidence of another product (see {@link likely}). */
export function unlikely(sim: number): number {
  return 0.5 * sim;
}

/** The family of a model: without a short letter suffix (PM1327BK, PM1327 → pm1327). */
export function modelFamily(m: string): string {
  return m.replace(/(\d)[a-z]{1,3}$/, '$1');
}

/** Names whose rarest word is on more rows than this are not scanned (cost bound): they count as fitting that many. */
const MAX_FIT_SCAN = 200;

/**
 * How many rows of other sources (of all other rows, with one source) hold every word of each
 * name: «Sanus Flat Panel TV Wall Mount» fits a dozen mounts, so its similarity to any one of them
 * says little. Each name is checked against the rows holding its rarest word.
 */
export function nameFits(words: readonly string[][], sourceOf: ArrayLike<number> | undefined): Uint32Array {
  const rows = new Map<string, number[]>();
  const sets = words.map((w) => new Set(w.filter((t) => t !== '')));
  sets.forEach((set, r) => {
    for (const t of set) (rows.get(t) ?? rows.set(t, []).get(t)!).push(r);
  });
  const out = new Uint32Array(words.length);
  sets.forEach((set, r) => {
    if (set.size === 0) return;
    let rarest: number[] | undefined;
    for (const t of set) if (!rarest || rows.get(t)!.length < rarest.length) rarest = rows.get(t)!;
    if (rarest!.length > MAX_FIT_SCAN) {
      out[r] = rarest!.length;
      return;
    }
    for (const o of rarest!) {
      if (o === r || (sourceOf && sourceOf[o] === sourceOf[r])) continue;
      let all = true;
      for (const t of set)
        if (!sets[o].has(t)) {
          all = false;
          break;
        }
      if (all) out[r]++;
    }
  });
  return out;
}
