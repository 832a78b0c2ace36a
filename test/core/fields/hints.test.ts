import { describe, expect, it } from 'vitest';
import { columnHint, looksLikeIdentifier, looksLikeLabel } from '../../../src/core/fields/hints';
import { linkSources } from '../../fixtures/generate/link-sources';

const [a, b] = linkSources(1500, 3);
const rows = [...a.rows, ...b.rows];
const column = (c: string) => rows.map((r) => r[c]);
const sources = { sourceOf: Uint16Array.from(rows, (_, i) => (i < a.rows.length ? 0 : 1)), count: 2 };

describe('column warnings from the values (issue 14 §4)', () => {
  it('a tag of the source (one value per source) compared as text: ignore it', () => {
    expect(columnHint(column('system'), 'other', sources)?.looksLike).toBe('source-tag');
    expect(columnHint(column('system'), 'source', sources)).toBeNull();
    expect(columnHint(column('system'), 'ignore', sources)).toBeNull();
  });

  it('a label (few repeated values) read as a title: choose category, or ignore; as category no warning', () => {
    const genre = rows.map((_, i) => ['journal', 'conference', 'book', 'thesis'][i % 4]);
    const hint = columnHint(genre, 'title', sources);
    expect(hint?.looksLike).toBe('label');
    expect(hint?.text).toContain('4 distinct values');
    expect(columnHint(genre, 'category', sources)).toBeNull();
    expect(looksLikeLabel(column('city'))).toBe(true);
  });

  it('given names and surnames repeat but are no label; e-mails are unique but no row identifier', () => {
    expect(looksLikeLabel(column('given_name'))).toBe(false);
    expect(columnHint(column('given_name'), 'name', sources)).toBeNull();
    expect(columnHint(column('email'), 'email', sources)).toBeNull();
    expect(looksLikeIdentifier(column('email'))).toBe(false);
  });

  it('codes of one template, unique: an identifier of the row unless chosen as id', () => {
    const ids = a.rows.map((r) => r.row_id);
    expect(looksLikeIdentifier(ids)).toBe(true);
    expect(columnHint(ids, 'code')?.looksLike).toBe('identifier');
    expect(columnHint(ids, 'id')).toBeNull();
  });

  it('each source numbering its rows 1..n: row numbers, whatever the kind', () => {
    const numbers = rows.map((_, i) => String(i < a.rows.length ? i + 1 : i - a.rows.length + 1));
    expect(columnHint(numbers, 'id', sources)?.looksLike).toBe('row-number');
    expect(columnHint(numbers, 'number', sources)?.looksLike).toBe('row-number');
  });

  it('decides from the values, not the header: unique titles are neither', () => {
    const titles = rows.map((r, i) => `${r.given_name} ${r.surname} memoir ${i}`);
    expect(columnHint(titles, 'title', sources)).toBeNull();
    expect(columnHint(column('dob'), 'date', sources)).toBeNull();
  });
});
