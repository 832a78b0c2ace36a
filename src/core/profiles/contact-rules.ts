/**
 * Rules for people at organisations (contacts): an organisation gives a person one mailbox on its own domain, while a
 * provider's domain (gmail.com, list.ru) is shared by strangers.
 */
import type { Reason } from '../../domain/decision';
import { roleMailbox } from '../normalize/email';
import { otherNumber } from './people-rules';
import { withinEdits } from './words';

/**
 * A domain is one organisation's when at least this share of its users who name an employer name the same one: one
 * employer is written a few ways («Tradais Solutions», «Tradais Solutoins», «tradais»), a provider's users (gmail.com,
 * list.ru) work anywhere.
 */
const ORGANISATION_SHARE = 0.5;

const mailOf = (emails: readonly string[], r: number) => (emails[r] ?? '').trim().toLowerCase();
const domainOf = (mail: string) => {
  const at = mail.lastIndexOf('@');
  return at > 0 ? mail.slice(at + 1) : '';
};
const employerOf = (employers: readonly string[], r: number) => (employers[r] ?? '').replace(/ /g, '');

/** The organisations' domains of an e-mail column, each with the employer most of its users name (normalized). */
export function organisationDomains(emails: readonly string[], employers: readonly string[]): Map<string, string> {
  const employersOf = new Map<string, Map<string, number>>();
  for (let r = 0; r < emails.length; r++) {
    const [d, e] = [domainOf(mailOf(emails, r)), employerOf(employers, r)];
    if (d === '' || e === '') continue;
    const counts = employersOf.get(d) ?? employersOf.set(d, new Map()).get(d)!;
    counts.set(e, (counts.get(e) ?? 0) + 1);
  }
  const organisations = new Map<string, string>();
  for (const [d, counts] of employersOf) {
    let [top, all, name] = [0, 0, ''];
    for (const [e, n] of counts) {
      all += n;
      if (n > top) [top, name] = [n, e];
    }
    if (top >= ORGANISATION_SHARE * all) organisations.set(d, name);
  }
  return organisations;
}

/**
 * Two different personal mailboxes on one organisation's domain, or null: «diane.edwards@horizon.co.uk» /
 * «dedwards@horizon.co.uk» are two colleagues (a person keeps one work address), where «dedwards55@gmail.com» /
 * «dianeedwards@gmail.com» may be one person's two. `employers`: normalized, per record; team mailboxes (info@ …) are
 * no one's.
 */
export function workMailboxesDiffer(
  emails: readonly string[],
  employers: readonly string[],
  organisations = organisationDomains(emails, employers),
): (i: number, j: number) => string | null {
  return (i, j) => {
    const [a, b] = [mailOf(emails, i), mailOf(emails, j)];
    if (a === '' || b === '' || a === b) return null;
    const d = domainOf(a);
    if (d !== domainOf(b) || !organisations.has(d)) return null;
    if (roleMailbox(a) || roleMailbox(b)) return null;
    return `${a} vs ${b}`;
  };
}

/** A mailbox numbered apart from its name: letters, then one or two digits before the «@». */
const NUMBERED = /[a-z][0-9]{1,2}@/;

/** Whether two mailboxes are two people's: not one written with a slip (a numbered one is another person's). */
const twoPeople = (a: string, b: string) => a !== b && (!withinEdits(a, b, 2) || otherNumber(a, b));

/**
 * Namesakes at one employer: when an organisation's domain holds two people's mailboxes for one name (surname and
 * given initial: «lisa.price@» and «lisa.price2@» on phoenixcambridge.com), any two records of that name at that
 * employer may be either person, whatever e-mails they carry, and so may one of that name whose employer is unknown;
 * one numbered mailbox («nicolerose2@») says as much → the reason's detail, else null. A record's employer is its
 * employer column, else the one its work domain's users name. `given` and `surname`: normalized, per record.
 */
export function namesakesAtEmployer(
  emails: readonly string[],
  employers: readonly string[],
  given: readonly string[],
  surname: readonly string[],
  organisations = organisationDomains(emails, employers),
): (i: number, j: number) => string | null {
  const nameOf = (r: number) => {
    const [s, g] = [(surname[r] ?? '').trim(), (given[r] ?? '').trim()];
    return s === '' || g === '' ? '' : `${g[0]} ${s}`;
  };
  const workplaceOf = (r: number) => employerOf(employers, r) || (organisations.get(domainOf(mailOf(emails, r))) ?? '');
  const mailboxes = new Map<string, string[]>();
  const numbered = new Map<string, string>();
  for (let r = 0; r < emails.length; r++) {
    const mail = mailOf(emails, r);
    const at = organisations.get(domainOf(mail));
    const name = nameOf(r);
    if (at === undefined || name === '' || roleMailbox(mail)) continue;
    const key = `${name}\u0001${at}`;
    const seen = mailboxes.get(key) ?? mailboxes.set(key, []).get(key)!;
    if (!seen.includes(mail)) seen.push(mail);
    // A numbered mailbox of the name («nicolerose2@», «helen2@»): the organisation had given the plain one to another.
    const letters = mail.slice(0, mail.indexOf('@')).replace(/[^a-z]/g, '');
    const named = [given[r], surname[r]].some(
      (v) => v.replace(/ /g, '').length > 1 && letters.includes(v.replace(/ /g, '')),
    );
    if (NUMBERED.test(mail) && named) numbered.set(key, mail);
  }
  const shared = new Map<string, string>();
  for (const [key, mail] of numbered) shared.set(key, `${mail} is numbered`);
  for (const [key, seen] of mailboxes)
    for (let x = 0; x < seen.length && !shared.has(key); x++)
      for (let y = x + 1; y < seen.length; y++)
        if (twoPeople(seen[x], seen[y])) {
          shared.set(key, `${seen[x]} and ${seen[y]}`);
          break;
        }
  if (shared.size === 0) return () => null;
  // A record whose employer is unknown may be either namesake.
  return (i, j) => {
    const [name, wi, wj] = [nameOf(i), workplaceOf(i), workplaceOf(j)];
    if (name === '' || name !== nameOf(j) || (wi !== '' && wj !== '' && wi !== wj)) return null;
    const both = shared.get(`${name}\u0001${wi || wj}`);
    return both ? `two people of this name at this employer: ${both}` : null;
  };
}

/**
 * Colleagues at one employer, over every e-mail column: two mailboxes on its domain (`different-email`), or a name two
 * people there hold (`namesakes-at-employer`) → the reason, else null. `names`: given names and surnames, when known.
 */
export function colleaguesRule(
  mailColumns: readonly (readonly string[])[],
  employers: readonly string[],
  names: readonly [readonly string[], readonly string[]] | null,
): (i: number, j: number) => Reason | null {
  const domains = mailColumns.map((emails) => organisationDomains(emails, employers));
  const mailboxes = mailColumns.map((emails, k) => workMailboxesDiffer(emails, employers, domains[k]));
  const namesakes = names
    ? mailColumns.map((emails, k) => namesakesAtEmployer(emails, employers, names[0], names[1], domains[k]))
    : [];
  return (i, j) => {
    for (const differ of mailboxes) {
      const detail = differ(i, j);
      if (detail) return { code: 'different-email', detail };
    }
    for (const shared of namesakes) {
      const detail = shared(i, j);
      if (detail) return { code: 'namesakes-at-employer', detail };
    }
    return null;
  };
}
