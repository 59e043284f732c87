// Lobby listings (Colyseus RoomAvailable + the table's metadata, protocol.ts TableMetadata) → LobbyTable rows.
import type { RoomAvailable } from 'colyseus.js';
import type { LobbySeat, LobbyTable } from '../store.js';

/** Reads one seat from listing metadata, whatever subset of SeatSnapshot the server put there. */
function toLobbySeat(raw: unknown): LobbySeat {
  const s = (raw ?? {}) as Record<string, unknown>;
  const kind = s.kind === 'bot' ? 'bot' : 'human';
  return { name: typeof s.name === 'string' ? s.name : '', kind, occupied: kind === 'bot' || s.occupied === true };
}

/** A listing (RoomAvailable + the table's metadata) as the lobby shows it. */
export function toLobbyTable(r: RoomAvailable): LobbyTable {
  const m = (r.metadata ?? {}) as Record<string, unknown>;
  const phase = m.phase === 'waiting' || m.phase === 'playing' || m.phase === 'finished' ? m.phase : 'unknown';
  return {
    id: r.roomId,
    game: typeof m.game === 'string' ? m.game : typeof m.gameId === 'string' ? m.gameId : '',
    phase,
    seats: Array.isArray(m.seats) ? m.seats.map(toLobbySeat) : [],
    spectators: typeof m.spectators === 'number' ? m.spectators : 0,
    allowSpectators: m.allowSpectators !== false,
    clients: r.clients,
    createdAt: typeof m.createdAt === 'number' ? m.createdAt : 0,
  };
}

const PHASE_ORDER: Record<LobbyTable['phase'], number> = { waiting: 0, playing: 1, unknown: 2, finished: 3 };

/** Tables waiting for players first, then those playing, then finished; newest first within each. */
export function sortTables(tables: readonly LobbyTable[]): LobbyTable[] {
  return [...tables].sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || b.createdAt - a.createdAt);
}
