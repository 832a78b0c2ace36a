/**
 * Rules for people at organisations (contacts): an organisation gives a person one mailbox on its own domain, while a
 * provider's domain (gmail.com, list.ru) is shared by strangers.
 */
import { roleMailbox } from '../normalize/email';

/**
 * A domain whose users name this many different employers or more is a provider's, not one organisation's (one
 * employer is written a few ways: «Tradais Solutions», «tradaissolutions», a typo).
 */
const PROVIDER_EMPLOYERS = 5;

/**
 * Two different personal mailboxes on one organisation's domain, or null: «diane.edwards@horizon.co.uk» /
 * «dedwards@horizon.co.uk» are two colleagues (a person keeps one work address), where «dedwards55@gmail.com» /
 * «dianeedwards@gmail.com» may be one person's two. A domain is an organisation's when its users name fewer than five
 * employers in `employers` (normalized, per record); team mailboxes (info@ …) are no one's.
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
  const employersOf = new Map<string, Set<string>>();
  for (let r = 0; r < emails.length; r++) {
    const d = domainOf(r);
    const e = (employers[r] ?? '').replace(/ /g, '');
    if (d === '' || e === '') continue;
    const set = employersOf.get(d) ?? employersOf.set(d, new Set()).get(d)!;
    if (set.size < PROVIDER_EMPLOYERS) set.add(e);
  }
  return (i, j) => {
    const [a, b] = [(emails[i] ?? '').trim().toLowerCase(), (emails[j] ?? '').trim().toLowerCase()];
    if (a === '' || b === '' || a === b) return null;
    const d = domainOf(i);
    if (d !== domainOf(j) || (employersOf.get(d)?.size ?? PROVIDER_EMPLOYERS) >= PROVIDER_EMPLOYERS) return null;
    if (roleMailbox(a) || roleMailbox(b)) return null;
    return `${a} vs ${b}`;
  };
}
