// Laser at a real server with real colyseus.js clients: a whole duel (two designs, alternate shots, a correct
// declaration), group play where a secret shot reaches only its asker and the designer, refusals that leave the
// version unchanged, and a person against a server bot. Every client's decoded state is checked: nobody
// receives a circuit he does not own before the end.
import { describe, expect, it } from 'vitest';
import { laser, type LaserAction, type LaserLayout, type LaserView } from '../../shared/games/laser/index.js';
import { viewKeysOf } from '../../shared/protocol.js';
import { createTable, humansAndSpectator, playUntil, serverPerFile, waitFor, type Player } from './helpers.js';

const live = serverPerFile();

const bot = laser.bots[0]!;
const viewOf = (p: Player) => p.view() as unknown as LaserView;
/** The default Laser bot's move from a client's own view (how these test players decide). */
const laserMove = (p: Player): LaserAction => bot.decide(viewOf(p), p.seat!, p.version * 7 + 3);
/** A circuit as it would sit in a decoded state: its pieces' JSON. */
const piecesText = (layout: LaserLayout) => JSON.stringify(layout.pieces);

/** Opens a Laser table with `seats` humans (the first creates it) and one spectator, all joined. */
const laserTable = (seats: number, options: Record<string, unknown> = {}) =>
  humansAndSpectator(live.server, 'laser', seats, options);

/** The layouts each seat submitted (read from the owners' own views once designed). */
function ownLayouts(players: readonly Player[]): Map<number, LaserLayout> {
  const out = new Map<number, LaserLayout>();
  for (const p of players) {
    const v = viewOf(p);
    v.circuits.forEach((c) => {
      if (c.owner === p.seat && c.layout) out.set(p.seat!, c.layout);
    });
  }
  return out;
}

/** Checks that no client decodes a circuit it does not own (or any draft of one) while the game goes on. */
function checkNoLeak(players: readonly Player[], spectator: Player, layouts: Map<number, LaserLayout>): void {
  for (const p of [...players, spectator]) {
    expect(p.viewKeys()).toEqual(viewKeysOf(p.seat));
    const v = viewOf(p);
    if (v.phase === 'over') continue;
    const text = p.decodedText();
    for (const [owner, layout] of layouts) {
      if (owner === p.seat) continue;
      expect(text).not.toContain(piecesText(layout));
    }
    v.circuits.forEach((c) => {
      if (c.owner !== p.seat || p.seat === null) {
        expect(c.layout).toBeNull();
        expect(c.draft).toBeNull();
      }
    });
    expect(text).not.toContain('"rng"');
  }
}

