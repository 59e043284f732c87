// Decoded Colyseus state (reflected schema objects) → the plain TableSnapshot and view the store holds.
import type { FeedFrame, QueueSnapshot, SeatSnapshot, TableSnapshot } from '../../shared/protocol.js';
import {
  BOT_PACE_DEFAULT,
  FEED_DELAY_DEFAULT,
  FEED_VIEW_KEY,
  isBotPace,
  NO_QUEUE_SHOWN,
  viewKey,
} from '../../shared/protocol.js';
import { SPECTATOR_CHANNEL_MODES, type TalkSettings } from '../../shared/talk.js';
import { applyOverlay, readTree, type EntrySource } from '../../shared/view-tree.js';

/** The decoded room state as this module reads it (field names of server/schema.ts TableState). */
interface DecodedState {
  gameId?: string;
  tableId?: string;
  phase?: string;
  version?: number;
  optionsJson?: string;
  seats?: Iterable<DecodedSeat>;
  spectators?: number;
  spectatorNames?: Iterable<string>;
  feedDelay?: number;
  feedAllSeeing?: boolean;
  feedWatchers?: number;
  allowSpectators?: boolean;
  botPace?: string;
  botsPaused?: boolean;
  talkChat?: boolean;
  talkSpectators?: string;
  queueOpen?: boolean;
  queueGames?: number;
  queueNames?: Iterable<string>;
  queueNext?: string;
  views?: { get(key: string): DecodedTree | undefined; forEach(cb: (v: DecodedTree, k: string) => void): void };
}

/** One decoded view tree (server/schema.ts ViewTree): its entries map. */
interface DecodedTree {
  entries?: EntrySource;
}

interface DecodedSeat {
  index?: number;
  kind?: string;
  name?: string;
  botId?: string;
  occupied?: boolean;
  connected?: boolean;
  feedConsent?: boolean;
  typing?: boolean;
  away?: boolean;
  rating?: number;
  provisional?: boolean;
}

const PHASES = ['waiting', 'playing', 'finished'] as const;

/** The last options text and its parse: options rarely change, so the same object is handed out again. */
let optionsMemo: { json: string; value: unknown } = { json: '', value: null };

