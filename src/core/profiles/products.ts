import { parseGtin } from '../normalize/gtin';
import { foldToAscii, splitWords } from '../normalize/fold';
import { compareModels, isStrongModel, modelNumbers } from './models';
import { colourEvidence, offerEvidence, packCount, sizeEvidence, sizesOf } from './product-evidence';
import { colourFamilies } from './product-colours';
import { freeTextColumns, productBlockingRules } from './product-blocking';
import { likely, nameFits, plausible, possible, unlikely } from './product-scores';
import { facetEvidence, facetsOf, statedFacets } from './product-facets';
import { familyChecks } from './product-families';
import { lineChecks } from './product-lines';
import { sourcesOf } from './product-sources';
import { sameWording } from './product-wording';
import { isContained } from './contained';
import type { Reason } from '../../domain/decision';
import { columnOf, decided, type PairContext, type ProfileDecision, type Profile } from './types';

/** At or above this share of variant-spanning models, the list's models name lines (product-families.ts). */
const LINE_CODES = 0.2;

/** Whether a line check left the pair open (its reason added to `reasons`): then no merge. */
function openLine(open: Reason | null, reasons: Reason[]): boolean {
  if (open) reasons.push(open);
  return open !== null;
}

/**
 * Products (name, gtin, brand): an equal valid GTIN merges; two valid different GTINs are distinct
 * whatever the names; an invalid GTIN is no key. Otherwise a model number shared by two similar
 * names merges when the list shows it names one product (no source — a file, or a shop column —
 * lists it twice, its rows carry one GTIN), or, when it names a line, both state alike every facet
 * its rows vary in (memory, colour, size, screen) and that variant is not listed twice nor carries
 * two GTINs. A facet one leaves unsaid while the line sells another, a line word one shop would
 * have written, or colour, memory, size, pack or body / kit that differ keep the pair from merging
 * (review or distinct); different model numbers rank a pair low. Review scores come in tiers
 * (product-scores.ts) that order the queue.
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
    // Names and brand values as ASCII words joined by single spaces.
    const fold = (v: string) => splitWords(foldToAscii(v)).join(' ');
    const names = rawNames.map(fold);
    const models = rawNames.map(modelNumbers);
    const words = names.map((s) => s.split(' '));
    const sorted = words.map((w) => [...w].sort().join(' '));
    const facets = rawNames.map((s, r) => facetsOf(s, models[r]));
    // What each name says of its colour, pack and sizes, read once per record (decide runs per pair).
    const colourOf = rawNames.map(colourFamilies);
    const packOf = words.map(packCount);
    const sizesOfName = rawNames.map(sizesOf);
    // Shops inside one file (a `shop` column) are sources as files are: each lists a product once.
    // Without GTINs or equal names to tell, rows with one specific model code and their facets stated alike are one product.
    const variantKeys = () =>
      models.map((ms, r) => {
        const strong = ms.filter(isStrongModel).sort();
        return strong.length === 0 ? '' : `${strong.join(' ')}|${statedFacets(facets[r])}`;
      });
    const sourceOf = sourcesOf(input, gtins, sorted, variantKeys);
    const families = familyChecks(models, facets, gtins, sourceOf, words);
    const fits = nameFits(words, sourceOf);
    // The brand: a company column, else a column of another kind whose values the names hold (a brand read as a
    // category or an unknown word column when its header says nothing).
    const brandColumn = input.columns.find(
      (c) => (c.kind === 'other' || c.kind === 'category') && isContained(names, c.values.map(fold)),
    );
    const brands = columnOf(input, 'company') ?? brandColumn?.values ?? blank;
    const wording = sameWording(rawNames, words, brands, gtins, facets, sourceOf, models);
    // Where models often span variants (line codes: Galaxy A54's SM-A546B), a model shared by two
    // listings does not vouch for what one of them leaves unsaid; where they rarely do, it does.
    const lines = families.lineShare >= LINE_CODES ? lineChecks(words, facets, models, sourceOf) : () => null;
    return {
      name: 'products',
      ...(sourceOf ? { listsOnce: sourceOf } : {}),
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
      weightUse: 'none',
      decide(pair: PairContext) {
        const { left: i, right: j } = pair;
        const sim = Number.isNaN(pair.similarities[0]) ? 0 : pair.similarities[0];
        // The queue ranks a pair by both name measures: a generic name inside a specific one ranks lower.
        const rank = Number.isNaN(pair.similarities[1]) ? sim : (sim + pair.similarities[1]) / 2;
        if (gtins[i] && gtins[i] === gtins[j]) return decided('merge', 1, { code: 'same-gtin', detail: gtins[i] });
        if (gtins[i] && gtins[j])
          return decided('distinct', sim, { code: 'different-valid-gtin', detail: `${gtins[i]} vs ${gtins[j]}` });
        const rel = compareModels(models[i], models[j]);
        const reasons: Reason[] =
          rel.relation === 'unknown' ? [] : [{ code: `model-${rel.relation}`, detail: rel.detail }];
        const similar: Reason = { code: 'similar-name', detail: sim.toFixed(2) };
        const colour = colourEvidence(colourOf[i], colourOf[j], models[i], models[j], rel);
        if (colour) reasons.push(colour);
        const offer =
          offerEvidence(words[i], words[j], packOf[i], packOf[j]) ??
          facetEvidence(facets[i], facets[j]) ??
          sizeEvidence(sizesOfName[i], sizesOfName[j]);
        if (offer) reasons.push(offer);
        // Hard evidence of another product (another colour, pack, body vs kit); soft: one side may be any colour.
        const hard = colour?.code === 'colour-differs' || offer !== null;
        const soft = colour?.code === 'colour-variant';
        const conflict = hard || soft;
        // A shared model counts exactly; a base / variant or extended link by family (five colours of one base).
        const link = families.check(i, j, rel.links, rel.relation === 'same');
        let repeated = !link.identified;
        let family = repeated;
        // Only with several sources can a code be seen to be unique to its row in each.
        const unique = rel.relation === 'same' && sourceOf !== undefined && link.identified;
        if (link.reason) reasons.push(link.reason);
        // The same name word for word, with no conflicting key or model, is the same product. Every merge also needs
        // the line to leave no facet open (openLine: it scans the line's rows, so only where a merge is due).
        if (
          sorted[i] !== '' &&
          sorted[i] === sorted[j] &&
          (rel.relation === 'same' || rel.relation === 'unknown') &&
          !conflict &&
          !repeated
        ) {
          if (!openLine(lines(i, j), reasons)) return decided('merge', 0.99, ...reasons, { code: 'same-name' });
          repeated = family = true;
        }
        // Two shops' wording of one name: the words one adds are words the list shows shops add or leave out.
        const worded =
          (rel.relation === 'same' || rel.relation === 'unknown') && !conflict && !repeated ? wording(i, j) : null;
        if (worded) {
          if (!openLine(lines(i, j), reasons))
            return decided('merge', 0.99, ...reasons, { code: 'same-wording', detail: worded });
          repeated = family = true;
        }
        switch (rel.relation) {
          case 'same':
          case 'base-and-variant':
            // A model number shared by two similar names identifies the product as a GTIN would. A short
            // code (VM1B, CL51) is trusted with a near-identical name, or a similar one when no other
            // row of either list carries it.
            if ((rel.strong ? sim >= 0.5 : sim >= (unique ? 0.75 : 0.9)) && !conflict && !repeated) {
              if (!openLine(lines(i, j), reasons)) return decided('merge', Math.max(sim, 0.95), ...reasons, similar);
              repeated = family = true;
            }
            if (sim >= 0.5)
              return decided(
                'review',
                hard
                  ? unlikely(sim)
                  : family
                    ? plausible(rank)
                    : rel.strong || unique
                      ? likely(rank, soft)
                      : possible(rank),
                ...reasons,
                similar,
              );
            break;
          case 'extended':
            // A maker prefix or a region code on one model (967562 / 967562-0403) with a near-identical name.
            if (sim >= 0.9 && !conflict && !repeated) {
              if (!openLine(lines(i, j), reasons)) return decided('merge', Math.max(sim, 0.95), ...reasons, similar);
              repeated = family = true;
            }
            if (sim >= 0.5)
              return decided(
                'review',
                hard ? unlikely(sim) : family ? plausible(rank) : likely(rank, soft),
                ...reasons,
                similar,
              );
            break;
          case 'variants-differ':
            return decided(sim >= 0.5 ? 'review' : 'distinct', unlikely(sim), ...reasons, similar);
          case 'different':
            return decided(sim >= 0.85 ? 'review' : 'distinct', unlikely(sim), ...reasons, similar);
        }
        // A mark of another product (another colour, size or pack) and no model to say otherwise: a
        // variant, not a duplicate — no question for a person.
        if (hard) return decided('distinct', unlikely(sim), ...reasons, similar);
        if (sim >= settings.reviewSimilarity) {
          // A name that fits several listings of the other source (a generic «Wall Mount») ranks lower.
          const generic = Math.max(fits[i], fits[j]);
          if (generic > 1) reasons.push({ code: 'generic-name', detail: `fits ${generic}` });
          return decided(
            'review',
            conflict
              ? unlikely(sim)
              : Math.max(0.5, possible(rank) - 0.05 * Math.min(generic > 1 ? generic - 1 : 0, 4)),
            ...reasons,
            similar,
          );
        }
        return decided('distinct', sim, ...reasons, { code: 'different-name', detail: sim.toFixed(2) });
      },
    };
  },
};
