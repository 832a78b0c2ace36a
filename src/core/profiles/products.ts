import { parseGtin } from '../normalize/gtin';
import { foldToAscii, splitWords } from '../normalize/fold';
import { compareModels, modelNumbers } from './models';
import { colourEvidence, offerEvidence, sizeEvidence } from './product-evidence';
import { freeTextColumns, productBlockingRules } from './product-blocking';
import { likely, modelRepeats, nameFits, plausible, possible, unlikely } from './product-scores';
import type { Reason } from '../../domain/decision';
import { columnOf, verdict, type PairContext, type Profile } from './types';

/**
 * Products (name, gtin, brand): an equal valid GTIN merges; two valid different GTINs are distinct
 * whatever the names; an invalid GTIN is no key. Otherwise a model number shared by two similar
 * names merges, unless another row of a source carries it too, or colour, pack, size or body / kit
 * say the two are variants (review); different model numbers rank a pair low. Review scores come in
 * tiers (product-scores.ts) that order the queue.
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
    const words = names.map((s) => s.split(' '));
    const sorted = words.map((w) => [...w].sort().join(' '));
    const repeatedModels = modelRepeats(models, input.sourceOf);
    const fits = nameFits(words, input.sourceOf);
    return {
      name: 'products',
      blockingRules: [
        { name: 'gtin', keys: gtins.map((g) => (g ? [g] : [])), star: true },
        ...productBlockingRules(models, words, freeTextColumns(input)),
      ],
      minhashRules: [{ name: 'name-minhash', values: names }],
      comparisons: [
        { name: 'name', kernel: 'tokenSetRatio', values: names, thresholds: [0.95, 0.85, 0.7] },
        // Whole names in word order: a short name inside a long one (a subset) scores low here; it ranks the queue.
        { name: 'name-whole', kernel: 'tokenSortRatio', values: names, thresholds: [0.95, 0.85, 0.7], role: 'check' },
      ],
      // Scores say how likely a match is and order the review queue (likely / possible / unlikely).
      decide(pair: PairContext) {
        const { left: i, right: j } = pair;
        const sim = Number.isNaN(pair.similarities[0]) ? 0 : pair.similarities[0];
        // The queue ranks a pair by both name measures: a generic name inside a specific one ranks lower.
        const rank = Number.isNaN(pair.similarities[1]) ? sim : (sim + pair.similarities[1]) / 2;
        if (gtins[i] && gtins[i] === gtins[j]) return verdict('merge', 1, { code: 'same-gtin', detail: gtins[i] });
        if (gtins[i] && gtins[j]) return verdict('distinct', sim, { code: 'different-valid-gtin', detail: `${gtins[i]} vs ${gtins[j]}` });
        const rel = compareModels(models[i], models[j]);
        const reasons: Reason[] = rel.relation === 'unknown' ? [] : [{ code: `model-${rel.relation}`, detail: rel.detail }];
        const similar: Reason = { code: 'similar-name', detail: sim.toFixed(2) };
        const colour = colourEvidence(rawNames[i], rawNames[j], models[i], models[j], rel);
        if (colour) reasons.push(colour);
        const offer = offerEvidence(words[i], words[j]) ?? sizeEvidence(rawNames[i], rawNames[j]);
        if (offer) reasons.push(offer);
        // Hard evidence of another product (another colour, pack, body vs kit); soft: one side may be any colour.
        const hard = colour?.code === 'colour-differs' || offer !== null;
        const soft = colour?.code === 'colour-variant';
        const conflict = hard || soft;
        // A shared model counts exactly; a base / variant or extended link by family (five colours of one base).
        const repeated = repeatedModels(i, j, rel.links, rel.relation === 'same');
        const family = repeated;
        // Only with several sources can a code be seen to be unique to its row in each.
        const unique = rel.relation === 'same' && input.sourceOf !== undefined && !repeated;
        if (repeated) reasons.push({ code: 'model-repeated', detail: rel.detail });
        // The same name word for word, with no conflicting key or model, is the same product.
        if (sorted[i] !== '' && sorted[i] === sorted[j] && (rel.relation === 'same' || rel.relation === 'unknown') && !conflict && !repeated) {
          return verdict('merge', 0.99, ...reasons, { code: 'same-name' });
        }
        switch (rel.relation) {
          case 'same':
          case 'base-and-variant':
            // A model number shared by two similar names identifies the product as a GTIN would. A short
            // code (VM1B, CL51) is trusted with a near-identical name, or a similar one when no other
            // row of either list carries it.
            if ((rel.strong ? sim >= 0.5 : sim >= (unique ? 0.75 : 0.9)) && !conflict && !repeated) return verdict('merge', Math.max(sim, 0.95), ...reasons, similar);
            if (sim >= 0.5) return verdict('review', hard ? unlikely(sim) : family ? plausible(rank) : rel.strong || unique ? likely(rank, soft) : possible(rank), ...reasons, similar);
            break;
          case 'extended':
            // A maker prefix or a region code on one model (967562 / 967562-0403) with a near-identical name.
            if (sim >= 0.9 && !conflict && !repeated) return verdict('merge', Math.max(sim, 0.95), ...reasons, similar);
            if (sim >= 0.5) return verdict('review', hard ? unlikely(sim) : family ? plausible(rank) : likely(rank, soft), ...reasons, similar);
            break;
          case 'variants-differ':
            return verdict(sim >= 0.5 ? 'review' : 'distinct', unlikely(sim), ...reasons, similar);
          case 'different':
            return verdict(sim >= 0.85 ? 'review' : 'distinct', unlikely(sim), ...reasons, similar);
        }
        // A mark of another product (another colour, size or pack) and no model to say otherwise: a
        // variant, not a duplicate — no question for a person.
        if (hard) return verdict('distinct', unlikely(sim), ...reasons, similar);
        if (sim >= settings.reviewSimilarity) {
          // A name that fits several listings of the other source (a generic «Wall Mount») ranks lower.
          const generic = Math.max(fits[i], fits[j]);
          if (generic > 1) reasons.push({ code: 'generic-name', detail: `fits ${generic}` });
          return verdict('review', conflict ? unlikely(sim) : Math.max(0.5, possible(rank) - 0.05 * Math.min(generic > 1 ? generic - 1 : 0, 4)), ...reasons, similar);
        }
        return verdict('distinct', sim, ...reasons, { code: 'different-name', detail: sim.toFixed(2) });
      },
    };
  },
};
