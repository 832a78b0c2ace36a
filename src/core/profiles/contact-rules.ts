/**
 * Rules for people at organisations (contacts): an organisation gives a person one mailbox on its own domain, while a
 * provider's domain (gmail.com, list.ru) is shared by strangers.
 */
import { roleMailbox } from '../normalize/email';

/**
 * A domain is one organisation's when at least this share of its users who name an employer name the same one: one
 * employer is written a few ways («Tradais Solutions», «Tradais Solutoins», «tradais»), a provider's users (gmail.com,
 * list.ru) work anywhere.
 */
const ORGANISATION_SHARE = 0.5;

/**
 * Two different personal mailboxes on one organisation's domain, or null: «diane.edwards@horizon.co.uk» /
 * «dedwards@horizon.co.uk» are two colleagues (a person keeps one work address), where «dedwards55@gmail.com» /
 * «dianeedwards@gmail.com» may be one person's two. `employers`: normalized, per record; team mailboxes (info@ …) are
 * no one's.
 */
export function workMailboxesDiffer(
  emails: readonly string[],
  employers: readonly string[],
): (i: number, j: number) => string | null {
  const domainOf = (r: number) => {
    const v = (emails[r] ?? '').trim().toLowerCase();
    const at = v.lastIndexOf('@');
    return at > 0 ? v.slice(at + 1) : '';
  };
  const employersOf = new Map<string, Map<string, number>>();
  for (let r = 0; r < emails.length; r++) {
    const d = domainOf(r);
    const e = (employers[r] ?? '').replace(/ /g, '');
    if (d === '' || e === '') continue;
    const counts = employersOf.get(d) ?? employersOf.set(d, new Map()).get(d)!;
    counts.set(e, (counts.get(e) ?? 0) + 1);
  }
  const organisations = new Set<string>();
  for (const [d, counts] of employersOf) {
    let [top, all] = [0, 0];
    for (const n of counts.values()) [top, all] = [Math.max(top, n), all + n];
    if (top >= ORGANISATION_SHARE * all) organisations.add(d);
  }
  return (i, j) => {
    const [a, b] = [(emails[i] ?? '').trim().toLowerCase(), (emails[j] ?? '').trim().toLowerCase()];
    if (a === '' || b === '' || a === b) return null;
    const d = domainOf(i);
    if (d !== domainOf(j) || !organisations.has(d)) return null;
    if (roleMailbox(a) || roleMailbox(b)) return null;
    return `${a} vs ${b}`;
  };
}
