import { matchWeightReason } from '../../domain/decision';
import { personNameParts, personNameSwaps } from './person-columns';
import { documentsDiffer } from './series';
import { markCopied, quantitiesDiffer, twoThingsRule } from './value-rules';
import { weighPartsNotWhole, wholeNames } from './whole-names';
import { genericBlocking, IDENTIFYING_KINDS, NAME_KINDS } from './generic-blocking';
import { columnComparisons, longNumbers, templated } from './generic-columns';
import {
  birthDatesDiffer,
  givenAndSurname,
  generationsDiffer,
  givenNamesDiffer,
  readBirthDates,
  surnamesDiffer,
  vouchedByIdentifier,
} from './people-rules';
import {
  acronymAndExpansion,
  ATTRIBUTE_KINDS,
  privateContact,
  nameWordRules,
  numberedWordsDiffer,
} from './generic-rules';
import {
  addressNumbersDiffer,
  bareAddress,
  identifierColumns,
  identifiersDiffer,
  locationColumns,
  locationsDiffer,
  referencesDiffer,
} from './place-rules';
import { colleaguesRule } from './contact-rules';
import { recordSources, sourcesListingOnce } from './list-sources';
import { templateTitleRule } from './template-words';
import { titlePack } from './title-pack';
import { roleMailbox } from '../normalize/email';
import { namesInParts, namingColumn } from './profile-choice';
import { matchProbability } from '../weights/weights';
import { decided, type PairContext, type Profile } from './types';

/** Shortest value read as cut short: shorter ones are too often a whole name. */
const MIN_CUT = 12;

/**
 * Whether one value is the other cut short by a system's field length: at least MIN_CUT characters, the other's
 * beginning, ending inside one of the other's words («CARD PAYMENT TO AMAZON E» / «CARD PAYMENT TO AMAZON EU SARL»).
 * A value that ends on a whole word («The Two Towers» after «The Lord of the Rings») may be a longer title: not cut.
 */
export function cutShort(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < MIN_CUT || short.length === long.length || !long.startsWith(short)) return false;
  return /[\p{L}\p{N}]/u.test(long[short.length]) && /[\p{L}\p{N}]$/u.test(short);
}

/**
 * Generic (any columns): Fellegi–Sunter comparisons with levels per column, match weights from EM
 * (the engine estimates them); a pair merges at or above the merge probability, is reviewed above
 * the review floor, and is distinct below. Blocking: generic-blocking.ts.
 */
