// Bad input (rules/laser.md "Bad input"): each is a clear error with a stable code, and the state does not change.
import { describe, expect, it } from 'vitest';
import { laser, type LaserAction, type LaserState } from '../../../shared/games/laser/index.js';
import { AMBIGUOUS, CIRCUIT_A, CIRCUIT_B, act, duel, expectRefused, group, table, withTurn } from './game-helpers.js';

const designing = () => table(2);
const investigating = () => withTurn(duel(), 0);
const grouped = () => withTurn(group(4), 1);
const over = () => act(withTurn(duel(), 0), 0, { type: 'declare', layout: CIRCUIT_B }).state;
const replace = (kind: string, patch: object) => ({
  pieces: CIRCUIT_A.pieces.map((p) => (p.kind === kind ? { ...p, ...patch } : p)),
});
const note = (notebook: unknown): LaserAction => ({ type: 'note', notebook }) as LaserAction;
const design = (layout: unknown): LaserAction => ({ type: 'design', layout }) as LaserAction;
const declare = (layout: unknown): LaserAction => ({ type: 'declare', layout }) as LaserAction;

const CASES: [string, () => LaserState, number, LaserAction, string][] = [
  ['a component off the grid', designing, 0, design(replace('jump', { x: 8 })), 'laser/off-grid'],
  ['a component above the grid', designing, 0, design(replace('jump', { y: -1 })), 'laser/off-grid'],
  ['two components in one cell', designing, 0, design(replace('jump', { x: 2, y: 1 })), 'laser/cell-taken'],
  [
    'a kind twice',
    designing,
    0,
    design({ pieces: [...CIRCUIT_A.pieces, { kind: 'jump', x: 7, y: 6 }] }),
    'laser/kind-twice',
  ],
  [
    'a kind not in the chosen set',
    designing,
    0,
    design({ pieces: [...CIRCUIT_A.pieces, { kind: 'sensor', x: 7, y: 6 }] }),
    'laser/kind-not-in-set',
  ],
  [
    'a missing kind when the design is submitted',
    designing,
    0,
    design({ pieces: CIRCUIT_A.pieces.slice(1) }),
    'laser/missing-kind',
  ],
  [
    'an orientation that kind lacks',
    designing,
    0,
    design(replace('triangle', { orientation: '/' })),
    'laser/bad-orientation',
  ],
  [
    'an orientation on a kind that has none',
    designing,
    0,
    design(replace('absorber', { orientation: 'N' })),
    'laser/bad-orientation',
  ],
  ['a layout that is not a layout', designing, 0, design('lots of mirrors'), 'laser/bad-layout'],
  [
    'a draft with a bad piece',
    designing,
    0,
    { type: 'draft', layout: { pieces: [{ kind: 'jump', x: 0, y: 9 }] } },
    'laser/off-grid',
  ],
  ['a design that is not identifiable (strict design)', designing, 0, design(AMBIGUOUS), 'laser/not-identifiable'],
  ['a design by an investigator of group play', () => table(3), 1, design(CIRCUIT_A), 'laser/not-designer'],
  ['a design after the investigation started', investigating, 0, design(CIRCUIT_B), 'laser/already-designed'],
  ['a design by an investigator once the investigation started', grouped, 1, design(CIRCUIT_B), 'laser/wrong-phase'],
  ['firing during the design phase', designing, 0, { type: 'fire', pointer: 1 }, 'laser/wrong-phase'],
  ['declaring during the design phase', designing, 0, declare(CIRCUIT_B), 'laser/wrong-phase'],
  ['a note during the design phase', designing, 0, note({ pieces: [], empty: [] }), 'laser/wrong-phase'],
  ['firing pointer 0', investigating, 0, { type: 'fire', pointer: 0 }, 'laser/bad-pointer'],
  ['firing pointer 31', investigating, 0, { type: 'fire', pointer: 31 }, 'laser/bad-pointer'],
  ['firing pointer 2.5', investigating, 0, { type: 'fire', pointer: 2.5 }, 'laser/bad-pointer'],
  ['firing out of turn', investigating, 1, { type: 'fire', pointer: 1 }, 'laser/not-your-turn'],
  ['declaring out of turn', investigating, 1, declare(CIRCUIT_A), 'laser/not-your-turn'],
  ['a secret shot in a duel', investigating, 0, { type: 'fire', pointer: 1, secret: true }, 'laser/secret-not-allowed'],
  [
    'a fourth secret shot',
    () => ({ ...grouped(), secretLeft: [0, 0, 3, 3] }),
    1,
    { type: 'fire', pointer: 1, secret: true },
    'laser/no-secret-left',
  ],
  [
    'a shot by an eliminated investigator',
    () => ({ ...grouped(), eliminated: [false, true, false, false] }),
    1,
    { type: 'fire', pointer: 1 },
    'laser/eliminated',
  ],
  [
    'the designer firing in group play',
    () => withTurn(group(4), 0),
    0,
    { type: 'fire', pointer: 1 },
    'laser/not-investigator',
  ],
  [
    'an incomplete declaration',
    investigating,
    0,
    declare({ pieces: CIRCUIT_B.pieces.slice(0, 4) }),
    'laser/missing-kind',
  ],
  ['a notebook that is not one', investigating, 1, note([1, 2, 3]), 'laser/bad-notebook'],
  ['a notebook cell marked empty twice', investigating, 1, note({ pieces: [], empty: [3, 3] }), 'laser/bad-notebook'],
  ['a notebook cell off the grid', investigating, 1, note({ pieces: [], empty: [56] }), 'laser/bad-notebook'],
  [
    'a notebook cell marked empty under a guessed piece',
    investigating,
    1,
    note({ pieces: [{ kind: 'jump', x: 1, y: 1 }], empty: [9] }),
    'laser/bad-notebook',
  ],
  [
    'a notebook piece off the grid',
    investigating,
    1,
    note({ pieces: [{ kind: 'jump', x: 1, y: 7 }], empty: [] }),
    'laser/off-grid',
  ],
  [
    'a notebook piece not in the set',
    investigating,
    1,
    note({ pieces: [{ kind: 'diode', x: 1, y: 1, orientation: 'N' }], empty: [] }),
    'laser/kind-not-in-set',
  ],
  ['a rematch before the end', investigating, 0, { type: 'rematch' }, 'laser/not-over'],
  ['firing after the end', over, 1, { type: 'fire', pointer: 1 }, 'laser/game-over'],
  ['a note after the end', over, 1, note({ pieces: [], empty: [] }), 'laser/game-over'],
  ['a seat that is not at the table', investigating, 2, { type: 'fire', pointer: 1 }, 'laser/not-a-seat'],
  ['an unknown action', investigating, 0, { type: 'peek' } as unknown as LaserAction, 'laser/bad-action'],
];

