// A tiny router (no dependency): the lobby, a table by code (player or spectator) and a replay.
import { useSyncExternalStore } from 'react';

/** One screen of the app, parsed from the URL. */
export type Route =
  | { readonly kind: 'lobby' }
  | { readonly kind: 'table'; readonly code: string; readonly spectate: boolean }
  | { readonly kind: 'replay'; readonly code: string };

const NAV_EVENT = 'tavolo:navigate';

/** Table codes in URLs: letters and digits, normalised to upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Parses a path and query string into a route; unknown paths are the lobby. */
export function parseRoute(pathname: string, search: string): Route {
  const table = /^\/t\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  if (table) {
    const spectate = new URLSearchParams(search).get('spectate');
    return { kind: 'table', code: normaliseCode(table[1]!), spectate: spectate === '1' || spectate === 'true' };
  }
  const replay = /^\/replay\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  if (replay) return { kind: 'replay', code: normaliseCode(replay[1]!) };
  return { kind: 'lobby' };
}

/** The path of a route (for links and navigation). */
export function routePath(route: Route): string {
  switch (route.kind) {
    case 'lobby':
      return '/';
    case 'table':
      return `/t/${route.code}${route.spectate ? '?spectate=1' : ''}`;
    case 'replay':
      return `/replay/${route.code}`;
  }
}

/** Goes to a route without reloading the page. */
export function navigate(route: Route, replace = false): void {
  const path = routePath(route);
  if (path === location.pathname + location.search) return;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAV_EVENT));
}

function subscribe(cb: () => void): () => void {
  window.addEventListener('popstate', cb);
  window.addEventListener(NAV_EVENT, cb);
  return () => {
    window.removeEventListener('popstate', cb);
    window.removeEventListener(NAV_EVENT, cb);
  };
}

const href = () => location.pathname + location.search;

/** The current route, re-rendering on navigation (back/forward included). */
export function useRoute(): Route {
  const current = useSyncExternalStore(subscribe, href, href);
  const q = current.indexOf('?');
  return parseRoute(q < 0 ? current : current.slice(0, q), q < 0 ? '' : current.slice(q));
}
