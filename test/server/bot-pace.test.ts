// How long a bot waits before it acts: the table's pace times the base delay, plus the dice's landing when the
// action before threw dice (server/bot-pace.ts, pure: no server, no clock).
import { describe, expect, it } from 'vitest';
import { diceThrown, type GameEvent } from '../../shared/core/index.js';
import { TRACK_STRIDE, type ThrowMessage } from '../../shared/protocol.js';
import {
  botDelay,
  DEFAULT_BOT_DELAY_MS,
  parseBotPace,
  THROW_MAX_MS,
  throwLengthMs,
  waitsForDice,
} from '../../server/bot-pace.js';

/** A throw whose dice stop after `frames` frames each, at `fps`. */
function track(fps: number, ...frames: number[]): ThrowMessage {
  return {
    roll: 1,
    channel: 'white',
    fps,
    dice: frames.map((n) => ({
      frames: new Array<number>(n * TRACK_STRIDE).fill(0),
      faceFix: [0, 0, 0, 1] as const,
      value: 1,
    })),
  };
}

const threw: GameEvent[] = [diceThrown('white', 1, [2, 5]), { type: 'rolled' }];
const placed: GameEvent[] = [{ type: 'placed' }];

describe('bot delay', () => {
  it.each([
    ['calm waits two and a half times the base', 'calm', 3500],
    ['normal waits the base', 'normal', 1400],
    ['fast waits four tenths of the base', 'fast', 560],
  ] as const)('%s', (_name, pace, ms) => {
    expect(botDelay(1400, pace, placed, null)).toBe(ms);
  });

  it('the production base is watchable: normal waits 1.4 s', () => {
    expect(botDelay(DEFAULT_BOT_DELAY_MS, 'normal', [], null)).toBe(1400);
  });

  it('after a throw the bot also waits for the slowest die to land', () => {
    // 61 frames at 60 fps: 1 s; the other die stops sooner.
    expect(botDelay(1400, 'normal', threw, [track(60, 61, 31)])).toBe(2400);
    expect(botDelay(1400, 'fast', threw, [track(60, 31), track(60, 121)])).toBe(560 + 2000);
  });

  it('a throw whose tracks the room does not hold (after a restart) is waited for as long as a throw can last', () => {
    expect(botDelay(1400, 'calm', threw, null)).toBe(3500 + THROW_MAX_MS);
  });

  it('tracks of an action without a throw add nothing', () => {
    expect(botDelay(1400, 'normal', placed, [track(60, 240)])).toBe(1400);
  });

  it("a test's small base stays small: no wait for dice below the threshold", () => {
    expect(waitsForDice(2)).toBe(false);
    expect(waitsForDice(DEFAULT_BOT_DELAY_MS)).toBe(true);
    expect(botDelay(2, 'normal', threw, null)).toBe(2);
    expect(botDelay(50, 'calm', threw, [track(60, 240)])).toBe(125);
    expect(botDelay(0, 'fast', threw, null)).toBe(0);
  });

  it('a throw lasts until its last frame; an empty throw lasts nothing', () => {
    expect(throwLengthMs(track(60, 1))).toBe(0);
    expect(throwLengthMs(track(30, 31, 16))).toBe(1000);
    expect(throwLengthMs(track(60))).toBe(0);
  });
});

describe('bot pace from a create request', () => {
  it('absent means normal; each pace is accepted', () => {
    expect(parseBotPace(undefined)).toEqual({ ok: true, value: 'normal' });
    for (const pace of ['calm', 'normal', 'fast']) expect(parseBotPace(pace)).toEqual({ ok: true, value: pace });
  });

  it.each([
    ['an unknown word', 'slow'],
    ['a number', 2],
    ['null', null],
    ['a wrong case', 'Calm'],
    ['an object', { pace: 'calm' }],
  ])('%s is refused with table/bad-bot-pace', (_name, input) => {
    const r = parseBotPace(input);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('table/bad-bot-pace');
  });
});
