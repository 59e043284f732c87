// The challenger queue (issue 31): a table's creator (a streamer) opens a line of viewers who want to play him; when
// a match ends, a challenger who has played his games gives his seat to the first in line, and the next match is a
// new table with the same settings. Pure: the queue as data, the parser of its messages, and its transitions, each
// a Result with a stable code (chessops style). The room's part is server/table-queue.ts; the page's is
// client/ui/queue/.
import { fail, isRecord, ok, type Result, type RuleError, type Seat } from './core/index.js';

/** People in one line at most. */
export const QUEUE_MAX = 50;
/** Matches a challenger may be set to play in a row, at most. */
export const QUEUE_GAMES_MAX = 10;

/** One person in line: the hash of the player key (never sent to a client) and the name shown. */
export interface QueueEntry {
  readonly player: string;
  readonly name: string;
}

/** A table's queue as stored with it (tables.queue). */
export interface QueueRecord {
  readonly open: boolean;
  /** Matches each challenger plays before the next in line takes the seat. */
  readonly games: number;
  /** The creator's seat when the queue was opened (never given away); null: every human seat is a challenger's. */
  readonly hostSeat: Seat | null;
  /** The creator's player key hash (the creator runs the queue at every next table, from any device of his). */
  readonly hostPlayer?: string | null;
  /** The line, first first. */
  readonly entries: readonly QueueEntry[];
  /** By seat: matches its challenger has played so far (counted when each ends). */
  readonly played: readonly number[];
  /** The table the line moved on to when this one's last match ended (stored: pages find it after a restart). */
  readonly next?: string;
}

/** A table without a queue. */
export const NO_QUEUE: QueueRecord = { open: false, games: 1, hostSeat: null, entries: [], played: [] };

/** What a client asks of the queue (C2S queue). */
export type QueueOp =
  | { readonly op: 'open'; readonly games: number }
  | { readonly op: 'close' }
  | { readonly op: 'games'; readonly games: number }
  | { readonly op: 'join' }
  | { readonly op: 'leave' }
  | { readonly op: 'skip'; readonly place: number }
  | { readonly op: 'remove'; readonly place: number };

/** The queue's refusals, by stable code. */
export const QUEUE_ERRORS = {
  badMessage: { code: 'queue/bad-message', message: 'That is not a queue request.' },
  notCreator: { code: 'queue/not-creator', message: "Only the table's creator runs its queue." },
  closed: { code: 'queue/closed', message: 'The queue is closed.' },
  alreadyOpen: { code: 'queue/already-open', message: 'The queue is already open.' },
  badGames: { code: 'queue/bad-games', message: `A challenger plays 1 to ${QUEUE_GAMES_MAX} matches.` },
  noChallengerSeat: { code: 'queue/no-challenger-seat', message: 'This table has no seat for a challenger.' },
  noPlayerKey: { code: 'queue/no-player-key', message: 'Joining the queue needs a player key (reload the page).' },
  seated: { code: 'queue/seated', message: 'You are seated at this table already.' },
  inLine: { code: 'queue/in-line', message: 'You are in the line already.' },
  notInLine: { code: 'queue/not-in-line', message: 'You are not in the line.' },
  full: { code: 'queue/full', message: `The line is full (${QUEUE_MAX} people).` },
  noSuchPlace: { code: 'queue/no-such-place', message: 'Nobody is at that place in the line.' },
} as const satisfies Record<string, RuleError>;

/** One queue refusal's code. Example: 'queue/closed'. */
export type QueueErrorCode = (typeof QUEUE_ERRORS)[keyof typeof QUEUE_ERRORS]['code'];

const refuse = (e: RuleError): Result<never> => fail(e.code, e.message);

const isPlace = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < QUEUE_MAX;
const isGames = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= QUEUE_GAMES_MAX;

/** Parses untrusted input into a QueueOp. */
export function parseQueueOp(input: unknown): Result<QueueOp> {
  if (!isRecord(input) || typeof input.op !== 'string') return refuse(QUEUE_ERRORS.badMessage);
  switch (input.op) {
    case 'open':
    case 'games':
      return isGames(input.games) ? ok({ op: input.op, games: input.games }) : refuse(QUEUE_ERRORS.badGames);
    case 'close':
    case 'join':
    case 'leave':
      return ok({ op: input.op });
    case 'skip':
    case 'remove':
      return isPlace(input.place) ? ok({ op: input.op, place: input.place }) : refuse(QUEUE_ERRORS.noSuchPlace);
    default:
      return refuse(QUEUE_ERRORS.badMessage);
  }
}

/** Who asks: whether it is the creator, the seat it holds, its player key's hash and its name. */
export interface QueueAsker {
  readonly creator: boolean;
  readonly seat: Seat | null;
  readonly player: string | null;
  readonly name: string;
}

