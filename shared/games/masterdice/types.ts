// Masterdice data: options, state, actions, events and the view (rules/masterdice.md).
import type { ActionsOf, DiceAim, DiceThrownEvent, RngState, Seat, Outcome } from '../../core/index.js';

/** The four code colours in column order (blue, red, yellow, green). */
export const COLOURS = ['blue', 'red', 'yellow', 'green'] as const;
/** One code colour. */
export type Colour = (typeof COLOURS)[number];

/** Number of attempt rows on the codemaster board. */
export const ATTEMPT_ROWS = 7;
/** White dice the solver holds at the start of a game. */
export const WHITE_DICE = 18;
/** White dice rolled per attempt (fewer when the supply runs low). */
export const DICE_PER_ROLL = 4;

/** Table options. Example: `{ games: 2, aid: false }`. */
export interface MasterdiceOptions {
  /** Games in the match: an even number 2k, each player solver k times. Example: 2. */
  readonly games: number;
  /** Show the solver's aid (possible codes, remaining values per colour) to human solvers. */
  readonly aid: boolean;
}

/** The coder's three counts for one placed row. Example: `{ equal: 1, lower: 2, higher: 0 }`. */
export interface Feedback {
  readonly equal: number;
  /** Placed dice higher than the code ("the code must be lower"). */
  readonly lower: number;
  /** Placed dice lower than the code ("the code must be higher"). */
  readonly higher: number;
}

/** One used attempt row. Example: `{ placed: [3, null, 5, null], feedback: {equal:0, lower:1, higher:1} }`. */
export interface AttemptRow {
  /** Values per column blue, red, yellow, green; null where no die lies. */
  readonly placed: readonly (number | null)[];
  readonly feedback: Feedback;
}

/** Where one game of the match stands. */
export type Phase =
  /** The coder must roll the code behind the screen. */
  | 'code'
  /** The solver starts an attempt (roll) or solves. */
  | 'attempt'
  /** The solver has rolled and must place 1–4 of the rolled dice. */
  | 'place'
  /** The match is over (every game played); a rematch may start a new one. */
  | 'over';

/** Score of a finished game, with its parts. Example: solved after 3 rows that used 7 dice → 20 + 20 + 11 = 51. */
export interface GameResult {
  readonly solver: Seat;
  readonly coder: Seat;
  readonly code: readonly number[];
  readonly solution: readonly number[];
  readonly solved: boolean;
  readonly attemptsUsed: number;
  readonly whiteDiceLeft: number;
  /** 20 when solved, else 0. */
  readonly base: number;
  /** 5 per empty attempt row when solved. */
  readonly rowBonus: number;
  /** 1 per white die left in the supply when solved. */
  readonly diceBonus: number;
  readonly score: number;
}

/** The whole engine state: plain JSON, never mutated in place. */
export interface MasterdiceState {
  readonly options: MasterdiceOptions;
  /** The generator; never part of any view. */
  readonly rng: RngState;
  /** Match number at this table, from 0; a rematch adds 1. */
  readonly match: number;
  /** Index of the game being played in the match, from 0. */
  readonly gameIndex: number;
  readonly coder: Seat;
  readonly solver: Seat;
  readonly phase: Phase;
  /** The secret code, blue, red, yellow, green; null before the coder rolled. Example: [4, 1, 6, 2]. */
  readonly code: readonly number[] | null;
  readonly rows: readonly AttemptRow[];
  /** Values of the white dice just rolled (phase 'place'); null otherwise. Example: [2, 2, 5, 6]. */
  readonly roll: readonly number[] | null;
  /** Sequence number of rolls at this table (white and code), for matching a throw animation. */
  readonly rollCount: number;
  /**
   * White dice the solver still holds: the 18 minus those placed on the board. Dice just rolled (phase
   * 'place') still count until placed; unplaced ones simply stay. Example: 11 after rows of 4, 2 and 1 dice.
   */
  readonly supply: number;
  /** Points per seat in this match. */
  readonly scores: readonly [number, number];
  /** Finished games of this match, oldest first. */
  readonly results: readonly GameResult[];
}

/** Every Masterdice action type: the action union, the parser and the apply gates derive from this list. */
export const ACTION_TYPES = ['roll-code', 'roll', 'place', 'solve', 'rematch'] as const;

/** What a player may do. Placement is by value: each placed value must be one of the rolled dice. */
export type MasterdiceAction = ActionsOf<
  typeof ACTION_TYPES,
  {
    /** `aim`: the solver's throwing gesture (absent: a plain throw); it shapes the dice's motion, never their values. */
    roll: { readonly aim?: DiceAim };
    place: { readonly placements: readonly { readonly column: number; readonly value: number }[] };
    solve: { readonly code: readonly number[] };
  }
>;

/** Masterdice's dice channels (the platform's throw events and messages carry them): the solver's, the coder's. */
export type DiceChannel = 'white' | 'code';

/**
 * What happened, in order. A roll of the code is two events: the platform's 'dice-thrown' on the 'code'
 * channel with the values, for the coder only, then the public 'code-rolled' without them. A roll of the white
 * dice is one public 'dice-thrown' on the 'white' channel.
 */
export type MasterdiceEvent =
  | (DiceThrownEvent<'code'> & { readonly coder: Seat; readonly visibleTo: readonly Seat[] })
  | { readonly type: 'code-rolled'; readonly roll: number; readonly coder: Seat }
  | (DiceThrownEvent<'white'> & { readonly solver: Seat })
  | {
      readonly type: 'placed';
      readonly row: number;
      readonly placed: readonly (number | null)[];
      readonly feedback: Feedback;
    }
  | { readonly type: 'solved'; readonly result: GameResult }
  | { readonly type: 'game-started'; readonly gameIndex: number; readonly coder: Seat; readonly solver: Seat }
  | { readonly type: 'match-over'; readonly scores: readonly [number, number] }
  | { readonly type: 'rematch'; readonly match: number };

/** The solver's aid: possible codes left and, per colour, the values still possible. */
export interface SolverAid {
  readonly possible: number;
  /** Per column (blue, red, yellow, green) the sorted values still possible. Example: [[1,2],[4],[1,2,3,4,5,6],[6]]. */
  readonly values: readonly (readonly number[])[];
}

/** What one viewer sees. `code` is null for the solver and spectators until the reveal. */
export interface MasterdiceView {
  readonly game: 'masterdice';
  readonly options: MasterdiceOptions;
  readonly match: number;
  readonly gameIndex: number;
  readonly games: number;
  readonly coder: Seat;
  readonly solver: Seat;
  readonly phase: Phase;
  /** Whether the code dice lie behind the screen yet. */
  readonly codeRolled: boolean;
  /** The code, only for the coder, the broadcast feed, and everyone after the reveal (phase over / results). */
  readonly code: readonly number[] | null;
  readonly rows: readonly AttemptRow[];
  readonly roll: readonly number[] | null;
  readonly rollCount: number;
  readonly supply: number;
  readonly scores: readonly [number, number];
  readonly results: readonly GameResult[];
  readonly toAct: readonly Seat[];
  readonly outcome: Outcome | null;
  /** Present when the table option `aid` is on and the viewer is the solver. */
  readonly aid: SolverAid | null;
}
