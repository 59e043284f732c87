// Clicks on Labiro's towers (client/games/labiro/intents.ts) and the hints behind them (hints.ts): what each
// tool mode lights and sends, worked on the flower map with every tower at turn 0 (seat 0 on base 0, whose
// straight doors open north to base 1 and south to base 4).
import { describe, expect, it } from 'vitest';
import { clickTower, confirmTurn } from '../../client/games/labiro/intents.js';
import { effectiveMode, targetsOf, turnPreview, walkHint } from '../../client/games/labiro/hints.js';
import type { LabiroTool } from '../../client/games/labiro/store.js';
import type { LabiroView } from '../../shared/games/labiro/game-types.js';
import { playView } from './labiro-fixtures.js';
import { sceneProps } from './scene-props.js';
import { labiro } from '../../shared/games/labiro/index.js';

/** The engine's legal list for `seat` from view `v`, as the shell hands it (props.legal; empty for a spectator). */
const legalAt = (v: LabiroView, seat: number | null) => sceneProps(labiro, v, seat, []).legal;

const walk: LabiroTool = { mode: 'walk' };
const turn: LabiroTool = { mode: 'turn' };
const local = (tool: LabiroTool, armedTurn: number | null = null) => ({ tool, armedTurn });
const ROPE = { id: 13, kind: 'rope' as const };
const TORCH = { id: 11, kind: 'torch' as const };
/** Seat 0 holds the rope (13) and the torch (11). */
const armed = (v: LabiroView): LabiroView => ({
  ...v,
  seats: v.seats.map((p, s) =>
    s === 0
      ? {
          ...p,
          hand: [
            { kind: 'object' as const, tile: ROPE },
            { kind: 'object' as const, tile: TORCH },
          ],
        }
      : p,
  ),
});

describe('hints', () => {
  it('walking lights the towers the pawn reaches through open doors, not its own', () => {
    expect(targetsOf(legalAt(playView(), 0), 'walk')).toEqual([1, 4]);
  });
  it('the walk to a hovered tower goes through the doors', () => {
    expect(walkHint(playView(), 0, 4)).toEqual([4]);
    expect(walkHint(playView(), 0, 9)).toBeNull();
  });
  it('turning lights the own tower and its neighbours while turns remain', () => {
    expect(targetsOf(legalAt(playView(), 0), 'turn')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(targetsOf(legalAt(playView({ over: { turnsUsed: 3 } }), 0), 'turn')).toEqual([]);
  });
  it('the rope and the torch light the aligned neighbours (the torch only those holding an object)', () => {
    expect(targetsOf(legalAt(armed(playView({ pawns: [6, 2] })), 0), 'rope')).toEqual([17, 5, 16]);
    expect(targetsOf(legalAt(armed(playView({ pawns: [6, 2] })), 0), 'torch')).toEqual([17, 5, 16]);
    const v = armed(playView({ pawns: [6, 2] }));
    const emptied = {
      ...v,
      towers: v.towers.map((t, b) => (b === 5 ? { ...t, object: { kind: 'none' as const } } : t)),
    };
    expect(targetsOf(legalAt(emptied, 0), 'torch', TORCH.id)).toEqual([17, 16]);
  });
  it('a rope or torch lights nothing unless it is in hand and unused this turn', () => {
    expect(targetsOf(legalAt(playView({ pawns: [6, 2] }), 0), 'rope')).toEqual([]);
    expect(
      targetsOf(legalAt(armed(playView({ pawns: [6, 2], over: { usedThisTurn: [TORCH.id] } })), 0), 'torch'),
    ).toEqual([]);
    expect(targetsOf(legalAt(armed(playView({ pawns: [6, 2] })), 0), 'rope', TORCH.id)).toEqual([]);
  });
  it('a rope climb needs a turn left', () => {
    expect(targetsOf(legalAt(armed(playView({ pawns: [6, 2], over: { turnsUsed: 3 } })), 0), 'rope')).toEqual([]);
  });
  it('start towers are the simple towers nobody chose', () => {
    const v = playView({ pawns: [0, null], over: { phase: 'start' } });
    expect(effectiveMode(v, 0, walk)).toBe('start');
    // Even bases and the last one hold the simple towers on the fixture; base 0 is seat 0's.
    expect(targetsOf(legalAt(v, 0), 'start')).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 17]);
  });
  it('a used object goes to an empty tower away from the pawn', () => {
    const v = playView();
    const towers = v.towers.map((t, b) => (b === 9 || b === 1 ? { ...t, object: { kind: 'none' as const } } : t));
    const w = { ...v, towers, pending: [{ seat: 0, tile: { id: 12, kind: 'rope' as const } }] };
    expect(effectiveMode(w, 0, walk)).toBe('place');
    expect(targetsOf(legalAt(w, 0), 'place')).toEqual([9]);
  });
  it('nothing lights for a spectator or out of turn', () => {
    expect(effectiveMode(playView(), null, walk)).toBe('none');
    expect(effectiveMode(playView(), 1, walk)).toBe('none');
    expect(targetsOf(legalAt(playView(), 1), 'none')).toEqual([]);
  });
  it('the preview of a turn lists its push chain in order (meshed doors, the table default)', () => {
    // Base 4 communicates with base 0: turning 4 clockwise drags 0 back, and 0 drags its own meshed neighbour 1.
    expect(turnPreview(playView(), 4)).toEqual([
      { tower: 4, dir: 1 },
      { tower: 0, dir: -1, pushedBy: 4 },
      { tower: 1, dir: 1, pushedBy: 0 },
    ]);
    expect(turnPreview(playView(), 0)).toEqual([
      { tower: 0, dir: 1 },
      { tower: 1, dir: -1, pushedBy: 0 },
      { tower: 4, dir: -1, pushedBy: 0 },
    ]);
  });

  it("the preview follows the table's push rule: with colliding doors the chain is another one", () => {
    // Base 4 turns clockwise: its south door swings to side 4 and meets base 13's door there, which turns back
    // and pushes base 5, which pushes base 14.
    const v = playView();
    const collide = { ...v, board: { ...v.board, push: 'collide' as const } };
    expect(turnPreview(collide, 4)).toEqual([
      { tower: 4, dir: 1 },
      { tower: 13, dir: -1, pushedBy: 4 },
      { tower: 5, dir: 1, pushedBy: 13 },
      { tower: 14, dir: -1, pushedBy: 5 },
    ]);
    expect(turnPreview(collide, 0)).toEqual([{ tower: 0, dir: 1 }]);
  });
});

