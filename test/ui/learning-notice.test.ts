import { describe, expect, it } from 'vitest';
import { learningText } from '../../src/ui/review/LearningNotice';

const base = { batch: 20, same: 0, different: 0, fittedOn: 0, refits: 0, untilRefit: 20 };

describe('the learning notice', () => {
  it('before the first refit says how many answers are still to come', () => {
    expect(learningText({ ...base, same: 5, different: 3, untilRefit: 12 })).toEqual({
      next: 'The model refits after every 20 answers: 12 more until the next.',
    });
  });

  it('after a refit says how many automatic decisions changed, and suggests stopping under 1 %', () => {
    const last = { answered: 20, changed: 1, considered: 400, newMerges: 1, droppedMerges: 0, suggestStop: true };
    const t = learningText({ ...base, same: 12, different: 8, fittedOn: 20, refits: 1, last });
    expect(t.update).toBe(
      'Model updated after 20 answers: 1 automatic decision changed (1 new merge, 0 merges withdrawn). The queue is re-ranked.',
    );
    expect(t.stop).toMatch(/^Fewer than 1 % of the decisions changed/);
    const busy = learningText({ ...base, fittedOn: 20, refits: 1, last: { ...last, changed: 40, suggestStop: false } });
    expect(busy.update).toContain('40 automatic decisions changed');
    expect(busy.stop).toBeUndefined();
  });
});
