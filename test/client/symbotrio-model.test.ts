// Symbotrio's panel as pure logic, on views cut by the real engine: whose moment it is, the keypad as it lies
// now, the Stop button (shown once a square is up, loud when the try has failed, "end" after three), the
// trickster's picker — and, over seeded random games, that every button is on exactly when the engine lists its
// action, that every off button names the very code the server answers, and that no place shows a sign the
// view does not show now. Also the shared store: one busy guard for scene and controls.
import { describe, expect, it } from 'vitest';
import { makeRng, nextInt, unwrap } from '../../shared/core/index.js';
import {
  symbotrio,
  type SymbotrioAction,
  type SymbotrioState,
  type SymbotrioView,
} from '../../shared/games/symbotrio/index.js';
import { controlsModel, momentOf, reasonKey, type ControlsModel } from '../../client/games/symbotrio/model.js';
import { flipAt, pickerTarget, stealChoices, stepCard, stepTarget } from '../../client/games/symbotrio/intents.js';
import { isBusy, pendingFlip, useSymbotrio } from '../../client/games/symbotrio/store.js';
import { clickable } from '../../client/games/symbotrio/ui/cursor.js';
import { LOOT, TRICKSTER, card, flipSign, play, stealOf, table } from '../shared/symbotrio/helpers.js';

const viewOf = (s: SymbotrioState, seat: number | null): SymbotrioView =>
  symbotrio.view(s, seat === null ? { kind: 'spectator' } : { kind: 'seat', seat });
const legalOf = (v: SymbotrioView, seat: number | null) => (seat === null ? [] : symbotrio.legalFromView!(v, seat));
function model(s: SymbotrioState, seat: number | null, chosen: number | null = null): ControlsModel {
  const v = viewOf(s, seat);
  return controlsModel(v, seat, legalOf(v, seat), chosen);
}
/** The refusal code the engine answers, or null when it accepts. */
function refusal(s: SymbotrioState, seat: number, a: SymbotrioAction): string | null {
  const r = symbotrio.apply(s, seat, a);
  return r.ok ? null : r.error.code;
}

describe('whose moment it is', () => {
  it('the seat on turn cracks its open card; the other waits; a spectator watches', () => {
    const s = table();
    expect(model(s, 0).moment).toBe('crack');
    expect(model(s, 1).moment).toBe('wait');
    expect(model(s, null).moment).toBe('watch');
    expect(model(s, 0).actor).toBe(0);
  });

  it('no open card: the seat turns one up (the button on, the squares off: wrong moment)', () => {
    const m = model(table({ open: [null, card(1)] }), 0);
    expect(m.moment).toBe('draw');
    expect(m.draw).toEqual({ enabled: true, reason: null });
    expect(m.places[0]![0]!.flip).toEqual({ enabled: false, reason: 'symbotrio/wrong-phase' });
  });

  it('the end: over for everyone, nobody acts', () => {
    const s: SymbotrioState = { ...table(), phase: 'over', result: { scores: [3, 3], winners: [0, 1] } };
    expect(momentOf(viewOf(s, 0), 0)).toBe('over');
    expect(model(s, 0).actor).toBeNull();
  });
});

