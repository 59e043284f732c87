// The walk hint when nothing glows (client/games/labiro/hints.ts walkAdvice): on the flower map with every tower
// at turn 0, seat 0 on base 0 walks north to base 1 and south to base 4, while base 6's doors meet no
// neighbour's. Shut in, the player is told so and pointed at the rules' ways out: turning first of all.
import { describe, expect, it } from 'vitest';
import { targetsOf, walkAdvice } from '../../client/games/labiro/hints.js';
import type { LabiroView } from '../../shared/games/labiro/game-types.js';
import { playView } from './labiro-fixtures.js';
import { sceneProps } from './scene-props.js';
import { labiro } from '../../shared/games/labiro/index.js';

/** The engine's legal list for `seat` from view `v`, as the shell hands it (props.legal; empty for a spectator). */
const legalAt = (v: LabiroView, seat: number | null) => sceneProps(labiro, v, seat, []).legal;

const ROPE = { id: 13, kind: 'rope' as const };
const UNLOCK = { id: 4, kind: 'unlockKey' as const };
/** Seat 0 holds these objects. */
const holding = (v: LabiroView, ...tiles: { id: number; kind: 'rope' | 'unlockKey' }[]): LabiroView => ({
  ...v,
  seats: v.seats.map((p, s) =>
    s === 0 ? { ...p, hand: tiles.map((tile) => ({ kind: 'object' as const, tile })) } : p,
  ),
});
const shutIn = (over: Partial<LabiroView> = {}) => playView({ pawns: [6, 2], over });

describe('the walk hint when no tower can be reached', () => {
  it('a pawn with towers in reach gets the plain walk hint', () => {
    expect(targetsOf(legalAt(playView(), 0), 'walk')).toEqual([1, 4]);
    expect(walkAdvice(playView(), 0, legalAt(playView(), 0))).toBe('walk');
  });
  it('a pawn shut in with turns left is told to turn a tower', () => {
    expect(targetsOf(legalAt(shutIn(), 0), 'walk')).toEqual([]);
    expect(walkAdvice(shutIn(), 0, legalAt(shutIn(), 0))).toBe('turn');
    expect(walkAdvice(shutIn({ turnsUsed: 2 }), 0, legalAt(shutIn({ turnsUsed: 2 }), 0))).toBe('turn');
  });
  it('a shut-in pawn holding a rope hears of the rope as well as of turning', () => {
    expect(walkAdvice(holding(shutIn(), ROPE), 0, legalAt(holding(shutIn(), ROPE), 0))).toBe('turn-rope');
  });
  it('with the 3 turns spent, the unlock key is the last way to turn his tower', () => {
    expect(
      walkAdvice(holding(shutIn({ turnsUsed: 3 }), UNLOCK), 0, legalAt(holding(shutIn({ turnsUsed: 3 }), UNLOCK), 0)),
    ).toBe('unlock');
    expect(
      walkAdvice(
        holding(shutIn({ turnsUsed: 3, usedThisTurn: [UNLOCK.id] }), UNLOCK),
        0,
        legalAt(holding(shutIn({ turnsUsed: 3, usedThisTurn: [UNLOCK.id] }), UNLOCK), 0),
      ),
    ).toBe('end');
  });
  it('with the 3 turns spent and nothing to use, he is told to end his turn (a rope needs a turn too)', () => {
    expect(walkAdvice(shutIn({ turnsUsed: 3 }), 0, legalAt(shutIn({ turnsUsed: 3 }), 0))).toBe('end');
    expect(
      walkAdvice(holding(shutIn({ turnsUsed: 3 }), ROPE), 0, legalAt(holding(shutIn({ turnsUsed: 3 }), ROPE), 0)),
    ).toBe('end');
  });
  it('nobody is advised who is not walking now: another seat’s turn, a spectator, the start, an object to put away', () => {
    expect(walkAdvice(shutIn({ turn: 1, toAct: [1] }), 0, legalAt(shutIn({ turn: 1, toAct: [1] }), 0))).toBe('none');
    expect(walkAdvice(shutIn(), null, legalAt(shutIn(), null))).toBe('none');
    expect(walkAdvice(shutIn({ phase: 'start' }), 0, legalAt(shutIn({ phase: 'start' }), 0))).toBe('none');
    expect(
      walkAdvice(
        shutIn({ pending: [{ seat: 0, tile: ROPE }] }),
        0,
        legalAt(shutIn({ pending: [{ seat: 0, tile: ROPE }] }), 0),
      ),
    ).toBe('none');
  });
});
