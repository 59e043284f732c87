// The chat panel and the talk UI's rules (issue 29): what a reader sees — names, seats, "you", tabs, the creator's
// switches, the named controls in both languages — and that a hostile message renders as text only: no element
// of its own, its characters intact. Also the keys a game reads while someone types, and when a tab counts as away.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLang, setLang, translateError } from '../../client/i18n/index.js';
import { useTavolo } from '../../client/store.js';
import { ChatPanel } from '../../client/ui/talk/ChatPanel.js';
import { charsLeft, seatBubbles, spectatorTally, tabsOf } from '../../client/ui/talk/model.js';
import { awayWatcher } from '../../client/ui/talk/presence.js';
import { gameCommand, typingInField } from '../../client/kit/useGameKeys.js';
import { cameraKeyPreset } from '../../client/ui/table/CameraButtons.js';
import { LogPanel } from '../../client/ui/table/LogPanel.js';
import { talkMarks, talkUpTo } from '../../client/ui/replayTimeline.js';
import type { AnyGameClient } from '../../client/kit/contract.js';
import { NO_QUEUE_SHOWN, type TableSnapshot } from '../../shared/protocol.js';
import {
  AWAY_AFTER_MS,
  REACTIONS,
  TALK_ERRORS,
  TALK_SETTINGS_DEFAULT,
  type TalkChannel,
  type TalkErrorCode,
  type TalkLine,
  type TalkSettings,
} from '../../shared/talk.js';

// Italian's shell words load on demand (client/i18n/index.ts): in first, so setLang('it') switches at once here.
await loadLang('it');

const ME = 'Me000000000';
const ANNA = 'Anna0000000';
const EVE = 'Eve00000000';

let count = 0;
function line(channel: TalkChannel, author: string, name: string, text: string, kind: TalkLine['kind'] = 'text') {
  count++;
  const seat = channel === 'players' ? (author === ME ? 0 : 1) : null;
  return { channel, n: count, kind, author, seat, name, text, at: count, version: 1 } satisfies TalkLine;
}

function table(phase: TableSnapshot['phase'], talk: TalkSettings = TALK_SETTINGS_DEFAULT): TableSnapshot {
  const seat = (name: string, index: number) => ({
    index,
    name,
    kind: 'human' as const,
    botId: '',
    occupied: true,
    connected: true,
    feedConsent: false,
    typing: false,
    away: false,
    rating: 0,
    provisional: false,
  });
  return {
    gameId: 'masterdice',
    tableId: 'K7P2QX',
    phase,
    version: 1,
    options: {},
    seats: [seat('Me', 0), seat('Anna', 1)],
    spectators: 1,
    spectatorNames: [],
    feedDelay: 0,
    feedAllSeeing: false,
    feedWatchers: 0,
    allowSpectators: true,
    botPace: 'normal',
    botsPaused: false,
    talk,
    queue: NO_QUEUE_SHOWN,
  };
}

/** The page at a table: seated (seat 0) or not, reading `channels`, its panel open on the table's channel. */
function atTable(lines: TalkLine[], opts: { seated?: boolean; creator?: boolean; channels?: TalkChannel[] } = {}) {
  const seated = opts.seated ?? true;
  useTavolo.getState().resetTable('K7P2QX');
  useTavolo.setState({ mySeat: seated ? 0 : null, table: table('playing') });
  useTavolo.getState().catchUpTalk({
    me: ME,
    creator: opts.creator ?? false,
    channels: opts.channels ?? ['players'],
    muted: [],
    lines,
  });
  useTavolo.getState().readTalk(seated ? 'players' : 'spectators');
}

/**
 * The panel as a server render shows the store now: such a render reads zustand's initial state (its server
 * snapshot), so the state now is copied into it first (this file's own module instance: files run apart).
 */
function render(): string {
  Object.assign(useTavolo.getInitialState(), useTavolo.getState());
  return renderToStaticMarkup(createElement(ChatPanel));
}
/** The tag names in some markup. */
const tags = (html: string) => new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
/** Text as React escapes it into markup. */
const escaped = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

