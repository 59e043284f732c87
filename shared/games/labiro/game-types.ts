// Labiro as a game at the table: options, state, actions, events and the view (rules/labiro.md, issue 4).
// Towers are named by the index of the base they stand on (0–17) everywhere; seats by their index.
import type { ActionsOf, RngState, Seat } from '../../core/index.js';
import type { LabiroBoard } from './board.js';
import type { LabiroMap } from './map.js';
import type { PushRule, TurnStep } from './push.js';
import type { ObjectTile, RubyTile } from './types.js';

/** Tower turns a player may make in one turn (ordinary turns and rope climbs; pushed turns and the unlock key are free). */
export const TURNS_PER_TURN = 3;
/** Things (objects and ruby tiles together) a player may hold. */
export const HAND_LIMIT = 3;
/** Pawn spaces in a tower: a turn may not end in a tower holding this many other pawns. */
export const PAWN_SPACES = 2;

/**
 * Where the map comes from. Example: `{ kind: 'preset', name: 'flower' }`, `{ kind: 'random' }` (drawn with the
 * table's seed), `{ kind: 'custom', map: { name: 'mine', cells: [...] } }` (the lobby's editor).
 */
export type MapChoice =
  | { readonly kind: 'preset'; readonly name: string }
  | { readonly kind: 'random' }
  | { readonly kind: 'custom'; readonly map: LabiroMap };

/** Table options. Example: `{ map: { kind: 'preset', name: 'flower' }, order: 'seats', roundLimit: 0, push: 'mesh' }`. */
export interface LabiroOptions {
  readonly map: MapChoice;
  /** Turn order: 'seats' (seat 0 first, as the table creator arranged them) or 'random' (the server draws it). */
  readonly order: 'seats' | 'random';
  /**
   * [interpretation] Rounds after which the game ends with the most rubies in a chest winning (equal counts
   * share); 0: no limit, the rulebook's game. Lets a table (and random playouts) promise an end.
   */
  readonly roundLimit: number;
  /**
   * [interpretation] Which doors push when a tower turns (push.ts): 'mesh' (default) — meshed doors drag the
   * neighbour the other way, like gears; 'collide' — the spec's first wording, a door swinging onto a neighbour's
   * door pushes it away (measured to leave many pawns walled in for good).
   */
  readonly push: PushRule;
}

/** Where the game stands: players choose start towers in turn order, then play; then it is over. */
export type LabiroPhase = 'start' | 'play' | 'over';

/** One thing in a hand: an object tile or a ruby tile (face up beside the chest: public). */
export type HandItem =
  | { readonly kind: 'object'; readonly tile: ObjectTile }
  | { readonly kind: 'ruby'; readonly tile: RubyTile };

/** Names one thing in a hand in an action. Example: `{ kind: 'ruby', id: 5 }`. */
export interface ItemRef {
  readonly kind: 'object' | 'ruby';
  readonly id: number;
}

/** A used object its owner must still put away (rules: "then its owner puts it in an empty tower…"). */
export interface PendingPlacement {
  readonly seat: Seat;
  readonly tile: ObjectTile;
}

/** How the game ended. */
export interface LabiroResult {
  readonly winners: readonly Seat[];
  /** 'rubies': a chest beat what anyone else could still reach; 'all-in': every ruby is in a chest; 'round-limit': the table's limit ran out. */
  readonly reason: 'rubies' | 'all-in' | 'round-limit';
}

