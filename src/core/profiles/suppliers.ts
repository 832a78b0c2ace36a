import { domainParts, type DomainParts } from '../normalize/host';
import { deletionKeyColumn } from '../block/deletion';
import { columnOf, decided, type PairContext, type Profile } from './types';

/**
 * Suppliers / domains (website): the host is normalized, then its registered domain (Public
 * Suffix List). Equal registered domains merge; the same label under another public suffix, a
 * hyphen-only difference and one-edit neighbours go to review, never to merge — on short strings no
 * similarity separates a typo from another company (quantumleap.io / quantumleep.io).
 */
export const suppliersProfile: Profile = {
  name: 'suppliers',
  requires: [['domain', 'url']],
  prepare(input, settings) {
    const n = input.recordCount;
    const raw = columnOf(input, 'domain') ?? columnOf(input, 'url') ?? Array.from({ length: n }, () => '');
    const parts: Array<DomainParts | null> = raw.map((v) => domainParts(v));
    const reg = parts.map((p) => p?.registeredDomain ?? '');
    const label = parts.map((p) => p?.label ?? '');
    return {
      name: 'suppliers',
      blockingRules: [
        { name: 'registered-domain', keys: reg.map((r) => (r ? [r] : [])), star: true },
        { name: 'label', keys: label.map((l) => (l ? [l.replace(/-/g, '')] : [])) },
        { name: 'label-one-edit', keys: deletionKeyColumn(label.map((l) => l.replace(/-/g, ''))) },
      ],
      comparisons: [
        { name: 'label', kernel: 'osa', values: label, thresholds: [0.9, 0.8], distance: { kernel: 'osa', max: 1 } },
        { name: 'registered-domain', kernel: 'ratio', values: reg, thresholds: [0.9, 0.8] },
      ],
      weightUse: 'none',
      decide(pair: PairContext) {
        const a = parts[pair.left];
        const b = parts[pair.right];
        const sim = Number.isNaN(pair.similarities[1]) ? 0 : pair.similarities[1];
        if (!a || !b) return decided('distinct', 0, { code: 'website-missing' });
        if (a.registeredDomain === b.registeredDomain) {
          const detail = a.host === b.host ? a.registeredDomain : `${a.host} ~ ${b.host}`;
          return decided('merge', 1, { code: 'same-registered-domain', detail });
        }
        if (a.label === b.label)
          return decided('review', sim, { code: 'other-public-suffix', detail: `.${a.suffix} vs .${b.suffix}` });
        if (a.label.replace(/-/g, '') === b.label.replace(/-/g, ''))
          return decided('review', sim, { code: 'hyphens-only' });
        const labelSim = pair.similarities[0];
        // Edits in code points, counted by the scorer (NaN when not counted: never a neighbour).
        const edits = pair.distances?.[0] ?? NaN;
        if (edits <= 1 && Math.min(codePoints(a.label), codePoints(b.label)) >= 4) {
          return decided('review', sim, { code: 'one-edit-neighbour', detail: `${a.label} / ${b.label}` });
        }
        if (labelSim >= settings.reviewSimilarity + 0.1)
          return decided('review', sim, { code: 'similar-domain', detail: labelSim.toFixed(2) });
        return decided('distinct', sim, { code: 'different-domain' });
      },
    };
  },
};

/** Length in code points, as the kernels count. */
function codePoints(s: string): number {
  return [...s].length;
}
