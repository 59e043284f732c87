// Hand-made Labiro views for the scene's pure modules (layout, hints, intents, animation planning): the flower
// map with the box's towers at chosen turns, two seats, nothing taken yet.
import { makeBoard } from '../../shared/games/labiro/board.js';
import type { LabiroView, PlayerView, TowerView } from '../../shared/games/labiro/game-types.js';
import { MAP_PRESETS, presetMap, type LabiroMap } from '../../shared/games/labiro/map.js';
import { TOWER_SET, type Tower } from '../../shared/games/labiro/types.js';

/** The flower preset (18 bases around the origin). */
export const FLOWER: LabiroMap = presetMap('flower') ?? MAP_PRESETS[0]!;

/** Towers on the flower: ruby and simple alternating, turns from `turns` (default all 0). */
export function flowerTowers(turns: readonly number[] = []): Tower[] {
  const simple = TOWER_SET.filter((t) => t.ruby === undefined);
  const ruby = TOWER_SET.filter((t) => t.ruby !== undefined);
  const out: Tower[] = [];
  for (let i = 0; i < 18; i++) {
    const t = (i % 2 === 0 ? simple.shift() : ruby.shift()) ?? simple.shift() ?? ruby.shift()!;
    out.push({ ...t, turn: turns[i] ?? 0 });
  }
  return out;
}

const seat = (pawn: number | null, home: number | null = pawn): PlayerView => ({
  pawn,
  home,
  hand: [],
  chest: 0,
  needs: 4,
});

/** A two-seat view in play: seat 0's pawn on `pawns[0]`, seat 1's on `pawns[1]`; seat 0 to act. */
export function playView(
  opts: { turns?: readonly number[]; pawns?: readonly (number | null)[]; over?: Partial<LabiroView> } = {},
): LabiroView {
  const pawns = opts.pawns ?? [0, 2];
  const board = makeBoard(FLOWER, flowerTowers(opts.turns), 'mesh');
  const towers: TowerView[] = board.towers.map((t) => ({
    object: { kind: 'hidden' },
    private: false,
    rubyTile: t.ruby !== undefined,
  }));
  return {
    options: { map: { kind: 'preset', name: 'flower' }, order: 'seats', roundLimit: 0, push: 'mesh' },
    players: pawns.length,
    map: FLOWER,
    board,
    towers,
    seats: pawns.map((p) => seat(p)),
    phase: 'play',
    order: pawns.map((_, i) => i),
    turn: 0,
    turnCount: 0,
    turnsUsed: 0,
    usedThisTurn: [],
    pending: [],
    rubiesOut: 7,
    toAct: [0],
    scores: pawns.map(() => 0),
    you: 0,
    result: null,
    ...opts.over,
  };
}
