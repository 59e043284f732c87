// The table connection: create, join by code, reconnect with backoff, and the S2C messages → store.
import type { Room } from 'colyseus.js';
import type { GameEvent } from '../../shared/core/index.js';
import {
  C2S,
  S2C,
  TABLE_ROOM,
  type BotPace,
  type BotPaceMessage,
  type BotsPausedMessage,
  type CatchUpMessage,
  type CreateOptions,
  type ErrorMessage,
  type EventsMessage,
  type FeedConsentMessage,
  type FeedKeyMessage,
  type JoinOptions,
  type NextTableMessage,
  type QueuePlaceMessage,
  type SeatKeyMessage,
  type ThrowMessage,
  type ViewKeyMessage,
  type WelcomeMessage,
} from '../../shared/protocol.js';
import type { QueueOp } from '../../shared/queue.js';
import { setActSource } from '../debug.js';
import { navigate } from '../router.js';
import { type RetryReason, useTavolo } from '../store.js';
import { classifyFailure, colyseus } from './client.js';
import { sameSnapshot, toFeedFrame, toSnapshot, viewSlotSeat } from './snapshot.js';
import { makeCreatorSecret } from './secret.js';
import {
  claimKeyFor,
  loadFeedKey,
  loadReconnectToken,
  loadSeatKey,
  saveFeedKey,
  saveReconnectToken,
  saveSeatKey,
} from './storage.js';
import { ViewMirror } from './view-mirror.js';
import { bindTalk, listenTalk, syncPresence } from './talk.js';

/** Delays between reconnection attempts while the server cannot be reached, in ms; the last one repeats. */
export const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 16000, 32000, 60000] as const;
/**
 * Delays while the server answers that the table's process is down, that the servers' shared list is away, or
 * that the table is not back yet: short, so that the seat comes back within seconds of the process starting.
 */
export const HEAL_BACKOFF_MS = [500, 1000, 2000, 3000, 4000] as const;
/** How long a page that held this table keeps retrying while the server answers that the table is not there. */
export const HEAL_WINDOW_MS = 10 * 60_000;
/** Answers that say the table will come back: its process is down, or the servers' shared list is away. */
const HEALING_CODES: ReadonlyMap<string, RetryReason> = new Map([
  ['table/process-down', 'process-down'],
  ['table/lobby-unavailable', 'lobby-unavailable'],
]);
/** Close code of a leave the client asked for (colyseus.js CloseCode.CONSENTED). */
const CONSENTED = 4000;
/** Close code when another tab or device took this seat with the same seat key (server/table-errors.ts). */
const REPLACED = 4409;
/** Close code for a client cut off for flooding (server/table-errors.ts). */
const RATE_LIMITED = 4429;
/** Close code of a table stopped because its view grew too large for the wire (server/table-errors.ts). */
const VIEW_TOO_LARGE = 4413;

/** Where this page wants to be. */
interface Target {
  readonly code: string;
  readonly spectate: boolean;
  /** The feed key when this page shows the table's delayed feed, else null. */
  readonly feedKey: string | null;
  /** The seat and its view key when this page is that seat's own read-only overlay, else null. */
  readonly seatView?: { readonly seat: number; readonly key: string } | null;
}

let room: Room | null = null;
let target: Target | null = null;
/** Bumped whenever the target changes: late answers for an older target are dropped. */
let generation = 0;
let attempt = 0;
let everConnected = false;
/** `Date.now()` when the current run of failed attempts began (null while connected or before the first try). */
let troubleSince: number | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
/** This connection's views, read patch by patch with structural sharing (a new connection starts a new one). */
let mirror = new ViewMirror();
/** No view handed out yet on this connection (or the welcome asks to hand it out again). */
const NO_VIEW = Symbol('no view');
/** The view last handed to the store (by reference: the mirror gives the same object when nothing changed). */
let lastView: unknown = NO_VIEW;
/** What the mirror read last (the view, or the feed's frame): a reconnect's mirror keeps what is still equal. */
let lastRead: unknown = null;

const store = () => useTavolo.getState();

