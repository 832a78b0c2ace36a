import { describe, expect, it } from 'vitest';
import { genericProfile } from '../../../src/core/profiles/generic';
import { numberedWordsDiffer, privateContact, spellsOut } from '../../../src/core/profiles/generic-rules';
import { generationsDiffer, surnamesDiffer } from '../../../src/core/profiles/people-rules';
import { DEFAULT_PROFILE_SETTINGS } from '../../../src/core/profiles';
import type { FieldKind } from '../../../src/domain/field';
import { trapList, type TrapRecord } from '../../fixtures/generate/name-pairs';

/** How the generic model decides each trap pair when the weights alone say «merge» (every field agreeing). */
function decideTraps(kinds: Record<string, FieldKind>, traps: Array<[TrapRecord, TrapRecord]>, seed = 7) {
  const list = trapList(seed, kinds, traps);
  const prepared = genericProfile.prepare(list, DEFAULT_PROFILE_SETTINGS);
  const fs = { weight: 20, probability: 0.99999 };
  return list.pairs.map(([left, right]) => {
    const d = prepared.decide({ left, right, similarities: prepared.comparisons.map(() => 1), fs });
    return { level: d.level, codes: d.reasons.map((r) => r.code).filter((c) => c !== 'match-weight') };
  });
}

// The manufacturer as a category: a company column is a name of its own, and names explain no name's words.
const PRODUCTS: Record<string, FieldKind> = { title: 'title', manufacturer: 'category', description: 'text' };

describe('generic model: numbered words in names must agree', () => {
  it('CS3 / CS4 and 8GB / 16GB go to review; the same numbers, or a number left out on one side, merge', () => {
    const [cs, gb, same, missing] = decideTraps(PRODUCTS, [
      [{ title: 'Adobe Photoshop CS3 Upgrade' }, { title: 'Adobe Photoshop CS4 Upgrade' }],
      [{ title: 'Kingston DataTraveler 8GB' }, { title: 'Kingston DataTraveler 16GB' }],
      [{ title: 'Adobe Photoshop CS3 Upgrade' }, { title: 'adobe photoshop cs3 upgrade' }],
      [{ title: 'Nero Burning ROM 9' }, { title: 'Nero Burning ROM' }],
    ]);
    // CS3 and CS4 are one edit apart: without the rule the title words match as a typo and the pair merges.
    expect(cs).toEqual({ level: 'review', codes: ['model-different'] });
    expect(gb).toEqual({ level: 'review', codes: ['model-different'] });
    expect(same.level).toBe('merge');
    expect(missing.codes).not.toContain('model-different'); // one side lacks the version: no disagreement
  });

  it('reads each name column on its own and names the words that differ', () => {
    const comparisons = [
      { name: 'title', kernel: 'jaroWinkler' as const, thresholds: [0.9], values: ['suite cs3', 'suite cs4', 'suite'] },
    ];
    expect(numberedWordsDiffer([0], comparisons, 0, 1)).toBe('title: cs3 vs cs4');
    expect(numberedWordsDiffer([0], comparisons, 0, 2)).toBeNull();
  });
});

