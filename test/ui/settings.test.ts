import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEFAULT_PREFS, applyPrefs, clampCalibrateSize, loadPrefs, savePrefs } from '../../src/ui/settings/prefs';
import { parseRoute } from '../../src/ui/router';

/** A Storage stand-in. */
function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

/** An <html> stand-in that records its attributes. */
function root() {
  const attrs = new Map<string, string>();
  return {
    attrs,
    setAttribute: (k: string, v: string) => void attrs.set(k, v),
    removeAttribute: (k: string) => void attrs.delete(k),
  };
}

const css = (path: string) => readFileSync(new URL(`../../src/ui/${path}`, import.meta.url), 'utf8');

describe('the settings screen (S11)', () => {
  it('has a route of its own', () => {
    expect(parseRoute('#/settings')).toEqual({ screen: 'settings', params: {} });
  });

  it('keeps the preferences in this browser, with defaults for anything absent or unreadable', () => {
    expect(loadPrefs(memory())).toEqual(DEFAULT_PREFS);
    expect(loadPrefs(memory({ 'doppel.prefs': '{not json' }))).toEqual(DEFAULT_PREFS);
    expect(loadPrefs(memory({ 'doppel.prefs': '{"motion":"fast","diffStyle":"blink","calibrateSize":500}' }))).toEqual({
      ...DEFAULT_PREFS,
      calibrateSize: 40,
    });
    const store = memory();
    const chosen = { motion: 'reduce', diffContrast: 'high', diffStyle: 'lines', calibrateSize: 24 } as const;
    savePrefs(chosen, store);
    expect(loadPrefs(store)).toEqual(chosen);
  });

  it('keeps a Calibrate batch within the 20–40 pairs the worker accepts', () => {
    expect(clampCalibrateSize(3)).toBe(20);
    expect(clampCalibrateSize(33.4)).toBe(33);
    expect(clampCalibrateSize(99)).toBe(40);
    expect(clampCalibrateSize(Number.NaN)).toBe(30);
  });

  it('puts each choice on <html> as the attribute the style sheets read, and takes it off again', () => {
    const html = root();
    applyPrefs({ motion: 'reduce', diffContrast: 'high', diffStyle: 'lines', calibrateSize: 30 }, html);
    expect(Object.fromEntries(html.attrs)).toEqual({
      'data-motion': 'reduce',
      'data-diff-contrast': 'high',
      'data-diff-style': 'lines',
    });
    applyPrefs(DEFAULT_PREFS, html);
    expect(html.attrs.size).toBe(0);
    applyPrefs({ ...DEFAULT_PREFS, motion: 'allow' }, html);
    expect(Object.fromEntries(html.attrs)).toEqual({ 'data-motion': 'allow' });
    // Each attribute has its rule (the e2e test checks the computed styles in Chromium).
    expect(css('style.css')).toMatch(/:root\[data-motion='reduce'\] \*[^{]*\{[^}]*animation: none/);
    expect(css('style.css')).toMatch(/prefers-reduced-motion: reduce\) \{\s*:root:not\(\[data-motion='allow'\]\)/);
    expect(css('review/review.css')).toMatch(/:root\[data-diff-contrast='high'\] :is\(\.field-table[^{]*ins \{/);
    expect(css('review/review.css')).toMatch(
      /:root\[data-diff-style='lines'\] :is\(\.field-table[^{]*\{ background: none; \}/,
    );
  });
});
