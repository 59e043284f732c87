// The secrets sweep, for every registered game (a new game in shared/games/index.ts is covered with no code
// here): a real server, real colyseus.js clients in every seat, a spectator from the start, a spectator who sits
// down in the last seat, the delayed feed, a spectator who joins late, a seat whose connection drops and comes
// back with its reconnection token, and a seat reclaimed by its key from a new client. A seeded game is played
// to the end; then the hidden history is rebuilt from what SQLite holds (seed, options, action log), and every
// decoded state and every message each client received is checked against it (test/server/secrets.ts): no
// value of the engine state, the broadcast view or another seat's view that the client's own view and events
// had not shown it by then, no tree but its own, no dice throw it may not see, no other seat's key, no feed key.
// Players and spectators talk and react during the game: no spectators' line reaches a player before its end (it
// does after), a line carries nothing but its TalkLine fields, and the feed gets only reactions.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSeatKey } from '../../server/ids.js';
import { botDecision, replay, subSeed, type AnyGame, type GameEvent, type Seat } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { shortOptionsOf } from '../../shared/games/meta.js';
import { C2S, TABLE_ROOM, type JoinOptions } from '../../shared/protocol.js';
import {
  chooser,
  clientFor,
  creatorSecret,
  dropConnection,
  Player,
  readStoredTable,
  replayStored,
  serverPerFile,
  waitFor,
  type StoredTable,
} from './helpers.js';
import { findLeaks, Recorder, talkLeaks, type History } from './secrets.js';

const live = serverPerFile();

/** Most actions a planned game may take before another driver is tried. */
const MAX_PLAN = 600;

/** One client at the table: its player wrapper (to act, to wait) and its recorder. */
interface Seated {
  readonly player: Player;
  readonly recorder: Recorder;
}

/** Joins (or creates) with real colyseus.js, recording from the first byte on. */
async function connect(
  name: string,
  seat: Seat | 'spectator' | 'feed',
  join: (client: ReturnType<typeof clientFor>) => Promise<Player['room']>,
): Promise<Seated> {
  const client = clientFor(live.server);
  const room = await join(client);
  const viewer =
    seat === 'feed'
      ? { kind: 'broadcast' as const }
      : seat === 'spectator'
        ? { kind: 'spectator' as const }
        : { kind: 'seat' as const, seat };
  const recorder = new Recorder(name, viewer, room);
  const player = new Player(room, client);
  await waitFor(() => player.welcome !== null && player.catchUps.length > 0, `${name}'s welcome`);
  return { player, recorder };
}

const joinAs = (tableId: string, options: JoinOptions) => (client: ReturnType<typeof clientFor>) =>
  client.joinById(tableId, options);

/**
 * The whole game, planned from the stored seed before it is played: the game's bots from the last (simplest)
 * to the first, then random legal actions, the first driver that reaches the end within MAX_PLAN actions.
 */
function plan(game: AnyGame, stored: StoredTable): { seat: Seat; action: unknown }[] {
  const input = { seed: stored.seed, players: stored.players, options: stored.options };
  const start = replay(game, input, []);
  if (!start.ok) throw new Error(`${game.id}: setup refused: ${start.error.code}`);
  const pick = chooser(subSeed(stored.seed));
  const drivers = [...game.bots]
    .reverse()
    .map((bot) => (s: unknown, seat: Seat, n: number) => botDecision(game, bot, s, seat, n + 1));
  drivers.push((s, seat) => {
    const legal = game.legalActions(s, seat) as unknown[];
    return legal[pick(legal.length)];
  });
  let log: { seat: Seat; action: unknown }[] = [];
  for (const decide of drivers) {
    log = [];
    let state = start.value;
    while (game.outcome(state) === null && log.length < MAX_PLAN) {
      const seat = game.toAct(state)[0] as Seat;
      const action = decide(state, seat, log.length);
      const r = game.apply(state, seat, action);
      if (!r.ok) break;
      state = r.value.state;
      log.push({ seat, action });
    }
    if (game.outcome(state) !== null) return log;
  }
  return log;
}