describe('generic model: an organisation is named by its whole name, its legal form aside', () => {
  const COMPANIES: Record<string, FieldKind> = {
    company: 'company',
    website: 'domain',
    email: 'email',
    registration: 'id',
  };

  it('numbered companies sharing a group website and mailbox go to review; their own registration number merges them', () => {
    const shared = { website: 'westfield.com', email: 'info@westfield.com' };
    const [numbered, oneNumbered, sameNumber, registered] = decideTraps(COMPANIES, [
      [
        { company: 'Westfield Property 4', ...shared },
        { company: 'Westfield Property 5', ...shared },
      ],
      [
        { company: 'Lancaster Investments Ltd', ...shared },
        { company: 'Lancaster Investments (No. 2) Ltd', ...shared },
      ],
      [
        { company: 'Westfield Property 4 Ltd', ...shared },
        { company: 'WESTFIELD PROPERTY 4 LIMITED', ...shared },
      ],
      [
        { company: 'Westfield Property 4', registration: 'GB 278 5866 98' },
        { company: 'Westfield Property No 4', registration: 'GB278586698' },
      ],
    ]);
    expect(numbered).toEqual({ level: 'review', codes: ['model-different'] });
    expect(oneNumbered).toEqual({ level: 'review', codes: ['model-different'] });
    expect(sameNumber.level).toBe('merge');
    expect(registered.level).toBe('merge');
  });

  it('a word on one side only is another firm; a legal form or a trading-name marker is no word of the name', () => {
    const [parent, prefixForm, tradingAs, abbreviated] = decideTraps(COMPANIES, [
      [{ company: 'Seraxa LLC' }, { company: 'Seraxa Group Corp.' }],
      [{ company: 'SAS Immobilier Mercier' }, { company: 'Immobilier Mercier S.A.S.' }],
      [
        { company: 'Hartmann Elektrotechnik GmbH & Co KG T/A Schäfer Services' },
        { company: 'SCHÄFER SERVICES (HARTMANN ELEKTROTECHNIK GMBH & CO. KG)' },
      ],
      [{ company: 'Emerald Manufacturing Group Ltd.' }, { company: 'EMERALD MFG GROUP LTD' }],
    ]);
    expect(parent).toEqual({ level: 'review', codes: ['different-title'] });
    expect(prefixForm.level).toBe('merge');
    expect(tradingAs.level).toBe('merge');
    expect(abbreviated.level).toBe('merge');
  });
});

describe('generic model: a place is its address, flat numbers included', () => {
  const PLACES: Record<string, FieldKind> = { title: 'title', address: 'address' };

  it('another flat, or a flat against its building, goes to review; one flat or one house written two ways merges', () => {
    const title = { title: 'Bright two bedroom flat' };
    const [flats, bare, sameFlat, house, building, street, flatAsHouse, sameFlatAsHouse] = decideTraps(PLACES, [
      [
        { ...title, address: 'Flat 3, 6 Station Street' },
        { ...title, address: '6/2 Station Street' },
      ],
      [
        { ...title, address: '11 Garden Street' },
        { ...title, address: 'Flat B, 11 Garden St' },
      ],
      [
        { ...title, address: 'Flat 3, 12 Park Road' },
        { ...title, address: '12 Park Rd, Apt 3' },
      ],
      [
        { ...title, address: '14 Well Terrace' },
        { ...title, address: '14 Well Terrace' },
      ],
      // The list shows flat B of 11 Garden Street (the pair above): two bare mentions of it name no one flat.
      [
        { ...title, address: '11 Garden Street' },
        { ...title, address: '11 Garden St' },
      ],
      [
        { ...title, address: "King's Terrace" },
        { ...title, address: "3 Lockside, 45 King's Terrace" },
      ],
      // Flat 33 of number 33 holds its number twice: flat 67 of that house is another flat.
      [
        { ...title, address: '33/33 Beaconsfield Lane' },
        { ...title, address: '33 Beaconsfield Lane, Apt 67' },
      ],
      [
        { ...title, address: '33/33 Beaconsfield Lane' },
        { ...title, address: 'Flat 33, 33 Beaconsfield Ln' },
      ],
    ]);
    expect(flats).toEqual({ level: 'review', codes: ['addresses-differ'] });
    expect(bare).toEqual({ level: 'review', codes: ['addresses-differ'] });
    expect(sameFlat.level).toBe('merge');
    expect(house.level).toBe('merge');
    expect(building).toEqual({ level: 'review', codes: ['addresses-differ'] });
    expect(street).toEqual({ level: 'review', codes: ['addresses-differ'] });
    expect(flatAsHouse).toEqual({ level: 'review', codes: ['addresses-differ'] });
    expect(sameFlatAsHouse.level).toBe('merge');
  });
});

