// The engines' optional `round` (the delayed feed's door for secrets that can no longer help anyone seated):
// for every registered game that has one, seeded playouts through a whole game and its rematch never see the
// round go down, and a rematch always starts a later round than the game it follows.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { botOrFirstLegal } from './engine-helpers.js';

/** Longest playout, in actions. */
const MAX_STEPS = 600;

describe('rounds only grow', () => {
  for (const game of Object.values(GAMES).filter((g) => g.round !== undefined)) {
    const round = game.round!;
    for (const seed of [1, 2]) {
      it(`${game.id}, seed ${seed}: a game and its rematch, the round never going down`, () => {
        const players = Math.max(2, game.minPlayers);
        const start = game.setup({ seed, players, options: game.defaultOptions });
        if (!start.ok) throw new Error(start.error.code);
        let state = start.value;
        let rematched = false;
        for (let step = 0; step < MAX_STEPS && !rematched; step++) {
          const seat: Seat | undefined = game.toAct(state)[0];
          let action: unknown;
          if (seat === undefined) {
            // Over: the rematch starts the next game (games without one end here).
            const parsed = game.parseAction({ type: 'rematch' });
            if (!parsed.ok) break;
            action = parsed.value;
          } else {
            action = botOrFirstLegal(game, state, seat, seed, step);
          }
          const r = game.apply(state, seat ?? 0, action);
          if (!r.ok) throw new Error(`${game.id}: ${r.error.code}`);
          expect(round(r.value.state), `${game.id} step ${step}`).toBeGreaterThanOrEqual(round(state));
          if (seat === undefined) {
            expect(round(r.value.state), `${game.id}: the rematch is a later round`).toBeGreaterThan(round(state));
            rematched = true;
          }
          state = r.value.state;
        }
        expect(rematched, `${game.id}: the playout reached a rematch`).toBe(true);
      });
    }
  }
});
