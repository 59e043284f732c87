// Web at a real server with real colyseus.js clients: two players and a spectator play a whole game with the
// engine's bot from their own decoded views; after every version each client's decoded state is checked against
// the hidden state rebuilt from SQLite — its view is exactly the engine's view for it, no pile card's dots and no
// other hand's dots reach it, nor the generator. A player acts only once its decoded view is the engine's view of
// the table's latest version (never on a half-received update). Refusals change nothing; a person plays the
// server's bot to the end; the game replays from the API.
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/core/index.js';
import {
  cardSquaresAt,
  legalFromView,
  web,
  type WebAction,
  type WebEvent,
  type WebState,
  type WebView,
  type XY,
} from '../../shared/games/web/index.js';
import { viewKeysOf } from '../../shared/protocol.js';
import { viewJson } from '../../client/net/snapshot.js';
import { createTable, humansAndSpectator, readStoredTable, serverPerFile, waitFor, type Player } from './helpers.js';

const live = serverPerFile();

const viewOf = (p: Player) => p.view() as unknown as WebView;
const slotJson = (p: Player): string => viewJson(p.state, p.seat) ?? '';
const bot = web.bots[0]!;

/** The server's hidden state after the first `upTo` actions of its log (all of it by default), rebuilt from SQLite. */
function hiddenState(tableId: string, upTo?: number): { state: WebState; version: number } {
  const t = readStoredTable(live.dataDir, tableId);
  const log = upTo === undefined ? t.log : t.log.slice(0, upTo);
  const r = replay(web, { seed: t.seed, players: t.players, options: t.options as WebState['options'] }, log as never);
  if (!r.ok) throw new Error(r.error.code);
  return { state: r.value, version: log.length };
}

/** The engine's view for a client's viewer, as the server writes it into the client's slot. */
const engineJson = (p: Player, state: WebState): string =>
  JSON.stringify(web.view(state, p.seat === null ? { kind: 'spectator' } : { kind: 'seat', seat: p.seat }));

/**
 * Waits until `p` has decoded the table's latest version whole: its version is the log's length and its slot
 * is the engine's view of that state. Only then may it choose an action from its view.
 */
async function settled(p: Player, tableId: string): Promise<void> {
  let cached: { version: number; json: string } | null = null;
  await waitFor(() => {
    const stored = readStoredTable(live.dataDir, tableId).log.length;
    if (p.version !== stored) return false;
    if (cached?.version !== stored) cached = { version: stored, json: engineJson(p, hiddenState(tableId).state) };
    return slotJson(p) === cached.json;
  }, `seat ${p.seat} settled on the latest version`);
}

/** Every card id with its dots in a decoded JSON text (any object holding both `id` and `dots`). */
function dottedIds(json: string): Map<number, number | null> {
  const out = new Map<number, number | null>();
  JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === 'object' && 'id' in value && 'dots' in value) {
      const v = value as { id: number; dots: number | null };
      out.set(v.id, v.dots);
    }
    return value;
  });
  return out;
}

/** Checks one client's decoded state against the hidden state: only what its seat may know. */
function checkClient(p: Player, truth: WebState): void {
  expect(p.viewKeys()).toEqual(viewKeysOf(p.seat));
  const text = p.decodedText();
  expect(text).not.toContain('"rng"');
  expect(slotJson(p)).toBe(engineJson(p, truth));
  const v = viewOf(p);
  // No pile card's dots anywhere, and no pile below its top at all.
  const dotted = dottedIds(slotJson(p));
  for (const pile of truth.piles) {
    for (const c of pile.cards) expect(dotted.get(c.id) ?? null, `dots of pile card ${c.id}`).toBeNull();
  }
  expect(v.piles.every((pile) => pile.top === null || !('dots' in pile.top))).toBe(true);
  // Hand dots only in the owner's own view.
  v.seats.forEach((seat, q) => {
    seat.hand.forEach((c, i) => {
      expect(c.dots).toBe(q === p.seat ? truth.hands[q]![i]!.dots : null);
    });
  });
}