/** Creates a table with the lobby form's options; resolves to its code, or null (a toast says why). */
export async function createTable(options: CreateOptions): Promise<string | null> {
  closeCurrent();
  const gen = ++generation;
  store().resetTable(null);
  useTavolo.setState({ connection: 'connecting' });
  try {
    // The secret binds the feed key to this very create: only the join it reserves presents it.
    const r = await colyseus().create(TABLE_ROOM, {
      ...options,
      creatorSecret: makeCreatorSecret(),
    } satisfies CreateOptions);
    if (gen !== generation) {
      void r.leave(true);
      return null;
    }
    target = { code: r.roomId, spectate: false, feedKey: null };
    useTavolo.setState({ tableId: r.roomId });
    attach(r);
    return r.roomId;
  } catch (e) {
    if (gen !== generation) return null;
    const f = classifyFailure(e);
    useTavolo.setState({ connection: f.kind === 'unreachable' ? 'unreachable' : 'idle' });
    store().pushToast(
      f.kind === 'unreachable' ? 'net/unreachable' : f.code || 'net/refused',
      f.message || 'Something went wrong.',
    );
    return null;
  }
}

/** Goes to table `code` as a player (or reclaims a seat) or as a spectator; a no-op when already there. */
export function openTable(code: string, spectate: boolean): void {
  const onTable = target !== null && target.code === code && target.feedKey === null && !target.seatView;
  if (onTable && target!.spectate === spectate) return;
  if (onTable && !spectate && store().mySeat !== null) {
    target = { code, spectate, feedKey: null }; // a spectator who sat down: same connection
    return;
  }
  closeCurrent();
  target = { code, spectate, feedKey: null };
  everConnected = false;
  const gen = ++generation;
  store().resetTable(code);
  // The server sends the table's log so far on every welcome: a reload or a late spectator catches up.
  useTavolo.setState({ connection: 'connecting', log: [], feedKey: loadFeedKey(code) });
  void connectOnce(gen);
}

/**
 * Goes to table `code`'s delayed feed with its feed key (the /feed/CODE?key=K page): read-only,
 * `store.feed` true, the view, version and phase are the feed frame's. Reconnects like openTable.
 */
export function openFeed(code: string, key: string): void {
  if (target && target.code === code && target.feedKey === key) return;
  closeCurrent();
  target = { code, spectate: true, feedKey: key };
  everConnected = false;
  const gen = ++generation;
  store().resetTable(code);
  useTavolo.setState({ connection: 'connecting', log: [], feed: true });
  void connectOnce(gen);
}

/**
 * Goes to seat `seat`'s own read-only overlay of table `code` with its view key (the /view/CODE/SEAT?key=K page):
 * that seat's view, live; it holds no seat and never acts. Reconnects like openTable.
 */
export function openSeatView(code: string, seat: number, key: string): void {
  if (target && target.code === code && target.seatView?.seat === seat && target.seatView.key === key) return;
  closeCurrent();
  target = { code, spectate: true, feedKey: null, seatView: { seat, key } };
  everConnected = false;
  const gen = ++generation;
  store().resetTable(code);
  useTavolo.setState({ connection: 'connecting', log: [] });
  void connectOnce(gen);
}

/** Leaves the current table on purpose (back to the lobby); the seat key stays for a later return. */
export function leaveTable(): void {
  if (target) saveReconnectToken(target.code, null);
  closeCurrent();
  target = null;
  generation++;
  store().resetTable(null);
}

/** Sends a game action for this client's seat; the server decides whether it is legal. */
export function sendAction(action: unknown): void {
  if (!room) {
    store().pushToast('net/not-connected', 'Not connected to the table.');
    return;
  }
  room.send(C2S.action, { action });
}

/** Asks for a free seat (from spectating). */
export function sitAt(seat: number): void {
  if (!room) return;
  room.send(C2S.sit, { seat });
}

/** Ticks (true) or unticks (false) this seat's consent to an all-seeing feed (at any delay). */
export function sendFeedConsent(agree: boolean): void {
  if (!room) {
    store().pushToast('net/not-connected', 'Not connected to the table.');
    return;
  }
  const msg: FeedConsentMessage = { agree };
  room.send(C2S.feedConsent, msg);
}

