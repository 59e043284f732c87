// What the board shows right now, from the view plus a little memory: the engine starts the next game as
// soon as a solution is given (its rows are gone from the view), so the client keeps the last rows it saw
// to show the reveal of a finished game until the player moves on.
import type { AttemptRow, GameResult, MasterdiceView } from '../../../shared/games/masterdice/types.js';
import { ATTEMPT_ROWS } from '../../../shared/games/masterdice/index.js';

/** The rows last seen for one game of one match. Example: `{ match: 0, gameIndex: 0, rows: [...] }`. */
export interface RowMemory {
  readonly match: number;
  readonly gameIndex: number;
  readonly rows: readonly AttemptRow[];
}

/** Keeps the rows of the game being played (the latest non-empty ones win). */
export function rememberRows(memory: RowMemory | null, view: MasterdiceView): RowMemory | null {
  if (view.phase === 'over' || view.rows.length === 0) return memory;
  if (memory && memory.match === view.match && memory.gameIndex === view.gameIndex && memory.rows === view.rows)
    return memory;
  return { match: view.match, gameIndex: view.gameIndex, rows: view.rows };
}

/** Everything the 3D board draws, already decided: whose board, which rows, what is revealed. */
export interface BoardModel {
  /** Seat of the solver of the game on the board (the board turns to face him). */
  readonly solver: number;
  readonly coder: number;
  readonly rows: readonly AttemptRow[];
  /** The solver's solution on the solution row, or null before he gave it. */
  readonly solution: readonly number[] | null;
  /** The code dice values this viewer may see, or null (behind the screen, unknown). */
  readonly code: readonly number[] | null;
  /** Whether the coder has rolled (dice lie behind the screen). */
  readonly codeRolled: boolean;
  /** The game is over and the screen is lifted. */
  readonly revealed: boolean;
  /** The finished game shown (its score panel), when revealed. */
  readonly result: GameResult | null;
  /** The attempt row being filled now, or null. */
  readonly currentRow: number | null;
  /** A key that changes when a new game starts on the board (animations restart). */
  readonly gameKey: string;
}

/**
 * The board for a view: while `shownResults` is less than the number of finished games of this match, the
 * latest finished game is shown revealed (rows from memory); otherwise the game in progress.
 */
export function boardModel(view: MasterdiceView, memory: RowMemory | null, shownResults: number): BoardModel {
  const last = view.results[view.results.length - 1] ?? null;
  const revealing = last !== null && (view.phase === 'over' || shownResults < view.results.length);
  if (revealing && last) {
    const finishedIndex = view.results.length - 1;
    const rows =
      view.phase === 'over'
        ? view.rows
        : memory && memory.match === view.match && memory.gameIndex === finishedIndex
          ? memory.rows
          : [];
    return {
      solver: last.solver,
      coder: last.coder,
      rows,
      solution: last.solution,
      code: last.code,
      codeRolled: true,
      revealed: true,
      result: last,
      currentRow: null,
      gameKey: `${view.match}:${finishedIndex}`,
    };
  }
  const active = view.phase === 'attempt' || view.phase === 'place';
  return {
    solver: view.solver,
    coder: view.coder,
    rows: view.rows,
    solution: null,
    code: view.code,
    codeRolled: view.codeRolled,
    revealed: false,
    result: null,
    currentRow: active && view.rows.length < ATTEMPT_ROWS ? view.rows.length : null,
    gameKey: `${view.match}:${view.gameIndex}`,
  };
}

/** The number of finished games a client that just arrived should count as seen (no stale reveal on join). */
export function initialShownResults(view: MasterdiceView): number {
  return view.phase === 'over' ? Math.max(0, view.results.length - 1) : view.results.length;
}

/** The feedback markers of a row, in slot order: equal first, then lower, then higher. */
export function markerKinds(feedback: AttemptRow['feedback']): ('equal' | 'lower' | 'higher')[] {
  return [
    ...Array.from({ length: feedback.equal }, () => 'equal' as const),
    ...Array.from({ length: feedback.lower }, () => 'lower' as const),
    ...Array.from({ length: feedback.higher }, () => 'higher' as const),
  ];
}

/** Finished games a client has already looked at, per match. Example: `{ match: 0, count: 1 }`. */
export interface SeenResults {
  readonly match: number;
  readonly count: number;
}

/** How many finished games of the view's match this client has moved past (0 in a match it has not seen). */
export function shownFor(seen: SeenResults | null, view: MasterdiceView): number {
  if (seen === null) return initialShownResults(view);
  return seen.match === view.match ? seen.count : 0;
}
