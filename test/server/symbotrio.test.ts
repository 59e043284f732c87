// Symbotrio at a real server with real colyseus.js clients. A person plays the server's bot (the medium thief,
// deciding through the platform's bot memory) to the end while a spectator watches; the person decides as a
// person would, from what its own client was shown (the squares it saw face up), never from the server's
// state. Every state each client decoded along the way is checked against the hidden state rebuilt from SQLite:
// a square's sign only while it lies face up, won piles' cards to their owner only (by id, never in the pile's
// order), no deck, signs or reveals,
// and no event naming a square. Refusals reach only the sender with their code and change nothing.
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/core/index.js';
import {
  symbotrio,
  thief,
  type Reveal,
  type SymbotrioState,
  type SymbotrioView,
} from '../../shared/games/symbotrio/index.js';
import { viewJson } from '../../client/net/snapshot.js';
import {
  createTable,
  humansAndSpectator,
  joinTable,
  readStoredTable,
  serverPerFile,
  waitFor,
  type Player,
} from './helpers.js';

const live = serverPerFile();

const viewOf = (p: Player) => p.view() as unknown as SymbotrioView;
const slotJson = (p: Player): string => viewJson(p.state, p.seat) ?? '';
const person = thief('hard');

/** The server's hidden state after each version of a table's log (index = version), rebuilt from SQLite. */
function hiddenStates(tableId: string): SymbotrioState[] {
  const t = readStoredTable(live.dataDir, tableId);
  const out: SymbotrioState[] = [];
  const r = replay(
    symbotrio,
    { seed: t.seed, players: t.players, options: t.options as SymbotrioState['options'] },
    t.log as never,
    (_e, v, s) => (out[v] = s),
  );
  if (!r.ok) throw new Error(r.error.code);
  return out;
}

/** The engine's view for a client's viewer, as the server writes it into the client's slot. */
const engineJson = (p: Player, state: SymbotrioState): string =>
  JSON.stringify(symbotrio.view(state, p.seat === null ? { kind: 'spectator' } : { kind: 'seat', seat: p.seat }));

/** Waits until `p` has decoded the table's latest version whole (its slot is the engine's view of it). */
async function settled(p: Player, tableId: string): Promise<void> {
  await waitFor(() => {
    const states = hiddenStates(tableId);
    return p.version === states.length - 1 && slotJson(p) === engineJson(p, states.at(-1)!);
  }, `seat ${p.seat} settled on the latest version`);
}

/**
 * What a client saw decoded, as a person's memory: every square it was shown face up, with the turn. A person
 * may remember what was on the screen; nothing else goes in.
 */
function memoryOf(p: Player): Reveal[] {
  const out: Reveal[] = [];
  for (const { json } of p.seen) {
    const v = JSON.parse(json) as SymbotrioView;
    for (const q of v.squares ?? [])
      if (q.sign !== null) out.push({ square: q.id, sign: q.sign, turnCount: v.turnCount });
  }
  return out;
}

/** Every state a client decoded shows only what its viewer may see at that version. */
function checkEverySeen(p: Player, states: readonly SymbotrioState[]): number {
  let checked = 0;
  for (const { version, json } of p.seen) {
    const truth = states[version];
    if (!truth) continue;
    const v = JSON.parse(json) as SymbotrioView;
    // A sign only on a square face up now, and the right one.
    for (const q of v.squares) {
      expect(q.sign !== null, `square ${q.id} at version ${version}`).toBe(truth.flipped.includes(q.id));
      if (q.sign !== null) expect(q.sign).toBe(truth.signs[q.id]);
    }
    // Won piles: the owner's cards to the owner only, by id (which cards, never their order); everyone sees the counts.
    v.seats.forEach((s, q) => {
      expect(s.wonCount).toBe(truth.won[q]!.length);
      expect(s.won).toEqual(q === p.seat ? [...truth.won[q]!].sort((a, b) => a.id - b.id) : null);
    });
    expect(json).not.toMatch(/"(signs|reveals|deck|rng)":/);
    checked++;
  }
  return checked;
}

/** No event a client received names a square or its place: the log never pairs a sign with a square. */
function checkEvents(p: Player): void {
  for (const m of p.events)
    for (const e of m.events as object[]) expect(JSON.stringify(e)).not.toMatch(/"(square|row|col|signs?Of)":/);
}

