/**
 * Review scores of product pairs (0..1, how likely a match): they order the review queue, so the
 * three tiers never overlap. `likely`: a specific model number links the names (0.85–0.97);
 * `possible`: a short or repeated code, or a similar name alone (0.50–0.80); `unlikely`: evidence of
 * another product — different models, another colour or pack (≤ 0.5).
 */
export function likely(sim: number, oneSidedColour: boolean): number {
  return 0.85 + 0.12 * sim - (oneSidedColour ? 0.05 : 0);
}

/** A pair worth a look on a similar name or a weak code (see {@link likely}). */
export function possible(sim: number): number {
  return 0.5 + 0.3 * sim;
}

/** A pair with evidence of another product (see {@link likely}). */
export function unlikely(sim: number): number {
  return 0.5 * sim;
}

/**
 * Whether the models two records share are each held by several records of one source. A shop
 * lists a product once, so a model on two of its rows names a family (a player in five colours) or a
 * row written twice: the link is not unique and a person decides. Without sources (one list) it
 * never applies: one list may hold the same product several times.
 */
export function modelRepeats(models: readonly string[][], sourceOf: ArrayLike<number> | undefined): (i: number, j: number) => boolean {
  if (!sourceOf) return () => false;
  const holders = new Map<string, number>();
  models.forEach((ms, r) => {
    for (const m of new Set(ms)) holders.set(`${sourceOf[r]} ${m}`, (holders.get(`${sourceOf[r]} ${m}`) ?? 0) + 1);
  });
  return (i, j) => {
    const shared = models[i].filter((m) => models[j].includes(m));
    const repeatedIn = (m: string) => (holders.get(`${sourceOf[i]} ${m}`) ?? 0) > 1 || (holders.get(`${sourceOf[j]} ${m}`) ?? 0) > 1;
    return shared.length > 0 && shared.every(repeatedIn);
  };
}
