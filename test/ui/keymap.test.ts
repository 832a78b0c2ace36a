import { describe, expect, it } from 'vitest';
import {
  DEFAULT_KEY_SETTINGS,
  KEYMAP,
  actionFor,
  bindingsFor,
  hintFor,
  isSingleCharacter,
  keysOf,
  labelIn,
  legend,
  loadKeySettings,
  saveKeySettings,
  type KeyInput,
  type KeyScope,
  type KeySettings,
} from '../../src/ui/keymap';

/** The key event a person produces by pressing a spec such as `Mod+Shift+z` or `?`. */
function press(spec: string, target: unknown = { tagName: 'BODY' }): KeyInput {
  const parts = spec.split('+');
  const base = parts[parts.length - 1];
  const shift = parts.includes('Shift') || base === '?';
  const key = base === 'Space' ? ' ' : base.length === 1 && shift ? base.toUpperCase() : base;
  return { key, shiftKey: shift, ctrlKey: parts.includes('Mod'), target };
}

const scopes: KeyScope[] = ['review', 'cluster', 'golden'];
const layouts: KeySettings[] = [
  DEFAULT_KEY_SETTINGS,
  { singleKey: true, layout: 'numeric' },
  { singleKey: false, layout: 'letters' },
  { singleKey: false, layout: 'numeric' },
];

