import { describe, expect, it } from 'vitest';
import { durationSeconds, parseDuration } from '../../../src/core/normalize/duration';

describe('parseDuration', () => {
  it.each([
    ['3:45', 225, 'clock'],
    ['03:45.5', 225.5, 'clock'],
    ['1:02:03', 3723, 'clock'],
    ['4m 5sec', 245, 'units'],
    ['4 min 5 s', 245, 'units'],
    ['2h 22min', 8520, 'units'],
    ['3 мин 45 с', 225, 'units'],
    ['PT4M5S', 245, 'units'],
    ['225000', 225000, 'bare'],
  ])('%j → %d (%s)', (raw, value, form) => {
    expect(parseDuration(raw)).toEqual({ value, form });
  });

  it.each(['', '3:75', '1:60:00', 'Full Day', '4 apples', '3:4'])('%j is no duration', (raw) => {
    expect(parseDuration(raw)).toBeNull();
  });
});

describe('durationSeconds', () => {
  it('reads bare numbers in the unit that fits the written durations: milliseconds, seconds or minutes', () => {
    expect(Array.from(durationSeconds(['3:45', '225000', '4:05', '245500', '']))).toEqual([225, 225, 245, 245.5, NaN]);
    expect(Array.from(durationSeconds(['2:22:00', '142', '1:45:00']))).toEqual([8520, 8520, 6300]);
    expect(Array.from(durationSeconds(['3:45', '226']))).toEqual([225, 226]);
    // Without written durations a bare number stays in its own unit (seconds, as far as anyone can tell).
    expect(Array.from(durationSeconds(['225', '226']))).toEqual([225, 226]);
  });
});
