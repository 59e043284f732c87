// Every registered game at a real server with real colyseus.js clients: what each client decodes is exactly the
// engine's view. Seats and spectators play short seeded games of random legal actions (one table with a spectator
// who joins midway, one with a server bot in seat 0 and the broadcast feed); every state a client decodes (its
// first full state and each patch after it) must deep-equal `game.view(state, viewer)` for the state of the
// version it shows, rebuilt from the seed and the log SQLite holds. A view one patch behind its version, a field
// lost or changed by the schema sync, or a view the JSON transport cannot carry would all show here.
import { describe, expect, it } from 'vitest';
import { replay, type AnyGame, type Seat, type Viewer } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import type { CreateOptions } from '../../shared/protocol.js';
import { viewerFor } from '../../server/visibility.js';
import { createTable, joinTable, readStoredTable, serverPerFile, waitFor, type Player } from './helpers.js';

const live = serverPerFile();

/** Options that keep a game of random actions short, by game id (every other game plays its defaults). */
const SHORT: Readonly<Record<string, Record<string, unknown>>> = { labiro: { roundLimit: 2 } };
/** Actions the test sends per table at most (bots' moves not counted). */
const MAX_ACTIONS = 40;

/** One table under test: its game, its seat kinds, the clients and who each one is. */
interface Table {
  readonly game: AnyGame;
  readonly tableId: string;
  readonly kinds: readonly ('human' | 'bot')[];
  readonly broadcast: boolean;
  readonly seated: Player[];
  readonly watchers: Player[];
  /** How many of each client's decoded states were compared already. */
  readonly checked: Map<Player, number>;
}

/** The server's engine state at every version so far, rebuilt from the seed and the log SQLite holds. */
function statesOf(t: Table): unknown[] {
  const stored = readStoredTable(live.dataDir, t.tableId);
  const states: unknown[] = [];
  const input = { seed: stored.seed, players: stored.players, options: stored.options };
  const r = replay(t.game, input, stored.log, (_events, version, state) => (states[version] = state));
  if (!r.ok) throw new Error(`replay of ${t.tableId} refused: ${r.error.code}`);
  return states;
}

/** Who a client is to the engine: its seat, or the spectators' viewer of this table. */
function viewerOf(t: Table, p: Player): Viewer {
  return viewerFor(p.seat, t.broadcast);
}

/** Compares every state each client decoded since the last call with the engine's view at that version. */
function checkDecoded(t: Table, states: readonly unknown[]): number {
  let compared = 0;
  for (const p of [...t.seated, ...t.watchers]) {
    const viewer = viewerOf(t, p);
    const from = t.checked.get(p) ?? 0;
    for (const { version, json } of p.seen.slice(from)) {
      const state = states[version];
      expect(state, `${t.game.id}: version ${version} is in the log`).toBeDefined();
      const who = `${t.game.id} ${t.tableId}, ${JSON.stringify(viewer)} at version ${version}`;
      expect(JSON.parse(json), `${who}: decoded view = engine view`).toEqual(t.game.view(state, viewer));
      compared++;
    }
    t.checked.set(p, p.seen.length);
  }
  return compared;
}

/** A small seeded generator for the test's choices (repeatable runs). */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Opens a table of `kinds` (the first seat creates it; a bot seat is played by the server) and a spectator. */
async function openTable(game: AnyGame, kinds: readonly ('human' | 'bot')[], broadcast: boolean): Promise<Table> {
  const seats: CreateOptions['seats'] = kinds.map((kind) => ({ kind }));
  const creator = await createTable(live.server, { game: game.id, options: SHORT[game.id] ?? {}, seats, broadcast, name: 'P0' });
  const tableId = creator.welcome!.tableId;
  const seated = [creator];
  for (let s = 1; s < kinds.length; s++) if (kinds[s] === 'human') seated.push(await joinTable(live.server, tableId, { name: `P${s}` }));
  const watchers = [await joinTable(live.server, tableId, { seat: 'spectate' })];
  await waitFor(() => [...seated, ...watchers].every((p) => p.state.phase !== 'waiting'), 'the game under way');
  return { game, tableId, kinds, broadcast, seated, watchers, checked: new Map() };
}