describe('Laser at a real server', () => {
  it('two players design, fire in turn and one declares; nobody decodes the other circuit before the end', async () => {
    const { players, spectator, tableId } = await laserTable(2);
    const [a, b] = players as [Player, Player];
    expect(viewOf(a).mode).toBe('duel');
    expect(viewOf(a).phase).toBe('design');
    let layouts = new Map<number, LaserLayout>();
    const check = () => {
      layouts = new Map([...layouts, ...ownLayouts(players)]);
      checkNoLeak(players, spectator, layouts);
      expect(new Set([a, b, spectator].map((p) => p.version)).size).toBe(1);
    };
    const sent = await playUntil(players, [spectator], () => viewOf(a).phase === 'over', check, laserMove);
    expect(layouts.size).toBe(2);
    await waitFor(() => viewOf(spectator).phase === 'over' && viewOf(b).phase === 'over', 'over everywhere');
    const end = viewOf(spectator);
    expect(end.result).not.toBeNull();
    expect(end.result!.winners).toHaveLength(1);
    // At the end both circuits are revealed to everyone, and the spectator saw every (public) shot.
    for (const c of end.circuits) expect(c.layout).toEqual(layouts.get(c.owner!));
    const shots = end.circuits.reduce((n, c) => n + c.shots.length, 0);
    expect(shots).toBeGreaterThan(0);
    expect(spectator.events.flatMap((e) => e.events).filter((e) => e.type === 'shot')).toHaveLength(shots);
    expect(spectator.events.at(-1)!.version).toBe(sent);
    const overEvent = spectator.events.flatMap((e) => e.events).find((e) => e.type === 'over') as
      | { layouts: LaserLayout[] }
      | undefined;
    expect(overEvent?.layouts).toHaveLength(2);
    // The finished game replays from the API: one step per action, ending on the same result.
    const res = await fetch(`http://127.0.0.1:${live.server.port}/api/tables/${tableId}/replay`);
    expect(res.status).toBe(200);
    const replay = (await res.json()) as { game: string; steps: { view: LaserView }[] };
    expect(replay.game).toBe('laser');
    expect(replay.steps).toHaveLength(sent);
    expect(replay.steps.at(-1)!.view.result).toEqual(end.result);
  }, 60_000);

  it('refusals reach only the sender with their code and leave the version unchanged', async () => {
    const { players, spectator } = await laserTable(2);
    const [a, b] = players as [Player, Player];
    const before = a.version;
    a.act({ type: 'fire', pointer: 3 });
    spectator.act({ type: 'fire', pointer: 3 });
    b.act({ type: 'design', layout: { pieces: [{ kind: 'absorber', x: 9, y: 0 }] } });
    a.act({ type: 'zap' });
    await waitFor(() => a.errors.length >= 2 && b.errors.length >= 1 && spectator.errors.length >= 1, 'errors');
    expect(a.errors.map((e) => e.code)).toEqual(['laser/wrong-phase', 'laser/bad-action']);
    expect(b.errors[0]!.code).toBe('laser/off-grid');
    expect(spectator.errors[0]!.code).toBe('table/not-seated');
    expect([a, b, spectator].every((p) => p.version === before)).toBe(true);
  }, 30_000);

  it('group play: a secret shot reaches its asker and the designer only; the others never decode it', async () => {
    const { players, spectator } = await laserTable(3, { designerSeat: 0 });
    const [designer, i1, i2] = players as [Player, Player, Player];
    expect(viewOf(i1).mode).toBe('group');
    // The designer submits a circuit of his own (the bot's design from his view).
    designer.act(laserMove(designer));
    await waitFor(() => viewOf(i1).phase === 'investigate', 'investigation');
    const turn = viewOf(i1).turn!;
    const asker = [i1, i2].find((p) => p.seat === turn)!;
    const other = asker === i1 ? i2 : i1;
    asker.act({ type: 'fire', pointer: 11, secret: true });
    await waitFor(() => viewOf(other).turn === other.seat && spectator.version === asker.version, 'next turn');
    const askerShots = viewOf(asker).circuits[0]!.shots;
    expect(askerShots).toHaveLength(1);
    expect(askerShots[0]).toMatchObject({ pointer: 11, secret: true, by: asker.seat });
    expect(viewOf(designer).circuits[0]!.shots).toHaveLength(1);
    expect(viewOf(asker).secretLeft[asker.seat!]).toBe(2);
    for (const p of [other, spectator]) {
      expect(viewOf(p).circuits[0]!.shots).toHaveLength(0);
      expect(p.events.flatMap((e) => e.events).some((e) => e.type === 'shot')).toBe(false);
      expect(p.decodedText()).not.toContain(JSON.stringify(askerShots[0]!.answer));
    }
    expect(asker.events.flatMap((e) => e.events).filter((e) => e.type === 'shot')).toHaveLength(1);
    // A public shot reaches everyone.
    other.act({ type: 'fire', pointer: 20 });
    await waitFor(() => viewOf(spectator).circuits[0]!.shots.length === 1, 'public shot');
    expect(viewOf(asker).circuits[0]!.shots).toHaveLength(2);
    expect(viewOf(other).circuits[0]!.shots).toHaveLength(1);
  }, 30_000);

  it('a person against the server bot: the bot designs, and a whole server-circuit game also ends', async () => {
    const a = await createTable(live.server, {
      game: 'laser',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      name: 'Anna',
    });
    await waitFor(() => a.state.phase === 'playing', 'playing');
    a.act(laserMove(a));
    await waitFor(() => viewOf(a).phase === 'investigate', 'the bot designed too', 15_000);
    // The person plays his turns; the bot answers with its own through the room.
    while (viewOf(a).phase !== 'over') {
      await waitFor(() => a.toAct() || viewOf(a).phase === 'over', 'my turn or the end', 15_000);
      if (viewOf(a).phase === 'over') break;
      const before = a.version;
      a.act(laserMove(a));
      await waitFor(() => a.version > before, 'my move applied');
    }
    expect(viewOf(a).result).not.toBeNull();
    expect(a.errors).toEqual([]);

    const solo = await createTable(live.server, {
      game: 'laser',
      options: { designer: 'server' },
      seats: [{ kind: 'human' }],
      name: 'Solo',
    });
    await waitFor(() => solo.state.phase === 'playing' && viewOf(solo).phase === 'investigate', 'solo investigation');
    expect(viewOf(solo).circuits[0]!.layout).toBeNull();
    await playUntil(
      [solo],
      [],
      () => viewOf(solo).phase === 'over',
      () => checkNoLeak([solo], solo, new Map()),
      laserMove,
    );
    const end = viewOf(solo);
    expect(end.result!.winners).toEqual([0]);
    expect(end.circuits[0]!.layout).not.toBeNull();
  }, 60_000);
});