describe('the keypad and the try', () => {
  it('the board as it lies: 3 rows of 4 places lettered A–L, every face-down square may be turned', () => {
    const m = model(table(), 0);
    expect(m.places.map((r) => r.map((p) => p.letter).join(''))).toEqual(['ABCD', 'EFGH', 'IJKL']);
    expect(m.places.flat().every((p) => p.flip.enabled && p.sign === null)).toBe(true);
    expect(m.stop.shown).toBe(false); // before the first square there is nothing to stop
    expect(m.left).toBe(3);
  });

  it('a square up shows its sign and is off (already up); Stop shows; a wrong sign says the try has failed', () => {
    // Seat 0 cracks its open card; turn a sign its gem does not ask for.
    const s0 = table();
    const gem = s0.open[0]!.gem!;
    const wrong = (['red', 'blue', 'yellow'] as const).find((c) => c !== gem.colour)!;
    const s = play(s0, flipSign(s0, wrong)).state;
    const m = model(s, 0);
    const up = m.places.flat().filter((p) => p.sign !== null);
    expect(up.map((p) => p.sign)).toEqual([wrong]);
    expect(up[0]!.flip).toEqual({ enabled: false, reason: 'symbotrio/already-up' });
    expect(m.stop).toMatchObject({ shown: true, enabled: true, label: 'stop', failed: true });
    expect(m.tried).toEqual([wrong]);
    expect(m.left).toBe(2);
  });

  it('a right first sign: Stop shows but the try has not failed', () => {
    const s0 = table();
    const s = play(s0, flipSign(s0, s0.open[0]!.gem!.colour)).state;
    expect(model(s, 0).stop).toMatchObject({ shown: true, label: 'stop', failed: false });
  });

  it('three squares up: every place is off (a fourth square is refused) and Stop reads "end the try"', () => {
    const s = play(table(), ...[0, 1, 2].map((c) => ({ type: 'flip', row: 0, col: c }) as const)).state;
    const m = model(s, 0);
    for (const p of m.places.flat()) expect(p.flip).toEqual({ enabled: false, reason: 'symbotrio/fourth-square' });
    expect(m.stop).toMatchObject({ shown: true, enabled: true, label: 'end' });
    expect(m.left).toBe(0);
  });

  it('after the try every place is face down again: the panel keeps no sign', () => {
    const s = play(table(), { type: 'flip', row: 0, col: 0 }, { type: 'flip', row: 1, col: 1 }, { type: 'stop' }).state;
    for (const seat of [0, 1, null])
      expect(
        model(s, seat)
          .places.flat()
          .every((p) => p.sign === null),
      ).toBe(true);
  });

  it('the player waiting and a spectator see the squares up but may not turn any (not their turn)', () => {
    const s = play(table(), { type: 'flip', row: 2, col: 3 }).state;
    for (const seat of [1, null]) {
      const m = model(s, seat);
      expect(m.places[2]![3]!.sign).not.toBeNull();
      expect(m.places.flat().every((p) => p.flip.reason === 'symbotrio/not-your-turn')).toBe(true);
      expect(m.stop.shown).toBe(false);
    }
  });
});

describe('the trickster’s picker', () => {
  it('opponents with a gem won are on, one without is off (bad target); choosing one lists his pile face down', () => {
    const s0 = table({
      players: 3,
      open: [null, card(1), card(2)],
      won: [[], [card(3), card(LOOT)], [card(LOOT + 1)]],
      top: [card(TRICKSTER)],
    });
    const s = play(s0, { type: 'draw' }).state;
    let m = model(s, 0);
    expect(m.moment).toBe('trick');
    expect(m.picker!.opponents.map((o) => [o.seat, o.btn.enabled, o.btn.reason])).toEqual([
      [1, true, null],
      [2, false, 'symbotrio/bad-target'],
    ]);
    // Only seat 1 may be drawn from: the picker opens his pile at once.
    expect(m.picker!.target).toBe(1);
    expect(m.picker!.cards).toHaveLength(2);
    expect(refusal(s, 0, { type: 'steal', target: 2, index: 0 })).toBe('symbotrio/bad-target');
    m = model(s, 0, 2);
    expect(m.picker!.target).toBe(1); // a choice the engine refuses is not kept
  });

  it('with two opponents to rob the picker waits for a choice; a second trickster fixes the opponent', () => {
    const s0 = table({
      players: 3,
      open: [null, card(1), card(2)],
      won: [[], [card(TRICKSTER + 1), card(4)], [card(5)]],
      top: [card(TRICKSTER)],
    });
    const s = play(s0, { type: 'draw' }).state;
    let m = model(s, 0);
    expect(m.picker!.target).toBeNull();
    expect(m.picker!.cards).toEqual([]);
    expect(model(s, 0, 2).picker!.target).toBe(2);
    const again = play(s, stealOf(s, 1, TRICKSTER + 1)).state; // another trickster: draw again from seat 1
    m = model(again, 0, 2);
    expect(m.picker!.fixed).toBe(true);
    expect(m.picker!.target).toBe(1);
    expect(m.picker!.opponents.find((o) => o.seat === 2)!.btn.reason).toBe('same-opponent');
    expect(reasonKey('same-opponent')).toBe('why.same-opponent');
    expect(reasonKey('symbotrio/bad-target')).toBe('errors.symbotrio/bad-target');
  });

  it('the keys walk the opponents and the cards round', () => {
    const choices = new Map([
      [1, [0, 1]],
      [3, [0]],
    ]);
    expect(stepTarget(choices, null, 1)).toBe(1);
    expect(stepTarget(choices, null, -1)).toBe(3);
    expect(stepTarget(choices, 1, 1)).toBe(3);
    expect(stepTarget(choices, 3, 1)).toBe(1);
    expect(stepCard(0, 3, -1)).toBe(2);
    expect(stepCard(2, 3, 1)).toBe(0);
    expect(pickerTarget(choices, null)).toBeNull();
    expect(pickerTarget(new Map([[2, [0]]]), null)).toBe(2);
  });
});

