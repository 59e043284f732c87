// What Symbotrio's controls derive from a view: whose moment it is; the Turn-up-a-card button; the keypad as it
// lies now (a letter per place, each square's button on exactly when the engine lets this seat flip it); the
// Stop button once a square is up (urgent when the try has failed); the trickster's picker (opponents, then the
// cards of the chosen pile). A button is on exactly when the engine's own list (legalFromView) holds its action;
// an off button names the refusal code the server would answer, or a choice of the panel itself. Pure, and
// built from the view alone: it can never show a sign the view does not show now.
import type { Seat } from '../../../shared/core/index.js';
import {
  type SymbotrioErrorCode,
  MAX_FLIPS,
  type Card,
  type Sign,
  type SymbotrioAction,
  type SymbotrioView,
} from '../../../shared/games/symbotrio/index.js';
import { flipAt, pickerTarget, stealAt, stealChoices } from './intents.js';
import { squareLetter } from './keys.js';

/** Why a button is off that no engine code says: a choice of the panel (keys under `why.` in the strings). */
export const UI_REASONS = ['same-opponent'] as const;

/** One reason a button is off: the engine's refusal code (translated under `errors.`), or a panel reason. */
export type Reason = SymbotrioErrorCode | (typeof UI_REASONS)[number];

/** A button's state: enabled, or off with the reason. */
export interface Btn {
  readonly enabled: boolean;
  readonly reason: Reason | null;
}

const ON: Btn = { enabled: true, reason: null };
const off = (reason: Reason): Btn => ({ enabled: false, reason });

/**
 * Where the table stands for this viewer. 'draw': your turn, turn up a card; 'crack': your turn, turn squares
 * or stop; 'trick': your trickster, pick a card from an opponent's pile; 'wait': another player's turn;
 * 'watch': a spectator; 'over': the end.
 */
export type Moment = 'draw' | 'crack' | 'trick' | 'wait' | 'watch' | 'over';

/** The moment for `seat` (null: spectator). */
export function momentOf(view: Pick<SymbotrioView, 'phase' | 'turn'>, seat: Seat | null): Moment {
  if (view.phase === 'over') return 'over';
  if (seat === null) return 'watch';
  if (view.turn !== seat) return 'wait';
  return view.phase;
}

/** One place of the keypad as it lies now: its letter, the sign while face up (else null), its button. */
export interface Place {
  readonly row: number;
  readonly col: number;
  readonly letter: string;
  readonly sign: Sign | null;
  readonly flip: Btn;
}

/** The Stop button: whether it shows (a square is up), what it says, and whether the try has failed (say it loud). */
export interface StopBtn extends Btn {
  readonly shown: boolean;
  /** 'stop': squares may still be turned; 'end': three are up, the try ends. */
  readonly label: 'stop' | 'end';
  readonly failed: boolean;
}

/** One opponent in the trickster's picker: his seat, his pile's size, and whether he may be drawn from. */
export interface Opponent {
  readonly seat: Seat;
  readonly wonCount: number;
  readonly gemsWon: number;
  readonly btn: Btn;
}

/** The trickster's picker: the opponents, the one chosen (or the only one), and that pile's face-down cards. */
export interface Picker {
  readonly opponents: readonly Opponent[];
  readonly target: Seat | null;
  /** A second trickster draws from the same opponent (no other choice). */
  readonly fixed: boolean;
  /** One button per card of the chosen pile, by index (all face down). */
  readonly cards: readonly Btn[];
}

/** Everything the controls show for one viewer. */
export interface ControlsModel {
  readonly moment: Moment;
  /** The seat on turn (null once over). */
  readonly actor: Seat | null;
  readonly draw: Btn;
  /** The board as it lies now, row by row (rows × cols places). */
  readonly places: readonly (readonly Place[])[];
  readonly stop: StopBtn;
  /** The trickster's picker (null outside the trickster's moment). */
  readonly picker: Picker | null;
  /** The card being cracked (open card or a trickster's drawn card), the signs up in this try, how many may still be turned. */
  readonly cracking: Card | null;
  readonly tried: readonly Sign[];
  readonly left: number;
}

