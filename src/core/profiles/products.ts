import { parseGtin } from '../normalize/gtin';
import { foldToAscii, splitWords } from '../normalize/fold';
import { minHashKeys } from '../block/minhash';
import type { Reason } from '../../domain/decision';
import { columnOf, verdict, type PairContext, type Profile } from './types';

/**
 * Model numbers of a product name: tokens mixing letters and digits (CSIA6BK, W11C) or long digit
 * runs (10020780, 910-000692 → 910000692), at least four characters. They identify a product the
 * way a GTIN does, only less reliably.
 */
export function modelNumbers(name: string): string[] {
  const folded = foldToAscii(name).replace(/(\w)[-/.](?=\w)/g, '$1');
  const out = new Set<string>();
  for (const t of splitWords(folded)) {
    const digits = /\d/.test(t);
    const letters = /[a-z]/.test(t);
    if (t.length >= 4 && digits && (letters || t.length >= 5)) out.add(t);
  }
  return [...out];
}

/**
 * Products (name, gtin, brand): an equal valid GTIN merges; two valid different GTINs are distinct
 * whatever the names; an invalid GTIN is no key. Otherwise names only rank a review: a shared model
 * number with a similar name is a candidate, different model numbers are a guard.
 */
export const productsProfile: Profile = {
  name: 'products',
  requires: [['gtin', 'title', 'name']],
  prepare(input, settings) {
    const n = input.recordCount;
    const blank = Array.from({ length: n }, () => '');
    const gtins = (columnOf(input, 'gtin') ?? blank).map((g) => {
      const r = parseGtin(g);
      return r.ok ? r.gtin14 : '';
    });
    const rawNames = columnOf(input, 'title') ?? columnOf(input, 'name') ?? blank;
    const names = rawNames.map((s) => splitWords(foldToAscii(s)).join(' '));
    const models = rawNames.map(modelNumbers);
    return {
      name: 'products',
      blockingRules: [
        { name: 'gtin', keys: gtins.map((g) => (g ? [g] : [])) },
        { name: 'model-number', keys: models },
        { name: 'name-minhash', keys: names.map((s) => (s ? minHashKeys(s) : [])) },
      ],
      comparisons: [{ name: 'name', kernel: 'tokenSetRatio', values: names, thresholds: [0.95, 0.85, 0.7] }],
      decide(pair: PairContext) {
        const { left: i, right: j } = pair;
        const sim = Number.isNaN(pair.similarities[0]) ? 0 : pair.similarities[0];
        if (gtins[i] && gtins[i] === gtins[j]) return verdict('merge', 1, { code: 'same-gtin', detail: gtins[i] });
        if (gtins[i] && gtins[j]) return verdict('distinct', sim, { code: 'different-valid-gtin', detail: `${gtins[i]} vs ${gtins[j]}` });
        const shared = models[i].filter((m) => models[j].includes(m));
        const reasons: Reason[] = [];
        if (shared.length > 0) reasons.push({ code: 'same-model-number', detail: shared.join(' ') });
        else if (models[i].length > 0 && models[j].length > 0) {
          const detail = `${models[i].join(' ')} vs ${models[j].join(' ')}`;
          return verdict(sim >= 0.85 ? 'review' : 'distinct', sim, { code: 'different-model-number', detail });
        }
        if (shared.length > 0 && sim >= 0.5) return verdict('review', Math.max(sim, 0.9), ...reasons, { code: 'similar-name', detail: sim.toFixed(2) });
        if (sim >= settings.reviewSimilarity) return verdict('review', sim, ...reasons, { code: 'similar-name', detail: sim.toFixed(2) });
        return verdict('distinct', sim, ...reasons, { code: 'different-name', detail: sim.toFixed(2) });
      },
    };
  },
};