describe('generic model: a title word on one side only', () => {
  it('«Deluxe», «Upgrade» present on one side send the pair to review; a word another field explains does not', () => {
    const [deluxe, upgrade, explained, short] = decideTraps(PRODUCTS, [
      [{ title: 'Photoshop Elements Deluxe' }, { title: 'Photoshop Elements' }],
      [{ title: 'Quicken Home Business' }, { title: 'Quicken Home Business Upgrade' }],
      [
        { title: 'Elements Photoshop', manufacturer: 'Adobe' },
        { title: 'Adobe Photoshop Elements', manufacturer: 'Adobe' },
      ],
      [{ title: 'Office Suite XP' }, { title: 'Office Suite' }],
    ]);
    // Each pair has words on one side only, none on the other: the names-conflict rule lets it merge.
    expect(deluxe).toEqual({ level: 'review', codes: ['different-title'] });
    expect(upgrade).toEqual({ level: 'review', codes: ['different-title'] });
    expect(explained.level).toBe('merge'); // «adobe» is the manufacturer category's word
    expect(short.level).toBe('merge'); // two letters («xp») are too short to name an edition
  });

  it('a word saying what kind of place a thing is names no other thing: «Bone’s» / «Bone’s Restaurant» merge', () => {
    const [restaurant, cafe, grill] = decideTraps({ name: 'title', city: 'city' }, [
      [{ name: "Bone's" }, { name: "Bone's Restaurant" }],
      [{ name: 'Lulu' }, { name: 'Lulu Cafe' }],
      [{ name: 'Four Seasons' }, { name: 'Four Seasons Grill Room' }],
    ]);
    expect(restaurant.level).toBe('merge');
    expect(cafe.level).toBe('merge');
    // «grill room» says which of the hotel's rooms: still another thing.
    expect(grill).toEqual({ level: 'review', codes: ['different-title'] });
  });

  it('holds only titles: a person’s middle name left out is no other person', () => {
    const [person] = decideTraps({ name: 'name', city: 'city' }, [
      [{ name: 'Anna Maria Kowalski' }, { name: 'Anna Kowalski' }],
    ]);
    expect(person.codes).not.toContain('different-title');
  });
});

describe('generic model: an acronym against its expansion', () => {
  const VENUES: Record<string, FieldKind> = { venue: 'venue', year: 'number' };

  it('VLDB / Very Large Data Bases is no names conflict; two different names still are', () => {
    const [vldb, icde, other] = decideTraps(VENUES, [
      [
        { venue: 'VLDB', year: '1999' },
        { venue: 'Very Large Data Bases', year: '1999' },
      ],
      [
        { venue: 'International Conference on Data Engineering', year: '2001' },
        { venue: 'ICDE', year: '2001' },
      ],
      [
        { venue: 'SIGMOD Conference', year: '2001' },
        { venue: 'Very Large Data Bases', year: '2001' },
      ],
    ]);
    // Without the rule each side has a word the other lacks: a names conflict, sent to review.
    expect(vldb).toEqual({ level: 'merge', codes: [] });
    expect(icde).toEqual({ level: 'merge', codes: [] });
    expect(other).toEqual({ level: 'review', codes: ['names-conflict'] });
  });

  it('spells out by leading letters of each word in order', () => {
    expect(spellsOut('vldb', ['very', 'large', 'data', 'bases'])).toBe(true);
    expect(spellsOut('tods', ['transactions', 'on', 'database', 'systems'])).toBe(true);
    expect(spellsOut('vldb', ['large', 'very', 'data', 'bases'])).toBe(false); // order matters
    expect(spellsOut('vl', ['very', 'large', 'data'])).toBe(false); // every word must give a letter
    expect(spellsOut('v', ['very'])).toBe(false); // one word is no expansion
  });
});

