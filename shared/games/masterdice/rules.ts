// `apply`: the rules of rules/masterdice.md as one pure transition; every refusal leaves the state as it was.
import { diceThrown, gatedApply, ok, rollDice, type DiceAim, type Result, type Seat } from '../../core/index.js';
import { refuse } from './errors.js';
import { feedback } from './feedback.js';
import { scoreParts } from './score.js';
import { freshGame, PLAYERS } from './setup.js';
import {
  ACTION_TYPES,
  ATTEMPT_ROWS,
  COLOURS,
  DICE_PER_ROLL,
  type GameResult,
  type MasterdiceAction,
  type MasterdiceEvent,
  type MasterdiceState,
} from './types.js';

/** What an accepted action returns: the next state and what happened, in order. */
export type Applied = Result<{ state: MasterdiceState; events: MasterdiceEvent[] }>;

const done = (state: MasterdiceState, events: MasterdiceEvent[]): Applied => ok({ state, events });

const isDieValue = (v: number): boolean => Number.isInteger(v) && v >= 1 && v <= 6;

/** The solver of the last finished game of this match, to recognise a late, second solution. */
const lastSolver = (state: MasterdiceState): Seat | undefined => state.results[state.results.length - 1]?.solver;

/** The coder rolls the 4 coloured dice behind the screen: the values reach only the coder's throw event. */
function rollCode(state: MasterdiceState): Applied {
  const [code, rng] = rollDice(state.rng, COLOURS.length);
  const roll = state.rollCount + 1;
  const next: MasterdiceState = { ...state, rng, code, rollCount: roll, phase: 'attempt' };
  return done(next, [
    { ...diceThrown('code', roll, code), coder: state.coder, visibleTo: [state.coder] },
    { type: 'code-rolled', roll, coder: state.coder },
  ]);
}

/** Step 2a: roll min(4, supply) white dice; they stay counted in the supply until placed. */
function rollWhite(state: MasterdiceState, aim?: DiceAim): Applied {
  if (state.phase === 'place') return refuse('alreadyRolled');
  if (state.rows.length >= ATTEMPT_ROWS) return refuse('noAttemptsLeft');
  if (state.supply <= 0) return refuse('supplyEmpty');
  const [values, rng] = rollDice(state.rng, Math.min(DICE_PER_ROLL, state.supply));
  const roll = state.rollCount + 1;
  return done({ ...state, rng, roll: values, rollCount: roll, phase: 'place' }, [
    { ...diceThrown('white', roll, values, undefined, aim), solver: state.solver },
  ]);
}

/** Step 2b–c: place 1–4 rolled dice on distinct columns of the next row; the engine gives the feedback. */
function place(state: MasterdiceState, placements: readonly { column: number; value: number }[]): Applied {
  if (state.phase !== 'place' || state.roll === null || state.code === null) return refuse('notRolled');
  if (!Array.isArray(placements) || placements.length === 0) return refuse('noDicePlaced');
  if (placements.length > COLOURS.length) return refuse('tooManyDice');
  const row: (number | null)[] = COLOURS.map(() => null);
  const left = [...state.roll];
  for (const { column, value } of placements) {
    if (!Number.isInteger(column) || column < 0 || column >= COLOURS.length) {
      return refuse('badColumn', `Column ${String(column)} does not exist: use 0–3 (blue, red, yellow, green).`);
    }
    if (!isDieValue(value)) return refuse('badValue', `A die shows 1 to 6, not ${String(value)}.`);
    if (row[column] !== null)
      return refuse('columnTaken', `Two dice were placed on column ${column} (${COLOURS[column]}).`);
    const at = left.indexOf(value);
    if (at < 0)
      return refuse('dieNotRolled', `No die showing ${value} is left in this roll (${state.roll.join(', ')}).`);
    left.splice(at, 1);
    row[column] = value;
  }
  const fb = feedback(state.code, row);
  const next: MasterdiceState = {
    ...state,
    rows: [...state.rows, { placed: row, feedback: fb }],
    roll: null,
    supply: state.supply - placements.length,
    phase: 'attempt',
  };
  return done(next, [{ type: 'placed', row: state.rows.length, placed: row, feedback: fb }]);
}

