// Masterdice bots: they decide from their seat's view, never from the hidden state.
import { mixSeed, makeRng, nextFloat, nextInt, rollDice, type Bot, type Seat } from '../../core/index.js';
import { canRoll, placementsFor } from './legal.js';
import { chooseSolverAction } from './solver.js';
import { COLOURS, type MasterdiceAction, type MasterdiceView } from './types.js';

/** Chance that the random bot starts another attempt rather than guessing, when it may. */
const RANDOM_ROLL_CHANCE = 0.75;

/** What a bot does when asked out of turn (the room asks only seats in `toAct`): a harmless request. */
function outOfTurn(view: MasterdiceView): MasterdiceAction {
  return view.phase === 'over' ? { type: 'rematch' } : { type: 'roll-code' };
}

/** The default bot: rolls the code as coder; as solver keeps the consistent codes and places to learn most. */
export const smartBot: Bot<MasterdiceView, MasterdiceAction> = {
  id: 'masterdice/smart',
  decide(view: MasterdiceView, seat: Seat, seed: number): MasterdiceAction {
    if (!view.toAct.includes(seat)) return outOfTurn(view);
    if (view.phase === 'code') return { type: 'roll-code' };
    return chooseSolverAction(view, seed);
  },
};

/** A bot of random legal actions (seeded): rolls 3 times in 4 when it may, places at random, guesses at random. */
export const randomBot: Bot<MasterdiceView, MasterdiceAction> = {
  id: 'masterdice/random',
  decide(view: MasterdiceView, seat: Seat, seed: number): MasterdiceAction {
    if (!view.toAct.includes(seat)) return outOfTurn(view);
    let rng = makeRng(mixSeed(seed, view.rollCount, view.rows.length));
    switch (view.phase) {
      case 'code':
        return { type: 'roll-code' };
      case 'place': {
        const options = placementsFor(view.roll ?? []);
        const [i] = nextInt(rng, 0, options.length - 1);
        return { type: 'place', placements: options[i] ?? [] };
      }
      default: {
        let chance: number;
        [chance, rng] = nextFloat(rng);
        if (canRoll(view) && chance < RANDOM_ROLL_CHANCE) return { type: 'roll' };
        const [code] = rollDice(rng, COLOURS.length);
        return { type: 'solve', code };
      }
    }
  },
};

/** Bots by preference: the first is the default for a bot seat. */
export const BOTS = [smartBot, randomBot] as const;
