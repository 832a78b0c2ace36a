import { describe, expect, it } from 'vitest';
import { outcomeText } from '../../src/ui/review/CalibratePanel';

const outcome = { answered: 29, changed: 14, considered: 3000, newMerges: 0, droppedMerges: 0, suggestStop: true };

describe('the Calibrate panel', () => {
  it('says what the batch changed, and suggests stopping only when the refit changed under 1 %', () => {
    const t = outcomeText(outcome);
    expect(t.changed).toBe(
      'Calibration batch done. Model updated after 29 answers: 14 automatic decisions changed (0 new merges, 0 merges withdrawn).',
    );
    expect(t.stop).toMatch(/^Fewer than 1 % of the automatic decisions changed: you could stop calibrating/);
    const busy = outcomeText({ ...outcome, changed: 1, newMerges: 1, droppedMerges: 1, suggestStop: false });
    expect(busy.changed).toContain('1 automatic decision changed (1 new merge, 1 merge withdrawn)');
    expect(busy.stop).toBeUndefined();
  });
});
