// A streamer who plays shows his own seat (issue 26): every seated human gets, privately, the key of a read-only
// overlay link of his seat. At a real server with real colyseus.js clients: that connection decodes exactly its
// seat's view and events (the coder's code included), live, and nothing of another seat; it cannot act, sit or
// consent (a clear error, nothing changes); it holds no seat key; its key is refused for any other seat, and the
// other players never receive it.
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/core/index.js';
import { masterdice, type MasterdiceView } from '../../shared/games/masterdice/index.js';
import { C2S, viewKeysOf } from '../../shared/protocol.js';
import { eventsFor } from '../../server/visibility.js';
import {
  createTable,
  joinTable,
  readStoredTable,
  refusedJoin,
  serverPerFile,
  twoPlayersAndSpectator,
  waitFor,
  type Player,
} from './helpers.js';

const live = serverPerFile();

/** The engine state of a table now, rebuilt from SQLite. */
function stateOf(dataDir: string, tableId: string) {
  const stored = readStoredTable(dataDir, tableId);
  const r = replay(
    masterdice,
    { seed: stored.seed, players: 2, options: stored.options as never },
    stored.log as never,
  );
  if (!r.ok) throw new Error(r.error.code);
  return { state: r.value, log: stored.log };
}

/** One move by whoever is to act (the smart bot decides); resolves once every client has it. */
async function move(players: readonly Player[], watchers: readonly Player[]): Promise<void> {
  const actor = players.find((p) => p.toAct())!;
  const before = actor.version;
  actor.act(actor.botMove());
  await waitFor(() => [...players, ...watchers].every((p) => p.version > before), `version ${before + 1}`);
}

