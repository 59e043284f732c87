// Table talk (issue 29): chat, quick reactions and presence at every table, for all five games, outside the
// engines. Pure: what a line is, which channel a client reads and writes, and the parsers of untrusted input
// (chessops style: invalid input is a Result, never an exception). The server room's part is server/table-talk.ts;
// the client's is client/net/talk.ts and client/ui/talk/.
import { fail, isRecord, ok, type Result, type RuleError, type Seat } from './core/index.js';

/**
 * The two channels of a table: seated players write in 'players' (every client at the table reads it), spectators
 * in 'spectators' (spectators read it; players only once the game is over, or while the creator opens it, so that
 * no spectator whispers what he sees to a player).
 */
export const TALK_CHANNELS = ['players', 'spectators'] as const;
/** One channel. Example: 'players'. */
export type TalkChannel = (typeof TALK_CHANNELS)[number];

/**
 * The reactions a client may send, in palette order: four faces and three phrases (client/i18n translates the
 * phrases and names the faces for screen readers).
 */
export const REACTIONS = ['thumbs-up', 'wow', 'phew', 'thinking', 'well-played', 'good-luck', 'rematch'] as const;
/** One reaction id. Example: 'well-played'. */
export type Reaction = (typeof REACTIONS)[number];
/** The reactions shown as drawn faces (client/ui/talk/ReactionFace.tsx); the others are phrases, translated. */
export const FACE_REACTIONS = ['thumbs-up', 'wow', 'phew', 'thinking'] as const satisfies readonly Reaction[];
/** One face reaction. Example: 'wow'. */
export type FaceReaction = (typeof FACE_REACTIONS)[number];

/** Longest message, in characters (Unicode code points, after trimming). */
export const TALK_MAX_CHARS = 200;
/** Lines of each channel a client gets back after a welcome, a reload or a server restart (the newest). */
export const TALK_HISTORY = 100;
/** How long a reaction's bubble stays over its sender's place, ms. */
export const REACTION_SHOW_MS = 4000;
/** A player whose tab stays hidden this long shows as away, ms (the client reports it; PresenceSend). */
export const AWAY_AFTER_MS = 30_000;

/** Per-person limits at one table (server/table-talk.ts enforces them; the daily cap is stored with the table). */
export const TALK_LIMITS = {
  /** Messages: a burst of this many, */
  messageBurst: 5,
  /** then one more every this many ms. */
  messageEveryMs: 1500,
  /** Reactions: a burst of this many, */
  reactionBurst: 6,
  /** then one more every this many ms. */
  reactionEveryMs: 1000,
  /** Characters one person may write at one table in 24 hours (about 100 full messages). */
  dailyChars: 20_000,
  /** Presence changes (typing, away) a person may report, per burst and refill ms: beyond it they are ignored. */
  presenceBurst: 10,
  presenceEveryMs: 500,
} as const;

/** What the creator has decided about talk at the table (synced in TableState: talkChat, talkSpectators). */
export interface TalkSettings {
  /** false: the creator closed all chat: no message and no reaction in either channel. */
  readonly chat: boolean;
  /**
   * The spectators' channel: 'after' (the default: spectators talk among themselves; players read it once the game
   * is over), 'open' (players read it live), 'closed' (spectators can neither write nor react).
   */
  readonly spectators: 'after' | 'open' | 'closed';
}

/** A table's talk settings before its creator changes any. */
export const TALK_SETTINGS_DEFAULT: TalkSettings = { chat: true, spectators: 'after' };

/** The values of TalkSettings.spectators. */
export const SPECTATOR_CHANNEL_MODES = ['after', 'open', 'closed'] as const;

/**
 * One line of a channel: a message or a reaction, as every reader of its channel receives it (S2C talk) and as it is
 * stored. It holds the writer's words and who wrote them, never anything of the game beyond the version it was
 * written at. Example:
 * `{ channel: 'players', n: 7, kind: 'text', author: 'Qx3k9v0aLm2', seat: 1, name: 'Anna', text: 'nice move!', at: 1764370000000, version: 12 }`.
 */
export interface TalkLine {
  readonly channel: TalkChannel;
  /** Its place in its channel, from 1, without gaps (a reader never learns how much the other channel says). */
  readonly n: number;
  /** 'text': a message; 'reaction': `text` is a Reaction id. */
  readonly kind: 'text' | 'reaction';
  /** The writer's id at this table (stable across his reloads; links him to no other table): what a mute names. */
  readonly author: string;
  /** The writer's seat when he wrote (players' channel), null for a spectator. */
  readonly seat: Seat | null;
  /** The writer's name when he wrote ('' for a spectator who gave none: shown as "Guest"). */
  readonly name: string;
  readonly text: string;
  /** When the server accepted it, ms since the epoch (the server's clock). */
  readonly at: number;
  /** The table's version when it was written: where the replay's timeline shows it. */
  readonly version: number;
}

