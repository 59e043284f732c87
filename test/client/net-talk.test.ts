// client/net's table talk against a real server (issue 29): the page that created a table hears a friend's message
// and reaction, its own message reaches the friend, its typing shows on its seat for the others, a mute hides the
// friend's lines for the page only, and a reload brings the talk back. In Node, with in-memory browser storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { useTavolo } from '../../client/store.js';
import { createTable as netCreateTable, leaveTable, openTable } from '../../client/net/index.js';
import { reportTyping, sendMute, sendReaction, sendTalk } from '../../client/net/talk.js';
import { C2S } from '../../shared/protocol.js';
import { boot, joinTable, makeDataDir, removeDataDir, waitFor, type Player } from '../server/helpers.js';
import { stubBrowser, unstubBrowser } from './browser-storage.js';

let dataDir = '';
let server: RunningServer;
let code = '';
let friend: Player;

const page = () => useTavolo.getState();
const texts = () => page().talk.lines.map((l) => `${l.name}: ${l.text}`);

beforeAll(async () => {
  dataDir = makeDataDir();
  server = await boot(dataDir, { diceWorkers: 0 });
  stubBrowser(server.port);
  useTavolo.setState({ name: 'Anna' });
  code = (await netCreateTable({ game: 'masterdice', name: 'Anna', seats: [{ kind: 'human' }, { kind: 'human' }] }))!;
  await waitFor(() => page().talk.me !== null && page().mySeat === 0, "the page's talk catch-up");
  friend = await joinTable(server, code, { name: 'Bruno' });
});

afterAll(async () => {
  leaveTable();
  await friend?.room.leave().catch(() => undefined);
  await server?.stop();
  unstubBrowser();
  if (dataDir) removeDataDir(dataDir);
});

describe('table talk through client/net', () => {
  it('the creator learns who he is at the table and that he may change its talk settings', () => {
    expect(page().talk).toMatchObject({ creator: true, channels: ['players'], lines: [] });
  });

  it("a friend's message and reaction reach the page, named and seated; the reaction floats as a bubble", async () => {
    friend.room.send(C2S.talk, { text: 'ciao Anna!' });
    friend.room.send(C2S.react, { reaction: 'good-luck' });
    await waitFor(() => page().talk.lines.length === 2, "the friend's lines");
    expect(texts()).toEqual(['Bruno: ciao Anna!', 'Bruno: good-luck']);
    expect(page().talk.lines[0]).toMatchObject({ seat: 1, kind: 'text' });
    expect(page().talk.reactions.map((r) => r.line.text)).toEqual(['good-luck']);
    expect(page().talk.unread.players).toBe(1);
  });

  it("the page's own message and reaction reach the friend", async () => {
    expect(sendTalk('  ciao Bruno  ')).toBe(true);
    sendReaction('wow');
    await waitFor(() => friend.talk.length >= 4, "the page's lines at the friend's");
    expect(friend.talk.slice(-2).map((l) => [l.name, l.text, l.seat])).toEqual([
      ['Anna', 'ciao Bruno', 0],
      ['Anna', 'wow', 0],
    ]);
  });

  it('typing shows on the seat for everyone at the table, and stops', async () => {
    reportTyping(true);
    await waitFor(() => friend.state.seats[0].typing === true, "the page's seat typing");
    reportTyping(false);
    await waitFor(() => friend.state.seats[0].typing === false, "the page's seat not typing");
  });

  it("a mute hides the friend's new lines from the page only; unmuted, they come again", async () => {
    const bruno = page().talk.lines.find((l) => l.name === 'Bruno')!.author;
    sendMute(bruno, true);
    await waitFor(() => page().talk.muted.includes(bruno), 'the mute');
    friend.room.send(C2S.talk, { text: 'can you hear me?' });
    await waitFor(() => friend.talk.some((l) => l.text === 'can you hear me?'), "the friend's line, sent");
    // The server writes to each connection in order: the page's own line after it means it was not sent to the page.
    sendTalk('still here');
    await waitFor(() => texts().includes('Anna: still here'), "the page's own line, back");
    expect(texts()).not.toContain('Bruno: can you hear me?');
    sendMute(bruno, false);
    await waitFor(() => page().talk.muted.length === 0, 'the unmute');
  });

  it('a reload brings the talk back from the server', async () => {
    const before = page().talk.lines.filter((l) => !page().talk.muted.includes(l.author)).length;
    leaveTable();
    expect(page().talk.lines).toEqual([]);
    openTable(code, false);
    await waitFor(() => page().talk.lines.length >= before && page().mySeat === 0, 'the talk after the reload');
    expect(texts()).toContain('Anna: ciao Bruno');
    expect(texts()).toContain('Bruno: ciao Anna!');
  });
});
