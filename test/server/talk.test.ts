// Table talk at a real server with real colyseus.js clients (issue 29): the players' and the spectators' channels
// and who reads them when, the creator's settings, every refusal of bad input (to its sender alone, nothing sent to
// anyone), the per-person limits, mutes, presence on the seats, the delayed feed's reactions, and a restart.
import { describe, expect, it } from 'vitest';
import { C2S } from '../../shared/protocol.js';
import { TALK_MAX_CHARS, type TalkLine } from '../../shared/talk.js';
import { createTable, joinTable, openFeed, playUntil, serverPerFile, waitFor, type Player } from './helpers.js';
import { browser, lastCatchUp, leave, say, table, texts } from './talk-helpers.js';

/**
 * The file's server, whose talk allowances do not refill within a test (tests never wait for time to pass): each
 * test's people (fresh browser ids) keep within the bursts but where a test goes past them. One server per file: a
 * second in the same process would take over Colyseus' room definitions (the restart is test/server/talk-restart.test.ts).
 */
const live = serverPerFile({
  talkLimits: {
    messageEveryMs: 3_600_000,
    reactionEveryMs: 3_600_000,
    presenceBurst: 2,
    presenceEveryMs: 3_600_000,
    dailyChars: 200,
  },
});

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
    // The replay's timeline holds both channels, oldest first, each line at the version it was written.
    const replay = (await (
      await fetch(`http://127.0.0.1:${live.server.port}/api/tables/${tableId}/replay`)
    ).json()) as {
      talk: TalkLine[];
      steps: unknown[];
    };
    expect(replay.talk.map((l) => [l.channel, l.n, l.text])).toEqual([
      ['spectators', 1, 'the coder bluffs'],
      ['players', 1, 'your turn'],
      ['spectators', 2, 'well played both'],
    ]);
    expect(replay.talk.map((l) => l.version)).toEqual([0, 0, replay.steps.length]);
    await leave(a, b, s, s2);
  });

  it("a spectator who sits down catches up on the players' channel alone, and writes in it", async () => {
    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
      browserId: browser(),
    });
    const tableId = a.welcome!.tableId;
    const s = await joinTable(live.server, tableId, { seat: 'spectate', name: 'Sara', browserId: browser() });
    await say(s, 'I might sit', [s]);
    await say(a, 'please do', [a, s]);
    s.room.send(C2S.sit, { seat: 1 });
    await waitFor(() => s.talkCatchUps.length === 2 && s.state.phase === 'playing', 'seated');
    expect(lastCatchUp(s).channels).toEqual(['players']);
    expect(lastCatchUp(s).lines.map((l) => l.text)).toEqual(['please do']);
    await say(s, 'sitting now', [a, s]);
    expect(s.talk.at(-1)).toMatchObject({ channel: 'players', n: 2, seat: 1, name: 'Sara' });
    await leave(a, s);
  });
});

