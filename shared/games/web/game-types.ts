// Web as a game at the table: options, state, actions, events and the view (rules/web.md, issue 9).
// Squares are [x, y] on the table's unbounded grid (x grows east, y grows south); seats are 0-based and a
// seat's cable colour is its seat number. Cards are named by id everywhere: a handle the table drew at setup
// (1–72, 0 the central server card) that tells nothing of a card's dots (rules/web.md: a front never tells its back).
import type { ActionsOf, BaseView, GridPoint, RngState, Seat } from '../../core/index.js';

/** The fewest and most seats at a Web table ([interpretation] 2–5): plain data in meta.ts, old names kept here. */
export { MAX_PLAYERS, MIN_PLAYERS } from './meta.js';
/** Cables of one colour in all ([interpretation]): CABLES_IN_FRONT in front, the rest in the shop. */
export const CABLES_PER_COLOUR = 30;
/** Cables each player starts with in front of him. */
export const CABLES_IN_FRONT = 3;
/** Cables one buy moves from the shop to the front (always this many at once). */
export const BUY_SIZE = 3;
/** The draw piles: 2 per shape, in SHAPES order (0–1 straight, 2–3 curve, 4–5 square). */
export const PILE_COUNT = 6;

/** A square of the table, [x, y] (x east, y south). Example: `[2, -1]`. */
export type XY = GridPoint;

/** The three card shapes: 1×3 straight, L of 3 (curve), 2×2 square. */
export const SHAPES = ['straight', 'curve', 'square'] as const;
/** One card shape. Example: `'curve'`. */
export type Shape = (typeof SHAPES)[number];

/**
 * Each shape's cells unturned, [x, y] with the box's north-west corner at [0, 0]; a front's `squares[i]` lies on
 * cell i. A card turned `rotation` quarter turns clockwise with its box's corner on [x, y] covers
 * `turnShape(SHAPE_CELLS[shape], rotation)` moved by [x, y] (shared/core/grid.ts), cell i still square i.
 * straight: W, middle, E; curve: the corner, its east arm, its south arm; square: NW, NE, SW, SE.
 */
