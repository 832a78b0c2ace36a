/** «Offline ready» once the service worker has cached the app; «Offline» when the network is gone. */
import { useEffect, useState } from 'preact/hooks';
import { offlineReady } from './offline';

/** A small header badge (not a live region: the status region is the only one). */
export function OfflineBadge() {
  const [ready, setReady] = useState(false);
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    let alive = true;
    void offlineReady().then((ok) => alive && setReady(ok));
    const up = () => setOnline(navigator.onLine);
    window.addEventListener('online', up);
    window.addEventListener('offline', up);
    return () => {
      alive = false;
      window.removeEventListener('online', up);
      window.removeEventListener('offline', up);
    };
  }, []);
  if (!ready && online) return null;
  return (
    <span class="badge" data-testid="offline-badge">
      {!online ? 'Offline' : 'Offline ready'}
    </span>
  );
}