describe('generic model: a private phone vouches for a title word on one side only', () => {
  const PLACES: Record<string, FieldKind> = { title: 'title', address: 'address', phone: 'phone' };
  it('«Four Seasons Grill Room» / «Four Seasons» on one line of their own merge; on a line three records share, review', () => {
    const [own, venue, other, otherLine] = decideTraps(PLACES, [
      [
        { title: 'Four Seasons Grill Room', address: '99 e 52nd st', phone: '212 754 9494' },
        { title: 'Four Seasons', address: '99 e 52nd st', phone: '212 754 9494' },
      ],
      [
        { title: 'Dune', address: '1 cinema sq', phone: '212 100 2000' },
        { title: 'Dune Premiere', address: '1 cinema sq', phone: '212 100 2000' },
      ],
      [
        { title: 'Oppenheimer', address: '1 cinema sq', phone: '212 100 2000' },
        { title: 'Barbie', address: '1 cinema sq', phone: '212 100 2001' },
      ],
      [
        { title: 'Shun Lee West', address: '43 w 65th st', phone: '212 371 8844' },
        { title: 'Shun Lee', address: '43 w 65th st', phone: '212 595 8895' },
      ],
    ]);
    expect(own).toEqual({ level: 'merge', codes: [] });
    // A venue's line on each of its events belongs to no one record: the added word still names another thing.
    expect(venue).toEqual({ level: 'review', codes: ['different-title'] });
    expect(other.level).not.toBe('merge');
    // Every similarity is 1 here; the rule reads the values themselves: two lines, no voucher.
    expect(otherLine).toEqual({ level: 'review', codes: ['different-title'] });
  });

  it('a line is private to two records that alone carry it, in a column where few records share theirs more widely', () => {
    expect(privateContact(['a', 'a', 'b', 'c', 'd'])?.(0, 1)).toBe(true);
    expect(privateContact(['a', 'a', 'b', 'c', 'd'])?.(0, 2)).toBe(false); // two lines
    expect(privateContact(['a', 'a', 'a', 'b', 'c'])).toBeNull(); // 3 of 5 records on one line
    const many = [...Array.from({ length: 100 }, (_, i) => `p${i}`), 'x', 'x', 'x'];
    expect(privateContact(many)?.(100, 101)).toBe(false); // the column is private, that line is not
    expect(privateContact([...many, 'p0'])?.(0, 103)).toBe(true);
    expect(privateContact(['', '', 'a'])?.(0, 1)).toBe(false); // no value, no voucher
  });
});

describe('generic model: a description explains no title word', () => {
  it('«Music Organizer 2007» / «Organizer 2007» go to review though the description says «music»', () => {
    const [described, manufacturer] = decideTraps(PRODUCTS, [
      [
        { title: 'Music Organizer 2007', description: 'Music Organizer 2007 gives you a fast way to sort your songs' },
        { title: 'Organizer 2007', description: 'sort your songs and albums with Organizer 2007' },
      ],
      [
        { title: 'Music Organizer 2007', manufacturer: 'Music Labs' },
        { title: 'Organizer 2007', manufacturer: 'Music Labs' },
      ],
    ]);
    // With text among the explaining fields, «music» in the first description hides the added word.
    expect(described).toEqual({ level: 'review', codes: ['different-title'] });
    expect(manufacturer.level).toBe('merge'); // a category is no copy of the title: it still explains
  });
});

describe('generic model: a maker or a venue beside a title is an attribute, not a second name', () => {
  const PAPERS: Record<string, FieldKind> = { title: 'title', venue: 'venue', year: 'number' };
  const SOFTWARE: Record<string, FieldKind> = { title: 'title', manufacturer: 'company' };

  it('«SIGMOD Conference» / «International Conference on Management of Data» under one title is no names conflict', () => {
    const [sigmod, pods] = decideTraps(PAPERS, [
      [
        { title: 'Fast Top-k Queries over Uncertain Data', venue: 'SIGMOD Conference', year: '2001' },
        {
          title: 'Fast Top-k Queries over Uncertain Data',
          venue: 'International Conference on Management of Data',
          year: '2001',
        },
      ],
      [
        { title: 'Parallel Keyword Search on the Web', venue: 'PODS', year: '2006' },
        {
          title: 'Parallel Keyword Search on the Web',
          venue: 'Symposium on Principles of Database Systems',
          year: '2006',
        },
      ],
    ]);
    // Neither acronym spells out the other side: read as a second name, each side has words the other lacks.
    expect(sigmod).toEqual({ level: 'merge', codes: [] });
    expect(pods).toEqual({ level: 'merge', codes: [] });
  });

  it('a title many records carry («Guest Editorial») tells nothing apart: the venue is a name again', () => {
    const [editorial] = decideTraps(PAPERS, [
      [
        { title: 'Guest Editorial', venue: 'ACM Trans. Database Syst.', year: '1997' },
        { title: 'Guest Editorial', venue: 'VLDB J.', year: '1997' },
      ],
      [
        { title: 'Guest Editorial', venue: 'SIGMOD Record', year: '1998' },
        { title: 'Guest Editorial', venue: 'SIGMOD Record', year: '1999' },
      ],
    ]);
    expect(editorial).toEqual({ level: 'review', codes: ['names-conflict'] });
  });

  it('the maker column explains the maker word of a title; without a title a company is still the name', () => {
    const [maker, unexplained] = decideTraps(SOFTWARE, [
      [
        { title: 'Paragon Web Master Platinum 7', manufacturer: 'Paragon' },
        { title: 'Web Master Platinum 7', manufacturer: '' },
      ],
      [
        { title: 'Paragon Web Master Platinum 7', manufacturer: 'Avanquest' },
        { title: 'Web Master Platinum 7', manufacturer: '' },
      ],
    ]);
    expect(maker).toEqual({ level: 'merge', codes: [] });
    expect(unexplained).toEqual({ level: 'review', codes: ['different-title'] });
    const [companies] = decideTraps({ company: 'company', city: 'city' }, [
      [
        { company: 'Ritz Carlton Cafe', city: 'Boston' },
        { company: 'Ritz Carlton Dining Room', city: 'Boston' },
      ],
    ]);
    // An organisation's name is its whole name, as a title is: a word on one side only names another one.
    expect(companies).toEqual({ level: 'review', codes: ['different-title'] });
  });
});

