// Each game's director shots (client/games/<id>/director.ts), from real bot games seen as a spectator sees them:
// the camera lands on the pieces that moved — the Laser circuit that was fired into, the towers a Labiro chain
// turned, the Masterdice tray where the dice roll and the row they were placed on, the Web card and cable just
// laid, the Symbotrio squares face up.
import { describe, expect, it } from 'vitest';
import type { AnyGame, GameEvent } from '../../shared/core/index.js';
import { unwrap } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import type { DirectorShot } from '../../client/kit/contract.js';
import { directorShot as labiroShot, directorWide as labiroWide } from '../../client/games/labiro/director.js';
import { directorShot as laserShot, directorWide as laserWide } from '../../client/games/laser/director.js';
import {
  directorShot as masterdiceShot,
  directorWide as masterdiceWide,
} from '../../client/games/masterdice/director.js';
import { directorShot as symbotrioShot, directorWide as symbotrioWide } from '../../client/games/symbotrio/director.js';
import { directorShot as webShot } from '../../client/games/web/director.js';
import { towerPosition } from '../../client/games/labiro/layout.js';
import { stationOf, tableBoards } from '../../client/games/laser/stations.js';
import { BOARD_HALF_D, BOARD_HALF_W } from '../../client/games/laser/geometry.js';
import { SOLVER_TRAY, cellCentre, markerSlot } from '../../client/games/masterdice/layout.js';
import { gridFrame, squarePosition } from '../../client/games/web/layout.js';
import { squarePosition as symbotrioSquare } from '../../client/games/symbotrio/layout.js';
import { TABLE_DEPTH, TABLE_LENGTH } from '../../client/scene/dimensions.js';

type AnyEvent = GameEvent & Record<string, unknown>;
type Shoot = (event: AnyEvent, view: never) => DirectorShot | null;

/** One public event with the spectator's view right after it, and the shot the director took of it. */
interface Seen {
  readonly event: AnyEvent;
  readonly view: unknown;
  readonly shot: DirectorShot | null;
}

/** Plays a bot game (default bots, fixed seed) and runs the director on every event a spectator receives. */
function watch(
  id: string,
  players: number,
  shoot: Shoot,
  options: Record<string, unknown> = {},
  maxActions = 600,
): Seen[] {
  const game = GAMES[id] as AnyGame;
  let state = unwrap(game.setup({ seed: 11, players, options: { ...(game.defaultOptions as object), ...options } }));
  const seen: Seen[] = [];
  for (let n = 0; n < maxActions && game.toAct(state).length > 0; n++) {
    const seat = game.toAct(state)[0]!;
    const bot = game.bots[0]!;
    const memory = game.botMemory?.(state, seat);
    const action = bot.decide(game.view(state, { kind: 'seat', seat }), seat, n + 1, memory);
    const r = unwrap(game.apply(state, seat, action));
    state = r.state;
    const view = game.view(state, { kind: 'spectator' });
    for (const e of r.events as AnyEvent[]) {
      if (Array.isArray(e.visibleTo)) continue; // a spectator never gets it
      seen.push({ event: e, view, shot: shoot(e, view as never) });
    }
  }
  return seen;
}

/** Whether a point lies inside a shot's sphere (what the camera is sure to show). */
function inShot(shot: DirectorShot, p: readonly number[]): boolean {
  return Math.hypot(p[0]! - shot.center[0], p[1]! - shot.center[1], p[2]! - shot.center[2]) <= shot.radius + 1e-6;
}

/** Whether a shot stays on the table and is a close shot (not the whole table). */
function onTable(shot: DirectorShot): void {
  expect(Math.abs(shot.center[0])).toBeLessThan(TABLE_LENGTH / 2);
  expect(Math.abs(shot.center[2])).toBeLessThan(TABLE_DEPTH / 2);
  expect(shot.radius).toBeGreaterThan(0.3);
  expect(shot.radius).toBeLessThan(TABLE_LENGTH / 3);
}

const of = (seen: readonly Seen[], type: string) => seen.filter((s) => s.event.type === type);

