// The investigators' assistant (table option): which answers the notebook contradicts, and how many
// layouts still fit what a seat knows.
import type { Seat } from '../../core/index.js';
import { COLS } from './board.js';
import { CODE, compileLayout, type Board } from './codes.js';
import { countConsistent } from './consistent.js';
import type { Notebook, LaserState, RemainingCount, Shot } from './game-types.js';
import { activeInvestigator, knownShots, targetOf } from './roles.js';
import { STEP, startRun, stepRun } from './trace.js';
import { KINDS, type LaserKind, type ShotAnswer } from './types.js';

/** The assistant's count stops at this many layouts (it then shows "10,000 or more"). */
export const REMAINING_CAP = 10_000;

/**
 * Search nodes one count may use inside `apply` (a deterministic budget: shared/ reads no clock); a count
 * that runs out is reported `capped` (a lower bound). Measured on random circuits with 0–15 random shots
 * (bench/laser-game.ts): beginner counts took at most ~22 ms and never ran out, expert at most ~50 ms,
 * Einstein at most ~230 ms (1 in 80 ran out below the cap). Seats that know the same shots share one count.
 */
export const REMAINING_NODES = 50_000;

/**
 * The notebook as a board for tracing: its guessed pieces, the cells marked empty, and every other cell
 * UNKNOWN — unless the notebook already places every kind of the set, when the other cells must be empty.
 * A Mystery without a guessed hidden kind stays UNKNOWN (its behaviour is not guessed).
 */
export function notebookBoard(notebook: Notebook, kinds: readonly LaserKind[]): Board {
  const complete = kinds.every((k) => notebook.pieces.some((p) => p.kind === k));
  const b = compileLayout(notebook, complete ? CODE.EMPTY : CODE.UNKNOWN);
  for (const c of notebook.empty) if (b.report[c]! < 0) b.code[c] = CODE.EMPTY;
  for (const p of notebook.pieces) {
    if (p.kind !== 'mystery' || p.hidden) continue;
    const i = p.y * COLS + p.x;
    b.code[i] = CODE.UNKNOWN;
    b.report[i] = -1;
  }
  return b;
}

/**
 * Whether the notebook contradicts an answer: the light is traced through the notebook until it finishes or
 * meets a cell the notebook leaves open; what it did so far (hits in order, pointers reached, absorbed, loop)
 * must agree with the answer. A shot whose light only ran through open cells is never marked: some filling
 * of those cells might explain it. With every kind placed this is exactly "traceBeam differs from the answer".
 */
export function contradicts(board: Board, pointer: number, answer: ShotAnswer): boolean {
  const run = startRun(pointer);
  let step = stepRun(board, run);
  while (step === STEP.MOVED) step = stepRun(board, run);
  const hits = run.hits;
  if (hits.length > answer.hits.length) return true;
  for (let i = 0; i < hits.length; i++) if (KINDS[hits[i] as number] !== answer.hits[i]) return true;
  let want = 0;
  for (const p of answer.exits) want |= 1 << (p - 1);
  if (step === STEP.DONE) {
    return (
      hits.length !== answer.hits.length ||
      run.exits !== want ||
      run.absorbed !== answer.absorbed ||
      run.loop !== answer.loop
    );
  }
  return (run.exits & ~want) !== 0 || (run.absorbed && !answer.absorbed) || (run.loop && !answer.loop);
}

/** `n` of the shots the notebook contradicts (see `contradicts`). */
export function contradictedShots(notebook: Notebook, kinds: readonly LaserKind[], shots: readonly Shot[]): number[] {
  if (shots.length === 0) return [];
  const board = notebookBoard(notebook, kinds);
  return shots.filter((s) => contradicts(board, s.pointer, s.answer)).map((s) => s.n);
}

/** How many layouts of the set fit these shots (capped at REMAINING_CAP, within REMAINING_NODES). */
export function remainingFor(kinds: readonly LaserKind[], shots: readonly Shot[]): RemainingCount {
  return countConsistent(
    kinds,
    shots.map((s) => ({ pointer: s.pointer, answer: s.answer })),
    REMAINING_CAP,
    REMAINING_NODES,
  );
}

/** Recounts `remaining` for the given seats (active investigators, assistant 'count' only); others keep theirs. */
export function refreshRemaining(state: LaserState, seats: readonly Seat[]): LaserState {
  if (state.options.assistant !== 'count') return state;
  const targets = seats.filter((s) => activeInvestigator(state, s));
  if (targets.length === 0) return state;
  const remaining = state.remaining.slice();
  const counted = new Map<string, RemainingCount>();
  for (const s of targets) {
    const shots = knownShots(state, s);
    const key = `${targetOf(state, s)}:${shots.map((x) => x.n).join(',')}`;
    let count = counted.get(key);
    if (!count) {
      count = remainingFor(state.kinds, shots);
      counted.set(key, count);
    }
    remaining[s] = count;
  }
  return { ...state, remaining };
}