export const SHAPE_CELLS: { readonly [S in Shape]: readonly (readonly [number, number])[] } = {
  straight: [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  curve: [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  square: [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
};

/** What a square of a card front shows. */
export const SQUARE_KINDS = ['open', 'computer', 'server'] as const;
/** One square kind. Example: `'computer'`. */
export type SquareKind = (typeof SQUARE_KINDS)[number];

/** One square of a card front, in its shape's cell order (SHAPE_CELLS). Example: `{ kind: 'computer', value: 3 }`. */
export interface CardSquare {
  readonly kind: SquareKind;
  /** A computer's value, 1–5; absent on open squares and servers. */
  readonly value?: number;
}

/**
 * A card's front, public wherever the card is (hand, pile top, table). `squares[i]` lies on the shape's cell i
 * (SHAPE_CELLS). Example: `{ id: 17, shape: 'curve', squares: [{ kind: 'open' }, { kind: 'computer', value: 2 }, { kind: 'server' }] }`.
 */
export interface CardFront {
  /**
   * The card's handle at this table: drawn with the table's generator at setup (1–72; 0 the central card), the same
   * from pile to hand to table, unrelated to the deck's order, a pile's order or the dots. Example: `17`.
   */
  readonly id: number;
  readonly shape: Shape;
  readonly squares: readonly CardSquare[];
}

/** A whole card: its front and its back's green dots (1–3 actions; 0 only on the central card). Example: `{ ...front, dots: 2 }`. */
export interface Card extends CardFront {
  readonly dots: number;
}

// ---- the spec's entry-point shapes (rules/web.md, "Entry points"): other code relies on these exact names ----

/** A card square as it lies on the table. Example: `{ x: 1, y: 0, kind: 'computer', value: 4 }`. */
export type WebSquare = { x: number; y: number; kind: 'open' | 'computer' | 'server'; value?: number };

/** A cable on the side between squares a and b; colour = the owner's seat. Example: `{ a: [0, 0], b: [1, 0], colour: 2 }`. */
export type WebCable = { a: [number, number]; b: [number, number]; colour: number };

/** The table as the cable rules see it: card squares, obstacles, cables. */
export type WebTable = { squares: WebSquare[]; obstacles: [number, number][]; cables: WebCable[] };

// ---- the table game -------------------------------------------------------------------------------------------

/**
 * Table options. Example: `{ obstacles: [[3, 1], [-2, 2]], randomObstacles: 4 }` — two placed by the creator
 * and four more drawn with the table's seed near the centre (never on or beside the central card).
 */
export interface WebOptions {
  /** Obstacles the creator placed in the lobby (distinct squares, not on the central card). */
  readonly obstacles: readonly XY[];
  /** How many more obstacles to draw at random near the centre (0: none). */
  readonly randomObstacles: number;
}

/**
 * A card on the table. `rotation`: quarter turns clockwise (0–3); `x, y`: the north-west corner of the turned
 * card's bounding box; `squares`: where each front square lies now (in the front's order), so
 * `squares[i]` is front square i. `dots` are public once played (0 for the central card).
 * Example: `{ id: 17, shape: 'curve', rotation: 1, x: 2, y: -1, dots: 2, squares: [{ x: 3, y: -1, kind: 'open' }, …] }`.
 */
export interface PlacedCard {
  readonly id: number;
  readonly shape: Shape;
  readonly rotation: number;
  readonly x: number;
  readonly y: number;
  readonly squares: readonly WebSquare[];
  readonly dots: number;
}

/** One draw pile: its shape and its cards, top first (hidden order; the view shows the count and the top front). */
export interface Pile {
  readonly shape: Shape;
  readonly cards: readonly Card[];
}

/** Where the game stands: 'play' while turns go on, 'over' at the end. */
export type WebPhase = 'play' | 'over';

/**
 * How the game ended. 'pile-empty': a draw took a pile's last card (`pile` says which); 'one-left': at most one
 * player still has cards; 'blocked' ([interpretation]): a whole round of players could lay no card anywhere.
 */
export interface WebResult {
  readonly reason: 'pile-empty' | 'one-left' | 'blocked';
  readonly pile?: number;
  readonly winners: readonly Seat[];
  readonly scores: readonly number[];
}

/**
 * A seat's score with its parts. Example: `{ computers: 9, connected: [[1, 0], [4, 2]], cards: 2, total: 7 }`
 * (computer values 4 + 5 joined by its cables, minus 2 cards in hand).
 */
export interface ScoreParts {
  /** The sum of the values of the computers its cables join. */
  readonly computers: number;
  /** Those computers' squares (the end screen lights them). */
  readonly connected: readonly XY[];
  /** Cards still in hand: −1 each. */
  readonly cards: number;
  readonly total: number;
}

/** The whole game state (server only; views are cut from it). Plain JSON. */
export interface WebState {
  readonly options: WebOptions;
  readonly players: number;
  readonly rng: RngState;
  /** Cards on the table in the order played; the central server card (id 0) first. */
  readonly table: readonly PlacedCard[];
  /** All obstacles (the creator's and the random ones). Example: `[[3, 1], [-2, 2]]`. */
  readonly obstacles: readonly XY[];
  /** Cables on the table, in the order laid; `a` is the lesser square (x, then y). */
  readonly cables: readonly WebCable[];
  /** The six piles (PILE_COUNT), 2 per shape in SHAPES order. */
  readonly piles: readonly Pile[];
  /** Each seat's hand, in the order received. */
  readonly hands: readonly (readonly Card[])[];
  /** Cables in front of each seat (ready to lay). Example: `[3, 1]`. */
  readonly front: readonly number[];
  /** Cables left in each seat's shop. Example: `[27, 24]`. */
  readonly shop: readonly number[];
  /** Seats out of the game (started a turn with no cards). */
  readonly out: readonly boolean[];
  /** The seat whose turn it is; null when over. Turns go clockwise: seat + 1. */
  readonly turn: Seat | null;
  /** Completed turns so far (all players together). */
  readonly turnCount: number;
  /** The card played this turn and its dots, or null before the turn's card is played. */
  readonly played: { readonly card: number; readonly dots: number } | null;
  /** Actions left this turn (the played card's dots minus those taken); 0 before playing. */
  readonly actionsLeft: number;
  /** Consecutive turns passed because no card of the hand fitted anywhere ('blocked' end once all pass). */
  readonly passes: number;
  readonly phase: WebPhase;
  readonly result: WebResult | null;
}

/** Every action type, one list (parseAction and apply check against it). */
export const ACTION_TYPES = ['play', 'draw', 'buy', 'cable', 'end'] as const;

/**
 * Everything a seat can ask for.
 * - `play`: lay card `card` from hand turned `rotation` (quarter turns 0–3, or degrees: a multiple of 90) with
 *   its turned bounding box's north-west corner on [x, y]. First thing in every turn.
 *   Example: `{ type: 'play', card: 17, rotation: 1, x: 2, y: -1 }`.
 * - `draw`: take the top card of pile 0–5 (an action). Example: `{ type: 'draw', pile: 3 }`.
 * - `buy`: move BUY_SIZE cables from the shop to the front (an action).
 * - `cable`: lay a cable from the front on the side between squares a and b (an action).
 *   Example: `{ type: 'cable', a: [0, 0], b: [0, 1] }`.
 * - `end`: end the turn, giving up the unused actions; before playing only when no card of the hand fits anywhere.
 */
export type WebAction = ActionsOf<
  typeof ACTION_TYPES,
  {
    play: { readonly card: number; readonly rotation: number; readonly x: number; readonly y: number };
    draw: { readonly pile: number };
    cable: { readonly a: XY; readonly b: XY };
  }
>;

/**
 * What happened, in order (animation and the log). Events with `visibleTo` reach only those seats.
 * - `played`: the card as it now lies (dots revealed). `drew`: the front taken from a pile (public);
 *   `drewDots`: its dots, to its owner only. `bought`: the seat's new front and shop counts.
 * - `cabled`: a cable laid; `points` is the value of the computer it joined (0 if none). `ended`: the turn passed
 *   (`lost`: unused actions; `passed`: no card fitted). `out`: a seat started a turn with no cards.
 * - `finished`: the game ended (final scores and parts).
 */
export type WebEvent =
  | { readonly type: 'played'; readonly seat: Seat; readonly card: PlacedCard; readonly actionsLeft: number }
  | {
      readonly type: 'drew';
      readonly seat: Seat;
      readonly pile: number;
      readonly card: CardFront;
      readonly left: number;
    }
  | {
      readonly type: 'drewDots';
      readonly seat: Seat;
      readonly card: number;
      readonly dots: number;
      readonly visibleTo: readonly Seat[];
    }
  | { readonly type: 'bought'; readonly seat: Seat; readonly front: number; readonly shop: number }
  | {
      readonly type: 'cabled';
      readonly seat: Seat;
      readonly cable: WebCable;
      readonly points: number;
      readonly computer: XY | null;
    }
  | {
      readonly type: 'ended';
      readonly seat: Seat;
      readonly next: Seat | null;
      readonly lost: number;
      readonly passed: boolean;
    }
  | { readonly type: 'out'; readonly seat: Seat }
  | { readonly type: 'finished'; readonly result: WebResult; readonly parts: readonly ScoreParts[] };

/** A hand card as a viewer sees it: the front always; `dots` only for its owner (null for everyone else). */
export interface HandCardView extends CardFront {
  readonly dots: number | null;
}

/** A pile as everyone sees it: shape, how many cards, the top card's front (never dots, never the order below). */
export interface PileView {
  readonly shape: Shape;
  readonly count: number;
  readonly top: CardFront | null;
}

/** One seat as a viewer sees it. Example: `{ hand: [...], front: 3, shop: 27, out: false, score: {...} }`. */
export interface SeatView {
  /** Fronts for all; dots only in the owner's own view. */
  readonly hand: readonly HandCardView[];
  readonly front: number;
  readonly shop: number;
  readonly out: boolean;
  /** Live score with its parts (final once over). */
  readonly score: ScoreParts;
}

/** What one viewer may see. Plain JSON; never the generator, never a pile's order, never a dot not one's own. */
export interface WebView extends BaseView {
  readonly options: WebOptions;
  readonly players: number;
  /** Cards as they lie, dots public (the central card first). */
  readonly table: readonly PlacedCard[];
  readonly obstacles: readonly XY[];
  readonly cables: readonly WebCable[];
  /** Every hole of the table now (empty squares no card can ever cover; cables may end there). */
  readonly holes: readonly XY[];
  readonly piles: readonly PileView[];
  readonly seats: readonly SeatView[];
  readonly phase: WebPhase;
  readonly turn: Seat | null;
  readonly turnCount: number;
  /** The card played this turn and its dots, or null before playing. */
  readonly played: { readonly card: number; readonly dots: number } | null;
  readonly actionsLeft: number;
  /** This viewer's seat, or null for spectators and the broadcast feed. */
  readonly you: Seat | null;
  readonly result: WebResult | null;
}
