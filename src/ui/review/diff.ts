/**
 * Differences between two field values for the pair card: character level for short values, token
 * level for long ones (longest common subsequence), «same tokens, different order» recognised, and
 * empty values told apart from differing ones. Pure: the card renders the segments as text with
 * underline (inserted on the right) and strikethrough (removed from the left), never colour alone.
 */

/** A run of text: present on both sides, only on the left (removed) or only on the right (inserted). */
export interface DiffSegment {
  text: string;
  op: 'same' | 'removed' | 'inserted';
}

/** How two values differ. */
export interface ValueDiff {
  /** `equal`: identical; `empty`: one or both empty; `char` / `token`: the granularity used. */
  mode: 'equal' | 'empty' | 'char' | 'token';
  /** Left value's segments (`same` and `removed`). */
  left: DiffSegment[];
  /** Right value's segments (`same` and `inserted`). */
  right: DiffSegment[];
  /** The same tokens (case-insensitive), in another order. */
  reordered: boolean;
}

/** Values up to this many characters (both sides) are compared character by character. */
export const CHAR_DIFF_MAX = 40;
/** Below this share of common (non-blank) characters, values are shown as wholly replaced. */
export const MIN_COMMON_SHARE = 0.4;
/** Above this many LCS cells the diff gives up on alignment and marks the whole values. */
const MAX_CELLS = 250_000;

/** Split text into words and the separators between them (joining them gives the text back). */
export function tokenize(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? [];
}

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).sort();
}

/** True when both values hold the same words (ignoring case and punctuation) in a different order. */
export function sameTokensReordered(a: string, b: string): boolean {
  if (a === b) return false;
  const x = words(a);
  const y = words(b);
  if (x.length < 2 || x.length !== y.length || !x.every((w, i) => w === y[i])) return false;
  const order = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
  return order(a) !== order(b);
}

function push(out: DiffSegment[], text: string, op: DiffSegment['op']): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last && last.op === op) last.text += text;
  else out.push({ text, op });
}

/** Align two sequences by their longest common subsequence; the segments of each side. */
function align(a: string[], b: string[]): { left: DiffSegment[]; right: DiffSegment[] } {
  const left: DiffSegment[] = [];
  const right: DiffSegment[] = [];
  // Common prefix and suffix need no table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const prefix = a.slice(0, start).join('');
  push(left, prefix, 'same');
  push(right, prefix, 'same');
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) {
    push(left, a.slice(start, endA).join(''), 'removed');
    push(right, b.slice(start, endB).join(''), 'inserted');
  } else {
    // lcs[i][j] = LCS length of a[start+i..endA) and b[start+j..endB).
    const w = m + 1;
    const lcs = new Uint32Array((n + 1) * w);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * w + j] =
          a[start + i] === b[start + j]
            ? lcs[(i + 1) * w + j + 1] + 1
            : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[start + i] === b[start + j]) {
        push(left, a[start + i], 'same');
        push(right, b[start + j], 'same');
        i++;
        j++;
      } else if (j < m && (i === n || lcs[i * w + j + 1] >= lcs[(i + 1) * w + j])) {
        push(right, b[start + j++], 'inserted');
      } else {
        push(left, a[start + i++], 'removed');
      }
    }
  }
  const suffix = a.slice(endA).join('');
  push(left, suffix, 'same');
  push(right, suffix, 'same');
  return { left, right };
}

/** Segments of two values: character level up to {@link CHAR_DIFF_MAX} characters, else token level. */
export function diffValues(left: string, right: string): ValueDiff {
  if (left === right) {
    const seg = left === '' ? [] : [{ text: left, op: 'same' as const }];
    return { mode: left === '' ? 'empty' : 'equal', left: seg, right: seg.map((s) => ({ ...s })), reordered: false };
  }
  if (left.trim() === '' || right.trim() === '') {
    return {
      mode: 'empty',
      left: left === '' ? [] : [{ text: left, op: left.trim() === '' ? 'same' : 'removed' }],
      right: right === '' ? [] : [{ text: right, op: right.trim() === '' ? 'same' : 'inserted' }],
      reordered: false,
    };
  }
  const reordered = sameTokensReordered(left, right);
  const chars = Math.max([...left].length, [...right].length) <= CHAR_DIFF_MAX;
  const { left: l, right: r } = chars ? align([...left], [...right]) : align(tokenize(left), tokenize(right));
  // Values that share little read better as one replacement than as scattered fragments.
  const common = l.filter((x) => x.op === 'same').reduce((n, x) => n + x.text.trim().length, 0);
  if (common < MIN_COMMON_SHARE * Math.max(left.trim().length, right.trim().length)) {
    return {
      mode: chars ? 'char' : 'token',
      left: [{ text: left, op: 'removed' }],
      right: [{ text: right, op: 'inserted' }],
      reordered,
    };
  }
  return { mode: chars ? 'char' : 'token', left: l, right: r, reordered };
}