describe('generic model: only the identifier itself vouches for a person', () => {
  it('brothers with one surname, patronymic and e-mail pattern go to review; the same e-mail, or one slip in it, merges', () => {
    const kinds: Record<string, FieldKind> = { full_name: 'name', email: 'email' };
    const list = trapList(3, kinds, [
      [
        { full_name: 'Тимофеев Александр Вадимович', email: 'timofeev.a85@list.ru' },
        { full_name: 'Тимофеев Виктор Вадимович', email: 'timofeev.v49@list.ru' },
      ],
      [
        { full_name: 'Тимофеев Александр Вадимович', email: 'timofeev.a85@list.ru' },
        { full_name: 'Тимофеев Виктор Вадимович', email: 'timofeev.a58@list.ru' },
      ],
    ]);
    const prepared = genericProfile.prepare(list, DEFAULT_PROFILE_SETTINGS);
    const decide = (email: number, [left, right] = list.pairs[0]) => {
      // The names close enough for no other rule to object; the e-mails within one edit, or equal.
      const sims = prepared.comparisons.map((c) => (c.name === 'email' ? email : c.name === 'full_name' ? 0.85 : 1));
      const d = prepared.decide({ left, right, similarities: sims, fs: { weight: 20, probability: 0.99999 } });
      return { level: d.level, codes: d.reasons.map((r) => r.code).filter((c) => c !== 'match-weight') };
    };
    expect(decide(0.9)).toEqual({ level: 'review', codes: ['names-conflict'] });
    expect(decide(1).level).toBe('merge');
    // One slip of the pen (two digits swapped) is still the person's address: it vouches whatever the names.
    expect(decide(0.9, list.pairs[1]).level).toBe('merge');
  });
});

