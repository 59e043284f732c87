// The game kit in shared/core: common refusal rows under a game's prefix, the apply gates in their order,
// and action types checked against one list.
import { describe, expect, it } from 'vitest';
import {
  commonErrors,
  gatedApply,
  isActionOf,
  ok,
  refuser,
  rematchErrors,
  type Transition,
} from '../../../shared/core/index.js';

const TYPES = ['move', 'rematch'] as const;
type Action = { readonly type: 'move'; readonly to: number } | { readonly type: 'rematch' };
interface State {
  readonly players: number;
  readonly over: boolean;
  readonly at: number;
}
const ERRORS = { ...commonErrors('toy', { badAction: 'That is not a toy action.' }), ...rematchErrors('toy') };
const refuse = refuser(ERRORS);

const apply = gatedApply<State, Action, { type: string }>(
  {
    types: TYPES,
    refuse,
    seats: (s) => s.players,
    over: (s) => s.over,
    rematch: {
      start: (s) => ok({ state: { ...s, over: false, at: 0 }, events: [{ type: 'rematch' }] }),
      notOver: () => refuse('notOver'),
    },
  },
  (s, _seat, a): Transition<State> =>
    a.type === 'move' ? ok({ state: { ...s, at: a.to }, events: [] }) : refuse('wrongPhase'),
);

const code = (r: Transition<State>): string => (r.ok ? 'ok' : r.error.code);

describe('common refusal rows', () => {
  it('commonErrors("web") names every row with the web prefix', () => {
    const rows = commonErrors('web');
    expect(rows.notYourTurn.code).toBe('web/not-your-turn');
    expect(Object.values(rows).map((r) => r.code)).toEqual([
      'web/not-a-seat',
      'web/bad-action',
      'web/not-your-turn',
      'web/wrong-phase',
      'web/game-over',
      'web/bad-options',
      'web/bad-players',
    ]);
  });

  it('a game replaces the English sentence of a row, never its code', () => {
    expect(ERRORS.badAction).toEqual({ code: 'toy/bad-action', message: 'That is not a toy action.' });
    expect(ERRORS.notOver.code).toBe('toy/not-over');
  });
});

describe('the apply gates', () => {
  const live: State = { players: 2, over: false, at: 0 };
  const over: State = { ...live, over: true };

  it('refuses a seat outside the table, a spectator or a fractional seat first', () => {
    for (const seat of [-1, 2, 0.5, Number.NaN])
      expect(code(apply(over, seat, { type: 'jump' } as never))).toBe('toy/not-a-seat');
  });

  it('refuses anything that is not one of the listed action types', () => {
    for (const a of [null, 'move', [], { type: 'jump' }, { type: 3 }])
      expect(code(apply(live, 0, a as never))).toBe('toy/bad-action');
  });

  it('starts a rematch only once over, and refuses every other action then', () => {
    expect(code(apply(live, 1, { type: 'rematch' }))).toBe('toy/not-over');
    expect(code(apply(over, 1, { type: 'rematch' }))).toBe('ok');
    expect(code(apply(over, 0, { type: 'move', to: 3 }))).toBe('toy/game-over');
  });

  it('a game without a rematch gate refuses a rematch as an unknown action, even once over', () => {
    const plain = gatedApply<State, Action, { type: string }>(
      { types: TYPES, refuse, seats: (s) => s.players, over: (s) => s.over },
      (s) => ok({ state: s, events: [] }),
    );
    expect(code(plain(over, 0, { type: 'rematch' }))).toBe('toy/bad-action');
  });

  it("hands a seated player's known action on a live game to the rule", () => {
    const r = apply(live, 1, { type: 'move', to: 4 });
    expect(r.ok && r.value.state.at).toBe(4);
  });

  it('isActionOf accepts only records whose type is listed', () => {
    expect(isActionOf(TYPES, { type: 'move', to: 1 })).toBe(true);
    expect(isActionOf(TYPES, { type: 'fly' })).toBe(false);
    expect(isActionOf(TYPES, ['move'])).toBe(false);
  });
});
