// Latest-state actions (Game.latestState): what a player may change without the game moving on (a notebook, a
// draft) is kept as its latest state rather than one log row per edit, so that every game's log is bounded by its
// rules. The rule is written here once, on a plain log; the server's store keeps the same rows (server/store.ts).
import type { Seat } from './engine.js';

/** What the rule needs of a game: its latest-state action types. */
interface LatestStateGame {
  readonly latestState?: readonly string[];
}

/** What folding needs of a game: its folding action types and its apply. */
interface FoldingGame {
  readonly folding?: readonly string[];
  apply(state: never, seat: Seat, action: never): { ok: true; value: { state: unknown } } | { ok: false };
}

/** The folding kind of `action` in `game` (its type, e.g. 'move'), or null (Game.folding). */
export function foldKind(game: { readonly folding?: readonly string[] }, action: unknown): string | null {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  return typeof type === 'string' && game.folding?.includes(type) === true ? type : null;
}

/**
 * Whether `action` by `seat`, applied to `start` (the state before a run of that seat's folding actions), gives
 * exactly `after` (the state the run and then `action` gave): then it alone may stand for the run in the log. A
 * Labiro walk back to where the run began, or one that drops rubies on the way, does not.
 */
export function foldsExactly(game: FoldingGame, start: unknown, seat: Seat, action: unknown, after: unknown): boolean {
  const r = game.apply(start as never, seat, action as never);
  return r.ok && JSON.stringify(r.value.state) === JSON.stringify(after);
}

/**
 * The latest-state kind of `action` in `game` (its type, e.g. 'note'), or null for an action the log keeps
 * whatever follows (every action of a game without latest-state types).
 */
export function latestKind(game: LatestStateGame, action: unknown): string | null {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  return typeof type === 'string' && game.latestState?.includes(type) === true ? type : null;
}

/**
 * The log as it is kept: an entry is dropped when a later latest-state action of the same seat and kind follows
 * it with only latest-state actions between (it changed nothing the later one does not replace). Folding the
 * result from the same setup gives the same final state as folding `log`; entries keep their order.
 */
export function keepLatest<T extends { readonly seat: Seat; readonly action: unknown }>(
  game: LatestStateGame,
  log: readonly T[],
): T[] {
  const kept: T[] = [];
  /** Where the trailing run of latest-state entries of `kept` starts. */
  let runStart = 0;
  for (const entry of log) {
    const kind = latestKind(game, entry.action);
    if (kind === null) {
      kept.push(entry);
      runStart = kept.length;
      continue;
    }
    const old = kept.findIndex((e, i) => i >= runStart && e.seat === entry.seat && latestKind(game, e.action) === kind);
    if (old >= 0) kept.splice(old, 1);
    kept.push(entry);
  }
  return kept;
}
