// Replays of every registered game from any point of view: two bots finish a game on a real server, and
// GET /api/tables/:id/replay(?seat=N) must show, frame by frame, exactly what game.view shows that viewer of
// the state the log folds to, only the events and dice throws that viewer could learn, and never the seed.
import { describe, expect, it } from 'vitest';
import { isDiceThrown, makeRng, type AnyGame, type RngState, type Viewer } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import type { ReplayResponse } from '../../shared/protocol.js';
import { viewJson } from '../../client/net/snapshot.js';
import { secretWords, serverPerFile } from './helpers.js';
import { finishWithBots, foldStored, learns, type FinishedTable } from './replay-games.js';

const live = serverPerFile();

async function getReplay(tableId: string, seat?: number | string): Promise<{ status: number; text: string }> {
  const q = seat === undefined ? '' : `?seat=${seat}`;
  const res = await fetch(`http://127.0.0.1:${live.server.port}/api/tables/${tableId}/replay${q}`);
  return { status: res.status, text: await res.text() };
}

const viewerName = (v: Viewer) => (v.kind === 'seat' ? `seat ${v.seat}` : v.kind);

/** Checks one point of view of a finished table against the engine's own fold of its log. */
async function checkViewer(game: AnyGame, t: FinishedTable, viewer: Viewer): Promise<void> {
  const { text, status } = await getReplay(t.tableId, viewer.kind === 'seat' ? viewer.seat : undefined);
  expect(status, viewerName(viewer)).toBe(200);
  const r = JSON.parse(text) as ReplayResponse;
  const fold = foldStored(game, t.stored);
  // A latest-state edit (a Laser notebook or draft) gets no frame unless it ends the log: the next frame shows it.
  const log = t.stored.log;
  const framed = log
    .map((_, i) => i)
    .filter((i) => i === log.length - 1 || !game.latestState?.includes((log[i]!.action as { type: string }).type));
  expect(r.steps).toHaveLength(framed.length);

  // Frame n is the view of the state after its action, for this viewer (so a seat sees its secrets only).
  expect(r.start).toEqual(JSON.parse(JSON.stringify(game.view(fold[0]!.state, viewer))));
  r.steps.forEach((step, j) => {
    const i = framed[j]!;
    const expected = JSON.parse(JSON.stringify(game.view(fold[i + 1]!.state, viewer)));
    expect(step.view, `${viewerName(viewer)} frame ${j + 1}`).toEqual(expected);
    expect(step.seat).toBe(log[i]!.seat);
    expect(step.events).toEqual(JSON.parse(JSON.stringify(fold[i + 1]!.events.filter((e) => learns(e, viewer)))));
    // Another seat's action stays out of a seat's replay: it may hold what that seat alone knew.
    const own = viewer.kind === 'broadcast' || (viewer.kind === 'seat' && viewer.seat === step.seat);
    expect(step.action).toEqual(own ? log[i]!.action : null);
  });

  // The last frame is the live final state as that viewer sees it.
  const final = fold.at(-1)!.state;
  expect(r.steps.at(-1)!.view).toEqual(JSON.parse(JSON.stringify(game.view(final, viewer))));
  expect(game.outcome(final)).not.toBeNull();

  // Exactly the dice throws this viewer could see, in order.
  const rolls = fold.flatMap((s) =>
    s.events
      .filter(isDiceThrown)
      .filter((e) => learns(e, viewer))
      .map((e) => e.roll),
  );
  expect(r.throws.map((m) => m.roll)).toEqual(rolls);

  // No seed, no generator words.
  expect(text).not.toContain('"seed"');
  const rng = (final as { rng?: RngState }).rng;
  const words = secretWords(t.stored.seed, makeRng(t.stored.seed), ...(rng ? [rng] : [])).filter((w) => w >= 100_000);
  for (const w of words) expect(text).not.toContain(String(w));
}

describe('replays of every game, from every point of view', () => {
  for (const game of Object.values(GAMES)) {
    it(`${game.id}: the all-seeing replay and each seat's replay show what that viewer saw, frame by frame`, async () => {
      const t = await finishWithBots(live.server, live.dataDir, game);
      // The fold is the live game: the watcher's decoded final view is the engine's spectator view of it.
      const folded = foldStored(game, t.stored).at(-1)!.state;
      expect(viewJson(t.watcher.state, null)).toBe(JSON.stringify(game.view(folded, { kind: 'spectator' })));

      await checkViewer(game, t, { kind: 'broadcast' });
      for (let seat = 0; seat < t.stored.players; seat++) await checkViewer(game, t, { kind: 'seat', seat });
      await t.watcher.room.leave();
    }, 120_000);
  }

  it('refuses a seat the table does not have, and caches each point of view apart', async () => {
    const t = await finishWithBots(live.server, live.dataDir, GAMES.masterdice!);
    for (const bad of [2, -1, 'x', '1.5', 99999]) {
      const { status, text } = await getReplay(t.tableId, bad);
      expect(status, String(bad)).toBe(400);
      expect((JSON.parse(text) as { code: string }).code).toBe('table/bad-seat');
    }
    const [all, s0, s1, all2] = [
      await getReplay(t.tableId),
      await getReplay(t.tableId, 0),
      await getReplay(t.tableId, 1),
      await getReplay(t.tableId),
    ];
    expect(all2.text).toBe(all.text);
    expect(s0.text).not.toBe(s1.text);
    expect(s0.text).not.toBe(all.text);
    await t.watcher.room.leave();
  }, 120_000);
});
