// The table at the start: the signs shuffled face down into the grid, the cards into a deck, one gem card open
// before each player, the first player (the creator's pick or drawn by lot). [interpretation] A player's
// starting card is the first plain gem card from the top, so nobody starts on a trickster, prisoner or code.
// Every table draws blind from a won pile except one stored before issue 26 (isLegacySeed), which keeps its rule.
import {
  isLegacySeed,
  makeRng,
  nextInt,
  ok,
  shuffle,
  type Result,
  type Seat,
  type SetupInput,
} from '../../core/index.js';
import { fullDeck } from './board.js';
import { refuse } from './errors.js';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  SIGNS,
  type Card,
  type Sign,
  type SymbotrioOptions,
  type SymbotrioState,
} from './game-types.js';
import { parseOptions } from './parse.js';

/** Builds the initial state; randomness comes only from the seed. */
export function setup(input: SetupInput<SymbotrioOptions>): Result<SymbotrioState> {
  const { players } = input;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) return refuse('badPlayers');
  const parsed = parseOptions(input.options);
  if (!parsed.ok) return parsed;
  const options = parsed.value;
  if (options.first !== 'random' && options.first >= players)
    return refuse('badOptions', `first must be a seat from 0 to ${players - 1}.`);
  let rng = makeRng(input.seed);
  let signs: Sign[], deck: Card[];
  [signs, rng] = shuffle(rng, SIGNS);
  [deck, rng] = shuffle(rng, fullDeck(options.easy, options.short === true));
  const open: Card[] = [];
  for (let s = 0; s < players; s++) {
    const i = deck.findIndex((c) => c.kind === 'gem');
    open.push(deck[i]!);
    deck.splice(i, 1);
  }
  let turn: Seat;
  if (options.first === 'random') [turn, rng] = nextInt(rng, 0, players - 1);
  else turn = options.first;
  return ok({
    players,
    options,
    rng,
    signs,
    boardTurn: 0,
    deck,
    open,
    won: open.map(() => []),
    phase: 'crack',
    turn,
    turnCount: 0,
    flipped: [],
    trick: null,
    reveals: [],
    result: null,
    ...(isLegacySeed(input.seed) ? {} : { blindDraw: true as const }),
  });
}
