// Symbotrio as a game at the table: signs, cards, options, state, actions, events and the view
// (rules/symbotrio.md, issue 10). Squares keep their id (0–11, row-major on the unturned 3 × 4 board) however the
// board is turned; actions name a square by where it sits on the table now (row, col), so a turn changes which
// square a click reaches.
import type { ActionsOf, BaseView, RngState, Seat } from '../../core/index.js';

/** The fewest and most seats ([interpretation] 2–6): plain data in meta.ts, their old names kept here. */
export { MAX_PLAYERS, MIN_PLAYERS } from './meta.js';
/** Rows and columns of the unturned board. */
export const BOARD_ROWS = 3;
export const BOARD_COLS = 4;
/** Squares turned up in one try at most. */
export const MAX_FLIPS = 3;

/** The three colours ([interpretation]). */
export const COLOURS = ['red', 'blue', 'yellow'] as const;
/** The three arrow sizes ([interpretation]). */
export const SIZES = ['small', 'medium', 'large'] as const;
/** The six cuts. */
export const CUTS = ['triangle', 'rhombus', 'square', 'rectangle', 'circle', 'semicircle'] as const;
/** Every sign, one per square: 3 colours, 3 sizes, 6 cuts. */
export const SIGNS = [...COLOURS, ...SIZES, ...CUTS] as const;
/** One square's sign. Example: `'circle'`. */
export type Sign = (typeof SIGNS)[number];
/** A gem: the three signs a card asks for. Example: `{ colour: 'red', size: 'large', cut: 'circle' }`. */
export interface Gem {
  readonly colour: (typeof COLOURS)[number];
  readonly size: (typeof SIZES)[number];
  readonly cut: (typeof CUTS)[number];
}

/** The five card kinds. */
export const CARD_KINDS = ['gem', 'code', 'prisoner', 'loot', 'trickster'] as const;
/** One card kind. */
export type CardKind = (typeof CARD_KINDS)[number];
/** A card; gem and code cards carry their gem. Example: `{ id: 3, kind: 'gem', gem: {…} }`. */
export interface Card {
  readonly id: number;
  readonly kind: CardKind;
  readonly gem?: Gem;
}

/**
 * Table options: the easy variant (no code cards), the short game ([interpretation] a small deck: board.ts
 * SHORT_DECK; present only when on, so a table made before it keeps its options as they were) and who starts
 * (a seat, or 'random').
 */
export interface SymbotrioOptions {
  readonly easy: boolean;
  readonly short?: boolean;
  readonly first: Seat | 'random';
}

/** What the seat on turn must do now: turn up a card, pick a trickster's draw, or crack a code. */
export type SymbotrioPhase = 'draw' | 'trick' | 'crack' | 'over';

/** A trickster's play in progress: whom he draws from, the tricksters at stake, the drawn card being cracked. */
export interface Trick {
  /** The opponent drawn from (null until the first draw is picked). */
  readonly target: Seat | null;
  readonly tricksters: readonly Card[];
  readonly drawn: Card | null;
}

/** One square turned face up, as every seat saw it: which square, its sign, on which turn (server only). */
export interface Reveal {
  readonly square: number;
  readonly sign: Sign;
  readonly turnCount: number;
}

/** The final result: won cards per seat and the winners (all who share the most). */
export interface SymbotrioResult {
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
}