/**
 * The table's history: every version's engine state and events, from its seed and options in SQLite and the actions
 * the test sent (every one accepted, in order). Not from the stored log alone: a walk or an edit that a later one of
 * its run replaced has no row (server/log-run.ts), yet its state was live and seen; the stored log must replay to
 * the same end.
 */
function rebuild(game: AnyGame, tableId: string, sent: readonly { seat: Seat; action: unknown }[]): History {
  const stored = readStoredTable(live.dataDir, tableId);
  const states: unknown[] = [];
  const events: GameEvent[][] = [];
  const input = { seed: stored.seed, players: stored.players, options: stored.options };
  const r = replay(game, input, sent, (e, v, s) => {
    states[v] = s;
    events[v] = e as GameEvent[];
  });
  if (!r.ok) throw new Error(`${game.id}: the actions sent do not replay: ${r.error.code}`);
  let kept: unknown = null;
  replayStored(game, stored, (_e, v, s) => {
    if (v === stored.version) kept = s;
  });
  expect(JSON.stringify(kept), `${game.id}: the stored log replays to the same state`).toBe(JSON.stringify(r.value));
  return { game, seed: stored.seed, states, events, players: stored.players, options: stored.options };
}

/** Each person's player key in the sweep (JoinOptions.playerKey), drawn on first use. */
const playerKeys = new Map<string, string>();
function playerKeyOf(name: string): string {
  let key = playerKeys.get(name);
  if (key === undefined) {
    key = randomBytes(16).toString('base64url');
    playerKeys.set(name, key);
  }
  return key;
}

