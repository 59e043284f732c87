// Every registered game at a real server with real colyseus.js clients: what each client decodes is exactly the
// engine's view. Seats and spectators play short seeded games of random legal actions (one table with a spectator
// who joins midway, one with a server bot in seat 0 and the delayed all-seeing feed running); every state a live
// client decodes (its first full state and each patch after it) must deep-equal `game.view(state, viewer)` for
// the state of the version it shows, rebuilt from the seed and the log SQLite holds, and every event and dice
// throw it receives must be one its viewer may learn. A view one patch behind its version, a field lost or
// changed by the schema sync, a view the JSON transport cannot carry, or a secret leaking to a live seat or
// spectator while the feed runs would all show here. The feed client gets each version, the setup included, no
// earlier than the delay after that version was accepted: the spectators' view (nobody agreed to more), or the
// broadcast view only once nothing hidden in it could help anyone seated (its round or game over live).
import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat, Viewer } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { shortOptionsOf } from '../../shared/games/meta.js';
import { isDiceThrown, type GameEvent } from '../../shared/core/index.js';
import { C2S, S2C, viewKeysOf, type CreateOptions, type WelcomeMessage } from '../../shared/protocol.js';
import { eventsFor, mayLearn, viewerFor } from '../../server/visibility.js';
import {
  chooser,
  createTable,
  joinTable,
  openFeed,
  readStoredTable,
  replayStored,
  serverPerFile,
  waitFor,
  type FeedClient,
  type Player,
} from './helpers.js';

const live = serverPerFile();

/**
 * A table's options: Labiro plays its short game (a round limit keeps random actions short); every other game plays
 * its defaults, whose views hold the most to check (Laser's own designs, Symbotrio's code cards and turning board).
 */
const optionsOf = (id: string): Record<string, unknown> => (id === 'labiro' ? shortOptionsOf(id) : {});
/** Actions the test sends per table at most (bots' moves not counted). */
const MAX_ACTIONS = 40;
/** The feed delay of the table with a feed, in seconds (short, so the test waits little). */
const FEED_DELAY_S = 1;
const BROADCAST: Viewer = { kind: 'broadcast' };
const SPECTATOR: Viewer = { kind: 'spectator' };

/** One table under test: its game, its seat kinds, the clients and who each one is. */
interface Table {
  readonly game: AnyGame;
  readonly tableId: string;
  readonly kinds: readonly ('human' | 'bot')[];
  readonly seated: Player[];
  readonly watchers: Player[];
  /** The creator's feed client, on the table that runs one. */
  readonly feed: FeedClient | null;
  /** How many of each client's decoded states were compared already. */
  readonly checked: Map<Player, number>;
}

/** The server's history rebuilt from the seed and the log SQLite holds: state and events at every version, acceptance times. */
interface Rebuilt {
  readonly states: unknown[];
  readonly events: GameEvent[][];
  /** `acceptedAt[v]`: when version v was accepted (ms; the table's creation for the setup). */
  readonly acceptedAt: number[];
  /** Versions whose rows a later latest-state edit replaced: not in the stored log. */
  readonly superseded: ReadonlySet<number>;
}

function rebuild(t: Table): Rebuilt {
  const stored = readStoredTable(live.dataDir, t.tableId);
  const states: unknown[] = [];
  const events: GameEvent[][] = [];
  replayStored(t.game, stored, (e, version, state) => {
    states[version] = state;
    events[version] = e;
  });
  // A latest-state edit (a Laser draft) or a walk (Labiro) that a later one replaced has no row (shared/core/latest.ts,
  // server/log-run.ts): its version cannot be rebuilt from the store, and is left out of the comparisons below; the
  // row that replaced it replays from the state before the run, so its events (a walk's path) may differ too.
  const superseded = new Set<number>();
  for (let v = 1; v < states.length; v++) if (!(v in states)) superseded.add(v);
  const acceptedAt = [stored.createdAt];
  for (const a of stored.log) acceptedAt[a.n + 1] = a.at;
  return { states, events, superseded, acceptedAt };
}

