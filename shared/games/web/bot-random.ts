// 'web/random': a random legal bot, for random playouts, tests and as the weak opponent the planning bot is
// measured against. Before playing it lays a random hand card on a random legal spot; after, it ends the turn now
// and then, else picks a kind of action (draw, buy, cable) uniformly, then one of that kind. It never sees the state.
import { makeRng, mixSeed, nextFloat, nextInt, type Bot, type Seat } from '../../core/index.js';
import type { WebAction, WebView } from './game-types.js';
import { legalFromView } from './legal.js';

/** How often the random bot ends its turn when it still has actions (otherwise it takes one). */
export const RANDOM_END_CHANCE = 0.2;

/** One random legal action for `seat`, repeatable from `seed` (see the file comment). */
export function randomAction(view: WebView, seat: Seat, seed: number): WebAction {
  const legal = legalFromView(view, seat);
  let rng = makeRng(mixSeed(seed, seat, view.turnCount, view.actionsLeft, view.played ? 1 : 0));
  const rest = legal.filter((a) => a.type !== 'end');
  if (rest.length === 0) return { type: 'end' };
  let r: number;
  if (!view.played) {
    // A card first (so each card of the hand is as likely, whatever its number of spots), then a spot.
    const cards = [...new Set(rest.flatMap((a) => (a.type === 'play' ? [a.card] : [])))];
    [r, rng] = nextInt(rng, 0, cards.length - 1);
    const spots = rest.filter((a) => a.type === 'play' && a.card === cards[r]);
    const [i] = nextInt(rng, 0, spots.length - 1);
    return spots[i]!;
  }
  [r, rng] = nextFloat(rng);
  if (r < RANDOM_END_CHANCE) return { type: 'end' };
  const types = [...new Set(rest.map((a) => a.type))];
  [r, rng] = nextInt(rng, 0, types.length - 1);
  const ofType = rest.filter((a) => a.type === types[r]);
  const [i] = nextInt(rng, 0, ofType.length - 1);
  return ofType[i]!;
}

/** The random bot. */
export const randomBot: Bot<WebView, WebAction> = {
  id: 'web/random',
  decide: randomAction,
};
