// Batching a room's sends to each client into one socket write: an accepted action sends every client its events
// message and then its patch, two WebSocket frames that `ws` writes with one system call each. Corking the
// client's TCP socket around both makes them one write (half the syscalls of the busiest path, same bytes, same
// order). Reaches into ws' WebSocket for its net.Socket (`_socket`, stable across ws 8); a client without one
// (a test double, another transport) is simply not corked.

/** What a Colyseus client may expose of its transport: the ws WebSocket and its TCP socket. */
interface CorkableClient {
  readonly ref?: { readonly _socket?: { cork?(): void; uncork?(): void } };
}

/** Corks the sockets of `clients`; the returned function uncorks them (writing what was sent meanwhile). */
export function corkClients(clients: Iterable<unknown>): () => void {
  const sockets: { uncork(): void }[] = [];
  for (const client of clients) {
    // @colyseus/ws-transport 0.16 WebSocketClient.ts (build/WebSocketClient.d.ts): WebSocketClient#ref (public: the
    // ws WebSocket); ws 8 WebSocket#_socket (private: its net.Socket), reached through the cast.
    const socket = (client as CorkableClient).ref?._socket;
    if (socket && typeof socket.cork === 'function' && typeof socket.uncork === 'function') {
      socket.cork();
      sockets.push(socket as { uncork(): void });
    }
  }
  return () => {
    for (const socket of sockets) socket.uncork();
  };
}