describe('generic model: contacts at one employer', () => {
  const CONTACTS: Record<string, FieldKind> = {
    first_name: 'name',
    last_name: 'name',
    email: 'email',
    company: 'company',
  };
  const decideContacts = (traps: Array<[TrapRecord, TrapRecord]>, sims: (name: string) => number) => {
    const list = trapList(5, CONTACTS, traps);
    const prepared = genericProfile.prepare(list, DEFAULT_PROFILE_SETTINGS);
    return list.pairs.map(([left, right]) => {
      const similarities = prepared.comparisons.map((c) => sims(c.name));
      const d = prepared.decide({ left, right, similarities, fs: { weight: 20, probability: 0.99999 } });
      return { level: d.level, codes: d.reasons.map((r) => r.code).filter((c) => c !== 'match-weight') };
    });
  };

  it('a team mailbox vouches for no one; different people sharing it and the employer go to review', () => {
    const inbox = { email: 'team@trinitymanufacturing.co.uk', company: 'Trinity Manufacturing' };
    const [team] = decideContacts(
      [
        [
          { first_name: 'Amy', last_name: 'Shelcombe', ...inbox },
          { first_name: 'Carl', last_name: 'Duncan', ...inbox },
        ],
      ],
      // Names disagree outright; the mailbox and the employer agree.
      (name) => (name === 'first_name' || name === 'last_name' || name.startsWith('names') ? 0.3 : 1),
    );
    expect(team).toEqual({ level: 'review', codes: ['names-disagree'] });
  });

  it('a record without a person name merges only on an identifier of theirs, not on the employer', () => {
    const at = { company: 'Axlumis Group' };
    const unnamed = (first: TrapRecord, second: TrapRecord, email: number) =>
      decideContacts([[first, second]], (name) =>
        name === 'first_name' || name === 'last_name' || name.startsWith('names') ? NaN : name === 'email' ? email : 1,
      )[0];
    // No name on one side (similarity NaN); employer and everything else agree.
    const nobody = { first_name: '', last_name: '', ...at };
    expect(
      unnamed({ ...nobody, email: 'jradden22@hotmail.com' }, { ...nobody, email: 'ah63@bigpond.com' }, 0.2),
    ).toEqual({
      level: 'review',
      codes: ['unnamed-person'],
    });
    const jen = { first_name: 'Jen', last_name: 'Crawford', email: 'jen.crawford@axlumis.com', ...at };
    expect(unnamed({ ...nobody, email: 'jen.crawford@axlumis.com' }, jen, 1).level).toBe('merge');
  });

  it('one given name under two surnames goes to review; a double-barrelled surname or an initial does not', () => {
    const name = (values: string[]) => ({ name: 'n', kernel: 'jaroWinkler' as const, thresholds: [0.92, 0.8], values });
    const comparisons = [
      name(['linda', 'linda', 'linda', 'linda']),
      name(['carter', 'wallace', 'carter wallace', 'c']),
    ];
    const low = [1, 0.3];
    expect(surnamesDiffer(comparisons, [0, 1], 0, 1, low)).toEqual({
      code: 'surnames-differ',
      detail: 'carter vs wallace',
    });
    expect(surnamesDiffer(comparisons, [0, 1], 0, 2, low)).toBeNull();
    expect(surnamesDiffer(comparisons, [0, 1], 0, 3, low)).toBeNull();
    // Another given name is the twins' rule, not this one.
    expect(surnamesDiffer(comparisons, [0, 1], 0, 1, [0.3, 0.3])).toBeNull();
  });

  it('a father and his son: a generation word on one side, or two different ones, names two people', () => {
    const name = (values: string[]) => ({ name: 'n', kernel: 'jaroWinkler' as const, thresholds: [0.92], values });
    const comparisons = [
      name(['david', 'david', 'william', 'william']),
      name(['wolfden sr', 'wolfden jr', 'white', 'white']),
    ];
    expect(generationsDiffer(comparisons, [0, 1], 0, 1)).toEqual({ code: 'generations-differ', detail: 'sr vs jr' });
    expect(generationsDiffer(comparisons, [0, 1], 2, 3)).toBeNull();
    comparisons[1].values[3] = 'white jr';
    expect(generationsDiffer(comparisons, [0, 1], 2, 3)).toEqual({ code: 'generations-differ', detail: '— vs jr' });
  });
});

describe('generic model: twins with a family e-mail pattern', () => {
  it('an e-mail one initial apart does not vouch for twins; one slip of the pen still does', () => {
    const kinds: Record<string, FieldKind> = { full_name: 'name', email: 'email', dob: 'date', address: 'address' };
    const twin = { dob: '1946-12-25', address: 'Novosibirsk, ul. Solnechnaya 88-201' };
    const list = trapList(3, kinds, [
      [
        { full_name: 'Zvereva Yuliya Aleksandrovna', email: 'yzvereva@bk.ru', ...twin },
        { full_name: 'Zvereva Taisiya Aleksandrovna', email: 'tzvereva@bk.ru', ...twin },
      ],
      [
        { full_name: 'Zvereva Yuliya Aleksandrovna', email: 'yzvereva@bk.ru', ...twin },
        { full_name: 'Zvereva Yulia Aleksandrovna', email: 'yzverewa@bk.ru', ...twin },
      ],
    ]);
    const prepared = genericProfile.prepare(list, DEFAULT_PROFILE_SETTINGS);
    // The e-mails agree at their top level below exact, the names at a lower one; the rest exactly.
    const sims = prepared.comparisons.map((c) => (c.name === 'email' ? 0.95 : c.name === 'full_name' ? 0.85 : 1));
    const fs = { weight: 20, probability: 0.99999 };
    const [twins, slip] = list.pairs.map(([left, right]) => prepared.decide({ left, right, similarities: sims, fs }));
    expect(twins.level).toBe('review');
    expect(twins.reasons.map((r) => r.code)).toContain('names-conflict');
    expect(slip.level).toBe('merge');
  });
});

