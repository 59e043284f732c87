// The challenger queue at a real server (issue 31): a streamer opens it, viewers join from the table's link and are
// told their place, the first is seated while the challenger seat is free, every refusal has its code; when the match
// ends the next in line is seated at the next table (everyone is sent there), a viewer who left loses his place after
// the grace, and the queue, and where it went, survive a restart.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { RATE_PER_SECOND } from '../../server/rate-limit.js';
import { C2S } from '../../shared/protocol.js';
import {
  boot,
  createTable,
  joinTable,
  makeDataDir,
  playUntil,
  removeDataDir,
  waitFor,
  type Player,
} from './helpers.js';

const key = () => randomBytes(16).toString('base64url');
const dataDir = makeDataDir();
let server: RunningServer;
// The grace outlasts a restart's boot and a join (the place must survive it), and is short enough to wait out.
const config = { queueNextDelayMs: 50, queueGraceMs: 5000 };

afterAll(async () => {
  await server?.stop();
  removeDataDir(dataDir);
});

/** Sends a queue request and waits for the state to show `until`, or for a refusal (its code). */
async function ask(p: Player, message: unknown, until: () => boolean = () => false): Promise<string | null> {
  const errors = p.errors.length;
  p.room.send(C2S.queue, message);
  await waitFor(() => p.errors.length > errors || until(), `the queue answered ${JSON.stringify(message)}`, 8000);
  return p.errors.length > errors ? p.errors.at(-1)!.code : null;
}

const names = (p: Player): string[] => [...(p.state.queueNames ?? [])];

describe('the challenger queue', () => {
  const keys = { anna: key(), bruno: key(), carla: key(), dario: key() };
  const state = {} as { anna: Player; bruno: Player; carla: Player; dario: Player; first: string; next: string };

  it('the creator opens it; viewers join from the link and learn their place; the first sits down at once', async () => {
    server = await boot(dataDir, config);
    const anna = await createTable(server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
      playerKey: keys.anna,
    });
    state.anna = anna;
    state.first = anna.welcome!.tableId;
    const watch = (name: string, k: string) => joinTable(server, state.first, { seat: 'spectate', name, playerKey: k });
    const bruno = await watch('Bruno', keys.bruno);
    state.bruno = bruno;
    // Only the creator opens it, with 1 to 10 matches a challenger.
    expect(await ask(bruno, { op: 'open', games: 1 })).toBe('queue/not-creator');
    expect(await ask(anna, { op: 'open', games: 0 })).toBe('queue/bad-games');
    expect(await ask(anna, { op: 'open' })).toBe('queue/bad-games');
    expect(await ask(anna, { op: 'nonsense' })).toBe('queue/bad-message');
    expect(await ask(bruno, { op: 'join' })).toBe('queue/closed');
    expect(await ask(anna, { op: 'open', games: 1 }, () => bruno.state.queueOpen === true)).toBeNull();
    expect(await ask(anna, { op: 'open', games: 2 })).toBe('queue/already-open');
    // The seated creator cannot queue; a viewer without a player key cannot either.
    expect(await ask(anna, { op: 'join' })).toBe('queue/seated');
    const stranger = await joinTable(server, state.first, { seat: 'spectate', name: 'Nokey' });
    expect(await ask(stranger, { op: 'join' })).toBe('queue/no-player-key');
    await stranger.room.leave();

    // Bruno joins: the challenger seat is free, so he sits down at once.
    expect(await ask(bruno, { op: 'join' }, () => bruno.seat === 1)).toBeNull();
    await waitFor(() => anna.state.phase === 'playing', 'playing');
    expect(await ask(bruno, { op: 'join' })).toBe('queue/seated');
    const carla = await watch('Carla', keys.carla);
    const dario = await watch('Dario', keys.dario);
    Object.assign(state, { carla, dario });
    expect(await ask(carla, { op: 'join' }, () => carla.queuePlace === 0)).toBeNull();
    expect(await ask(carla, { op: 'join' })).toBe('queue/in-line');
    expect(await ask(dario, { op: 'join' }, () => dario.queuePlace === 1)).toBeNull();
    await waitFor(() => names(bruno).join() === 'Carla,Dario', 'the names for all');
    // The creator lets Dario go first, then back; only the creator may.
    expect(await ask(carla, { op: 'skip', place: 0 })).toBe('queue/not-creator');
    expect(await ask(anna, { op: 'skip', place: 0 }, () => dario.queuePlace === 0)).toBeNull();
    expect(carla.queuePlace).toBe(1);
    expect(await ask(anna, { op: 'skip', place: 0 }, () => carla.queuePlace === 0)).toBeNull();
    expect(await ask(anna, { op: 'remove', place: 7 })).toBe('queue/no-such-place');
    // A place in line is a name and a number: no client ever receives a player key or its hash.
    for (const p of [anna, bruno, carla, dario])
      for (const k of Object.values(keys)) expect(p.decodedText()).not.toContain(k);
  });

  it('when the match ends, the next in line is seated at the next table and everyone is sent there', async () => {
    const { anna, bruno, carla, dario } = state;
    await playUntil(
      [anna, bruno],
      [carla, dario],
      () => anna.state.phase === 'finished',
      () => undefined,
    );
    await waitFor(() => [anna, bruno, carla, dario].every((p) => p.nextTable !== null), 'sent to the next table');
    const next = anna.nextTable!.tableId;
    state.next = next;
    expect(next).not.toBe(state.first);
    expect([anna, bruno, carla, dario].map((p) => p.nextTable)).toEqual([
      { tableId: next, seated: true },
      { tableId: next, seated: false },
      { tableId: next, seated: true },
      { tableId: next, seated: false },
    ]);
    for (const p of [anna, bruno, carla, dario]) await p.room.leave();
    // Each goes there with only the player key: the streamer and Carla take their held seats.
    const anna2 = await joinTable(server, next, { name: 'Anna', playerKey: keys.anna });
    const carla2 = await joinTable(server, next, { name: 'Carla', playerKey: keys.carla });
    const dario2 = await joinTable(server, next, { seat: 'spectate', name: 'Dario', playerKey: keys.dario });
    // A stranger cannot take a held seat.
    const stranger = await joinTable(server, next, { name: 'Eve', playerKey: key() });
    expect([anna2.seat, carla2.seat, stranger.seat]).toEqual([0, 1, null]);
    await waitFor(() => anna2.state.phase === 'playing', 'the next match on');
    expect(names(dario2)).toEqual(['Dario']);
    await waitFor(() => dario2.queuePlace === 0, 'Dario first in line');
    expect(anna2.state.queueOpen).toBe(true);
    await stranger.room.leave();
    Object.assign(state, { anna: anna2, carla: carla2, dario: dario2 });
  });

  it('survives a restart, and a viewer who does not come back within the grace loses his place', async () => {
    for (const p of [state.anna, state.carla, state.dario]) await p.room.leave();
    await server.stop();
    server = await boot(dataDir, config);
    // Dario comes back (within the grace): his place survived the restart, and he is told it.
    const dario = await joinTable(server, state.next, { seat: 'spectate', name: 'Dario', playerKey: keys.dario });
    await waitFor(() => dario.queuePlace === 0, 'his place after the restart');
    expect(dario.state.queueOpen).toBe(true);
    expect(names(dario)).toEqual(['Dario']);
    // The first table still says where its line went: a page that missed the move finds the link there.
    const late = await joinTable(server, state.first, { seat: 'spectate', name: 'Late', playerKey: key() });
    expect(late.state.phase).toBe('finished');
    expect(late.state.queueNext).toBe(state.next);
    await late.room.leave();
    const anna = await joinTable(server, state.next, { name: 'Anna', playerKey: keys.anna });
    expect(anna.seat).toBe(0);
    // He leaves and does not come back: after the grace his place is gone.
    await dario.room.leave();
    await waitFor(() => names(anna).length === 0, 'Dario’s place gone');
    const again = await joinTable(server, state.next, { seat: 'spectate', name: 'Dario', playerKey: keys.dario });
    await waitFor(() => again.queuePlace === null, 'told he is not in line');
    expect(await ask(again, { op: 'join' }, () => again.queuePlace === 0)).toBeNull();
    expect(names(anna)).toEqual(['Dario']);
    // The creator closes the queue: the line is gone.
    expect(await ask(anna, { op: 'close' }, () => anna.state.queueOpen === false)).toBeNull();
    await waitFor(() => again.queuePlace === null && names(again).length === 0, 'closed for all');
    for (const p of [anna, again]) await p.room.leave();
  });
});

