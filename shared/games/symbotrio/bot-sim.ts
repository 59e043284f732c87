// Whole Symbotrio games between bots, each decision through the platform's one bot path (`botDecision`: the
// seat's view plus the engine's botMemory, as the server room plays a bot seat): the bots test and bench use it.
import { botDecision, mixSeed, unwrap, type Seat } from '../../core/index.js';
import type { SymbotrioOptions, SymbotrioResult, SymbotrioState } from './game-types.js';
import { symbotrio } from './game.js';
import type { SymbotrioBot } from './bot-thief.js';

/** A finished bot game: the result, the actions played, and each decision's seat (for timing hooks). */
export interface BotGame {
  readonly result: SymbotrioResult;
  readonly actions: number;
  readonly state: SymbotrioState;
}

/** Plays one seeded game, `bots[seat]` at each seat, to the end; `onDecide` wraps each decision (timing). */
export function playBots(
  bots: readonly SymbotrioBot[],
  seed: number,
  options: Partial<SymbotrioOptions> = {},
  onDecide?: (seat: Seat, decide: () => void) => void,
): BotGame {
  let s: SymbotrioState = unwrap(
    symbotrio.setup({ seed, players: bots.length, options: { easy: false, first: 0, ...options } }),
  );
  let actions = 0;
  while (s.phase !== 'over') {
    const seat = s.turn;
    const bot = bots[seat]!;
    let action = null as ReturnType<SymbotrioBot['decide']> | null;
    const decide = () => {
      action = botDecision(symbotrio, bot, s, seat, mixSeed(seed, actions));
    };
    if (onDecide) onDecide(seat, decide);
    else decide();
    s = unwrap(symbotrio.apply(s, seat, action!)).state;
    actions++;
  }
  return { result: s.result!, actions, state: s };
}

/** Whether `seat` won alone. */
export const wonAlone = (r: SymbotrioResult, seat: Seat): boolean => r.winners.length === 1 && r.winners[0] === seat;