describe('generic model: a place is where it is', () => {
  const PLACES: Record<string, FieldKind> = {
    name: 'title',
    phone: 'phone',
    website: 'domain',
    city: 'city',
    postcode: 'code',
  };
  const chain = { name: 'Wagamama', phone: '0345 106 2216', website: 'wagamama.com', city: 'London' };
  /** The trap list with postcodes in its filler rows too (a postcode column is known by its values). */
  const withPostcodes = (list: ReturnType<typeof trapList>) => {
    const postcode = list.columns.find((c) => c.name === 'postcode')!;
    postcode.values = postcode.values.map((v, r) => (r < list.pairs[0][0] ? `M${1 + (r % 20)} ${r % 10}AB` : v));
    return list;
  };
  const decidePlaces = (kinds: Record<string, FieldKind>, traps: Array<[TrapRecord, TrapRecord]>) => {
    const list = withPostcodes(trapList(9, kinds, traps));
    const prepared = genericProfile.prepare(list, DEFAULT_PROFILE_SETTINGS);
    const similarities = prepared.comparisons.map(() => 1);
    return list.pairs.map(([left, right]) => {
      const d = prepared.decide({ left, right, similarities, fs: { weight: 20, probability: 0.99999 } });
      return { level: d.level, codes: d.reasons.map((r) => r.code).filter((c) => c !== 'match-weight') };
    });
  };

  it('two branches of a chain (one name, website and central number) at two postcodes go to review', () => {
    const [branches, unknown, district] = decidePlaces(PLACES, [
      [
        { ...chain, postcode: 'SE1 1YS' },
        { ...chain, postcode: 'SE4 6XS' },
      ],
      // No postcode on one side: nothing says where it is.
      [
        { ...chain, postcode: 'SE17 7BR' },
        { ...chain, postcode: '' },
      ],
      // A postcode's district is no other place.
      [
        { name: "Priya's Bakery", city: 'Leeds', postcode: 'LS8' },
        { name: "Priya's Bakery", city: 'Leeds', postcode: 'LS8 2GD' },
      ],
    ]);
    expect(branches).toEqual({ level: 'review', codes: ['addresses-differ'] });
    expect(unknown.level).toBe('merge');
    expect(district.level).toBe('merge');
  });

  it('a line no source holds twice vouches for its place, wherever sources print it', () => {
    const [cafe, branches] = decidePlaces({ ...PLACES, source: 'source' }, [
      [
        { name: 'Thistle Cafe', phone: '020 8854 2386', postcode: 'SE9 3SP', source: 'maps' },
        { name: 'Thistle Cafe', phone: '020 8854 2386', postcode: 'SE9 3PS', source: 'reviews' },
      ],
      [
        { ...chain, postcode: 'SE1 1YS', source: 'maps' },
        { ...chain, postcode: 'SE4 6XS', source: 'reviews' },
      ],
      [
        { name: 'Thistle Cafe', phone: '020 8854 2386', postcode: 'SE9 3SP', source: 'directory' },
        { ...chain, postcode: 'SE17 7BR', source: 'maps' },
      ],
    ]);
    // The café's line, once in each of three sources, vouches against a postcode typed two ways; the chain's central
    // number, twice in the maps export, vouches for nothing.
    expect(cafe.level).toBe('merge');
    expect(branches).toEqual({ level: 'review', codes: ['addresses-differ'] });
  });
});

describe('generic model: a titled thing is named by its title', () => {
  it('a kind of place beside the title («Restaurant») agreeing is no name agreeing', () => {
    const kinds: Record<string, FieldKind> = { name: 'title', kind: 'venue', postcode: 'code' };
    const list = trapList(3, kinds, [
      [
        { name: "Olga's Trattoria", kind: 'Restaurant', postcode: 'G14 8TL' },
        { name: "Rosie's Pizzeria", kind: 'Restaurant', postcode: 'G14 8TL' },
      ],
    ]);
    const prepared = genericProfile.prepare(list, DEFAULT_PROFILE_SETTINGS);
    const [left, right] = list.pairs[0];
    // The names disagree outright; the kind of place and the postcode agree.
    const similarities = prepared.comparisons.map((c) => (c.name === 'name' || c.name.startsWith('names') ? 0.2 : 1));
    const d = prepared.decide({ left, right, similarities, fs: { weight: 20, probability: 0.99999 } });
    expect(d.level).toBe('review');
    expect(d.reasons.map((r) => r.code)).toContain('names-disagree');
  });
});