/** The off reason of the flip at a place the engine does not list (it is up, or three are up already). */
function flipReason(view: SymbotrioView, sign: Sign | null): Reason {
  if (view.tried.length >= MAX_FLIPS) return 'symbotrio/fourth-square';
  if (sign !== null) return 'symbotrio/already-up';
  return view.phase === 'crack' ? 'symbotrio/not-your-turn' : 'symbotrio/wrong-phase';
}

/**
 * The controls for `seat` (null: spectator) from the view, the engine's legal actions for that seat
 * (`legalFromView(view, seat)`; empty for a spectator) and the picker's chosen opponent (the store's `target`).
 */
export function controlsModel(
  view: SymbotrioView,
  seat: Seat | null,
  legal: readonly SymbotrioAction[],
  chosen: Seat | null,
): ControlsModel {
  const moment = momentOf(view, seat);
  const mine = moment === 'draw' || moment === 'crack' || moment === 'trick';
  const grid: Place[][] = Array.from({ length: view.rows }, () => []);
  for (const q of [...view.squares].sort((a, b) => a.row - b.row || a.col - b.col)) {
    const listed = flipAt(legal, q.row, q.col) !== null;
    grid[q.row]!.push({
      row: q.row,
      col: q.col,
      letter: squareLetter(q.row, q.col, view.cols),
      sign: q.sign,
      flip: listed ? ON : off(mine ? flipReason(view, q.sign) : 'symbotrio/not-your-turn'),
    });
  }
  const stopListed = legal.some((a) => a.type === 'stop');
  return {
    moment,
    actor: view.phase === 'over' ? null : view.turn,
    draw: legal.some((a) => a.type === 'draw') ? ON : off(mine ? 'symbotrio/wrong-phase' : 'symbotrio/not-your-turn'),
    places: grid,
    stop: {
      ...(stopListed ? ON : off(mine ? 'symbotrio/wrong-phase' : 'symbotrio/not-your-turn')),
      shown: moment === 'crack' && view.tried.length > 0,
      label: view.tried.length >= MAX_FLIPS ? 'end' : 'stop',
      failed: view.failed,
    },
    picker: moment === 'trick' ? pickerOf(view, seat!, legal, chosen) : null,
    cracking: view.cracking,
    tried: view.tried,
    left: view.phase === 'crack' ? MAX_FLIPS - view.tried.length : 0,
  };
}

/** The trickster's picker for `seat`: every opponent (on when listed), then the chosen pile's cards. */
function pickerOf(view: SymbotrioView, seat: Seat, legal: readonly SymbotrioAction[], chosen: Seat | null): Picker {
  const choices = stealChoices(legal);
  const fixed = view.trick?.target ?? null;
  const opponents = view.seats.flatMap((s, o): Opponent[] =>
    o === seat
      ? []
      : [
          {
            seat: o,
            wonCount: s.wonCount,
            gemsWon: s.gemsWon,
            btn: choices.has(o) ? ON : off(fixed !== null ? 'same-opponent' : 'symbotrio/bad-target'),
          },
        ],
  );
  const target = pickerTarget(choices, chosen);
  const count = target === null ? 0 : (view.seats[target]?.wonCount ?? 0);
  const cards = Array.from({ length: count }, (_, i) => (stealAt(legal, target!, i) ? ON : off('symbotrio/bad-index')));
  return { opponents, target, fixed: fixed !== null, cards };
}

/** The i18n key of a reason: engine codes under `errors.`, the panel's own under `why.`. */
export function reasonKey(reason: Reason): string {
  return reason.includes('/') ? `errors.${reason}` : `why.${reason}`;
}
