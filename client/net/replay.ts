// Fetches a finished game's record for the replay screen (plain HTTP, same server). The server sends the
// view after every step, all-seeing or from one seat's point of view (protocol.ts ReplayResponse); an older record of {seed, log} is passed on
// for the client to fold with the engine.
import type { GameEvent } from '../../shared/core/index.js';
import type { ReplayResponse, ThrowMessage } from '../../shared/protocol.js';
import type { TalkLine } from '../../shared/talk.js';
import { serverOrigin } from './endpoint.js';
import { parseTalkLines } from './talk.js';

/** One position of the replay: frame 0 is the setup; frame i follows the i-th action with a frame (protocol.ts). */
export interface ReplayFrame {
  /** Who acted to reach it (null for the setup). */
  readonly seat: number | null;
  readonly events: readonly GameEvent[];
  /** The view at this position (all-seeing, or the chosen seat's). */
  readonly view: unknown;
}

/** A seat of the replayed table. */
export interface ReplaySeat {
  readonly name: string;
  readonly kind: 'human' | 'bot';
}

/** A replay ready to step through. */
export interface ReplayData {
  readonly kind: 'frames';
  readonly tableId: string;
  readonly game: string;
  readonly options: unknown;
  readonly seats: readonly ReplaySeat[];
  /** Never empty: at least the setup. */
  readonly frames: readonly ReplayFrame[];
  readonly throws: readonly ThrowMessage[];
  /** The table's talk, both channels, oldest first (each line at its `version`); none for a bare record. */
  readonly talk: readonly TalkLine[];
}

/** A bare record (seed and log) that the client folds itself with the engine. */
export interface ReplayLog {
  readonly kind: 'log';
  readonly tableId: string;
  readonly game: string;
  readonly options: unknown;
  readonly seats: readonly ReplaySeat[];
  readonly seed: number;
  readonly log: readonly { readonly seat: number; readonly action: unknown }[];
}

function seatsOf(raw: unknown): ReplaySeat[] {
  if (typeof raw === 'number')
    return Array.from({ length: raw }, (_, i) => ({ name: `#${i + 1}`, kind: 'human' as const }));
  if (!Array.isArray(raw)) return [];
  return raw.map((s: unknown, i) => {
    if (typeof s === 'string') return { name: s, kind: 'human' as const };
    const o = (s ?? {}) as { name?: unknown; kind?: unknown };
    return {
      name: typeof o.name === 'string' && o.name ? o.name : `#${i + 1}`,
      kind: o.kind === 'bot' ? ('bot' as const) : ('human' as const),
    };
  });
}

/**
 * Loads a replay as `seat` saw it (null: all-seeing); throws an Error whose message is readable (the server's
 * when it gave one, `code: message`).
 */
export async function fetchReplay(tableId: string, seat: number | null = null): Promise<ReplayData | ReplayLog> {
  const pov = seat === null ? '' : `?seat=${seat}`;
  const res = await fetch(`${serverOrigin()}/api/tables/${encodeURIComponent(tableId)}/replay${pov}`);
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const message = typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
    throw new Error(typeof body.code === 'string' ? `${body.code}: ${message}` : message);
  }
  if (typeof body.game !== 'string') throw new Error('bad replay record');
  const seats = seatsOf(body.seats);
  if (Array.isArray(body.steps)) {
    const r = body as unknown as ReplayResponse;
    const frames: ReplayFrame[] = [
      { seat: null, events: [], view: r.start },
      ...r.steps.map((s) => ({ seat: s.seat, events: s.events, view: s.view })),
    ];
    return {
      kind: 'frames',
      tableId,
      game: r.game,
      options: r.options,
      seats,
      frames,
      throws: Array.isArray(r.throws) ? r.throws : [],
      talk: parseTalkLines(r.talk),
    };
  }
  if (typeof body.seed === 'number' && Array.isArray(body.log)) {
    return {
      kind: 'log',
      tableId,
      game: body.game,
      options: body.options,
      seats,
      seed: body.seed,
      log: body.log as ReplayLog['log'],
    };
  }
  throw new Error('bad replay record');
}
