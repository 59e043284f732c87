// The start of a Web game (rules/web.md, "Set-up" and the obstacle variant): the central server card, obstacles
// (the creator's and N random ones near the centre), each shape shuffled, one card of each shape dealt to every
// player, six piles of the rest, 3 cables in front and 27 in the shop, the starting player. Every card gets an
// opaque handle (its `id` at this table), drawn apart from the shuffles, so that a handle tells nothing of the
// card's dots nor of its place in the deck or a pile. A table stored before issue 26 (isLegacySeed) deals the first
// deck under its own ids instead, drawing as it always did, so that its log replays exactly. All randomness comes
// from the table's seed and stays in the state.
import {
  isLegacySeed,
  makeRng,
  nextInt,
  ok,
  packPoint,
  shuffle,
  type Result,
  type RngState,
  type Seat,
  type Seed,
  type SetupInput,
} from '../../core/index.js';
import { CENTRAL_CARD, DECK } from './deck.js';
import { LEGACY_DECK } from './deck-legacy.js';
import { refuse } from './errors.js';
import {
  CABLES_IN_FRONT,
  CABLES_PER_COLOUR,
  MAX_PLAYERS,
  MIN_PLAYERS,
  SHAPES,
  type Card,
  type Pile,
  type WebOptions,
  type WebState,
  type XY,
} from './game-types.js';
import { CENTRAL_SQUARES, parseOptions } from './parse.js';
import { placeCard } from './shapes.js';

/** Random obstacles fall in a box around the centre: |x| ≤ RANDOM_BOX_X … */
export const RANDOM_BOX_X = 5;
/** … and |y| ≤ RANDOM_BOX_Y (11 × 9 squares, the central card and its side neighbours left free). */
export const RANDOM_BOX_Y = 4;

/** The central card as it starts: lying east–west, its server on [0, 0]. */
export const CENTRAL_PLACED = placeCard(CENTRAL_CARD, 0, -1, 0);

/**
 * `count` random obstacles near the centre, none on a square in `taken`, none on the central card or beside it
 * (so the first card always has room), drawn with the generator.
 */
export function randomObstacles(rng: RngState, count: number, taken: readonly XY[]): [XY[], RngState] {
  if (count <= 0) return [[], rng];
  const banned = new Set(taken.map(([x, y]) => packPoint(x, y)));
  for (const [x, y] of CENTRAL_SQUARES)
    for (const [dx, dy] of [
      [0, 0],
      [0, -1],
      [0, 1],
      [-1, 0],
      [1, 0],
    ] as const)
      banned.add(packPoint(x + dx, y + dy));
  const free: XY[] = [];
  for (let y = -RANDOM_BOX_Y; y <= RANDOM_BOX_Y; y++) {
    for (let x = -RANDOM_BOX_X; x <= RANDOM_BOX_X; x++) if (!banned.has(packPoint(x, y))) free.push([x, y]);
  }
  const [mixed, next] = shuffle(rng, free);
  return [mixed.slice(0, count), next];
}

/**
 * The deck's cards with their handles at this table: ids 1–72 in an order drawn with the generator, apart from
 * the shuffles that deal them, so a handle says nothing a front does not (rules/web.md: a front never tells its back).
 */
function dealHandles(rng: RngState): [Card[], RngState] {
  const [handles, next] = shuffle(
    rng,
    DECK.map((_, i) => i + 1),
  );
  return [DECK.map((c, i) => ({ id: handles[i]!, ...c })), next];
}

/**
 * The cards a table deals: the deck with handles drawn now; at a table stored before issue 26 the first deck with
 * its fixed ids, and no draw (its setup drew none).
 */
function tableDeck(seed: Seed, rng: RngState): [readonly Card[], RngState] {
  return isLegacySeed(seed) ? [LEGACY_DECK, rng] : dealHandles(rng);
}

/** Each shape's rest split into two piles as evenly as possible (the first one takes the odd card). */
export function makePiles(byShape: readonly (readonly Card[])[]): Pile[] {
  return SHAPES.flatMap((shape, i) => {
    const rest = byShape[i]!;
    const half = Math.ceil(rest.length / 2);
    return [
      { shape, cards: rest.slice(0, half) },
      { shape, cards: rest.slice(half) },
    ];
  });
}

/** The number of computer squares on a hand's cards (the starting player has the fewest). */
export const computersIn = (hand: readonly Card[]): number =>
  hand.reduce((n, c) => n + c.squares.filter((s) => s.kind === 'computer').length, 0);

/** The starting player: the fewest computers in hand, a tie settled by the generator (a coin toss). */
export function startingSeat(hands: readonly (readonly Card[])[], rng: RngState): [Seat, RngState] {
  const counts = hands.map(computersIn);
  const least = Math.min(...counts);
  const tied = counts.flatMap((n, s) => (n === least ? [s] : []));
  if (tied.length === 1) return [tied[0]!, rng];
  const [i, next] = nextInt(rng, 0, tied.length - 1);
  return [tied[i]!, next];
}

/** Builds the game from the table's seed; the generator lives in the state from here on. */
export function setup(input: SetupInput<WebOptions>): Result<WebState> {
  const parsed = parseOptions(input.options);
  if (!parsed.ok) return parsed;
  const options = parsed.value;
  const { players } = input;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) return refuse('badPlayers');
  let rng = makeRng(input.seed);
  // biome-ignore lint/style/useConst: assigned once, but in one destructuring with rng, which is threaded and reassigned
  let extra: XY[];
  [extra, rng] = randomObstacles(rng, options.randomObstacles, options.obstacles);
  let deck: readonly Card[];
  [deck, rng] = tableDeck(input.seed, rng);
  const byShape: Card[][] = [];
  for (const shape of SHAPES) {
    let cards: Card[];
    [cards, rng] = shuffle(
      rng,
      deck.filter((c) => c.shape === shape),
    );
    byShape.push(cards);
  }
  const hands: Card[][] = Array.from({ length: players }, () => byShape.map((cards) => cards.shift()!));
  // biome-ignore lint/style/useConst: assigned once, but in one destructuring with rng, which is threaded and reassigned
  let turn: Seat;
  [turn, rng] = startingSeat(hands, rng);
  const none = <T>(v: T): T[] => Array.from({ length: players }, () => v);
  return ok({
    options,
    players,
    rng,
    table: [CENTRAL_PLACED],
    obstacles: [...options.obstacles, ...extra],
    cables: [],
    piles: makePiles(byShape),
    hands,
    front: none(CABLES_IN_FRONT),
    shop: none(CABLES_PER_COLOUR - CABLES_IN_FRONT),
    out: none(false),
    turn,
    turnCount: 0,
    played: null,
    actionsLeft: 0,
    passes: 0,
    phase: 'play',
    result: null,
  });
}
