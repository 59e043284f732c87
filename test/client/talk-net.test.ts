// Table talk in client/net and the store (issue 29): what the page holds after the server's talk messages (lines,
// catch-ups, mutes, unread count, reaction bubbles), what it sends (messages, reactions, presence only on change
// and only from a seat), and what it refuses before sending. A recording room stands in for the connection.
import type { Room } from 'colyseus.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TALK_KEEP, useTavolo } from '../../client/store.js';
import {
  bindTalk,
  receiveMuted,
  receiveTalkCatchUp,
  receiveTalkLine,
  reportAway,
  reportTyping,
  sendReaction,
  sendTalk,
  syncPresence,
} from '../../client/net/talk.js';
import { C2S } from '../../shared/protocol.js';
import type { TalkChannel, TalkLine } from '../../shared/talk.js';

const ME = 'Me000000000';
const ANNA = 'Anna0000000';
const BOB = 'Bob00000000';

let n = { players: 0, spectators: 0 };
/** The next line of a channel, numbered as the server numbers them. */
function line(channel: TalkChannel, author: string, text: string, kind: TalkLine['kind'] = 'text'): TalkLine {
  n = { ...n, [channel]: n[channel] + 1 };
  const seat = channel === 'players' ? (author === ME ? 0 : 1) : null;
  return {
    channel,
    n: n[channel],
    kind,
    author,
    seat,
    name: author.slice(0, 4),
    text,
    at: 1000 + n[channel],
    version: 3,
  };
}

/** What the page sent, as [type, message]. */
let sent: [string, unknown][] = [];
const fakeRoom = { send: (type: string, msg: unknown) => sent.push([type, msg]) } as unknown as Room;

const talk = () => useTavolo.getState().talk;

beforeEach(() => {
  n = { players: 0, spectators: 0 };
  sent = [];
  useTavolo.getState().resetTable('K7P2QX');
  useTavolo.getState().readTalk(null);
  useTavolo.setState({ mySeat: 0, feed: false, toasts: [] });
  bindTalk(fakeRoom);
  receiveTalkCatchUp({ me: ME, creator: true, channels: ['players'], muted: [], lines: [] });
});

afterEach(() => {
  reportTyping(false);
  reportAway(false);
  bindTalk(null);
});

describe('what the page holds', () => {
  it('a catch-up says who this page is and brings the lines back after a reload', () => {
    const lines = [line('players', ANNA, 'hello'), line('players', ME, 'hi Anna')];
    receiveTalkCatchUp({ me: ME, creator: false, channels: ['players'], muted: [BOB], lines });
    expect(talk()).toMatchObject({ me: ME, creator: false, channels: ['players'], muted: [BOB] });
    expect(talk().lines.map((l) => l.text)).toEqual(['hello', 'hi Anna']);
  });

  it("a catch-up replaces the lines of the channels it lists (the spectators' channel opening after the game)", () => {
    receiveTalkLine(line('players', ANNA, 'gg'));
    const spectators = [line('spectators', BOB, 'what a game')];
    receiveTalkCatchUp({
      me: ME,
      creator: false,
      channels: ['players', 'spectators'],
      muted: [],
      lines: [...talk().lines, ...spectators],
    });
    expect(talk().channels).toEqual(['players', 'spectators']);
    expect(talk().lines.map((l) => [l.channel, l.text])).toEqual([
      ['players', 'gg'],
      ['spectators', 'what a game'],
    ]);
  });

  it('a new line is added once: the same line again (a reconnect) is not shown twice', () => {
    const l = line('players', ANNA, 'nice move');
    receiveTalkLine(l);
    receiveTalkLine(l);
    expect(talk().lines.map((x) => x.text)).toEqual(['nice move']);
  });

  it('a malformed line from the wire is dropped whole', () => {
    const good = line('players', ANNA, 'ok');
    for (const bad of [
      null,
      'text',
      { ...good, n: 99, text: 42 },
      { ...good, n: 98, kind: 'html' },
      { ...good, n: 97, channel: 'secret' },
      { ...good, n: 96, kind: 'reaction', text: 'not-a-reaction' },
      { ...good, n: -1 },
    ])
      receiveTalkLine(bad);
    expect(talk().lines).toEqual([]);
  });

  it(`keeps at most ${TALK_KEEP} lines, the newest`, () => {
    for (let i = 0; i < TALK_KEEP + 20; i++) receiveTalkLine(line('players', ANNA, `line ${i}`));
    expect(talk().lines).toHaveLength(TALK_KEEP);
    expect(talk().lines.at(-1)?.text).toBe(`line ${TALK_KEEP + 19}`);
    expect(talk().lines[0]?.text).toBe('line 20');
  });

  it('leaving the table forgets its talk', () => {
    receiveTalkLine(line('players', ANNA, 'bye'));
    useTavolo.getState().resetTable(null);
    expect(talk().lines).toEqual([]);
    expect(talk().me).toBeNull();
  });
});

