// The client's one store (zustand): what client/net learned from the server plus the viewer's choices, and the
// seat names derived from its table.
import { create } from 'zustand';
import type { GameEvent, Seat } from '../shared/core/index.js';
import type { FeedSight, TableSnapshot, ThrowMessage } from '../shared/protocol.js';
import type { TalkCatchUp, TalkChannel, TalkLine } from '../shared/talk.js';
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

/**
 * Table talk as this page holds it (client/net/talk.ts fills it from S2C talk, talk-catch-up and muted). Example:
 * `{ me: 'Qx3k9v0aLm2', creator: true, channels: ['players'], muted: [], lines: [...], unread: { players: 2, spectators: 0 }, reading: null, reactions: [] }`.
 */
export interface TalkState {
  /** This page's own author id at the table (its lines show as "you"); null before the first catch-up. */
  readonly me: string | null;
  /** This page may change the table's talk settings. */
  readonly creator: boolean;
  /** The channels this page reads now. */
  readonly channels: readonly TalkChannel[];
  /** The authors this person muted at this table: their lines stay held but are not shown. */
  readonly muted: readonly string[];
  /** Both channels' lines, oldest first, at most TALK_KEEP. */
  readonly lines: readonly TalkLine[];
  /** Lines from others that arrived while their channel was not the one on screen. */
  readonly unread: Readonly<Record<TalkChannel, number>>;
  /** The channel the open chat panel shows, or null while the panel is folded. */
  readonly reading: TalkChannel | null;
  /** Reactions that arrived live and still show as bubbles (the UI drops each after REACTION_SHOW_MS). */
  readonly reactions: readonly ShownReaction[];
}

/** A live reaction on screen: `id` is unique in this page (the UI's key and what `dropReaction` names). */
export interface ShownReaction {
  readonly id: number;
  readonly line: TalkLine;
}

/** Lines the page keeps of both channels together: the server's history (100 a channel) and what came since. */
export const TALK_KEEP = 300;
/** Live reaction bubbles at most at once (a flood of reactions replaces the oldest). */
const REACTIONS_KEEP = 24;

const NO_TALK: TalkState = {
  me: null,
  creator: false,
  channels: [],
  muted: [],
  lines: [],
  unread: { players: 0, spectators: 0 },
  reading: null,
  reactions: [],
};

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
  /** This page's place in the table's challenger queue (QueuePlaceMessage; 0 first), null when not in line. */
  readonly queuePlace: number | null;
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
  /** Table talk: chat lines, reactions on screen, mutes, unread count. */
  readonly talk: TalkState;

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
  /** A catch-up: who this page is, and the lines of the channels it lists, which replace those held. */
  catchUpTalk(m: TalkCatchUp): void;
  /** One new line (a line already held, by channel and number, is ignored). */
  addTalkLine(line: TalkLine): void;
  /** The authors this person mutes now. */
  setTalkMuted(muted: readonly string[]): void;
  /** The chat panel shows `channel` (its unread count goes to 0), or is folded (null). */
  readTalk(channel: TalkChannel | null): void;
  /** A reaction's bubble has shown long enough. */
  dropReaction(id: number): void;
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
  queuePlace: null,
  log: [],
  toasts: [],
  lastThrow: null,
  liveEvents: null,
  camera: 'seat',
  watchSeat: 0,
  lang: 'en',
  resultCard: false,
  name: savedName(),
  talk: NO_TALK,

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
      queuePlace: null,
      log: [],
      lastThrow: null,
      liveEvents: null,
      reconnect: null,
      connection: 'idle',
      resultCard: false,
      // The chat panel stays open or folded as the viewer left it.
      talk: { ...NO_TALK, reading: get().talk.reading === null ? null : 'players' },
    });
  },
  catchUpTalk(m) {
    const talk = get().talk;
    const listed = new Set(m.channels);
    // Lines of a channel the catch-up does not list stay (none today: it lists every channel the page reads).
    const kept = talk.lines.filter((l) => !listed.has(l.channel));
    const lines = [...kept, ...m.lines.filter((l) => listed.has(l.channel))].sort((a, b) => a.at - b.at);
    set({
      talk: {
        ...talk,
        me: m.me,
        creator: m.creator,
        channels: [...m.channels],
        muted: [...m.muted],
        lines: lines.slice(-TALK_KEEP),
        // An open panel on a channel no longer read shows the first one read.
        reading: talk.reading === null || listed.has(talk.reading) ? talk.reading : (m.channels[0] ?? null),
      },
    });
  },
  addTalkLine(line) {
    const talk = get().talk;
    if (talk.lines.some((l) => l.channel === line.channel && l.n === line.n)) return;
    const others = line.author !== talk.me && !talk.muted.includes(line.author);
    const unseen = others && talk.reading !== line.channel && line.kind === 'text';
    const reactions =
      line.kind === 'reaction' && !talk.muted.includes(line.author)
        ? [...talk.reactions, { id: nextId++, line }].slice(-REACTIONS_KEEP)
        : talk.reactions;
    set({
      talk: {
        ...talk,
        lines: [...talk.lines, line].slice(-TALK_KEEP),
        unread: unseen ? { ...talk.unread, [line.channel]: talk.unread[line.channel] + 1 } : talk.unread,
        reactions,
      },
    });
  },
  setTalkMuted(muted) {
    const talk = get().talk;
    // A muted author's bubbles go at once, as his lines do.
    const reactions = talk.reactions.filter((r) => !muted.includes(r.line.author));
    set({ talk: { ...talk, muted: [...muted], reactions } });
  },
  readTalk(reading) {
    const talk = get().talk;
    if (talk.reading === reading && (reading === null || talk.unread[reading] === 0)) return;
    set({ talk: { ...talk, reading, unread: reading === null ? talk.unread : { ...talk.unread, [reading]: 0 } } });
  },
  dropReaction(id) {
    const talk = get().talk;
    if (talk.reactions.some((r) => r.id === id))
      set({ talk: { ...talk, reactions: talk.reactions.filter((r) => r.id !== id) } });
  },
}));

/** The seats' display names of `table` (the table screen and the director share it), `fallback(n)` for a free seat. */
export function seatNamesOf(table: TableSnapshot | null, fallback: (n: number) => string): string[] {
  return (table?.seats ?? []).map((s, i) => s.name || fallback(i + 1));
}
