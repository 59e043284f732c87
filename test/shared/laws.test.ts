// The engine laws, one test over every game registered in shared/games/index.ts (a new game is checked as soon as
// it is registered): setup is repeatable; `apply` never writes to its input and refuses bad input with a code
// of its own; every listed legal action (from the state and, where the game has it, from the seat's view) is
// accepted; there is an outcome exactly when nobody is left to act; every seat, a spectator and the broadcast
// feed get a plain-JSON view with the base fields (toAct, scores) and never a word of the generator; actions
// survive the trip through JSON; a dice throw event is one the server can simulate; replaying the log rebuilds
// the state the live game reached; a bot's memory (botMemory) is plain JSON without the generator, and a bot's
// choice through the platform's bot path is accepted. Seeded random playouts drive it, on the tables a game names in
// test/shared/<id>/laws.ts (LAW_TABLES: short games, every mode) or, without that file, on its default options
// for a few player counts. Every seed is played as a ChaCha20 key (the generator of every table the server makes
// now), and one seed per game also as a stored table's four words (sfc32 and the rules before issue 26: isLegacySeed).
// Each game's own invariants stay in its folder.
import { describe, expect, it } from 'vitest';
import {
  DICE_THROWN,
  botDecision,
  generatorOf,
  isDiceThrown,
  makeRng,
  mixSeed,
  nextFloat,
  nextInt,
  replay,
  type AnyGame,
  type GameEvent,
  type RngState,
  type Seat,
  type Seed,
  type SetupInput,
} from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { deepFreeze, viewers, type LawTable } from './engine-helpers.js';

/** The tables each game asks for (test/shared/<id>/laws.ts), by game id. */
const ASKED = Object.fromEntries(
  Object.entries(import.meta.glob<{ LAW_TABLES?: readonly LawTable[] }>('./*/laws.ts', { eager: true })).map(
    ([path, mod]) => [path.split('/')[1], mod.LAW_TABLES ?? []],
  ),
);

/** Seeds per default table, the longest playout (steps), and how many listed actions are tried per check. */
const SEEDS = [1, 2];
const MAX_STEPS = 400;
const LEGAL_CHECK_EVERY = 9;
const LEGAL_SAMPLE = 40;
/** Player counts tried per game without tables of its own: from its minimum, at most this many. */
const PLAYER_COUNTS = 4;

/** Throws with `what` unless `ok`: plain checks keep the playout loop fast (vitest's expect is slower). */
function check(ok: boolean, what: string, detail?: unknown): void {
  if (!ok) throw new Error(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail)?.slice(0, 500)}`}`);
}

/** A table's ChaCha20 seed from a law seed: eight key words spread over 32 bits, as the server draws them. */
function chachaSeed(seed: number): Seed {
  return { chacha20: Array.from({ length: 8 }, (_, i) => mixSeed(0xc4ac4a20, seed, i)) };
}

/** The generator words in a state: every 4-word array of 32-bit numbers (sfc32) or ChaCha20 key under a key naming an rng. */
function rngWords(state: unknown): string[] {
  const out: string[] = [];
  const walk = (x: unknown, key: string): void => {
    if (/rng/i.test(key) && x && typeof x === 'object' && Array.isArray((x as { chacha20?: unknown }).chacha20)) {
      for (const w of (x as { chacha20: number[] }).chacha20) if (w >= 2 ** 16) out.push(String(w));
      return;
    }
    if (Array.isArray(x)) {
      if (/rng/i.test(key) && x.length === 4 && x.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)) {
        // Words under 2^16 could appear in a view by chance (a count, a score); those are skipped.
        for (const w of x as number[]) if (w >= 2 ** 16) out.push(String(w));
        return;
      }
      x.forEach((v) => {
        walk(v, key);
      });
    } else if (x && typeof x === 'object') {
      for (const [k, v] of Object.entries(x)) walk(v, k);
    }
  };
  walk(state, '');
  return out;
}

/** A sample of at most `n` entries of `list`, spread over it (the whole list when short). */
function spread<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)] as T);
}

