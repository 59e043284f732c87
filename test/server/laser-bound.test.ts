// Laser's game-length bound at a real server (issue 12: "the views grew without bound, and then decoded wrong"):
// in a solo game against the server's circuit the shooter fires every pointer once; a second shot of a pointer
// is refused with 'laser/pointer-known' and changes nothing; the game then ends with a declaration. After every
// step the shooter, a spectator there from the start and a spectator who joins at the end each rebuild (as
// client/net does) exactly the engine's view for their viewer at that version, the engine's state rebuilt from
// the seed and the log SQLite holds.
import { describe, expect, it } from 'vitest';
import { replay, type Viewer } from '../../shared/core/index.js';
import { POINTERS, laser, randomLayout, type LaserState, type LaserView } from '../../shared/games/laser/index.js';
import { makeRng } from '../../shared/core/index.js';
import { viewerFor } from '../../server/visibility.js';
import { createTable, joinTable, readStoredTable, serverPerFile, waitFor, type Player } from './helpers.js';

const live = serverPerFile();

/** The engine's state at the version the table is at now, rebuilt from what SQLite holds. */
function engineState(tableId: string): { state: LaserState; version: number } {
  const stored = readStoredTable(live.dataDir, tableId);
  const r = replay(
    laser,
    { seed: stored.seed, players: stored.players, options: stored.options as never },
    stored.log as never,
  );
  if (!r.ok) throw new Error(r.error.code);
  return { state: r.value, version: stored.version };
}

/** Every client's rebuilt view equals the engine's view for its viewer (both through JSON, as the wire carries them). */
function checkViews(tableId: string, clients: readonly Player[]): void {
  const { state, version } = engineState(tableId);
  for (const p of clients) {
    const viewer: Viewer = viewerFor(p.seat);
    expect(p.version, `${JSON.stringify(viewer)} is at the engine's version`).toBe(version);
    expect(JSON.parse(JSON.stringify(p.view())), `${JSON.stringify(viewer)} at version ${version}`).toEqual(
      JSON.parse(JSON.stringify(laser.view(state, viewer))),
    );
  }
}

describe('Laser: firing until the bound', () => {
  it("every pointer once, a repeat refused, a declaration ends it; every client decodes the engine's view throughout", async () => {
    const shooter = await createTable(live.server, {
      game: 'laser',
      seats: [{ kind: 'human' }],
      name: 'Ada',
      options: { designer: 'server' },
    });
    const tableId = shooter.welcome!.tableId;
    const early = await joinTable(live.server, tableId, { seat: 'spectate' });
    await waitFor(() => shooter.state.phase === 'playing' && early.version === shooter.version, 'playing');
    const clients = [shooter, early];
    checkViews(tableId, clients);
    for (let pointer = 1; pointer <= POINTERS; pointer++) {
      const before = shooter.version;
      shooter.act({ type: 'fire', pointer });
      await waitFor(() => clients.every((p) => p.version === before + 1), `shot ${pointer}`);
      checkViews(tableId, clients);
    }
    const view = shooter.view() as unknown as LaserView;
    expect(view.circuits[0]?.shots.map((s) => s.pointer)).toEqual(Array.from({ length: POINTERS }, (_, i) => i + 1));
    expect(laser.legalFromView!(view, 0).filter((a) => a.type === 'fire')).toEqual([]);

    // The bound: a pointer whose answer the shooter holds is refused, and nothing changes.
    const version = shooter.version;
    shooter.act({ type: 'fire', pointer: 7 });
    await waitFor(() => shooter.errors.length === 1, 'the refusal');
    expect(shooter.errors.map((e) => e.code)).toEqual(['laser/pointer-known']);
    expect(shooter.version).toBe(version);
    expect(engineState(tableId).version).toBe(version);

    // A spectator who arrives now decodes the same thirty answers.
    const late = await joinTable(live.server, tableId, { seat: 'spectate' });
    await waitFor(() => late.version === version, "the late spectator's state");
    clients.push(late);
    checkViews(tableId, clients);

    // With every answer held only a declaration is left: a wrong one ends the solo game.
    shooter.act({ type: 'declare', layout: randomLayout(makeRng(5), view.kinds)[0] });
    await waitFor(() => clients.every((p) => p.version === version + 1), 'the declaration');
    expect((shooter.view() as unknown as LaserView).phase).toBe('over');
    checkViews(tableId, clients);
    expect(clients.flatMap((p) => p.errors.map((e) => e.code))).toEqual(['laser/pointer-known']);
  });
});
