import { describe, expect, it } from 'vitest';
import { namesakesAtEmployer, workMailboxesDiffer } from '../../../src/core/profiles/contact-rules';
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

describe('namesakesAtEmployer', () => {
  // Two Lisa Prices at Phoenix Electrical (one of them numbered «lisa.price2@»), one Tom Hart with two addresses, a
  // Lisa Price at another firm, and a Lisa Price whose employer is unknown.
  const rows: Array<[string, string, string, string]> = [
    ['lisa.price@phoenix.com', 'phoenixelectrical', 'lisa', 'price'],
    ['lisa.price2@phoenix.com', 'phoenixelectrical', 'lisa', 'price'],
    ['lisa.price@btinternet.com', 'phoenixelectrical', 'lisa', 'price'],
    ['tom.hart@phoenix.com', 'phoenixelectrical', 'tom', 'hart'],
    ['tomhart77@gmail.com', 'phoenixelectrical', 'tom', 'hart'],
    ['lisa.price@acme.com', 'acme', 'lisa', 'price'],
    ['lisaprice@gmail.com', '', 'lisa', 'price'],
    ...['a', 'b', 'c'].map((x): [string, string, string, string] => [`${x}@gmail.com`, `firm${x}`, x, 'z']),
  ];
  const rule = namesakesAtEmployer(
    ...([0, 1, 2, 3].map((k) => rows.map((r) => r[k])) as [string[], string[], string[], string[]]),
  );

  it('holds any two records of a name two people hold at one employer, whatever their e-mails', () => {
    expect(rule(0, 1)).toMatch(/two people of this name at this employer/);
    expect(rule(1, 2)).not.toBeNull();
    // The employer unknown: either namesake.
    expect(rule(6, 1)).not.toBeNull();
  });

  it('says nothing of a name one person holds there, nor across employers', () => {
    expect(rule(3, 4)).toBeNull();
    expect(rule(5, 0)).toBeNull();
    expect(rule(3, 0)).toBeNull();
  });

  it('reads one numbered mailbox of the name as a namesake, a slip of the pen as none', () => {
    const numbered = namesakesAtEmployer(
      ['nicolerose2@antraa.com', ''],
      ['antraa', 'antraa'],
      ['nicole', 'nicole'],
      ['rose', 'rose'],
    );
    expect(numbered(0, 1)).toMatch(/nicolerose2@antraa.com is numbered/);
    const slip = namesakesAtEmployer(
      ['tom.hart@phoenix.com', 'tom.hrat@phoenix.com', ''],
      ['phoenix', 'phoenix', 'phoenix'],
      ['tom', 'tom', 'tom'],
      ['hart', 'hart', 'hart'],
    );
    expect(slip(0, 2)).toBeNull();
  });
});
