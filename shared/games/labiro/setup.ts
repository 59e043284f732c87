// The start of a Labiro game (rules/labiro.md, "Set-up"): the map, hidden objects and ruby tiles, towers placed
// simple and ruby alternating at random turns, the turn order. All randomness comes from the table's seed.
import {
  hexDistance,
  makeRng,
  nextInt,
  ok,
  shuffle,
  type Result,
  type RngState,
  type Seat,
  type SetupInput,
} from '../../core/index.js';
import { adjacency, makeBoard } from './board.js';
import { refuse } from './errors.js';
import type { LabiroOptions, LabiroState } from './game-types.js';
import { presetMap, type LabiroMap } from './map.js';
import { randomMap } from './random-map.js';
import { MAX_PLAYERS, MIN_PLAYERS, parseOptions } from './parse.js';
import { OBJECT_SET, RUBY_TILES, TOWER_SET, isRubyTower, type ObjectTile, type RubyTile, type Tower } from './types.js';

/** The map a table plays on; 'random' draws it from the generator (and returns the generator moved on). */
export function resolveMap(choice: LabiroOptions['map'], rng: RngState): [LabiroMap, RngState] {
  if (choice.kind === 'random') return randomMap(rng);
  if (choice.kind === 'custom') return [choice.map, rng];
  const preset = presetMap(choice.name);
  if (!preset) throw new Error(`labiro: unknown preset ${choice.name} (parseOptions lets none through)`);
  return [preset, rng];
}

/**
 * The order towers are laid on the bases: breadth-first from the base nearest the map's centre (the origin;
 * ties to the lower index), neighbours in side order 0–5 — rings around the centre, so that alternating
 * kinds along this order mostly puts simple and ruby towers side by side.
 */
export function layingOrder(map: LabiroMap): number[] {
  const origin = { q: 0, r: 0 };
  let start = 0;
  map.cells.forEach((c, i) => {
    if (hexDistance(c, origin) < hexDistance(map.cells[start]!, origin)) start = i;
  });
  const adj = adjacency(map.cells);
  const seen = new Uint8Array(map.cells.length);
  const out = [start];
  seen[start] = 1;
  for (let i = 0; i < out.length; i++) {
    for (const b of adj[out[i]!]!) {
      if (b >= 0 && seen[b] === 0) {
        seen[b] = 1;
        out.push(b);
      }
    }
  }
  return out;
}

/**
 * Towers by base: simple and ruby towers (each kind shuffled) laid along `layingOrder`, alternating simple,
 * ruby, simple… while both kinds remain (10 simple, 8 ruby: the last two are simple), each at a random turn 0–5.
 */
export function layTowers(map: LabiroMap, rng: RngState): [Tower[], RngState] {
  let s = rng;
  let simple: Tower[];
  let ruby: Tower[];
  [simple, s] = shuffle(
    s,
    TOWER_SET.filter((t) => !isRubyTower(t)),
  );
  [ruby, s] = shuffle(s, TOWER_SET.filter(isRubyTower));
  const towers: Tower[] = new Array(map.cells.length);
  layingOrder(map).forEach((base, k) => {
    const wantRuby = k % 2 === 1;
    const pick = (wantRuby && ruby.length) || !simple.length ? ruby.shift()! : simple.shift()!;
    let turn: number;
    [turn, s] = nextInt(s, 0, 5);
    towers[base] = { ...pick, turn };
  });
  return [towers, s];
}

/** Builds the game from the table's seed; the generator lives in the state from here on. */
export function setup(input: SetupInput<LabiroOptions>): Result<LabiroState> {
  const parsed = parseOptions(input.options);
  if (!parsed.ok) return parsed;
  const options = parsed.value;
  const { players } = input;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) return refuse('badPlayers');
  let rng = makeRng(input.seed);
  // biome-ignore lint/style/useConst: assigned once, but in one destructuring with rng, which is threaded and reassigned
  let map: LabiroMap;
  [map, rng] = resolveMap(options.map, rng);
  let order: Seat[] = Array.from({ length: players }, (_, s) => s);
  if (options.order === 'random') [order, rng] = shuffle(rng, order);
  // biome-ignore lint/style/useConst: assigned once, but in one destructuring with rng, which is threaded and reassigned
  let towers: Tower[];
  [towers, rng] = layTowers(map, rng);
  // biome-ignore lint/style/useConst: assigned once, but in one destructuring with rng, which is threaded and reassigned
  let objects: ObjectTile[];
  let rubies: RubyTile[];
  [objects, rng] = shuffle(rng, OBJECT_SET);
  [rubies, rng] = shuffle(rng, RUBY_TILES);
  const board = makeBoard(map, towers, options.push);
  const rubyTiles = towers.map((t) => (isRubyTower(t) ? rubies.shift()! : null));
  const none = <T>(v: T) => Array.from({ length: players }, () => v);
  return ok({
    options,
    players,
    rng,
    map,
    board,
    objects,
    objectPublic: towers.map(() => false),
    rubyTiles,
    looks: [],
    discarded: [],
    phase: 'start',
    order,
    turn: order[0]!,
    turnCount: 0,
    pawns: none(null),
    homes: none(null),
    hands: none([]),
    chests: none([]),
    turnsUsed: 0,
    usedThisTurn: [],
    pending: [],
    result: null,
  });
}
