/** Hooks for the keyboard: one document listener per screen, driven by the keymap. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { actionFor, loadKeySettings, saveKeySettings, type ActionId, type KeyScope, type KeySettings } from '../keymap';

/** Call `onAction` for each shortcut pressed in this screen (never while typing in a field). */
export function useKeyActions(
  scope: KeyScope,
  settings: KeySettings,
  onAction: (action: ActionId, key: string) => void,
): void {
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const hit = actionFor(e, scope, settings);
      if (!hit) return;
      e.preventDefault();
      handler.current(hit.action, hit.key);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [scope, settings]);
}

/** The keyboard settings of this browser, with a setter that saves them. */
export function useKeySettings(): [KeySettings, (s: KeySettings) => void] {
  const [settings, set] = useState<KeySettings>(() => loadKeySettings());
  return [
    settings,
    (s: KeySettings) => {
      saveKeySettings(s);
      set(s);
    },
  ];
}