describe('over seeded random games', () => {
  it('each button is on exactly when the engine lists it; each off button names the code apply answers; places show only the view’s signs', () => {
    let checked = 0;
    for (let seed = 1; seed <= 8; seed++) {
      let s = unwrap(
        symbotrio.setup({ seed, players: 2 + (seed % 3), options: { easy: seed % 2 === 0, first: 'random' } }),
      );
      let rng = makeRng(seed * 31);
      for (let step = 0; step < 400 && s.phase !== 'over'; step++) {
        for (let seat = 0; seat < s.players; seat++) {
          const v = viewOf(s, seat);
          const legal = legalOf(v, seat);
          const m = controlsModel(v, seat, legal, null);
          for (const p of m.places.flat()) {
            const a: SymbotrioAction = { type: 'flip', row: p.row, col: p.col };
            expect(p.flip.enabled).toBe(flipAt(legal, p.row, p.col) !== null);
            if (!p.flip.enabled) expect(p.flip.reason).toBe(refusal(s, seat, a));
            expect(p.sign).toBe(v.squares.find((q) => q.row === p.row && q.col === p.col)!.sign);
            checked++;
          }
          expect(m.draw.enabled).toBe(legal.some((a) => a.type === 'draw'));
          if (!m.draw.enabled) expect(m.draw.reason).toBe(refusal(s, seat, { type: 'draw' }));
          if (m.stop.shown) expect(refusal(s, seat, { type: 'stop' })).toBeNull();
          if (m.picker) {
            const choices = stealChoices(legal);
            for (const o of m.picker.opponents) {
              expect(o.btn.enabled).toBe(choices.has(o.seat));
              if (o.btn.reason?.includes('/'))
                expect(o.btn.reason).toBe(refusal(s, seat, { type: 'steal', target: o.seat, index: 0 }));
            }
          }
        }
        const legal = symbotrio.legalActions(s, s.turn);
        let i: number;
        [i, rng] = nextInt(rng, 0, legal.length - 1);
        s = unwrap(symbotrio.apply(s, s.turn, legal[i]!)).state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('the store both trees send through', () => {
  it('busy for the view an action went out for (with the flipped square), free again for the next view', () => {
    const st = useSymbotrio.getState();
    st.reset();
    const v1 = {},
      v2 = {};
    st.markSent(v1, { row: 1, col: 2 });
    expect(isBusy(useSymbotrio.getState(), v1)).toBe(true);
    expect(pendingFlip(useSymbotrio.getState(), v1)).toEqual({ row: 1, col: 2 });
    expect(isBusy(useSymbotrio.getState(), v2)).toBe(false);
    expect(pendingFlip(useSymbotrio.getState(), v2)).toBeNull();
    useSymbotrio.getState().clearSent();
    expect(isBusy(useSymbotrio.getState(), v1)).toBe(false);
  });

  it('the pointer is a hand over a square the seat may turn, and not while a flip is on its way or over a square up', () => {
    const s = play(table(), { type: 'flip', row: 0, col: 0 }).state;
    const v = viewOf(s, 0);
    const legal = legalOf(v, 0);
    expect(clickable({ hover: { row: 1, col: 1 }, sentFor: null }, legal, v)).toBe(true);
    expect(clickable({ hover: { row: 0, col: 0 }, sentFor: null }, legal, v)).toBe(false);
    expect(clickable({ hover: null, sentFor: null }, legal, v)).toBe(false);
    expect(clickable({ hover: { row: 1, col: 1 }, sentFor: v }, legal, v)).toBe(false);
    expect(clickable({ hover: { row: 1, col: 1 }, sentFor: null }, legalOf(viewOf(s, 1), 1), viewOf(s, 1))).toBe(false);
  });

  it('choosing an opponent puts the card cursor back on his first card', () => {
    const st = useSymbotrio.getState();
    st.setCursor(3);
    st.setTarget(2);
    expect(useSymbotrio.getState()).toMatchObject({ target: 2, cursor: 0 });
    st.reset();
  });
});
