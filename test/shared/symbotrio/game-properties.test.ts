// Properties over seeded playouts (2–6 players, full and easy decks): playouts end cleanly; replay equals live;
// no view and no event a seat receives shows a face-down square's sign or pairs a sign with a square; cards are
// conserved. The driver mixes random legal actions with the easy thief's (pure random tries crack 1 time in 220,
// so a purely random game runs for tens of thousands of actions).
import { describe, expect, it } from 'vitest';
import { botDecision, makeRng, nextFloat, nextInt, replay, unwrap, type RngState } from '../../../shared/core/index.js';
import { symbotrio, thief, type SymbotrioAction, type SymbotrioState } from '../../../shared/games/symbotrio/index.js';
import { viewers } from '../engine-helpers.js';
import { allCards } from './helpers.js';

const easy = thief('easy');
const TABLES = [2, 3, 4, 5, 6].flatMap((players) =>
  [(players % 2) + 1].map((seed) => ({
    players,
    seed: seed * 10 + players,
    options: { easy: seed === 2, first: 'random' as const },
  })),
);

describe('Symbotrio playouts', () => {
  for (const input of TABLES) {
    it(`${input.players} players, seed ${input.seed}${input.options.easy ? ', easy variant' : ''}: ends cleanly, replays, hides and conserves`, () => {
      let s: SymbotrioState = unwrap(symbotrio.setup(input));
      const cards = allCards(s);
      let rng: RngState = makeRng(input.seed);
      const log: { seat: number; action: SymbotrioAction }[] = [];
      for (let step = 0; symbotrio.toAct(s).length > 0; step++) {
        expect(step).toBeLessThan(20000);
        const seat = s.turn;
        let r: number;
        [r, rng] = nextFloat(rng);
        let action: SymbotrioAction;
        if (r < 0.3) {
          const legal = symbotrio.legalActions(s, seat);
          let k: number;
          [k, rng] = nextInt(rng, 0, legal.length - 1);
          action = legal[k]!;
        } else action = botDecision(symbotrio, easy, s, seat, step);
        const out = unwrap(symbotrio.apply(s, seat, action));
        log.push({ seat, action });
        // Every event: a flipped sign is up in the new state; no event names a square.
        for (const e of out.events) {
          const json = JSON.stringify(e);
          if (!/"(stole|won|trickFailed|drew|reshuffled)"/.test(json) && /"(row|col|square|id)":/.test(json))
            expect(json).toBe('an event without a square');
        }
        s = out.state;
        if (step % 4 !== 0 && s.flipped.length === 0) continue;
        if (allCards(s).join() !== cards.join()) expect(allCards(s)).toEqual(cards);
        for (const viewer of viewers(s.players)) {
          const v = symbotrio.view(s, viewer);
          const bad = v.squares.filter((q) => (q.sign !== null) !== s.flipped.includes(q.id));
          if (bad.length > 0) expect(bad).toEqual([]);
          if (/"(rng|reveals|deck|signs)":/.test(JSON.stringify(v)))
            expect(JSON.stringify(v)).not.toMatch(/"(rng|reveals|deck|signs)":/);
        }
      }
      const out = symbotrio.outcome(s)!;
      expect(out.scores.reduce((a, b) => a + b, 0)).toBe(cards.length);
      expect(JSON.stringify(unwrap(replay(symbotrio, input, log)))).toBe(JSON.stringify(s));
    });
  }
});
