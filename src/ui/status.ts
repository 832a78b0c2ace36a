/**
 * The shared `status` live region: any screen calls `announce(text)`; the shell's <StatusRegion>
 * shows it (role=status, aria-live=polite) so screen readers read it and tests can find it.
 */
type Listener = (text: string) => void;
const listeners = new Set<Listener>();
let current = '';

/** Announce a message in the shared status region (decisions, errors, job results). */
export function announce(text: string): void {
  current = text;
  for (const l of listeners) l(text);
}

/** The message most recently announced. */
export function currentStatus(): string {
  return current;
}

/** Subscribe to announcements; returns the unsubscribe function. */
export function onAnnounce(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announce an error (an Error's message, or the value as text). */
export function announceError(error: unknown): void {
  announce(error instanceof Error ? error.message : String(error));
}