function parseJson(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Copies the public part of the decoded state into plain, immutable data. */
export function toSnapshot(raw: unknown): TableSnapshot {
  const s = raw as DecodedState;
  const seats: SeatSnapshot[] = [];
  let i = 0;
  for (const seat of s.seats ?? []) {
    seats.push({
      index: seat.index ?? i,
      kind: seat.kind === 'bot' ? 'bot' : 'human',
      name: seat.name ?? '',
      botId: seat.botId ?? '',
      occupied: seat.occupied ?? false,
      connected: seat.connected ?? false,
      feedConsent: seat.feedConsent ?? false,
      typing: seat.typing ?? false,
      away: seat.away ?? false,
      rating: seat.rating ?? 0,
      provisional: seat.provisional ?? false,
    });
    i++;
  }
  const optionsJson = s.optionsJson ?? '';
  if (optionsJson !== optionsMemo.json) optionsMemo = { json: optionsJson, value: parseJson(optionsJson) };
  const options = optionsMemo.value;
  return {
    gameId: s.gameId ?? '',
    tableId: s.tableId ?? '',
    phase: (PHASES as readonly string[]).includes(s.phase ?? '') ? (s.phase as TableSnapshot['phase']) : 'waiting',
    version: s.version ?? 0,
    options,
    seats,
    spectators: s.spectators ?? 0,
    spectatorNames: [...(s.spectatorNames ?? [])].map((n) => (typeof n === 'string' ? n : '')),
    feedDelay: s.feedDelay ?? FEED_DELAY_DEFAULT,
    feedAllSeeing: s.feedAllSeeing ?? false,
    feedWatchers: s.feedWatchers ?? 0,
    allowSpectators: s.allowSpectators ?? true,
    botPace: isBotPace(s.botPace) ? s.botPace : BOT_PACE_DEFAULT,
    botsPaused: s.botsPaused ?? false,
    talk: talkOf(s),
    queue: queueOf(s),
  };
}

/** The queue the state holds; the same object while it does not change. */
let queueMemo: QueueSnapshot = NO_QUEUE_SHOWN;
function queueOf(s: DecodedState): QueueSnapshot {
  const names = [...(s.queueNames ?? [])].map((n) => (typeof n === 'string' ? n : ''));
  const next: QueueSnapshot = { open: s.queueOpen ?? false, games: s.queueGames ?? 1, names, next: s.queueNext ?? '' };
  if (!sameQueue(queueMemo, next)) queueMemo = next;
  return queueMemo;
}

function sameQueue(a: QueueSnapshot, b: QueueSnapshot): boolean {
  return (
    a.open === b.open &&
    a.games === b.games &&
    a.next === b.next &&
    a.names.length === b.names.length &&
    a.names.every((n, i) => n === b.names[i])
  );
}

/** The talk settings the state holds; the same object while they do not change (the overlay re-renders on identity). */
let talkMemo: TalkSettings = { chat: true, spectators: 'after' };
function talkOf(s: DecodedState): TalkSettings {
  const chat = s.talkChat ?? true;
  const spectators = (SPECTATOR_CHANNEL_MODES as readonly string[]).includes(s.talkSpectators ?? '')
    ? (s.talkSpectators as TalkSettings['spectators'])
    : 'after';
  if (talkMemo.chat !== chat || talkMemo.spectators !== spectators) talkMemo = { chat, spectators };
  return talkMemo;
}

/** The value a decoded tree holds (readTree), or undefined when the tree or its root entry is missing. */
function treeValue(tree: DecodedTree | undefined): unknown {
  return tree?.entries ? readTree(tree.entries) : undefined;
}

/**
 * This client's plain view, rebuilt from scratch from the trees it decodes (server tests and benches read it so;
 * table.ts reads views patch by patch with view-mirror.ts, which gives the same value): the spectators' view with its seat's overlay
 * laid over it (a client only ever decodes its own seat's overlay, so the one present is used, also before the
 * welcome names the seat); for 'feed', the feed's FeedFrame. Equal to `JSON.parse(JSON.stringify(view))` of
 * the engine's view for this client. Null when nothing has arrived yet.
 */
export function readView(raw: unknown, seat: number | null | 'feed'): unknown {
  const views = (raw as DecodedState | undefined)?.views;
  if (!views) return null;
  if (seat === 'feed') return treeValue(views.get(FEED_VIEW_KEY)) ?? null;
  const base = treeValue(views.get(viewKey(null)));
  if (base === undefined) return null;
  let overlay: DecodedTree | undefined;
  views.forEach((tree, key) => {
    if (key !== FEED_VIEW_KEY && key !== viewKey(null)) overlay = tree;
  });
  return applyOverlay(base, treeValue(overlay));
}

/** The JSON text of readView (compared to the last one, so an unchanged view is not handed out again). */
export function viewJson(raw: unknown, seat: number | null | 'feed'): string | null {
  const view = readView(raw, seat);
  return view === null ? null : JSON.stringify(view);
}

/** Parses viewJson's text, or null when it is not valid JSON. */
export function parseView(json: string | null): unknown {
  return json === null ? null : parseJson(json);
}

/** Structural equality of two snapshots, so an unchanged snapshot does not re-render the overlay. */
export function sameSnapshot(a: TableSnapshot | null, b: TableSnapshot): boolean {
  if (!a) return false;
  if (
    a.gameId !== b.gameId ||
    a.tableId !== b.tableId ||
    a.phase !== b.phase ||
    a.version !== b.version ||
    a.options !== b.options ||
    a.spectators !== b.spectators ||
    a.seats.length !== b.seats.length ||
    a.feedDelay !== b.feedDelay ||
    a.feedAllSeeing !== b.feedAllSeeing ||
    a.feedWatchers !== b.feedWatchers ||
    a.allowSpectators !== b.allowSpectators ||
    a.botPace !== b.botPace ||
    a.botsPaused !== b.botsPaused ||
    a.talk.chat !== b.talk.chat ||
    a.talk.spectators !== b.talk.spectators ||
    !sameQueue(a.queue, b.queue) ||
    a.spectatorNames.length !== b.spectatorNames.length ||
    a.spectatorNames.some((n, i) => n !== b.spectatorNames[i])
  )
    return false;
  return a.seats.every((s, i) => {
    const t = b.seats[i]!;
    return (
      s.index === t.index &&
      s.kind === t.kind &&
      s.name === t.name &&
      s.botId === t.botId &&
      s.occupied === t.occupied &&
      s.connected === t.connected &&
      s.feedConsent === t.feedConsent &&
      s.typing === t.typing &&
      s.away === t.away &&
      s.rating === t.rating &&
      s.provisional === t.provisional
    );
  });
}

/**
 * The seat whose overlay this client decodes ('seat:1' → 1), null when it decodes only the spectators' tree or
 * the feed's, undefined when it decodes none yet. A client only ever receives its own seat's overlay.
 */
export function viewSlotSeat(raw: unknown): number | null | undefined {
  const views = (raw as DecodedState).views;
  if (!views) return undefined;
  const keys: string[] = [];
  views.forEach((_v, k) => {
    keys.push(k);
  });
  const seats = keys.map((k) => /^seat:(\d+)$/.exec(k)).filter((m) => m !== null);
  if (seats.length === 1) return Number(seats[0]![1]);
  if (seats.length > 1) return undefined;
  return keys.includes(viewKey(null)) || keys.includes(FEED_VIEW_KEY) ? null : undefined;
}

/** The feed's frame from viewJson(state, 'feed'), or null when this client has no valid one (not a feed, or not yet). */
export function parseFeedFrame(json: string | null): FeedFrame | null {
  return toFeedFrame(parseView(json));
}

/**
 * The feed's frame from the feed tree's value (readView(state, 'feed'), or a ViewMirror's), or null when it is
 * not a valid one; its `view` is that value's own (not a copy), so it keeps the identity the mirror gave it.
 */
export function toFeedFrame(value: unknown): FeedFrame | null {
  const raw = value as Partial<FeedFrame> | null;
  if (!raw || typeof raw !== 'object' || typeof raw.version !== 'number') return null;
  const phase = (PHASES as readonly string[]).includes(raw.phase ?? '') ? (raw.phase as FeedFrame['phase']) : 'waiting';
  const startsAt = typeof raw.startsAt === 'number' ? raw.startsAt : null;
  return {
    version: raw.version,
    phase,
    view: raw.view ?? null,
    sight: raw.sight === 'all' ? 'all' : 'table',
    startsAt,
  };
}
