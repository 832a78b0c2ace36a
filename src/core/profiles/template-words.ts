/**
 * Titles written from a template («Senior Data Analyst», «2 bedroom flat for sale») name no one thing, so their words
 * neither confirm nor contradict a pair in general (D121). But two titles of one template with one word put in the
 * other's place, the rest word for word, differ in what that word says: «Junior» / «Lead Account Manager». A word added
 * on one side says less (a short form: «Pret» / «Pret A Manger», a reissue: «Home (Remastered)»), and a word written
 * short on one side («Sr.» / «Senior», «Mgr» / «Manager») is the same word.
 */
import { unmatchedWords } from './words';

/** Whether `short` is `long` written short: its first letter, then its other letters in order («sr» / «senior»). */
function shortFor(short: string, long: string): boolean {
  if (short.length >= long.length || short.length > 4 || short[0] !== long[0]) return false;
  let k = 1;
  for (let i = 1; i < long.length && k < short.length; i++) if (long[i] === short[k]) k++;
  return k === short.length;
}

/** The words of `a` with no counterpart among the words of `b`: not within one edit, abbreviated or written short. */
const unmatched = (a: readonly string[], b: readonly string[]) =>
  unmatchedWords(a, b).filter((w) => !b.some((v) => shortFor(w, v) || shortFor(v, w)));

/**
 * The one word two template titles put in each other's place, the rest word for word (`a`, `b`: their words), as
 * «junior vs lead»; null when they differ otherwise.
 */
export function templateWordChanged(a: readonly string[], b: readonly string[]): string | null {
  if (a.length === 0 || b.length === 0) return null;
  const [onlyA, onlyB] = [unmatched(a, b), unmatched(b, a)];
  // One word each side, and at least one shared word: the rest word for word.
  if (onlyA.length !== 1 || onlyB.length !== 1 || a.length < 2 || b.length < 2) return null;
  return `${onlyA[0]} vs ${onlyB[0]}`;
}

/** The rule over template title columns (normalized values per record): the first one word apart, with its column. */
export function templateTitleRule(
  columns: ReadonlyArray<{ name: string; values: readonly string[] }>,
): (i: number, j: number) => string | null {
  if (columns.length === 0) return () => null;
  const words = columns.map((c) => {
    const byValue = new Map<string, string[]>();
    return (r: number) => {
      const v = c.values[r] ?? '';
      let w = byValue.get(v);
      if (!w) byValue.set(v, (w = v.split(' ').filter((x) => x.length > 1)));
      return w;
    };
  });
  return (i, j) => {
    for (let k = 0; k < columns.length; k++) {
      const changed = templateWordChanged(words[k](i), words[k](j));
      if (changed) return `${columns[k].name}: ${changed}`;
    }
    return null;
  };
}
