// Every refusal of the spec, each with its stable code and the state unchanged.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../shared/core/index.js';
import { symbotrio } from '../../../shared/games/symbotrio/index.js';
import { deepFreeze } from '../engine-helpers.js';
import { card, flipSign, play, table } from './helpers.js';

/** Expects `apply` to refuse with `code`, the frozen state untouched. */
function refused(s: ReturnType<typeof table>, seat: number, action: unknown, code: string): void {
  const frozen = deepFreeze(structuredClone(s));
  const before = JSON.stringify(frozen);
  const r = symbotrio.apply(frozen, seat, action as never);
  expect(r.ok ? null : r.error.code).toBe(code);
  expect(JSON.stringify(frozen)).toBe(before);
}

describe('Symbotrio refusals', () => {
  const s0 = table({ open: [card(0), card(1)] });
  it('acting out of turn', () => refused(s0, 1, { type: 'stop' }, 'symbotrio/not-your-turn'));
  it('a spectator acting', () => refused(s0, -1, { type: 'stop' }, 'symbotrio/not-a-seat'));
  it('an unknown action', () => refused(s0, 0, { type: 'dance' }, 'symbotrio/bad-action'));
  it('turning a fourth square', () => {
    const s = play(s0, flipSign(s0, 'blue'), flipSign(s0, 'red'), flipSign(s0, 'circle')).state;
    refused(s, 0, flipSign(s0, 'yellow'), 'symbotrio/fourth-square');
  });
  it('turning a square already face up', () => {
    const s = play(s0, flipSign(s0, 'blue')).state;
    refused(s, 0, flipSign(s0, 'blue'), 'symbotrio/already-up');
  });
  it("a square outside the grid (which depends on the board's turn)", () => {
    refused(s0, 0, { type: 'flip', row: 3, col: 0 }, 'symbotrio/off-grid');
    refused(s0, 0, { type: 'flip', row: 0, col: -1 }, 'symbotrio/off-grid');
    refused({ ...s0, boardTurn: 1 }, 0, { type: 'flip', row: 0, col: 3 }, 'symbotrio/off-grid');
    expect(symbotrio.apply({ ...s0, boardTurn: 1 }, 0, { type: 'flip', row: 3, col: 0 }).ok).toBe(true);
  });
  it('a trickster target with no gem cards, or the player himself', () => {
    const t = play(table({ open: [null, card(1)], won: [[card(2)], [card(9)]], top: [card(72)], players: 2 }), {
      type: 'draw',
    }).state;
    refused(t, 0, { type: 'steal', target: 0, index: 0 }, 'symbotrio/bad-target');
    refused(t, 0, { type: 'steal', target: 5, index: 0 }, 'symbotrio/bad-target');
    const u = play(
      table({ open: [null, card(1), card(3)], won: [[], [card(9)], [card(68)]], top: [card(72)], players: 3 }),
      { type: 'draw' },
    ).state;
    refused(u, 0, { type: 'steal', target: 2, index: 0 }, 'symbotrio/bad-target');
  });
  it('an action of another moment: drawing while cracking, flipping while drawing', () => {
    refused(s0, 0, { type: 'draw' }, 'symbotrio/wrong-phase');
    refused(table({ open: [null, card(1)] }), 0, { type: 'flip', row: 0, col: 0 }, 'symbotrio/wrong-phase');
  });
  it('acting once the game is over', () => {
    const s = { ...table({ open: [card(0), null] }), deck: [] };
    const over = play(s, { type: 'stop' }, ...[flipSign(s, 'red'), flipSign(s, 'small'), flipSign(s, 'triangle')], {
      type: 'stop',
    }).state;
    expect(over.phase).toBe('over');
    refused(over, 0, { type: 'stop' }, 'symbotrio/game-over');
  });
  it('bad table options and player counts', () => {
    expect(symbotrio.parseOptions({ easy: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'symbotrio/bad-options' },
    });
    expect(symbotrio.setup({ seed: 1, players: 7, options: symbotrio.defaultOptions })).toMatchObject({
      ok: false,
      error: { code: 'symbotrio/bad-players' },
    });
    expect(symbotrio.setup({ seed: 1, players: 2, options: { easy: false, first: 4 } })).toMatchObject({
      ok: false,
      error: { code: 'symbotrio/bad-options' },
    });
    expect(unwrap(symbotrio.parseOptions(undefined))).toEqual({ easy: false, first: 'random' });
  });
});
