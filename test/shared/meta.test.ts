// Each game's metadata (shared/games/<id>/meta.ts, listed in shared/games/meta.ts) says what its engine does: the
// same games in the same order as the engines' registry, the same id and seat range, parseOptions with nothing
// given yields the metadata's defaults, setup takes the fewest and the most seats and refuses one fewer or one
// more, and the short game the tests play ends: two of the game's own bots finish it within SHORT_GAME_ACTIONS.
import { describe, expect, it } from 'vitest';
import { mixSeed, type AnyGame, type Seat } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { GAME_IDS, GAME_METAS, META, shortOptionsOf } from '../../shared/games/meta.js';
import { botOrFirstLegal } from './engine-helpers.js';

/** The most actions a short game of two bots may take (the server tests' planned games stop at 600). */
const SHORT_GAME_ACTIONS = 600;
/** Seeds of the short games played per game. */
const SEEDS = [1, 2, 3];

/** The options a table gets from `raw` through the engine's parser (the server's path), or a failed test. */
function parsed(game: AnyGame, raw: unknown): unknown {
  const r = game.parseOptions(raw);
  if (!r.ok) throw new Error(`${game.id}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** Plays `game` from `seed` with its first bot in every seat until it is over; the actions it took, or null past `max`. */
function botsPlay(game: AnyGame, options: unknown, players: number, seed: number, max: number): number | null {
  const start = game.setup({
    seed: { chacha20: Array.from({ length: 8 }, (_, i) => mixSeed(0x5e7a, seed, i)) },
    players,
    options,
  });
  if (!start.ok) throw new Error(`${game.id}: ${start.error.code}`);
  let state = start.value;
  for (let step = 0; step < max; step++) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) return step;
    const seat = toAct[0] as Seat;
    const r = game.apply(state, seat, botOrFirstLegal(game, state, seat, seed, step));
    if (!r.ok) throw new Error(`${game.id}: step ${step}: ${r.error.code}`);
    state = r.value.state;
  }
  return game.toAct(state).length === 0 ? max : null;
}

describe('the games metadata lists are the registered engines', () => {
  it('the same ids, in the same order (the lobby offers them in this order)', () => {
    expect(GAME_IDS).toEqual(Object.keys(GAMES));
    expect(Object.keys(META)).toEqual(GAME_IDS);
  });

  it('an unknown id has no short game: its table plays the options it was given', () => {
    expect(shortOptionsOf('chess')).toEqual({});
    expect(shortOptionsOf('__proto__')).toEqual({});
  });
});

describe.each(GAME_METAS.map((m) => [m.id, m] as const))('the metadata of %s agrees with its engine', (id, meta) => {
  const game = GAMES[id] as AnyGame;

  it('the same id, seat range and default options; the lobby starts within the range', () => {
    expect(game.id).toBe(meta.id);
    expect([game.minPlayers, game.maxPlayers]).toEqual([meta.seats.min, meta.seats.max]);
    expect(game.defaultOptions).toEqual(meta.defaultOptions);
    expect(meta.seats.initial).toBeGreaterThanOrEqual(meta.seats.min);
    expect(meta.seats.initial).toBeLessThanOrEqual(meta.seats.max);
  });

  it('parsing no options, or an empty object, gives the default options', () => {
    expect(parsed(game, undefined)).toEqual(meta.defaultOptions);
    expect(parsed(game, {})).toEqual(meta.defaultOptions);
  });

  it('setup takes the fewest and the most seats and refuses one fewer or one more', () => {
    // The short options open the whole range (a lone Laser player needs the server's circuit).
    const options = parsed(game, shortOptionsOf(id));
    for (const players of [meta.seats.min, meta.seats.max])
      expect(game.setup({ seed: 7, players, options }).ok, `${players} players`).toBe(true);
    for (const players of [meta.seats.min - 1, meta.seats.max + 1]) {
      const r = game.setup({ seed: 7, players, options });
      expect(r.ok ? null : r.error.code, `${players} players`).toBe(`${id}/bad-players`);
    }
    // And the defaults take the lobby's starting count.
    expect(game.setup({ seed: 7, players: meta.seats.initial, options: meta.defaultOptions }).ok).toBe(true);
  });

  it(`the short game parses, differs from the defaults only where it says, and two bots finish it within ${SHORT_GAME_ACTIONS} actions`, () => {
    const options = parsed(game, shortOptionsOf(id));
    expect(options).toEqual({ ...meta.defaultOptions, ...meta.shortOptions });
    const players = Math.max(2, meta.seats.min);
    const lengths = SEEDS.map((seed) => botsPlay(game, options, players, seed, SHORT_GAME_ACTIONS));
    expect(
      lengths.every((n) => n !== null && n > 0),
      `${id}: actions per game ${JSON.stringify(lengths)}`,
    ).toBe(true);
  }, 60_000);
});