/** The whole game state (server only; views are cut from it). Plain JSON. */
export interface LabiroState {
  readonly options: LabiroOptions;
  readonly players: number;
  readonly rng: RngState;
  readonly map: LabiroMap;
  /** Bases, towers (with their current turns) and adjacency. */
  readonly board: LabiroBoard;
  /** The object tile in each tower, by base (null: none). Hidden unless `objectPublic[base]`. */
  readonly objects: readonly (ObjectTile | null)[];
  /** Whether the object in each tower is known to all (it was put there face up by a player). */
  readonly objectPublic: readonly boolean[];
  /** The ruby tile in each ruby tower, by base (null: none, or not a ruby tower). Always hidden until taken. */
  readonly rubyTiles: readonly (RubyTile | null)[];
  /** Private looks still valid: seat `seat` knows tile `tileId` lies in `tower` (dropped when that tower's object changes). */
  readonly looks: readonly { readonly seat: Seat; readonly tower: number; readonly tileId: number }[];
  /** Object and ruby tiles out of the game (empty tiles revealed, used tower keys, emptied ruby tiles), for accounting. */
  readonly discarded: readonly HandItem[];
  readonly phase: LabiroPhase;
  /** Seats in turn order. */
  readonly order: readonly Seat[];
  /** The seat whose turn it is (the one choosing a start tower in the start phase); null when over. */
  readonly turn: Seat | null;
  /** Completed turns so far (all players together), for the round limit and the log. */
  readonly turnCount: number;
  /** Each seat's pawn (base), null before it chose a start tower. */
  readonly pawns: readonly (number | null)[];
  /** Each seat's start tower (flag and chest), null before it chose. */
  readonly homes: readonly (number | null)[];
  /** Each seat's hand, at most HAND_LIMIT things. */
  readonly hands: readonly (readonly HandItem[])[];
  /** Ruby tiles in each seat's chest (safe). */
  readonly chests: readonly (readonly RubyTile[])[];
  /** Turns (ordinary turns and rope climbs) used in the current turn. */
  readonly turnsUsed: number;
  /** Object tile ids used in the current turn (each once). */
  readonly usedThisTurn: readonly number[];
  /** Used objects waiting to be put away, first one first; while any waits, only its owner acts (`place`). */
  readonly pending: readonly PendingPlacement[];
  readonly result: LabiroResult | null;
}

/** Every Labiro action type: the action union, the parser and the apply gates derive from this list. */
export const ACTION_TYPES = [
  'start',
  'move',
  'turn',
  'take',
  'look',
  'swap',
  'leave',
  'ruby',
  'unlock',
  'torch',
  'rope',
  'dagger',
  'place',
  'end',
] as const;

/**
 * Everything a seat can ask for. Towers by base index.
 * - `start`: choose a simple, untaken start tower (start phase); `take`: take its object at once.
 * - `move`: walk to any tower reachable now through communicating doors (the engine walks the shortest path).
 * - `turn`: turn one's own tower or a neighbour one step in its arrow's direction (costs one of the 3 turns).
 * - `take`: take the object in one's tower (hand below 3). `look`: look at it privately (hand full).
 * - `swap`: give one of one's objects for the tower's object (hand full). `leave`: put an object in a tower with none.
 * - `ruby`: take the tower's ruby tile with its key from one's hand (the key leaves the game).
 * - `unlock`, `torch`, `rope`, `dagger`: use that object (by tile id); `place`: put one's first pending used object away.
 * - `dagger.take`: the things the robber keeps (default: rubies first, then objects in hand order).
 * - `end`: end the turn (the tower must have a free pawn space).
 */
export type LabiroAction = ActionsOf<
  typeof ACTION_TYPES,
  {
    start: { readonly tower: number; readonly take?: boolean };
    move: { readonly to: number };
    turn: { readonly tower: number };
    swap: { readonly give: number };
    leave: { readonly object: number };
    unlock: { readonly object: number };
    torch: { readonly object: number; readonly tower: number };
    rope: { readonly object: number; readonly to: number };
    dagger: { readonly object: number; readonly victim: Seat; readonly take?: readonly ItemRef[] };
    place: { readonly tower: number };
  }
>;

/**
 * What happened, in order (the client animates a chain step by step from `turned.steps`). Events with
 * `visibleTo` reach only those seats (and the broadcast feed).
 */
