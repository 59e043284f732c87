// The wire protocol between client/net and the server room: message names and their plain payloads.
import type { GameEvent, Seat } from './core/index.js';
import type { TalkLine, TalkSettings } from './talk.js';

/** Room name registered on the server for every table. */
export const TABLE_ROOM = 'table';
/** Room name of Colyseus' LobbyRoom (the live table list). */
export const LOBBY_ROOM = 'lobby';

/** Message types a client sends. */
export const C2S = {
  /** `{ action: unknown }`: a game action for the sender's seat; parsed by the engine. */
  action: 'action',
  /** `{ seat: number }`: take a free seat (from spectating). */
  sit: 'sit',
  /**
   * FeedConsentMessage: a seated player agrees (or no longer agrees) that the delayed feed may show every secret
   * still in play (the all-seeing view), whatever the delay; withdrawn, the feed shows the spectators' view at once.
   */
  feedConsent: 'feed-consent',
  /** BotPaceMessage: a seated player sets how fast the table's bots act. */
  botPace: 'bot-pace',
  /** BotsPausedMessage: a seated player pauses (true) or resumes (false) the table's bots. */
  botsPaused: 'bots-paused',
  /** TalkSend (shared/talk.ts): a chat message in the sender's own channel. */
  talk: 'talk',
  /** ReactSend: a quick reaction in the sender's own channel. */
  react: 'react',
  /** PresenceSend: a seated player is typing, or away (his tab hidden a while). */
  presence: 'presence',
  /** MuteSend: hide or show again one author's lines, for this person at this table. */
  mute: 'mute',
  /** TalkSettingsSend: the creator closes or opens all chat or the spectators' channel. */
  talkSettings: 'talk-settings',
  /** QueueOp (shared/queue.ts): the challenger queue: the creator opens, closes and runs it; a viewer joins or leaves. */
  queue: 'queue',
} as const;

/** Message types the server sends. */
export const S2C = {
  /** ErrorMessage: a refusal, only to the client that caused it. */
  error: 'error',
  /** SeatKeyMessage: the secret that gets this seat back later (kept in the browser's storage). */
  seatKey: 'seat-key',
  /** EventsMessage: what the last action did, filtered to what this client may learn. */
  events: 'events',
  /**
   * CatchUpMessage: right after every welcome (join, reconnect, a spectator who sat down; a feed client's join),
   * the whole past this client may see in one message, instead of one EventsMessage per past action.
   */
  catchUp: 'catch-up',
  /** ThrowMessage: a physical dice throw to play back, the same for every screen. */
  throw: 'throw',
  /** WelcomeMessage: sent once on join: which seat this client holds (null: spectator or feed), or whose view it shows. */
  welcome: 'welcome',
  /** FeedKeyMessage: the secret of the table's delayed feed, only to the table's creator, once. */
  feedKey: 'feed-key',
  /**
   * ViewKeyMessage: after each welcome of a seated client, the key of its own seat's read-only overlay link
   * (`/view/CODE/SEAT?key=K&overlay=1`), only to that seat's holder.
   */
  viewKey: 'view-key',
  /** TalkLine (shared/talk.ts): one new line (message or reaction) of a channel this client reads. */
  talk: 'talk',
  /** TalkCatchUp: after every welcome, and whenever a channel opens to this client, the lines it may read. */
  talkCatchUp: 'talk-catch-up',
  /** MutedMessage: the authors this person mutes now, after a C2S mute. */
  muted: 'muted',
  /** QueuePlaceMessage: this connection's place in the challenger queue, whenever it changes (null: not in line). */
  queuePlace: 'queue-place',
  /** NextTableMessage: the queue's next match is at another table; go there (seated or to watch). */
  nextTable: 'next-table',
} as const;

/** S2C queuePlace. Example: `{ place: 0 }` (first in line). */
export interface QueuePlaceMessage {
  readonly place: number | null;
}

/** S2C nextTable: the next match's table, and whether this connection sits there (else it watches). */
export interface NextTableMessage {
  readonly tableId: string;
  readonly seated: boolean;
}