/** The server's engine state at every version so far. */
function statesOf(t: Table): unknown[] {
  return rebuild(t).states;
}

/** Who a live client is to the engine: its seat, or the spectators' public viewer (never the broadcast one). */
function viewerOf(p: Player): Viewer {
  return viewerFor(p.seat);
}

/**
 * Compares every state each live client decoded since the last call with the engine's view at that version, and
 * checks every event and throw it ever received against what its viewer may learn.
 */
function checkDecoded(t: Table, states: readonly unknown[]): number {
  const { events, superseded } = rebuild(t);
  let compared = 0;
  for (const p of [...t.seated, ...t.watchers]) {
    const viewer = viewerOf(p);
    const from = t.checked.get(p) ?? 0;
    for (const { version, json } of p.seen.slice(from)) {
      if (superseded.has(version)) continue;
      const state = states[version];
      expect(state, `${t.game.id}: version ${version} is in the log`).toBeDefined();
      const who = `${t.game.id} ${t.tableId}, ${JSON.stringify(viewer)} at version ${version}`;
      // The very text: every value, every key, in the engine's order.
      expect(json, `${who}: decoded view = engine view`).toBe(JSON.stringify(t.game.view(state, viewer)));
      compared++;
    }
    t.checked.set(p, p.seen.length);
    // The spectators' tree and its own seat's overlay only: never the feed's, never another seat's.
    expect(p.viewKeys(), `${t.game.id}: trees decoded by ${JSON.stringify(viewer)}`).toEqual(viewKeysOf(p.seat));
    for (const m of p.events) {
      if (superseded.has(m.version) || superseded.has(m.version - 1)) continue;
      expect(m.events, `${t.game.id}: events of version ${m.version} for ${JSON.stringify(viewer)}`).toEqual(
        eventsFor(events[m.version] ?? [], viewer),
      );
    }
    const thrown = events.flat().filter(isDiceThrown);
    for (const th of p.throws) {
      const e = thrown.find((d) => d.roll === th.roll && d.channel === th.channel);
      expect(
        e && mayLearn(e.visibleTo, viewer),
        `${t.game.id}: throw ${th.channel}#${th.roll} for ${JSON.stringify(viewer)}`,
      ).toBe(true);
    }
  }
  return compared;
}

/**
 * Every frame the feed client decoded shows its version no earlier than the delay after that version was accepted
 * (the setup too; before it, a frame with no view that says when the feed starts); its versions never go back. A
 * frame is the spectators' view, or the broadcast view only once the live table had moved past its secrets (the
 * game over, or a later round: `settledBy`), as nobody at these tables agreed to more; its events likewise.
 */