/** Sets how fast the table's bots act (a seated player only; the server refuses anyone else). */
export function sendBotPace(pace: BotPace): void {
  if (!room) {
    store().pushToast('net/not-connected', 'Not connected to the table.');
    return;
  }
  const msg: BotPaceMessage = { pace };
  room.send(C2S.botPace, msg);
}

/** Pauses (true) or resumes (false) the table's bots (a seated player only). */
export function sendBotsPaused(paused: boolean): void {
  if (!room) {
    store().pushToast('net/not-connected', 'Not connected to the table.');
    return;
  }
  const msg: BotsPausedMessage = { paused };
  room.send(C2S.botsPaused, msg);
}

/** Skips the wait before the next reconnection attempt. */
export function retryNow(): void {
  if (!target || room) return;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  void connectOnce(generation);
}

function closeCurrent(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  attempt = 0;
  troubleSince = null;
  mirror = new ViewMirror();
  lastView = NO_VIEW;
  lastRead = null;
  const r = room;
  room = null;
  bindTalk(null);
  if (r) void r.leave(true).catch(() => undefined);
}

async function connectOnce(gen: number): Promise<void> {
  const t = target;
  if (!t) return;
  try {
    const r = await reach(t);
    if (gen !== generation) {
      void r.leave(true);
      return;
    }
    attach(r);
  } catch (e) {
    if (gen !== generation) return;
    const f = classifyFailure(e);
    troubleSince ??= Date.now();
    const healing = f.kind === 'refused' ? HEALING_CODES.get(f.code) : undefined;
    if (f.kind === 'not-found') saveReconnectToken(t.code, null);
    if (healing) {
      scheduleRetry(gen, healing);
    } else if (f.kind === 'not-found' && mayComeBack(t) && Date.now() - troubleSince < HEAL_WINDOW_MS) {
      // With several processes, a table whose process died is "not found" once Redis forgot it (Redis restarted
      // meanwhile): a page that held it keeps trying for a while, as it would for a process that is down.
      scheduleRetry(gen, 'not-back');
    } else if (f.kind === 'not-found') {
      useTavolo.setState({ connection: 'gone', reconnect: null });
    } else if (f.kind === 'unreachable') {
      scheduleRetry(gen, 'network');
    } else {
      useTavolo.setState({ connection: 'closed', reconnect: null });
      store().pushToast(f.code || 'net/refused', f.message || 'Something went wrong.');
    }
  }
}

/** Tries the tab's reconnection token first, then joins by id with the stored seat key. */
async function reach(t: Target): Promise<Room> {
  const client = colyseus();
  const name = store().name.trim();
  // The feed and a seat's own overlay hold no seat: they simply join again with their key.
  if (t.feedKey !== null)
    return client.joinById(t.code, { ...(name ? { name } : {}), feedKey: t.feedKey } satisfies JoinOptions);
  if (t.seatView)
    return client.joinById(t.code, { viewSeat: t.seatView.seat, viewKey: t.seatView.key } satisfies JoinOptions);
  const token = t.spectate ? null : loadReconnectToken(t.code);
  if (token) {
    try {
      return await client.reconnect(token);
    } catch (e) {
      const f = classifyFailure(e);
      if (f.kind === 'unreachable') throw e;
      saveReconnectToken(t.code, null); // the room restarted or the window passed: fall back to the seat key
    }
  }
  const seatKey = t.spectate ? null : loadSeatKey(t.code);
  // Without a seat key, the page's own claim key: a seat this join takes is the page's even if the connection drops
  // before the server's SeatKeyMessage (the next try presents the same key and gets that seat back).
  const options: JoinOptions = {
    ...(name ? { name } : {}),
    ...(t.spectate ? { seat: 'spectate' as const } : {}),
    ...(seatKey ? { seatKey: seatKey.key } : t.spectate ? {} : { claimKey: claimKeyFor(t.code) }),
  };
  return client.joinById(t.code, options);
}