/** Default feed delay, in seconds (CreateOptions.feedDelay absent). */
export const FEED_DELAY_DEFAULT = 120;
/** Longest feed delay a creator may choose, in seconds (15 minutes). */
export const FEED_DELAY_MAX = 900;
/** How fast bots act, slowest first: each pace is a multiple of the server's base delay (server/bot-pace.ts). */
export const BOT_PACES = ['calm', 'normal', 'fast'] as const;
/** One bot pace. Example: 'normal'. */
export type BotPace = (typeof BOT_PACES)[number];
/** The pace of a table whose creator chose none (and of tables stored before paces existed). */
export const BOT_PACE_DEFAULT: BotPace = 'normal';

/** Whether a value off the wire (or out of storage) is one of BOT_PACES. */
export function isBotPace(input: unknown): input is BotPace {
  return typeof input === 'string' && (BOT_PACES as readonly string[]).includes(input);
}

/**
 * Whether a value off the wire has the shape of a random token a client draws (CreateOptions.creatorSecret,
 * JoinOptions.browserId and claimKey): 22 to 64 URL-safe characters (128 bits or more, base64url). The server refuses
 * a malformed creator secret or claim key, and ignores a malformed browser id (the person is then its address).
 */
export function isClientToken(input: unknown): input is string {
  return typeof input === 'string' && CLIENT_TOKEN.test(input);
}

const CLIENT_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** Key of the feed's tree in `TableState.views` (only feed connections receive it). */
export const FEED_VIEW_KEY = 'feed';

/** Sent on join and after a successful `sit`. */
export interface WelcomeMessage {
  readonly tableId: string;
  /** The seat this client holds; for a seat's own overlay link, the seat whose view it shows (then `readOnly`). */
  readonly seat: Seat | null;
  /** A seat's own overlay link (JoinOptions.viewKey): it shows `seat`'s view and can never act. Absent: false. */
  readonly readOnly?: boolean;
}

/**
 * The synced room state as the client sees it, in plain data (client/net converts the decoded schema).
 * Schema field names on the server are the same: root `TableState` { gameId, tableId, phase, version,
 * optionsJson, seats: ArraySchema<SeatState>, spectators, spectatorNames: ArraySchema<string>, feedDelay,
 * feedAllSeeing, feedWatchers, allowSpectators, botPace, botsPaused, talkChat, talkSpectators, views: MapSchema<ViewTree> (a StateView field: each client receives
 * only the trees of `viewKeysOf` its seat) }, `ViewTree` { entries: MapSchema<string> } (shared/view-tree.ts:
 * the spectators' view, a seat's overlay over it, or the feed's FeedFrame, as flat entries).
 */
export interface TableSnapshot {
  readonly gameId: string;
  /** Short code, also the Colyseus roomId; used in links (`/t/ABCD23`). */
  readonly tableId: string;
  /** 'waiting' until every seat is taken, 'playing', then 'finished' when the engine's outcome is set. */
  readonly phase: 'waiting' | 'playing' | 'finished';
  /** Length of the action log. */
  readonly version: number;
  readonly options: unknown;
  readonly seats: readonly SeatSnapshot[];
  /** Connected spectators (feed connections not counted). */
  readonly spectators: number;
  /** The names spectators joined with, in joining order ('' when none was given: shown as "Guest"). */
  readonly spectatorNames: readonly string[];
  /** The feed's delay, in seconds, as the creator chose it (0: live); every version, the setup included, waits it. */
  readonly feedDelay: number;
  /**
   * The feed may show every secret still in play now: every human seat is taken and its player agreed (bots
   * agree). Otherwise it shows the spectators' view, and each hidden thing once its round or game is over.
   */
  readonly feedAllSeeing: boolean;
  /** Feed connections open now (the table shows "a delayed feed is running"). */
  readonly feedWatchers: number;
  /** false: the creator forbade spectators (joining to watch is refused with 'table/no-spectators'). */
  readonly allowSpectators: boolean;
  /** How fast the bots act; any seated player may change it (C2S botPace). */
  readonly botPace: BotPace;
  /** The bots are paused: none acts until a seated player resumes them (C2S botsPaused). */
  readonly botsPaused: boolean;
  /** What the creator decided about table talk (shared/talk.ts; C2S talkSettings). */
  readonly talk: TalkSettings;
  /** The creator's challenger queue as everybody sees it (shared/queue.ts; C2S queue). */
  readonly queue: QueueSnapshot;
}

/** The challenger queue as everybody sees it: open or not, matches per challenger, the names in line, the next table. */
export interface QueueSnapshot {
  readonly open: boolean;
  readonly games: number;
  readonly names: readonly string[];
  /** The next match's table once made ('' before). */
  readonly next: string;
}

