// Animation planning for Labiro (client/games/labiro/timeline.ts): a push chain plays tower after tower, each
// starting when the door pushing it arrives; a pawn walks its path through the doors, or hops on a rope; the
// view is the truth at rest.
import { describe, expect, it } from 'vitest';
import type { LabiroEvent } from '../../shared/games/labiro/game-types.js';
import {
  EMPTY_TIMELINE,
  HIT_AT,
  HOP_SECONDS,
  STEP_SECONDS,
  TURN_SECONDS,
  appendTimeline,
  pawnSpaces,
  pawnStage,
  planEvents,
  playing,
  turnLag,
} from '../../client/games/labiro/timeline.js';

const chain: LabiroEvent = {
  type: 'turned',
  seat: 0,
  cause: 'turn',
  turnsUsed: 1,
  steps: [
    { tower: 4, dir: 1 },
    { tower: 13, dir: -1, pushedBy: 4 },
    { tower: 5, dir: 1, pushedBy: 13 },
    { tower: 3, dir: -1, pushedBy: 4 },
  ],
};

describe('a push chain', () => {
  const t = planEvents([chain], [0, 2], 10);
  it("turns its first tower at once and each pushed one when the pusher's door arrives", () => {
    const start = (tower: number) => t.items.find((a) => a.kind === 'turn' && a.tower === tower)!.start;
    expect(start(4)).toBe(10);
    expect(start(13)).toBeCloseTo(10 + HIT_AT * TURN_SECONDS);
    expect(start(3)).toBeCloseTo(10 + HIT_AT * TURN_SECONDS); // pushed by the same door swing as 13
    expect(start(5)).toBeCloseTo(10 + 2 * HIT_AT * TURN_SECONDS);
    expect(t.end).toBeCloseTo(10 + 2 * HIT_AT * TURN_SECONDS + TURN_SECONDS);
  });
  it("shows each tower a whole step back before it starts and at the view's turn after it ends", () => {
    const lag = new Float64Array(18);
    turnLag(t, 10, lag);
    expect(Array.from(lag.slice(3, 6))).toEqual([-1, 1, 1]);
    expect(lag[13]).toBe(-1);
    turnLag(t, t.end, lag);
    expect(lag.every((x) => x === 0)).toBe(true);
    expect(playing(t, t.end)).toBe(false);
    expect(playing(t, t.end - 0.01)).toBe(true);
  });
  it('turns smoothly: half way through its step a tower is half way', () => {
    const lag = new Float64Array(18);
    turnLag(t, 10 + TURN_SECONDS / 2, lag);
    expect(lag[4]).toBeCloseTo(0.5);
  });
});

describe('a pawn on the move', () => {
  const walk: LabiroEvent = { type: 'moved', seat: 1, path: [3, 12] };
  it('walks from where it stood through each tower of its path', () => {
    const t = planEvents([walk], [0, 2], 0);
    expect(t.items).toEqual([
      { kind: 'walk', seat: 1, bases: [2, 3, 12], rope: false, start: 0, end: 2 * STEP_SECONDS },
    ]);
    expect(pawnStage(t, 1, STEP_SECONDS * 0.5)).toMatchObject({
      kind: 'walk',
      from: 2,
      to: 3,
      first: true,
      last: false,
    });
    expect(pawnStage(t, 1, STEP_SECONDS * 1.5)).toMatchObject({
      kind: 'walk',
      from: 3,
      to: 12,
      first: false,
      last: true,
    });
    expect(pawnStage(t, 1, 2 * STEP_SECONDS)).toEqual({ kind: 'rest' });
    expect(pawnStage(t, 0, 0.1)).toEqual({ kind: 'rest' });
  });
  it('a rope climb is one hop', () => {
    const t = planEvents([{ type: 'moved', seat: 0, path: [6], rope: true }], [0, 2], 0);
    expect(t.items[0]).toMatchObject({ kind: 'walk', bases: [0, 6], rope: true, end: HOP_SECONDS });
  });
  it('waits at its tower while a chain turns first, then walks', () => {
    const t = planEvents([chain, walk], [0, 2], 0);
    expect(pawnStage(t, 1, 0.1)).toEqual({ kind: 'at', base: 2 });
    const w = t.items.find((a) => a.kind === 'walk')!;
    expect(w.start).toBeGreaterThan(t.items[0]!.end);
  });
  it('two moves in a row start where the first ended', () => {
    const t = planEvents([walk, { type: 'moved', seat: 1, path: [3] }], [0, 2], 0);
    expect(t.items[1]).toMatchObject({ bases: [12, 3] });
    const between = (t.items[0]!.end + t.items[1]!.start) / 2;
    expect(pawnStage(t, 1, between)).toEqual({ kind: 'at', base: 12 });
  });
  it('a pawn choosing its start tower drops onto it, unseen before', () => {
    const t = planEvents([chain, { type: 'started', seat: 1, tower: 8 }], [0, null], 0);
    expect(pawnStage(t, 1, 0)).toEqual({ kind: 'hidden' });
    expect(pawnStage(t, 1, t.end - 0.01)).toMatchObject({ kind: 'drop', base: 8 });
  });
  it('events that move nothing on the map plan nothing', () => {
    expect(planEvents([{ type: 'ended', seat: 0, next: 1 }], [0, 2], 0)).toEqual({ items: [], end: -Infinity });
  });
});

describe('new events while others play', () => {
  it('play after what is still to come, and finished animations are dropped', () => {
    const first = appendTimeline(EMPTY_TIMELINE, (at) => planEvents([chain], [0, 2], at), 0);
    const second = appendTimeline(first, (at) => planEvents([{ type: 'moved', seat: 0, path: [1] }], [0, 2], at), 0.1);
    const w = second.items.find((a) => a.kind === 'walk')!;
    expect(w.start).toBeGreaterThan(first.end);
    const later = appendTimeline(second, (at) => planEvents([{ type: 'moved', seat: 0, path: [0] }], [1, 2], at), 100);
    expect(later.items).toHaveLength(1);
    expect(later.items[0]!.start).toBe(100);
  });
});

describe('pawn spaces', () => {
  it('pawns in one tower stand side by side in seat order', () => {
    expect(pawnSpaces([4, 2, 4, null])).toEqual([0, 0, 1, -1]);
  });
});
