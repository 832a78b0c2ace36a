import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  dayOfInstant,
  haversineMetres,
  parseDateTime,
  parseInstant,
  parseLatitude,
  parseLongitude,
  suggestReferenceOffset,
} from '../../../src/core/normalize';

const at = (iso: string) => Date.parse(iso);

describe('parseInstant', () => {
  it.each([
    ['2026-12-05T19:00:00+03:00', {}, '2026-12-05T16:00:00Z'],
    ['2026-12-05T19:00:00+0300', {}, '2026-12-05T16:00:00Z'],
    ['2026-12-05 19:00', { zone: '+03:00' }, '2026-12-05T16:00:00Z'],
    ['2026-12-05T16:00:00.250Z', {}, '2026-12-05T16:00:00.250Z'],
    ['05.12.2026 19:00', { zone: 'Europe/Moscow' }, '2026-12-05T16:00:00Z'],
    ['12/05/2026 7:00 PM', { zone: 'UTC+3', dayFirst: false }, '2026-12-05T16:00:00Z'],
    ['05/12/2026 19:00', { zone: '+03:00' }, '2026-12-05T16:00:00Z'],
    ['25/12/2026 12:00 AM', { zone: 'UTC', dayFirst: false }, '2026-12-25T00:00:00Z'],
    ['2026-07-01 12:00', { zone: 'Europe/Berlin' }, '2026-07-01T10:00:00Z'],
    ['2026-01-01 12:00', { zone: 'Europe/Berlin' }, '2026-01-01T11:00:00Z'],
    ['5 декабря 2026 19:00', { zone: '+03:00' }, '2026-12-05T16:00:00Z'],
    ['5 Dec 2026', {}, '2026-12-05T00:00:00Z'],
    ['19560409', {}, '1956-04-09T00:00:00Z'],
    ['05.12.26 19:00', { zone: '+03:00' }, '2026-12-05T16:00:00Z'],
    // Ticket sites write a weekday, a 12-hour clock, the month first.
    ['Mon 16 Mar 2026, 7:30pm', {}, '2026-03-16T19:30:00Z'],
    ['Sat 14 Mar 2026, 2pm', {}, '2026-03-14T14:00:00Z'],
    ['16th March 2026 7.30 p.m.', {}, '2026-03-16T19:30:00Z'],
    ['March 16, 2026 7:30 PM', {}, '2026-03-16T19:30:00Z'],
    ['Saturday, 14 March 2026 at 19:30', {}, '2026-03-14T19:30:00Z'],
    ['пт 20 марта 2026 19:00', { zone: '+03:00' }, '2026-03-20T16:00:00Z'],
  ])('%j %j → %s', (input, options, iso) => {
    expect(parseInstant(input, options)).toBe(at(iso));
  });

  it.each([
    '',
    '  ',
    'tomorrow',
    '31.02.2026',
    '2026-13-01',
    '2026-12-05T25:00',
    '13/13/2026',
    '12/05/2026 13:00 PM',
    '2026-12-05 19:00 +99:00',
    '16 Mar 2026 19',
    'Mon 16 Mar 2026, 13pm',
    'Friday 16',
    // A word that only begins like a weekday is no weekday.
    'Sunderland 5 Mar 2026',
    'Saturn 5 Mar 2026',
    '🙂',
  ])('garbage %j → null', (input) => {
    expect(parseInstant(input)).toBeNull();
  });

  it('an unknown zone gives null, never a throw', () => {
    expect(parseInstant('2026-12-05 19:00', { zone: 'Mars/Olympus' })).toBeNull();
  });

  it('reports the written offset', () => {
    expect(parseDateTime('2026-12-26T23:30:00+07:00')?.offsetMinutes).toBe(420);
    expect(parseDateTime('2026-12-26 23:30')?.offsetMinutes).toBeNull();
  });
});

describe('calendar day in a fixed reference offset', () => {
  it('E17: one instant written in two offsets gives one day', () => {
    const a = calendarDay('2026-12-26T23:30:00+07:00');
    const b = calendarDay('2026-12-26T16:30:00Z');
    expect(a).toBe(b);
    expect(calendarDay('2026-12-26T23:30:00+07:00', {}, 420)).toBe(calendarDay('2026-12-26T16:30:00Z', {}, 420));
  });
  it('the reference offset moves the boundary', () => {
    expect(dayOfInstant(at('2026-12-05T22:30:00Z'), 0)).toBe('2026-12-05');
    expect(dayOfInstant(at('2026-12-05T22:30:00Z'), 180)).toBe('2026-12-06');
  });
  it('a date-only value keeps its written date', () => {
    expect(calendarDay('2026-12-05', { zone: '+07:00' })).toBe('2026-12-05');
  });
  it('suggests a reference offset from the modal written offset', () => {
    expect(suggestReferenceOffset([180, 180, 420, null])).toBe(-60);
    expect(suggestReferenceOffset([null, null])).toBe(0);
  });
});

describe('latitude / longitude', () => {
  it.each([
    ['55.7675', 55.7675],
    ['55,7675', 55.7675],
    [' -33.9 ', -33.9],
    ['33.9 S', -33.9],
    ['N 55.75', 55.75],
    ['55.75°', 55.75],
    ['0.0', 0],
    ['90', 90],
    ['90.0001', null],
    ['', null],
    ['abc', null],
    ['55.75 E', null],
  ])('latitude %j → %j', (input, expected) => {
    expect(parseLatitude(input)).toBe(expected);
  });
  it.each([
    ['131.8855', 131.8855],
    ['-180', -180],
    ['180.5', null],
    ['37.6 W', -37.6],
    ['37,6 в', 37.6],
  ])('longitude %j → %j', (input, expected) => {
    expect(parseLongitude(input)).toBe(expected);
  });

  it('haversine distance in metres', () => {
    expect(haversineMetres(55.7675, 37.608, 55.7675, 37.608)).toBe(0);
    const d = haversineMetres(55.7675, 37.608, 55.7677, 37.6083);
    expect(d).toBeGreaterThan(20);
    expect(d).toBeLessThan(40);
    // Moscow → St Petersburg: about 633 km on the great circle
    const km = haversineMetres(55.7558, 37.6173, 59.9343, 30.3351) / 1000;
    expect(km).toBeGreaterThan(628);
    expect(km).toBeLessThan(638);
    expect(Math.round(haversineMetres(0, 0, 0, 180))).toBe(Math.round(Math.PI * 6_371_008.8));
  });
});
