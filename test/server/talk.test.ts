// Table talk at a real server with real colyseus.js clients (issue 29): the players' and the spectators' channels
// and who reads them when, the creator's settings, every refusal of bad input (to its sender alone, nothing sent to
// anyone), the per-person limits, mutes, presence on the seats, the delayed feed's reactions, and a restart.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { C2S, type CreateOptions } from '../../shared/protocol.js';
import type { TalkLine } from '../../shared/talk.js';
import type { RunningServer } from '../../server/app.js';
import { createTable, joinTable, playUntil, serverPerFile, waitFor, type Player } from './helpers.js';

const live = serverPerFile();

/** A fresh browser id, as client/net draws one per browser. */
const browser = () => randomBytes(16).toString('base64url');

/** The texts of the lines a client received live, in order. */
const texts = (p: Player, channel?: TalkLine['channel']): string[] =>
  p.talk.filter((l) => channel === undefined || l.channel === channel).map((l) => l.text);

/** The newest talk catch-up a client got. */
const lastCatchUp = (p: Player) => p.talkCatchUps.at(-1)!;

/** Sends a message and waits until every reader in `readers` has its line (by text). */
async function say(p: Player, text: string, readers: readonly Player[]): Promise<void> {
  p.room.send(C2S.talk, { text });
  await waitFor(() => readers.every((r) => r.talk.some((l) => l.text === text)), `"${text}" delivered`);
}

/** Two seated people (the first created the table) and a spectator, each with a browser id of their own. */
async function table(server: RunningServer, extra: Partial<CreateOptions> = {}) {
  const ids = { a: browser(), b: browser(), s: browser() };
  const a = await createTable(server, {
    game: 'masterdice',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Anna',
    browserId: ids.a,
    ...extra,
  });
  const tableId = a.welcome!.tableId;
  const b = await joinTable(server, tableId, { name: 'Bruno', browserId: ids.b });
  const s = await joinTable(server, tableId, { seat: 'spectate', name: 'Sara', browserId: ids.s });
  await waitFor(() => [a, b, s].every((p) => p.state.phase === 'playing' && p.state.spectators === 1), 'playing');
  return { a, b, s, tableId, ids };
}

const leave = async (...ps: Player[]) => {
  for (const p of ps) await p.room.leave();
};

describe('channels', () => {
  it("the players' channel reaches the players and the spectators, with the writer's seat and name", async () => {
    const { a, b, s } = await table(live.server);
    for (const p of [a, b, s]) expect(lastCatchUp(p)).toMatchObject({ lines: [], muted: [] });
    expect(lastCatchUp(a).creator).toBe(true);
    expect(lastCatchUp(b).creator).toBe(false);
    expect(lastCatchUp(a).channels).toEqual(['players']);
    expect(lastCatchUp(s).channels).toEqual(['players', 'spectators']);
    await say(a, 'good luck!', [a, b, s]);
    const line = s.talk.at(-1)!;
    expect(line).toMatchObject({ channel: 'players', n: 1, kind: 'text', seat: 0, name: 'Anna', text: 'good luck!' });
    expect(line.author).toBe(lastCatchUp(a).me);
    expect(Object.keys(line).sort()).toEqual([
      'at',
      'author',
      'channel',
      'kind',
      'n',
      'name',
      'seat',
      'text',
      'version',
    ]);
    await leave(a, b, s);
  });

  it("the spectators' channel reaches only spectators during play, and the players once the game is over", async () => {
    const { a, b, s, tableId } = await table(live.server);
    const s2 = await joinTable(live.server, tableId, { seat: 'spectate', browserId: browser() });
    await say(s, 'the coder bluffs', [s, s2]);
    expect(s2.talk.at(-1)).toMatchObject({ channel: 'spectators', n: 1, seat: null, name: 'Sara' });
    // A later players' line reaches the players after it: the spectators' line never came.
    await say(b, 'your turn', [a, b, s, s2]);
    expect(texts(a)).toEqual(['your turn']);
    expect(texts(b)).toEqual(['your turn']);
    await playUntil(
      [a, b],
      [s, s2],
      () => a.state.phase === 'finished',
      () => {},
    );
    await waitFor(
      () => [a, b].every((p) => lastCatchUp(p).channels.length === 2),
      "the spectators' channel opened to the players",
    );
    for (const p of [a, b]) expect(lastCatchUp(p).lines.map((l) => l.text)).toEqual(['the coder bluffs', 'your turn']);
    // After the game, a spectator's line reaches the players live.
    await say(s2, 'well played both', [a, b, s, s2]);
    await leave(a, b, s, s2);
  });
});
