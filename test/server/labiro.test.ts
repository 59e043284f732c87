// Labiro at a real server with real colyseus.js clients: two players and a spectator play with the engine's bots
// from their own decoded views until the table's round limit ends the game; after every version each client's
// decoded state is checked against the hidden state rebuilt from SQLite — a tower's object shows only when it
// lies face up or this seat looked at it, a ruby tile's value never shows. Refusals leave the version unchanged,
// a private look reaches only its looker, a person plays the server's bot, and the game replays from the API.
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/core/index.js';
import {
  labiro,
  type LabiroAction,
  type LabiroEvent,
  type LabiroState,
  type LabiroView,
} from '../../shared/games/labiro/index.js';
import { viewKeysOf } from '../../shared/protocol.js';
import {
  createTable,
  humansAndSpectator,
  playUntil,
  readStoredTable,
  serverPerFile,
  waitFor,
  type Player,
} from './helpers.js';

const live = serverPerFile();

const viewOf = (p: Player) => p.view() as unknown as LabiroView;
const bot = labiro.bots[0]!;
/** The default Labiro bot's move from a client's own view (how these test players decide). */
const labiroMove = (p: Player): LabiroAction => bot.decide(viewOf(p), p.seat!, p.version * 7 + 3);

/** Opens a Labiro table with `seats` humans (the first creates it) and one spectator, all joined. */
const labiroTable = (seats: number, options: Record<string, unknown> = {}) =>
  humansAndSpectator(live.server, 'labiro', seats, options);

