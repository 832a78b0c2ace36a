import { describe, expect, it } from 'vitest';
import { workMailboxesDiffer } from '../../../src/core/profiles/contact-rules';
import { vouchedByIdentifier } from '../../../src/core/profiles/people-rules';

describe('workMailboxesDiffer', () => {
  // Six employers use gmail.com (a provider); horizon.co.uk is one employer's, written two ways.
  const emails = [
    'diane.edwards@horizon.co.uk',
    'dedwards@horizon.co.uk',
    'sales@horizon.co.uk',
    ...['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}x55@gmail.com`),
    'dianeedwards@gmail.com',
  ];
  const employers = ['horizon', 'horizon ', 'horizon', 'acme', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'horizon'];
  const differ = workMailboxesDiffer(emails, employers);

  it('two mailboxes on one employer’s domain are two colleagues', () => {
    expect(differ(0, 1)).toBe('diane.edwards@horizon.co.uk vs dedwards@horizon.co.uk');
  });

  it('a provider’s domain, a team mailbox, one address twice or two domains say nothing', () => {
    expect(differ(3, 9)).toBeNull();
    expect(differ(0, 2)).toBeNull();
    expect(differ(0, 0)).toBeNull();
    expect(differ(0, 9)).toBeNull();
  });

  it('an employer written with typos by a few of its people is still one organisation', () => {
    // Five spellings of one employer (four of them typos, once each) beside four rows written right.
    const spellings = ['pioneer tools', 'pioneer tools', 'pioneer tools', 'pioneer tools', 'pioneej tools'];
    const typos = [...spellings, 'pinoeer tools', 'pioneer', 'pionesr tools'];
    const mails = typos.map((_, k) => (k === 1 ? 'kathleen.long2@pioneer.com' : `p${k}@pioneer.com`));
    mails[0] = 'kathleen.long@pioneer.com';
    expect(workMailboxesDiffer(mails, typos)(0, 1)).toBe('kathleen.long@pioneer.com vs kathleen.long2@pioneer.com');
  });
});

describe('vouchedByIdentifier and numbered mailboxes', () => {
  const email = (values: string[]) => ({ name: 'email', kernel: 'levenshtein' as const, thresholds: [0.85], values });
  const vouches = (a: string, b: string) => vouchedByIdentifier([email([a, b])], [0], [0.85], [], 0, 1, [0.9]);

  it('one slip of the pen vouches; another number does not', () => {
    expect(vouches('timofeev.a85@list.ru', 'timofeev.a58@list.ru')).toBe(true);
    expect(vouches('robertwilson98@outlook.com', 'robertwilson70@outlook.com')).toBe(false);
    expect(vouches('janetredridge@tradais.com', 'janetredridge2@tradais.com')).toBe(false);
    expect(vouches('janetredridge@tradais.com', 'janetredrige@tradais.com')).toBe(true);
  });
});
