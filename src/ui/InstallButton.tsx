/** «Install» when the browser offers to install the app (`beforeinstallprompt`, Squoosh's pattern). */
import { useEffect, useState } from 'preact/hooks';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** Hidden until the browser fires `beforeinstallprompt`. */
export function InstallButton() {
  const [event, setEvent] = useState<InstallPromptEvent>();
  useEffect(() => {
    const offer = (e: Event) => {
      e.preventDefault();
      setEvent(e as InstallPromptEvent);
    };
    const done = () => setEvent(undefined);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', done);
    };
  }, []);
  if (!event) return null;
  return (
    <button type="button" onClick={() => void event.prompt().finally(() => setEvent(undefined))}>
      Install
    </button>
  );
}
