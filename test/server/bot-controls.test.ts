// Bots a person can follow, at a real server with real colyseus.js clients: the pace chosen at creation is synced
// and stored, a seated player changes it or pauses the bots, a spectator or the feed cannot, bad messages are
// refused with their code and change nothing, a paused bot does not act until resumed, and a restarted server
// keeps both; after a dice throw, a bot waits for the dice to land. Timing is never measured tightly: "no move while
// paused" waits many bot delays and compares versions, and the dice wait is checked as a lower bound with half to spare.
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDiceThrown, type GameEvent } from '../../shared/core/index.js';
import { C2S, S2C, TABLE_ROOM, type EventsMessage, type ThrowMessage } from '../../shared/protocol.js';
import { DICE_WAIT_MIN_BASE_MS, throwLengthMs } from '../../server/bot-pace.js';
import { DB_FILE } from '../../server/store.js';
import {
  boot,
  clientFor,
  createTable,
  joinTable,
  makeDataDir,
  openFeed,
  removeDataDir,
  serverPerFile,
  waitFor,
  type Player,
} from './helpers.js';

/** The base bot delay of these servers, ms: small, so many delays pass in a second. */
const BASE_MS = 50;
/** How long "the bot does not act" is watched: twenty normal delays, eight calm ones. */
const QUIET_MS = 1000;

const live = serverPerFile({ botDelayMs: BASE_MS, diceWorkers: 0 });

/** The bot controls SQLite holds for a table. */
function storedBots(dataDir: string, tableId: string): { pace: string; paused: number } {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT bot_pace AS pace, bots_paused AS paused FROM tables WHERE id = ?').get(tableId) as {
      pace: string;
      paused: number;
    };
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends a raw message and waits for the refusal it must get; returns its code. */
async function refusal(p: Player, type: string, message: unknown): Promise<string> {
  const before = p.errors.length;
  p.room.send(type, message);
  await waitFor(() => p.errors.length > before, `a refusal of ${type} ${JSON.stringify(message)}`);
  return p.errors.at(-1)!.code;
}

/**
 * A Masterdice table against the bot: the bot (seat 0) solves first, the person (seat 1) rolls the code. Until the
 * person rolls, the bot has nothing to do.
 */
async function againstTheBot(extra: Record<string, unknown> = {}) {
  const me = await createTable(live.server, {
    game: 'masterdice',
    seats: [{ kind: 'bot' }, { kind: 'human' }],
    name: 'Anna',
    ...extra,
  });
  const tableId = me.welcome!.tableId;
  const watcher = await joinTable(live.server, tableId, { seat: 'spectate', name: 'Marta' });
  await waitFor(() => [me, watcher].every((p) => p.state.phase === 'playing' && p.state.spectators === 1), 'playing');
  expect(me.seat).toBe(1);
  expect(me.toAct()).toBe(true);
  return { me, watcher, tableId };
}

