// The live table list: Colyseus' LobbyRoom ('rooms', '+', '-') → store.lobbyTables, retried while unreachable.
import type { Room, RoomAvailable } from 'colyseus.js';
import { LOBBY_ROOM, TABLE_ROOM } from '../../shared/protocol.js';
import { useTavolo, type LobbyTable } from '../store.js';
import { sortTables, toLobbyTable } from './listing.js';
import { colyseus } from './client.js';

const RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000] as const;

let lobby: Room | null = null;
let wanted = false;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let stopTimer: ReturnType<typeof setTimeout> | null = null;
let rooms = new Map<string, LobbyTable>();

function publish(): void {
  useTavolo.setState({ lobbyTables: sortTables([...rooms.values()]), lobbyStatus: 'open' });
}

/** Starts watching the table list (idempotent; a quick stop/start pair keeps the same connection). */
export function startLobby(): void {
  wanted = true;
  if (stopTimer) {
    clearTimeout(stopTimer);
    stopTimer = null;
  }
  if (lobby || retryTimer) return;
  void connect();
}

/** Stops watching the table list (deferred a moment, so React's mount/unmount/mount does not reconnect). */
export function stopLobby(): void {
  wanted = false;
  if (stopTimer) clearTimeout(stopTimer);
  stopTimer = setTimeout(() => {
    stopTimer = null;
    if (wanted) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const r = lobby;
    lobby = null;
    if (r) void r.leave(true).catch(() => undefined);
    useTavolo.setState({ lobbyStatus: 'idle' });
  }, 50);
}

/** Retries at once (the "Try again" button). */
export function retryLobby(): void {
  if (!wanted || lobby) return;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  attempt = 0;
  void connect();
}

let connecting = false;

async function connect(): Promise<void> {
  if (connecting) return;
  connecting = true;
  if (useTavolo.getState().lobbyStatus !== 'unreachable') useTavolo.setState({ lobbyStatus: 'connecting' });
  try {
    const r = await colyseus().joinOrCreate(LOBBY_ROOM);
    connecting = false;
    if (!wanted) {
      void r.leave(true);
      return;
    }
    lobby = r;
    attempt = 0;
    r.onMessage('rooms', (list: RoomAvailable[]) => {
      rooms = new Map(list.filter((x) => x.name === TABLE_ROOM).map((x) => [x.roomId, toLobbyTable(x)]));
      publish();
    });
    r.onMessage('+', ([id, data]: [string, RoomAvailable]) => {
      if (data.name !== TABLE_ROOM) return;
      rooms.set(id, toLobbyTable(data));
      publish();
    });
    r.onMessage('-', (id: string) => {
      rooms.delete(id);
      publish();
    });
    r.onLeave(() => {
      if (lobby !== r) return;
      lobby = null;
      if (wanted) scheduleRetry();
    });
  } catch {
    connecting = false;
    if (wanted) scheduleRetry();
  }
}

function scheduleRetry(): void {
  useTavolo.setState({ lobbyStatus: 'unreachable' });
  const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
  attempt++;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (wanted) void connect();
  }, delay);
}
