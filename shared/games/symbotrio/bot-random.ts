// 'symbotrio/random': a random legal bot, for random playouts, tests and as the weak opponent the thieves are
// measured against. It never sees the state, and needs no memory.
import { makeRng, mixSeed, nextInt, type Seat } from '../../core/index.js';
import type { SymbotrioAction, SymbotrioView } from './game-types.js';
import { legalFromView } from './legal.js';
import type { SymbotrioBot } from './bot-thief.js';

/** One random legal action for `seat`, repeatable from `seed`. */
export function randomAction(view: SymbotrioView, seat: Seat, seed: number): SymbotrioAction {
  const legal = legalFromView(view, seat);
  return legal[nextInt(makeRng(mixSeed(seed, seat, view.turnCount, view.tried.length)), 0, legal.length - 1)[0]]!;
}

/** The random bot. */
export const randomBot: SymbotrioBot = {
  id: 'symbotrio/random',
  decide: (view, seat, seed) => randomAction(view, seat, seed),
};
