// Every refusal of the table room: the sender alone gets S2C.error with a stable code and the table's
// version does not move; floods are disconnected; bad creates and joins are rejected.
import { describe, expect, it, vi } from 'vitest';
import { Protocol } from '@colyseus/core';
import { CLOSE_RATE_LIMITED } from '../../server/table-errors.js';
import { masterdice } from '../../shared/games/masterdice/index.js';
import { C2S, TABLE_ROOM } from '../../shared/protocol.js';
import { clientFor, joinTable, serverPerFile, twoPlayersAndSpectator, waitFor, type Player } from './helpers.js';

const live = serverPerFile();

/** Sends something, waits for exactly one more error to the sender, and checks nothing changed anywhere. */
async function expectRefused(sender: Player, others: readonly Player[], send: () => void, code: string): Promise<void> {
  const errors = sender.errors.length;
  const versions = [sender, ...others].map((p) => p.version);
  const othersErrors = others.map((p) => p.errors.length);
  send();
  await waitFor(() => sender.errors.length > errors, `error ${code}`);
  expect(sender.errors.at(-1)!.code).toBe(code);
  expect(sender.errors.at(-1)!.message.length).toBeGreaterThan(0);
  // A round trip later nothing moved: no version, no error for anybody else.
  const probe = sender.errors.length;
  sender.room.send('no-such-message', {});
  await waitFor(() => sender.errors.length > probe, 'probe');
  expect([sender, ...others].map((p) => p.version)).toEqual(versions);
  expect(others.map((p) => p.errors.length)).toEqual(othersErrors);
}

