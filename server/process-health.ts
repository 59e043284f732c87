// With Redis, every process sweeps the shared table list at a steady interval: a process that no longer answers
// (killed, its machine gone) is health-checked and its listings removed, and every lobby this process holds is
// brought back in line with the shared list. Colyseus 0.16 checks processes only when one starts or a call to
// one times out, and its lobby rooms keep their own cached list that nobody tells when a process dies: without
// this sweep a dead process's tables stayed in the lobby for good.
import { type LobbyRoom, matchMaker, type Room, RoomInternalState } from '@colyseus/core';
import type { RedisScaling } from './redis.js';

/**
 * Pause between two sweeps, in ms. A lobby then drops a dead process's tables within about 3 s: this pause,
 * plus Colyseus' health check of a process with no channel left (REMOTE_ROOM_SHORT_TIMEOUT, 2 s).
 */
export const HEALTH_SWEEP_MS = 1_000;

/**
 * Channel on which Colyseus' lobby rooms hear of changes: @colyseus/core 0.16 matchmaker/Lobby.ts
 * (build/matchmaker/Lobby.js): LOBBY_CHANNEL '$lobby', messages `${roomId},0` (read the listing again: added,
 * changed, or gone when it is no longer there) and `${roomId},1` (removed).
 */
const LOBBY_CHANNEL = '$lobby';

/** One sweep: dead processes checked and cleaned up; this process's rooms listed again; the ids every lobby must read again. */
async function sweepOnce(scaling: RedisScaling, lobbies: Iterable<LobbyRoom>, mine: Iterable<Room>): Promise<string[]> {
  const listed = await matchMaker.query({});
  // A cleanup of a dead process's listings races with its restart: the restarted process lists the same tables, and
  // a cleanup that read the old listings before may delete the new ones after (@colyseus/redis-driver 0.16
  // RedisDriver#cleanup: query, then HDEL by room id). Each process lists its own rooms again when they are gone.
  const byId = new Map(listed.map((l) => [l.roomId, l] as const));
  // @colyseus/core 0.16 Room.ts: Room#_internalState (private): a room being disposed is not listed again.
  for (const room of mine)
    if (
      (room as unknown as { _internalState: RoomInternalState })._internalState === RoomInternalState.CREATED &&
      byId.get(room.roomId)?.processId !== matchMaker.processId
    )
      await room.listing.save();
  const others = new Set(listed.map((l) => l.processId).filter((id) => id !== matchMaker.processId));
  const dead = new Set<string>();
  for (const id of others) {
    if ((await scaling.processAnswers(id)) || (await matchMaker.healthCheckProcessId(id))) continue;
    dead.add(id);
    // Colyseus removes a dead process's listings only when it still finds the process in its stats hash, which a
    // Redis restarted empty has lost (@colyseus/core 0.16 MatchMaker.ts healthCheckProcessId: stats.excludeProcess
    // is false, no cleanup): then they would stay listed for good. Removing them again is harmless.
    await matchMaker.driver.cleanup?.(id);
  }
  const shown = new Map(
    listed.filter((l) => !dead.has(l.processId) && !l.private && !l.unlisted).map((l) => [l.roomId, l] as const),
  );
  const stale = new Set(listed.filter((l) => dead.has(l.processId)).map((l) => l.roomId));
  for (const lobby of lobbies) {
    const cached = new Map(lobby.rooms.map((r) => [r.roomId, r] as const));
    for (const [id, r] of cached) if (shown.get(id)?.processId !== r.processId) stale.add(id);
    for (const id of shown.keys()) if (!cached.has(id)) stale.add(id);
  }
  // `,0` makes every lobby read the listing again: gone (removed), back on a restarted process (updated), new (added).
  for (const id of stale) await matchMaker.presence.publish(LOBBY_CHANNEL, `${id},0`);
  return [...stale];
}

/** Starts the sweep (one at a time, HEALTH_SWEEP_MS apart); returns its stop. A sweep during a Redis outage is skipped. */
export function startHealthSweep(
  scaling: RedisScaling,
  lobbies: () => Iterable<LobbyRoom>,
  mine: () => Iterable<Room>,
  intervalMs = HEALTH_SWEEP_MS,
): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const next = () => {
    if (!stopped) timer = setTimeout(run, intervalMs);
  };
  const run = () => {
    timer = null;
    if (!scaling.reachable()) return next();
    // A failed sweep (Redis went away in the middle) is simply tried again at the next interval.
    sweepOnce(scaling, lobbies(), mine()).then(next, next);
  };
  next();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
