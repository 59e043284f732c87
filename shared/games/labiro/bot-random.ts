// 'labiro/random': random among the legal actions its seat's view allows, ending the turn now and then so that
// games move on. For random playouts, tests and as a weak opponent; it never sees the state.
import { makeRng, mixSeed, nextFloat, nextInt, type Bot, type Seat } from '../../core/index.js';
import type { LabiroAction, LabiroView } from './game-types.js';
import { legalFromView } from './legal.js';

/** How often the random bot ends its turn when it may (otherwise it picks among the other legal actions). */
export const RANDOM_END_CHANCE = 0.2;

/**
 * Picks one action: 'end' with RANDOM_END_CHANCE when allowed, else a kind of action uniformly (move, turn, take,
 * rope…), then one of that kind uniformly — so rare objects get used as often as walks. Repeatable from `seed`.
 */
export function randomAction(view: LabiroView, seat: Seat, seed: number): LabiroAction {
  const legal = legalFromView(view, seat);
  const canEnd = legal.some((a) => a.type === 'end');
  const rest = legal.filter((a) => a.type !== 'end');
  let rng = makeRng(mixSeed(seed, seat, view.turnCount, view.turnsUsed));
  // biome-ignore lint/style/useConst: assigned once, but in one destructuring with rng, which is threaded and reassigned
  let r: number;
  [r, rng] = nextFloat(rng);
  if (canEnd && (rest.length === 0 || r < RANDOM_END_CHANCE)) return { type: 'end' };
  if (rest.length === 0) return { type: 'end' };
  const types = [...new Set(rest.map((a) => a.type))];
  let t: number;
  [t, rng] = nextInt(rng, 0, types.length - 1);
  const ofType = rest.filter((a) => a.type === types[t]);
  const [i] = nextInt(rng, 0, ofType.length - 1);
  return ofType[i]!;
}

/** The random bot. */
export const randomBot: Bot<LabiroView, LabiroAction> = {
  id: 'labiro/random',
  decide: randomAction,
};
