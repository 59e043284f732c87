// Labiro's own invariants over random playouts of 2–4 players (the generic engine laws — no mutation, replay,
// listed actions accepted, an outcome exactly at the end, no generator in a view — are in test/shared/laws.test.ts):
// tower doors stay a rotation of their pattern, every object and ruby tile is in exactly one place, the legal
// actions from the state and from the seat's view are the same list, no view or public event shows a tile its
// viewer may not see.
import { describe, expect, it } from 'vitest';
import { mixSeed, type Seat, type Viewer } from '../../../shared/core/index.js';
import {
  OBJECT_SET,
  PATTERN_MASKS,
  RUBY_TILES,
  TOWER_SET,
  doorMask,
  labiro,
  legalFromView,
  randomAction,
  rotateMask,
  type LabiroAction,
  type LabiroEvent,
  type LabiroOptions,
  type LabiroState,
} from '../../../shared/games/labiro/index.js';
import { viewers } from './game-helpers.js';

/** Throws with `what` unless `ok`: plain checks keep the loop fast. */
function check(ok: boolean, what: string, detail?: unknown): void {
  if (!ok) throw new Error(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail).slice(0, 400)}`}`);
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b).join();
const ALL_OBJECTS = sorted(OBJECT_SET.map((t) => t.id));
const ALL_RUBIES = sorted(RUBY_TILES.map((t) => t.id));

/** Every object and ruby tile is in exactly one place: towers, hands, chests, pending or out of the game. */
function checkAccounting(s: LabiroState): void {
  const objects: number[] = [];
  const rubies: number[] = [];
  s.objects.forEach((o) => {
    if (o) objects.push(o.id);
  });
  s.rubyTiles.forEach((r) => {
    if (r) rubies.push(r.id);
  });
  for (const item of [...s.hands.flat(), ...s.discarded])
    (item.kind === 'object' ? objects : rubies).push(item.tile.id);
  s.pending.forEach((p) => {
    objects.push(p.tile.id);
  });
  s.chests.flat().forEach((r) => {
    rubies.push(r.id);
  });
  check(sorted(objects) === ALL_OBJECTS, '18 object tiles, each once', objects);
  check(sorted(rubies) === ALL_RUBIES, '8 ruby tiles, each once', rubies);
}

/** The tiles `viewer` may not see now, as JSON text (a tile's JSON is unique: it names its id). */
function hiddenFrom(s: LabiroState, v: Viewer): string[] {
  if (s.phase === 'over') return [];
  const seat = v.kind === 'seat' ? v.seat : null;
  const out: string[] = [];
  s.objects.forEach((o, b) => {
    if (!o || s.objectPublic[b]) return;
    if (seat !== null && s.looks.some((l) => l.seat === seat && l.tower === b && l.tileId === o.id)) return;
    out.push(JSON.stringify(o));
  });
  s.rubyTiles.forEach((r) => {
    if (r) out.push(JSON.stringify(r));
  });
  return out;
}

/** Everything that must hold in any reachable state, checked after every step. */
function checkInvariants(s: LabiroState, events: readonly LabiroEvent[]): void {
  s.board.towers.forEach((t, b) => {
    check(Number.isInteger(t.turn) && t.turn >= 0 && t.turn <= 5, 'a tower turn is 0–5', t);
    const box = TOWER_SET[t.id]!;
    check(
      box.pattern === t.pattern && box.arrow === t.arrow && box.ruby === t.ruby,
      'a tower keeps its pattern, arrow and symbol',
      { b, t },
    );
    check(
      doorMask(t) === rotateMask(PATTERN_MASKS[t.pattern], t.turn),
      'the doors are the pattern turned by the turn',
      { b, t },
    );
  });
  check(
    sorted(s.board.towers.map((t) => t.id)) === sorted(TOWER_SET.map((t) => t.id)),
    'the 18 towers stay on the board',
  );
  checkAccounting(s);
  check(
    s.hands.every((h) => h.length <= 3),
    'at most 3 things in hand',
    s.hands,
  );
  check(
    s.objectPublic.every((p, b) => !p || s.objects[b] !== null),
    'only a tower holding an object has it face up',
  );
  check(
    s.looks.every((l) => s.objects[l.tower]?.id === l.tileId),
    'looks point at the object still there',
    s.looks,
  );
  check(s.turnsUsed >= 0 && s.turnsUsed <= 3, 'at most 3 turns', s.turnsUsed);
  const acting = labiro.toAct(s);
  check(s.phase === 'over' ? acting.length === 0 : acting.length === 1, 'one seat acts until the end', acting);
  for (const v of viewers(s.players)) {
    const view = labiro.view(s, v);
    const { secrets, ...rest } = view;
    const text = JSON.stringify(rest);
    check(
      secrets === undefined || v.kind === 'broadcast' || s.phase === 'over',
      'secrets only for the broadcast feed or at the end',
      v,
    );
    for (const tile of hiddenFrom(s, v)) check(!text.includes(tile), 'no hidden tile in a view', { v, tile });
  }
  const publicEvents = JSON.stringify(events.filter((e) => !('visibleTo' in e)));
  for (const tile of hiddenFrom(s, { kind: 'spectator' }))
    check(!publicEvents.includes(tile), 'no hidden tile in a public event', tile);
  for (const e of events)
    if (e.type === 'seen')
      check(e.visibleTo.length === 1 && e.visibleTo[0] === e.seat, 'a look is seen by its looker only', e);
}