describe('refusals', () => {
  it('refuses out-of-turn, illegal, malformed, oversized and spectator messages without changing the table', async () => {
    const { a, b, s } = await twoPlayersAndSpectator(live.server);
    const coder = [a, b].find((p) => p.seat === p.view().coder)!;
    const solver = coder === a ? b : a;
    const all = [a, b, s];
    const others = (p: Player) => all.filter((q) => q !== p);

    await expectRefused(solver, others(solver), () => solver.act({ type: 'roll' }), 'masterdice/not-your-turn');
    await expectRefused(
      coder,
      others(coder),
      () => coder.act({ type: 'place', placements: [{ column: 0, value: 3 }] }),
      'masterdice/wrong-phase',
    );
    await expectRefused(coder, others(coder), () => coder.act({ type: 'jump' }), 'masterdice/bad-action');
    await expectRefused(coder, others(coder), () => coder.room.send(C2S.action, 'roll-code'), 'table/bad-message');
    await expectRefused(coder, others(coder), () => coder.room.send(C2S.action, [1, 2, 3]), 'table/bad-message');
    await expectRefused(
      coder,
      others(coder),
      () => coder.room.send(C2S.action, { nothing: true }),
      'table/bad-message',
    );
    await expectRefused(
      coder,
      others(coder),
      () => coder.act({ type: 'roll-code', pad: 'x'.repeat(5000) }),
      'table/bad-message',
    );
    // A frame whose msgpack payload does not decode (0xc1 is never used by msgpack): refused, the client stays.
    const garbage = Uint8Array.from([Protocol.ROOM_DATA, 0xa6, ...Buffer.from('action'), 0xc1, 0xc1]);
    await expectRefused(coder, others(coder), () => rawSend(coder, garbage), 'table/bad-message');
    expect(coder.leftWith).toBeNull();
    // Types named like Object's own properties are unknown types (a lookup on a plain object once found
    // Object.prototype's and threw outside any handler), a raw-bytes frame and a frame of no known kind too.
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      await expectRefused(
        coder,
        others(coder),
        () => coder.room.send(type, { action: { type: 'roll-code' } }),
        'table/bad-message',
      );
    }
    await expectRefused(
      coder,
      others(coder),
      () => coder.room.sendBytes(C2S.action, Uint8Array.from([1, 2, 3])),
      'table/bad-message',
    );
    await expectRefused(coder, others(coder), () => rawSend(coder, Uint8Array.from([99, 1, 2])), 'table/bad-message');
    expect(coder.leftWith).toBeNull();
    await expectRefused(s, others(s), () => s.act({ type: 'roll-code' }), 'table/not-seated');
    await expectRefused(s, others(s), () => s.room.send(C2S.sit, { seat: 0 }), 'table/seat-taken');
    await expectRefused(coder, others(coder), () => coder.room.send(C2S.sit, { seat: 1 }), 'table/already-seated');

    // After all that, a legal move is still accepted.
    coder.act({ type: 'roll-code' });
    await waitFor(() => all.every((p) => p.version === 1), 'the legal move');
    await expectRefused(
      solver,
      others(solver),
      () => solver.act({ type: 'place', placements: [{ column: 0, value: 1 }] }),
      'masterdice/not-rolled',
    );
    for (const p of all) await p.room.leave();
  });

  it('refuses actions while seats are still free', async () => {
    const client = clientFor(live.server);
    const room = await client.create(TABLE_ROOM, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const { Player } = await import('./helpers.js');
    const p = new Player(room, client);
    await waitFor(() => p.state?.phase === 'waiting', 'waiting');
    await expectRefused(p, [], () => p.act({ type: 'roll-code' }), 'table/not-started');
    // Names are cleaned and cut to 24 characters; an empty one becomes 'Player N'.
    const long = await joinTable(live.server, p.welcome!.tableId, {
      name: '  Bartholomew\u0007 of the   Long Name Family ',
    });
    await waitFor(() => p.state.seats[1].occupied, 'second seat taken');
    expect(p.state.seats[1].name).toBe('Bartholomew of the Long');
    expect(p.state.seats[0].name).toBe('Player 1');
    await long.room.leave();
    await room.leave();
  });

  /**
   * A table where the engine's `method` throws once while the coder's first move is handled: the coder is refused
   * 'table/internal' and nobody else hears of it. Returns the table's players and spectator.
   */
  async function throwsOnce(method: 'apply' | 'view') {
    const players = await twoPlayersAndSpectator(live.server);
    const { a, b, s } = players;
    const coder = [a, b].find((p) => p.seat === p.view().coder)!;
    const spy = vi.spyOn(masterdice, method).mockImplementationOnce(() => {
      throw new Error('boom');
    });
    await expectRefused(
      coder,
      [a, b, s].filter((p) => p !== coder),
      () => coder.act({ type: 'roll-code' }),
      'table/internal',
    );
    spy.mockRestore();
    return { ...players, coder };
  }

  it('answers an exception inside the engine with table/internal and keeps the table and the process going', async () => {
    const { a, b, s, coder } = await throwsOnce('apply');
    coder.act({ type: 'roll-code' });
    await waitFor(() => [a, b, s].every((p) => p.version === 1), 'the same move, accepted');
    for (const p of [a, b, s]) await p.room.leave();
  });

  it('answers an exception after the store wrote the action with table/internal and keeps the process going', async () => {
    // The store's writer thread answers later, outside Colyseus' message guard: the exception must still become
    // the sender's refusal, not an uncaught exception that ends the process.
    const first = await throwsOnce('view');
    const next = await twoPlayersAndSpectator(live.server);
    const nextCoder = [next.a, next.b].find((p) => p.seat === p.view().coder)!;
    nextCoder.act({ type: 'roll-code' });
    await waitFor(() => [next.a, next.b, next.s].every((p) => p.version === 1), 'another table plays on');
    for (const p of [first.a, first.b, first.s, next.a, next.b, next.s]) await p.room.leave();
  });

  it('disconnects a client that floods the room', async () => {
    const { a, b, s } = await twoPlayersAndSpectator(live.server);
    for (let i = 0; i < 200; i++) s.room.send(C2S.action, { action: { type: 'roll' } });
    await waitFor(() => s.leftWith !== null, 'flooder closed');
    expect(s.leftWith).toBe(CLOSE_RATE_LIMITED);
    expect(s.errors.some((e) => e.code === 'table/rate-limited')).toBe(true);
    await waitFor(() => a.state.spectators === 0, 'spectator count');
    for (const p of [a, b]) await p.room.leave();
  });

  it('rejects bad tables and bad joins with a code', async () => {
    const client = clientFor(live.server);
    const bad = [
      [{ game: 'chess', seats: [{ kind: 'human' }, { kind: 'human' }] }, 'table/unknown-game'],
      [{ game: 'masterdice', seats: [{ kind: 'human' }] }, 'table/bad-seats'],
      [{ game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'alien' }] }, 'table/bad-seats'],
      [{ game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'chess/stockfish' }] }, 'table/bad-bot'],
      [
        { game: 'masterdice', options: { games: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }] },
        'masterdice/bad-options',
      ],
    ] as const;
    for (const [options, code] of bad) {
      await expect(client.create(TABLE_ROOM, options)).rejects.toThrow(code);
    }
    const { a, b, tableId, s } = await twoPlayersAndSpectator(live.server);
    await expect(client.joinById(tableId, { seatKey: 'not-a-key' })).rejects.toThrow('table/bad-seat-key');
    await expect(client.joinById(tableId, { seat: 1 })).rejects.toThrow('table/seat-taken');
    await expect(client.joinById(tableId, { seat: 7 })).rejects.toThrow('table/bad-seat');
    // A third person without options just watches.
    const watcher = await joinTable(live.server, tableId);
    expect(watcher.seat).toBeNull();
    await waitFor(() => a.state.spectators === 2, 'two spectators');
    for (const p of [a, b, s, watcher]) await p.room.leave();
  });
});

/** Sends bytes on a client's connection as they are, past colyseus.js' encoding: frames it would never send. */
function rawSend(p: Player, bytes: Uint8Array): void {
  (p.room.connection as unknown as { send(data: Uint8Array): void }).send(bytes);
}