/** The whole state (server only: the signs, the deck order and the reveals never leave it whole). */
export interface SymbotrioState {
  readonly players: number;
  readonly options: SymbotrioOptions;
  readonly rng: RngState;
  /** Each square's sign, by square id. */
  readonly signs: readonly Sign[];
  /** Quarter turns clockwise of the board, 0–3. */
  readonly boardTurn: number;
  /** The deck, top first. */
  readonly deck: readonly Card[];
  /** Each seat's open card (null: none, he turns one up next). */
  readonly open: readonly (Card | null)[];
  /**
   * Each seat's face-down won pile: a won card goes on top (the end); a trickster's draw shuffles the pile from
   * the generator first (rules-cards.ts drawBlind), so its order is never anyone's knowledge and no view shows it.
   */
  readonly won: readonly (readonly Card[])[];
  readonly phase: SymbotrioPhase;
  readonly turn: Seat;
  /** Turns begun so far (the bots' clock). */
  readonly turnCount: number;
  /** Square ids turned up in this try, in order. */
  readonly flipped: readonly number[];
  readonly trick: Trick | null;
  /** Every square ever turned up (what every seat saw), for the bots' memory; never in a view. */
  readonly reveals: readonly Reveal[];
  readonly result: SymbotrioResult | null;
  /**
   * A trickster's draw is blind (the pile shuffled as he draws, rules-cards.ts): set at setup on every table but
   * one stored before issue 26 (isLegacySeed), which draws the named place of the pile as it lies, as it was played;
   * absent there, so such a table's state is exactly the one it always had.
   */
  readonly blindDraw?: true;
}

/** The action types, one list: the union and the parser come from it. */
export const ACTION_TYPES = ['draw', 'flip', 'stop', 'steal'] as const;
/**
 * An action: turn up a card; turn a square (where it sits now); end the try; draw from an opponent's pile. A
 * steal's `index` (0 … count − 1) names a place in the target's pile as it is shuffled at the draw: a blind pick.
 */
export type SymbotrioAction = ActionsOf<
  typeof ACTION_TYPES,
  {
    flip: { readonly row: number; readonly col: number };
    steal: { readonly target: Seat; readonly index: number };
  }
>;

/** What happened, in order. `flipped` carries the sign but never the square: the log must not pair them. */
export type SymbotrioEvent =
  | { readonly type: 'drew'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'reshuffled'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'boardTurned'; readonly boardTurn: number }
  | { readonly type: 'flipped'; readonly seat: Seat; readonly sign: Sign; readonly count: number }
  | {
      readonly type: 'tried';
      readonly seat: Seat;
      readonly signs: readonly Sign[];
      readonly cracked: boolean;
      readonly stopped: boolean;
    }
  | { readonly type: 'won'; readonly seat: Seat; readonly cards: readonly Card[]; readonly from: Seat | null }
  | { readonly type: 'prisoner'; readonly seat: Seat }
  /** The drawn card is shown to everyone; `index` is the place he named, which says nothing of the card. */
  | { readonly type: 'stole'; readonly seat: Seat; readonly target: Seat; readonly index: number; readonly card: Card }
  | { readonly type: 'trickFailed'; readonly seat: Seat; readonly target: Seat; readonly cards: readonly Card[] }
  | { readonly type: 'skipped'; readonly seat: Seat }
  | { readonly type: 'finished'; readonly result: SymbotrioResult };

/** A square as a view shows it: its id, where it sits now, its sign only while face up. */
export interface SquareView {
  readonly id: number;
  readonly row: number;
  readonly col: number;
  readonly sign: Sign | null;
}

/** A seat as a view shows it: open card, won count, the won cards to their owner only (sorted by id), gem cards won. */
export interface SeatView {
  readonly open: Card | null;
  readonly wonCount: number;
  readonly gemsWon: number;
  readonly won: readonly Card[] | null;
}

/** What one viewer sees (rules/symbotrio.md, "What each seat may see"). */
export interface SymbotrioView extends BaseView {
  readonly players: number;
  readonly options: SymbotrioOptions;
  readonly phase: SymbotrioPhase;
  readonly turn: Seat;
  readonly turnCount: number;
  readonly boardTurn: number;
  readonly rows: number;
  readonly cols: number;
  readonly squares: readonly SquareView[];
  readonly deckCount: number;
  readonly seats: readonly SeatView[];
  /** The signs turned in this try, in order. */
  readonly tried: readonly Sign[];
  /** Whether this try can no longer crack the card (a wrong sign is up): the player may as well stop. */
  readonly failed: boolean;
  /** The card being cracked now (his open card or a trickster's drawn card), or null. */
  readonly cracking: Card | null;
  readonly trick: Trick | null;
  readonly you: Seat | null;
  readonly result: SymbotrioResult | null;
}