/**
 * Plays random legal actions (chosen from the server's state) until the game ends or MAX_ACTIONS were sent,
 * letting the server's bots move in between; compares every decoded state once the table rests. A second
 * spectator joins after `lateJoinAt` actions (its first state is a full encode, not a patch).
 */
async function playAndCompare(t: Table, seed: number, lateJoinAt: number): Promise<{ actions: number; compared: number }> {
  const pick = chooser(seed);
  const everyone = () => [...t.seated, ...t.watchers];
  let actions = 0;
  let compared = 0;
  for (;;) {
    const states = statesOf(t);
    const version = states.length - 1;
    const state = states[version];
    await waitFor(() => everyone().every((p) => p.version >= version), `${t.game.id}: version ${version} everywhere`);
    const over = t.game.outcome(state) !== null;
    if (!over && t.game.toAct(state).some((s: Seat) => t.kinds[s] === 'bot')) {
      await waitFor(() => everyone().some((p) => p.version > version), `${t.game.id}: the bot's move after ${version}`);
      continue;
    }
    compared += checkDecoded(t, states);
    if (over || actions >= MAX_ACTIONS) break;
    if (actions === lateJoinAt) t.watchers.push(await joinTable(live.server, t.tableId, { seat: 'spectate' }));
    const seat = t.game.toAct(state)[0] as Seat;
    const player = t.seated.find((p) => p.seat === seat)!;
    const legal = t.game.legalActions(state, seat) as unknown[];
    const action = legal[pick(legal.length)];
    const errors = player.errors.length;
    player.act(action);
    actions++;
    await waitFor(() => player.version > version || player.errors.length > errors, `${t.game.id}: ${JSON.stringify(action)} answered`);
    expect(player.errors.slice(errors).map((e) => e.code), `${t.game.id}: ${JSON.stringify(action)} accepted`).toEqual([]);
  }
  return { actions, compared };
}

/** Closes every client of a table. */
async function leave(t: Table): Promise<void> {
  await Promise.all([...t.seated, ...t.watchers].map((p) => p.room.leave()));
}

describe('decoded views equal the engine views, for every registered game', () => {
  for (const game of Object.values(GAMES)) {
    const players = Math.max(2, game.minPlayers);

    it(`${game.id}: ${players} players and two spectators (one joining midway) decode exactly their views after every action`, async () => {
      const t = await openTable(game, Array.from({ length: players }, () => 'human'), false);
      const { actions, compared } = await playAndCompare(t, 0x9e3779b9 ^ players, 3);
      expect(actions).toBeGreaterThan(0);
      // Every action reached every client as at least one decoded state, each compared.
      expect(compared).toBeGreaterThanOrEqual((actions + 1) * t.seated.length);
      await leave(t);
    }, 60_000);

    it(`${game.id}: players beside a server bot, watched on the broadcast feed, decode exactly their views`, async () => {
      const seats = Math.min(game.maxPlayers, players + 1);
      // The bot has seat 0: where seat 0 starts, it moves while the last person is still joining (whose first
      // decoded state is then a full encode of a later version).
      const kinds = Array.from({ length: seats }, (_, s) => (s === 0 ? 'bot' : 'human') as 'human' | 'bot');
      const t = await openTable(game, kinds, true);
      const { actions, compared } = await playAndCompare(t, 0x85ebca6b ^ seats, -1);
      expect(actions + compared).toBeGreaterThan(0);
      expect(compared).toBeGreaterThanOrEqual(t.seated.length + t.watchers.length);
      await leave(t);
    }, 60_000);
  }
});
