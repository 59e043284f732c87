// Who may learn what: the engine's `visibleTo` on events decides, the room only filters (PLATFORM.md).
import type { GameEvent, Seat, Viewer } from '../shared/core/index.js';

/**
 * The viewer a live client is: its seat, or the spectators' public viewer. No live client is ever the
 * broadcast viewer: that one is the delayed feed's (server/feed-stream.ts) and the replays'.
 */
export function viewerFor(seat: Seat | null): Viewer {
  return seat !== null ? { kind: 'seat', seat } : { kind: 'spectator' };
}

/** Whether a viewer may receive something restricted to `visibleTo` (absent: everybody). */
export function mayLearn(visibleTo: readonly Seat[] | undefined, viewer: Viewer): boolean {
  if (visibleTo === undefined) return true;
  if (viewer.kind === 'broadcast') return true;
  return viewer.kind === 'seat' && visibleTo.includes(viewer.seat);
}

/** The events of one action this viewer may learn, in order. */
export function eventsFor<E extends GameEvent>(events: readonly E[], viewer: Viewer): E[] {
  return events.filter((e) => mayLearn(e.visibleTo, viewer));
}