describe('every refusal leaves the state unchanged', () => {
  it.each(CASES)('%s is refused', (_name, state, seat, action, code) => {
    expectRefused(state(), seat, action, code);
  });
});

describe('untrusted input', () => {
  it('parseAction returns clean copies and refuses what is not an action', () => {
    expect(laser.parseAction({ type: 'fire', pointer: 4, extra: 1 })).toEqual({
      ok: true,
      value: { type: 'fire', pointer: 4 },
    });
    expect(laser.parseAction({ type: 'fire', pointer: 4, secret: true })).toEqual({
      ok: true,
      value: { type: 'fire', pointer: 4, secret: true },
    });
    expect(laser.parseAction({ type: 'rematch', x: 1 })).toEqual({ ok: true, value: { type: 'rematch' } });
    const design = laser.parseAction({ type: 'design', layout: { pieces: [{ kind: 'jump', x: 1, y: 2, junk: 'x' }] } });
    expect(design).toEqual({ ok: true, value: { type: 'design', layout: { pieces: [{ kind: 'jump', x: 1, y: 2 }] } } });
    const nb = laser.parseAction({
      type: 'note',
      notebook: { pieces: [{ kind: 'mystery', x: 0, y: 0 }], empty: [9, 2] },
    });
    expect(nb).toEqual({
      ok: true,
      value: { type: 'note', notebook: { pieces: [{ kind: 'mystery', x: 0, y: 0 }], empty: [2, 9] } },
    });
    const codes = [
      null,
      3,
      'fire',
      {},
      { type: 'fire' },
      { type: 'fire', pointer: '3' },
      { type: 'fire', pointer: 3, secret: 'yes' },
      { type: 'shout' },
    ].map((x) => {
      const r = laser.parseAction(x);
      return r.ok ? 'ok' : r.error.code;
    });
    expect(codes).toEqual(Array(codes.length).fill('laser/bad-action'));
    const layoutCode = laser.parseAction({ type: 'declare', layout: { pieces: [{ kind: 'jump', x: 9, y: 0 }] } });
    expect(layoutCode.ok ? 'ok' : layoutCode.error.code).toBe('laser/off-grid');
  });

  it('a refusal through parseAction then apply never changes the state', () => {
    const s = investigating();
    const before = structuredClone(s);
    for (const raw of [
      { type: 'fire', pointer: 99 },
      { type: 'declare', layout: { pieces: [] } },
      { type: 'note', notebook: { pieces: [], empty: [-1] } },
    ]) {
      const a = laser.parseAction(raw);
      if (a.ok) expect(laser.apply(s, 0, a.value).ok).toBe(false);
    }
    expect(s).toEqual(before);
  });
});
