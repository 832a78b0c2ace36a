/**
 * Service worker registration (production builds only: the dev server's modules are not precached).
 * The worker (built from src/worker/sw-template.js by vite.config.ts) precaches the whole build.
 */
let ready: Promise<boolean> | undefined;

/** Register the service worker; resolves true once it controls or has cached the app. */
export function registerServiceWorker(): Promise<boolean> {
  if (ready) return ready;
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return (ready = Promise.resolve(false));
  ready = navigator.serviceWorker
    .register('./sw.js', { scope: './' })
    .then(() => navigator.serviceWorker.ready)
    .then(
      () => true,
      () => false,
    );
  return ready;
}

/** Whether the app is cached for offline use. */
export function offlineReady(): Promise<boolean> {
  return ready ?? Promise.resolve(false);
}
