// "Live now" (issue 31): the tables being played whose creators let people watch, most watched first, each with the
// spectators' view for the lobby's small drawing. The listings come from Colyseus' room cache (every process's, with
// Redis) and each table's picture from its room (remoteRoomCall reaches a room in another process); the answer is
// kept for a moment, so lobbies polling together cost one round.
import { matchMaker } from '@colyseus/core';
import { LIVE_TABLES, type LiveResponse, type LiveTable } from '../shared/players.js';
import { TABLE_ROOM, type TableMetadata } from '../shared/protocol.js';

/** How long one answer serves every lobby that asks, ms. */
const FRESH_MS = 2000;
/** How long a room may take to answer before it is left out, ms. */
const ROOM_ANSWER_MS = 1500;

/** The "Live now" list, cached for FRESH_MS; `now` for tests. */
export function liveTables(now: () => number = Date.now): () => Promise<LiveResponse> {
  let cached: { at: number; answer: Promise<LiveResponse> } | null = null;
  return () => {
    if (cached && now() - cached.at < FRESH_MS) return cached.answer;
    const answer = gather();
    cached = { at: now(), answer };
    answer.catch(() => {
      cached = null;
    });
    return answer;
  };
}

async function gather(): Promise<LiveResponse> {
  const listings = await matchMaker.query({ name: TABLE_ROOM });
  const playing = listings
    .map((l) => ({ id: l.roomId, meta: (l.metadata ?? {}) as Partial<TableMetadata> }))
    .filter((l) => l.meta.phase === 'playing' && l.meta.allowSpectators !== false)
    .sort(
      (a, b) =>
        (b.meta.spectators ?? 0) - (a.meta.spectators ?? 0) || (b.meta.createdAt ?? 0) - (a.meta.createdAt ?? 0),
    );
  const tables: LiveTable[] = [];
  // Asked a few more than shown: a table may have ended or gone since the listing.
  for (const l of playing.slice(0, LIVE_TABLES + 4)) {
    if (tables.length === LIVE_TABLES) break;
    const picture = await matchMaker
      .remoteRoomCall<LiveTable | null>(l.id, 'livePicture', [], ROOM_ANSWER_MS)
      .catch(() => null);
    if (picture) tables.push(picture);
  }
  tables.sort((a, b) => b.spectators - a.spectators);
  return { tables };
}
