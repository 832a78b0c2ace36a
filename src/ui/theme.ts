/**
 * Light/dark theme: follows `prefers-color-scheme` unless the person picks one; the choice is kept
 * in localStorage (a preference, not project data) and applied as `data-theme` on <html>.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

const KEY = 'doppel.theme';

/** The stored theme choice. */
export function loadTheme(): ThemeChoice {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

/** Apply and remember a theme choice. */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** The next choice of the header's toggle: system → light → dark → system. */
export function nextTheme(choice: ThemeChoice): ThemeChoice {
  return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
}
