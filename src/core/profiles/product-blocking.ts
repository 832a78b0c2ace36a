import type { BlockingRule } from '../block/rule';
import { modelNumbers } from './models';
import type { ProfileInput } from './types';

/** Keys held by more records than this say too little to pair them all (a brand, a size). */
const MAX_KEY_RECORDS = 16;

/** Stems, joined codes and models from free text are looser keys: a few more records may share one. */
const MAX_LOOSE_KEY_RECORDS = 20;

/** Word pairs are built from a name's rarest words only (at most ten): they say most, and the keys stay few. */
const RAREST_WORDS = 10;

/** At most this many word-pair keys over the whole list (memory: a million names get five words, ten pairs each). */
const MAX_WORD_PAIR_KEYS = 10_000_000;

/** How many rarest words of each name pair up in a list of n names. */
export function rarestWordCount(n: number): number {
  let k = RAREST_WORDS;
  while (k > 3 && ((k * (k - 1)) / 2) * n > MAX_WORD_PAIR_KEYS) k--;
  return k;
}

/** Drop keys shared by more than `max` records. */
function capKeys(keys: string[][], max: number): string[][] {
  const count = new Map<string, number>();
  for (const ks of keys) for (const k of ks) count.set(k, (count.get(k) ?? 0) + 1);
  return keys.map((ks) => ks.filter((k) => count.get(k)! <= max));
}

/**
 * Codes written with a space inside (MDR EX32LP, XH A1S, PS3 HDMI-2M): two or three adjacent words
 * joined, when the result mixes letters and digits and has five or more characters.
 */
export function joinedCodes(words: readonly string[]): string[] {
  const out = new Set<string>();
  for (let k = 0; k + 1 < words.length; k++) {
    for (const c of [words[k] + words[k + 1], words[k] + words[k + 1] + (words[k + 2] ?? '')]) {
      if (c.length >= 5 && /\d/.test(c) && /[a-z]/.test(c)) out.add(c);
    }
  }
  return [...out];
}

/** The stem of a model: its letters and first digit run (DLEX7177RD → dlex7177, 2976B001 → 2976). */
export function modelStem(model: string): string {
  const stem = /^[a-z]*\d+/.exec(model)?.[0] ?? '';
  return stem.length >= 4 ? stem : '';
}

/**
 * Pairs of a name's rarest words, as keys: two listings of one product nearly always share two
 * uncommon words (brand and line, line and size) even when they share no model number.
 */
export function wordPairKeys(words: ReadonlyArray<readonly string[]>): string[][] {
  const df = new Map<string, number>();
  for (const w of words) for (const t of new Set(w)) df.set(t, (df.get(t) ?? 0) + 1);
  const k = rarestWordCount(words.length);
  return words.map((w) => {
    const rare = [...new Set(w)]
      .sort((a, b) => df.get(a)! - df.get(b)! || (a < b ? -1 : 1))
      .slice(0, k)
      .sort();
    const out: string[] = [];
    for (let a = 0; a < rare.length; a++) for (let b = a + 1; b < rare.length; b++) out.push(`${rare[a]} ${rare[b]}`);
    return out;
  });
}

/** Free-text columns (a description; unmapped ones too): most filled values long and wordy. */
export function freeTextColumns(input: ProfileInput): (readonly string[])[] {
  return input.columns
    .filter((c) => c.kind === 'text' || c.kind === 'other')
    .map((c) => c.values)
    .filter((values) => {
      const filled = values.filter((v) => v.trim() !== '');
      const wordy = filled.filter((v) => v.length >= 30 && /[a-z]{3,}\s/i.test(v)).length;
      return filled.length > 0 && wordy >= filled.length / 2;
    });
}

/**
 * The blocking rules of the products profile beyond GTIN: shared model number; shared base model
 * (JFS516NA / JFS516); shared joined code or model stem; a model of one name found in the other's
 * free text (description); two shared rare words. Keys held by too many records are dropped.
 */
export function productBlockingRules(
  models: string[][],
  words: string[][],
  texts: (readonly string[])[],
): BlockingRule[] {
  const joined = words.map(joinedCodes);
  const textModels = models.map((ms, i) => [
    ...ms,
    ...texts.flatMap((t) => (t[i] ? modelNumbers(t[i].replace(/\s+-\s+/g, ' ')) : [])),
  ]);
  const rules: BlockingRule[] = [
    { name: 'model-number', keys: models },
    // Variants share their base model (JFS516NA / JFS516, PM1327BK / PM1327).
    { name: 'model-base', keys: models.map((ms) => [...new Set(ms.map((m) => m.replace(/(\d)[a-z]{1,3}$/, '$1')))]) },
    {
      name: 'model-joined',
      keys: capKeys(
        models.map((ms, i) => [...new Set([...ms, ...joined[i]])]),
        MAX_LOOSE_KEY_RECORDS,
      ),
    },
    {
      name: 'model-stem',
      keys: capKeys(
        models.map((ms, i) => [...new Set([...ms, ...joined[i]].map(modelStem).filter((s) => s !== ''))]),
        MAX_LOOSE_KEY_RECORDS,
      ),
    },
    { name: 'word-pair', keys: capKeys(wordPairKeys(words), MAX_KEY_RECORDS) },
  ];
  if (texts.length > 0)
    rules.push({
      name: 'text-model',
      keys: capKeys(
        textModels.map((ms) => [...new Set(ms)]),
        MAX_LOOSE_KEY_RECORDS,
      ),
    });
  return rules;
}
