/** The shell's go-to keys (G then a letter): every project screen a key opens, Evaluate among them. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEY_SETTINGS, KEYMAP, SequenceReader, legend, type KeyInput } from '../../src/ui/keymap';
import { GO_TO_SCREEN } from '../../src/ui/shell-keys';
import { PROJECT_SCREENS } from '../../src/ui/router';

const press = (key: string): KeyInput => ({ key, target: { tagName: 'BODY' } });

describe('go-to keys', () => {
  it('G then V opens Evaluate; E stays Export', () => {
    const r = new SequenceReader(1000);
    expect(r.read(press('g'), 'global', DEFAULT_KEY_SETTINGS, 0)).toBe('started');
    const hit = r.read(press('v'), 'global', DEFAULT_KEY_SETTINGS, 100);
    expect(hit).toEqual({ action: 'go-evaluate', key: 'g v' });
    expect(GO_TO_SCREEN[(hit as { action: 'go-evaluate' }).action]).toBe('evaluate');
    r.read(press('g'), 'global', DEFAULT_KEY_SETTINGS, 200);
    expect(r.read(press('e'), 'global', DEFAULT_KEY_SETTINGS, 300)).toEqual({ action: 'go-export', key: 'g e' });
  });
  it('every go-to action opens a project screen, each its own, with a second key of its own', () => {
    const goTo = KEYMAP.filter((b) => b.action.startsWith('go-'));
    expect(goTo.map((b) => GO_TO_SCREEN[b.action])).toEqual(['review', 'clusters', 'history', 'evaluate', 'export']);
    for (const b of goTo) expect(PROJECT_SCREENS).toContain(GO_TO_SCREEN[b.action]);
    const seconds = goTo.flatMap((b) => b.keys.map((k) => k.split(' ')[1]));
    expect(new Set(seconds).size).toBe(seconds.length);
  });
  it('the legend of every screen shows «g v Go to evaluate»; off with single keys off', () => {
    for (const scope of ['review', 'cluster', 'golden'] as const) {
      const rows = legend(scope, DEFAULT_KEY_SETTINGS).map((r) => `${r.keys.join('/')} ${r.label}`);
      expect(rows).toContain('g v Go to evaluate');
    }
    const off = legend('review', { singleKey: false, layout: 'letters' }).map((r) => r.label);
    expect(off).not.toContain('Go to evaluate');
  });
});
