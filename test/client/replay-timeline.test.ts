// The replay timeline's rules as a viewer meets them: speeds, how long a played step lasts, where a shared
// link opens, the link itself, the turn ticks on the slider, and which dice keep tumbling after a step.
import { describe, expect, it } from 'vitest';
import { diceThrown } from '../../shared/core/index.js';
import type { ThrowMessage } from '../../shared/protocol.js';
import type { ReplayFrame } from '../../client/net/replay.js';
import { parseRoute } from '../../client/router.js';
import {
  QUIET_MS,
  REPLAY_SPEEDS,
  clampStep,
  nextSpeed,
  povSeat,
  readyForNext,
  shareLink,
  stepPacing,
  thinMarks,
  throwOnScreen,
  turnMarks,
} from '../../client/ui/replayTimeline.js';

describe('replay speed', () => {
  it('offers half, normal, double and four times speed', () => {
    expect([...REPLAY_SPEEDS]).toEqual([0.5, 1, 2, 4]);
    expect(nextSpeed(1)).toBe(2);
    expect(nextSpeed(4)).toBe(0.5);
  });
  it('a faster speed shows each step for less time, and waits less for animations', () => {
    const paces = REPLAY_SPEEDS.map(stepPacing);
    for (let i = 1; i < paces.length; i++) {
      expect(paces[i]!.minMs).toBeLessThan(paces[i - 1]!.minMs);
      expect(paces[i]!.maxMs).toBeLessThan(paces[i - 1]!.maxMs);
    }
    expect(stepPacing(2).minMs).toBe(stepPacing(1).minMs / 2);
  });
  it('never moves on before the step has shown its minimum, even when the scene is still', () => {
    const { minMs } = stepPacing(4);
    expect(readyForNext(4, minMs - 1, 10_000)).toBe(false);
    expect(readyForNext(4, minMs, QUIET_MS)).toBe(true);
  });
  it('waits for a scene still animating, and cuts it at the longest wait for the speed', () => {
    const { minMs, maxMs } = stepPacing(1);
    expect(readyForNext(1, minMs + 10, 0)).toBe(false);
    expect(readyForNext(1, maxMs - 1, 0)).toBe(false);
    expect(readyForNext(1, maxMs, 0)).toBe(true);
  });

  it('with a camera that never rests, allows each step twice its minimum instead of waiting for stillness', () => {
    const { minMs, maxMs } = stepPacing(1);
    expect(readyForNext(1, 2 * minMs - 1, 0, true)).toBe(false);
    expect(readyForNext(1, 2 * minMs, 0, true)).toBe(true);
    expect(2 * minMs).toBeLessThan(maxMs);
  });
});

describe('a shared moment', () => {
  it('opens at the step it names, kept within the game', () => {
    expect(clampStep(undefined, 40)).toBe(0);
    expect(clampStep(12, 40)).toBe(12);
    expect(clampStep(999, 40)).toBe(40);
    expect(clampStep(-3, 40)).toBe(0);
    expect(clampStep(Number.NaN, 40)).toBe(0);
    expect(clampStep(5, 0)).toBe(0);
  });
  it('keeps a seat the table has as the point of view, else shows all', () => {
    expect(povSeat(1, 2)).toBe(1);
    expect(povSeat(2, 2)).toBeNull();
    expect(povSeat(undefined, 2)).toBeNull();
  });
  it('links to the step and the point of view, and the link opens that replay route', () => {
    const all = shareLink('https://tavolo.example/', 'K7P2QX', 17, null);
    expect(all).toBe('https://tavolo.example/replay/K7P2QX?at=17');
    const seat = shareLink('http://localhost:5173', 'K7P2QX', 0, 1);
    expect(seat).toBe('http://localhost:5173/replay/K7P2QX?at=0&seat=1');
    const url = new URL(seat);
    expect(parseRoute(url.pathname, url.search)).toEqual({ kind: 'replay', code: 'K7P2QX', at: 0, seat: 1 });
  });
});

const frame = (seat: number | null, events: ReplayFrame['events'] = []): ReplayFrame => ({ seat, events, view: null });

describe('the timeline', () => {
  it('ticks every step where the turn passes to another seat', () => {
    const frames = [frame(null), frame(0), frame(0), frame(1), frame(1), frame(0), frame(1)];
    expect(turnMarks(frames)).toEqual([1, 3, 5, 6]);
    expect(turnMarks([frame(null)])).toEqual([]);
  });
  it('a long game keeps its ticks apart instead of a ruler; a short one keeps them all', () => {
    const every = Array.from({ length: 400 }, (_, i) => i + 1);
    const thin = thinMarks(every, 400);
    expect(thin.length).toBeLessThanOrEqual(81);
    expect(thin[0]).toBe(1);
    for (let i = 1; i < thin.length; i++) expect(thin[i]! - thin[i - 1]!).toBeGreaterThanOrEqual(5);
    expect(thinMarks([1, 3, 5, 6], 6)).toEqual([1, 3, 5, 6]);
  });
  it('a step without dice keeps the last throw on screen (still tumbling, as live); the setup shows none', () => {
    const throws: ThrowMessage[] = [
      { roll: 1, channel: 'white', fps: 60, dice: [] },
      { roll: 2, channel: 'white', fps: 60, dice: [] },
    ];
    const frames = [
      frame(null),
      frame(0, [diceThrown('white', 1, [1, 2])]),
      frame(0, [{ type: 'placed' }]),
      frame(1, [diceThrown('white', 2, [3])]),
    ];
    expect(throwOnScreen(frames, throws, 0)).toBeNull();
    expect(throwOnScreen(frames, throws, 1)).toBe(throws[0]);
    expect(throwOnScreen(frames, throws, 2)).toBe(throws[0]);
    expect(throwOnScreen(frames, throws, 3)).toBe(throws[1]);
  });
});