describe('bot pace and pause at a real server', () => {
  it('the pace chosen at creation reaches every client and is stored; none chosen means normal; an unknown one is refused', async () => {
    const { me, watcher, tableId } = await againstTheBot({ botPace: 'calm' });
    for (const p of [me, watcher]) {
      expect(p.state.botPace).toBe('calm');
      expect(p.state.botsPaused).toBe(false);
    }
    expect(storedBots(live.dataDir, tableId)).toEqual({ pace: 'calm', paused: 0 });

    const plain = await createTable(live.server, { game: 'masterdice', seats: [{ kind: 'bot' }, { kind: 'human' }] });
    expect(plain.state.botPace).toBe('normal');
    expect(storedBots(live.dataDir, plain.welcome!.tableId)).toEqual({ pace: 'normal', paused: 0 });

    for (const botPace of ['slow', 3, null]) {
      await expect(
        clientFor(live.server).create(TABLE_ROOM, {
          game: 'masterdice',
          seats: [{ kind: 'bot' }, { kind: 'human' }],
          botPace,
        }),
      ).rejects.toThrow(/table\/bad-bot-pace/);
    }
    for (const p of [me, watcher, plain]) await p.room.leave();
  });

  it("a seated player changes the pace for everyone; a spectator's or the feed's attempt is refused and nothing changes", async () => {
    const { me, watcher, tableId } = await againstTheBot();
    me.room.send(C2S.botPace, { pace: 'fast' });
    await waitFor(() => watcher.state.botPace === 'fast' && me.state.botPace === 'fast', 'the new pace everywhere');
    expect(storedBots(live.dataDir, tableId).pace).toBe('fast');

    expect(await refusal(watcher, C2S.botPace, { pace: 'calm' })).toBe('table/not-seated');
    expect(await refusal(watcher, C2S.botsPaused, { paused: true })).toBe('table/not-seated');
    const feed = await openFeed(live.server, tableId, me.feedKey!.key);
    const before = feed.errors.length;
    feed.room.send(C2S.botsPaused, { paused: true });
    await waitFor(() => feed.errors.length > before, 'the feed refused');
    expect(feed.errors.at(-1)!.code).toBe('table/feed-read-only');

    // A message that changes nothing, then a round trip: the state is still what the player set.
    me.room.send(C2S.botPace, { pace: 'fast' });
    expect(await refusal(me, C2S.botPace, { pace: 'slow' })).toBe('table/bad-bot-pace');
    for (const p of [me, watcher]) expect([p.state.botPace, p.state.botsPaused]).toEqual(['fast', false]);
    expect(storedBots(live.dataDir, tableId)).toEqual({ pace: 'fast', paused: 0 });
    expect(me.errors.map((e) => e.code)).toEqual(['table/bad-bot-pace']);
    expect(watcher.errors.map((e) => e.code)).toEqual(['table/not-seated', 'table/not-seated']);
    await feed.room.leave();
    for (const p of [me, watcher]) await p.room.leave();
  });

  it('malformed bot messages, and bot controls at a table without bots, are refused with their code and change nothing', async () => {
    const { me, watcher, tableId } = await againstTheBot({ botPace: 'calm' });
    const cases: [string, unknown, string][] = [
      [C2S.botPace, { pace: 'slow' }, 'table/bad-bot-pace'],
      [C2S.botPace, { pace: 'CALM' }, 'table/bad-bot-pace'],
      [C2S.botPace, { pace: 2 }, 'table/bad-message'],
      [C2S.botPace, {}, 'table/bad-message'],
      [C2S.botPace, 'fast', 'table/bad-message'],
      [C2S.botsPaused, { paused: 'yes' }, 'table/bad-message'],
      [C2S.botsPaused, { paused: 1 }, 'table/bad-message'],
      [C2S.botsPaused, [true], 'table/bad-message'],
      [C2S.botsPaused, null, 'table/bad-message'],
    ];
    for (const [type, message, code] of cases)
      expect(await refusal(me, type, message), `${type} ${JSON.stringify(message)}`).toBe(code);
    for (const p of [me, watcher]) expect([p.state.botPace, p.state.botsPaused, p.version]).toEqual(['calm', false, 0]);
    expect(storedBots(live.dataDir, tableId)).toEqual({ pace: 'calm', paused: 0 });

    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'A',
    });
    const b = await joinTable(live.server, a.welcome!.tableId, { name: 'B' });
    expect(await refusal(a, C2S.botsPaused, { paused: true })).toBe('table/no-bots');
    expect(await refusal(b, C2S.botPace, { pace: 'fast' })).toBe('table/no-bots');
    expect([a.state.botPace, a.state.botsPaused]).toEqual(['normal', false]);
    for (const p of [me, watcher, a, b]) await p.room.leave();
  });

  it('a paused bot does not act however long it waits; resumed, it plays on; paused again mid-turn, it stops', async () => {
    const { me, watcher, tableId } = await againstTheBot();
    me.room.send(C2S.botsPaused, { paused: true });
    await waitFor(() => me.state.botsPaused === true && watcher.state.botsPaused === true, 'paused everywhere');
    expect(storedBots(live.dataDir, tableId).paused).toBe(1);

    // The person rolls the code: now the bot is to act, but paused.
    me.act(me.botMove());
    await waitFor(() => me.version === 1 && watcher.version === 1, 'the code rolled');
    expect(me.view().toAct).toEqual([0]);
    await sleep(QUIET_MS);
    expect([me.version, watcher.version]).toEqual([1, 1]);

    me.room.send(C2S.botsPaused, { paused: false });
    await waitFor(() => watcher.version >= 3, 'the bot plays after the resume');
    expect(watcher.state.botsPaused).toBe(false);

    // Paused while it solves (it has a whole row of moves to make): the version stops where the pause landed.
    me.room.send(C2S.botsPaused, { paused: true });
    await waitFor(() => me.state.botsPaused === true, 'paused again');
    const stoppedAt = me.version;
    expect(me.view().toAct).toEqual([0]);
    await sleep(QUIET_MS);
    expect(me.version).toBe(stoppedAt);
    expect(watcher.version).toBe(stoppedAt);

    me.room.send(C2S.botsPaused, { paused: false });
    await waitFor(() => me.version > stoppedAt, 'the bot plays on');
    expect(me.errors).toEqual([]);
    for (const p of [me, watcher]) await p.room.leave();
  });
});