/** A table without a challenger queue, as the page shows it. */
export const NO_QUEUE_SHOWN: QueueSnapshot = { open: false, games: 1, names: [], next: '' };

/** One seat as everybody sees it. */
export interface SeatSnapshot {
  readonly index: Seat;
  readonly kind: 'human' | 'bot';
  /** Player's name, or the bot's display name; '' while a human seat is free. */
  readonly name: string;
  readonly botId: string;
  /** A human has taken it (bots always occupy theirs). */
  readonly occupied: boolean;
  /** Its client is connected now (bots: always true). */
  readonly connected: boolean;
  /** The player agrees to an all-seeing feed (bots: always true; false while a human seat is free). */
  readonly feedConsent: boolean;
  /** Its player is writing a chat message now (C2S presence; bots: false). */
  readonly typing: boolean;
  /** Its player's tab has been hidden for a while (C2S presence; shown as "away"; bots: false). */
  readonly away: boolean;
  /** Its player's rating in this game (server/ratings.ts), rounded; 0: a bot, a free seat, a player without a key. */
  readonly rating: number;
  /** The rating is still a guess (few rated games): shown as "1500?". */
  readonly provisional: boolean;
}

/**
 * Key of a tree in `TableState.views`: a seat's private overlay ('seat:N'), the spectators' view (null:
 * 'spectator', which every live client decodes), or the feed's frame ('feed').
 */
export function viewKey(seat: Seat | null | 'feed'): string {
  if (seat === 'feed') return FEED_VIEW_KEY;
  return seat === null ? 'spectator' : `seat:${seat}`;
}

/** The keys of the trees a client decodes, sorted: a seat's overlay and the spectators' view, or its one tree. */
export function viewKeysOf(seat: Seat | null | 'feed'): string[] {
  return seat === null || seat === 'feed' ? [viewKey(seat)] : [viewKey(seat), viewKey(null)].sort();
}

/**
 * How much a feed frame shows: 'all', the engine's broadcast view (every seated human agrees, or nothing hidden in
 * that state can help anyone seated any more: its round or game is over live); 'table', the spectators' view.
 */
export type FeedSight = 'all' | 'table';

/**
 * What the feed's tree holds: the view after action `version` (0: the setup), the newest version accepted at least
 * the feed delay ago, and the table phase at that version. Never moves back. Before the setup is due (the table's
 * first delay) `view` is null and `startsAt` says when the feed starts.
 * Example, waiting: `{ version: 0, phase: 'waiting', view: null, sight: 'table', startsAt: 1764370000000 }`.
 */
export interface FeedFrame {
  readonly version: number;
  readonly phase: 'waiting' | 'playing' | 'finished';
  /** The engine's view of that version as `sight` says, or null while the feed waits for its start. */
  readonly view: unknown;
  readonly sight: FeedSight;
  /** While the feed has not started: when the setup falls due (ms since the epoch, the server's clock); else null. */
  readonly startsAt: number | null;
}

/**
 * Sent only to the table's creator, once: to the join that presented the create's CreateOptions.creatorSecret.
 * Opens `/feed/CODE?key=KEY`.
 */
export interface FeedKeyMessage {
  readonly tableId: string;
  readonly key: string;
}

/**
 * Sent to a seat's holder after each welcome: the key that opens a read-only overlay of that seat's own view (a
 * streamer who plays shows his own seat, never more). It holds no seat key and opens no other seat.
 */
export interface ViewKeyMessage {
  readonly tableId: string;
  readonly seat: Seat;
  readonly key: string;
}

/** C2S feedConsent payload. */
export interface FeedConsentMessage {
  readonly agree: boolean;
}

/** C2S botPace payload. Example: `{ pace: 'calm' }`; anything but a BotPace is refused with 'table/bad-bot-pace'. */
export interface BotPaceMessage {
  readonly pace: BotPace;
}

/** C2S botsPaused payload: the state wanted (sending the current one changes nothing). Example: `{ paused: true }`. */
export interface BotsPausedMessage {
  readonly paused: boolean;
}

/** A refusal sent to one client; the table state did not change. */
export interface ErrorMessage {
  readonly code: string;
  readonly message: string;
}

