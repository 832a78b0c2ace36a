import { describe, expect, it } from 'vitest';
import { auditText } from '../../src/ui/overview/AuditEstimate';

describe('the audit estimate in words', () => {
  it('asks for blind answers until there are some', () => {
    const empty = { estimate: NaN, low: 0, high: 1, answers: 0 };
    expect(auditText({ size: 48, answered: 0, precision: empty, recall: empty })).toMatch(
      /^Answer the blind audit sample .*48 pairs/,
    );
  });

  it('gives each figure with its 95 % interval', () => {
    const t = auditText({
      size: 48,
      answered: 30,
      precision: { estimate: 1, low: 0.782, high: 1, answers: 15 },
      recall: { estimate: 0.8, low: 0.3, high: 0.95, answers: 30 },
    });
    expect(t).toBe(
      'From 30 of 48 blind audit answers: precision of the automatic merges 100.0 % (95 % interval 78.2 % – 100.0 %); recall among the candidate pairs 80.0 % (95 % interval 30.0 % – 95.0 %).',
    );
  });
});