describe('the unread count', () => {
  it("counts others' messages while the panel is folded, and reading the channel clears it", () => {
    receiveTalkLine(line('players', ANNA, 'one'));
    receiveTalkLine(line('players', ANNA, 'two'));
    expect(talk().unread.players).toBe(2);
    useTavolo.getState().readTalk('players');
    expect(talk().unread.players).toBe(0);
  });

  it('does not count my own lines, reactions, or the lines of the channel on screen', () => {
    receiveTalkLine(line('players', ME, 'mine'));
    receiveTalkLine(line('players', ANNA, 'thumbs-up', 'reaction'));
    expect(talk().unread.players).toBe(0);
    useTavolo.getState().readTalk('players');
    receiveTalkLine(line('players', ANNA, 'read as it comes'));
    expect(talk().unread.players).toBe(0);
  });

  it("counts each channel apart: the spectators' lines while the table's tab is open", () => {
    receiveTalkCatchUp({ me: ME, creator: false, channels: ['players', 'spectators'], muted: [], lines: [] });
    useTavolo.getState().readTalk('players');
    receiveTalkLine(line('spectators', BOB, 'psst'));
    expect(talk().unread).toEqual({ players: 0, spectators: 1 });
  });

  it('does not count a muted author', () => {
    receiveMuted({ muted: [ANNA] });
    receiveTalkLine(line('players', ANNA, 'spam'));
    expect(talk().unread.players).toBe(0);
  });
});

describe('reactions and mutes', () => {
  it('a live reaction shows as a bubble until dropped; a catch-up brings no old bubbles back', () => {
    receiveTalkLine(line('players', ANNA, 'wow', 'reaction'));
    expect(talk().reactions.map((r) => [r.line.author, r.line.text])).toEqual([[ANNA, 'wow']]);
    useTavolo.getState().dropReaction(talk().reactions[0]!.id);
    expect(talk().reactions).toEqual([]);
    receiveTalkCatchUp({
      me: ME,
      creator: false,
      channels: ['players'],
      muted: [],
      lines: [line('players', BOB, 'phew', 'reaction')],
    });
    expect(talk().reactions).toEqual([]);
  });

  it("muting an author takes his bubbles away at once, and the server's list of mutes is what the page keeps", () => {
    receiveTalkLine(line('players', ANNA, 'rematch', 'reaction'));
    receiveMuted({ muted: [ANNA, 'not an id!'] });
    expect(talk().muted).toEqual([ANNA]);
    expect(talk().reactions).toEqual([]);
    receiveMuted({ muted: [] });
    expect(talk().muted).toEqual([]);
  });
});

describe('what the page sends', () => {
  it('a message goes trimmed; one the server would refuse gets its refusal here and is not sent', () => {
    expect(sendTalk('  nice move!  ')).toBe(true);
    expect(sent).toEqual([[C2S.talk, { text: 'nice move!' }]]);
    sent = [];
    for (const [text, code] of [
      ['   ', 'talk/empty'],
      ['x'.repeat(201), 'talk/too-long'],
      ['evil\u202Etxt', 'talk/bad-text'],
      ['two\nlines', 'talk/bad-text'],
    ] as const) {
      expect(sendTalk(text)).toBe(false);
      expect(useTavolo.getState().toasts.at(-1)?.code).toBe(code);
    }
    expect(sent).toEqual([]);
  });

  it('a reaction goes as its id', () => {
    sendReaction('well-played');
    expect(sent).toEqual([[C2S.react, { reaction: 'well-played' }]]);
  });

  it('without a connection nothing is sent and a toast says so', () => {
    bindTalk(null);
    expect(sendTalk('hello')).toBe(false);
    expect(useTavolo.getState().toasts.at(-1)?.code).toBe('net/not-connected');
  });
});

describe('presence', () => {
  const presence = () => sent.filter(([type]) => type === C2S.presence).map(([, m]) => m);

  it('typing is sent when it changes, not on every key', () => {
    reportTyping(true);
    reportTyping(true);
    reportTyping(true);
    reportTyping(false);
    reportTyping(false);
    expect(presence()).toEqual([
      { typing: true, away: false },
      { typing: false, away: false },
    ]);
  });

  it('away and typing travel together', () => {
    reportAway(true);
    reportTyping(true);
    reportAway(false);
    expect(presence()).toEqual([
      { typing: false, away: true },
      { typing: true, away: true },
      { typing: true, away: false },
    ]);
  });

  it('a spectator and the feed send no presence', () => {
    useTavolo.setState({ mySeat: null });
    reportTyping(true);
    reportAway(true);
    useTavolo.setState({ mySeat: 1, feed: true });
    reportTyping(false);
    expect(presence()).toEqual([]);
  });

  it('a new connection says again that the player is away, once its welcome gives the seat', () => {
    reportAway(true);
    bindTalk(fakeRoom); // the connection came back: the server starts from "not away"
    syncPresence();
    syncPresence();
    expect(presence()).toEqual([
      { typing: false, away: true },
      { typing: false, away: true },
    ]);
  });
});