describe('director shots from bot games', () => {
  it("Laser: a beam fired frames the circuit it was fired into, looked at from the shooter's side", () => {
    const seen = watch('laser', 2, laserShot as Shoot);
    const shots = of(seen, 'shot');
    expect(shots.length).toBeGreaterThan(2);
    for (const { event, view, shot } of shots) {
      expect(shot).not.toBeNull();
      onTable(shot!);
      const v = view as { mode: 'duel'; circuits: { owner: number | null }[]; investigators: number[] };
      const board = tableBoards(
        v.mode,
        v.circuits.map((c) => c.owner),
        v.investigators,
        null,
      ).find((b) => b.role === 'circuit' && b.circuit === event.circuit)!;
      // The whole board (and so the beam's way across it) is in the shot.
      for (const [dx, dz] of [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ]) {
        expect(
          inShot(shot!, [board.place.x + dx! * BOARD_HALF_W * 0.95, 0.05, board.place.z + dz! * BOARD_HALF_D * 0.95]),
        ).toBe(true);
      }
      // Looked at from the shooter's half of the table.
      const st = stationOf(event.by as number);
      expect(Math.sign(shot!.from![2])).toBe(Math.sign(st.z - board.place.z));
    }
  });

  it('Labiro: a turn frames the towers of its chain, centred among them (over the turned tower when alone)', () => {
    const seen = watch('labiro', 2, labiroShot as Shoot);
    const turns = of(seen, 'turned');
    expect(turns.length).toBeGreaterThan(2);
    for (const { event, view, shot } of turns) {
      expect(shot).not.toBeNull();
      onTable(shot!);
      const towers = (event.steps as { tower: number }[]).map((s) => towerPosition(view as never, s.tower));
      for (const t of towers) expect(inShot(shot!, t)).toBe(true);
      // The centre lies over the chain's own towers (their bounding box), not somewhere else on the map.
      const xs = towers.map((t) => t[0]),
        zs = towers.map((t) => t[2]);
      expect(shot!.center[0]).toBeGreaterThanOrEqual(Math.min(...xs) - 1e-6);
      expect(shot!.center[0]).toBeLessThanOrEqual(Math.max(...xs) + 1e-6);
      expect(shot!.center[2]).toBeGreaterThanOrEqual(Math.min(...zs) - 1e-6);
      expect(shot!.center[2]).toBeLessThanOrEqual(Math.max(...zs) + 1e-6);
      // Framed close: a tower or a short chain, not the whole map.
      if (towers.length === 1) expect(shot!.radius).toBeLessThan(2.5);
    }
    for (const { event, view, shot } of of(seen, 'moved')) {
      for (const b of event.path as number[]) expect(inShot(shot!, towerPosition(view as never, b))).toBe(true);
    }
  });

  it("Masterdice: rolling dice frames the solver's tray; placing them frames the row and its markers", () => {
    const seen = watch('masterdice', 2, masterdiceShot as Shoot);
    const rolls = seen.filter((s) => s.event.type === 'dice-thrown' && s.event.channel === 'white');
    expect(rolls.length).toBeGreaterThan(2);
    for (const { view, shot } of rolls) {
      const flip = (view as { solver: number }).solver === 1 ? -1 : 1;
      expect(shot!.center[0]).toBeCloseTo(SOLVER_TRAY[0] * flip);
      expect(shot!.center[2]).toBeCloseTo(SOLVER_TRAY[2] * flip);
      onTable(shot!);
    }
    const placed = of(seen, 'placed');
    expect(placed.length).toBeGreaterThan(2);
    for (const { event, view, shot } of placed) {
      const flip = (view as { solver: number }).solver === 1 ? -1 : 1;
      const row = event.row as number;
      for (const p of [cellCentre(0, row), cellCentre(3, row), markerSlot(row, 3)])
        expect(inShot(shot!, [p[0] * flip, p[1], p[2] * flip])).toBe(true);
      onTable(shot!);
    }
  });

  it('Web: a card laid frames its squares; a cable laid frames both its ends', () => {
    const seen = watch('web', 3, webShot as Shoot, {}, 300);
    const played = of(seen, 'played');
    expect(played.length).toBeGreaterThan(2);
    const frameOf = (view: unknown) => {
      const v = view as { table: { squares: { x: number; y: number }[] }[]; obstacles: [number, number][] };
      return gridFrame([
        ...v.table.flatMap((c) => c.squares.map((s) => [s.x, s.y] as [number, number])),
        ...v.obstacles,
      ]);
    };
    for (const { event, view, shot } of played) {
      onTable(shot!);
      for (const s of (event.card as { squares: { x: number; y: number }[] }).squares)
        expect(inShot(shot!, squarePosition(frameOf(view), s.x, s.y))).toBe(true);
    }
    const cabled = of(seen, 'cabled');
    expect(cabled.length).toBeGreaterThan(0);
    for (const { event, view, shot } of cabled) {
      onTable(shot!);
      const c = event.cable as { a: [number, number]; b: [number, number] };
      for (const [x, y] of [c.a, c.b]) expect(inShot(shot!, squarePosition(frameOf(view), x, y))).toBe(true);
    }
  });

  it('Symbotrio: a flip frames every square lying face up', () => {
    const seen = watch('symbotrio', 3, symbotrioShot as Shoot, {}, 300);
    const flips = of(seen, 'flipped');
    expect(flips.length).toBeGreaterThan(2);
    for (const { view, shot } of flips) {
      onTable(shot!);
      const v = view as { rows: number; cols: number; squares: { row: number; col: number; sign: unknown }[] };
      for (const s of v.squares.filter((q) => q.sign !== null))
        expect(inShot(shot!, symbotrioSquare(s.row, s.col, v.rows, v.cols))).toBe(true);
    }
  });

  it('has a wide shot holding the centre of every close shot of the game (laser, labiro, masterdice, symbotrio)', () => {
    const cases: [string, number, Shoot, (v: never) => DirectorShot | null][] = [
      ['laser', 2, laserShot as Shoot, laserWide as never],
      ['labiro', 3, labiroShot as Shoot, labiroWide as never],
      ['masterdice', 2, masterdiceShot as Shoot, masterdiceWide as never],
      ['symbotrio', 4, symbotrioShot as Shoot, symbotrioWide as never],
    ];
    for (const [id, players, shoot, wide] of cases) {
      const seen = watch(id, players, shoot, {}, 250).filter((s) => s.shot !== null);
      expect(seen.length, id).toBeGreaterThan(3);
      for (const { view, shot } of seen) {
        const w = wide(view as never)!;
        expect(inShot(w, shot!.center), `${id} ${JSON.stringify(shot)}`).toBe(true);
        expect(w.radius).toBeGreaterThanOrEqual(shot!.radius * 0.9);
      }
    }
  });

  it('lets the turn bookkeeping pass unframed (the wide shot covers it)', () => {
    expect(laserShot({ type: 'turn', seat: 1 }, {} as never)).toBeNull();
    expect(labiroShot({ type: 'ended', seat: 0, next: 1 }, {} as never)).toBeNull();
  });
});
