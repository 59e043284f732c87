// Colyseus' WebSocket transport with its socket errors logged in one line: a frame that breaks the protocol (1002)
// or is over the size limit (1009) closes its connection, as before, and the log says which table and connection
// and why, where @colyseus/ws-transport printed the error's ~20-line stack.
import { matchMaker } from '@colyseus/core';
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';
import type { IncomingMessage } from 'node:http';
import { isTableCode } from './ids.js';
import type { Log } from './log.js';
import { connectionName, type TableClient } from './table-client.js';

/** The raw socket as onConnection gets it: a `ws` WebSocket (its error listeners are what changes here). */
type RawSocket = Parameters<WebSocketTransport['onConnection']>[0];

/** Where a connection's URL (`/<processId>/<roomId>?sessionId=…`) says it goes, as Colyseus' transport reads it. */
function targetOf(req: IncomingMessage): { roomId: string | null; sessionId: string | null } {
  const url = new URL(`ws://server/${req.url ?? ''}`);
  const roomId = /\/[a-zA-Z0-9_-]+\/([a-zA-Z0-9_-]+)$/.exec(url.pathname)?.[1] ?? null;
  return { roomId, sessionId: url.searchParams.get('sessionId') };
}

/** The WebSocket transport whose socket errors go to the server's log, one line each. */
export class LoggedWebSocketTransport extends WebSocketTransport {
  constructor(
    options: TransportOptions,
    private readonly log: Log,
  ) {
    super(options);
    // Colyseus' constructor hands `this.onConnection` to the socket server unbound (it never read `this`); this one
    // does, so it goes in bound instead.
    this.wss.off('connection', this.onConnection);
    this.wss.on('connection', (rawClient: RawSocket, req: IncomingMessage) => this.onConnection(rawClient, req));
  }

  /**
   * Colyseus' own connection handling, then its error listener replaced by one that logs a line. @colyseus/ws-transport
   * 0.16 WebSocketTransport.ts (build/WebSocketTransport.mjs, .d.ts): WebSocketTransport#onConnection (protected),
   * which adds `rawClient.on('error', e => debugAndPrintError(e.message + '\n' + e.stack))` before its first await.
   */
  protected override onConnection(rawClient: RawSocket, req: IncomingMessage): Promise<void> {
    const joined = super.onConnection(rawClient, req);
    rawClient.removeAllListeners('error');
    rawClient.on('error', (e: Error) => {
      const { roomId, sessionId } = targetOf(req);
      // A table's connection is named by its seat; any other room's (the lobby's) by its session id.
      const client =
        roomId && isTableCode(roomId)
          ? (matchMaker.getLocalRoomById(roomId)?.clients.getById(sessionId ?? '') as TableClient | undefined)
          : undefined;
      const who = client ? connectionName(client) : `connection ${sessionId ?? '(no session)'}`;
      const where = roomId ? `${isTableCode(roomId) ? 'table' : 'room'} ${roomId}: ` : '';
      this.log(`${where}${who} closed`, e);
    });
    return joined;
  }
}
