import { describe, expect, it } from 'vitest';
import { forgetResume, rememberResume, resumePath, resumePoint } from '../../src/ui/common/resume';

/** A Storage stand-in. */
function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('where a project was left', () => {
  it('reopens on the last screen, keeps the queue counts beside it, forgets a deleted project', () => {
    const st = memoryStorage();
    expect(resumePath(3, st)).toBe('/p/3/fields');
    rememberResume(3, { screen: 'review' }, st);
    rememberResume(3, { left: 412, total: 703 }, st);
    expect(resumePoint(3, st)).toEqual({ screen: 'review', left: 412, total: 703 });
    rememberResume(3, { screen: 'clusters' }, st);
    expect(resumePath(3, st)).toBe('/p/3/clusters');
    expect(resumePoint(3, st)?.left).toBe(412);
    rememberResume(4, { left: 5, total: 5 }, st);
    expect(resumePoint(4, st)?.screen).toBe('fields');
    forgetResume(3, st);
    expect(resumePoint(3, st)).toBeUndefined();
    expect(resumePoint(4, st)?.left).toBe(5);
  });

  it('ignores what it cannot read: broken JSON, an unknown screen', () => {
    const st = memoryStorage();
    st.setItem('doppel.resume', '{not json');
    expect(resumePath(1, st)).toBe('/p/1/fields');
    st.setItem('doppel.resume', JSON.stringify({ 1: { screen: 'nowhere' } }));
    expect(resumePoint(1, st)).toBeUndefined();
  });
});