describe('secrets sweep: no client of any registered game receives what its viewer may not see', () => {
  for (const game of Object.values(GAMES)) {
    const seats = Math.max(game.minPlayers, Math.min(game.maxPlayers, 3));

    it(`${game.id}: ${seats} seats, spectators, a sit-down, the feed, a late joiner, a reconnect and a reclaimed seat, played to the end`, async () => {
      const options = {
        game: game.id,
        options: shortOptionsOf(game.id),
        seats: Array.from({ length: seats }, () => ({ kind: 'human' as const })),
        feedDelay: 1,
        name: 'P0',
        creatorSecret: creatorSecret(),
        playerKey: playerKeyOf('P0'),
      };
      const creator = await connect('P0', 0, (c) => c.create(TABLE_ROOM, options));
      const tableId = creator.player.welcome!.tableId;
      const holders: Seated[] = [creator];
      const everyone: Seated[] = [creator];
      const watcher = await connect(
        'spectator',
        'spectator',
        joinAs(tableId, { seat: 'spectate', name: 'S', playerKey: playerKeyOf('S') }),
      );
      const sitter = await connect(
        'sitter',
        'spectator',
        joinAs(tableId, { seat: 'spectate', name: 'Sitter', playerKey: playerKeyOf('Sitter') }),
      );
      everyone.push(watcher, sitter);
      for (let s = 1; s < seats - 1; s++) {
        const p = await connect(
          `P${s}`,
          s,
          joinAs(tableId, { seat: s, name: `P${s}`, playerKey: playerKeyOf(`P${s}`) }),
        );
        holders.push(p);
        everyone.push(p);
      }
      const feed = await connect('feed', 'feed', joinAs(tableId, { feedKey: creator.player.feedKey!.key }));
      everyone.push(feed);
      // The spectator takes the last seat: the game starts.
      sitter.player.room.send(C2S.sit, { seat: seats - 1 });
      await waitFor(() => sitter.player.seat === seats - 1 && sitter.player.catchUps.length === 2, 'the sitter seated');
      holders.push(sitter);
      await waitFor(() => creator.player.state.phase === 'playing', 'playing');

      const steps = plan(game, readStoredTable(live.dataDir, tableId));
      const at = (f: number) => Math.floor(steps.length * f);
      /** What the test's people write (a line holding anything else came from elsewhere). */
      const said = new Set(['the spectators whisper', 'thinking', 'good luck all', 'wow']);
      for (let i = 0; i < steps.length; i++) {
        if (i === at(1 / 3)) {
          // A spectator talks and reacts in his channel, a player in the players'.
          watcher.player.room.send(C2S.talk, { text: 'the spectators whisper' });
          watcher.player.room.send(C2S.react, { reaction: 'thinking' });
          holders[0]!.player.room.send(C2S.talk, { text: 'good luck all' });
          holders[0]!.player.room.send(C2S.react, { reaction: 'wow' });
          await waitFor(() => watcher.player.talk.length === 4, 'the talk heard by the spectator');
        }
        if (i === at(1 / 4))
          everyone.push(
            await connect(
              'late spectator',
              'spectator',
              joinAs(tableId, { seat: 'spectate', playerKey: playerKeyOf('late') }),
            ),
          );
        if (i === at(1 / 2)) {
          // Seat 0's network drops; it comes back with its reconnection token (the same client, a new room).
          const p = holders[0]!.player;
          const token = p.room.reconnectionToken;
          dropConnection(p);
          await waitFor(() => p.leftWith !== null, 'the drop noticed');
          const again = await p.client.reconnect(token);
          p.listen(again);
          holders[0]!.recorder.attach(again);
          await waitFor(() => p.catchUps.length >= 2, 'seat 0 caught up again');
        }
        if (i === at(3 / 4)) {
          // Seat 1 is reclaimed by its key from another client (a reload): the old connection is let go.
          const key = holders[1]!.player.key!.key;
          const again = await connect(
            'P1 reloaded',
            1,
            joinAs(tableId, { seatKey: key, playerKey: playerKeyOf('P1') }),
          );
          again.recorder.ownKeys.add(key);
          holders[1] = again;
          everyone.push(again);
        }
        const { seat, action } = steps[i]!;
        const actor = holders[seat]!.player;
        const errors = actor.errors.length;
        actor.act(action);
        await waitFor(() => actor.version > i || actor.errors.length > errors, `${game.id}: action ${i + 1} answered`);
        expect(actor.errors.slice(errors), `${game.id}: action ${i + 1} accepted`).toEqual([]);
      }
      const final = steps.length;
      const live_ = everyone.filter((c) => c.player.leftWith === null && c !== feed);
      await waitFor(() => live_.every((c) => c.player.version === final), `${game.id}: version ${final} everywhere`);

      // Once the game is over, every player catches up on the spectators' channel. The feed (the creator's key)
      // reads what a player reads: the player's reaction, never the spectator's sent during play.
      await waitFor(
        () =>
          holders
            .filter((c) => c.player.leftWith === null)
            .every((c) => c.player.talkCatchUps.at(-1)?.lines.some((l) => l.text === 'the spectators whisper')),
        "the players caught up on the spectators' channel",
      );
      await waitFor(() => feed.recorder.talk.filter((t) => t.via === 'talk').length === 1, 'the reaction on the feed');
      expect(feed.recorder.talk.filter((t) => t.via === 'talk').map((t) => t.line.channel)).toEqual(['players']);
      expect(
        talkLeaks(
          everyone.map((c) => c.recorder),
          final,
          said,
        ),
      ).toEqual([]);

      const history = rebuild(game, tableId, steps);
      expect(history.states).toHaveLength(final + 1);
      expect(game.outcome(history.states[final]), `${game.id}: played to the end`).not.toBeNull();
      const keys = [...new Set(everyone.flatMap((c) => [...c.recorder.ownKeys]))];
      // Every seat key, the feed key, and every seat's own overlay key (each held by its seat only).
      expect(keys.length, "every seat key, the feed key and every seat's view key").toBe(2 * seats + 1);
      // Every player key, and its hash, is nobody's to receive: not even its own player's.
      const playerSecrets = [...playerKeys.values()].flatMap((k) => [k, hashSeatKey(k)]);
      expect(
        findLeaks(
          history,
          everyone.map((c) => c.recorder),
          [...keys, ...playerSecrets],
        ),
      ).toEqual([]);
      // Every welcome came with exactly one catch-up message.
      for (const c of everyone)
        expect(c.recorder.got.filter((g) => g.what === 'catch-up').length).toBe(
          c.recorder.got.filter((g) => g.what === 'welcome').length,
        );
      await Promise.all(everyone.filter((c) => c.player.leftWith === null).map((c) => c.player.room.leave()));
    }, 60_000);
  }
});