/** Step 3–4: the one solution try; scores it, reveals the code, then starts the next game or ends the match. */
function solve(state: MasterdiceState, solution: readonly number[]): Applied {
  if (state.phase === 'place')
    return refuse('wrongPhase', 'You rolled: place at least one die before giving your solution.');
  if (state.code === null) return refuse('wrongPhase');
  if (!Array.isArray(solution) || solution.length !== COLOURS.length) return refuse('badSolution');
  const bad = solution.find((v) => !isDieValue(v));
  if (bad !== undefined) return refuse('badValue', `A die shows 1 to 6, not ${String(bad)}.`);
  const code = state.code;
  const solved = code.every((v, i) => v === solution[i]);
  const parts = scoreParts({ solved, attemptsUsed: state.rows.length, whiteDiceLeft: state.supply });
  const result: GameResult = {
    solver: state.solver,
    coder: state.coder,
    code,
    solution: [...solution],
    solved,
    attemptsUsed: state.rows.length,
    whiteDiceLeft: state.supply,
    ...parts,
  };
  const scores: [number, number] = [state.scores[0], state.scores[1]];
  scores[state.solver] = scores[state.solver]! + parts.score;
  const ended: MasterdiceState = { ...state, scores, results: [...state.results, result], code: null, roll: null };
  const events: MasterdiceEvent[] = [{ type: 'solved', result }];
  const gameIndex = state.gameIndex + 1;
  if (gameIndex >= state.options.games) {
    events.push({ type: 'match-over', scores });
    return done({ ...ended, phase: 'over' }, events);
  }
  const next: MasterdiceState = { ...ended, ...freshGame(state.match, gameIndex) };
  events.push({ type: 'game-started', gameIndex, coder: next.coder, solver: next.solver });
  return done(next, events);
}

/** After the match: a new one with scores reset; who codes first flips. */
function rematch(state: MasterdiceState): Applied {
  const match = state.match + 1;
  const next: MasterdiceState = { ...state, ...freshGame(match, 0), scores: [0, 0], results: [] };
  return done(next, [
    { type: 'rematch', match },
    { type: 'game-started', gameIndex: 0, coder: next.coder, solver: next.solver },
  ]);
}

/** The coder's moves: only rolling the code, once per game. */
function coderMove(state: MasterdiceState, seat: Seat, action: MasterdiceAction): Applied {
  switch (action.type) {
    case 'roll-code':
      return state.phase === 'code' ? rollCode(state) : refuse('codeAlreadyRolled');
    case 'solve':
      if (lastSolver(state) === seat)
        return refuse('alreadySolved', 'You already gave your solution for the last game; now you are the coder.');
      return state.phase === 'code'
        ? refuse('wrongPhase', 'The coder rolls the code; only the solver gives a solution.')
        : refuse('notYourTurn');
    default:
      return state.phase === 'code'
        ? refuse('wrongPhase', 'Roll the code first: the coder does not roll white dice.')
        : refuse('notYourTurn');
  }
}

/** The solver's moves: roll, place, solve — once the code is rolled. */
function solverMove(state: MasterdiceState, action: MasterdiceAction): Applied {
  if (state.phase === 'code') return refuse('notYourTurn', 'It is not your turn: the coder is rolling the code.');
  switch (action.type) {
    case 'roll-code':
      return refuse('wrongPhase', 'Only the coder rolls the code.');
    case 'roll':
      return rollWhite(state, action.aim);
    case 'place':
      return place(state, action.placements);
    case 'solve':
      return solve(state, action.code);
    default:
      return refuse('badAction');
  }
}

/** The transition function of the Game contract: pure, never mutates `state`, refuses with stable codes. */
export const apply: (state: MasterdiceState, seat: Seat, action: MasterdiceAction) => Applied = gatedApply<
  MasterdiceState,
  MasterdiceAction,
  MasterdiceEvent
>(
  {
    types: ACTION_TYPES,
    refuse,
    seats: () => PLAYERS,
    over: (state) => state.phase === 'over',
    rematch: { start: rematch, notOver: () => refuse('notOver') },
    // The last solver who tries again after the end hears that he already gave his solution.
    whenOver: (state, seat, action) =>
      action.type === 'solve' && lastSolver(state) === seat ? refuse('alreadySolved') : refuse('gameOver'),
  },
  (state, seat, action) => (seat === state.coder ? coderMove(state, seat, action) : solverMove(state, action)),
);
