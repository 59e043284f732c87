// Where the server is: the page's own origin (the server serves dist/), VITE_SERVER_URL, or :2567 under `vite dev`.

/** The server's HTTP origin, e.g. 'http://localhost:2567'; the Colyseus endpoint is derived from it. */
export function serverOrigin(): string {
  const configured = import.meta.env.VITE_SERVER_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  // `vite dev` (port 5173) proxies nothing: talk to the game server on its default port, same host.
  if (import.meta.env.DEV && location.port === '5173') return `${location.protocol}//${location.hostname}:2567`;
  return location.origin;
}

/** The WebSocket endpoint colyseus.js connects to: ws(s)://host. */
export function colyseusEndpoint(): string {
  return serverOrigin().replace(/^http/, 'ws');
}
