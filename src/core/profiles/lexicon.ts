import { foldCompact } from '../normalize/fold';
import { titleWords } from '../normalize/title';

/**
 * Word lists of the decision rules, as settings with defaults. Entries are written naturally (any
 * script, any inflection); they are compared by Snowball stem after folding, like title words.
 */
export interface Lexicon {
  /** Format and descriptor words an event title may add without naming another event. */
  filler: string[];
  /** Genre words: a title made only of them names no particular event, so it never anchors a subset. */
  genre: string[];
  /** Function words ignored by subset tests. */
  stop: string[];
  /** Pairs of opposite words: one on each side vetoes a merge (Большой / Малый зал). */
  antonyms: Array<[string, string]>;
  /** Words naming a kind of place: they never tell two venues apart or together on their own. */
  venueGeneric: string[];
  /** Words naming a place with several stages or screens at once (a multiplex): one start there is not one show. */
  multiStage?: string[];
}

/** The default lexicon (Russian and English). */
// prettier-ignore
export const DEFAULT_LEXICON: Lexicon = {
  filler: [
    'концерт', 'сольный', 'большой', 'шоу', 'live', 'concert', 'show', 'tour', 'тур', 'юбилейный', 'премьера',
    'premiere', 'программа', 'official', 'официальный', 'гастроли', 'special', 'presents', 'представляет', 'акустика',
    'acoustic', 'unplugged', 'специальный', 'новая программа', 'support', 'guests', 'special guests', 'гости',
  ],
  genre: [
    'спектакль', 'концерт', 'выставка', 'экскурсия', 'лекция', 'квиз', 'стендап', 'кино', 'фильм', 'опера', 'балет',
    'мюзикл', 'вечеринка', 'дискотека', 'мастер-класс', 'фестиваль', 'показ', 'performance', 'exhibition', 'concert',
    'show', 'lecture', 'workshop', 'party', 'film', 'movie', 'quiz', 'festival', 'standup', 'opera', 'ballet',
    'musical', 'tour', 'экскурсия', 'игра', 'game', 'stand-up', 'стенд-ап', 'стендап-концерт', 'comedy show', 'камеди',
    'кинопоказ', 'постановка', 'play',
  ],
  stop: [
    'и', 'в', 'во', 'на', 'с', 'со', 'по', 'для', 'из', 'от', 'к', 'о', 'об', 'у', 'the', 'a', 'an', 'of', 'and', 'for',
    'in', 'on', 'at', 'to', 'with', 'by', '&',
  ],
  antonyms: [
    ['большой', 'малый'],
    ['большая', 'малая'],
    ['большое', 'малое'],
    ['верхний', 'нижний'],
    ['новый', 'старый'],
    ['северный', 'южный'],
    ['западный', 'восточный'],
    ['старший', 'младший'],
    ['мужской', 'женский'],
    ['детский', 'взрослый'],
    ['левый', 'правый'],
    ['первый', 'второй'],
    ['upper', 'lower'],
    ['big', 'small'],
    ['great', 'little'],
    ['new', 'old'],
    ['north', 'south'],
    ['east', 'west'],
    ['senior', 'junior'],
    ['men', 'women'],
    ['left', 'right'],
    ['main', 'small'],
  ],
  venueGeneric: [
    'бар', 'клуб', 'театр', 'кинотеатр', 'кино', 'зал', 'дом', 'культуры', 'музей', 'парк', 'галерея', 'центр',
    'ресторан', 'кафе', 'паб', 'арена', 'стадион', 'филармония', 'концертный', 'площадка', 'пространство', 'сцена',
    'имени', 'bar', 'club', 'pub', 'hall', 'theatre', 'theater', 'cinema', 'museum', 'park', 'gallery', 'center',
    'centre', 'restaurant', 'cafe', 'arena', 'stadium', 'venue', 'space', 'stage', 'the', 'lounge', 'house',
    'планетарий', 'planetarium', 'цирк', 'circus', 'библиотека', 'library', 'дворец', 'palace', 'кинозал', 'зоопарк',
    'zoo',
  ],
  multiStage: [
    'кинотеатр', 'кино', 'кинозал', 'киноцентр', 'кинокомплекс', 'мультиплекс', 'синема', 'cinema', 'cinemas',
    'cineplex', 'multiplex', 'imax', 'movies',
  ],
};

/** The stem set of a list of words or phrases. */
export function stemSet(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) for (const tw of titleWords(w)) out.add(tw.stem);
  return out;
}

/** The stems of the one-word entries (a phrase's parts are not genre words on their own: «stand» of «stand-up»). */
function singleWordStems(words: readonly string[]): Set<string> {
  return stemSet(words.filter((w) => titleWords(w).length === 1));
}

/** A lexicon compiled to stem sets once, for the rules. */
export interface CompiledLexicon {
  filler: Set<string>;
  genre: Set<string>;
  stop: Set<string>;
  /** Each stem mapped to the stems of its opposites. */
  antonyms: Map<string, Set<string>>;
  venueGeneric: Set<string>;
  multiStage: Set<string>;
  /** Compact keys of the genre and filler entries written as several words («stand-up», «новая программа»). */
  phrases: Set<string>;
}

/** Compile a lexicon to stem sets. */
export function compileLexicon(lex: Lexicon = DEFAULT_LEXICON): CompiledLexicon {
  const antonyms = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (!antonyms.has(a)) antonyms.set(a, new Set());
    antonyms.get(a)!.add(b);
  };
  for (const [x, y] of lex.antonyms) {
    for (const a of stemSet([x])) for (const b of stemSet([y])) if (a !== b) (link(a, b), link(b, a));
  }
  return {
    filler: singleWordStems(lex.filler),
    genre: singleWordStems(lex.genre),
    stop: stemSet(lex.stop),
    antonyms,
    venueGeneric: stemSet(lex.venueGeneric),
    multiStage: stemSet(lex.multiStage ?? []),
    phrases: new Set([...lex.genre, ...lex.filler].filter((w) => titleWords(w).length > 1).map(foldCompact)),
  };
}

/** The first antonym pair found between two stem lists, as «left/right», or null. */
export function findAntonym(a: readonly string[], b: readonly string[], lex: CompiledLexicon): string | null {
  const bs = new Set(b);
  const as = new Set(a);
  for (const x of as) {
    const opp = lex.antonyms.get(x);
    if (!opp) continue;
    for (const y of opp) if (bs.has(y) && !as.has(y) && !bs.has(x)) return `${x}/${y}`;
  }
  return null;
}
