import { describe, expect, it } from 'vitest';
import { fromPlainError, namedError, toPlainError } from '../../src/domain/errors';
import { throttleStages, type RunStage } from '../../src/domain/progress';

describe('errors across threads', () => {
  it('reduce any thrown value to a plain name and message, and come back as an Error', () => {
    const e = new RangeError('out of range');
    expect(toPlainError(e)).toEqual({ name: 'RangeError', message: 'out of range' });
    expect(toPlainError({ message: 'no name' })).toEqual({ name: 'Error', message: 'no name' });
    expect(toPlainError('text')).toEqual({ name: 'Error', message: 'text' });
    expect(toPlainError(namedError('StorageError', 'full'))).toEqual({ name: 'StorageError', message: 'full' });
    const back = fromPlainError(structuredClone(toPlainError(e)));
    expect(back).toBeInstanceOf(Error);
    expect([back.name, back.message]).toEqual(['RangeError', 'out of range']);
    expect(fromPlainError(e)).toBe(e);
  });
});

describe('stage progress throttle', () => {
  it('forwards each new stage and each stage end at once, and at most one report per interval within a stage', () => {
    let now = 0;
    const sent: string[] = [];
    const report = throttleStages(
      (s, d, t) => sent.push(`${s} ${d}/${t}`),
      100,
      () => now,
    );
    const at = (t: number, s: RunStage, d: number, total: number) => {
      now = t;
      report(s, d, total);
    };
    at(0, 'score', 0, 10);
    at(10, 'score', 1, 10);
    at(50, 'score', 2, 10);
    at(120, 'score', 3, 10);
    at(130, 'score', 10, 10);
    at(131, 'weights', 0, 1);
    at(132, 'decide', 0, 1);
    at(133, 'decide', 1, 1);
    expect(sent).toEqual(['score 0/10', 'score 3/10', 'score 10/10', 'weights 0/1', 'decide 0/1', 'decide 1/1']);
  });
});