describe('bot controls across a restart', () => {
  it('a restarted server keeps the pace and the pause: the bot waits until a player resumes it', async () => {
    const dataDir = makeDataDir();
    try {
      const first = await boot(dataDir, { botDelayMs: BASE_MS, diceWorkers: 0 });
      const me = await createTable(first, {
        game: 'masterdice',
        seats: [{ kind: 'bot' }, { kind: 'human' }],
        name: 'Anna',
        botPace: 'calm',
      });
      const tableId = me.welcome!.tableId;
      const key = me.key!.key;
      me.room.send(C2S.botsPaused, { paused: true });
      await waitFor(() => me.state.botsPaused === true, 'paused');
      me.act(me.botMove());
      await waitFor(() => me.version === 1, 'the code rolled');
      await me.room.leave();
      await first.stop();

      const second = await boot(dataDir, { botDelayMs: BASE_MS, diceWorkers: 0 });
      try {
        expect(second.restored).toContain(tableId);
        const back = await joinTable(second, tableId, { seatKey: key });
        expect([back.state.botPace, back.state.botsPaused]).toEqual(['calm', true]);
        await sleep(QUIET_MS);
        expect(back.version).toBe(1);
        back.room.send(C2S.botPace, { pace: 'fast' });
        back.room.send(C2S.botsPaused, { paused: false });
        await waitFor(() => back.version > 1, 'the bot plays after the resume');
        expect(back.state.botPace).toBe('fast');
        expect(storedBots(dataDir, tableId)).toEqual({ pace: 'fast', paused: 0 });
        await back.room.leave();
      } finally {
        await second.stop();
      }
    } finally {
      removeDataDir(dataDir);
    }
  }, 30_000);
});

describe('a bot after a dice throw', () => {
  it("at a person's base delay, a bot moves only once the throw before its move has reached the table and had time to land", async () => {
    const dataDir = makeDataDir();
    try {
      // The smallest base at which bots wait for dice, at the fast pace; the first throws are simulated anew.
      const server = await boot(dataDir, { botDelayMs: DICE_WAIT_MIN_BASE_MS, diceWorkers: 0 });
      try {
        const me = await createTable(server, {
          game: 'masterdice',
          seats: [{ kind: 'bot' }, { kind: 'human' }],
          name: 'Anna',
          botPace: 'fast',
        });
        // For each action's events: how many dice throws this client had thrown before, and had received the track of.
        const arrivals: { version: number; at: number; thrownBefore: number; tracksBefore: number; threw: boolean }[] =
          [];
        let thrown = 0;
        me.room.onMessage(S2C.events, (m: EventsMessage) => {
          const dice = (m.events as GameEvent[]).filter(isDiceThrown).length;
          arrivals.push({
            version: m.version,
            at: Date.now(),
            thrownBefore: thrown,
            tracksBefore: me.throws.length,
            threw: dice > 0,
          });
          thrown += dice;
        });
        const tracks: { at: number; ms: number }[] = [];
        me.room.onMessage(S2C.throw, (m: ThrowMessage) => tracks.push({ at: Date.now(), ms: throwLengthMs(m) }));
        await waitFor(() => me.state.phase === 'playing', 'playing');
        me.act(me.botMove()); // the code, thrown behind the screen (this seat sees it)
        await waitFor(() => me.version >= 4, 'the bot rolls and moves on', 30_000);
        const botMoves = arrivals.filter((a) => a.version >= 2);
        // The bot's first move follows the code throw, and it threw dice itself before a later move.
        expect(arrivals.some((a) => a.version >= 2 && a.threw)).toBe(true);
        for (const a of botMoves)
          expect(
            a.tracksBefore,
            `version ${a.version}: every earlier throw had reached this screen`,
          ).toBeGreaterThanOrEqual(a.thrownBefore);
        // A lower bound only (a server timer never fires early), with half the throw's length to spare for the
        // event loop: the move after a throw came at least that long after the throw's track.
        let checked = 0;
        for (const a of botMoves) {
          const track = a.tracksBefore > 0 ? tracks[a.tracksBefore - 1] : undefined;
          const previous = arrivals.find((b) => b.version === a.version - 1);
          if (!track || !previous?.threw || track.ms < 500) continue;
          expect(a.at - track.at, `version ${a.version} came after its dice landed`).toBeGreaterThanOrEqual(
            track.ms / 2,
          );
          checked++;
        }
        expect(checked).toBeGreaterThan(0);
        expect(me.errors).toEqual([]);
        await me.room.leave();
      } finally {
        await server.stop();
      }
    } finally {
      removeDataDir(dataDir);
    }
  }, 60_000);
});
