/**
 * S11 Settings: theme, keyboard (every shortcut, single keys on / off, the numeric map), review and
 * performance (only what the app honours), storage, accessibility (reduced motion, high-contrast
 * diffs, diff style) and the privacy statement. Every choice is kept in this browser and takes effect
 * at once (ui/settings/prefs.ts, ui/theme.ts, ui/keymap.ts).
 */
import { useState } from 'preact/hooks';
import type { AppClient } from '../../client/app-client';
import { announce } from '../status';
import type { ThemeChoice } from '../theme';
import { useKeySettings } from '../review/use-keys';
import { DEFAULT_KEY_SETTINGS } from '../keymap';
import { KeySettingsFields, KeyTable } from '../review/KeyLegend';
import { StorageMeter } from '../start/StorageMeter';
import { Privacy } from '../start/Privacy';
import { CALIBRATE_BATCH, applyPrefs, clampCalibrateSize, loadPrefs, savePrefs, type Prefs } from './prefs';
import '../review/review.css';
import './settings.css';

const THEMES: Array<[ThemeChoice, string]> = [
  ['system', 'As the system (follows the light / dark setting of your device)'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];

const MOTION: Array<[Prefs['motion'], string]> = [
  ['system', 'As the system (reduced when your device asks for less motion)'],
  ['reduce', 'Reduce motion (no animations, a still bar for work of unknown length)'],
  ['allow', 'Allow motion'],
];

const DIFF_STYLE: Array<[Prefs['diffStyle'], string]> = [
  ['colour', 'Colour and underline / strikethrough'],
  ['lines', 'Underline / strikethrough only (no colour)'],
];

/** A group of radio buttons for one preference. */
function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: Array<[T, string]>;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset class="settings-choice">
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The settings screen; `theme` / `onTheme` are the shell's, so the header's toggle and this screen agree. */
export function SettingsScreen({
  client,
  theme,
  onTheme,
}: {
  client: AppClient;
  theme: ThemeChoice;
  onTheme: (t: ThemeChoice) => void;
}) {
  const [keys, setKeys] = useKeySettings();
  const [prefs, setPrefs] = useState<Prefs>(loadPrefs);
  const update = (patch: Partial<Prefs>, said: string) => {
    const next = { ...prefs, ...patch };
    savePrefs(next);
    applyPrefs(next);
    setPrefs(next);
    announce(`${said} Saved in this browser.`);
  };
  const cores = Math.max(1, globalThis.navigator?.hardwareConcurrency || 1);
  return (
    <section class="settings">
      <h1>Settings</h1>
      <p>Kept in this browser only (its local storage) and applied at once, on every screen and project.</p>

      <h2>Theme</h2>
      <Choice
        legend="Colour theme"
        name="theme"
        value={theme}
        options={THEMES}
        onChange={(t) => {
          onTheme(t);
          announce(`Theme: ${t}. Saved in this browser.`);
        }}
      />

      <h2>Keyboard</h2>
      <KeySettingsFields
        settings={keys}
        onChange={(s) => {
          setKeys(s);
          announce(
            `${s.singleKey ? 'Single-key shortcuts on' : 'Single-key shortcuts off'}; decision keys ${s.layout === 'numeric' ? '1 / 0 / 2' : 'Y / N / U'}. Saved in this browser.`,
          );
        }}
      />
      <p class="hint">
        Turning single-key shortcuts off leaves the shortcuts with Ctrl / ⌘ and the named keys (arrows, Esc). Shortcuts
        do nothing while you type in a field.
      </p>
      <details class="key-tables">
        <summary>Every shortcut</summary>
        <KeyTable scope="global" settings={keys} caption="On every screen of a project" ownOnly />
        <KeyTable scope="review" settings={keys} caption="Review" ownOnly />
        <KeyTable scope="cluster" settings={keys} caption="Clusters" ownOnly />
        <KeyTable scope="golden" settings={keys} caption="Golden records" ownOnly />
      </details>

      <h2>Review and performance</h2>
      <p class="field">
        <label for="calibrate-size">
          Pairs in a Calibrate batch ({CALIBRATE_BATCH.min}–{CALIBRATE_BATCH.max})
        </label>
        <input
          id="calibrate-size"
          type="number"
          min={CALIBRATE_BATCH.min}
          max={CALIBRATE_BATCH.max}
          step={1}
          value={prefs.calibrateSize}
          onChange={(e) => {
            const n = clampCalibrateSize(Number(e.currentTarget.value));
            update({ calibrateSize: n }, `Calibrate batches: ${n} pairs (the next batch drawn).`);
          }}
        />
      </p>
      <p class="hint">
        Scoring runs in {cores} web worker{cores === 1 ? '' : 's'}, one per processor core this browser reports; it is
        not adjustable here, and neither is a memory budget: these are the only performance settings the app has.
      </p>

      <StorageMeter
        client={client}
        onCleared={() => {
          // Preferences were deleted with the rest: the screen and the page go back to the defaults.
          const defaults = loadPrefs();
          applyPrefs(defaults);
          setPrefs(defaults);
          setKeys(DEFAULT_KEY_SETTINGS);
          onTheme('system');
        }}
      />

      <h2>Accessibility</h2>
      <Choice
        legend="Motion"
        name="motion"
        value={prefs.motion}
        options={MOTION}
        onChange={(motion) => update({ motion }, `Motion: ${motion}.`)}
      />
      <fieldset class="settings-choice">
        <legend>Differences between values</legend>
        <label>
          <input
            type="checkbox"
            checked={prefs.diffContrast === 'high'}
            onChange={(e) =>
              update(
                { diffContrast: e.currentTarget.checked ? 'high' : 'normal' },
                `High-contrast differences ${e.currentTarget.checked ? 'on' : 'off'}.`,
              )
            }
          />{' '}
          High contrast (thicker marks, stronger colours, bold)
        </label>
      </fieldset>
      <Choice
        legend="How inserted and removed text is marked"
        name="diff-style"
        value={prefs.diffStyle}
        options={DIFF_STYLE}
        onChange={(diffStyle) =>
          update({ diffStyle }, `Differences marked by ${diffStyle === 'lines' ? 'lines only' : 'colour and lines'}.`)
        }
      />
      <p class="diff-sample" aria-label="Example of a difference">
        Example:{' '}
        <span>
          Jo<del>n</del>
          <ins>hn</ins> Sm<del>y</del>
          <ins>i</ins>th
        </span>
      </p>

      <Privacy where="settings" />
    </section>
  );
}