export type LabiroEvent =
  | { readonly type: 'started'; readonly seat: Seat; readonly tower: number }
  | { readonly type: 'moved'; readonly seat: Seat; readonly path: readonly number[]; readonly rope?: boolean }
  | {
      readonly type: 'turned';
      readonly seat: Seat;
      readonly cause: 'turn' | 'unlock';
      readonly steps: readonly TurnStep[];
      readonly turnsUsed: number;
    }
  | { readonly type: 'taken'; readonly seat: Seat; readonly tower: number; readonly tile: ObjectTile }
  | { readonly type: 'looked'; readonly seat: Seat; readonly tower: number; readonly how: 'full-hand' | 'torch' }
  | {
      readonly type: 'seen';
      readonly seat: Seat;
      readonly tower: number;
      readonly tile: ObjectTile;
      readonly visibleTo: readonly Seat[];
    }
  | {
      readonly type: 'swapped';
      readonly seat: Seat;
      readonly tower: number;
      readonly gave: ObjectTile;
      readonly got: ObjectTile;
    }
  | { readonly type: 'left'; readonly seat: Seat; readonly tower: number; readonly tile: ObjectTile }
  | {
      readonly type: 'discarded';
      readonly seat: Seat;
      readonly item: HandItem;
      readonly why: 'empty-tile' | 'key-used' | 'empty-ruby' | 'no-room';
    }
  | {
      readonly type: 'ruby';
      readonly seat: Seat;
      readonly tower: number;
      readonly key: ObjectTile;
      readonly tile: RubyTile;
    }
  | { readonly type: 'deposited'; readonly seat: Seat; readonly tiles: readonly RubyTile[]; readonly chest: number }
  | { readonly type: 'used'; readonly seat: Seat; readonly tile: ObjectTile }
  | {
      readonly type: 'robbed';
      readonly seat: Seat;
      readonly victim: Seat;
      readonly items: readonly HandItem[];
      readonly armed: boolean;
    }
  | { readonly type: 'placed'; readonly seat: Seat; readonly tile: ObjectTile; readonly tower: number }
  | { readonly type: 'ended'; readonly seat: Seat; readonly next: Seat }
  | { readonly type: 'finished'; readonly result: LabiroResult };

/** A tower's content as a viewer sees it: nothing, a face-down tile, or a tile this viewer may see. */
export type SeenObject =
  | { readonly kind: 'none' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'tile'; readonly tile: ObjectTile };

/** One tower as a viewer sees it. */
export interface TowerView {
  /** The object in it: face down unless put there face up, or looked at by this viewer (`private`). */
  readonly object: SeenObject;
  /** True when the tile shown is known to this viewer alone (a private look). */
  readonly private: boolean;
  /** Ruby towers: whether the ruby tile is still inside (its value is never shown). */
  readonly rubyTile: boolean;
}

/** One seat as everyone sees it. */
export interface PlayerView {
  readonly pawn: number | null;
  readonly home: number | null;
  readonly hand: readonly HandItem[];
  /** Rubies in the chest. */
  readonly chest: number;
  /** Rubies this seat still needs in its chest to win at once, as the win rule stands now (for "needs 4"). */
  readonly needs: number;
}

/** What one viewer may see. Plain JSON. */
export interface LabiroView {
  readonly options: LabiroOptions;
  readonly players: number;
  readonly map: LabiroMap;
  /** Bases and towers with their turns (public: everyone sees the labyrinth). */
  readonly board: LabiroBoard;
  readonly towers: readonly TowerView[];
  readonly seats: readonly PlayerView[];
  readonly phase: LabiroPhase;
  readonly order: readonly Seat[];
  readonly turn: Seat | null;
  readonly turnCount: number;
  readonly turnsUsed: number;
  readonly usedThisTurn: readonly number[];
  readonly pending: readonly PendingPlacement[];
  /** Rubies not yet in any chest (in towers or carried). */
  readonly rubiesOut: number;
  /** Seats expected to act now (the shell's turn line). */
  readonly toAct: readonly Seat[];
  /** Rubies in each seat's chest, live (the score of the outcome once over). Example: [3, 0, 5]. */
  readonly scores: readonly number[];
  /** This viewer's seat, or null for spectators and the broadcast feed. */
  readonly you: Seat | null;
  readonly result: LabiroResult | null;
  /** Broadcast feed only: every tower's object and ruby tile (the omniscient view for streamers). */
  readonly secrets?: {
    readonly objects: readonly (ObjectTile | null)[];
    readonly rubyTiles: readonly (RubyTile | null)[];
  };
}