function checkFeed(t: Table, feed: FeedClient): number {
  const { states, events, acceptedAt, superseded } = rebuild(t);
  const round = (s: unknown) => t.game.round?.(s) ?? 0;
  // Whether, by time `at`, the table had accepted a version that settles version v's secrets.
  const settledBy = (v: number, at: number) =>
    states.some(
      (s, w) => w >= v && acceptedAt[w]! <= at && (t.game.outcome(s) !== null || round(s) > round(states[v])),
    );
  let last = -1;
  for (const { at, frame } of feed.frames) {
    expect(frame.version, `${t.game.id}: the feed never moves back`).toBeGreaterThanOrEqual(last);
    last = frame.version;
    if (superseded.has(frame.version)) continue; // not in the store: nothing to compare with
    if (frame.view === null) {
      expect(frame, `${t.game.id}: the feed waits for its start`).toMatchObject({
        version: 0,
        startsAt: acceptedAt[0]! + FEED_DELAY_S * 1000,
      });
      continue;
    }
    expect(frame.startsAt).toBeNull();
    if (frame.sight === 'all') {
      expect(
        settledBy(frame.version, at),
        `${t.game.id}: feed frame ${frame.version} all-seeing only once settled`,
      ).toBe(true);
      expect(frame.view, `${t.game.id}: feed frame ${frame.version} = broadcast view`).toEqual(
        t.game.view(states[frame.version], BROADCAST),
      );
    } else {
      expect(frame.view, `${t.game.id}: feed frame ${frame.version} = spectators' view`).toEqual(
        t.game.view(states[frame.version], SPECTATOR),
      );
    }
    expect(at - acceptedAt[frame.version]!, `${t.game.id}: feed frame ${frame.version} delayed`).toBeGreaterThanOrEqual(
      FEED_DELAY_S * 1000,
    );
  }
  for (const { at, msg } of feed.events) {
    if (superseded.has(msg.version) || superseded.has(msg.version - 1)) continue;
    const allowed = [eventsFor(events[msg.version] ?? [], SPECTATOR)];
    if (settledBy(msg.version, at)) allowed.push(events[msg.version] ?? []);
    expect(allowed, `${t.game.id}: feed events of ${msg.version}`).toContainEqual(msg.events);
    expect(at - acceptedAt[msg.version]!, `${t.game.id}: feed events of ${msg.version} delayed`).toBeGreaterThanOrEqual(
      FEED_DELAY_S * 1000,
    );
  }
  expect(feed.errors).toEqual([]);
  expect([...feed.slotKeys]).toEqual(['feed']);
  return feed.frames.length;
}

/** Opens a table of `kinds` (the first seat creates it; a bot seat is played by the server) and a spectator. */
async function openTable(game: AnyGame, kinds: readonly ('human' | 'bot')[], withFeed: boolean): Promise<Table> {
  const seats: CreateOptions['seats'] = kinds.map((kind) => ({ kind }));
  const feedDelay = withFeed ? FEED_DELAY_S : undefined;
  const creator = await createTable(live.server, {
    game: game.id,
    options: optionsOf(game.id),
    seats,
    feedDelay,
    name: 'P0',
  });
  const tableId = creator.welcome!.tableId;
  const seated = [creator];
  for (let s = 1; s < kinds.length; s++)
    if (kinds[s] === 'human') seated.push(await joinTable(live.server, tableId, { name: `P${s}` }));
  const watchers = [await joinTable(live.server, tableId, { seat: 'spectate' })];
  await waitFor(() => [...seated, ...watchers].every((p) => p.state.phase !== 'waiting'), 'the game under way');
  await waitFor(() => creator.feedKey !== null, "the creator's feed key");
  const feed = withFeed ? await openFeed(live.server, tableId, creator.feedKey!.key) : null;
  return { game, tableId, kinds, seated, watchers, feed, checked: new Map() };
}

/**
 * Plays random legal actions (chosen from the server's state) until the game ends or MAX_ACTIONS were sent,
 * letting the server's bots move in between; compares every decoded state once the table rests. A second
 * spectator joins after `lateJoinAt` actions (its first state is a full encode, not a patch).
 */
async function playAndCompare(
  t: Table,
  seed: number,
  lateJoinAt: number,
): Promise<{ actions: number; compared: number }> {
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
    await waitFor(
      () => player.version > version || player.errors.length > errors,
      `${t.game.id}: ${JSON.stringify(action)} answered`,
    );
    expect(
      player.errors.slice(errors).map((e) => e.code),
      `${t.game.id}: ${JSON.stringify(action)} accepted`,
    ).toEqual([]);
  }
  return { actions, compared };
}

/** Closes every client of a table. */
async function leave(t: Table): Promise<void> {
  await Promise.all([...t.seated, ...t.watchers].map((p) => p.room.leave()));
  await t.feed?.room.leave();
}