/**
 * The challenger queue's next match is at another table: a seated player goes to sit there (his player key holds
 * the seat), everyone else to watch; the feed page follows with the same feed key (the next table keeps it), and the
 * creator's browser keeps that key for the new table's Stream dialog.
 */
function goToNextTable(m: NextTableMessage): void {
  const t = target;
  if (!t || typeof m.tableId !== 'string' || !/^[A-Z0-9]{4,12}$/.test(m.tableId) || t.seatView) return;
  const overlay = new URLSearchParams(location.search).get('overlay') === '1' ? { overlay: true } : {};
  const feedKey = t.feedKey ?? loadFeedKey(t.code);
  if (feedKey) saveFeedKey(m.tableId, feedKey);
  if (t.feedKey) navigate({ kind: 'feed', code: m.tableId, key: t.feedKey, ...overlay });
  else navigate({ kind: 'table', code: m.tableId, spectate: !m.seated, ...overlay });
}

// Tests about the platform around the games play their matches through the page's own sending (debug.ts act).
setActSource(sendAction);

/** Sends a challenger-queue request (shared/queue.ts QueueOp); the server answers with the state or a refusal. */
export function sendQueue(op: QueueOp): void {
  if (!room) {
    store().pushToast('net/not-connected', 'Not connected to the table.');
    return;
  }
  room.send(C2S.queue, op);
}

/** Whether this page held table `t` (connected to it since it opened, or keeps a seat key for it): it may come back. */
function mayComeBack(t: Target): boolean {
  return everConnected || (!t.spectate && loadSeatKey(t.code) !== null);
}

function scheduleRetry(gen: number, reason: RetryReason): void {
  const steps = reason === 'network' ? BACKOFF_MS : HEAL_BACKOFF_MS;
  // Up to a fifth less, at random: pages that lost the same process do not all come back in the same millisecond.
  const delay = Math.round(steps[Math.min(attempt, steps.length - 1)]! * (1 - Math.random() * 0.2));
  attempt++;
  useTavolo.setState({
    connection: everConnected ? 'reconnecting' : 'unreachable',
    reconnect: { attempt, nextAt: Date.now() + delay, reason },
  });
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (gen !== generation) return;
    useTavolo.setState({ reconnect: { attempt, nextAt: null, reason } });
    void connectOnce(gen);
  }, delay);
}

function applyState(r: Room, state: unknown): void {
  if (room !== r) return;
  const s = store();
  const snapshot = toSnapshot(state);
  if (!snapshot.gameId) return; // the state has not arrived yet
  const patch: Partial<ReturnType<typeof store>> = {};
  if (s.feed) {
    // The feed page: the frame's version and phase replace the live ones, its view is the frame's.
    lastRead = mirror.read(state, 'feed');
    const frame = toFeedFrame(lastRead);
    const table = frame ? { ...snapshot, version: frame.version, phase: frame.phase } : snapshot;
    if (!sameSnapshot(s.table, table)) Object.assign(patch, { table });
    const status = frame ? { sight: frame.sight, startsAt: frame.startsAt } : null;
    if (status?.sight !== s.feedStatus?.sight || status?.startsAt !== s.feedStatus?.startsAt)
      Object.assign(patch, { feedStatus: status });
    const view = frame ? frame.view : null;
    if (view !== lastView) {
      lastView = view;
      Object.assign(patch, { view });
    }
    if (Object.keys(patch).length > 0) useTavolo.setState(patch);
    return;
  }
  const slotSeat = viewSlotSeat(state);
  const mySeat = slotSeat === undefined ? s.mySeat : slotSeat;
  // Only the entries the patch changed are read, and the view keeps every part they did not touch.
  const view = mirror.read(state, mySeat);
  lastRead = view;
  if (!sameSnapshot(s.table, snapshot)) Object.assign(patch, { table: snapshot });
  if (view !== lastView) {
    lastView = view;
    Object.assign(patch, { view });
  }
  if (mySeat !== s.mySeat) Object.assign(patch, { mySeat });
  if (Object.keys(patch).length > 0) useTavolo.setState(patch);
}