/** Sent to a client when it holds a seat: store it, pass it as `seatKey` in join options to reclaim. */
export interface SeatKeyMessage {
  readonly tableId: string;
  readonly seat: Seat;
  readonly key: string;
}

/** Events of one accepted action; `version` counts the actions accepted up to it (the table's version after it). */
export interface EventsMessage {
  readonly version: number;
  readonly events: readonly GameEvent[];
}

/**
 * The past a client may see, sent once after each welcome: the events of every earlier action its viewer may
 * learn (a seat's own private events included, so a spectator who sits down learns what that seat saw), and
 * the last dice throw per channel it may see. Apply it exactly like the EventsMessages and ThrowMessages it
 * stands for, in order; live EventsMessages (versions after `version`) follow it.
 * Example: `{ version: 2, steps: [{ version: 1, events: [{ type: 'code-rolled' }] }], throws: [] }`.
 */
export interface CatchUpMessage {
  /** The version the client is caught up to (the feed's: the version its frame shows). */
  readonly version: number;
  /** One entry per earlier action with at least one event this viewer may learn, in version order. */
  readonly steps: readonly EventsMessage[];
  /** The last throw per dice channel this viewer may see (the dice on the table now), one per channel. */
  readonly throws: readonly ThrowMessage[];
}

/** The track's wire constants live with its one encoder/decoder pair (shared/core/dice-track.ts). */
export { TRACK_POS_SCALE, TRACK_STRIDE } from './core/dice-track.js';

/**
 * One die's motion, sent as small integers so msgpack packs 1–3 bytes per number instead of a 9-byte float64.
 * `frames` is flat, TRACK_STRIDE integers per frame at the throw's `fps`: [x, y, z, qx, qy, qz, qw] in
 * tray-local scene units (1 unit = 10 cm, floor at y = 0), positions × TRACK_POS_SCALE and the unit
 * quaternion × TRACK_QUAT_SCALE, each rounded. Frame 0 is absolute; every later frame holds the difference
 * from the frame before it, so frame k = the running sum of frames 0..k (integer sums: exact). Quaternions
 * keep one hemisphere along the track (dot with the previous ≥ 0), so the differences stay small. Decoding
 * (decodeFrames in shared/core/dice-track.ts) divides by the scales and normalizes each quaternion. The last
 * frame is the die's rest pose; a die whose track ends early holds its last frame.
 * Example, a die 0.5 units up then resting flat 0.09 up: [0, 500, 0, 0, 0, 0, 10000,  0, -410, 0, 0, 0, 0, 0].
 */
export interface DieTrack {
  readonly frames: readonly number[];
  /** Local rotation of the die mesh (plain floats, 4 decimals) so the face that lands up shows `value`. */
  readonly faceFix: readonly [number, number, number, number];
  /** The value the server decided (and that lands up). */
  readonly value: number;
}

/** A whole throw: every die's keyframes. Same bytes for every client, replays included. */
export interface ThrowMessage {
  /** Matches the game's roll counter, so a late track is never played on the wrong roll. */
  readonly roll: number;
  /**
   * Which dice, by the game's own name for them: the `channel` of the engine's 'dice-thrown' event (Masterdice:
   * 'white', the solver's, or 'code', the coder's, sent only to who may see them). Clients filter by it.
   */
  readonly channel: string;
  readonly fps: number;
  readonly dice: readonly DieTrack[];
}

/** Join/create options a client passes to the table room. */
export interface JoinOptions {
  /** Display name, 1–24 characters. */
  readonly name?: string;
  /** A seat index to take, or 'spectate'. Absent: the first free human seat, else spectate. */
  readonly seat?: number | 'spectate';
  /** A key from SeatKeyMessage, to reclaim a seat after a reload or a server restart. */
  readonly seatKey?: string;
  /**
   * A seat key this page drew and kept before asking for a seat (isClientToken): a join that takes a free seat stores
   * its hash, so the page holds its key before the seat is its own, and a connection lost before the
   * SeatKeyMessage arrives loses nothing. A seat that holds it already (an earlier join of the page took it) is the
   * page's again, as with seatKey. Ignored when spectating; malformed: 'table/bad-seat-key'.
   */
  readonly claimKey?: string;
  /** A key from FeedKeyMessage: join as the table's read-only, delayed feed (no seat). */
  readonly feedKey?: string;
  /** With `viewKey`: the seat whose own view to show, read-only (a ViewKeyMessage's seat). */
  readonly viewSeat?: number;
  /** A key from ViewKeyMessage: join as a read-only overlay of `viewSeat`'s view; any other seat is refused. */
  readonly viewKey?: string;
  /**
   * This browser's id (isClientToken), drawn once and kept in localStorage: the server counts the connections and
   * the costly work of one person across tables by it, with the address (server/person.ts). Not a secret, never
   * sent to another client. Absent or malformed: the person is the address alone.
   */
  readonly browserId?: string;
  /**
   * This browser's private player key (isClientToken; client/net/player.ts): a seat the join takes is this player's
   * (its games, tables in play and ratings follow the key's hash), and a join with it and no seat key gets back the
   * player's own seat at the table. A secret: the server keeps only its hash and never sends either. Malformed:
   * 'table/bad-player-key'.
   */
  readonly playerKey?: string;
}