describe('the creator decides who may talk', () => {
  it("the creator opens the spectators' channel: the players catch up on it and read it live", async () => {
    const { a, b, s } = await table(live.server);
    await say(s, 'before it opened', [s]);
    a.room.send(C2S.talkSettings, { spectators: 'open' });
    await waitFor(() => [a, b, s].every((p) => p.state.talkSpectators === 'open'), 'the setting synced');
    await waitFor(() => [a, b].every((p) => lastCatchUp(p).channels.length === 2), 'the players caught up');
    for (const p of [a, b]) expect(lastCatchUp(p).lines.map((l) => l.text)).toEqual(['before it opened']);
    await say(s, 'now you hear me', [a, b, s]);
    // Closed again to the players: a new catch-up of their own channel only.
    a.room.send(C2S.talkSettings, { spectators: 'after' });
    await waitFor(() => [a, b].every((p) => lastCatchUp(p).channels.length === 1), 'closed to the players');
    expect(lastCatchUp(b).lines).toEqual([]);
    await leave(a, b, s);
  });

  it('closed chat refuses every message and reaction; a closed spectators channel refuses only the spectators', async () => {
    const { a, b, s } = await table(live.server);
    a.room.send(C2S.talkSettings, { chat: false });
    await waitFor(() => [a, b, s].every((p) => p.state.talkChat === false), 'chat closed');
    b.room.send(C2S.talk, { text: 'hello?' });
    b.room.send(C2S.react, { reaction: 'wow' });
    s.room.send(C2S.talk, { text: 'anyone?' });
    await waitFor(() => b.errors.length === 2 && s.errors.length === 1, 'the refusals');
    expect([...b.errors, ...s.errors].map((e) => e.code)).toEqual(['talk/closed', 'talk/closed', 'talk/closed']);
    a.room.send(C2S.talkSettings, { chat: true, spectators: 'closed' });
    await waitFor(() => s.state.talkChat === true && s.state.talkSpectators === 'closed', 'spectators closed');
    s.room.send(C2S.react, { reaction: 'thumbs-up' });
    await waitFor(() => s.errors.length === 2, "the spectator's refusal");
    expect(s.errors[1]!.code).toBe('talk/closed');
    await say(b, 'players still talk', [a, b, s]);
    for (const p of [a, b, s]) expect(texts(p)).toEqual(['players still talk']);
    await leave(a, b, s);
  });

  it("only the creator may change the settings, and he still is after a reload; the others are refused 'talk/not-creator'", async () => {
    const { a, b, s, tableId, ids } = await table(live.server);
    b.room.send(C2S.talkSettings, { chat: false });
    s.room.send(C2S.talkSettings, { spectators: 'open' });
    await waitFor(() => b.errors.length === 1 && s.errors.length === 1, 'the refusals');
    expect([b.errors[0]!.code, s.errors[0]!.code]).toEqual(['talk/not-creator', 'talk/not-creator']);
    expect(a.state.talkChat).toBe(true);
    expect(a.state.talkSpectators).toBe('after');
    const key = a.key!.key;
    await a.room.leave();
    const back = await joinTable(live.server, tableId, { seatKey: key, browserId: ids.a });
    expect(lastCatchUp(back).creator).toBe(true);
    back.room.send(C2S.talkSettings, { spectators: 'closed' });
    await waitFor(() => b.state.talkSpectators === 'closed', 'the setting synced');
    await leave(back, b, s);
  });
});

/** Bad inputs of each talk message, with the code each is refused with. */
const BAD_INPUTS: readonly { what: string; type: string; message: unknown; code: string }[] = [
  { what: 'a message that is not an object', type: C2S.talk, message: 'hello', code: 'talk/bad-message' },
  { what: 'a null message', type: C2S.talk, message: null, code: 'talk/bad-message' },
  { what: 'an extra key', type: C2S.talk, message: { text: 'hi', html: '<b>hi</b>' }, code: 'talk/bad-message' },
  { what: 'a text that is no string', type: C2S.talk, message: { text: 42 }, code: 'talk/bad-message' },
  { what: 'a text that is a list', type: C2S.talk, message: { text: ['hi'] }, code: 'talk/bad-message' },
  { what: '201 characters', type: C2S.talk, message: { text: 'x'.repeat(TALK_MAX_CHARS + 1) }, code: 'talk/too-long' },
  { what: '1,000 characters', type: C2S.talk, message: { text: 'y'.repeat(1000) }, code: 'talk/too-long' },
  // Over the gate's 4 KB: refused before any handler.
  { what: '10,000 characters', type: C2S.talk, message: { text: 'z'.repeat(10_000) }, code: 'table/bad-message' },
  { what: 'a control character', type: C2S.talk, message: { text: 'ding\u0007' }, code: 'talk/bad-text' },
  { what: 'a new line', type: C2S.talk, message: { text: 'one\ntwo' }, code: 'talk/bad-text' },
  { what: 'a bidi override', type: C2S.talk, message: { text: 'gg \u202Eyrros' }, code: 'talk/bad-text' },
  { what: 'a bidi isolate', type: C2S.talk, message: { text: '\u2067abc\u2069' }, code: 'talk/bad-text' },
  { what: 'an empty text', type: C2S.talk, message: { text: '' }, code: 'talk/empty' },
  { what: 'only spaces', type: C2S.talk, message: { text: '   ' }, code: 'talk/empty' },
  { what: 'only zero-width characters', type: C2S.talk, message: { text: '\u200B\u200D\uFEFF' }, code: 'talk/empty' },
  { what: 'an unknown reaction', type: C2S.react, message: { reaction: 'laugh' }, code: 'talk/bad-message' },
  { what: 'a reaction as emoji', type: C2S.react, message: { reaction: '👍' }, code: 'talk/bad-message' },
  {
    what: 'a reaction with a text',
    type: C2S.react,
    message: { reaction: 'wow', text: 'x' },
    code: 'talk/bad-message',
  },
  { what: 'presence without away', type: C2S.presence, message: { typing: true }, code: 'talk/bad-message' },
  { what: 'presence as text', type: C2S.presence, message: { typing: 'yes', away: 0 }, code: 'talk/bad-message' },
  { what: 'a mute of no author', type: C2S.mute, message: { author: 'me', muted: true }, code: 'talk/bad-message' },
  {
    what: 'a mute not boolean',
    type: C2S.mute,
    message: { author: 'A'.repeat(11), muted: 1 },
    code: 'talk/bad-message',
  },
  { what: 'empty settings', type: C2S.talkSettings, message: {}, code: 'talk/bad-message' },
  { what: 'an unknown mode', type: C2S.talkSettings, message: { spectators: 'maybe' }, code: 'talk/bad-message' },
  { what: 'settings as text', type: C2S.talkSettings, message: { chat: 'no' }, code: 'talk/bad-message' },
];

