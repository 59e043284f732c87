// The expensive engine work a table hands off its event loop, as plain data both ways: a costly `apply`
// (e.g. a Laser identifiability verdict) and a bot's move (its thinking, then the engine's judgement of it).
// The same function runs in a worker thread (server/work-worker.ts) and, as a fallback, in the main thread.
import { botDecision, type GameEvent, type Result, type Seat } from '../shared/core/index.js';
import { findGame } from '../shared/games/index.js';

/** An engine transition as the room commits it: the next state and its events, or the engine's refusal. */
export type Applied = Result<{ state: unknown; events: GameEvent[] }>;

/** One job: `apply` of an already parsed action, or a bot's whole move at `seat`. Plain data (structured clone). */
export type WorkJob =
  | {
      readonly kind: 'apply';
      readonly game: string;
      readonly state: unknown;
      readonly seat: Seat;
      readonly action: unknown;
    }
  | {
      readonly kind: 'bot';
      readonly game: string;
      readonly bot: string;
      readonly state: unknown;
      readonly seat: Seat;
      readonly seed: number;
    };

/**
 * What a job gives back: the action judged (for a bot, the one it chose, or the engine's first legal action when
 * its choice was refused: `botRefused` names that refusal), the engine's answer, and the ms it took.
 */
export interface WorkDone {
  readonly action: unknown;
  readonly applied: Applied;
  readonly ms: number;
  readonly botRefused?: string;
}

/** Runs one job; throws only for a programmer bug (an unknown game), never for a refusal. */
export function runJob(job: WorkJob, now: () => number = () => performance.now()): WorkDone {
  const start = now();
  const game = findGame(job.game);
  if (!game) throw new Error(`work job for unknown game ${job.game}`);
  if (job.kind === 'apply') {
    const applied = game.apply(job.state, job.seat, job.action) as Applied;
    return { action: job.action, applied, ms: now() - start };
  }
  const bot = game.bots.find((b) => b.id === job.bot) ?? game.bots[0];
  if (!bot) throw new Error(`game ${job.game} has no bot`);
  const action: unknown = botDecision(game, bot, job.state, job.seat, job.seed);
  const applied = game.apply(job.state, job.seat, action) as Applied;
  if (applied.ok) return { action, applied, ms: now() - start };
  // A bot bug must not freeze the table: the engine's first legal action instead (the room logs the refusal).
  const fallback: unknown = game.legalActions(job.state, job.seat)[0];
  const second = fallback === undefined ? applied : (game.apply(job.state, job.seat, fallback) as Applied);
  return { action: fallback ?? action, applied: second, ms: now() - start, botRefused: applied.error.code };
}