/** The laws every reachable state obeys: outcome exactly when nobody acts; views for every viewer (`deep`: twice, to compare). */
function checkState(game: AnyGame, s: unknown, players: number, deep: boolean): void {
  const toAct = game.toAct(s);
  const out = game.outcome(s);
  check(
    toAct.every((x) => Number.isInteger(x) && x >= 0 && x < players),
    'toAct names seats of the table',
    toAct,
  );
  check((out !== null) === (toAct.length === 0), 'an outcome exactly when nobody is left to act', { toAct, out });
  if (out) {
    check(out.scores.length === players, 'the outcome scores every seat', out);
    check(
      out.winners.every((x) => x >= 0 && x < players),
      'winners are seats',
      out,
    );
  }
  const words = rngWords(s);
  for (const viewer of viewers(players)) {
    const v = game.view(s, viewer);
    const json = JSON.stringify(v);
    if (deep)
      check(
        JSON.stringify(JSON.parse(json)) === json && JSON.stringify(game.view(s, viewer)) === json,
        'a view is plain JSON, the same on every call',
        viewer,
      );
    check(JSON.stringify(v.toAct) === JSON.stringify(toAct), 'the view says who acts', { viewer, toAct: v.toAct });
    check(
      v.scores === null || (Array.isArray(v.scores) && v.scores.length === players),
      'the view scores every seat (or none yet)',
      { viewer, scores: v.scores },
    );
    check(
      !json.includes('"rng"') && words.every((w) => !json.includes(w)),
      'no view carries a word of the generator',
      viewer,
    );
  }
  // A bot seat's memory (server only) is plain JSON and, like a view, never holds a word of the generator.
  if (deep && game.botMemory) {
    for (let seat = 0; seat < players; seat++) {
      const json = JSON.stringify(game.botMemory(s, seat) ?? null);
      check(
        JSON.stringify(JSON.parse(json)) === json && !json.includes('"rng"') && words.every((w) => !json.includes(w)),
        'a bot memory is plain JSON without the generator',
        seat,
      );
    }
  }
}

/** Every listed action (a spread sample) is accepted: the state's list for `seat`, and its view's list where the game has one. */
function checkListed(game: AnyGame, s: unknown, seat: Seat): void {
  for (const a of spread(game.legalActions(s, seat), LEGAL_SAMPLE)) {
    const r = game.apply(s, seat, a);
    check(r.ok, 'a listed legal action is accepted', { seat, a, error: r.ok ? null : r.error });
  }
  if (!game.legalFromView) return;
  const view = game.view(s, { kind: 'seat', seat });
  for (const a of spread(game.legalFromView(view, seat), LEGAL_SAMPLE)) {
    const r = game.apply(s, seat, a);
    check(r.ok, 'an action listed from the view is accepted', { seat, a, error: r.ok ? null : r.error });
  }
}

/** Bad input is refused with a code of the game, never thrown, and leaves the (frozen) state as it was. */
function checkRefusals(game: AnyGame, s: unknown, players: number): void {
  const bad: [Seat, unknown][] = [
    [-1, { type: 'x' }],
    [players, { type: 'x' }],
    [0.5, { type: 'x' }],
    [0, null],
    [0, 'rematch'],
    [0, { type: '__nope__' }],
    [0, []],
  ];
  for (const [seat, action] of bad) {
    const r = game.apply(s, seat, action);
    check(!r.ok && r.error.code.startsWith(`${game.id}/`), 'bad input is refused with a code of the game', {
      seat,
      action,
      r,
    });
  }
}

/** One event as the log and animations receive it. */
function checkEvent(e: GameEvent, players: number): void {
  check(typeof e.type === 'string', 'an event has a type', e);
  check(e.visibleTo === undefined || e.visibleTo.every((x) => x >= 0 && x < players), 'visibleTo names seats', e);
  // A dice throw is one the server can simulate: a channel, a roll number, 1 to 4 dice of 1 to 6.
  if (e.type === DICE_THROWN) {
    check(
      isDiceThrown(e) &&
        e.channel !== '' &&
        e.values.length <= 4 &&
        e.values.every((v) => Number.isInteger(v) && v >= 1 && v <= 6),
      'a dice throw the server can play',
      e,
    );
  }
}

/**
 * A seeded random playout checked at every step; returns the log and the last state. With a `botShare`, that
 * share of the steps is the default bot's choice (its seat's view and memory), which must be accepted too.
 */
