import { describe, expect, it } from 'vitest';
import { measuredEventColumns } from '../../../src/core/profiles/event-columns';
import { eventsProfile } from '../../../src/core/profiles/events';
import { DEFAULT_PROFILE_SETTINGS, type InputColumn, type ProfileInput } from '../../../src/core/profiles';

const SITES = ['afisha', 'kassir', 'yandex'];
const CITIES = ['Москва', 'Казань', 'Пермь', 'Омск'];
const FILMS = ['Холоп', 'Чебурашка', 'Дюна', 'Лёд', 'Щелкунчик'];

/** Events listed by three sites each: title, venue, start, and two unnamed category columns (site, city). */
function listings(extra: Array<[string, string, string, string, string]> = []): ProfileInput {
  const rows: Array<[string, string, string, string, string]> = [];
  for (let e = 0; e < 30; e++) {
    const city = CITIES[e % CITIES.length];
    const start = `2026-11-0${1 + (e % 7)}T${10 + (e % 9)}:00:00+03:00`;
    for (const site of SITES) rows.push([FILMS[e % FILMS.length], `Кинотеатр ${e}`, start, site, city]);
  }
  rows.push(...extra);
  const column = (name: string, kind: InputColumn['kind'], k: number): InputColumn => ({
    name,
    kind,
    values: rows.map((r) => r[k]),
  });
  return {
    recordCount: rows.length,
    columns: [
      column('c1', 'title', 0),
      column('c2', 'venue', 1),
      column('c3', 'start', 2),
      column('c4', 'category', 3),
      column('c5', 'category', 4),
    ],
  };
}

describe('an event list whose headers name neither the city nor the site', () => {
  it('reads the city from a column one event keeps on every site, and the site from one it never shares', () => {
    const input = listings();
    const titles = input.columns[0].values.map((v) => v.toLowerCase());
    const starts = input.columns[2].values.map((v) => Date.parse(v));
    const found = measuredEventColumns(input, titles, starts, input.columns[1].values);
    expect(found.city?.name).toBe('c5');
    expect(found.source?.name).toBe('c4');
  });

  it('does not merge one planetarium show in two cities', () => {
    const show = (city: string, site: string): [string, string, string, string, string] => [
      'Звёздное небо',
      'Планетарий',
      '2026-11-02T11:00:00+03:00',
      site,
      city,
    ];
    const input = listings([show('Москва', 'afisha'), show('Казань', 'kassir')]);
    const prepared = eventsProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
    const [a, b] = [input.recordCount - 2, input.recordCount - 1];
    const decision = prepared.decide({ left: a, right: b, similarities: prepared.comparisons.map(() => 1) });
    expect(decision.level).not.toBe('merge');
    // The same show on two sites in one city is one event.
    const same = listings([show('Москва', 'afisha'), show('Москва', 'kassir')]);
    const p2 = eventsProfile.prepare(same, DEFAULT_PROFILE_SETTINGS);
    expect(p2.decide({ left: a, right: b, similarities: p2.comparisons.map(() => 1) }).level).toBe('merge');
  });

  it('takes no column for either when the listings do not say', () => {
    const input = listings();
    // Every row its own event: no pair of listings is surely one.
    const starts = input.columns[2].values.map((_, r) => r);
    const found = measuredEventColumns(
      input,
      input.columns[0].values.map((v) => v.toLowerCase()),
      starts,
      input.columns[1].values,
    );
    expect(found).toEqual({});
  });
});