interface Table {
  players: number;
  options: Partial<LabiroOptions>;
  seeds: number[];
}

const TABLES: Table[] = [
  { players: 2, options: { roundLimit: 12 }, seeds: [1, 2, 3, 4] },
  {
    players: 3,
    options: { roundLimit: 10, map: { kind: 'random' }, order: 'random', push: 'collide' },
    seeds: [5, 6, 7, 8, 9],
  },
  { players: 4, options: { roundLimit: 8, map: { kind: 'preset', name: 'river' } }, seeds: [10, 11, 12] },
  { players: 4, options: { roundLimit: 8, map: { kind: 'random' }, order: 'random' }, seeds: [13, 14, 15, 16, 17] },
  { players: 2, options: { roundLimit: 10, map: { kind: 'preset', name: 'ring' }, push: 'collide' }, seeds: [18, 19] },
  { players: 3, options: { roundLimit: 10, map: { kind: 'preset', name: 'wheel' } }, seeds: [20, 21] },
  { players: 2, options: { roundLimit: 10, map: { kind: 'preset', name: 'islands' } }, seeds: [22, 23] },
];

/** One random playout by the random bot from each acting seat's view; invariants after every step. */
function playout(players: number, options: LabiroOptions, seed: number) {
  const input = { seed, players, options };
  const start = labiro.setup(input);
  if (!start.ok) throw new Error(start.error.code);
  let s = start.value;
  checkInvariants(s, []);
  const log: { seat: Seat; action: LabiroAction }[] = [];
  const types = new Set<string>();
  while (s.phase !== 'over') {
    check(log.length < 20_000, 'a playout with a round limit ends');
    const seat = labiro.toAct(s)[0]!;
    const view = labiro.view(s, { kind: 'seat', seat });
    const legal = labiro.legalActions(s, seat);
    check(legal.length > 0, 'the seat to act has a legal action', { seat, phase: s.phase });
    check(
      JSON.stringify(legalFromView(view, seat)) === JSON.stringify(legal),
      'legal actions from the view = from the state',
    );
    const action = randomAction(view, seat, mixSeed(seed, log.length));
    const r = labiro.apply(s, seat, action);
    check(r.ok, 'a legal action is accepted', { action, error: r.ok ? null : r.error });
    if (!r.ok) break;
    log.push({ seat, action });
    types.add(action.type);
    s = r.value.state;
    checkInvariants(s, r.value.events);
  }
  return { input, log, state: s, types };
}

describe('Labiro random playouts', () => {
  it('2–4 players on presets and random maps: every playout ends cleanly, invariants hold, views never leak', () => {
    const types = new Set<string>();
    let games = 0;
    for (const t of TABLES) {
      for (const seed of t.seeds) {
        const options = { ...labiro.defaultOptions, ...t.options };
        const p = playout(t.players, options, seed);
        p.types.forEach((x) => {
          types.add(x);
        });
        expect(p.state.phase).toBe('over');
        expect(labiro.outcome(p.state)!.scores).toHaveLength(t.players);
        games++;
      }
    }
    expect(games).toBe(23);
    // The random bot exercises the whole rulebook over these games.
    for (const type of ['start', 'move', 'turn', 'take', 'leave', 'unlock', 'torch', 'rope', 'end', 'place'])
      expect(types).toContain(type);
  });
});
