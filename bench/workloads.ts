/**
 * Seeded benchmark workloads: 5,805 domain-like strings (~13 characters, with realistic variants and
 * typos) and 5,805 multi-word person / company names (~31 characters, a third Cyrillic).
 */

/** The core's seeded PRNG (mulberry32), so workloads and test data stay reproducible. */
export { seededRandom as rng } from '../src/core/random';
import { seededRandom as rng } from '../src/core/random';

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

/** One random typo: substitution, deletion, insertion or adjacent transposition. */
export function typo(r: Rand, s: string, alphabet: string): string {
  const cs = Array.from(s);
  if (cs.length < 2) return s;
  const at = Math.floor(r() * (cs.length - 1));
  const op = r();
  const c = pick(r, Array.from(alphabet));
  if (op < 0.3) cs[at] = c;
  else if (op < 0.55) cs.splice(at, 1);
  else if (op < 0.8) cs.splice(at, 0, c);
  else [cs[at], cs[at + 1]] = [cs[at + 1], cs[at]];
  return cs.join('');
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'tro',
  'nex',
  'vi',
  'sta',
  'ra',
  'bel',
  'quan',
  'tum',
  'leap',
  'go',
  'data',
  'soft',
  'hub',
  'net',
  'flow',
  'sun',
  'ly',
  'io',
  'pro',
  'max',
  'zen',
  'ar',
  'co',
  'tek',
  'ne',
  'sky',
  'bit',
];
const TLDS = ['.com', '.com', '.com', '.io', '.de', '.ru', '.net', '.org', '.co', '.app'];
const LATIN = 'abcdefghijklmnopqrstuvwxyz';

function domainBase(r: Rand): string {
  let name = '';
  const target = 5 + Math.floor(r() * 7);
  while (name.length < target) name += pick(r, SYLLABLES);
  if (r() < 0.15) name = name.slice(0, 4) + '-' + name.slice(4);
  return name + pick(r, TLDS);
}

/** Domain-like strings: about 40% are variants (typo, other suffix, hyphen) of an earlier one. */
export function domainWorkload(n = 5805, seed = 2026): string[] {
  const r = rng(seed);
  const out: string[] = [];
  while (out.length < n) {
    if (out.length > 10 && r() < 0.4) {
      const src = pick(r, out);
      const v = r();
      if (v < 0.6) out.push(typo(r, src, LATIN));
      else if (v < 0.8) out.push(src.replace(/\.[a-z]+$/, pick(r, TLDS)));
      else out.push(src.includes('-') ? src.replace('-', '') : typo(r, typo(r, src, LATIN), LATIN));
    } else out.push(domainBase(r));
  }
  return out;
}

const FIRST = [
  'John',
  'Maria',
  'Anna',
  'Peter',
  'Laura',
  'Thomas',
  'Sophie',
  'Michael',
  'Julia',
  'Daniel',
  'Emma',
  'Lukas',
];
const LAST = [
  'Schneider',
  'Fischer',
  'Johnson',
  'Williams',
  'Martinez',
  'Anderson',
  'Hoffmann',
  'Richardson',
  'Kowalski',
  'Bennett',
];
const WORDS = [
  'Global',
  'Logistics',
  'Systems',
  'Consulting',
  'Trading',
  'Industries',
  'Solutions',
  'Partners',
  'Holding',
  'Services',
  'Northern',
  'Digital',
];
const LEGAL = ['GmbH', 'Ltd', 'Inc', 'LLC', 'AG', 'S.A.'];
const FIRST_RU = [
  'Александр',
  'Мария',
  'Сергей',
  'Екатерина',
  'Дмитрий',
  'Ольга',
  'Андрей',
  'Наталья',
  'Иван',
  'Татьяна',
];
const LAST_RU = [
  'Иванов',
  'Смирнова',
  'Кузнецов',
  'Попова',
  'Васильев',
  'Петрова',
  'Соколов',
  'Михайлова',
  'Новиков',
  'Фёдорова',
];
const MIDDLE_RU = ['Александрович', 'Сергеевна', 'Дмитриевич', 'Ивановна', 'Петрович', 'Андреевна'];
const WORDS_RU = [
  'Торговый',
  'Дом',
  'Северная',
  'Логистика',
  'Строй',
  'Инвест',
  'Технологии',
  'Промышленная',
  'Группа',
  'Сервис',
];
const LEGAL_RU = ['ООО', 'АО', 'ПАО', 'ИП'];
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщыьэюя';

function latinName(r: Rand): string {
  if (r() < 0.5) return `${pick(r, FIRST)} ${pick(r, FIRST)} ${pick(r, LAST)}-${pick(r, LAST)}`;
  return `${pick(r, WORDS)} ${pick(r, WORDS)} ${pick(r, WORDS)} ${pick(r, LEGAL)}`;
}

function cyrillicName(r: Rand): string {
  if (r() < 0.5) return `${pick(r, LAST_RU)} ${pick(r, FIRST_RU)} ${pick(r, MIDDLE_RU)}`;
  return `${pick(r, LEGAL_RU)} «${pick(r, WORDS_RU)} ${pick(r, WORDS_RU)} ${pick(r, WORDS_RU)}»`;
}

function shuffleWords(r: Rand, s: string): string {
  const w = s.split(' ');
  for (let k = w.length - 1; k > 0; k--) {
    const j = Math.floor(r() * (k + 1));
    [w[k], w[j]] = [w[j], w[k]];
  }
  return w.join(' ');
}

/** Multi-word names, a third Cyrillic; about 40% are variants (typo, word order, an added word). */
export function nameWorkload(n = 5805, seed = 3141): string[] {
  const r = rng(seed);
  const out: string[] = [];
  while (out.length < n) {
    if (out.length > 10 && r() < 0.4) {
      const src = pick(r, out);
      const alphabet = /[а-яё]/i.test(src) ? CYRILLIC : LATIN;
      const v = r();
      if (v < 0.5) out.push(typo(r, src, alphabet));
      else if (v < 0.8) out.push(shuffleWords(r, src));
      else out.push(`${src} ${pick(r, alphabet === LATIN ? WORDS : WORDS_RU)}`);
    } else out.push(out.length % 3 === 2 ? cyrillicName(r) : latinName(r));
  }
  return out;
}

/** Mean length in code points. */
export function meanLength(values: readonly string[]): number {
  return values.reduce((s, v) => s + Array.from(v).length, 0) / values.length;
}