describe('clicks on towers', () => {
  it('a reachable tower is walked to', () => {
    expect(clickTower(playView(), 0, legalAt(playView(), 0), local(walk), 4)).toEqual({
      kind: 'send',
      action: { type: 'move', to: 4 },
    });
  });
  it('an unreachable tower, the own tower, or a click out of turn send nothing', () => {
    expect(clickTower(playView(), 0, legalAt(playView(), 0), local(walk), 9)).toEqual({ kind: 'none' });
    expect(clickTower(playView(), 0, legalAt(playView(), 0), local(walk), 0)).toEqual({ kind: 'none' });
    expect(clickTower(playView(), 1, legalAt(playView(), 1), local(walk), 3)).toEqual({ kind: 'none' });
    expect(clickTower(playView(), null, legalAt(playView(), null), local(walk), 4)).toEqual({ kind: 'none' });
  });
  it('the first click on a tower to turn arms it, the second sends the turn', () => {
    expect(clickTower(playView(), 0, legalAt(playView(), 0), local(turn), 3)).toEqual({ kind: 'arm', tower: 3 });
    expect(clickTower(playView(), 0, legalAt(playView(), 0), local(turn, 3), 3)).toEqual({
      kind: 'send',
      action: { type: 'turn', tower: 3 },
    });
  });
  it('clicking another tower moves the armed turn there; a tower out of reach disarms it', () => {
    expect(clickTower(playView(), 0, legalAt(playView(), 0), local(turn, 3), 4)).toEqual({ kind: 'arm', tower: 4 });
    expect(clickTower(playView(), 0, legalAt(playView(), 0), local(turn, 3), 9)).toEqual({ kind: 'arm', tower: null });
  });
  it('the confirm sends the armed turn while it is still allowed', () => {
    expect(confirmTurn(playView(), 0, legalAt(playView(), 0), 3)).toEqual({ type: 'turn', tower: 3 });
    expect(
      confirmTurn(playView({ over: { turnsUsed: 3 } }), 0, legalAt(playView({ over: { turnsUsed: 3 } }), 0), 3),
    ).toBeNull();
    expect(confirmTurn(playView(), 0, legalAt(playView(), 0), null)).toBeNull();
  });
  it('the rope climbs to an aligned neighbour with the tile in hand', () => {
    const v = armed(playView({ pawns: [6, 2] }));
    expect(clickTower(v, 0, legalAt(v, 0), local({ mode: 'rope', object: 13 }), 16)).toEqual({
      kind: 'send',
      action: { type: 'rope', object: 13, to: 16 },
    });
    expect(clickTower(v, 0, legalAt(v, 0), local({ mode: 'rope', object: 13 }), 0)).toEqual({ kind: 'none' });
  });
  it('the torch looks into an aligned neighbour', () => {
    const v = armed(playView({ pawns: [6, 2] }));
    expect(clickTower(v, 0, legalAt(v, 0), local({ mode: 'torch', object: 11 }), 5)).toEqual({
      kind: 'send',
      action: { type: 'torch', object: 11, tower: 5 },
    });
  });
  it('a start tower is chosen in the start phase whatever the tool', () => {
    const v = playView({ pawns: [0, null], over: { phase: 'start' } });
    expect(clickTower(v, 0, legalAt(v, 0), local(turn), 4)).toEqual({
      kind: 'send',
      action: { type: 'start', tower: 4 },
    });
    expect(clickTower(v, 0, legalAt(v, 0), local(turn), 3)).toEqual({ kind: 'none' }); // a ruby tower
    expect(clickTower(v, 0, legalAt(v, 0), local(turn), 0)).toEqual({ kind: 'none' }); // taken
    expect(clickTower(v, 0, legalAt(v, 0), { ...local(walk), startTake: true }, 4)).toEqual({
      kind: 'send',
      action: { type: 'start', tower: 4, take: true },
    });
  });
  it('a waiting used object is put in the clicked tower', () => {
    const v = playView();
    const towers = v.towers.map((t, b) => (b === 9 ? { ...t, object: { kind: 'none' as const } } : t));
    const w = { ...v, towers, pending: [{ seat: 0, tile: { id: 12, kind: 'rope' as const } }] };
    expect(clickTower(w, 0, legalAt(w, 0), local(walk), 9)).toEqual({
      kind: 'send',
      action: { type: 'place', tower: 9 },
    });
    expect(clickTower(w, 0, legalAt(w, 0), local(walk), 4)).toEqual({ kind: 'none' });
  });
});
