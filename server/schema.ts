// The synced table state (protocol.ts TableState): plain public fields plus the views as JSON trees.
import { ArraySchema, Encoder, MapSchema, schema, type SchemaType } from '@colyseus/schema';

/**
 * Bytes each room's encoder buffer holds. @colyseus/schema 3.0.76 grows its buffer when a patch overflows, but
 * encodeView/encodeAllView keep slicing the old one (and write StateView additions past its end, which a
 * Buffer silently drops), so the client decodes garbage. Every StateView's patch of one broadcast goes into
 * this one buffer; server/view-slots.ts bounds that sum after every sync and stops the table before it could
 * overflow ('table/view-too-large'), never sending a patch that would not fit.
 */
export const ENCODER_BUFFER_BYTES = 256 * 1024;
Encoder.BUFFER_SIZE = ENCODER_BUFFER_BYTES;

/**
 * One synced JSON tree (shared/view-tree.ts): the spectators' view, a seat's overlay, or the feed's frame, as
 * flat string entries a structural diff keeps up to date (server/json-tree.ts), so a patch carries only the
 * entries an action changed. Example entries: '.' → '{0', '0.phase' → '"code', '0.dice' → '=[3,5]'.
 */
export const ViewTree = schema(
  {
    /** Entry key → encoded value. */
    entries: { map: 'string' },
  },
  'ViewTree',
);
/** Instance type of ViewTree. */
export type ViewTree = SchemaType<typeof ViewTree>;

/** One seat as everybody sees it (protocol.ts SeatSnapshot); never holds the seat key. */
export const SeatState = schema(
  {
    /** Seat index, 0-based. */
    index: 'uint8',
    /** 'human' | 'bot'. */
    kind: 'string',
    /** Player or bot name; '' while a human seat is free. Example: 'Anna'. */
    name: 'string',
    /** Bot id for bot seats ('masterdice/smart'), '' for humans. */
    botId: 'string',
    /** A human took it (bots: always true). */
    occupied: 'boolean',
    /** Its client is connected now (bots: always true). */
    connected: 'boolean',
    /** The player agrees to a live feed (bots: always true). */
    feedConsent: 'boolean',
    /** Its player is writing a chat message now (C2S presence). */
    typing: 'boolean',
    /** Its player's tab has been hidden a while (C2S presence). */
    away: 'boolean',
    /** Its player's rating in this game, rounded (server/ratings.ts); 0: a bot, a free seat, a player without a key. */
    rating: 'uint16',
    /** The rating is still a guess (its deviation is over PROVISIONAL_RD: few rated games). */
    provisional: 'boolean',
  },
  'SeatState',
);
/** Instance type of SeatState. */
export type SeatState = SchemaType<typeof SeatState>;

/** The room state every client decodes; `views` is filtered per client by its StateView. */
export const TableState = schema(
  {
    /** Game id. Example: 'masterdice'. */
    gameId: 'string',
    /** Short code, also the roomId. Example: 'K7P2QX'. */
    tableId: 'string',
    /** 'waiting' | 'playing' | 'finished'. */
    phase: 'string',
    /** Action log length ('number': 1 byte on the wire below 128, not uint32's 4). */
    version: 'number',
    /** The parsed table options as JSON. Example: '{"games":2,"aid":false}'. */
    optionsJson: 'string',
    seats: { array: SeatState },
    /** Connected spectators (feed connections not counted). */
    spectators: 'uint16',
    /** The names spectators joined with, in joining order ('' when none). Example: ['Marta', '']. */
    spectatorNames: { array: 'string' },
    /** The feed's delay in seconds, as the creator chose it (0: live). */
    feedDelay: 'uint16',
    /** The feed may show every secret in play now: every human seat taken and agreeing (bots agree). */
    feedAllSeeing: 'boolean',
    /** Feed connections open now. */
    feedWatchers: 'uint16',
    /** false: the creator forbade spectators. */
    allowSpectators: 'boolean',
    /** How fast the bots act: 'calm' | 'normal' | 'fast' (protocol.ts BOT_PACES). */
    botPace: 'string',
    /** A seated player paused the bots: none acts until one resumes them. */
    botsPaused: 'boolean',
    /** false: the creator closed all chat (shared/talk.ts TalkSettings.chat). */
    talkChat: 'boolean',
    /** The spectators' channel: 'after' | 'open' | 'closed' (TalkSettings.spectators). */
    talkSpectators: 'string',
    /** The creator's challenger queue is open (shared/queue.ts). */
    queueOpen: 'boolean',
    /** Matches each challenger plays. */
    queueGames: 'uint8',
    /** The names in line, first first (never their player keys). */
    queueNames: { array: 'string' },
    /** The next match's table once the queue made it, else ''. */
    queueNext: 'string',
    /**
     * Keyed by protocol.ts viewKey(): 'spectator' (the public view: every live client), 'seat:N' (seat N's
     * private overlay: only seat N), 'feed' (the delayed FeedFrame: only feed clients). StateView filters it.
     */
    views: { map: ViewTree, view: true },
  },
  'TableState',
);
/** Instance type of TableState. */
export type TableState = SchemaType<typeof TableState>;

/** Makes an empty state with its collections (schema() does not create them). */
export function makeTableState(): TableState {
  const state = new TableState();
  state.seats = new ArraySchema<SeatState>();
  state.spectatorNames = new ArraySchema<string>();
  state.queueNames = new ArraySchema<string>();
  state.views = new MapSchema<ViewTree>();
  return state;
}
