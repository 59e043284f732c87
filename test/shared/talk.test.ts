// shared/talk.ts, the rules of table talk (issue 29): the parsers of untrusted talk input against a hostile corpus
// (markup passes as plain text, direction overrides and controls are refused, emoji joined by zero-width joiners
// pass while invisible-only text is empty, broken UTF-16 is refused, a 10,000-character string is refused by its
// length before anything else is looked at, text is NFC), and who reads and writes which channel.
import { describe, expect, it } from 'vitest';
import {
  channelOfWriter,
  channelsOf,
  mayWrite,
  parseMuteSend,
  parsePresenceSend,
  parseReactSend,
  parseTalkSend,
  parseTalkSettingsSend,
  parseTalkText,
  REACTIONS,
  TALK_MAX_CHARS,
} from '../../shared/talk.js';

/** The code a parse was refused with, or the value it accepted. */
const outcome = <T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }) =>
  r.ok ? { value: r.value } : { code: r.error.code };

describe('message text: a hostile corpus', () => {
  const passes: [string, string, string][] = [
    ['a script tag passes as plain text', '<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['an image with an onerror handler', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['markdown stays as typed', '**bold** [link](javascript:alert(1))', '**bold** [link](javascript:alert(1))'],
    ['a link is text', 'https://example.com/?a=1&b=<2>', 'https://example.com/?a=1&b=<2>'],
    ['a family joined by zero-width joiners', '👩‍👩‍👧', '👩‍👩‍👧'],
    ['a flag with a variation selector and a joiner', '🏳️‍🌈', '🏳️‍🌈'],
    ['a skin tone modifier', '👍🏽 nice', '👍🏽 nice'],
    ['a right-to-left script without overrides', 'مرحبا שלום', 'مرحبا שלום'],
    ['spaces around are trimmed', '   hi there   ', 'hi there'],
    ['text is NFC', 'cafe\u0301', 'caf\u00e9'],
    ['a zero-width joiner inside a word stays', 'a\u200Db', 'a\u200Db'],
    [`${TALK_MAX_CHARS} emoji (two UTF-16 units each)`, '😀'.repeat(TALK_MAX_CHARS), '😀'.repeat(TALK_MAX_CHARS)],
    [
      `${TALK_MAX_CHARS} letters with combining accents: counted after NFC`,
      'e\u0301'.repeat(TALK_MAX_CHARS),
      '\u00e9'.repeat(TALK_MAX_CHARS),
    ],
  ];
  for (const [name, input, stored] of passes)
    it(`passes: ${name}`, () => expect(outcome(parseTalkText(input))).toEqual({ value: stored }));

  const refused: [string, unknown, string][] = [
    ['a number', 42, 'talk/bad-message'],
    ['null', null, 'talk/bad-message'],
    ['a list of strings', ['hi'], 'talk/bad-message'],
    ['an object with toString', { toString: () => 'hi' }, 'talk/bad-message'],
    ['NUL', 'a\u0000b', 'talk/bad-text'],
    ['a bell', 'ding\u0007', 'talk/bad-text'],
    ['a new line', 'one\ntwo', 'talk/bad-text'],
    ['a carriage return', 'one\rtwo', 'talk/bad-text'],
    ['a tab', 'a\tb', 'talk/bad-text'],
    ['DEL', 'a\u007Fb', 'talk/bad-text'],
    ['a C1 control (NEL)', 'a\u0085b', 'talk/bad-text'],
    ['the line separator', 'a\u2028b', 'talk/bad-text'],
    ['the paragraph separator', 'a\u2029b', 'talk/bad-text'],
    ['a left-to-right embedding', '\u202Aabc', 'talk/bad-text'],
    ['a right-to-left embedding', '\u202Babc', 'talk/bad-text'],
    ['a pop directional formatting', 'abc\u202C', 'talk/bad-text'],
    ['a left-to-right override', '\u202Dabc', 'talk/bad-text'],
    ['a right-to-left override', 'gg \u202Eyrros', 'talk/bad-text'],
    ['a left-to-right isolate', '\u2066abc', 'talk/bad-text'],
    ['a right-to-left isolate', '\u2067abc', 'talk/bad-text'],
    ['a first-strong isolate', '\u2068abc', 'talk/bad-text'],
    ['a pop directional isolate', 'abc\u2069', 'talk/bad-text'],
    ['the object replacement character', 'a\uFFFCb', 'talk/bad-text'],
    ['a lone high surrogate', 'x\uD800y', 'talk/bad-text'],
    ['a lone low surrogate', '\uDC00', 'talk/bad-text'],
    ['half an emoji at the end', 'nice \uD83D', 'talk/bad-text'],
    ['surrogates in the wrong order', '\uDE00\uD83D', 'talk/bad-text'],
    ['an empty string', '', 'talk/empty'],
    ['only spaces', '     ', 'talk/empty'],
    ['only a zero-width joiner', '\u200D', 'talk/empty'],
    ['only zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF', 'talk/empty'],
    ['only an ideographic space', '\u3000', 'talk/empty'],
    ['only a variation selector', '\uFE0F', 'talk/empty'],
    ['only Hangul fillers', '\u3164\u115F', 'talk/empty'],
    ['only no-break and soft hyphen', '\u00A0\u00AD', 'talk/empty'],
    ['only tag characters', '\u{E0041}\u{E0042}', 'talk/empty'],
    [`${TALK_MAX_CHARS + 1} characters`, 'x'.repeat(TALK_MAX_CHARS + 1), 'talk/too-long'],
    [`${TALK_MAX_CHARS + 1} emoji`, '😀'.repeat(TALK_MAX_CHARS + 1), 'talk/too-long'],
    ['10,000 characters', 'x'.repeat(10_000), 'talk/too-long'],
  ];
  for (const [name, input, code] of refused)
    it(`refuses ${name}: ${code}`, () => expect(outcome(parseTalkText(input))).toEqual({ code }));

  it('refuses 10,000 characters by their length alone, before looking at what they hold', () => {
    // Controls, overrides and broken surrogates would each be 'talk/bad-text': the length answers first.
    for (const unit of ['\u0000', '\u202E', '\uD800', '\u200B', 'é'])
      expect(outcome(parseTalkText(unit.repeat(10_000)))).toEqual({ code: 'talk/too-long' });
  });
});

describe('message shapes', () => {
  it('a talk message is exactly { text }', () => {
    expect(outcome(parseTalkSend({ text: ' hi ' }))).toEqual({ value: { text: 'hi' } });
    for (const bad of ['hi', null, [], {}, { text: 'hi', html: '<b>' }, { txt: 'hi' }, { text: 1 }])
      expect(outcome(parseTalkSend(bad)), JSON.stringify(bad)).toEqual({ code: 'talk/bad-message' });
    expect(outcome(parseTalkSend({ text: '\u202E' }))).toEqual({ code: 'talk/bad-text' });
  });

  it('a reaction is one of the palette, by id', () => {
    for (const reaction of REACTIONS) expect(outcome(parseReactSend({ reaction }))).toEqual({ value: { reaction } });
    for (const reaction of ['👍', 'Thumbs-Up', 'laugh', '', 'toString', '__proto__', 1, null])
      expect(outcome(parseReactSend({ reaction })), String(reaction)).toEqual({ code: 'talk/bad-message' });
    expect(outcome(parseReactSend({ reaction: 'wow', text: 'x' }))).toEqual({ code: 'talk/bad-message' });
  });

  it('presence is two booleans', () => {
    expect(outcome(parsePresenceSend({ typing: true, away: false }))).toEqual({ value: { typing: true, away: false } });
    for (const bad of [{ typing: true }, { typing: 1, away: 0 }, { typing: true, away: false, seat: 0 }, 'typing'])
      expect(outcome(parsePresenceSend(bad)), JSON.stringify(bad)).toEqual({ code: 'talk/bad-message' });
  });

  it('a mute names an author id (11 URL-safe characters) and a boolean', () => {
    expect(outcome(parseMuteSend({ author: 'Qx3k9v0aLm2', muted: true }))).toEqual({
      value: { author: 'Qx3k9v0aLm2', muted: true },
    });
    for (const author of ['Qx3k9v0aLm', 'Qx3k9v0aLm23', 'Qx3k9v0aL+2', 'Qx3k9v0aLm\u0000', 11])
      expect(outcome(parseMuteSend({ author, muted: true })), String(author)).toEqual({ code: 'talk/bad-message' });
    expect(outcome(parseMuteSend({ author: 'Qx3k9v0aLm2', muted: 'yes' }))).toEqual({ code: 'talk/bad-message' });
  });

  it('settings change one field or both, never none', () => {
    expect(outcome(parseTalkSettingsSend({ chat: false }))).toEqual({ value: { chat: false } });
    expect(outcome(parseTalkSettingsSend({ spectators: 'open' }))).toEqual({ value: { spectators: 'open' } });
    expect(outcome(parseTalkSettingsSend({ chat: true, spectators: 'closed' }))).toEqual({
      value: { chat: true, spectators: 'closed' },
    });
    for (const bad of [{}, { chat: 'no' }, { spectators: 'maybe' }, { chat: true, all: false }, null, 'open'])
      expect(outcome(parseTalkSettingsSend(bad)), JSON.stringify(bad)).toEqual({ code: 'talk/bad-message' });
  });
});

describe('channels', () => {
  const after = { chat: true, spectators: 'after' } as const;
  it("players read the spectators' channel only once the game is over, or while the creator opens it", () => {
    expect(channelsOf('player', after, 'waiting')).toEqual(['players']);
    expect(channelsOf('player', after, 'playing')).toEqual(['players']);
    expect(channelsOf('player', after, 'finished')).toEqual(['players', 'spectators']);
    expect(channelsOf('player', { chat: true, spectators: 'open' }, 'playing')).toEqual(['players', 'spectators']);
  });

  it("spectators read both channels; the feed (the creator's key) reads what a player reads", () => {
    expect(channelsOf('spectator', after, 'playing')).toEqual(['players', 'spectators']);
    expect(channelsOf('feed', after, 'playing')).toEqual(['players']);
    expect(channelsOf('feed', after, 'finished')).toEqual(['players', 'spectators']);
    expect(channelsOf('feed', { chat: true, spectators: 'open' }, 'playing')).toEqual(['players', 'spectators']);
  });

  it('each writes in his own channel, unless the creator closed it', () => {
    expect(channelOfWriter(true)).toBe('players');
    expect(channelOfWriter(false)).toBe('spectators');
    expect(mayWrite('players', after).ok).toBe(true);
    expect(mayWrite('spectators', after).ok).toBe(true);
    const closedSpectators = { chat: true, spectators: 'closed' } as const;
    expect(mayWrite('players', closedSpectators).ok).toBe(true);
    expect(outcome(mayWrite('spectators', closedSpectators))).toEqual({ code: 'talk/closed' });
    for (const ch of ['players', 'spectators'] as const)
      expect(outcome(mayWrite(ch, { chat: false, spectators: 'open' }))).toEqual({ code: 'talk/closed' });
  });
});
