/*
 * Doppel's service worker (template: vite.config.ts fills in the file list and version after each
 * build and writes dist/sw.js). It precaches the whole build — app shell, worker scripts, WASM,
 * samples — so that after one visit the app opens and runs with the network off. It never fetches
 * anything from another origin and caches only this origin's GET responses.
 */
const VERSION = '__DOPPEL_VERSION__';
const PRECACHE = __DOPPEL_PRECACHE__;
const CACHE = `doppel-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('doppel-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page: the network first (a newer build), the cached shell when offline.
    event.respondWith(fetch(request).catch(() => caches.match('./index.html', { ignoreSearch: true, ignoreVary: true }).then((r) => r ?? Response.error())));
    return;
  }
  // Hashed assets, the WASM and the samples: the cache first.
  event.respondWith(caches.match(request, { ignoreSearch: true, ignoreVary: true }).then((hit) => hit ?? fetch(request)));
});