describe("a seat's own overlay link", () => {
  it("each seated player gets the key of his own seat's link, privately, after each welcome; spectators get none", async () => {
    const { a, b, s, tableId } = await twoPlayersAndSpectator(live.server);
    await waitFor(() => a.viewKey !== null && b.viewKey !== null, 'both view keys');
    expect([a.viewKey!.seat, b.viewKey!.seat]).toEqual([a.seat, b.seat]);
    expect(a.viewKey!.tableId).toBe(tableId);
    expect(a.viewKey!.key).not.toBe(b.viewKey!.key);
    expect(s.viewKey).toBeNull();
    // The key is not the seat key, and nothing anyone decodes holds another seat's key.
    expect(a.viewKey!.key).not.toBe(a.key!.key);
    for (const p of [a, s]) expect(p.decodedText()).not.toContain(b.viewKey!.key);
    // Back by seat key (a reload): the same key again.
    const back = await joinTable(live.server, tableId, { seatKey: b.key!.key });
    await waitFor(() => back.viewKey !== null, 'the view key again');
    expect(back.viewKey).toEqual(b.viewKey);
    for (const p of [a, s, back]) await p.room.leave();
  });

  it("the coder's link receives the coder's view live (the code included), his events, and only his seat's trees", async () => {
    const { a, b, s, tableId } = await twoPlayersAndSpectator(live.server);
    const coder = [a, b].find((p) => p.seat === (p.view() as MasterdiceView).coder)!;
    await waitFor(() => coder.viewKey !== null, "the coder's view key");
    const overlay = await joinTable(live.server, tableId, { viewSeat: coder.seat!, viewKey: coder.viewKey!.key });
    expect(overlay.welcome).toEqual({ tableId, seat: coder.seat, readOnly: true });
    expect(overlay.key).toBeNull();
    expect(overlay.viewKey).toBeNull();
    await waitFor(() => overlay.state?.version === 0, "the overlay's state");
    for (let i = 0; i < 3; i++) await move([a, b], [s, overlay]);
    // Not a spectator, not a feed: the counts the players see (patched since it joined) are unchanged.
    expect([a.state.spectators, a.state.feedWatchers, [...a.state.spectatorNames]]).toEqual([1, 0, ['']]);
    const { state } = stateOf(live.dataDir, tableId);
    const seatView = masterdice.view(state, { kind: 'seat', seat: coder.seat! });
    expect(JSON.stringify(overlay.view())).toBe(JSON.stringify(seatView));
    expect(overlay.view().code).toHaveLength(4);
    expect(s.view().code).toBeNull();
    expect(overlay.viewKeys()).toEqual(viewKeysOf(coder.seat!));
    // Its events are the coder's, the code's dice throw included; the spectator's lack it.
    expect(overlay.events.flatMap((e) => e.events)).toEqual(coder.events.flatMap((e) => e.events));
    await waitFor(
      () => overlay.throws.some((t) => t.channel === 'code') && coder.throws.some((t) => t.channel === 'code'),
      "the code's dice on the coder's overlay",
    );
    expect(s.throws.map((t) => t.channel)).not.toContain('code');
    for (const e of overlay.events) expect(e.events).toEqual(eventsFor(e.events, { kind: 'seat', seat: coder.seat! }));
    for (const p of [a, b, s, overlay]) await p.room.leave();
  });

  it('it never acts: an action, a sit, a consent or a bot control is refused in words and changes nothing', async () => {
    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      name: 'Anna',
    });
    const tableId = a.welcome!.tableId;
    await waitFor(() => a.viewKey !== null && a.toAct(), 'Anna to act');
    const overlay = await joinTable(live.server, tableId, { viewSeat: 0, viewKey: a.viewKey!.key });
    const version = a.version;
    overlay.room.send(C2S.action, { action: a.botMove() });
    overlay.room.send(C2S.sit, { seat: 0 });
    overlay.room.send(C2S.feedConsent, { agree: true });
    overlay.room.send(C2S.botsPaused, { paused: true });
    await waitFor(() => overlay.errors.length === 4, 'four refusals');
    expect(overlay.errors.map((e) => e.code)).toEqual(Array.from({ length: 4 }, () => 'table/seat-view-read-only'));
    expect(overlay.errors[0]!.message).toContain('cannot play');
    // A round trip later nothing moved: Anna's move is still hers to make, her consent unchanged, the bots running.
    a.room.send(C2S.feedConsent, { agree: 'round trip' });
    await waitFor(() => a.errors.length === 1, 'the round trip');
    expect([a.version, a.state.seats[0].feedConsent, a.state.botsPaused, a.toAct()]).toEqual([
      version,
      false,
      false,
      true,
    ]);
    for (const p of [a, overlay]) await p.room.leave();
  });

  it('its key is refused for any other seat, and so is anything else but the right key for the right seat', async () => {
    const { a, b, s, tableId } = await twoPlayersAndSpectator(live.server);
    await waitFor(() => a.viewKey !== null && b.viewKey !== null, 'both view keys');
    const other = await twoPlayersAndSpectator(live.server);
    await waitFor(() => other.a.viewKey !== null, "another table's key");
    const tries: Record<string, unknown>[] = [
      { viewSeat: b.seat, viewKey: a.viewKey!.key },
      { viewSeat: a.seat, viewKey: b.viewKey!.key },
      { viewSeat: a.seat, viewKey: a.key!.key },
      { viewSeat: a.seat, viewKey: '' },
      { viewSeat: a.seat },
      { viewKey: a.viewKey!.key },
      { viewSeat: 2, viewKey: a.viewKey!.key },
      { viewSeat: -1, viewKey: a.viewKey!.key },
      { viewSeat: '0', viewKey: a.viewKey!.key },
      { viewSeat: a.seat, viewKey: 42 },
      { viewSeat: other.a.seat, viewKey: other.a.viewKey!.key },
    ];
    for (const options of tries)
      expect(await refusedJoin(live.server, tableId, options), JSON.stringify(options)).toBe('table/bad-view-key');
    // Nor does it stand in for the seat key, or for the feed key.
    expect(await refusedJoin(live.server, tableId, { seatKey: a.viewKey!.key })).toBe('table/bad-seat-key');
    expect(await refusedJoin(live.server, tableId, { feedKey: a.viewKey!.key })).toBe('table/bad-feed-key');
    for (const p of [a, b, s, other.a, other.b, other.s]) await p.room.leave();
  });
});