function attach(r: Room): void {
  room = r;
  bindTalk(r);
  attempt = 0;
  troubleSince = null;
  // A new connection decodes a full state into new trees, read afresh; after a reconnect, what is still equal to
  // the last view keeps its objects (and an unchanged view is not handed out again).
  mirror = new ViewMirror(lastRead);
  everConnected = true;
  // A feed or seat-view connection rejoins by its key: its token must never stand in for this tab's seat.
  if (target?.feedKey == null && !target?.seatView) saveReconnectToken(r.roomId, r.reconnectionToken);
  useTavolo.setState({ connection: 'connected', reconnect: null, tableId: r.roomId });

  r.onStateChange((state) => applyState(r, state));
  r.onMessage(S2C.error, (m: ErrorMessage) => store().pushToast(m.code, m.message));
  r.onMessage(S2C.seatKey, (m: SeatKeyMessage) => saveSeatKey(m.tableId, { seat: m.seat, key: m.key }));
  r.onMessage(S2C.feedKey, (m: FeedKeyMessage) => {
    saveFeedKey(m.tableId, m.key);
    if (room === r) useTavolo.setState({ feedKey: m.key });
  });
  // The key of this seat's own overlay link: sent after each welcome of a seated client, kept for the Stream dialog.
  r.onMessage(S2C.viewKey, (m: ViewKeyMessage) => {
    if (room === r) useTavolo.setState({ viewKey: { seat: m.seat, key: m.key } });
  });
  r.onMessage(S2C.welcome, (m: WelcomeMessage) => {
    if (room !== r) return;
    // A new seat (a spectator who sat down) may learn more of the past: the server's catch-up message right
    // after this welcome holds the whole log for it, so the log restarts instead of keeping the spectator's lines.
    const seatChanged = store().mySeat !== m.seat;
    useTavolo.setState({
      mySeat: m.seat,
      ...(m.seat !== null ? { watchSeat: m.seat } : {}),
      ...(seatChanged ? { log: [] } : {}),
    });
    lastView = NO_VIEW;
    applyState(r, r.state);
    // A seated player typing or away when the connection came back says so again (the server starts from neither).
    syncPresence();
  });
  listenTalk(r, () => room === r);
  r.onMessage(S2C.events, (m: EventsMessage) => {
    store().appendEvents(m.version, m.events as readonly GameEvent[]);
    useTavolo.setState({ liveEvents: { version: m.version, events: m.events as readonly GameEvent[] } });
  });
  // The past after a welcome, in one message: applied as the per-action messages it stands for, in order.
  r.onMessage(S2C.catchUp, (m: CatchUpMessage) => {
    if (room !== r) return;
    for (const step of m.steps) store().appendEvents(step.version, step.events as readonly GameEvent[]);
    for (const t of m.throws) useTavolo.setState({ lastThrow: t });
  });
  r.onMessage(S2C.throw, (m: ThrowMessage) => useTavolo.setState({ lastThrow: m }));
  r.onMessage(S2C.queuePlace, (m: QueuePlaceMessage) => {
    if (room === r) useTavolo.setState({ queuePlace: typeof m.place === 'number' ? m.place : null });
  });
  r.onMessage(S2C.nextTable, (m: NextTableMessage) => {
    if (room === r) goToNextTable(m);
  });
  r.onError((code, message) => console.warn(`table ${r.roomId}: error ${code} ${message ?? ''}`));
  r.onLeave((code) => {
    if (room !== r) return;
    room = null;
    bindTalk(null);
    if (code === VIEW_TOO_LARGE) {
      // The table stopped for good (its 'table/view-too-large' error came just before): no reconnection loop.
      saveReconnectToken(r.roomId, null);
      useTavolo.setState({ connection: 'closed' });
      return;
    }
    if (code === CONSENTED || code === REPLACED) {
      if (code === REPLACED) {
        saveReconnectToken(r.roomId, null);
        store().pushToast('net/replaced', 'Your seat was taken over by another window.');
      }
      useTavolo.setState({ connection: 'closed' });
      return;
    }
    if (code === RATE_LIMITED) store().pushToast('table/rate-limited', 'Too many messages: the connection is closed.');
    scheduleRetry(generation, 'network');
  });
  if (r.state) applyState(r, r.state);
}