/** The seats a challenger takes: the human seats but the host's. */
export function challengerSeats(q: QueueRecord, seats: readonly { readonly kind: 'human' | 'bot' }[]): Seat[] {
  return seats.flatMap((s, i) => (s.kind === 'human' && i !== q.hostSeat ? [i] : []));
}

/** The queue after `op` by `who` at a table with `seats`, or the refusal. */
export function queueApply(
  q: QueueRecord,
  op: QueueOp,
  who: QueueAsker,
  seats: readonly { readonly kind: 'human' | 'bot' }[],
): Result<QueueRecord> {
  const creatorOnly =
    op.op === 'open' || op.op === 'close' || op.op === 'games' || op.op === 'skip' || op.op === 'remove';
  if (creatorOnly && !who.creator) return refuse(QUEUE_ERRORS.notCreator);
  if (op.op === 'open') {
    if (q.open) return refuse(QUEUE_ERRORS.alreadyOpen);
    const open: QueueRecord = {
      open: true,
      games: op.games,
      hostSeat: who.seat,
      hostPlayer: who.player,
      entries: [],
      played: seats.map(() => 0),
    };
    return challengerSeats(open, seats).length > 0 ? ok(open) : refuse(QUEUE_ERRORS.noChallengerSeat);
  }
  if (!q.open) return refuse(QUEUE_ERRORS.closed);
  const mine = who.player === null ? -1 : q.entries.findIndex((e) => e.player === who.player);
  switch (op.op) {
    case 'close':
      return ok(NO_QUEUE);
    case 'games':
      return ok({ ...q, games: op.games });
    case 'join':
      if (who.player === null) return refuse(QUEUE_ERRORS.noPlayerKey);
      if (who.seat !== null) return refuse(QUEUE_ERRORS.seated);
      if (mine >= 0) return refuse(QUEUE_ERRORS.inLine);
      if (q.entries.length >= QUEUE_MAX) return refuse(QUEUE_ERRORS.full);
      return ok({ ...q, entries: [...q.entries, { player: who.player, name: who.name }] });
    case 'leave':
      return mine < 0 ? refuse(QUEUE_ERRORS.notInLine) : ok(withoutPlace(q, mine));
    case 'remove':
      return op.place < q.entries.length ? ok(withoutPlace(q, op.place)) : refuse(QUEUE_ERRORS.noSuchPlace);
    case 'skip': {
      // The one at `place` lets the next one go first (the last in line has nobody to let by).
      if (op.place >= q.entries.length) return refuse(QUEUE_ERRORS.noSuchPlace);
      if (op.place === q.entries.length - 1) return ok(q);
      const entries = [...q.entries];
      [entries[op.place], entries[op.place + 1]] = [entries[op.place + 1]!, entries[op.place]!];
      return ok({ ...q, entries });
    }
  }
}

/** The queue without the person at `place`. */
export function withoutPlace(q: QueueRecord, place: number): QueueRecord {
  return { ...q, entries: q.entries.filter((_, i) => i !== place) };
}

/** A match ended: each challenger seat has played one more. */
export function matchEnded(q: QueueRecord, seats: readonly { readonly kind: 'human' | 'bot' }[]): QueueRecord {
  if (!q.open) return q;
  const mine = new Set(challengerSeats(q, seats));
  return { ...q, played: seats.map((_, i) => (q.played[i] ?? 0) + (mine.has(i) ? 1 : 0)) };
}

/** Who sits at a challenger seat of the next match: a new challenger from the line, or the same one again. */
export interface NextSeat {
  readonly seat: Seat;
  /** The player from the line, or null: the seat's challenger plays on. */
  readonly from: QueueEntry | null;
}

/**
 * The next match, once the current one is over: each challenger seat whose challenger has played his games goes to
 * the first in line; null when there is no next match to make (the queue is closed, or nobody waits and every
 * challenger has played his games: the table waits for the line).
 */
export function nextMatch(
  q: QueueRecord,
  seats: readonly { readonly kind: 'human' | 'bot' }[],
): { readonly seats: readonly NextSeat[]; readonly queue: QueueRecord } | null {
  if (!q.open) return null;
  const entries = [...q.entries];
  const next: NextSeat[] = [];
  let changed = false;
  let playsOn = true;
  for (const seat of challengerSeats(q, seats)) {
    const done = (q.played[seat] ?? 0) >= q.games;
    const from = done ? (entries.shift() ?? null) : null;
    if (from) changed = true;
    else if (done) playsOn = false;
    next.push({ seat, from });
  }
  if (!changed && !playsOn) return null;
  const played = seats.map((_, i) => {
    const n = next.find((s) => s.seat === i);
    return n?.from ? 0 : (q.played[i] ?? 0);
  });
  return { seats: next, queue: { ...q, entries, played } };
}