/**
 * Sent after every welcome, and again whenever a channel opens to this client (the game ends, the creator opens the
 * spectators' channel): the newest TALK_HISTORY lines of each channel it reads, without the authors it muted.
 * Replaces what the client held of those channels.
 */
export interface TalkCatchUp {
  /** This client's own author id (its lines show as "you"; it cannot mute itself). */
  readonly me: string;
  /** This client may change the table's talk settings (C2S talkSettings). */
  readonly creator: boolean;
  /** The channels this client reads now. */
  readonly channels: readonly TalkChannel[];
  /** The authors this person muted at this table. */
  readonly muted: readonly string[];
  /** Oldest first, both channels merged by `at`. */
  readonly lines: readonly TalkLine[];
}

/** C2S talk: a message in the sender's own channel (a seated player's: 'players'; a spectator's: 'spectators'). */
export interface TalkSend {
  readonly text: string;
}
/** C2S react: a quick reaction in the sender's own channel. */
export interface ReactSend {
  readonly reaction: Reaction;
}
/** C2S presence: whether the sender is typing a message, and whether his tab has been hidden AWAY_AFTER_MS. */
export interface PresenceSend {
  readonly typing: boolean;
  readonly away: boolean;
}
/** C2S mute: hide (true) or show again (false) an author's lines for this person at this table. */
export interface MuteSend {
  readonly author: string;
  readonly muted: boolean;
}
/** C2S talk-settings: the creator changes the table's talk settings (either field may be left out). */
export type TalkSettingsSend = Partial<TalkSettings>;

/** S2C muted: the authors this person mutes now, after a C2S mute (to every connection of the same person). */
export interface MutedMessage {
  readonly muted: readonly string[];
}

/** Every refusal of talk: stable codes, English messages (client/i18n translates by code). */
export const TALK_ERRORS = {
  badMessage: {
    code: 'talk/bad-message',
    message: 'A talk message must be an object with the documented fields (text a string, reaction a known id…).',
  },
  badText: {
    code: 'talk/bad-text',
    message: 'Messages are plain text on one line: no control characters, direction overrides or broken characters.',
  },
  empty: { code: 'talk/empty', message: 'Write something first.' },
  tooLong: { code: 'talk/too-long', message: `Messages are at most ${TALK_MAX_CHARS} characters.` },
  tooFast: { code: 'talk/too-fast', message: 'You are writing too fast: wait a moment.' },
  dailyCap: {
    code: 'talk/daily-cap',
    message: 'You have written as much as one person may at this table today.',
  },
  closed: { code: 'talk/closed', message: 'The creator has closed this chat.' },
  notCreator: { code: 'talk/not-creator', message: "Only the table's creator can change who may talk." },
  readOnly: { code: 'talk/read-only', message: 'An overlay or feed link only shows the table: it cannot talk.' },
  badAuthor: { code: 'talk/bad-author', message: 'You cannot mute yourself.' },
} as const satisfies Record<string, RuleError>;

/** A talk error's code. */
export type TalkErrorCode = (typeof TALK_ERRORS)[keyof typeof TALK_ERRORS]['code'];

const refuse = (e: RuleError): Result<never> => fail(e.code, e.message);

/** Only the listed keys, each present. */
function shaped(
  input: unknown,
  keys: readonly string[],
  optional: readonly string[] = [],
): input is Record<string, unknown> {
  if (!isRecord(input)) return false;
  for (const k of Object.keys(input)) if (!keys.includes(k) && !optional.includes(k)) return false;
  return keys.every((k) => Object.hasOwn(input, k));
}

/** Inclusive code point ranges. */
type Ranges = readonly (readonly [number, number])[];
const within = (cp: number, ranges: Ranges) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/**
 * Characters a message may not hold: C0 and C1 controls (new lines and tabs included: a message is one line), the
 * bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069: text that reorders what surrounds
 * it), the line and paragraph separators, and the interlinear annotation and object replacement characters.
 */
const FORBIDDEN: Ranges = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x2028, 0x2029],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
  [0xfff9, 0xfffc],
];
/** Characters that show nothing alone (spaces, zero-width and format characters, variation selectors, fillers). */
const INVISIBLE: Ranges = [
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x202f, 0x202f],
  [0x205f, 0x2064],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe0fff],
];

