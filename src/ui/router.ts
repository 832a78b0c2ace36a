/**
 * Hash routing: `#/` start, `#/import`, `#/settings`, `#/p/<id>/<screen>?k=v`. Hash routes need no server rewrite
 * rules and keep working offline from the service worker's cached shell.
 */
import { useEffect, useState } from 'preact/hooks';

/** A parsed route. */
export interface Route {
  screen: string;
  projectId?: number;
  params: Record<string, string>;
}

/** Screens of an open project, in navigation order. */
export const PROJECT_SCREENS = [
  'fields',
  'overview',
  'review',
  'clusters',
  'golden',
  'history',
  'evaluate',
  'export',
] as const;

/** Parse a hash such as `#/p/3/review?at=5`. */
export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [path, query = ''] = raw.split('?', 2);
  const params: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(query)) params[k] = v;
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'p' && /^\d+$/.test(parts[1] ?? '')) {
    return { screen: parts[2] ?? 'fields', projectId: Number(parts[1]), params };
  }
  if (parts[0] === 'import') return { screen: 'import', params };
  if (parts[0] === 'settings') return { screen: 'settings', params };
  return { screen: 'start', params };
}

/** Go to a path (`/p/3/review`); the hash router picks it up. */
export function navigate(path: string): void {
  const hash = '#' + (path.startsWith('/') ? path : '/' + path);
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent('hashchange'));
  else location.hash = hash;
}

/** The current route, updated on every hash change. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
