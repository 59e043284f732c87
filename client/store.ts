// The client's one store (zustand): what client/net learned from the server plus the viewer's choices, and the
// seat names derived from its table.
import { create } from 'zustand';
import type { GameEvent, Seat } from '../shared/core/index.js';
import type { FeedSight, TableSnapshot, ThrowMessage } from '../shared/protocol.js';
import type { Lang } from './i18n/index.js';

/** Where the table connection stands; 'reconnecting' shows in the overlay while client/net retries. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'unreachable' | 'gone' | 'closed';

/** Where the lobby's live list stands. */
export type LobbyStatus = 'idle' | 'connecting' | 'open' | 'unreachable';

/** The camera presets of the table screen (keys 1, 2, 3, 4); 'director' frames what just happened (client/scene/director.ts). */
export const CAMERA_PRESETS = ['seat', 'top', 'cinematic', 'director'] as const;
/** One camera preset. */
export type CameraPreset = (typeof CAMERA_PRESETS)[number];

/** One seat of a listed table, as the lobby shows it. */
export interface LobbySeat {
  readonly name: string;
  readonly kind: 'human' | 'bot';
  /** Taken by a human, or a bot. */
  readonly occupied: boolean;
}

/** One open table in the lobby list. Example: `{ id: 'K7P2QX', game: 'masterdice', phase: 'waiting', … }`. */
export interface LobbyTable {
  readonly id: string;
  readonly game: string;
  readonly phase: TableSnapshot['phase'] | 'unknown';
  readonly seats: readonly LobbySeat[];
  readonly spectators: number;
  /** false: the creator forbade spectators (no "watch" button). */
  readonly allowSpectators: boolean;
  /** Connected clients (players and spectators) per Colyseus. */
  readonly clients: number;
  /** ms since the epoch (0 when unknown), for ordering the list. */
  readonly createdAt: number;
}

/** A game event kept for the log; described at render time so the language can change. */
export interface LogLine {
  /** Increasing id, unique in this page. */
  readonly id: number;
  /** Action log length after the action that caused it. */
  readonly version: number;
  readonly event: GameEvent & Record<string, unknown>;
}

/** An error shown as a toast; translated by code at render time (`errors.<code>`), else `message`. */
export interface Toast {
  readonly id: number;
  readonly code: string;
  readonly message: string;
}

/** Progress of the reconnection loop, for the overlay. */
export interface ReconnectInfo {
  /** 1 for the first retry. */
  readonly attempt: number;
  /** `Date.now()` of the next try, or null while one runs. */
  readonly nextAt: number | null;
  /** Why the page waits: the network, the table's server process down, the servers' shared list away, or the table not back yet. */
  readonly reason: RetryReason;
}

/** What the reconnection loop waits for (client/net/table.ts decides; the banner says it in words). */
export type RetryReason = 'network' | 'process-down' | 'lobby-unavailable' | 'not-back';

/** The feed frame's sight and start (TavoloState.feedStatus). Example: `{ sight: 'table', startsAt: null }`. */
export interface FeedStatus {
  readonly sight: FeedSight;
  readonly startsAt: number | null;
}

/** Everything the UI reads. Written by client/net and by the actions below; never from inside useFrame. */
export interface TavoloState {
  readonly lobbyStatus: LobbyStatus;
  readonly lobbyTables: readonly LobbyTable[];
  readonly connection: ConnectionStatus;
  readonly reconnect: ReconnectInfo | null;
  /** The table this page is at (from the URL), even before it is joined. Example: 'K7P2QX'. */
  readonly tableId: string | null;
  readonly table: TableSnapshot | null;
  /** This client's engine view, parsed from its view slot; null until the first state. */
  readonly view: unknown;
  /** The seat held, or null when spectating (and on the feed). */
  readonly mySeat: Seat | null;
  /**
   * This page shows the table's delayed feed (/feed/CODE?key=K): read-only; `view`, `table.version`
   * and `table.phase` are the feed frame's, the log and throws arrive as the feed reaches them.
   */
  readonly feed: boolean;
  /** The table's feed key when this browser created the table (FeedKeyMessage, kept in localStorage), else null. */
  readonly feedKey: string | null;
  /**
   * On the feed page, what its frame says beyond the view: how much it shows ('all' or the spectators' 'table'),
   * and while it waits for its start (the table's first delay) when it starts (ms since the epoch, the server's
   * clock; null once it shows the table). Null off the feed and before the first frame.
   */
  readonly feedStatus: FeedStatus | null;
  /** The key of this seat's own read-only overlay link (ViewKeyMessage), while this page holds that seat; else null. */
  readonly viewKey: { readonly seat: Seat; readonly key: string } | null;
  readonly log: readonly LogLine[];
  readonly toasts: readonly Toast[];
  readonly lastThrow: ThrowMessage | null;
  /** The events of the last action as it happened (not a catch-up nor a replay): what the table's sounds play. */
  readonly liveEvents: { readonly version: number; readonly events: readonly GameEvent[] } | null;
  readonly camera: CameraPreset;
  /** Which seat's view 'My seat' uses for a spectator (players always use their own). */
  readonly watchSeat: Seat;
  readonly lang: Lang;
  /**
   * A game's finished-game card is up (Masterdice between the games of a match): the turn line then keeps quiet
   * ("Your turn" for the next game covered the card's news).
   */
  readonly resultCard: boolean;
  /** The player's display name, persisted. */
  readonly name: string;

