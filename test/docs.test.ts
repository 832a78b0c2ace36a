/** README's layout and docs/DECISIONS.md name only files that exist; every decision carries an id and a status. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Repository paths a document names in backticks (`src/…`, `test/…`, a file with an extension under a known folder).
 */
function namedPaths(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/`((?:src|assembly|test|bench|scripts|docs|public)\/[\w./-]*)`/g))
    out.add(m[1].replace(/[.,;:]$/, ''));
  return [...out].filter((p) => !p.includes('*'));
}

describe('docs name what exists', () => {
  it('every path docs/DECISIONS.md names exists', () => {
    const missing = namedPaths(readFileSync('docs/DECISIONS.md', 'utf8')).filter((p) => !existsSync(p));
    expect(missing).toEqual([]);
  });

  it('every decision has an id in order and a status', () => {
    const text = readFileSync('docs/DECISIONS.md', 'utf8');
    const entries = text.split(/^## /m).slice(1);
    expect(entries.length).toBeGreaterThan(40);
    entries.forEach((e, i) => {
      expect(e.startsWith(`D${String(i + 1).padStart(2, '0')} `), e.slice(0, 60)).toBe(true);
      expect(
        e
          .split('\n')
          .slice(1)
          .find((l) => l.trim() !== ''),
        e.slice(0, 60),
      ).toMatch(/^- Status: (accepted|superseded|partly superseded|proposed|rejected)/);
    });
  });

  it("the folders of README's layout exist, and every folder of src is in it", () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf('## Layout');
    const layout = readme.slice(start, readme.indexOf('```', readme.indexOf('```', start) + 3));
    const stack: string[] = [];
    const folders: string[] = [];
    for (const line of layout.split('\n')) {
      const m = /^( *)([\w.-]+(?:\/[\w.-]+)*\/)(?:\s|$)/.exec(line);
      if (!m) continue;
      const depth = m[1].length / 2;
      stack.length = depth;
      stack.push(m[2]);
      folders.push(stack.join(''));
    }
    expect(folders).toContain('src/scoring/pool/');
    expect(folders.filter((f) => !existsSync(f))).toEqual([]);
    expect(readdirSync('src').filter((d) => !folders.includes(`src/${d}/`))).toEqual([]);
  });
});
