import { describe, expect, it } from 'vitest';
import { templateTitleRule, templateWordChanged } from '../../../src/core/profiles/template-words';

const w = (v: string) => v.split(' ');

describe('templateWordChanged', () => {
  it('finds the one word two template titles differ by, the rest word for word', () => {
    expect(templateWordChanged(w('junior account manager'), w('lead account manager'))).toBe('junior vs lead');
    // A word added on one side says less: a short form, a reissue.
    expect(templateWordChanged(w('data analyst'), w('lead data analyst'))).toBeNull();
    expect(templateWordChanged(w('pret'), w('pret manger'))).toBeNull();
  });

  it('reads a word written short as the same word, and says nothing of titles apart in more than one word', () => {
    expect(templateWordChanged(w('sr software engineer'), w('senior software engineer'))).toBeNull();
    expect(templateWordChanged(w('project mgr'), w('project manager'))).toBeNull();
    expect(templateWordChanged(w('devops eng'), w('devops engineer'))).toBeNull();
    expect(templateWordChanged(w('bed flat canonbury lane ls7'), w('bedroom flat for sale'))).toBeNull();
    expect(templateWordChanged(w('data analyst'), w('data analyst'))).toBeNull();
  });

  it('the rule names the column', () => {
    const rule = templateTitleRule([
      { name: 'title', values: ['senior accountant', 'junior accountant', 'accountant'] },
    ]);
    expect(rule(0, 1)).toBe('title: senior vs junior');
    expect(rule(2, 0)).toBeNull();
  });
});