  /** Shows an error toast (removed after a while, or by `dismissToast`). */
  pushToast(code: string, message: string): void;
  dismissToast(id: number): void;
  /** Appends a batch of events (ignores a batch already seen, by version). */
  appendEvents(version: number, events: readonly GameEvent[]): void;
  setCamera(preset: CameraPreset): void;
  setWatchSeat(seat: Seat): void;
  setResultCard(up: boolean): void;
  setName(name: string): void;
  /** Forgets everything about the current table (leaving it, or opening another). */
  resetTable(tableId: string | null): void;
}

const NAME_KEY = 'tavolo.name';
const LOG_LIMIT = 300;
const TOAST_MS = 6000;
let nextId = 1;

function savedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The store hook; outside React use `useTavolo.getState()` / `useTavolo.setState()`. */
export const useTavolo = create<TavoloState>()((set, get) => ({
  lobbyStatus: 'idle',
  lobbyTables: [],
  connection: 'idle',
  reconnect: null,
  tableId: null,
  table: null,
  view: null,
  mySeat: null,
  feed: false,
  feedKey: null,
  feedStatus: null,
  viewKey: null,
  log: [],
  toasts: [],
  lastThrow: null,
  liveEvents: null,
  camera: 'seat',
  watchSeat: 0,
  lang: 'en',
  resultCard: false,
  name: savedName(),

  pushToast(code, message) {
    const id = nextId++;
    // The same refusal again (a second click) renews the one on screen rather than stack a copy under it.
    const others = get().toasts.filter((t) => t.code !== code || t.message !== message);
    set({ toasts: [...others.slice(-4), { id, code, message }] });
    setTimeout(() => get().dismissToast(id), TOAST_MS);
  },
  dismissToast(id) {
    const toasts = get().toasts;
    if (toasts.some((t) => t.id === id)) set({ toasts: toasts.filter((t) => t.id !== id) });
  },
  appendEvents(version, events) {
    const log = get().log;
    const last = log.length > 0 ? log[log.length - 1]!.version : -1;
    if (version <= last || events.length === 0) return;
    const lines = events.map((event) => ({ id: nextId++, version, event: event as LogLine['event'] }));
    set({ log: [...log, ...lines].slice(-LOG_LIMIT) });
  },
  setCamera(camera) {
    set({ camera });
  },
  setWatchSeat(watchSeat) {
    set({ watchSeat, camera: 'seat' });
  },
  setResultCard(resultCard) {
    if (get().resultCard !== resultCard) set({ resultCard });
  },
  setName(name) {
    set({ name });
    try {
      localStorage.setItem(NAME_KEY, name);
    } catch {
      /* not persisted */
    }
  },
  resetTable(tableId) {
    set({
      tableId,
      table: null,
      view: null,
      mySeat: null,
      feed: false,
      feedKey: null,
      feedStatus: null,
      viewKey: null,
      log: [],
      lastThrow: null,
      liveEvents: null,
      reconnect: null,
      connection: 'idle',
      resultCard: false,
    });
  },
}));

/** The seats' display names of `table` (the table screen and the director share it), `fallback(n)` for a free seat. */
export function seatNamesOf(table: TableSnapshot | null, fallback: (n: number) => string): string[] {
  return (table?.seats ?? []).map((s, i) => s.name || fallback(i + 1));
}
