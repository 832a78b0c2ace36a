import { canonicalUrl } from '../normalize/url';
import { registeredDomain } from '../normalize/host';
import { normalizeCompanyName } from '../normalize/company';
import { titleCompactKey } from '../normalize/title';
import type { Reason } from '../../domain/decision';
import { columnOf, decided, type PairContext, type Profile } from './types';

/**
 * Companies (name, country, url): legal forms and accents folded away; an equal canonical URL or
 * registered domain is a strong key; another country is another entity unless a person confirms;
 * equal normalized names in one country merge; similar names go to review.
 */
export const companiesProfile: Profile = {
  name: 'companies',
  requires: [['company', 'name']],
  prepare(input, settings) {
    const n = input.recordCount;
    const blank = Array.from({ length: n }, () => '');
    const names = (columnOf(input, 'company') ?? columnOf(input, 'name') ?? blank).map(normalizeCompanyName);
    const countries = (columnOf(input, 'country') ?? blank).map(titleCompactKey);
    const urls = columnOf(input, 'url') ?? columnOf(input, 'domain') ?? blank;
    const canon = urls.map((u) => canonicalUrl(u) ?? '');
    const domains = urls.map((u) => registeredDomain(u) ?? '');
    const sorted = names.map((s) => s.split(' ').sort().join(' '));
    const withCountry = (i: number, k: string) => `${k}|${countries[i]}`;
    return {
      name: 'companies',
      blockingRules: [
        { name: 'registered-domain', keys: domains.map((d) => (d ? [d] : [])), star: true },
        {
          name: 'name-token+country',
          keys: names.map((s, i) => (s ? s.split(' ').map((t) => withCountry(i, t)) : [])),
        },
      ],
      minhashRules: [
        {
          name: 'name-minhash+country',
          values: names.map((s) => s.replace(/ /g, '')),
          prefix: countries.map((c) => `${c}|`),
        },
      ],
      comparisons: [{ name: 'name', kernel: 'tokenSortRatio', values: names, thresholds: [0.95, 0.88, 0.75] }],
      weightUse: 'none',
      decide(pair: PairContext) {
        const { left: i, right: j } = pair;
        const sim = Number.isNaN(pair.similarities[0]) ? 0 : pair.similarities[0];
        if (canon[i] && canon[i] === canon[j])
          return decided('merge', 1, { code: 'same-canonical-url', detail: canon[i] });
        if (domains[i] && domains[i] === domains[j])
          return decided('merge', 1, { code: 'same-registered-domain', detail: domains[i] });
        if (countries[i] && countries[j] && countries[i] !== countries[j]) {
          return decided(sim >= 0.95 ? 'review' : 'distinct', sim, {
            code: 'different-country',
            detail: `${countries[i]} vs ${countries[j]}`,
          });
        }
        const caps: Reason[] = [];
        if (domains[i] && domains[j])
          caps.push({ code: 'different-registered-domain', detail: `${domains[i]} vs ${domains[j]}` });
        if (!countries[i] !== !countries[j]) caps.push({ code: 'country-missing' });
        if (!names[i] || !names[j]) return decided('distinct', 0, { code: 'name-missing' });
        const equal =
          names[i] === names[j] ? 'company-name-equal' : sorted[i] === sorted[j] ? 'token-sort-equal' : null;
        if (equal) return decided(caps.length > 0 ? 'review' : 'merge', Math.max(sim, 0.99), { code: equal }, ...caps);
        if (sim >= settings.reviewSimilarity + 0.1)
          return decided('review', sim, { code: 'similar-name', detail: sim.toFixed(2) }, ...caps);
        return decided('distinct', sim, { code: 'different-name', detail: sim.toFixed(2) });
      },
    };
  },
};
