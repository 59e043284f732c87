// The room's own refusals (engine refusals keep the engine's codes): stable codes, English messages.
import type { ErrorMessage } from '../shared/protocol.js';

/** Every refusal the table room itself can send or reject a join/create with. */
export const TABLE_ERRORS = {
  badRequest: {
    code: 'table/bad-request',
    message:
      "A join or create request must be a JSON object of at most 16 KB, with no key named like JavaScript's own (__proto__, constructor, hasOwnProperty…).",
  },
  reconnectExpired: {
    code: 'table/reconnect-expired',
    message: 'That reconnection has expired (the table restarted or the wait passed): join again with your seat key.',
  },
  badMessage: {
    code: 'table/bad-message',
    message: 'Messages must be objects of at most 4 KB of the documented shape.',
  },
  notSeated: { code: 'table/not-seated', message: 'Spectators cannot act: take a free seat first.' },
  notStarted: { code: 'table/not-started', message: 'The game starts when every seat is taken.' },
  internal: { code: 'table/internal', message: 'The server failed on that request; the table did not change.' },
  rateLimited: { code: 'table/rate-limited', message: 'Too many messages: the connection is closed.' },
  busy: {
    code: 'table/busy',
    message:
      'This table is busy with demanding moves (a seat or the table has used its share of the server for now): nothing changed; try again in a few seconds.',
  },
  personBusy: {
    code: 'table/person-busy',
    message:
      "You have used your share of the server's demanding work for now, across all your tables: nothing changed; try again in a few seconds.",
  },
  tooManyConnections: {
    code: 'table/too-many-connections',
    message:
      'Too many tables are open from this browser or this network: close a tab you no longer use, then try again.',
  },
  unknownGame: { code: 'table/unknown-game', message: 'No game with that id.' },
  badSeats: {
    code: 'table/bad-seats',
    message: 'Seats must be a list of { kind: "human" } or { kind: "bot", bot? } within the game\'s player count.',
  },
  badBot: { code: 'table/bad-bot', message: 'No bot with that id for this game.' },
  badSeat: { code: 'table/bad-seat', message: 'No free human seat with that number.' },
  seatTaken: { code: 'table/seat-taken', message: 'That seat is already taken.' },
  alreadySeated: { code: 'table/already-seated', message: 'You already hold a seat at this table.' },
  badSeatKey: { code: 'table/bad-seat-key', message: 'That seat key does not belong to this table.' },
  badPlayerKey: { code: 'table/bad-player-key', message: 'That player key is malformed.' },
  badFeedDelay: {
    code: 'table/bad-feed-delay',
    message: 'The feed delay must be a whole number of seconds from 0 to 900.',
  },
  badSpectators: { code: 'table/bad-spectators', message: 'The spectators option must be true or false.' },
  noSpectators: { code: 'table/no-spectators', message: 'This table does not allow spectators.' },
  badFeedKey: { code: 'table/bad-feed-key', message: 'This feed link is not valid for this table.' },
  badCreatorSecret: {
    code: 'table/bad-creator-secret',
    message:
      "A creator secret must be 22 to 64 URL-safe characters, sent only with the create and by the creator's own join.",
  },
  creatorFirst: {
    code: 'table/creator-first',
    message: 'This table opens once its creator has arrived: try again in a moment.',
  },
  feedReadOnly: { code: 'table/feed-read-only', message: 'The feed only watches: it cannot play.' },
  badViewKey: { code: 'table/bad-view-key', message: 'This seat link is not valid for that seat of this table.' },
  seatViewReadOnly: {
    code: 'table/seat-view-read-only',
    message: "A seat's overlay link only shows that seat: it cannot play.",
  },
  badBotPace: { code: 'table/bad-bot-pace', message: 'The bot pace must be "calm", "normal" or "fast".' },
  noBots: { code: 'table/no-bots', message: 'This table has no bots to pause or pace.' },
  viewTooLarge: {
    code: 'table/view-too-large',
    message: "This table's view grew too large to send; the table has stopped (its moves so far are saved).",
  },
  storeUnavailable: {
    code: 'table/store-unavailable',
    message: 'The server could not save that (its disk is full or read-only): nothing changed; try again in a moment.',
  },
  processDown: {
    code: 'table/process-down',
    message:
      'The server process that holds this table is not running: the table comes back where it was when that process starts again.',
  },
  lobbyUnavailable: {
    code: 'table/lobby-unavailable',
    message:
      "The servers' shared table list (Redis) cannot be reached: tables in play go on, but nobody can join or create one right now; try again in a moment.",
  },
} as const satisfies Record<string, ErrorMessage>;

/** Close code for a client disconnected for flooding (4000–4999 are the application's). */
export const CLOSE_RATE_LIMITED = 4429;
/** Close code when the server shuts down (WebSocket 'Service Restart'): rejoin later with the seat key. */
export const CLOSE_SERVER_RESTART = 1012;
/** Close code for a client whose seat was reclaimed by another connection with the same seat key. */
export const CLOSE_REPLACED = 4409;
/** Close code for every client of a table stopped because its view grew too large for the wire. */
export const CLOSE_VIEW_TOO_LARGE = 4413;

/**
 * The message of an Error that rejects a create or join: `<code>: <English message>` (colyseus.js passes it as
 * the MatchMakeError/ServerError message; clients translate by the part before the colon).
 */
export function refusalText(e: ErrorMessage): string {
  return `${e.code}: ${e.message}`;
}