/** Two messages a round from one connection stay under the server's flood limit (20 a second) at this pace. */
const underTheFloodLimit = () => new Promise((r) => setTimeout(r, 1000 / RATE_PER_SECOND));

describe('hostile queue requests', () => {
  it('every one is answered with a queue code or taken, from a spectator and a seated player; no move is made', async () => {
    const { FuzzRng, mutate, randomValue } = await import('./fuzz-values.js');
    const rng = new FuzzRng(7777);
    const anna = await createTable(server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
      playerKey: key(),
    });
    const tableId = anna.welcome!.tableId;
    const bruno = await joinTable(server, tableId, { name: 'Bruno', playerKey: key() });
    const viewer = await joinTable(server, tableId, { seat: 'spectate', name: 'Vera', playerKey: key() });
    const legal = [
      { op: 'join' },
      { op: 'leave' },
      { op: 'open', games: 2 },
      { op: 'skip', place: 0 },
      { op: 'remove', place: 1 },
      { op: 'games', games: 3 },
    ];
    const codes = new Map<string, number>();
    for (let i = 0; i < 70; i++) {
      const from = rng.pick([bruno, viewer, viewer]);
      const message = rng.chance(0.3) ? randomValue(rng, 3) : mutate(rng, rng.pick(legal));
      const version = anna.version;
      const errors = from.errors.length;
      from.room.send(C2S.queue, message);
      // A known refusal sent right after it: once that is answered, the request before it was too (in order).
      await ask(from, { op: 'bogus' });
      await underTheFloodLimit();
      const got = from.errors.slice(errors);
      expect(got.length, JSON.stringify(message)).toBeGreaterThanOrEqual(1);
      for (const e of got) {
        expect(e.code, JSON.stringify(message)).toMatch(/^queue\//);
        codes.set(e.code, (codes.get(e.code) ?? 0) + 1);
      }
      expect(anna.version).toBe(version);
    }
    // The creator opens the line; the same hostile requests again, now against an open line.
    expect(await ask(anna, { op: 'open', games: 1 }, () => viewer.state.queueOpen === true)).toBeNull();
    for (let i = 0; i < 50; i++) {
      const from = rng.pick([bruno, viewer]);
      const message = rng.chance(0.3) ? randomValue(rng, 3) : mutate(rng, rng.pick(legal));
      const errors = from.errors.length;
      from.room.send(C2S.queue, message);
      await ask(from, { op: 'bogus' });
      await underTheFloodLimit();
      for (const e of from.errors.slice(errors)) expect(e.code, JSON.stringify(message)).toMatch(/^queue\//);
    }
    for (const code of ['queue/bad-message', 'queue/not-creator', 'queue/closed'])
      expect(codes.get(code), code).toBeGreaterThan(0);
    for (const p of [anna, bruno, viewer]) await p.room.leave();
  });
});
