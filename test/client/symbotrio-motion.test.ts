// What the Symbotrio table moves when the view moves on (client/games/symbotrio/motion.ts), on views cut by the real
// engine: a square turned up flips up; after the try the squares flip back and keep their stickers only while they
// turn; a code card travels from the deck to its player and then the board turns a quarter clockwise; a won card
// goes face down to its owner's pile; a trickster's draw comes out of the opponent's pile; and where the scene puts
// a square, a letter and a seat's cards (client/games/symbotrio/layout.ts).
import { describe, expect, it } from 'vitest';
import { BACK_KEY, faceKey } from '../../client/games/symbotrio/prints.js';
import { STILL, flightAt, planMotion, pruneMotion } from '../../client/games/symbotrio/motion.js';
import {
  boardYaw,
  letterPosition,
  openCardPlace,
  pilePlace,
  squareLocal,
  squarePosition,
} from '../../client/games/symbotrio/layout.js';
import { cellOf, symbotrio, type SymbotrioState, type SymbotrioView } from '../../shared/games/symbotrio/index.js';
import { CODE, TRICKSTER, card, crack, flipSign, play, table } from '../shared/symbotrio/helpers.js';

const viewOf = (s: SymbotrioState, seat = 1): SymbotrioView => symbotrio.view(s, { kind: 'seat', seat });
const T = 100; // seconds on the animation clock

describe('squares', () => {
  it('a square turned up flips up, with no sticker of its own in the motion (the view holds it)', () => {
    const s = table({ open: [card(0), card(1)] });
    const after = play(s, flipSign(s, 'red')).state;
    const m = planMotion(viewOf(s), viewOf(after), T, STILL);
    expect(m.flips).toEqual([expect.objectContaining({ up: true, sign: null })]);
    expect(m.flights).toEqual([]);
    expect(m.turn).toBeNull();
  });

  it('after the try the turned squares flip back holding their stickers, and keep none once they lie down', () => {
    const s = table({ open: [card(0), card(1)] });
    const two = play(s, flipSign(s, 'blue'), flipSign(s, 'large')).state;
    const done = play(two, { type: 'stop' }).state;
    const m = planMotion(viewOf(two), viewOf(done), T, STILL);
    expect(m.flips.every((f) => !f.up && f.sign !== null)).toBe(true);
    expect(new Set(m.flips.map((f) => f.sign))).toEqual(new Set(['blue', 'large']));
    pruneMotion(m, m.end);
    expect(m.flips).toEqual([]);
  });
});

describe('cards', () => {
  it('a code card travels from the deck to its player, face up, and the board then turns a quarter clockwise', () => {
    const s = table({ open: [null, card(1)], top: [card(CODE)] });
    const after = play(s, { type: 'draw' }).state;
    const m = planMotion(viewOf(s), viewOf(after), T, STILL);
    expect(m.flights).toHaveLength(1);
    const f = m.flights[0]!;
    expect(f.face).toBe(faceKey(card(CODE)));
    expect([f.from.up, f.to.up]).toEqual([false, true]);
    expect(f.landing).toEqual({ at: 'open', seat: 0 });
    expect(m.turn).toEqual(expect.objectContaining({ from: 0, to: 1 }));
    expect(m.turn!.start).toBeGreaterThanOrEqual(f.end);
    expect(m.end).toBe(m.turn!.end);
  });

  it('a cracked card goes face down to its owner’s pile', () => {
    const s = table({ open: [card(0), card(1)] });
    const after = play(s, ...crack(s, card(0)), { type: 'stop' }).state;
    const m = planMotion(viewOf(s), viewOf(after), T, STILL);
    const won = m.flights.find((f) => f.landing.at === 'pile');
    expect(won).toEqual(expect.objectContaining({ face: faceKey(card(0)), landing: { at: 'pile', seat: 0 } }));
    expect([won!.from.up, won!.to.up]).toEqual([true, false]);
    const pile = pilePlace(0);
    expect([won!.to.x, won!.to.z]).toEqual([pile.x, pile.z]);
    const open = openCardPlace(0);
    expect([won!.from.x, won!.from.z]).toEqual([open.x, open.z]);
  });

  it('a trickster’s draw comes out of the opponent’s pile, face up, to the trickster’s place', () => {
    const s = table({ open: [null, card(1)], won: [[], [card(5)]], top: [card(TRICKSTER)] });
    const trick = play(s, { type: 'draw' }).state;
    const drawn = play(trick, { type: 'steal', target: 1, index: 0 }).state;
    const m = planMotion(viewOf(trick), viewOf(drawn), T, STILL);
    const f = m.flights.find((x) => x.landing.at === 'drawn');
    expect(f).toEqual(expect.objectContaining({ face: faceKey(card(5)), landing: { at: 'drawn', seat: 0 } }));
    const pile = pilePlace(1);
    expect([f!.from.x, f!.from.z, f!.from.up, f!.to.up]).toEqual([pile.x, pile.z, false, true]);
  });

  it('a card nobody may see travels as a back', () => {
    const s = table({ open: [null, card(1)], top: [card(64)] }); // a prisoner: straight to the pile
    const after = play(s, { type: 'draw' }).state;
    const m = planMotion(viewOf(s), viewOf(after), T, STILL);
    expect(m.flights).toEqual([expect.objectContaining({ face: BACK_KEY, landing: { at: 'pile', seat: 0 } })]);
  });

  it('a flight starts at its place, ends at the other and rises between', () => {
    const s = table({ open: [null, card(1)], top: [card(2)] });
    const m = planMotion(viewOf(s), viewOf(play(s, { type: 'draw' }).state), T, STILL);
    const f = m.flights[0]!;
    const [a, b] = [flightAt(f, f.start), flightAt(f, f.end)];
    expect([a.x, a.z, a.roll].map((v) => v.toFixed(9))).toEqual([f.from.x, f.from.z, Math.PI].map((v) => v.toFixed(9)));
    expect([b.x, b.z, b.roll].map((v) => (v + 0).toFixed(9))).toEqual(
      [f.to.x, f.to.z, 0].map((v) => (v + 0).toFixed(9)),
    );
    expect(flightAt(f, (f.start + f.end) / 2).y).toBeGreaterThan(Math.max(f.from.y, f.to.y) + 0.5);
  });
});

describe('layout', () => {
  it('a square of the turned board shows where the view says it sits', () => {
    for (let turn = 0; turn < 4; turn++) {
      const rows = turn % 2 ? 4 : 3,
        cols = turn % 2 ? 3 : 4;
      for (let id = 0; id < 12; id++) {
        const [lx, lz] = squareLocal(id);
        const a = boardYaw(turn);
        // The board group turned by a about +y: x' = x cos a + z sin a, z' = −x sin a + z cos a.
        const x = lx * Math.cos(a) + lz * Math.sin(a),
          z = -lx * Math.sin(a) + lz * Math.cos(a);
        const { row, col } = cellOf(id, turn);
        const [px, , pz] = squarePosition(row, col, rows, cols);
        expect(Math.abs(x - px) + Math.abs(z - pz)).toBeLessThan(1e-9);
      }
    }
  });

  it('each square’s letter lies at its far-left corner, on the ribs between squares', () => {
    const [x, , z] = squarePosition(1, 2, 3, 4);
    const [lx, lz] = letterPosition(1, 2, 3, 4);
    expect(lx).toBeLessThan(x);
    expect(lz).toBeLessThan(z);
  });
});