/** The server's hidden state now, rebuilt from the seed and the log SQLite holds. */
function hiddenState(tableId: string): LabiroState {
  const t = readStoredTable(live.dataDir, tableId);
  const r = replay(
    labiro,
    { seed: t.seed, players: t.players, options: t.options as LabiroState['options'] },
    t.log as never,
  );
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Checks one client's decoded state against the hidden state: only what its seat may know. */
function checkClient(p: Player, truth: LabiroState): void {
  expect(p.viewKeys()).toEqual(viewKeysOf(p.seat));
  const v = viewOf(p);
  const text = p.decodedText();
  expect(text).not.toContain('"rng"');
  expect(text).not.toContain('"rubyTiles"');
  if (v.phase === 'over') return;
  expect(v.secrets).toBeUndefined();
  v.towers.forEach((t, b) => {
    const inside = truth.objects[b] ?? null;
    expect(t.object.kind === 'none').toBe(inside === null);
    expect(t.rubyTile).toBe(truth.rubyTiles[b] !== null);
    if (t.object.kind !== 'tile') return;
    expect(t.object.tile.id).toBe(inside!.id);
    const looked =
      p.seat !== null && truth.looks.some((l) => l.seat === p.seat && l.tower === b && l.tileId === inside!.id);
    expect(truth.objectPublic[b] || looked).toBe(true);
    expect(t.private).toBe(!truth.objectPublic[b]);
  });
}

/** Every event of a kind a client received. */
const received = (p: Player, type: LabiroEvent['type']) =>
  p.events.flatMap((m) => (m.events as LabiroEvent[]).filter((e) => e.type === type));

describe('Labiro at a real server', () => {
  it('two players play to the round limit with the bots; nobody decodes a hidden object or ruby tile, looks stay private', async () => {
    const { players, spectator, tableId } = await labiroTable(2, { roundLimit: 4 });
    const [a, b] = players as [Player, Player];
    expect(viewOf(a).phase).toBe('start');
    const check = () => {
      const truth = hiddenState(tableId);
      for (const p of [a, b, spectator]) checkClient(p, truth);
      expect(new Set([a, b, spectator].map((p) => p.version)).size).toBe(1);
    };
    const sent = await playUntil(players, [spectator], () => viewOf(a).phase === 'over', check, labiroMove);
    await waitFor(() => viewOf(spectator).phase === 'over' && viewOf(b).phase === 'over', 'over everywhere');
    const end = viewOf(spectator);
    expect(end.result).not.toBeNull();
    expect(end.turnCount).toBeLessThanOrEqual(8);
    // At the end the towers are lifted for everyone.
    expect(end.secrets?.objects).toHaveLength(18);
    // A private look ('seen') reached its looker only; the public 'looked' line reached everyone.
    for (const p of [a, b, spectator])
      for (const e of received(p, 'seen')) expect(e.type === 'seen' && e.seat).toBe(p.seat);
    expect(received(spectator, 'looked').length).toBe(received(a, 'looked').length);

    // The finished game replays from the API: one step per action kept (a walk that stands for the walks of its
    // seat just before it replaces them: server/log-run.ts), ending on the same result.
    const res = await fetch(`http://127.0.0.1:${live.server.port}/api/tables/${tableId}/replay`);
    expect(res.status).toBe(200);
    const rep = (await res.json()) as { game: string; steps: { view: LabiroView }[] };
    expect(rep.game).toBe('labiro');
    expect(rep.steps).toHaveLength(readStoredTable(live.dataDir, tableId).log.length);
    expect(rep.steps.length).toBeLessThanOrEqual(sent);
    expect(rep.steps.at(-1)!.view.result).toEqual(end.result);
  }, 120_000);

  it('refusals reach only the sender with a clear code and change nothing', async () => {
    const { players, spectator } = await labiroTable(2);
    const [a, b] = players as [Player, Player];
    const first = viewOf(a).turn === 0 ? a : b;
    const other = first === a ? b : a;
    const version = a.version;
    const ruby = viewOf(a).board.towers.findIndex((t) => t.ruby !== undefined);
    const cases: [Player, unknown, string][] = [
      [other, { type: 'start', tower: 0 }, 'labiro/not-your-turn'],
      [first, { type: 'start', tower: ruby }, 'labiro/start-ruby'],
      [first, { type: 'fly', tower: 3 }, 'labiro/bad-action'],
      [first, { type: 'move', to: 1 }, 'labiro/wrong-phase'],
      [first, { type: 'start', tower: 99 }, ''],
    ];
    for (const [p, action, code] of cases) {
      const before = p.errors.length;
      p.act(action);
      await waitFor(() => p.errors.length > before, `refusal of ${JSON.stringify(action)}`);
      const err = p.errors.at(-1)!;
      if (code) expect(err.code).toBe(code);
      expect(err.code.length).toBeGreaterThan(0);
      expect(err.message.length).toBeGreaterThan(10);
    }
    const before = spectator.errors.length;
    spectator.act({ type: 'end' });
    await waitFor(() => spectator.errors.length > before, 'the spectator refused');
    await new Promise((r) => setTimeout(r, 100));
    for (const p of [a, b, spectator]) expect(p.version).toBe(version);
  }, 60_000);

  it('a person plays the server bot: the bot chooses its start tower and takes its turns', async () => {
    const person = await createTable(live.server, {
      game: 'labiro',
      options: { roundLimit: 3 },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      name: 'Ada',
    });
    await waitFor(() => person.state.phase === 'playing', 'playing');
    while (viewOf(person).phase !== 'over') {
      await waitFor(() => person.toAct() || viewOf(person).phase === 'over', 'my turn or the end', 30_000);
      if (viewOf(person).phase === 'over') break;
      const before = person.version;
      const action = labiroMove(person);
      person.act(action);
      await waitFor(
        () => person.version > before || person.errors.length > 0,
        `${JSON.stringify(action)} accepted or refused`,
        30_000,
      );
      expect(person.errors.map((e) => `${e.code} for ${JSON.stringify(action)}`)).toEqual([]);
    }
    const end = viewOf(person);
    expect(end.seats[1]!.pawn).not.toBeNull();
    expect(
      end.result!.reason === 'round-limit' || end.result!.reason === 'rubies' || end.result!.reason === 'all-in',
    ).toBe(true);
    expect(end.turnCount).toBeGreaterThan(0);
  }, 120_000);
});
