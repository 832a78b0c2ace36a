import type { IssueLog } from './issues';

/** Name given to the column at 1-based `position` when its header is empty. */
export function fallbackColumnName(position: number): string {
  return `column_${position}`;
}

/**
 * Turns a header row into unique, non-empty column names: trims each name; an empty or
 * whitespace-only name becomes `column_N` (N = 1-based position); a repeated name gets `_2`, `_3` …
 * (skipping names already taken). Each change is reported with the header's line.
 */
export function cleanHeader(raw: readonly string[], log: IssueLog, line: number): string[] {
  const names: string[] = [];
  const taken = new Set<string>();
  const trimmed = raw.map((h) => h.trim());
  for (const t of trimmed) if (t) taken.add(t);
  const seen = new Map<string, number>();
  trimmed.forEach((name, i) => {
    if (!name) {
      let fallback = fallbackColumnName(i + 1);
      for (let k = 2; taken.has(fallback); k++) fallback = `${fallbackColumnName(i + 1)}_${k}`;
      taken.add(fallback);
      names.push(fallback);
      const what = raw[i].length ? 'whitespace-only' : 'empty';
      log.add('warning', 'empty-header', `header of column ${i + 1} is ${what}; named it «${fallback}»`, {
        line,
        column: fallback,
      });
      return;
    }
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) {
      names.push(name);
      return;
    }
    let k = count;
    let renamed = `${name}_${k}`;
    while (taken.has(renamed)) renamed = `${name}_${++k}`;
    taken.add(renamed);
    names.push(renamed);
    log.add('warning', 'duplicate-header', `header «${name}» repeats in column ${i + 1}; renamed it «${renamed}»`, {
      line,
      column: renamed,
    });
  });
  return names;
}
