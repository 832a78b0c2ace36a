/**
 * The profile `auto` resolves to, and why (issue 14 §4): the run and the Fields screen call the same
 * function, so the screen names before a run the profile the run will use.
 */
import type { FieldKind } from '../../domain/field';
import { hasModelToken } from '../fields/stats';
import { modelNumbers } from './models';
import type { InputColumn, ProfileName } from './types';

/** The profile chosen from the columns, with the reason in words. */
export interface ProfileChoice {
  profile: ProfileName;
  why: string;
}

/** Share of non-empty values in a column. */
function filledShare(values: readonly string[]): number {
  let filled = 0;
  for (const v of values) if (v.trim() !== '') filled++;
  return values.length === 0 ? 0 : filled / values.length;
}

/** Kinds that name the entity a record is about. */
const NAMING_KINDS: readonly FieldKind[] = ['title', 'company', 'venue', 'name'];

/** Values read to decide whether titles carry model numbers (evenly spaced over the column). */
const MODEL_SAMPLE = 5000;
/** A model-like token on more than this share of the sampled titles belongs to a template, not to one product. */
const MAX_MODEL_SHARE = 0.005;

/**
 * Share of a sample of values that hold a model number (letters and digits, e.g. «DSC-W80») that few of them share: a
 * model number names one product, so it comes back only on that product's few listings; a token on many titles is a
 * template's («2-bed» in every headline of a property portal), not a model.
 */
function modelShare(values: readonly string[]): number {
  const step = Math.max(1, Math.floor(values.length / MODEL_SAMPLE));
  const tokensOf: string[][] = [];
  const frequency = new Map<string, number>();
  for (let i = 0; i < values.length; i += step) {
    const v = values[i];
    if (v.trim() === '') continue;
    const tokens = hasModelToken(v) ? [...new Set(modelNumbers(v).filter((m) => /[a-z]/.test(m) && /\d/.test(m)))] : [];
    tokensOf.push(tokens);
    for (const t of tokens) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  }
  const rare = Math.max(3, tokensOf.length * MAX_MODEL_SHARE);
  const models = tokensOf.filter((tokens) => tokens.some((t) => frequency.get(t)! <= rare)).length;
  return tokensOf.length === 0 ? 0 : models / tokensOf.length;
}

/** Share of distinct values among the non-empty ones. */
function distinctShare(values: readonly string[]): number {
  const seen = new Set<string>();
  let filled = 0;
  for (const v of values) {
    const k = v.trim().toLowerCase();
    if (k === '') continue;
    filled++;
    seen.add(k);
  }
  return filled === 0 ? 0 : seen.size / filled;
}

/** A title column at least this share as distinct as a person-name column beside it names the records. */
const TELLING_TITLE_RATIO = 0.5;

/**
 * The column that names the entity: of the naming kinds (title, organisation, venue, person name),
 * the most distinctive one — a brand or a manufacturer repeats over many products, the product's
 * title does not. A title about as distinct as the one person-name column beside it (half as
 * distinct or more) names the records before that name: the person made the thing (a film's
 * director, a book's author), while a person's own title (a job, an honorific) is shared by many,
 * and a people list writes its names in parts. Null when no column names the records.
 */
export function namingColumn(columns: readonly InputColumn[]): InputColumn | null {
  let best: InputColumn | null = null;
  let bestShare = -1;
  let title: InputColumn | null = null;
  let titleShare = -1;
  for (const c of columns) {
    if (!NAMING_KINDS.includes(c.kind)) continue;
    const share = distinctShare(c.values);
    if (share > bestShare + 1e-9) [best, bestShare] = [c, share];
    if (c.kind === 'title' && share > titleShare + 1e-9) [title, titleShare] = [c, share];
  }
  return best?.kind === 'name' && !namesInParts(columns) && title && titleShare >= TELLING_TITLE_RATIO * bestShare
    ? title
    : best;
}

/** Whether person names are written in parts (given name, surname): a people list's, whatever else reads as a title. */
export function namesInParts(columns: readonly InputColumn[]): boolean {
  return columns.filter((c) => c.kind === 'name').length > 1;
}

/** Titles carrying a model number this often make a product list. */
const PRODUCT_MODEL_SHARE = 0.3;

const pct = (x: number) => `${Math.round(100 * x)} %`;

/**
 * The profile `auto` picks from the columns at least half filled, led by the column that names the
 * entity: a valid GTIN means products; a title or name with a start and a place means events; a venue's name with a place means venues; a title whose
 * values carry model numbers means products; a website with nothing naming the records means
 * suppliers; anything else (people, papers, transactions) is generic.
 */
export function explainProfile(columns: readonly InputColumn[]): ProfileChoice {
  // A mostly empty column says little about what the list is.
  const used = columns.filter((c) => filledShare(c.values) >= 0.5);
  const first = (k: FieldKind) => used.find((c) => c.kind === k);
  const has = (k: FieldKind) => first(k) !== undefined;
  const naming = namingColumn(used);
  const gtin = first('gtin');
  if (gtin) return { profile: 'products', why: `column «${gtin.name}» holds GTINs` };
  if (has('start') && (has('title') || has('name')) && (has('venue') || has('city'))) {
    const [what, start, place] = [first('title') ?? first('name'), first('start'), first('venue') ?? first('city')];
    return {
      profile: 'events',
      why: `a title («${what!.name}»), a start («${start!.name}») and a place («${place!.name}»)`,
    };
  }
  if (!naming) {
    const site = first('domain') ?? first('url');
    return site
      ? { profile: 'suppliers', why: `a website («${site.name}») and no column naming the records` }
      : { profile: 'generic', why: 'no column names the records (title, organisation, venue or person name)' };
  }
  switch (naming.kind) {
    case 'company':
      // Compared field by field with the safety net (the `companies` preset decides by name, country and website
      // alone, and a group's website merged its branches and numbered companies: automatic precision 0.885 on a
      // generated company register).
      return {
        profile: 'generic',
        why: `the records are named by an organisation («${naming.name}»), compared field by field`,
      };
    case 'venue': {
      const place = first('address') ?? first('lat');
      return place
        ? { profile: 'venues', why: `a venue («${naming.name}») with a place («${place.name}»)` }
        : { profile: 'generic', why: `a venue («${naming.name}») without an address or coordinates` };
    }
    case 'title': {
      const share = modelShare(naming.values);
      return share >= PRODUCT_MODEL_SHARE
        ? { profile: 'products', why: `${pct(share)} of titles in «${naming.name}» carry a model number` }
        : {
            profile: 'generic',
            why: `titles («${naming.name}») with few model numbers (${pct(share)}; products need ${pct(PRODUCT_MODEL_SHARE)})`,
          };
    }
    default:
      return { profile: 'generic', why: `the records are named by a person's name («${naming.name}»)` };
  }
}

/** The profile `auto` picks (see explainProfile). */
export function chooseProfile(columns: readonly InputColumn[]): ProfileName {
  return explainProfile(columns).profile;
}