describe('generic model: a thing is its own identifier', () => {
  it('two VINs of one spec at one dealer are two cars; one character off, or one missing, is no disagreement', () => {
    const kinds: Record<string, FieldKind> = { title: 'title', vin: 'code', dealer: 'other' };
    const car = { title: 'BMW 3 Series M Sport 320d', dealer: 'Jardine London' };
    const [two, slip, missing] = decideTraps(kinds, [
      [
        { ...car, vin: 'FTCP2KGBRW3KGYV2G' },
        { ...car, vin: 'Z87Z747DB5K6T70FZ' },
      ],
      [
        { ...car, vin: 'WVWZZZ1KZAW000123' },
        { ...car, vin: 'WVWZZZ1KZAW000128' },
      ],
      [
        { ...car, vin: 'TRMDLLTVWJSKU2KC0' },
        { ...car, vin: '' },
      ],
    ]);
    expect(two).toEqual({ level: 'review', codes: ['different-registration-id'] });
    expect(slip.level).toBe('merge');
    expect(missing.level).toBe('merge');
  });
});

describe('generic model: how a venue column is written is no name', () => {
  it('«Leicester, UK» / «Leicester (on-site)» do not conflict; «Bristol, UK» / «Leeds» do', () => {
    const at = (location: string) => ({ location });
    const [decorated, cities] = decideTraps({ location: 'venue' }, [
      [at('Leicester, UK'), at('Leicester (on-site)')],
      [at('Bristol, UK'), at('Leeds')],
      // The list writes its cities bare, with the country and with the work mode.
      [at('Leeds, UK'), at('Leeds (hybrid)')],
      [at('Bristol'), at('Bristol (on-site)')],
      [at('Cardiff'), at('Cardiff, UK')],
      [at('Cardiff (hybrid)'), at('Leicester')],
      [at('Bristol (hybrid)'), at('Leeds (on-site)')],
    ]);
    expect(decorated.codes).not.toContain('names-conflict');
    expect(cities).toEqual({ level: 'review', codes: ['names-conflict'] });
  });
});

describe('generic model: an employer beside template titles is no whole name', () => {
  it('«Meridian Bank Group» / «Meridian Bank Ltd» under one template title add no word', () => {
    // Nine template titles, each on ten postings of three employers: the titles name the posts.
    // prettier-ignore
    const roles = ['Software Engineer', 'Data Analyst', 'Registered Nurse', 'Site Manager', 'Accountant', 'Chef',
      'Electrician', 'Solicitor', 'Care Assistant'];
    const employers = ['Northwind Logistics', 'Harbour Foods', 'Lumen Media'];
    const rows = Array.from({ length: 90 }, (_, r) => ({ title: roles[r % 9], employer: employers[r % 3] }));
    const list = trapList(
      3,
      { title: 'title', employer: 'company' },
      [
        [
          { title: 'Registered Nurse', employer: 'Meridian Bank Group' },
          { title: 'Registered Nurse', employer: 'Meridian Bank Ltd' },
        ],
        [
          { title: 'Registered Nurse', employer: 'Meridian Bank' },
          { title: 'Registered Nurse', employer: 'Meridian Trust' },
        ],
      ],
      0,
    );
    const columns = list.columns.map((c) => ({
      ...c,
      values: [...rows.map((row) => row[c.name as 'title' | 'employer']), ...c.values],
    }));
    const prepared = genericProfile.prepare(
      { ...list, columns, recordCount: list.recordCount + rows.length },
      DEFAULT_PROFILE_SETTINGS,
    );
    const fs = { weight: 20, probability: 0.99999 };
    const [group, other] = list.pairs.map(([l, r]) => {
      const d = prepared.decide({
        left: l + rows.length,
        right: r + rows.length,
        similarities: prepared.comparisons.map(() => 1),
        fs,
      });
      return d.reasons.map((x) => x.code).filter((c) => c !== 'match-weight');
    });
    expect(group).toEqual([]);
    // Another employer's name is still another employer.
    expect(other).toContain('names-conflict');
  });
});
