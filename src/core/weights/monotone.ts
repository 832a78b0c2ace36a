/**
 * Level weights that never rise as similarity falls, from exact down to the last agreeing level: a closer
 * agreement is never weaker evidence of a match than a farther one. A sparse level that EM left with almost
 * no m (too few matches reach it) would otherwise weigh less than a looser one — an exact description at
 * −1.5 under a partial one at +4.2, on the pair card as in the score. Adjacent levels that break the order
 * are pooled (pool-adjacent-violators on m / u): each level of a pool keeps its u and gets m in the pool's
 * ratio, so m still sums to one.
 */
import type { FellegiSunterParameters } from '../../domain/comparison';
import { PROBABILITY_FLOOR as FLOOR } from './weights';

/**
 * m of one comparison made monotone against u over its agreeing levels (1 … n−2: level 0 is the null level, n−1 is
 * `else`, both untouched). `else` stays out: agreeing may be evidence against a match when each source labels a
 * category its own way, and a level under `else` says so.
 */
export function monotoneM(m: Float64Array, u: Float64Array): Float64Array {
  const pools: { from: number; to: number; m: number; u: number }[] = [];
  for (let l = 1; l < m.length - 1; l++) {
    pools.push({ from: l, to: l, m: m[l], u: u[l] });
    // Merge while the pool before has a lower ratio than the last one (m1/u1 < m2/u2).
    while (pools.length >= 2) {
      const [a, b] = [pools[pools.length - 2], pools[pools.length - 1]];
      if (Math.max(a.m, FLOOR) * Math.max(b.u, FLOOR) >= Math.max(b.m, FLOOR) * Math.max(a.u, FLOOR)) break;
      pools.splice(pools.length - 2, 2, { from: a.from, to: b.to, m: a.m + b.m, u: a.u + b.u });
    }
  }
  const out = Float64Array.from(m);
  for (const p of pools) {
    if (p.from === p.to || p.u <= 0) continue;
    for (let l = p.from; l <= p.to; l++) out[l] = (u[l] * p.m) / p.u;
  }
  return out;
}

/** Parameters whose every comparison's agreeing level weights are non-increasing from exact down. */
export function monotoneParameters(parameters: FellegiSunterParameters): FellegiSunterParameters {
  return { ...parameters, m: parameters.m.map((m, f) => monotoneM(m, parameters.u[f])) };
}