beforeEach(() => {
  count = 0;
  setLang('en');
});
afterEach(() => {
  useTavolo.getState().resetTable(null);
  useTavolo.getState().readTalk(null);
});

describe('the chat panel', () => {
  it("shows each writer's name, seat number, colour swatch and 'you' on my own lines", () => {
    atTable([line('players', ANNA, 'Anna', 'nice move'), line('players', ME, 'Me', 'thanks!')]);
    const html = render();
    expect(html).toContain('<bdi class="talk-name">Anna</bdi>');
    expect(html).toContain('seat 2');
    expect(html).toContain('talk-swatch');
    expect(html).toMatch(/<li class="talk-line mine"[^>]*>.*badge-you">you</);
    expect(html).toContain('<bdi class="talk-text">nice move</bdi>');
  });

  it('names a spectator who gave no name "Guest", in either language', () => {
    atTable([line('spectators', EVE, '', 'hi all')], { seated: false, channels: ['players', 'spectators'] });
    expect(render()).toContain('<bdi class="talk-name">Guest</bdi>');
    setLang('it');
    expect(render()).toContain('<bdi class="talk-name">Ospite</bdi>');
  });

  it("offers a mute button on others' lines only, named for whom it mutes", () => {
    atTable([line('players', ANNA, 'Anna', 'hello'), line('players', ME, 'Me', 'hi')]);
    const html = render();
    expect(html.match(/class="btn-link talk-mute"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Hide \u2068Anna\u2069’s messages and reactions, for you only"');
  });

  it('is a live region, and every control has a name in both languages', () => {
    for (const lang of ['en', 'it'] as const) {
      setLang(lang);
      atTable([line('players', ANNA, 'Anna', 'hello')], { creator: true, channels: ['players', 'spectators'] });
      const html = render();
      expect(html).toMatch(/<ol[^>]*role="log"[^>]*aria-live="polite"/);
      // The writing field and each reaction button: named by aria-label.
      const labels = [...html.matchAll(/<(?:input|button)[^>]*?>/g)].map((m) => m[0]);
      for (const control of labels.filter((c) => c.includes('talk-input') || c.includes('talk-react')))
        expect(control, control).toMatch(/aria-label="[^"]+"/);
      const reactionNames = [...html.matchAll(/data-reaction="[^"]+"|aria-label="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(reactionNames.filter(Boolean)).size).toBeGreaterThanOrEqual(REACTIONS.length);
    }
  });

  it('shows the creator the switches for all chat and the spectators’ channel; others only the state', () => {
    atTable([], { creator: true });
    const creator = render();
    expect(creator).toContain('data-testid="talk-settings"');
    expect(creator).toContain('After the game');
    atTable([], { creator: false });
    const player = render();
    expect(player).not.toContain('data-testid="talk-settings"');
    expect(player).toContain('Spectators’ chat: after the game');
  });

  it('a closed chat says so in place of the writing field', () => {
    atTable([line('players', ANNA, 'Anna', 'bye')]);
    useTavolo.setState({ table: table('playing', { chat: false, spectators: 'after' }) });
    const html = render();
    expect(html).toContain('The creator has closed the chat.');
    expect(html).not.toContain('talk-input');
  });

  it('folded, it shows how many messages came meanwhile', () => {
    atTable([]);
    useTavolo.getState().readTalk(null);
    useTavolo.getState().addTalkLine(line('players', ANNA, 'Anna', 'are you there?'));
    useTavolo.getState().addTalkLine(line('players', ANNA, 'Anna', 'your turn'));
    const html = render();
    expect(html).toContain('2 new');
    expect(html).toContain('2 unread messages');
    expect(html).not.toContain('talk-lines');
  });
});

describe('a hostile message renders as text only', () => {
  const corpus = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    '<a href="javascript:alert(1)">click</a>',
    'https://evil.example/phish?x=<b>',
    '\u202Egnp.exe\u202C and \u2066isolated\u2069',
    '👨\u200D👩\u200D👧\u200D👦 family, zero\u200Bwidth, \uFEFFbom',
    `{{t}} ${'$'}{x} &amp; &lt;b&gt;`,
    'W'.repeat(10_000),
  ];

  it('no element comes from a message or a name, and each text is shown whole', () => {
    const lines = corpus.map((text, i) => line('players', ANNA, i === 0 ? '<b>Anna</b>\u202E' : 'Anna', text));
    atTable([]);
    const calm = tags(render());
    atTable(lines);
    const html = render();
    // The same kinds of element as a panel of harmless lines: none is the message's own.
    expect([...tags(html)].filter((t) => !calm.has(t) && !['li', 'bdi', 'button'].includes(t))).toEqual([]);
    // No tag of the message's, and no handler, link or source among the real tags' attributes.
    for (const bad of ['<script', '<img', '<svg', '<a ', '<b>']) expect(html.includes(bad), bad).toBe(false);
    expect(/<[^>]*\s(on[a-z]+|href|src)=/i.test(html)).toBe(false);
    for (const text of corpus)
      expect(html.includes(`<bdi class="talk-text">${escaped(text)}</bdi>`), text.slice(0, 40)).toBe(true);
    expect(html.includes(`<bdi class="talk-name">${escaped('<b>Anna</b>\u202E')}</bdi>`)).toBe(true);
  });
});

describe('the rules of the talk UI', () => {
  it("a player sees the spectators' tab only while the channel is open to him", () => {
    useTavolo
      .getState()
      .catchUpTalk({ me: ME, creator: false, channels: ['players', 'spectators'], muted: [], lines: [] });
    const talk = useTavolo.getState().talk;
    expect(tabsOf(talk, table('playing', { chat: true, spectators: 'open' }), true)).toEqual(['players', 'spectators']);
    expect(tabsOf(talk, table('playing'), true)).toEqual(['players']);
    expect(tabsOf(talk, table('finished'), true)).toEqual(['players', 'spectators']);
    expect(tabsOf(talk, table('playing'), false)).toEqual(['players', 'spectators']);
  });

  it('a draft counts characters as the server does: an emoji is one', () => {
    expect(charsLeft('👍'.repeat(200))).toBe(0);
    expect(charsLeft(`  ${'x'.repeat(201)}  `)).toBe(-1);
  });

  it("a spectator's reaction goes to the counter, a player's over his seat (the newest one)", () => {
    const shown = [
      { id: 1, line: line('spectators', EVE, '', 'thumbs-up', 'reaction') },
      { id: 2, line: line('spectators', EVE, '', 'thumbs-up', 'reaction') },
      { id: 3, line: line('spectators', EVE, '', 'wow', 'reaction') },
      { id: 4, line: line('players', ANNA, 'Anna', 'good-luck', 'reaction') },
      { id: 5, line: line('players', ANNA, 'Anna', 'rematch', 'reaction') },
    ];
    expect(spectatorTally(shown)).toEqual([
      { reaction: 'thumbs-up', count: 2 },
      { reaction: 'wow', count: 1 },
    ]);
    expect([...seatBubbles(shown)].map(([seat, r]) => [seat, r.line.text])).toEqual([[1, 'rematch']]);
  });

  it('every talk refusal and every reaction has words in English and Italian', () => {
    for (const lang of ['en', 'it'] as const) {
      setLang(lang);
      const codes = Object.values(TALK_ERRORS).map((e): TalkErrorCode => e.code);
      for (const code of codes) expect(translateError(code, '∅'), code).not.toBe('∅');
    }
    setLang('en');
  });
});

describe('keys while typing', () => {
  const chatField = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget;
  const canvas = { tagName: 'CANVAS', isContentEditable: false } as unknown as EventTarget;
  const key = (k: string, target: EventTarget) =>
    ({ key: k, target, defaultPrevented: false }) as unknown as KeyboardEvent;

  it("a letter typed in the chat field is not the game's key, nor a camera key; the same key elsewhere is", () => {
    const read = (e: KeyboardEvent) => (e.key === 'r' ? 'roll' : null);
    expect(gameCommand(key('r', chatField), {}, read)).toBeNull();
    expect(gameCommand(key('r', canvas), {}, read)).toBe('roll');
    expect(cameraKeyPreset(key('2', chatField))).toBeNull();
    expect(cameraKeyPreset(key('2', canvas))).toBe('top');
    expect(typingInField({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(typingInField(null)).toBe(false);
  });
});

describe('away', () => {
  /** A clock stepped by hand: the timer set, and whether the page is hidden. */
  function handClock() {
    const state = { hidden: false, timer: null as null | { ms: number; run: () => void } };
    return {
      state,
      clock: {
        hidden: () => state.hidden,
        after: (ms: number, run: () => void) => {
          state.timer = { ms, run };
          return () => {
            state.timer = null;
          };
        },
      },
    };
  }

  it(`a tab hidden for ${AWAY_AFTER_MS} ms reports away; shown again, back`, () => {
    const { state, clock } = handClock();
    const reports: boolean[] = [];
    const w = awayWatcher(clock, (away) => reports.push(away));
    state.hidden = true;
    w.onVisibility();
    expect(state.timer?.ms).toBe(AWAY_AFTER_MS);
    expect(reports).toEqual([]);
    state.timer!.run();
    expect(reports).toEqual([true]);
    state.hidden = false;
    w.onVisibility();
    expect(reports).toEqual([true, false]);
  });

  it('a tab shown again before the time is never reported away', () => {
    const { state, clock } = handClock();
    const reports: boolean[] = [];
    const w = awayWatcher(clock, (away) => reports.push(away));
    state.hidden = true;
    w.onVisibility();
    state.hidden = false;
    w.onVisibility();
    expect(state.timer).toBeNull();
    expect(reports).toEqual([false]);
  });
});

describe('talk in a replay', () => {
  const said = (version: number, text: string, kind: TalkLine['kind'] = 'text') => ({
    ...line('players', ANNA, 'Anna', text, kind),
    version,
  });

  it('a line shows from the step it was written at; one written after the end, at the last step', () => {
    const talk = [said(0, 'good luck'), said(2, 'nice'), said(9, 'gg')];
    expect(talkUpTo(talk, 0, 5).map((l) => l.text)).toEqual(['good luck']);
    expect(talkUpTo(talk, 2, 5).map((l) => l.text)).toEqual(['good luck', 'nice']);
    expect(talkUpTo(talk, 4, 5).map((l) => l.text)).toEqual(['good luck', 'nice']);
    expect(talkUpTo(talk, 5, 5).map((l) => l.text)).toEqual(['good luck', 'nice', 'gg']);
    expect(talkMarks([...talk, said(2, 'wow', 'reaction')], 5)).toEqual([0, 2, 5]);
  });

  it("the log shows the talk among the moves, after its step's events, as it was written", () => {
    const game = {
      describeEvent: (e: { type: string } & Record<string, unknown>) => `move ${String(e.n)}`,
    } as unknown as AnyGameClient;
    useTavolo.setState({
      log: [1, 2, 3].map((n) => ({ id: n, version: n, event: { type: 'moved', n } })),
      talk: { ...useTavolo.getState().talk, lines: [said(0, 'hi <b>all</b>'), said(2, 'nice')] },
    });
    Object.assign(useTavolo.getInitialState(), useTavolo.getState());
    const html = renderToStaticMarkup(createElement(LogPanel, { game, seatNames: ['Me', 'Anna'], talk: true }));
    const rows = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) =>
      m[1]!.includes('talk-text') ? `said: ${/<bdi class="talk-text">(.*?)<\/bdi>/.exec(m[1]!)![1]}` : m[1],
    );
    expect(rows).toEqual(['said: hi &lt;b&gt;all&lt;/b&gt;', 'move 1', 'move 2', 'said: nice', 'move 3']);
    // A live table's log leaves the talk to the chat panel.
    const live = renderToStaticMarkup(createElement(LogPanel, { game, seatNames: ['Me', 'Anna'] }));
    expect(live).not.toContain('talk-text');
  });
});