export const genericProfile: Profile = {
  name: 'generic',
  requires: [],
  prepare(input, settings) {
    const n = input.recordCount;
    const { used, comparisons } = columnComparisons(input);
    const nameParts = personNameParts(used, comparisons);
    // A whole name beside its parts is the same name twice: the parts are weighed, the whole is a check.
    const nameColumns = used.flatMap((c, i) => (c.kind === 'name' ? [i] : []));
    const wholeConditions = weighPartsNotWhole(comparisons, wholeNames(comparisons, nameColumns, nameParts), nameParts);
    const nameRoles = givenAndSurname(comparisons, nameParts);
    const titleGuardsOf = titlePack(used, settings.lexicon);
    // A people list (person names present): its date columns are birth dates or the like, one per person.
    const personDates = (used.some((c) => c.kind === 'name') ? used.filter((c) => c.kind === 'date') : []).map((c) => ({
      name: c.name,
      dates: readBirthDates(c.values),
    }));
    // Blocking keys from the values compared: an exact rule then holds the pairs at its comparison's exact level.
    const { blockingRules, minhashRules, trainingRules } = genericBlocking(
      used,
      comparisons,
      nameParts,
      wholeConditions,
    );
    // Each comparison's lowest and highest similarity thresholds, read once (decide runs per pair).
    // A comparison without similarity levels (a website) agrees only exactly: at similarity 1.
    const lowestOf = comparisons.map((c) => Math.min(1, ...c.thresholds));
    const highestOf = comparisons.map((c) => (c.thresholds.length > 0 ? Math.max(...c.thresholds) : 1));
    const nameIndex = used.flatMap((c, i) => (NAME_KINDS.has(c.kind) ? [i] : []));
    // A title column of template headlines («2 bedroom flat for sale» on hundreds of adverts) names no one thing: its
    // words neither confirm nor contradict a pair (the weights read it, and a title disagreeing outright still counts).
    const wordIndex = nameIndex.filter((c) => !(used[c].kind === 'title' && templated(comparisons[c].values)));
    const idIndex = used.flatMap((c, i) => (IDENTIFYING_KINDS.has(c.kind) ? [i] : []));
    // The identifiers of one record alone (not of a group, a household, an employer: no contact): a barcode, and an
    // identifier column of long numbers (a postcode read as an identifier is a neighbourhood's).
    const ownIds = idIndex.filter(
      (c) => used[c].kind === 'gtin' || (used[c].kind === 'id' && longNumbers(comparisons[c].values)),
    );
    const ownIdColumns = new Set(ownIds);
    // A team's mailbox (info@, sales@ …) is no one person's address: it vouches for no one.
    const emailIds = new Set(idIndex.filter((c) => used[c].kind === 'email'));
    // Colleagues at one employer (every e-mail column against the first employer column).
    const employer = used.findIndex((c) => c.kind === 'company');
    const colleagues = colleaguesRule(
      employer < 0 ? [] : [...emailIds].map((c) => used[c].values),
      employer < 0 ? [] : comparisons[employer].values,
      nameRoles && [comparisons[nameRoles[0]].values, comparisons[nameRoles[1]].values],
    );
    const personalIds = (r: number, ids = personIds) =>
      ids.filter((c) => !(emailIds.has(c) && roleMailbox(used[c].values[r] ?? '')));
    // What the records are: named by a person's name (people), an organisation's, a title (the column that names them).
    const naming = namingColumn(used);
    const namedBy = naming?.kind;
    const people = namedBy === 'name';
    // The identifiers of a person: a birth date is shared by twins. Records named otherwise (organisations, works) are
    // vouched for by their own identifiers alone: a group's companies share a website and a mailbox.
    const personIds = idIndex.filter((c) => used[c].kind !== 'date' && (people || ownIdColumns.has(c)));
    const organisationNames = new Set(nameIndex.filter((c) => used[c].kind === 'company'));
    const referenceIds = idIndex.filter((c) => used[c].kind === 'id');
    // Records named by an organisation, and the columns saying where they are.
    const organisations = namedBy === 'company';
    const cityIndex = used.flatMap((c, i) => (c.kind === 'city' ? [i] : []));
    // Records of things at an address (not named by a person's name): organisations, sites, property.
    const places = !people;
    const addressIndex = used.flatMap((c, i) =>
      c.kind === 'address' && comparisons[i].numeric === undefined ? [i] : [],
    );
    const buildingOnly = bareAddress(addressIndex, comparisons);
    const locationIndex = locationColumns(used, comparisons);
    // Fields whose outright disagreement contradicts a merge: identifiers, and where a record is
    // reached (a phone number, a street address).
    const witnessIndex = used.flatMap((c, i) =>
      IDENTIFYING_KINDS.has(c.kind) || c.kind === 'phone' || c.kind === 'address' ? [i] : [],
    );
    // Phones that belong to one record each (up to duplicates): two editions of one work share no private line.
    // Where the rows name their source (files, a source column), a line no source holds twice is one thing's.
    const rowSources = recordSources(input.columns, n, input.sourceOf) ?? undefined;
    const privatePhones = used.flatMap((c, i) => {
      const own = c.kind === 'phone' ? privateContact(comparisons[i].values, rowSources) : null;
      return own ? [own] : [];
    });
    const namesCheck = comparisons.length;
    // A person is named by their person names: an employer or a job title beside them is shared with colleagues. A
    // titled thing (a film, a book) is not a person for the one person name beside its title (its director, its
    // author); names written in parts are a people list's (profile-choice.ts).
    const personNames = nameIndex.some((c) => used[c].kind === 'name') && (namedBy !== 'title' || namesInParts(used));
    // Things' own identifiers (a VIN, a plate, a serial): two of them are two things, however alike the rest. Not a
    // person's: a mistyped number of theirs is for the weights to judge.
    const thingIds = personNames ? [] : identifierColumns(used, comparisons, locationIndex);
    // A charge and its credit, an invoice and the next one: two documents however alike the rest (series.ts).
    const twoDocuments = documentsDiffer(used, comparisons, personNames);
    // An amount, a date of something other than a person: copied from the thing's document by every record of it.
    markCopied(used, comparisons, personNames);
    // A quantity with its unit (a bottle's 75 cl, a flat's 46 m²) is the thing's own: another one is another thing.
    const quantities = quantitiesDiffer(used, comparisons);
    // A titled thing is named by its title: a maker or a venue beside it is an attribute (a category's «Restaurant»
    // agreeing says nothing of which restaurant).
    const identityNames = personNames
      ? nameIndex.filter((c) => used[c].kind === 'name')
      : namedBy === 'title'
        ? nameIndex.filter((c) => !ATTRIBUTE_KINDS.has(used[c].kind))
        : nameIndex;
    if (nameIndex.length > 0) {
      // All names of a record as one sorted token list: swapped given name and surname still agree.
      const values = Array.from({ length: n }, (_, r) =>
        identityNames
          .flatMap((c) => comparisons[c].values[r].split(' '))
          .filter(Boolean)
          .sort()
          .join(' '),
      );
      comparisons.push({ name: 'names (sorted tokens)', kernel: 'ratio', values, thresholds: [0.8], role: 'check' });
    }
    const swaps = personNameSwaps(nameParts, comparisons);
    const { namesConflict, titleWordAdded } = nameWordRules(
      used,
      comparisons,
      wordIndex,
      nameParts,
      namedBy === 'title',
    );
    // Only where the template titles name the records (a job title beside a person's name is an attribute of theirs).
    const templateWord = templateTitleRule(
      nameIndex.filter((c) => !wordIndex.includes(c) && used[c] === naming).map((c) => comparisons[c]),
    );
    // Sources that each list a thing once, when the list's rows of one GTIN say so (list-sources.ts).
    const listsOnce = sourcesListingOnce(input, thingIds.length > 0 ? comparisons[thingIds[0]].values : undefined);
    // What the values alone call two things, for the fit to learn as «different» (types.ts PreparedProfile.twoThings).
    const twoThings = twoThingsRule(personNames, titleGuardsOf, twoDocuments, quantities);
    return {
      name: 'generic',
      ...(listsOnce ? { listsOnce } : {}),
      ...(twoThings ? { twoThings } : {}),
      blockingRules,
      trainingRules,
      minhashRules,
      comparisons,
      swaps,
      weightUse: {
        edges: [settings.reviewProbability, settings.mergeProbability],
        restEdges: [settings.reviewProbability],
        shownIn: ['one-field-only'],
        floor: 'distinct',
      },
      decide(pair: PairContext) {
        const fs = pair.fs;
        if (!fs) return decided('review', 0, { code: 'no-weights' });
        // The weight as shown, to a tenth of a bit: pairs of one rounded weight share one reason list.
        const reason = matchWeightReason(fs.weight);
        // Titles that name two things (another year, part, issue; an antonym) veto whatever the weight.
        const guards =
          fs.probability >= settings.reviewProbability && titleGuardsOf ? titleGuardsOf(pair.left, pair.right) : [];
        if (guards.length > 0) return decided('distinct', fs.probability, reason, ...guards);
        if (fs.probability >= settings.mergeProbability) {
          // The name is what identifies the entity; neighbours share an address, a switchboard phone,
          // a family name: when every known name disagrees, weight from the rest is not enough.
          // An identifier agreeing (id, email, date, GTIN, URL) vouches for the record whatever its name.
          const s = pair.similarities;
          const known = identityNames.filter((c) => !Number.isNaN(s[c]));
          const vouched = personalIds(pair.left, idIndex).some((c) => s[c] >= highestOf[c]);
          const cut = (c: number) => cutShort(comparisons[c].values[pair.left], comparisons[c].values[pair.right]);
          if (
            known.length > 0 &&
            !vouched &&
            known.every((c) => s[c] < lowestOf[c] && !cut(c)) &&
            !(s[namesCheck] >= 0.8)
          ) {
            return decided('review', fs.probability, reason, { code: 'names-disagree' });
          }
          // A person without a name on one side: only an identifier of theirs says who it is.
          if (personNames && known.length === 0 && !vouched)
            return decided('review', fs.probability, reason, { code: 'unnamed-person' });
          // One field must not carry a merge against an identifier that disagrees outright: a shared
          // family e-mail with birth dates decades apart, a switchboard phone, a reused id. Without
          // its strongest field such a pair must still be worth a look.
          const rest = fs.weight - (fs.strongest ?? 0);
          const contradicted = witnessIndex.find(
            (c) => comparisons[c].name !== fs.strongestField && s[c] < lowestOf[c],
          );
          if (
            fs.strongest !== undefined &&
            contradicted !== undefined &&
            matchProbability(rest) < settings.reviewProbability
          ) {
            const detail = `${fs.strongestField} +${fs.strongest.toFixed(1)}, ${comparisons[contradicted].name} differs; the rest ${rest.toFixed(1)}`;
            return decided('review', fs.probability, reason, { code: 'one-field-only', detail });
          }
          // «Ritz-Carlton Café» / «Ritz-Carlton Dining Room»: each name has a word the other lacks.
          // Twins, siblings, parent and child: one surname, given names that differ outright.
          // A shared birth date is what twins have: only an identifier of the person vouches here.
          const personVouched = vouchedByIdentifier(
            comparisons,
            personalIds(pair.left),
            highestOf,
            nameIndex,
            pair.left,
            pair.right,
            s,
          );
          const twins =
            personVouched || !nameRoles
              ? null
              : givenNamesDiffer(comparisons, nameRoles, pair.left, pair.right, s, swaps[0]);
          if (twins) return decided('review', fs.probability, reason, twins);
          // A colleague or a namesake shares no birth date: one who does under another surname married (or the list
          // replaced a value), and the weights judge it.
          const sameBirth = idIndex.some((c) => used[c].kind === 'date' && s[c] >= highestOf[c]);
          const namesakes =
            personVouched || sameBirth || !nameRoles
              ? null
              : surnamesDiffer(comparisons, nameRoles, pair.left, pair.right, s, swaps[0]);
          if (namesakes) return decided('review', fs.probability, reason, namesakes);
          const generations = personNames ? generationsDiffer(comparisons, identityNames, pair.left, pair.right) : null;
          if (generations) return decided('review', fs.probability, reason, generations);
          const atWork = personNames && !personVouched ? colleagues(pair.left, pair.right) : null;
          if (atWork) return decided('review', fs.probability, reason, atWork);
          for (const d of personVouched ? [] : personDates) {
            const differ = birthDatesDiffer(d.dates, d.name, pair.left, pair.right);
            if (differ) return decided('review', fs.probability, reason, differ);
          }
          // A version, a size, a model number in a name is no typo: «CS3» / «CS4», «8GB» / «16GB».
          // Only a record's own identifier (a registration number, a barcode) vouches against another number in its
          // name: a group's numbered companies, branches and editions share a website, a mailbox and a switchboard.
          const ownVouched = vouchedByIdentifier(comparisons, ownIds, highestOf, nameIndex, pair.left, pair.right, s);
          const numbers = ownVouched
            ? null
            : numberedWordsDiffer(wordIndex, comparisons, pair.left, pair.right, organisationNames);
          if (numbers) return decided('review', fs.probability, reason, { code: 'model-different', detail: numbers });
          // An organisation in two cities is two branches, or one that moved: only its own number tells which.
          const city = organisations && !ownVouched ? cityIndex.find((c) => s[c] < lowestOf[c]) : undefined;
          if (city !== undefined) {
            const [a, b] = [comparisons[city].values[pair.left], comparisons[city].values[pair.right]];
            return decided('review', fs.probability, reason, { code: 'different-city', detail: `${a} vs ${b}` });
          }
          // A place is its address: another house or flat number is another place (two flats of one block share the
          // rest), unless the record's own number or line vouches. A person's address is no identity of theirs.
          // A private phone (one record's line, written twice) vouches too: a restaurant guide's second address.
          const placeVouched = ownVouched || privatePhones.some((shared) => shared(pair.left, pair.right));
          const numbered =
            places && !placeVouched ? addressNumbersDiffer(addressIndex, comparisons, pair.left, pair.right) : null;
          if (numbered)
            return decided('review', fs.probability, reason, { code: 'addresses-differ', detail: numbered });
          const building = places && !placeVouched ? buildingOnly(pair.left, pair.right) : null;
          if (building)
            return decided('review', fs.probability, reason, { code: 'addresses-differ', detail: building });
          // So are its postcode and its point: two postcodes, or points over a kilometre apart, are two sites (a chain's
          // branches share its name, its website and its central number).
          const elsewhere =
            places && !placeVouched ? locationsDiffer(locationIndex, comparisons, s, pair.left, pair.right) : null;
          if (elsewhere)
            return decided('review', fs.probability, reason, { code: 'addresses-differ', detail: elsewhere });
          // Two registration numbers of one kind: two legal entities, however alike the names and contacts their group
          // shares (a person's other fields are their own: the weights judge a person's mistyped number).
          const registrations = organisations
            ? referencesDiffer(referenceIds, comparisons, pair.left, pair.right)
            : null;
          if (registrations)
            return decided('review', fs.probability, reason, {
              code: 'different-registration-id',
              detail: registrations,
            });
          const documents = twoDocuments(pair.left, pair.right);
          if (documents) return decided('review', fs.probability, reason, documents);
          const sizes = ownVouched || !quantities ? null : quantities(pair.left, pair.right);
          if (sizes) return decided('review', fs.probability, reason, { code: 'size-differs', detail: sizes });
          const identifiers = identifiersDiffer(thingIds, comparisons, pair.left, pair.right);
          if (identifiers)
            return decided('review', fs.probability, reason, {
              code: 'different-registration-id',
              detail: identifiers,
            });
          const titleVouched = personVouched || privatePhones.some((shared) => shared(pair.left, pair.right));
          // A name cut short by a field length neither adds a title word nor conflicts.
          const nameCut = wordIndex.some(cut);
          const extra = titleVouched || nameCut ? null : titleWordAdded(pair.left, pair.right);
          if (extra) return decided('review', fs.probability, reason, { code: 'different-title', detail: extra });
          const changed = titleVouched ? null : templateWord(pair.left, pair.right);
          if (changed) return decided('review', fs.probability, reason, { code: 'different-title', detail: changed });
          const conflict = personVouched || nameCut ? null : namesConflict(pair.left, pair.right);
          if (conflict && !acronymAndExpansion(conflict))
            return decided('review', fs.probability, reason, { code: 'names-conflict', detail: conflict });
          return decided('merge', fs.probability, reason);
        }
        if (fs.probability >= settings.reviewProbability) return decided('review', fs.probability, reason);
        return decided('distinct', fs.probability, reason);
      },
    };
  },
};
