// Helpers of the table-talk server tests (test/server/talk*.test.ts): people with browser ids of their own at a
// fresh table, a message sent and waited for, and what a client received of the talk.
import { randomBytes } from 'node:crypto';
import type { RunningServer } from '../../server/app.js';
import { C2S, type CreateOptions } from '../../shared/protocol.js';
import type { TalkCatchUp, TalkLine } from '../../shared/talk.js';
import { createTable, joinTable, waitFor, type Player } from './helpers.js';

/** A fresh browser id, as client/net draws one per browser. */
export const browser = () => randomBytes(16).toString('base64url');

/** The texts of the lines a client received live, in order (of one channel if named). */
export const texts = (p: Player, channel?: TalkLine['channel']): string[] =>
  p.talk.filter((l) => channel === undefined || l.channel === channel).map((l) => l.text);

/** The newest talk catch-up a client got. */
export const lastCatchUp = (p: Player): TalkCatchUp => p.talkCatchUps.at(-1)!;

/** Sends a message and waits until every reader in `readers` has its line (by its text as stored: `shown`). */
export async function say(p: Player, text: string, readers: readonly Player[], shown = text): Promise<void> {
  p.room.send(C2S.talk, { text });
  await waitFor(() => readers.every((r) => r.talk.some((l) => l.text === shown)), `"${shown}" delivered`);
}

/** Two seated people (Anna created the table, Bruno) and a spectator (Sara), each with a browser id of their own. */
export async function table(server: RunningServer, extra: Partial<CreateOptions> = {}) {
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

/** Each client leaves, in turn. */
export async function leave(...ps: Player[]): Promise<void> {
  for (const p of ps) await p.room.leave();
}