/** What a creator sends to make a table. */
export interface CreateOptions extends JoinOptions {
  readonly game: string;
  /** Game options, validated by the engine's parseOptions. */
  readonly options?: unknown;
  /**
   * A random secret the creating browser draws for this one create (isClientToken): the server keeps only its
   * hash, and the join that presents it (Colyseus hands the creator's own join these same options) is the
   * creator's: it alone gets the feed key. Absent: nobody gets the feed key. Malformed: 'table/bad-creator-secret'.
   */
  readonly creatorSecret?: string;
  /** One entry per seat: a human seat, or a bot by id ('masterdice/solver'). */
  readonly seats: readonly ({ readonly kind: 'human' } | { readonly kind: 'bot'; readonly bot?: string })[];
  /**
   * Seconds the feed runs behind the table, an integer 0..FEED_DELAY_MAX; default FEED_DELAY_DEFAULT. Every version,
   * the setup included, waits it; the feed shows secrets in play only while every seated human agrees (C2S
   * feedConsent). Anything else is refused with 'table/bad-feed-delay'.
   */
  readonly feedDelay?: number;
  /** false: nobody may join to watch ('table/no-spectators'); the feed still works. Default true. */
  readonly spectators?: boolean;
  /** How fast the bots act (default BOT_PACE_DEFAULT); anything but a BotPace is refused with 'table/bad-bot-pace'. */
  readonly botPace?: BotPace;
}

/** A table's entry in the lobby (LobbyRoom `rooms` / `+` messages carry it as the room's `metadata`). */
export interface TableMetadata {
  readonly game: string;
  readonly tableId: string;
  readonly seats: readonly { readonly name: string; readonly kind: 'human' | 'bot'; readonly occupied: boolean }[];
  /** Finished tables stay listed (a rematch is possible) until the room is idle and closes. */
  readonly phase: 'waiting' | 'playing' | 'finished';
  readonly spectators: number;
  /** false: the creator forbade spectators (the lobby offers no "watch"). */
  readonly allowSpectators: boolean;
  /** ms since the epoch. */
  readonly createdAt: number;
}

/**
 * GET /api/tables/:id/replay(?seat=N), only for a finished table: the whole log with the view after every step,
 * all-seeing (broadcast) or, with `seat`, as seat N saw it: its views, and only the events, throws and own
 * actions it could learn (so the client needs no seed: the table may be rematched, and its generator must
 * stay secret). A seat the table lacks is refused with 400 'table/bad-seat'.
 */
export interface ReplayResponse {
  readonly tableId: string;
  readonly game: string;
  readonly options: unknown;
  readonly seats: readonly { readonly name: string; readonly kind: 'human' | 'bot' }[];
  readonly createdAt: number;
  readonly finishedAt: number;
  /** The viewer's view right after setup. */
  readonly start: unknown;
  /**
   * One entry per accepted action: who, what (null when another seat's), the events the viewer could learn, its view
   * after. A latest-state edit (a Laser notebook or draft, shared/core/latest.ts) has none unless it ends the log.
   */
  readonly steps: readonly {
    readonly seat: Seat;
    readonly action: unknown;
    readonly events: readonly GameEvent[];
    readonly view: unknown;
  }[];
  /** Every dice throw the viewer could see, in order (match them to steps by `roll`). */
  readonly throws: readonly ThrowMessage[];
  /** The table's talk, both channels, oldest first: each line shows at its `version` (the step it follows). */
  readonly talk: readonly TalkLine[];
}