describe('decoded views equal the engine views, for every registered game', () => {
  for (const game of Object.values(GAMES)) {
    const players = Math.max(2, game.minPlayers);

    it(`${game.id}: ${players} players and two spectators (one joining midway) decode exactly their views after every action`, async () => {
      const t = await openTable(
        game,
        Array.from({ length: players }, () => 'human'),
        false,
      );
      const { actions, compared } = await playAndCompare(t, 0x9e3779b9 ^ players, 3);
      expect(actions).toBeGreaterThan(0);
      // Every action reached every client as at least one decoded state, each compared.
      expect(compared).toBeGreaterThanOrEqual((actions + 1) * t.seated.length);
      await leave(t);
    }, 60_000);

    it(`${game.id}: players beside a server bot, with the delayed feed running, decode exactly their views; the feed shows each version after the delay`, async () => {
      const seats = Math.min(game.maxPlayers, players + 1);
      // The bot has seat 0: where seat 0 starts, it moves while the last person is still joining (whose first
      // decoded state is then a full encode of a later version).
      const kinds = Array.from({ length: seats }, (_, s) => (s === 0 ? 'bot' : 'human') as 'human' | 'bot');
      const t = await openTable(game, kinds, true);
      const { actions, compared } = await playAndCompare(t, 0x85ebca6b ^ seats, -1);
      expect(actions + compared).toBeGreaterThan(0);
      expect(compared).toBeGreaterThanOrEqual(t.seated.length + t.watchers.length);
      const final = statesOf(t).length - 1;
      await waitFor(() => t.feed!.frame!.version === final, `${game.id}: the feed reaches version ${final}`);
      expect(checkFeed(t, t.feed!)).toBeGreaterThan(0);
      await leave(t);
    }, 60_000);

    it(`${game.id}: a spectator who sits down in the last free seat decodes that seat's view from then on, after every action`, async () => {
      const creator = await createTable(live.server, {
        game: game.id,
        options: optionsOf(game.id),
        seats: Array.from({ length: players }, () => ({ kind: 'human' as const })),
        name: 'P0',
      });
      const tableId = creator.welcome!.tableId;
      const seated = [creator];
      for (let s = 1; s < players - 1; s++) seated.push(await joinTable(live.server, tableId, { name: `P${s}` }));
      const sitter = await joinTable(live.server, tableId, { seat: 'spectate', name: 'Sitter' });
      const watcher = await joinTable(live.server, tableId, { seat: 'spectate' });
      const t: Table = {
        game,
        tableId,
        kinds: Array.from({ length: players }, () => 'human'),
        seated,
        watchers: [sitter, watcher],
        feed: null,
        checked: new Map(),
      };
      await waitFor(() => [...seated, sitter, watcher].every((p) => p.state?.version === 0), 'everyone at version 0');
      expect(checkDecoded(t, statesOf(t))).toBeGreaterThan(0);
      expect(sitter.viewKeys()).toEqual(viewKeysOf(null));
      // From its new welcome on, it is seat `last`: what it decoded before was checked as a spectator's, and its
      // log starts again from the seat's catch-up (as client/net's does).
      const last = players - 1;
      let mark = -1;
      sitter.room.onMessage(S2C.welcome, (m: WelcomeMessage) => {
        if (m.seat !== last) return;
        mark = sitter.seen.length;
        sitter.events.length = 0;
        sitter.throws.length = 0;
      });
      sitter.room.send(C2S.sit, { seat: last });
      await waitFor(() => sitter.seat === last && sitter.viewKeys().length === 2, 'seated, with its overlay');
      expect(sitter.viewKeys()).toEqual(viewKeysOf(last));
      t.checked.set(sitter, mark);
      t.watchers.splice(0, 1);
      t.seated.push(sitter);
      const { actions, compared } = await playAndCompare(t, 0x27d4eb2f ^ players, -1);
      expect(actions).toBeGreaterThan(0);
      expect(compared).toBeGreaterThanOrEqual(actions * t.seated.length);
      await leave(t);
    }, 60_000);
  }
});