describe('keymap: the legend and the handler come from one table', () => {
  it('every key the legend shows triggers exactly that action in that screen', () => {
    for (const settings of layouts) {
      for (const scope of scopes) {
        for (const row of legend(scope, settings)) {
          for (const key of row.keys)
            expect(actionFor(press(key), scope, settings)?.action, `${scope} ${key}`).toBe(row.action);
        }
      }
    }
  });

  it('an action may read differently per screen, in the legend and the help alike', () => {
    const label = (scope: KeyScope) =>
      legend(scope, DEFAULT_KEY_SETTINGS).find((r) => r.action === 'identical-fields')?.label;
    expect([label('review'), label('cluster'), label('golden')]).toEqual([
      'Identical fields',
      'Differences only',
      'Conflicting fields only',
    ]);
    for (const scope of scopes)
      for (const b of bindingsFor(scope))
        expect(legend(scope, DEFAULT_KEY_SETTINGS).find((r) => r.action === b.action)?.label).toBe(labelIn(b, scope));
  });

  it('no key is bound twice within a screen', () => {
    for (const settings of layouts) {
      for (const scope of scopes) {
        const keys = bindingsFor(scope).flatMap((b) => keysOf(b, settings));
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it('the button hints are the legend keys', () => {
    for (const settings of layouts) {
      const rows = legend('review', settings);
      for (const action of ['same', 'different', 'unsure', 'skip', 'undo'] as const) {
        const row = rows.find((r) => r.action === action);
        expect(hintFor(action, settings) !== '').toBe(row !== undefined);
      }
    }
    expect(hintFor('same', DEFAULT_KEY_SETTINGS)).toBe('Y');
    expect(hintFor('same', { singleKey: true, layout: 'numeric' })).toBe('1');
    expect(hintFor('different', { singleKey: true, layout: 'numeric' })).toBe('0');
    expect(hintFor('unsure', { singleKey: true, layout: 'numeric' })).toBe('2');
    expect(hintFor('undo', DEFAULT_KEY_SETTINGS)).toBe('Z / Ctrl+Z');
  });

  it('keeps the decision keys of the brief', () => {
    const at = (key: string, scope: KeyScope = 'review') => actionFor(press(key), scope, DEFAULT_KEY_SETTINGS)?.action;
    expect([
      at('y'),
      at('n'),
      at('u'),
      at('s'),
      at('Space'),
      at('z'),
      at('Mod+z'),
      at('Shift+z'),
      at('j'),
      at('k'),
    ]).toEqual(['same', 'different', 'unsure', 'skip', 'skip', 'undo', 'undo', 'redo', 'next', 'previous']);
    expect([
      at('ArrowDown'),
      at('ArrowUp'),
      at('d'),
      at('e'),
      at('i'),
      at('b'),
      at('o'),
      at('?'),
      at('Escape'),
    ]).toEqual([
      'next',
      'previous',
      'toggle-normalized',
      'expand-explanation',
      'identical-fields',
      'blind-mode',
      'open-cluster',
      'help',
      'close',
    ]);
    expect([at('x', 'cluster'), at('l', 'cluster'), at('m', 'cluster'), at('x')]).toEqual([
      'exclude-member',
      'lock-cluster',
      'accept-cluster',
      undefined,
    ]);
    expect(actionFor(press('7'), 'golden', DEFAULT_KEY_SETTINGS)).toEqual({ action: 'pick-value', key: '7' });
    expect(at('Mod+y')).toBeUndefined();
  });
});

describe('keymap: when shortcuts must not fire', () => {
  it('typing in an input, a textarea, a select or an editable element does nothing (only Esc acts, to leave it)', () => {
    for (const target of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'input' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      for (const b of KEYMAP) {
        for (const key of b.keys)
          if (key !== 'Escape')
            expect(
              actionFor(press(key, target), b.scope === 'global' ? 'review' : b.scope, DEFAULT_KEY_SETTINGS),
            ).toBeUndefined();
      }
      expect(actionFor(press('Escape', target), 'review', DEFAULT_KEY_SETTINGS)?.action).toBe('close');
    }
    expect(actionFor(press('y', { tagName: 'INPUT', type: 'checkbox' }), 'review', DEFAULT_KEY_SETTINGS)?.action).toBe(
      'same',
    );
  });

  it('Space on a focused button presses the button, not the shortcut', () => {
    expect(actionFor(press('Space', { tagName: 'BUTTON' }), 'review', DEFAULT_KEY_SETTINGS)).toBeUndefined();
    expect(actionFor(press('y', { tagName: 'BUTTON' }), 'review', DEFAULT_KEY_SETTINGS)?.action).toBe('same');
  });

  it('turning single-character shortcuts off leaves only modified and named keys (WCAG 2.1.4)', () => {
    const off: KeySettings = { singleKey: false, layout: 'letters' };
    for (const key of ['y', 'n', 'u', 's', 'Space', 'z', 'Shift+z', '?', 'j'])
      expect(actionFor(press(key), 'review', off)).toBeUndefined();
    expect(actionFor(press('Mod+z'), 'review', off)?.action).toBe('undo');
    expect(actionFor(press('Mod+Shift+z'), 'review', off)?.action).toBe('redo');
    expect(actionFor(press('ArrowDown'), 'review', off)?.action).toBe('next');
    expect(actionFor(press('Escape'), 'review', off)?.action).toBe('close');
    expect(
      legend('review', off)
        .flatMap((r) => r.keys)
        .every((k) => !isSingleCharacter(k)),
    ).toBe(true);
  });

  it('the numeric map replaces Y/N/U by 1/0/2', () => {
    const numeric: KeySettings = { singleKey: true, layout: 'numeric' };
    expect(['1', '0', '2'].map((k) => actionFor(press(k), 'review', numeric)?.action)).toEqual([
      'same',
      'different',
      'unsure',
    ]);
    expect(actionFor(press('y'), 'review', numeric)).toBeUndefined();
  });

  it('settings round-trip through storage and fall back to defaults', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(loadKeySettings(storage)).toEqual(DEFAULT_KEY_SETTINGS);
    saveKeySettings({ singleKey: false, layout: 'numeric' }, storage);
    expect(loadKeySettings(storage)).toEqual({ singleKey: false, layout: 'numeric' });
    store.set('doppel.keyboard', '{not json');
    expect(loadKeySettings(storage)).toEqual(DEFAULT_KEY_SETTINGS);
  });
});
