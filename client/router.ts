// A tiny router (no dependency): the lobby, a table by code (player or spectator), the creator's delayed feed, a
// seat's own read-only overlay, and a replay; `overlay=1` turns a table or a feed into an OBS browser source.
import { useSyncExternalStore } from 'react';

/** One screen of the app, parsed from the URL. */
export type Route =
  | { readonly kind: 'lobby' }
  | { readonly kind: 'table'; readonly code: string; readonly spectate: boolean; readonly overlay?: boolean }
  /** The delayed feed of a table, opened with the feed key only its creator was given. */
  | { readonly kind: 'feed'; readonly code: string; readonly key: string; readonly overlay?: boolean }
  /** One seat's own view, live and read-only, as an OBS overlay (always), opened with that seat's view key. */
  | { readonly kind: 'seat-view'; readonly code: string; readonly seat: number; readonly key: string }
  /** `at`: the step shown first (a shared moment); `seat`: whose point of view (absent: all-seeing). */
  | { readonly kind: 'replay'; readonly code: string; readonly at?: number; readonly seat?: number }
  /** The player's own page: tables in play, finished games, the player code. */
  | { readonly kind: 'me' }
  /** A game's leaderboard (absent: the first game of the catalogue). */
  | { readonly kind: 'ratings'; readonly game?: string };

const NAV_EVENT = 'tavolo:navigate';

/** Table codes in URLs: letters and digits, normalised to upper case. */
export function normaliseCode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** Parses a path and query string into a route; unknown paths are the lobby. */
export function parseRoute(pathname: string, search: string): Route {
  const q = new URLSearchParams(search);
  const flag = (name: string) => q.get(name) === '1' || q.get(name) === 'true';
  const overlay = flag('overlay') ? { overlay: true } : {};
  const table = /^\/t\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  if (table) return { kind: 'table', code: normaliseCode(table[1]!), spectate: flag('spectate'), ...overlay };
  const feed = /^\/feed\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  const key = q.get('key');
  if (feed && key) return { kind: 'feed', code: normaliseCode(feed[1]!), key, ...overlay };
  const seatView = /^\/view\/([A-Za-z0-9]+)\/(\d{1,2})\/?$/.exec(pathname);
  if (seatView && key) return { kind: 'seat-view', code: normaliseCode(seatView[1]!), seat: Number(seatView[2]), key };
  const replay = /^\/replay\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  if (replay) {
    const at = wholeNumber(q.get('at'));
    const seat = wholeNumber(q.get('seat'));
    return {
      kind: 'replay',
      code: normaliseCode(replay[1]!),
      ...(at === null ? {} : { at }),
      ...(seat === null ? {} : { seat }),
    };
  }
  if (/^\/me\/?$/.test(pathname)) return { kind: 'me' };
  const ratings = /^\/ratings(?:\/([a-z0-9-]{1,32}))?\/?$/.exec(pathname);
  if (ratings) return ratings[1] ? { kind: 'ratings', game: ratings[1] } : { kind: 'ratings' };
  return { kind: 'lobby' };
}

/** A query value that is a whole number ≥ 0, else null. */
function wholeNumber(text: string | null): number | null {
  return text !== null && /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** The path of a route (for links and navigation). */
export function routePath(route: Route): string {
  switch (route.kind) {
    case 'lobby':
      return '/';
    case 'table':
      return `/t/${route.code}${query({ spectate: route.spectate ? 1 : null, overlay: route.overlay ? 1 : null })}`;
    case 'feed':
      return `/feed/${route.code}${query({ key: route.key, overlay: route.overlay ? 1 : null })}`;
    case 'seat-view':
      return `/view/${route.code}/${route.seat}${query({ key: route.key, overlay: 1 })}`;
    case 'replay':
      return `/replay/${route.code}${query({ at: route.at ?? null, seat: route.seat ?? null })}`;
    case 'me':
      return '/me';
    case 'ratings':
      return route.game ? `/ratings/${route.game}` : '/ratings';
  }
}

/** `?a=1&b=x` from the entries that are not null ('' when none). */
function query(entries: Record<string, string | number | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(entries)) if (v !== null) q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
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