function playout(
  game: AnyGame,
  input: SetupInput<unknown>,
  pickSeed: number,
  botShare = 0,
  maxSteps = MAX_STEPS,
): { log: { seat: Seat; action: unknown }[]; state: unknown; over: boolean } {
  const start = game.setup(input);
  if (!start.ok) throw new Error(start.error.code);
  check(JSON.stringify(game.setup(input)) === JSON.stringify(start), 'setup gives the same table for the same seed');
  let s = deepFreeze(start.value);
  let rng: RngState = makeRng([0x1a45, pickSeed, input.players]);
  const log: { seat: Seat; action: unknown }[] = [];
  for (let step = 0; step < maxSteps; step++) {
    checkState(game, s, input.players, step % LEGAL_CHECK_EVERY === 0);
    const toAct = game.toAct(s);
    if (toAct.length === 0) {
      // Once over, whatever is still listed (a rematch) is accepted too.
      for (let seat = 0; seat < input.players; seat++) checkListed(game, s, seat);
      return { log, state: s, over: true };
    }
    let k: number;
    [k, rng] = nextInt(rng, 0, toAct.length - 1);
    const seat = toAct[k] as Seat;
    if (step % LEGAL_CHECK_EVERY === 0) {
      checkListed(game, s, seat);
      checkRefusals(game, s, input.players);
    }
    const legal = game.legalActions(s, seat);
    check(legal.length > 0, 'a seat expected to act has a legal action', { seat, step });
    [k, rng] = nextInt(rng, 0, legal.length - 1);
    let chosen = legal[k];
    let u = 1;
    if (botShare > 0) [u, rng] = nextFloat(rng);
    if (u < botShare && game.bots[0]) chosen = botDecision(game, game.bots[0], s, seat, step);
    // The action as a client sends it: through JSON and the game's parser.
    const parsed = game.parseAction(JSON.parse(JSON.stringify(chosen)));
    check(parsed.ok, 'a legal action survives JSON and parseAction', { chosen, parsed });
    const action = parsed.ok ? parsed.value : chosen;
    const before = JSON.stringify(s);
    const r = game.apply(s, seat, action);
    check(r.ok, 'the chosen legal action is accepted', { seat, action, error: r.ok ? null : r.error });
    if (!r.ok) break;
    check(JSON.stringify(s) === before, 'apply never writes to its input');
    check(
      JSON.stringify(JSON.parse(JSON.stringify(r.value.state))) === JSON.stringify(r.value.state),
      'the state stays plain JSON',
    );
    for (const e of r.value.events) checkEvent(e, input.players);
    log.push({ seat, action });
    s = deepFreeze(r.value.state);
  }
  checkState(game, s, input.players, true);
  return { log, state: s, over: game.toAct(s).length === 0 };
}

/** The tables a game is played on: its own LAW_TABLES, else its default options from its minimum player count. */
function tablesOf(game: AnyGame): LawTable[] {
  const asked = ASKED[game.id];
  if (asked && asked.length > 0) return [...asked];
  const counts = Math.min(PLAYER_COUNTS, game.maxPlayers - game.minPlayers + 1);
  return Array.from({ length: counts }, (_, i) => ({
    players: game.minPlayers + i,
    options: game.defaultOptions,
    seeds: SEEDS,
  }));
}

describe.each(Object.values(GAMES).map((g) => [g.id, g] as const))('engine laws: %s', (_id, game) => {
  it('its default options parse, also after a trip through JSON; garbage does not', () => {
    expect(game.parseOptions(JSON.parse(JSON.stringify(game.defaultOptions))).ok).toBe(true);
    expect(game.parseOptions('not options').ok).toBe(false);
  });

  it('seeded random playouts keep every law at every step, and replay equals live (ChaCha20 seeds, and one stored sfc32 table)', () => {
    let tables = 0;
    let ended = 0;
    const generators = new Set<string>();
    for (const [t, table] of tablesOf(game).entries()) {
      const seeds: [number, Seed][] = table.seeds.map((n) => [n, chachaSeed(n)]);
      // A table stored before issue 26 still plays as it was (sfc32, that era's rules): the first seed as four words.
      if (t === 0 && table.seeds[0] !== undefined)
        seeds.push([table.seeds[0], [table.seeds[0], 0x9e3779b9, 0x243f6a88, 0xb7e15162]]);
      for (const [n, seed] of seeds) {
        // As the server does: the creator's options through parseOptions, then setup.
        const options = game.parseOptions(JSON.parse(JSON.stringify(table.options)));
        expect(options.ok).toBe(true);
        if (!options.ok) continue;
        const input: SetupInput<unknown> = { seed, players: table.players, options: options.value };
        if (!game.setup(input).ok) continue; // a count the default options do not allow (Laser alone needs a server circuit)
        tables++;
        const { log, state, over } = playout(game, input, n, table.botShare, table.maxSteps);
        generators.add(generatorOf(seed));
        if (over) ended++;
        const again = replay(game, input, log);
        expect(again.ok).toBe(true);
        if (again.ok) expect(JSON.stringify(again.value)).toBe(JSON.stringify(state));
      }
    }
    expect(tables).toBeGreaterThan(0);
    expect([...generators].sort()).toEqual(['chacha20', 'sfc32']);
    // A game's own tables are short games: every playout reaches the end (defaults may stop at MAX_STEPS).
    if (ASKED[game.id]?.length) expect(ended).toBe(tables);
  }, 120_000); // Symbotrio's long bot-driven playouts: ~14 s alone, over 30 s beside other test files on two cores.
});
