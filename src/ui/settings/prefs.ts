/**
 * Display and review preferences of the Settings screen (S11), kept in this browser's localStorage
 * (preferences, never project data) and applied as attributes on <html> that style.css reads:
 * `data-motion="reduce"` stops animations, `data-diff-contrast="high"` strengthens the pair card's
 * diff marks, `data-diff-style="lines"` drops their colour (underline / strikethrough stay).
 */

/** Pairs a Calibrate batch may hold; the worker clamps to the same bounds (engine CALIBRATION_SIZE). */
export const CALIBRATE_BATCH = { min: 20, max: 40, default: 30 } as const;

/** What the person chose; each has a default that is the app's behaviour without a choice. */
export interface Prefs {
  /** `system` follows prefers-reduced-motion; `reduce` always stops animations; `allow` never does. */
  motion: 'system' | 'reduce' | 'allow';
  /** `high`: thicker marks and stronger colours in diffs. */
  diffContrast: 'normal' | 'high';
  /** `colour`: colour and underline / strikethrough; `lines`: underline / strikethrough only. */
  diffStyle: 'colour' | 'lines';
  /** Pairs in a Calibrate batch (the worker keeps it within 20–40). */
  calibrateSize: number;
}

/** The app's behaviour when nothing was chosen. */
export const DEFAULT_PREFS: Prefs = {
  motion: 'system',
  diffContrast: 'normal',
  diffStyle: 'colour',
  calibrateSize: CALIBRATE_BATCH.default,
};

const KEY = 'doppel.prefs';

const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(v as T) ? (v as T) : fallback;

/** A batch size the worker accepts: a whole number within {@link CALIBRATE_BATCH}. */
export function clampCalibrateSize(n: unknown): number {
  const v = typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : CALIBRATE_BATCH.default;
  return Math.min(CALIBRATE_BATCH.max, Math.max(CALIBRATE_BATCH.min, v));
}

/** The preferences saved in this browser (defaults for anything absent or unreadable). */
export function loadPrefs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Prefs {
  try {
    const v = JSON.parse(storage?.getItem(KEY) ?? '{}') as Partial<Record<keyof Prefs, unknown>>;
    return {
      motion: pick(v.motion, ['system', 'reduce', 'allow'] as const, DEFAULT_PREFS.motion),
      diffContrast: pick(v.diffContrast, ['normal', 'high'] as const, DEFAULT_PREFS.diffContrast),
      diffStyle: pick(v.diffStyle, ['colour', 'lines'] as const, DEFAULT_PREFS.diffStyle),
      calibrateSize: clampCalibrateSize(v.calibrateSize ?? DEFAULT_PREFS.calibrateSize),
    };
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

/** Save the preferences in this browser (for this page only when storage is blocked). */
export function savePrefs(prefs: Prefs, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Storage blocked (private mode): the choice lasts for this page only.
  }
}

/** The element the attributes go on (the document's <html>; a stand-in in tests). */
export type PrefsRoot = Pick<Element, 'setAttribute' | 'removeAttribute'>;

/** Put the preferences on <html> as the attributes style.css reads. */
export function applyPrefs(prefs: Prefs, root: PrefsRoot = document.documentElement): void {
  const set = (name: string, value: string | undefined) =>
    value === undefined ? root.removeAttribute(name) : root.setAttribute(name, value);
  set('data-motion', prefs.motion === 'system' ? undefined : prefs.motion);
  set('data-diff-contrast', prefs.diffContrast === 'high' ? 'high' : undefined);
  set('data-diff-style', prefs.diffStyle === 'lines' ? 'lines' : undefined);
}