/** Whether a string is well-formed UTF-16 (no lone surrogate): String#isWellFormed where it exists. */
function wellFormed(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (!(d >= 0xdc00 && d <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

/**
 * A message's text as it will be stored and shown: NFC, trimmed, checked. Refusals: 'talk/bad-text' (broken UTF-16,
 * a forbidden character), 'talk/empty' (nothing visible), 'talk/too-long' (over TALK_MAX_CHARS code points).
 * Checks the length before normalising, so a 10,000-character string costs no more than its first bytes.
 */
export function parseTalkText(input: unknown): Result<string> {
  if (typeof input !== 'string') return refuse(TALK_ERRORS.badMessage);
  // Anything over 4 UTF-16 units per allowed character is too long whatever it holds (the gate caps frames anyway).
  if (input.length > TALK_MAX_CHARS * 4) return refuse(TALK_ERRORS.tooLong);
  if (!wellFormed(input)) return refuse(TALK_ERRORS.badText);
  const points = [...input];
  if (points.some((c) => within(c.codePointAt(0)!, FORBIDDEN))) return refuse(TALK_ERRORS.badText);
  const text = input.normalize('NFC').trim();
  const chars = [...text];
  // chars.length is talkLength(input): the same count the writing field shows.
  if (chars.every((c) => within(c.codePointAt(0)!, INVISIBLE))) return refuse(TALK_ERRORS.empty);
  if (chars.length > TALK_MAX_CHARS) return refuse(TALK_ERRORS.tooLong);
  return ok(text);
}

/** A message's length as the server counts it: Unicode code points once normalised and trimmed (an emoji is one). */
export function talkLength(text: string): number {
  return [...text.normalize('NFC').trim()].length;
}

/** Parses C2S talk: `{ text }`, the text as parseTalkText leaves it. */
export function parseTalkSend(input: unknown): Result<TalkSend> {
  if (!shaped(input, ['text'])) return refuse(TALK_ERRORS.badMessage);
  const text = parseTalkText(input.text);
  return text.ok ? ok({ text: text.value }) : text;
}

/** Whether a value is one of REACTIONS. */
export function isReaction(input: unknown): input is Reaction {
  return typeof input === 'string' && (REACTIONS as readonly string[]).includes(input);
}

/** Parses C2S react: `{ reaction }`, one of REACTIONS. */
export function parseReactSend(input: unknown): Result<ReactSend> {
  if (!shaped(input, ['reaction']) || !isReaction(input.reaction)) return refuse(TALK_ERRORS.badMessage);
  return ok({ reaction: input.reaction });
}

/** Parses C2S presence: `{ typing, away }`, two booleans. */
export function parsePresenceSend(input: unknown): Result<PresenceSend> {
  if (!shaped(input, ['typing', 'away']) || typeof input.typing !== 'boolean' || typeof input.away !== 'boolean')
    return refuse(TALK_ERRORS.badMessage);
  return ok({ typing: input.typing, away: input.away });
}

/** The shape of an author id (server/table-talk.ts authorId): 11 URL-safe characters. */
const AUTHOR = /^[A-Za-z0-9_-]{11}$/;

/** Whether a value has the shape of an author id. */
export function isAuthorId(input: unknown): input is string {
  return typeof input === 'string' && AUTHOR.test(input);
}

/** Parses C2S mute: `{ author, muted }`. */
export function parseMuteSend(input: unknown): Result<MuteSend> {
  if (!shaped(input, ['author', 'muted']) || !isAuthorId(input.author) || typeof input.muted !== 'boolean')
    return refuse(TALK_ERRORS.badMessage);
  return ok({ author: input.author, muted: input.muted });
}

/** Parses C2S talk-settings: `{ chat?, spectators? }`, at least one of them. */
export function parseTalkSettingsSend(input: unknown): Result<TalkSettingsSend> {
  if (!shaped(input, [], ['chat', 'spectators']) || Object.keys(input).length === 0)
    return refuse(TALK_ERRORS.badMessage);
  const { chat, spectators } = input;
  if (chat !== undefined && typeof chat !== 'boolean') return refuse(TALK_ERRORS.badMessage);
  if (spectators !== undefined && !(SPECTATOR_CHANNEL_MODES as readonly unknown[]).includes(spectators))
    return refuse(TALK_ERRORS.badMessage);
  return ok({
    ...(chat === undefined ? {} : { chat }),
    ...(spectators === undefined ? {} : { spectators: spectators as TalkSettings['spectators'] }),
  });
}

/** Who is reading: a seated player, a spectator, or the delayed feed (and overlays made of it). */
export type TalkReader = 'player' | 'spectator' | 'feed';

/**
 * The channels a reader reads now. Spectators read both. Players read the spectators' channel once the game is over
 * or while the creator opens it; so does the feed (reactions only), whose key is the creator's, who often sits at the
 * table: a spectator's reaction must not reach a player through it.
 */
export function channelsOf(
  reader: TalkReader,
  settings: TalkSettings,
  phase: 'waiting' | 'playing' | 'finished',
): TalkChannel[] {
  if (reader === 'spectator') return ['players', 'spectators'];
  return settings.spectators === 'open' || phase === 'finished' ? ['players', 'spectators'] : ['players'];
}

/** The channel a writer writes in: his own. */
export function channelOfWriter(seated: boolean): TalkChannel {
  return seated ? 'players' : 'spectators';
}

/** Whether a channel takes lines now; otherwise the refusal ('talk/closed'). */
export function mayWrite(channel: TalkChannel, settings: TalkSettings): Result<true> {
  if (!settings.chat) return refuse(TALK_ERRORS.closed);
  if (channel === 'spectators' && settings.spectators === 'closed') return refuse(TALK_ERRORS.closed);
  return ok(true);
}
