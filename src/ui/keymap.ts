/**
 * The keymap: one table of actions (id, keys, label, description) that drives the buttons' hints,
 * the always-visible legend, the `?` help overlay and the keydown handler, so none of them can
 * disagree. Single-character shortcuts can be turned off (WCAG 2.1 SC 2.1.4) and the decision keys
 * can follow Zingg's numeric map (1 same, 0 different, 2 unsure); both settings live in localStorage.
 */
import {
  DEFAULT_KEY_SETTINGS,
  KEYMAP,
  type ActionId,
  type KeyBinding,
  type KeyScope,
  type KeySettings,
} from './keymap-table';

export {
  KEYMAP,
  DEFAULT_KEY_SETTINGS,
  type ActionId,
  type KeyBinding,
  type KeyScope,
  type KeySettings,
} from './keymap-table';

/** The second key of a two-key sequence must follow the first within this time. */
export const SEQUENCE_TIMEOUT_MS = 1500;

const STORAGE_KEY = 'doppel.keyboard';
// prettier-ignore
const NAMED = new Set([
  'Space', 'Escape', 'ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Enter', 'Tab', 'Home', 'End',
]);

/** The keys of a binding under the given settings (empty when all are turned off). */
export function keysOf(b: KeyBinding, settings: KeySettings): string[] {
  const keys = settings.layout === 'numeric' && b.numericKeys ? b.numericKeys : b.keys;
  return settings.singleKey ? keys : keys.filter((k) => !isSingleCharacter(k));
}

/** A shortcut made of one printable character (possibly shifted), as WCAG 2.1.4 means it; Space counts. */
export function isSingleCharacter(key: string): boolean {
  if (isSequence(key)) return key.split(' ').every(isSingleCharacter);
  if (key.includes('Mod+')) return false;
  const base = key.replace(/^Shift\+/, '');
  return base === 'Space' || !NAMED.has(base);
}

/** Bindings that apply in a screen: its own scope plus the global ones. */
export function bindingsFor(scope: KeyScope): KeyBinding[] {
  return KEYMAP.filter((b) => b.scope === 'global' || b.scope === scope || b.alsoIn?.includes(scope));
}

/** The binding of an action. */
export function binding(action: ActionId): KeyBinding {
  const b = KEYMAP.find((x) => x.action === action);
  if (!b) throw new Error(`No key binding for ${action}`);
  return b;
}

/** How a key reads on screen: `y` → `Y`, `Mod+z` → `Ctrl+Z`, `ArrowDown` → `↓`, `g q` → `G Q`. */
export function displayKey(key: string, mac = false): string {
  if (isSequence(key))
    return key
      .split(' ')
      .map((k) => displayKey(k, mac))
      .join(' ');
  return key
    .split('+')
    .map((part) => {
      if (part === 'Mod') return mac ? '⌘' : 'Ctrl';
      if (part === 'ArrowDown') return '↓';
      if (part === 'ArrowUp') return '↑';
      if (part === 'Escape') return 'Esc';
      return part.length === 1 ? part.toUpperCase() : part;
    })
    .join('+');
}

/** The label of a binding in a screen. */
export function labelIn(b: KeyBinding, scope: KeyScope): string {
  return b.scopeLabels?.[scope] ?? b.label;
}

/** The hint shown on an action's button, e.g. «Y», or '' when its keys are off. */
export function hintFor(action: ActionId, settings: KeySettings): string {
  return keysOf(binding(action), settings)
    .map((k) => displayKey(k))
    .join(' / ');
}

/** The legend of a screen: label and keys of each action that has keys under the settings. */
export function legend(
  scope: KeyScope,
  settings: KeySettings,
): Array<{ action: ActionId; label: string; description: string; keys: string[] }> {
  return bindingsFor(scope)
    .map((b) => ({ action: b.action, label: labelIn(b, scope), description: b.description, keys: keysOf(b, settings) }))
    .filter((row) => row.keys.length > 0);
}

/** The subset of a KeyboardEvent the handler reads (so tests need no DOM). */
export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  target?: unknown;
}

/** True when the event comes from a place where the person types (input, textarea, select, contenteditable). */
export function isTypingTarget(target: unknown): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null | undefined;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable) return true;
  if (tag !== 'INPUT') return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes((el.type ?? 'text').toLowerCase());
}

