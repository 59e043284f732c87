// "Live now" draws each game small from its spectators' view (client/games/<id>/picture.tsx): every registered game
// has a drawing, and it draws real shapes at every moment of a seeded game (the setup, mid-game, the end), with no
// coordinate that is not a number, and nothing a spectator's view does not hold.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { botDecision, type AnyGame } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { PICTURES } from '../../client/ui/live/pictures.js';

/** The spectators' views of a seeded bots' game: at its setup, after each of its first actions, and at its end. */
function views(game: AnyGame): unknown[] {
  const players = Math.max(2, game.minPlayers);
  const setup = game.setup({ seed: { chacha20: [3, 1, 4, 1, 5, 9, 2, 6] }, players, options: game.defaultOptions });
  if (!setup.ok) throw new Error(`${game.id}: ${setup.error.code}`);
  let state = setup.value;
  const out: unknown[] = [game.view(state, { kind: 'spectator' })];
  for (let i = 0; i < 600; i++) {
    const v = game.view(state, { kind: 'spectator' }) as { toAct: number[] };
    if (v.toAct.length === 0) break;
    const seat = v.toAct[0]!;
    const r = game.apply(state, seat, botDecision(game, game.bots[0]!, state, seat, i));
    if (!r.ok) throw new Error(`${game.id}: bot refused: ${r.error.code}`);
    state = r.value.state;
    if (i < 12 || i % 25 === 0) out.push(game.view(state, { kind: 'spectator' }));
  }
  out.push(game.view(state, { kind: 'spectator' }));
  return out;
}

describe('Live now drawings', () => {
  it('every registered game has one', () => {
    expect([...PICTURES.keys()].sort()).toEqual(Object.keys(GAMES).sort());
  });

  for (const game of Object.values(GAMES)) {
    it(`${game.id}: shapes at every moment, every coordinate a number`, () => {
      const Picture = PICTURES.get(game.id)!;
      for (const view of views(game)) {
        const svg = renderToStaticMarkup(createElement('svg', null, createElement(Picture, { view: view as never })));
        expect(svg).toMatch(/<(rect|circle|polygon|path|line)\b/);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect((svg.match(/<(rect|circle|polygon|path|line)\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
