// The fuzzer's seeded slice (test/server/fuzz.ts; bench/fuzz.ts sends 100,000): a few hundred hostile messages
// per registered game at a real server with real colyseus.js clients, a new game covered with no code here.
// Nothing crashes (no exception in the process, nothing in the server's error log, no 'table/internal'), every
// refusal is answered with its predicted code (or the predicted close), no refused message changes any
// client's version or view, and every table plays on to its outcome.
import { describe, expect, it } from 'vitest';
import { Protocol } from '@colyseus/core';
import { GAMES } from '../../shared/games/index.js';
import { C2S } from '../../shared/protocol.js';
import { frameOf } from './fuzz-frames.js';
import { emptyReport, fuzzGame, totalSent, type FuzzReport } from './fuzz.js';
import { watchedServerPerFile } from './fuzz-watch.js';
import { twoPlayersAndSpectator, waitFor, type Player } from './helpers.js';

const { live, logged, escaped, unexpectedPrints } = watchedServerPerFile();

/** Messages per game: enough for every kind several times, a flood, and a game to its end. */
const MESSAGES = 300;

describe('fuzz: hostile messages to every registered game', () => {
  it('answers every refusal as predicted, changes nothing, crashes nothing, and the games play on to their end', async () => {
    const games = Object.values(GAMES);
    const reports = games.map(() => emptyReport());
    await Promise.all(
      games.map((game, i) =>
        fuzzGame(
          { url: `http://127.0.0.1:${live.server.port}`, dataDir: live.dataDir },
          game,
          { messages: MESSAGES, seed: 1000 + i, floodEvery: 250, floodSize: 100 },
          reports[i]!,
        ),
      ),
    );
    games.forEach((game, i) => {
      const r: FuzzReport = reports[i]!;
      const id = game.id;
      expect(r.problems, `${id}: problems`).toEqual([]);
      expect(totalSent(r), `${id}: messages sent`).toBeGreaterThanOrEqual(MESSAGES);
      for (const kind of [
        'malformed',
        'oversized',
        'deep',
        'unknown-type',
        'proto-keys',
        'illegal',
        'garbage-frame',
        'flood',
        'talk',
        'queue',
        'legal',
      ] as const) {
        expect(r.sent[kind], `${id}: ${kind} messages sent`).toBeGreaterThan(0);
      }
      expect(r.answered, `${id}: refusals answered`).toBe(r.refusals);
      expect(
        r.stateChanges + r.crashes + r.wrongAnswers + r.unanswered,
        `${id}: state changes, crashes, wrong or missing answers`,
      ).toBe(0);
      expect(r.finished, `${id}: every table played to its end`).toBe(r.tables);
    });
    expect(logged).toEqual([]);
    expect(escaped).toEqual([]);
    expect(unexpectedPrints()).toEqual([]);
  }, 60_000);
});

/** Sends raw bytes on a client's connection and waits for one more error; the table did not move, the client stays. */
async function refusedRaw(p: Player, others: readonly Player[], bytes: Uint8Array): Promise<string> {
  const errors = p.errors.length;
  const versions = [p, ...others].map((q) => q.version);
  (p.room.connection as unknown as { send(data: Uint8Array): void }).send(bytes);
  await waitFor(() => p.errors.length > errors || p.leftWith !== null, 'an answer');
  expect(p.leftWith).toBeNull();
  expect([p, ...others].map((q) => q.version)).toEqual(versions);
  return p.errors.at(-1)!.code;
}

describe('bugs the fuzzer found', () => {
  it("bug: a message typed '__no_message_handler' (Colyseus' default handler) closed the sender's connection; it and '*' are now unknown types", async () => {
    const { a, b, s } = await twoPlayersAndSpectator(live.server);
    for (const type of ['__no_message_handler', '*']) {
      for (const p of [a, s])
        expect(
          await refusedRaw(
            p,
            [a, b, s].filter((q) => q !== p),
            frameOf(type, Uint8Array.from([0x81, 0xa6, ...Buffer.from('action'), 0xc0])),
          ),
        ).toBe('table/bad-message');
    }
    [a, b].find((p) => p.seat === p.view().coder)!.act({ type: 'roll-code' });
    await waitFor(() => [a, b, s].every((p) => p.version === 1), 'the table plays on');
    for (const p of [a, b, s]) await p.room.leave();
  });

  it('bug: a join acknowledgement sent again by a joined client went unanswered; it is refused like any bad frame', async () => {
    const { a, b, s } = await twoPlayersAndSpectator(live.server);
    for (const p of [a, s])
      expect(
        await refusedRaw(
          p,
          [a, b, s].filter((q) => q !== p),
          Uint8Array.from([Protocol.JOIN_ROOM]),
        ),
      ).toBe('table/bad-message');
    a.room.send(C2S.action, { action: 'x' });
    await waitFor(() => a.errors.at(-1)?.code === 'masterdice/bad-action', 'still answered');
    for (const p of [a, b, s]) await p.room.leave();
  });
});