describe('Symbotrio at a real server', () => {
  it("a person plays the server bot to the end from what its screen showed; no decoded state of seat or spectator holds a face-down sign or another's won cards", async () => {
    const me = await createTable(live.server, {
      game: 'symbotrio',
      options: { first: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      name: 'Ada',
    });
    const tableId = me.welcome!.tableId;
    const spectator = await joinTable(live.server, tableId, { seat: 'spectate' });
    await waitFor(() => me.state.phase === 'playing', 'playing');
    let acted = 0;
    while (viewOf(me).phase !== 'over') {
      await waitFor(() => me.toAct() || viewOf(me).phase === 'over', 'my turn or the end', 30_000);
      if (viewOf(me).phase === 'over') break;
      await settled(me, tableId);
      if (!me.toAct()) continue;
      const before = me.version;
      const action = person.decide(viewOf(me), me.seat!, before * 7 + 3, memoryOf(me));
      me.act(action);
      acted++;
      await waitFor(
        () => me.version > before || me.errors.length > 0,
        `${JSON.stringify(action)} accepted or refused`,
        30_000,
      );
      expect(me.errors.map((e) => `${e.code} for ${JSON.stringify(action)}`)).toEqual([]);
      expect(acted).toBeLessThan(2000);
    }
    await settled(spectator, tableId);
    const states = hiddenStates(tableId);
    const end = states.at(-1)!;
    expect(end.phase).toBe('over');
    expect(viewOf(me).result).toEqual(end.result);
    expect(end.result!.scores.reduce((a, b) => a + b, 0)).toBe(76);
    // Both seats played: the person and the server's bot.
    expect(new Set(readStoredTable(live.dataDir, tableId).log.map((e) => e.seat))).toEqual(new Set([0, 1]));
    // Every decoded state of both clients, squares turned by the bot included.
    expect(checkEverySeen(me, states)).toBeGreaterThan(acted);
    expect(checkEverySeen(spectator, states)).toBeGreaterThan(acted);
    expect(
      spectator.seen.some(({ json }) => (JSON.parse(json) as SymbotrioView).squares.some((q) => q.sign !== null)),
    ).toBe(true);
    for (const p of [me, spectator]) {
      expect(p.decodedText()).not.toMatch(/"(rng|reveals|signs|deck)"/);
      checkEvents(p);
    }
    // The flips reached everyone with their sign (and never their square).
    const flips = (p: Player) =>
      p.events.flatMap((m) => (m.events as { type: string }[]).filter((e) => e.type === 'flipped')).length;
    expect(flips(spectator)).toBeGreaterThan(0);

    // The finished game replays from the API, one step per action, to the same result.
    const res = await fetch(`http://127.0.0.1:${live.server.port}/api/tables/${tableId}/replay`);
    expect(res.status).toBe(200);
    const rep = (await res.json()) as { game: string; steps: { view: SymbotrioView }[] };
    expect(rep.game).toBe('symbotrio');
    expect(rep.steps).toHaveLength(states.length - 1);
    expect(rep.steps.at(-1)!.view.result).toEqual(end.result);
  }, 180_000);

  it('refusals (out of turn, off the grid, a fourth square, the wrong moment, not an action, a spectator) reach only the sender with their code and change nothing', async () => {
    const { players, spectator, tableId } = await humansAndSpectator(live.server, 'symbotrio', 2, { first: 0 });
    const [first, other] = players as [Player, Player];
    const all = [first, other, spectator];
    const expectRefused = async (p: Player, action: unknown, code: string) => {
      const version = p.version;
      const slots = all.map(slotJson);
      const errors = all.map((q) => q.errors.length);
      p.act(action);
      await waitFor(() => p.errors.length > errors[all.indexOf(p)]!, `refusal of ${JSON.stringify(action)}`);
      expect(p.errors.at(-1)!.code).toBe(code);
      expect(p.errors.at(-1)!.message.length).toBeGreaterThan(10);
      await new Promise((r) => setTimeout(r, 50));
      expect(all.map((q) => q.errors.length)).toEqual(errors.map((n, i) => (all[i] === p ? n + 1 : n)));
      expect(all.map((q) => q.version)).toEqual(all.map(() => version));
      expect(all.map(slotJson)).toEqual(slots);
      expect(hiddenStates(tableId).length - 1).toBe(version);
    };
    await settled(first, tableId);
    expect(viewOf(first).turn).toBe(first.seat);
    await expectRefused(other, { type: 'stop' }, 'symbotrio/not-your-turn');
    await expectRefused(first, { type: 'flip', row: 7, col: 0 }, 'symbotrio/off-grid');
    await expectRefused(first, { type: 'draw' }, 'symbotrio/wrong-phase');
    await expectRefused(first, { type: 'steal', target: 1, index: 0 }, 'symbotrio/wrong-phase');
    await expectRefused(first, { type: 'dance' }, 'symbotrio/bad-action');
    await expectRefused(spectator, { type: 'stop' }, 'table/not-seated');

    // Three squares up (everyone sees each), then the refusals of a square already up and a fourth square.
    for (const [row, col] of [
      [0, 0],
      [0, 1],
      [0, 2],
    ] as const) {
      const v0 = first.version;
      first.act({ type: 'flip', row, col });
      await waitFor(() => all.every((p) => p.version > v0), `square ${row},${col} up`);
      for (const p of all) await settled(p, tableId);
    }
    expect(viewOf(spectator).squares.filter((q) => q.sign !== null)).toHaveLength(3);
    await expectRefused(first, { type: 'flip', row: 0, col: 0 }, 'symbotrio/fourth-square');
    await expectRefused(first, { type: 'flip', row: 1, col: 1 }, 'symbotrio/fourth-square');
  }, 60_000);

  it('a square already face up is refused with its own code while the try goes on', async () => {
    const { players, spectator, tableId } = await humansAndSpectator(live.server, 'symbotrio', 2, { first: 1 });
    const starter = players.find((p) => p.seat === 1)!;
    await settled(starter, tableId);
    const v0 = starter.version;
    starter.act({ type: 'flip', row: 2, col: 3 });
    await waitFor(() => [starter, spectator].every((p) => p.version > v0), 'the square up');
    await settled(starter, tableId);
    const before = starter.errors.length;
    starter.act({ type: 'flip', row: 2, col: 3 });
    await waitFor(() => starter.errors.length > before, 'the refusal');
    expect(starter.errors.at(-1)!.code).toBe('symbotrio/already-up');
    await new Promise((r) => setTimeout(r, 50));
    expect(starter.version).toBe(v0 + 1);
    expect(viewOf(spectator).squares.filter((q) => q.sign !== null)).toHaveLength(1);
  }, 60_000);
});
