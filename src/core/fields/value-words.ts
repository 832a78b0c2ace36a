/**
 * The last value rule: words — lists of names, person names, companies, addresses, venues, long text, descriptions,
 * product titles, titles of things — for values no typed, numeric, code or category rule claimed.
 */
import { kindEvidence, MAX_ADDRESS_WORDS, NOT_PEOPLE_SHARE, pct, set, WORDS, type Rule } from './value-evidence';

/** A column whose venue words stand alone in at least this share of the values holding one is no venue column. */
const BARE_KINDS = 0.5;

/** Words: lists of names, person names, companies, addresses, long text, product titles. */
export const words: Rule = (s) => {
  if (s.list >= 0.5 && s.listPerson >= 0.4) {
    return kindEvidence(
      'names',
      0.7,
      `${pct(s.list)} of values are lists; ${pct(s.listPerson)} of their parts are person names`,
      true,
      set('names', 'text'),
    );
  }
  // Or fewer, where the names written without one are written with one elsewhere in the column («Acme» / «ACME LTD»).
  if (s.legalForm >= 0.3 || (s.legalForm >= 0.1 && s.formedName >= 0.6))
    return kindEvidence(
      'company',
      Math.min(0.6, 0.3 + s.legalForm / 2),
      `${pct(s.legalForm)} of values carry a legal form (Ltd, GmbH, ООО …)${s.legalForm < 0.3 ? `, ${pct(s.formedName)} name a company written with one elsewhere in the column` : ''}`,
      true,
      set('company', 'venue', 'source', 'category'),
    );
  // One word a value (a given name, a surname): the lexicon misses many, so a lower rate suffices.
  const single = s.meanTokens <= 1.5 && s.singleToken >= 0.8;
  if (s.withDigits <= 0.1 && s.model <= 0.05 && (single ? s.person >= 0.18 : s.person >= 0.4)) {
    const found = `${pct(Math.max(s.givenName, s.surname))} of values hold a frequent ${s.givenName >= s.surname ? 'given name' : 'surname'}`;
    const strong = single ? s.person >= 0.3 : s.person >= 0.5;
    // A title or a venue may be a person's name («Анна Каренина», «Emma», «Зал Чайковского»): a header saying so is
    // believed.
    return kindEvidence(
      'name',
      Math.min(0.9, 0.4 + s.person),
      `${found}: person names`,
      strong,
      set('name', 'names', 'company', 'title', 'venue', 'other'),
    );
  }
  // An address is a line, not a paragraph that names a street («… flat on Station Street, Kemptown. The property …»)
  // nor a headline («1 bedroom flat for sale», «Superb apartment close to the station»).
  if (s.address >= 0.6 && s.meanTokens >= 2 && s.meanTokens <= MAX_ADDRESS_WORDS && s.sentence < 0.5 && s.phrase < 0.3)
    return kindEvidence(
      'address',
      0.6,
      `${pct(s.address)} of values look like street addresses`,
      false,
      set('address', 'venue', 'company', 'title', 'city'),
    );
  // A venue hosts many events: a column of a few names repeated down the list, many saying what kind of place they are.
  // Not where most of them name the kind of place bare: a category of places («Pub», «Restaurant»), no venue's name.
  if (s.venueWord >= 0.3 && s.bareKind < BARE_KINDS && s.distinct <= 0.5 && s.meanTokens <= 6)
    return kindEvidence(
      'venue',
      0.5,
      `${pct(s.venueWord)} of values name a kind of venue (театр, cinema, museum …), ${pct(s.distinct)} distinct`,
      false,
      set('venue', 'company', 'title', 'name', 'category', 'other'),
    );
  if (s.meanLength >= 100 || s.meanTokens >= 15 || (s.sentence >= 0.5 && s.meanTokens >= 8)) {
    const long = s.meanLength >= 200;
    return kindEvidence(
      'text',
      long ? 0.8 : 0.6,
      `free text: ${Math.round(s.meanTokens)} words on average${s.sentence >= 0.3 ? `, ${pct(s.sentence)} sentences` : ''}`,
      long,
      long ? set('text', 'names') : set('text', 'title', 'names', 'address', 'other'),
    );
  }
  // Five words or more and a reference number: a description of a transaction or an order, not the name of something.
  if (s.meanTokens >= 5 && s.reference >= 0.2)
    return kindEvidence(
      'text',
      0.6,
      `${s.meanTokens.toFixed(1)} words on average, ${pct(s.reference)} with a reference number: a description`,
      false,
      set('text', 'title', 'names', 'address', 'other'),
    );
  if (s.model >= 0.3 && s.meanTokens >= 3) {
    return kindEvidence(
      'title',
      Math.min(0.9, 0.5 + s.model / 2),
      `product titles: model numbers in ${pct(s.model)} of values, ${s.meanTokens.toFixed(1)} words on average`,
      true,
      set('title', 'text'),
    );
  }
  if (s.meanTokens > 1.5 && s.distinct >= 0.5) {
    const shape =
      s.titleCase >= 0.5
        ? `, ${pct(s.titleCase)} Capitalised Like A Title`
        : s.upperCase >= 0.5
          ? `, ${pct(s.upperCase)} in capitals`
          : '';
    // A person's name is two or three words, most holding a given name or a surname the lexicon knows: longer values
    // with hardly any are names of things, whatever the header says («name» over software titles). Shorter names of
    // things (shops, restaurants) are told by their articles and possessives, for every rule (values.ts namesThings).
    const notPeople = s.meanTokens > 4 && s.person < NOT_PEOPLE_SHARE;
    return kindEvidence(
      'title',
      0.35,
      `${s.meanTokens.toFixed(1)} words on average${shape}, ${pct(s.distinct)} distinct: a title or a name of something${notPeople ? `, not of a person (${pct(s.person)} person names)` : ''}`,
      false,
      set(...WORDS.filter((k) => !(notPeople && k === 'name')), 'text', 'names'),
    );
  }
  return kindEvidence(
    null,
    0,
    `short words (${s.meanTokens.toFixed(1)} on average): the values alone do not tell`,
    false,
    set(...WORDS, 'code', 'names', 'text'),
  );
};