/** Whether a key spec is a two-key sequence (`g q`). */
export function isSequence(spec: string): boolean {
  return spec.length > 1 && spec.includes(' ');
}

/** Whether a key spec matches an event (a sequence spec matches no single real key press). */
export function matches(spec: string, e: KeyInput): boolean {
  const parts = spec.split('+');
  const base = parts[parts.length - 1];
  const wantMod = parts.includes('Mod');
  const wantShift = parts.includes('Shift');
  const mod = !!(e.ctrlKey || e.metaKey);
  if (mod !== wantMod || e.altKey) return false;
  const key = e.key === ' ' ? 'Space' : e.key;
  if (base.length === 1 && /[a-z]/i.test(base)) {
    return key.toLowerCase() === base.toLowerCase() && !!e.shiftKey === wantShift;
  }
  // Digits, punctuation and named keys: Shift is part of how the character is typed (`?`).
  return key === base && (!wantShift || !!e.shiftKey);
}

/** The action a key press triggers in a scope, or undefined (typing, turned off, or unbound). */
export function actionFor(
  e: KeyInput,
  scope: KeyScope,
  settings: KeySettings,
): { action: ActionId; key: string } | undefined {
  // While typing only Esc acts (it leaves the field or closes the panel); every other key is text.
  if (isTypingTarget(e.target) && e.key !== 'Escape') return undefined;
  // Space on a focused button or link presses it; the shortcut must not fire as well.
  const tag = (e.target as { tagName?: string } | null | undefined)?.tagName?.toUpperCase();
  if (e.key === ' ' && (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY')) return undefined;
  for (const b of bindingsFor(scope)) {
    const key = keysOf(b, settings).find((k) => matches(k, e));
    if (key) return { action: b.action, key };
  }
  return undefined;
}

/** The keyboard settings saved in this browser (defaults when absent or unreadable). */
export function loadKeySettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): KeySettings {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return { ...DEFAULT_KEY_SETTINGS };
    const v = JSON.parse(raw) as Partial<KeySettings>;
    return { singleKey: v.singleKey !== false, layout: v.layout === 'numeric' ? 'numeric' : 'letters' };
  } catch {
    return { ...DEFAULT_KEY_SETTINGS };
  }
}

/** Save the keyboard settings in this browser. */
export function saveKeySettings(
  settings: KeySettings,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage may be unavailable (private mode); the setting then lasts for this page only.
  }
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

/**
 * Reads two-key sequences (`g q`) from key presses: the first key starts a sequence, the second,
 * within {@link SEQUENCE_TIMEOUT_MS}, completes it. Any other key drops a started sequence.
 */
export class SequenceReader {
  private prefix?: { key: string; at: number };

  constructor(private readonly timeoutMs = SEQUENCE_TIMEOUT_MS) {}

  /** The first key of the sequence waiting for its second key at time `now`, if any. */
  pending(now: number): string | undefined {
    return this.prefix && now - this.prefix.at <= this.timeoutMs ? this.prefix.key : undefined;
  }

  /** Forget a started sequence. */
  reset(): void {
    this.prefix = undefined;
  }

  /** One key press: the action it completes, `started` when it begins a sequence, undefined otherwise. */
  read(
    e: KeyInput,
    scope: KeyScope,
    settings: KeySettings,
    now: number,
  ): { action: ActionId; key: string } | 'started' | undefined {
    if (MODIFIERS.has(e.key)) return undefined;
    const first = this.pending(now);
    this.prefix = undefined;
    if (isTypingTarget(e.target)) return undefined;
    const sequences = bindingsFor(scope).flatMap((b) =>
      keysOf(b, settings)
        .filter(isSequence)
        .map((key) => ({ action: b.action, key, steps: key.split(' ') })),
    );
    if (first !== undefined) {
      const done = sequences.find((s) => s.steps[0] === first && matches(s.steps[1], e));
      if (done) return { action: done.action, key: done.key };
    }
    const start = sequences.find((s) => matches(s.steps[0], e));
    if (!start) return undefined;
    this.prefix = { key: start.steps[0], at: now };
    return 'started';
  }
}