describe('bad input', () => {
  it('every bad input is refused with its code to its sender alone, and nothing is sent to anyone', async () => {
    const { a, b, s } = await table(live.server);
    for (const [i, bad] of BAD_INPUTS.entries()) {
      a.room.send(bad.type, bad.message);
      await waitFor(() => a.errors.length === i + 1, bad.what);
      expect(a.errors[i]!.code, bad.what).toBe(bad.code);
    }
    a.room.send(C2S.mute, { author: lastCatchUp(a).me, muted: true });
    await waitFor(() => a.errors.length === BAD_INPUTS.length + 1, 'the own mute');
    expect(a.errors.at(-1)!.code).toBe('talk/bad-author');
    // A well-formed line after them all is the first and only one anybody got; nothing else changed.
    await say(a, 'marker', [a, b, s]);
    for (const p of [a, b, s]) {
      expect(texts(p)).toEqual(['marker']);
      expect(p.talk[0]!.n).toBe(1);
      expect(p.mutedLists).toEqual([]);
      expect(p.state.talkChat).toBe(true);
      expect(p.state.talkSpectators).toBe('after');
      expect(p.state.seats[0].typing).toBe(false);
    }
    expect([...b.errors, ...s.errors]).toEqual([]);
    await leave(a, b, s);
  });

  it('text passes as plain text: a script tag, a link and emoji joined by zero-width joiners arrive as written', async () => {
    const { a, b } = await table(live.server);
    for (const text of ['<script>alert(1)</script>', 'see https://example.com/?a=1&b=2', '👩‍👩‍👧 🏳️‍🌈']) {
      await say(a, text, [b]);
    }
    // Spaces around a message are trimmed, and its text is NFC.
    await say(a, '  cafe\u0301  ', [b], 'caf\u00e9');
    expect(texts(b)).toEqual(['<script>alert(1)</script>', 'see https://example.com/?a=1&b=2', '👩‍👩‍👧 🏳️‍🌈', 'café']);
    // A lone surrogate never reaches anybody as one: msgpack carries it as bytes that decode to replacement
    // characters (shared/talk.ts refuses one that would get through: test/shared/talk.test.ts).
    a.room.send(C2S.talk, { text: 'x\uD800y' });
    await waitFor(() => b.talk.length === 5, 'the fifth line');
    expect(b.talk[4]!.text).toMatch(/^x\uFFFD+y$/);
    await leave(a, b);
  });

  it("feed and overlay links are read-only: their talk, reactions, presence, mutes and settings are refused 'talk/read-only'", async () => {
    const { a, b, s, tableId } = await table(live.server, { feedDelay: 0 });
    const feed = await openFeed(live.server, tableId, a.feedKey!.key);
    const overlay = await joinTable(live.server, tableId, { viewSeat: 0, viewKey: a.viewKey!.key });
    const tries: [string, unknown][] = [
      [C2S.talk, { text: 'hi' }],
      [C2S.react, { reaction: 'wow' }],
      [C2S.presence, { typing: true, away: false }],
      [C2S.mute, { author: lastCatchUp(b).me, muted: true }],
      [C2S.talkSettings, { chat: false }],
    ];
    for (const [type, message] of tries) {
      feed.room.send(type, message);
      overlay.room.send(type, message);
    }
    await waitFor(() => feed.errors.length === tries.length && overlay.errors.length === tries.length, 'refusals');
    for (const e of [...feed.errors, ...overlay.errors]) expect(e.code).toBe('talk/read-only');
    // The overlay reads as its seat's player: the players' channel, live.
    expect(lastCatchUp(overlay).channels).toEqual(['players']);
    await say(b, 'the overlay reads this', [a, b, s, overlay]);
    expect(a.state.seats[0].typing).toBe(false);
    expect(a.state.talkChat).toBe(true);
    await feed.room.leave();
    await leave(overlay, a, b, s);
  });
});

