/**
 * The shell's go-to keys: G then Q / C / H / V / E opens the review queue, clusters, history,
 * evaluate or export of the open project, from any of its screens. Read from the keymap (`go-*` actions), in the
 * capture
 * phase so the second key never reaches a screen's own shortcut (E is also «Explain» in review).
 */
import { useEffect, useState } from 'preact/hooks';
import {
  SEQUENCE_TIMEOUT_MS,
  SequenceReader,
  displayKey,
  keysOf,
  loadKeySettings,
  KEYMAP,
  type ActionId,
} from './keymap';

/** The screen each go-to action opens. */
export const GO_TO_SCREEN: Partial<Record<ActionId, string>> = {
  'go-queue': 'review',
  'go-clusters': 'clusters',
  'go-history': 'history',
  'go-evaluate': 'evaluate',
  'go-export': 'export',
};

/** Listens for go-to sequences while a project is open; shows «G …» while the second key may come. */
export function GoToKeys({ projectId, navigate }: { projectId?: number; navigate: (path: string) => void }) {
  const [waiting, setWaiting] = useState<string>();
  useEffect(() => {
    if (projectId === undefined) return;
    const reader = new SequenceReader();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      // A modal dialog (note, bulk accept, help) owns the keyboard until it closes.
      if (document.querySelector('dialog[open]')) {
        reader.reset();
        setWaiting(undefined);
        return;
      }
      const hit = reader.read(e, 'global', loadKeySettings(), Date.now());
      clearTimeout(timer);
      setWaiting(undefined);
      if (!hit) return;
      e.preventDefault();
      e.stopPropagation();
      if (hit === 'started') {
        setWaiting(e.key.toUpperCase());
        timer = setTimeout(() => setWaiting(undefined), SEQUENCE_TIMEOUT_MS);
        return;
      }
      const screen = GO_TO_SCREEN[hit.action];
      if (screen) navigate(`/p/${projectId}/${screen}`);
    };
    window.addEventListener('keydown', listener, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', listener, true);
    };
  }, [projectId]);
  if (!waiting) return null;
  const next = KEYMAP.filter((b) => GO_TO_SCREEN[b.action]).flatMap((b) =>
    keysOf(b, loadKeySettings()).map((k) => `${displayKey(k).split(' ')[1]} ${b.label.replace(/^Go to /, '')}`),
  );
  return (
    <span class="go-pending" aria-hidden="true">
      <kbd>{waiting}</kbd> then {next.join(' · ')}
    </span>
  );
}
