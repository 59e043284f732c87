// The lobby's door to client/net: colyseus.js, its schema decoder and msgpackr load in their own chunk after the
// lobby's first paint (issue 30: the lobby's first load). Each call waits for that one load, so calls keep their order.
import type { CreateOptions } from '../../shared/protocol.js';
import { loadOnce } from '../kit/loadOnce.js';

/** client/net, loaded once on first use (a failed load is tried again next call). */
const { load: net } = loadOnce(() => import('./index.js'));

/** Starts watching the table list once client/net has loaded. */
export function startLobby(): void {
  void net().then((n) => n.startLobby());
}

/** Stops watching the table list, after any start asked before it. */
export function stopLobby(): void {
  void net().then((n) => n.stopLobby());
}

/** The lobby's "Try again" button. */
export function retryLobby(): void {
  void net().then((n) => n.retryLobby());
}

/** Creates a table (the lobby's form, a guided game): its code, or null. */
export async function createTable(options: CreateOptions): Promise<string | null> {
  return (await net()).createTable(options);
}

/** Opens table `code` as a player or a spectator. */
export function openTable(code: string, spectate: boolean): void {
  void net().then((n) => n.openTable(code, spectate));
}

/** Opens a table's delayed feed. */
export function openFeed(code: string, key: string): void {
  void net().then((n) => n.openFeed(code, key));
}

/** Opens one seat's delayed view. */
export function openSeatView(code: string, seat: number, key: string): void {
  void net().then((n) => n.openSeatView(code, seat, key));
}

/** Leaves the open table, if any. */
export function leaveTable(): void {
  void net().then((n) => n.leaveTable());
}