/** A legal play whose card has two side-by-side squares that are not servers, and those two squares. */
function unconnectedPair(view: WebView, seat: number): [WebAction, [XY, XY]] {
  for (const action of legalFromView(view, seat)) {
    if (action.type !== 'play') continue;
    const card = view.seats[seat]!.hand.find((c) => c.id === action.card)!;
    const squares = cardSquaresAt(card, action.rotation, action.x, action.y).filter((q) => q.kind !== 'server');
    for (const p of squares) {
      const q = squares.find((o) => Math.abs(o.x - p.x) + Math.abs(o.y - p.y) === 1);
      if (q)
        return [
          action,
          [
            [p.x, p.y],
            [q.x, q.y],
          ],
        ];
    }
  }
  throw new Error('no card with two side-by-side squares that are not servers');
}

/** Every event of a kind a client received. */
const received = (p: Player, type: WebEvent['type']) =>
  p.events.flatMap((m) => (m.events as WebEvent[]).filter((e) => e.type === type));

describe('Web at a real server', () => {
  it("two players play a whole game with the bot from their own views; every decoded view is the engine's, no pile or rival dots leak", async () => {
    const { players, spectator, tableId } = await humansAndSpectator(live.server, 'web', 2, {
      obstacles: [[3, 2]],
      randomObstacles: 3,
    });
    const all = [...players, spectator];
    let sent = 0;
    while (viewOf(spectator).phase !== 'over') {
      const actor = players.find((p) => p.toAct());
      if (!actor) {
        await waitFor(() => players.some((p) => p.toAct()) || viewOf(spectator).phase === 'over', 'a player to act');
        continue;
      }
      await settled(actor, tableId);
      const before = actor.version;
      const errors = actor.errors.length;
      const action = bot.decide(viewOf(actor), actor.seat!, before + 11);
      actor.act(action);
      sent++;
      await waitFor(
        () => all.every((p) => p.version > before) || actor.errors.length > errors,
        `version ${before + 1}`,
      );
      expect(actor.errors.map((e) => `${e.code} for ${JSON.stringify(action)}`)).toEqual([]);
      for (const p of all) await settled(p, tableId);
      const truth = hiddenState(tableId).state;
      for (const p of all) checkClient(p, truth);
      expect(sent).toBeLessThan(400);
    }
    const end = viewOf(spectator);
    expect(end.result).not.toBeNull();
    expect(end.table.length).toBeGreaterThan(1);
    // A card's dots drawn reached its drawer alone; the public 'drew' line reached everyone.
    for (const p of all)
      for (const e of received(p, 'drewDots')) expect(e.type === 'drewDots' && e.visibleTo).toEqual([p.seat]);
    expect(received(spectator, 'drew').length).toBe(received(players[0]!, 'drew').length);

    // The finished game replays from the API: one step per action, ending on the same result.
    const res = await fetch(`http://127.0.0.1:${live.server.port}/api/tables/${tableId}/replay`);
    expect(res.status).toBe(200);
    const rep = (await res.json()) as { game: string; steps: { view: WebView }[] };
    expect(rep.game).toBe('web');
    expect(rep.steps).toHaveLength(sent);
    expect(rep.steps.at(-1)!.view.result).toEqual(end.result);
  }, 120_000);

  it('refusals (out of turn, a cable before the card, a diagonal or unconnected cable, a spectator) reach only the sender with their code and change nothing', async () => {
    const { players, spectator, tableId } = await humansAndSpectator(live.server, 'web', 2);
    const [a, b] = players as [Player, Player];
    const first = viewOf(a).turn === 0 ? a : b;
    const other = first === a ? b : a;
    const expectRefused = async (p: Player, action: unknown, code: string) => {
      const before = p.errors.length;
      const others = [a, b, spectator].filter((q) => q !== p).map((q) => q.errors.length);
      p.act(action);
      await waitFor(() => p.errors.length > before, `refusal of ${JSON.stringify(action)}`);
      expect(p.errors.at(-1)!.code).toBe(code);
      expect(p.errors.at(-1)!.message.length).toBeGreaterThan(10);
      expect([a, b, spectator].filter((q) => q !== p).map((q) => q.errors.length)).toEqual(others);
    };
    await settled(first, tableId);
    const hand = viewOf(first).seats[first.seat!]!.hand;
    await expectRefused(other, { type: 'draw', pile: 0 }, 'web/not-your-turn');
    await expectRefused(first, { type: 'cable', a: [0, 0], b: [0, 1] }, 'web/play-first');
    await expectRefused(first, { type: 'play', card: 999, rotation: 0, x: 0, y: 1 }, 'web/not-in-hand');
    await expectRefused(first, { type: 'play', card: hand[0]!.id, rotation: 0, x: -1, y: 0 }, 'web/overlap');
    await expectRefused(spectator, { type: 'end' }, 'table/not-seated');

    // Play a card with two side-by-side squares that are not servers (a cable there reaches no server), then try
    // cables the rules refuse: the version stays, every decoded view stays.
    const [play, pair] = unconnectedPair(viewOf(first), first.seat!);
    const v0 = first.version;
    first.act(play);
    await waitFor(() => [a, b, spectator].every((p) => p.version > v0), 'the card played');
    for (const p of [a, b, spectator]) await settled(p, tableId);
    const version = first.version;
    const slots = [a, b, spectator].map(slotJson);
    await expectRefused(first, { type: 'cable', a: [0, 0], b: [1, 1] }, 'web/cable-diagonal');
    await expectRefused(first, { type: 'cable', a: [40, 40], b: [40, 41] }, 'web/cable-off-cards');
    await expectRefused(first, { type: 'cable', a: pair[0], b: pair[1] }, 'web/cable-unconnected');
    await expectRefused(first, { type: 'draw', pile: 6 }, 'web/bad-pile');
    await new Promise((r) => setTimeout(r, 100));
    for (const p of [a, b, spectator]) expect(p.version).toBe(version);
    expect([a, b, spectator].map(slotJson)).toEqual(slots);
    expect(hiddenState(tableId).version).toBe(version);
  }, 60_000);

  it('a person plays the server bot to the end, acting only on the latest version of its view', async () => {
    const person = await createTable(live.server, {
      game: 'web',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      name: 'Ada',
    });
    const tableId = person.welcome!.tableId;
    await waitFor(() => person.state.phase === 'playing', 'playing');
    let acted = 0;
    while (viewOf(person).phase !== 'over') {
      await waitFor(() => person.toAct() || viewOf(person).phase === 'over', 'my turn or the end', 30_000);
      if (viewOf(person).phase === 'over') break;
      await settled(person, tableId);
      if (!person.toAct()) continue;
      const before = person.version;
      const action: WebAction = bot.decide(viewOf(person), person.seat!, before * 7 + 3);
      person.act(action);
      acted++;
      await waitFor(
        () => person.version > before || person.errors.length > 0,
        `${JSON.stringify(action)} accepted or refused`,
        30_000,
      );
      expect(person.errors.map((e) => `${e.code} for ${JSON.stringify(action)}`)).toEqual([]);
    }
    const end = viewOf(person);
    expect(acted).toBeGreaterThan(0);
    expect(end.result).not.toBeNull();
    // The bot played its cards too: both seats laid cards (the central card apart).
    const { state } = hiddenState(tableId);
    const logSeats = new Set(readStoredTable(live.dataDir, tableId).log.map((e) => e.seat));
    expect([...logSeats].sort()).toEqual([0, 1]);
    expect(state.table.length).toBeGreaterThan(2);
  }, 120_000);
});
