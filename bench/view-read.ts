// The bench clients' one door to their view: the plain view a table client rebuilds from its decoded room state,
// through client/net's own code, so the benchmark pays what a browser pays. It reads both wire designs: the
// per-viewer JSON slot (`views` map of { json }, the design before issue 12) and the schema tree that replaces it
// (client/net/snapshot.ts), so one harness drives an old server and the new one side by side.
import * as snapshot from '../client/net/snapshot.js';

/** A function of client/net/snapshot.ts that rebuilds a viewer's plain view from the decoded state, if it has one. */
type Rebuild = (raw: unknown, seat: number | null) => unknown;

const exported = snapshot as unknown as Record<string, unknown>;
/** The names the schema-tree design may give its rebuild (the first that exists is used). */
const REBUILD_NAMES = ['readView', 'viewOf', 'toView', 'rebuildView', 'decodeView'];
const rebuild = REBUILD_NAMES.map((n) => exported[n]).find((f): f is Rebuild => typeof f === 'function');

/** The old design's slot: `state.views.get('seat:N' | 'spectator').json`. */
function jsonSlot(raw: unknown, seat: number | null): string | null {
  const views = (raw as { views?: { get?(k: string): { json?: unknown } | undefined } } | undefined)?.views;
  const slot = typeof views?.get === 'function' ? views.get(seat === null ? 'spectator' : `seat:${seat}`) : undefined;
  return typeof slot?.json === 'string' && slot.json !== '' ? slot.json : null;
}

/** This client's plain view (seat, or null for a spectator), or null when none has arrived. */
export function readView(raw: unknown, seat: number | null): unknown {
  const json = jsonSlot(raw, seat);
  if (json !== null) return JSON.parse(json) as unknown;
  return rebuild ? (rebuild(raw, seat) ?? null) : null;
}

/** Which design the state in hand uses ('json slots', 'schema tree', or 'unknown' before any view). */
export function designOf(raw: unknown): string {
  if (jsonSlot(raw, null) !== null || (raw as { views?: { size?: number } })?.views?.size) return 'json slots';
  return rebuild ? 'schema tree' : 'unknown';
}