describe('limits', () => {
  it('a burst of messages, then too fast; reactions likewise; each person has his own allowance', async () => {
    const { a, b, s } = await table(live.server);
    for (let i = 1; i <= 5; i++) await say(a, `message ${i}`, [a, b, s]);
    a.room.send(C2S.talk, { text: 'one too many' });
    await waitFor(() => a.errors.length === 1, 'the refusal');
    expect(a.errors[0]!.code).toBe('talk/too-fast');
    for (let i = 1; i <= 6; i++) a.room.send(C2S.react, { reaction: 'wow' });
    await waitFor(() => b.talk.filter((l) => l.kind === 'reaction').length === 6, 'six reactions');
    a.room.send(C2S.react, { reaction: 'phew' });
    await waitFor(() => a.errors.length === 2, 'the second refusal');
    expect(a.errors[1]!.code).toBe('talk/too-fast');
    // Bruno's allowance is his own; the refused lines reached nobody and took no number.
    await say(b, 'my turn to talk', [a, b, s]);
    expect(texts(s).filter((t) => t.startsWith('message') || t === 'one too many')).toHaveLength(5);
    expect(s.talk.map((l) => l.n)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    await leave(a, b, s);
  });

  it('the daily cap counts the characters one person wrote at the table', async () => {
    const { a, b } = await table(live.server);
    await say(b, 'b'.repeat(180), [a, b]);
    b.room.send(C2S.talk, { text: 'c'.repeat(30) });
    await waitFor(() => b.errors.length === 1, 'the refusal');
    expect(b.errors[0]!.code).toBe('talk/daily-cap');
    // What is still within the cap passes.
    await say(b, 'd'.repeat(20), [a, b]);
    expect(texts(a)).toEqual(['b'.repeat(180), 'd'.repeat(20)]);
    await leave(a, b);
  });

  it('presence beyond its allowance is ignored, changing nothing', async () => {
    const { a, b, s } = await table(live.server);
    a.room.send(C2S.presence, { typing: false, away: true });
    await waitFor(() => b.state.seats[0].away === true, 'away');
    a.room.send(C2S.presence, { typing: false, away: false });
    await waitFor(() => b.state.seats[0].away === false, 'back');
    a.room.send(C2S.presence, { typing: false, away: true });
    await say(a, 'still here', [a, b, s]);
    expect(b.state.seats[0].away).toBe(false);
    expect(a.errors).toEqual([]);
    await leave(a, b, s);
  });
});

describe('mutes', () => {
  it("a muted author's lines stop for that person only, on each of his connections, and stay muted after a reload", async () => {
    const { a, b, s, tableId, ids } = await table(live.server);
    const tab = await joinTable(live.server, tableId, { seat: 'spectate', browserId: ids.a });
    await say(b, 'before the mute', [a, b, s, tab]);
    const bruno = lastCatchUp(b).me;
    a.room.send(C2S.mute, { author: bruno, muted: true });
    await waitFor(() => [a, tab].every((p) => p.mutedLists.length === 1), 'the mute told to both tabs');
    expect(a.mutedLists[0]!.muted).toEqual([bruno]);
    expect(b.mutedLists).toEqual([]);
    await say(b, 'after the mute', [b, s]);
    b.room.send(C2S.react, { reaction: 'thinking' });
    await waitFor(() => s.talk.some((l) => l.kind === 'reaction'), 'the reaction');
    await say(a, 'marker', [a, b, s, tab]);
    for (const p of [a, tab]) expect(texts(p)).toEqual(['before the mute', 'marker']);
    expect(texts(s)).toEqual(['before the mute', 'after the mute', 'thinking', 'marker']);
    // A reload: the same browser comes back with its mutes, and a catch-up without the muted author.
    const key = a.key!.key;
    await a.room.leave();
    const back = await joinTable(live.server, tableId, { seatKey: key, browserId: ids.a });
    expect(lastCatchUp(back).muted).toEqual([bruno]);
    expect(lastCatchUp(back).lines.map((l) => l.text)).toEqual(['marker']);
    // Shown again: his lines come back with a new catch-up.
    back.room.send(C2S.mute, { author: bruno, muted: false });
    await waitFor(() => back.talkCatchUps.length === 2, 'a new catch-up');
    expect(lastCatchUp(back).muted).toEqual([]);
    expect(lastCatchUp(back).lines.map((l) => l.text)).toEqual([
      'before the mute',
      'after the mute',
      'thinking',
      'marker',
    ]);
    await leave(back, tab, b, s);
  });
});

describe('presence', () => {
  it("the writer's typing shows on his seat for the others and clears when his line is sent; leaving clears it", async () => {
    const { a, b, s } = await table(live.server);
    a.room.send(C2S.presence, { typing: true, away: false });
    await waitFor(() => [b, s].every((p) => p.state.seats[0].typing === true), 'typing shown');
    await say(a, 'done typing', [a, b, s]);
    await waitFor(() => [b, s].every((p) => p.state.seats[0].typing === false), 'typing cleared');
    // A spectator has no seat to show it on: his presence changes nothing.
    s.room.send(C2S.presence, { typing: true, away: true });
    a.room.send(C2S.presence, { typing: true, away: true });
    await waitFor(() => b.state.seats[0].away === true && b.state.seats[0].typing === true, 'away and typing');
    expect(b.state.seats[1].typing).toBe(false);
    expect(s.errors).toEqual([]);
    await a.room.leave();
    await waitFor(() => b.state.seats[0].connected === false, 'Anna gone');
    expect(b.state.seats[0].typing).toBe(false);
    expect(b.state.seats[0].away).toBe(false);
    await leave(b, s);
  });
});

describe('numbering and the feed', () => {
  it('each channel numbers its lines from 1 without gaps; a player never sees the other count', async () => {
    const { a, b, s, tableId } = await table(live.server);
    const s2 = await joinTable(live.server, tableId, { seat: 'spectate', browserId: browser() });
    await say(a, 'p1', [s]);
    await say(s, 's1', [s2]);
    await say(s2, 's2', [s]);
    s.room.send(C2S.react, { reaction: 'wow' });
    await waitFor(() => s2.talk.some((l) => l.kind === 'reaction'), 'the reaction');
    await say(b, 'p2', [s]);
    a.room.send(C2S.react, { reaction: 'good-luck' });
    await waitFor(() => s.talk.filter((l) => l.channel === 'players').length === 3, "the players' reaction");
    const numbers = (p: Player, ch: TalkLine['channel']) => p.talk.filter((l) => l.channel === ch).map((l) => l.n);
    for (const p of [s, s2]) {
      expect(numbers(p, 'players')).toEqual([1, 2, 3]);
      expect(numbers(p, 'spectators')).toEqual([1, 2, 3]);
    }
    await waitFor(() => a.talk.length === 3, "Anna's lines");
    expect(a.talk.map((l) => [l.channel, l.n])).toEqual([
      ['players', 1],
      ['players', 2],
      ['players', 3],
    ]);
    await leave(a, b, s, s2);
  });

  it("the feed gets reactions only, each no earlier than the feed's delay after it was written, and a spectator's only once players may read them", async () => {
    const { a, b, s, tableId } = await table(live.server, { feedDelay: 1 });
    const feed = await openFeed(live.server, tableId, a.feedKey!.key);
    // The feed's key is the creator's, and the creator sits at the table: it reads what a player reads.
    expect(feed.talkCatchUps[0]).toMatchObject({ channels: ['players'], lines: [], creator: false });
    await say(a, 'no feed reads this', [a, b, s]);
    s.room.send(C2S.react, { reaction: 'wow' });
    a.room.send(C2S.react, { reaction: 'thumbs-up' });
    await waitFor(() => feed.talk.length === 1, "the player's reaction on the feed");
    // The creator opens the spectators' channel: from then on a spectator's reaction reaches the feed too.
    a.room.send(C2S.talkSettings, { spectators: 'open' });
    await waitFor(() => s.room.state.talkSpectators === 'open', 'the spectators channel open');
    s.room.send(C2S.react, { reaction: 'phew' });
    await waitFor(() => feed.talk.length === 2, "the spectator's later reaction on the feed");
    for (const { at, line } of feed.talk) {
      expect(line.kind).toBe('reaction');
      expect(at).toBeGreaterThanOrEqual(line.at + 1000);
    }
    // The spectator's reaction sent during play, before the channel opened, never reached the feed live.
    expect(feed.talk.map(({ line }) => line.text)).toEqual(['thumbs-up', 'phew']);
    // A feed opened later catches up on the reactions already shown of the channels it reads now, never on messages.
    const later = await openFeed(live.server, tableId, a.feedKey!.key);
    expect(later.talkCatchUps[0]!.lines.every((l) => l.kind === 'reaction')).toBe(true);
    expect(later.talkCatchUps[0]!.lines.map((l) => l.text)).toContain('phew');
    expect(feed.errors).toEqual([]);
    await feed.room.leave();
    await later.room.leave();
    await leave(a, b, s);
  });
});
