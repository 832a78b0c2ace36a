/**
 * Email addresses: `mailto:` and angle brackets stripped, trimmed, lowercased, shape-checked.
 * Provider folding (an option, off by default because it changes who the address belongs to only
 * for the providers listed): Gmail ignores dots and `+tags` and googlemail.com is gmail.com; Outlook /
 * Hotmail / Live, iCloud, Fastmail, Proton and Yandex ignore `+tags`; Yandex's domains are one mailbox.
 */

/** Options of {@link normalizeEmail}. */
export interface EmailOptions {
  /** Fold provider-specific aliases (Gmail dots, `+tags`, googlemail.com). Default false. */
  foldProvider?: boolean;
}

const SHAPE = /^[^\s@<>(),;:"[\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
// prettier-ignore
const PLUS_PROVIDERS = new Set([
  'gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'icloud.com', 'me.com', 'fastmail.com', 'protonmail.com',
  'proton.me', 'yandex.ru',
]);
const DOMAIN_ALIASES: Record<string, string> = {
  'googlemail.com': 'gmail.com',
  'ya.ru': 'yandex.ru',
  'yandex.com': 'yandex.ru',
  'yandex.by': 'yandex.ru',
  'yandex.kz': 'yandex.ru',
  'yandex.ua': 'yandex.ru',
};

/** The normalized email address, or null when the value is not an address. */
export function normalizeEmail(raw: string, options: EmailOptions = {}): string | null {
  let s = raw.trim().toLowerCase();
  if (s.startsWith('mailto:')) s = s.slice(7);
  const lt = s.lastIndexOf('<');
  if (lt >= 0 && s.endsWith('>')) s = s.slice(lt + 1, -1).trim();
  while (s.endsWith('.')) s = s.slice(0, -1);
  if (!SHAPE.test(s)) return null;
  if (!options.foldProvider) return s;
  const at = s.lastIndexOf('@');
  let local = s.slice(0, at);
  let domain = s.slice(at + 1);
  domain = DOMAIN_ALIASES[domain] ?? domain;
  if (PLUS_PROVIDERS.has(domain)) {
    const plus = local.indexOf('+');
    if (plus > 0) local = local.slice(0, plus);
  }
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  if (domain === 'yandex.ru') local = local.replace(/\./g, '-');
  return local.length > 0 ? `${local}@${domain}` : null;
}

/** Local parts of mailboxes a team reads, not one person (RFC 2142 role accounts and their everyday kin). */
// prettier-ignore
const ROLE_MAILBOXES: ReadonlySet<string> = new Set([
  'info', 'sales', 'hello', 'team', 'admin', 'office', 'contact', 'contactus', 'support', 'marketing', 'enquiries',
  'enquiry', 'inquiries', 'accounts', 'billing', 'finance', 'hr', 'jobs', 'careers', 'press', 'media', 'help',
  'service', 'customerservice', 'noreply', 'no-reply', 'webmaster', 'postmaster', 'hostmaster', 'abuse', 'mail',
  'general', 'reception', 'orders', 'purchasing', 'bookings', 'reservations', 'events', 'newsletter', 'group',
]);

/** Whether an e-mail address is a team's mailbox (info@, sales@ …) rather than one person's. */
export function roleMailbox(raw: string): boolean {
  const at = raw.indexOf('@');
  return at > 0 && ROLE_MAILBOXES.has(raw.slice(0, at).trim().toLowerCase().split('+')[0]);
}
