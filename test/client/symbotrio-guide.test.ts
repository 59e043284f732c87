// Symbotrio's guided first game (client/games/symbotrio/guide.ts): what the guide asks at each moment — a square
// to turn (seen there, never seen, or only to learn it), the end of a try, a card to turn up, a trickster's draw —
// what it points at, that it only ever knows what the newcomer saw, and that a newcomer who presses only what it
// points at plays a whole game against the bot to its end.
import { describe, expect, it } from 'vitest';
import { botDecision, mixSeed, unwrap, type Seat } from '../../shared/core/index.js';
import {
  BOTS,
  SIGNS,
  symbotrio,
  thiefAction,
  type Sign,
  type SymbotrioAction,
  type SymbotrioState,
  type SymbotrioView,
} from '../../shared/games/symbotrio/index.js';
import { planGuide, planText, type GuidePlan } from '../../client/games/symbotrio/guide.js';
import { i18n, setLang } from '../../client/i18n/index.js';
import { seeView, seenAsReveals, type Seen } from '../../client/games/symbotrio/guideMemory.js';
import { cellOfLetter, squareLetter } from '../../client/games/symbotrio/keys.js';
import { squarePosition } from '../../client/games/symbotrio/layout.js';
import { NS, en } from '../../client/games/symbotrio/strings.js';
import { it as itWords } from '../../client/games/symbotrio/strings.it.js';
import { lobby } from '../../client/games/symbotrio/lobby.js';
import { engineOptions, guidedSetup, initialValues } from '../../client/games/catalog.js';
import type { GuideTarget } from '../../client/kit/guideStep.js';
import { CODE, LOOT, TRICKSTER, card, crack, flipSign, play, stealOf, table } from '../shared/symbotrio/helpers.js';

const viewOf = (s: SymbotrioState, seat: Seat): SymbotrioView => symbotrio.view(s, { kind: 'seat', seat });
/** Signs seen, by square id (on the helpers' keypad square i holds SIGNS[i]: 0 red, 3 small, 6 triangle…). */
const seenOf = (...pairs: [number, Sign][]): Seen => new Map(pairs);
const plan = (s: SymbotrioState, seat: Seat, seen: Seen = new Map(), chosen: Seat | null = null): GuidePlan | null =>
  planGuide(viewOf(s, seat), seat, symbotrio.legalFromView!(viewOf(s, seat), seat), { chosen, seen }, thiefAction);
const first = (p: GuidePlan | null): GuideTarget | undefined => p?.targets[0];
/** Where the 3D arrow stands: the step's first piece target. */
const arrow = (p: GuidePlan | null): GuideTarget | undefined => p?.targets.find((t) => t.kind === 'piece');
const squareAt = (v: SymbotrioView, id: number) => v.squares[id]!;
/** The piece target over square `id` where it lies now. */
const overSquare = (v: SymbotrioView, id: number): GuideTarget => {
  const q = squareAt(v, id);
  return { kind: 'piece', at: squarePosition(q.row, q.col, v.rows, v.cols), r: 0.6 };
};
/** The square the arrow of `p` stands over, in `v` (undefined: none). */
const underArrow = (v: SymbotrioView, p: GuidePlan | null) =>
  v.squares.find((q) => JSON.stringify(overSquare(v, q.id)) === JSON.stringify(arrow(p)));
/** Card 0 is the small red triangle: squares 0 (red, A), 3 (small, D) and 6 (triangle, G). */
const RED_SMALL_TRIANGLE = card(0);

describe('the Symbotrio guide: cracking a code', () => {
  it('the first try of the game: turn a square (its keypad key, and the arrow over it on the board), and the rule', () => {
    const s = table({ open: [RED_SMALL_TRIANGLE, card(1)] });
    const p = plan(s, 0);
    expect(p).toMatchObject({
      id: 'flip-guess',
      key: 'flipFirst',
      values: { gem: RED_SMALL_TRIANGLE.gem, need: ['red', 'small', 'triangle'] },
    });
    expect(p!.targets.map((t) => t.kind)).toEqual(['control', 'piece']);
    expect(first(p)).toEqual({ kind: 'control', testId: `sy-place-${p!.values.letter}` });
    // The key and the arrow name the same square.
    const v = viewOf(s, 0);
    const q = v.squares.find((x) => squareLetter(x.row, x.col, v.cols) === p!.values.letter)!;
    expect(arrow(p)).toEqual(overSquare(v, q.id));
    expect(q.sign).toBeNull();
  });

  it('every sign his gem needs seen somewhere: turn one of those squares, and the guide says what he saw there', () => {
    const s = table({ open: [RED_SMALL_TRIANGLE, card(1)] });
    const p = plan(s, 0, seenOf([0, 'red'], [3, 'small'], [6, 'triangle'], [8, 'square']));
    expect(p).toMatchObject({ id: 'flip-known', key: 'flipKnown' });
    const at = { A: [0, 'red'], D: [3, 'small'], G: [6, 'triangle'] } as const;
    const [id, sign] = at[p!.values.letter as keyof typeof at];
    expect(p!.values.sign).toBe(sign);
    expect(arrow(p)).toEqual(overSquare(viewOf(s, 0), id));
    expect(first(p)).toEqual({ kind: 'control', testId: `sy-place-${p!.values.letter}` });
  });

  it('only some needed signs seen: a square he has not seen first (it may be one, else he learns it), the known ones kept for last', () => {
    const s = table({ open: [RED_SMALL_TRIANGLE, card(1)] });
    const p = plan(s, 0, seenOf([3, 'small'], [8, 'square']));
    expect(p).toMatchObject({ id: 'flip-guess', key: 'flipGuess' });
    const v = viewOf(s, 0);
    expect([3, 8].map((id) => overSquare(v, id))).not.toContainEqual(arrow(p));
  });

  it('every needed sign seen: the three squares, one after another, then End the try to win the card', () => {
    const seen = seenOf([0, 'red'], [3, 'small'], [6, 'triangle']);
    let s = table({ open: [RED_SMALL_TRIANGLE, card(1)] });
    const letters: string[] = [];
    for (let i = 0; i < 3; i++) {
      const p = plan(s, 0, seeView(seen, viewOf(s, 0)));
      expect(p?.id).toBe('flip-known');
      letters.push(p!.values.letter!);
      const q = underArrow(viewOf(s, 0), p)!;
      s = play(s, { type: 'flip', row: q.row, col: q.col }).state;
    }
    expect(letters.sort()).toEqual(['A', 'D', 'G']);
    expect(plan(s, 0, seen)).toMatchObject({
      id: 'end',
      key: 'endCracked',
      targets: [{ kind: 'control', testId: 'sy-stop' }],
    });
  });

  it('a sign never seen: a square he does not know, never one he knows holds a sign his gem lacks', () => {
    const s = table({ open: [RED_SMALL_TRIANGLE, card(1)] });
    const seen = seenOf([1, 'blue'], [2, 'yellow'], [4, 'medium'], [5, 'large']);
    const p = plan(s, 0, seen);
    expect(p).toMatchObject({ id: 'flip-guess', key: 'flipGuess' });
    const v = viewOf(s, 0);
    const id = underArrow(v, p)!.id;
    expect(seen.has(id)).toBe(false);
  });

  it('a wrong sign up with squares still unseen: this try cannot crack, turn one more only to learn it', () => {
    const s = play(table({ open: [RED_SMALL_TRIANGLE, card(1)] }), flipSign(table(), 'blue')).state;
    const p = plan(s, 0, seenOf([1, 'blue']));
    expect(p).toMatchObject({ id: 'flip-learn', key: 'flipLearn', values: { sign: 'blue' } });
    expect(underArrow(viewOf(s, 0), p)!.id).not.toBe(1); // not the blue splash he has just seen
  });

  it('a wrong sign up and every square known: Stop here (the card stays for the next turn)', () => {
    const all: Seen = new Map(SIGNS.map((sign, id) => [id, sign]));
    const s = play(table({ open: [RED_SMALL_TRIANGLE, card(1)] }), flipSign(table(), 'blue')).state;
    expect(plan(s, 0, all)).toMatchObject({
      id: 'stop',
      key: 'stopFailed',
      values: { sign: 'blue' },
      targets: [{ kind: 'control', testId: 'sy-stop' }],
    });
  });

  it('three squares up that are not the gem: End the try, and remember what showed', () => {
    const base = table({ open: [RED_SMALL_TRIANGLE, card(1)] });
    const s = play(base, flipSign(base, 'red'), flipSign(base, 'small'), flipSign(base, 'circle')).state;
    expect(plan(s, 0, seenOf([0, 'red'], [3, 'small'], [10, 'circle']))).toMatchObject({ id: 'end', key: 'endMissed' });
  });

  it('a code card: the first square of the try says the board has turned, and the arrow follows the square to its new place', () => {
    const s = play(table({ open: [null, card(1)], top: [card(CODE)] }), { type: 'draw' }).state;
    expect(s.boardTurn).toBe(1);
    const p = plan(s, 0);
    expect(p?.note).toBe('noteCode');
    const v = viewOf(s, 0);
    const q = underArrow(v, p)!;
    expect(squareLetter(q.row, q.col, v.cols)).toBe(p!.values.letter); // the letter of its place now (3 columns)
  });
});

describe('the Symbotrio guide: cards and tricksters', () => {
  it('no open card: Turn up a card, pointing at the button and at the deck on the felt', () => {
    const p = plan(table({ open: [null, card(1)] }), 0);
    expect(p).toMatchObject({ id: 'draw', key: 'draw' });
    expect(p!.targets.map((t) => t.kind)).toEqual(['control', 'piece']);
    expect(first(p)).toEqual({ kind: 'control', testId: 'sy-draw' });
  });

  it('a trickster with one opponent to rob: draw one of his face-down cards (the picker shows his pile at once)', () => {
    const s = play(table({ open: [null, card(1)], won: [[], [card(2), card(LOOT)]], top: [card(TRICKSTER)] }), {
      type: 'draw',
    }).state;
    expect(s.phase).toBe('trick');
    const p = plan(s, 0);
    expect(p).toMatchObject({ id: 'trick-card', key: 'trickCard', values: { seat: 1 } });
    expect(first(p)).toMatchObject({ kind: 'control', testId: expect.stringMatching(/^sy-steal-1-[01]$/) });
    expect(p!.targets[1]?.kind).toBe('piece'); // his won pile on the table
  });

  it('a trickster at a table of three: the opponent first, then his card; a second trickster draws again from him', () => {
    // Both opponents have won a gem; Bo's pile also holds an easy loot (won at once if drawn): the better odds.
    const s = play(
      table({
        players: 3,
        open: [null, card(1), card(3)],
        won: [[], [card(2), card(LOOT)], [card(4)]],
        top: [card(TRICKSTER)],
      }),
      { type: 'draw' },
    ).state;
    expect(plan(s, 0)).toMatchObject({ id: 'trick-target', key: 'trickTarget', values: { seat: 1 } });
    expect(first(plan(s, 0))).toEqual({ kind: 'control', testId: 'sy-target-1' });
    expect(plan(s, 0, new Map(), 2)?.id).toBe('trick-target'); // another opponent chosen: the guide still points at Bo
    expect(plan(s, 0, new Map(), 1)?.id).toBe('trick-card');
    expect(first(plan(s, 0, new Map(), 1))).toMatchObject({
      kind: 'control',
      testId: expect.stringMatching(/^sy-steal-1-[01]$/),
    });
    const drew = play(
      table({
        players: 3,
        open: [null, card(1), card(3)],
        won: [[], [card(2), card(TRICKSTER + 1)], []],
        top: [card(TRICKSTER)],
      }),
      { type: 'draw' },
    ).state;
    const twice = play(drew, stealOf(drew, 1, TRICKSTER + 1)).state;
    expect(twice.phase).toBe('trick');
    expect(plan(twice, 0)).toMatchObject({ id: 'trick-card', key: 'trickAgain', values: { seat: 1 } });
  });

  it('a gem drawn by a trickster: crack it to keep it, and the note says what a miss costs', () => {
    const s = play(
      table({ open: [null, card(1)], won: [[], [RED_SMALL_TRIANGLE]], top: [card(TRICKSTER)] }),
      { type: 'draw' },
      { type: 'steal', target: 1, index: 0 },
    ).state;
    expect(plan(s, 0)).toMatchObject({
      id: 'flip-guess',
      note: 'noteStolen',
      values: { gem: RED_SMALL_TRIANGLE.gem, seat: 1 },
    });
  });

  it('the bot on turn: watch — it turns up a card, tries a code (remember its squares), or robs your pile', () => {
    const s = table({ open: [RED_SMALL_TRIANGLE, null] });
    const after = play(s, ...crack(s, RED_SMALL_TRIANGLE), { type: 'stop' }).state;
    expect(after.turn).toBe(1);
    expect(plan(after, 0)).toMatchObject({ id: 'watch', key: 'watchDraw', values: { seat: 1 }, targets: [] });
    const cracking = table({ open: [RED_SMALL_TRIANGLE, card(1)] });
    expect(plan({ ...cracking, turn: 1 }, 0)).toMatchObject({
      id: 'watch',
      key: 'watchCrack',
      values: { seat: 1, gem: card(1).gem },
    });
    const robbing = play(
      {
        ...table({ open: [card(1), null], won: [[RED_SMALL_TRIANGLE], []], top: [card(TRICKSTER)] }),
        turn: 1,
        phase: 'draw',
      },
      { type: 'draw' },
      { type: 'steal', target: 0, index: 0 },
    ).state;
    expect(plan(robbing, 0)).toMatchObject({ id: 'watch', key: 'watchRobbed' });
  });

  it('the game over: nothing to say (the shell says the last word)', () => {
    expect(plan({ ...table(), phase: 'over' }, 0)).toBeNull();
  });
});

describe('the Symbotrio guide: its memory', () => {
  it('remembers only squares it saw face up, by id, wherever the board has turned them', () => {
    const s = table({ open: [RED_SMALL_TRIANGLE, card(1)] });
    const up = play(s, flipSign(s, 'red'), flipSign(s, 'circle')).state;
    const seen = seeView(new Map(), viewOf(up, 1));
    expect([...seen]).toEqual([
      [0, 'red'],
      [10, 'circle'],
    ]);
    expect(seeView(seen, viewOf(s, 0))).toBe(seen); // nothing face up: nothing new, the same map
    expect(seenAsReveals(seen, 4)).toEqual([
      { square: 0, sign: 'red', turnCount: 4 },
      { square: 10, sign: 'circle', turnCount: 4 },
    ]);
  });

  it('the advice reads the view only: two tables alike but for their face-down signs get the same advice', () => {
    const a = table({ open: [RED_SMALL_TRIANGLE, card(1)] });
    const b = { ...a, signs: [...a.signs].reverse() };
    expect(plan(a, 0, seenOf([5, 'large']))).toEqual(plan(b, 0, seenOf([5, 'large'])));
  });
});

/** What pressing the guide's first target does at the table (as the browser would), or a picker choice. */
function press(
  s: SymbotrioState,
  seat: Seat,
  target: GuideTarget,
  pointer?: GuideTarget,
): { action: SymbotrioAction } | { chosen: Seat } {
  const v = viewOf(s, seat);
  if (target.kind === 'piece') {
    const q = v.squares.find((x) => JSON.stringify(overSquare(v, x.id)) === JSON.stringify(target));
    if (!q) throw new Error(`the arrow points at no square: ${target.at.join(',')}`);
    return { action: { type: 'flip', row: q.row, col: q.col } };
  }
  const id = target.testId;
  const place = /^sy-place-([A-L])$/.exec(id);
  if (place) {
    const cell = cellOfLetter(place[1]!, v.rows, v.cols)!;
    // The arrow on the board stands over the same square as the key.
    const under = v.squares.find((q) => JSON.stringify(overSquare(v, q.id)) === JSON.stringify(pointer));
    if (under?.row !== cell.row || under.col !== cell.col)
      throw new Error(`key ${place[1]} and the arrow name different squares`);
    return { action: { type: 'flip', ...cell } };
  }
  if (id === 'sy-draw') return { action: { type: 'draw' } };
  if (id === 'sy-stop') return { action: { type: 'stop' } };
  const chosen = /^sy-target-(\d)$/.exec(id);
  if (chosen) return { chosen: Number(chosen[1]) };
  const steal = /^sy-steal-(\d)-(\d+)$/.exec(id);
  if (steal) return { action: { type: 'steal', target: Number(steal[1]), index: Number(steal[2]) } };
  throw new Error(`no such control: ${id}`);
}

describe('the Symbotrio guide: a whole game', () => {
  it('a newcomer pressing only what the guide points at plays the guided table (the short easy game, him first, one bot) to its end', () => {
    const allIds: string[] = [];
    let wins = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let s = unwrap(symbotrio.setup({ seed, players: 2, options: { easy: true, short: true, first: 0 } }));
      let seen: Seen = new Map();
      let chosen: Seat | null = null;
      const ids = new Set<string>();
      let presses = 0;
      for (let n = 0; s.phase !== 'over'; n++) {
        if (n > 3000) throw new Error('the game did not end');
        seen = seeView(seen, viewOf(s, 0));
        const p = plan(s, 0, seen, chosen);
        expect(p, `a step at every moment (${s.phase})`).not.toBeNull();
        ids.add(p!.id);
        if (s.turn !== 0) {
          expect(p!.targets).toEqual([]);
          s = unwrap(symbotrio.apply(s, s.turn, botDecision(symbotrio, BOTS[0]!, s, s.turn, mixSeed(seed, n)))).state;
          chosen = null;
          continue;
        }
        presses++;
        const done = press(s, 0, p!.targets[0]!, arrow(p));
        if ('chosen' in done) chosen = done.chosen;
        else s = unwrap(symbotrio.apply(s, 0, done.action)).state;
      }
      expect(
        planGuide(viewOf(s, 0), 0, symbotrio.legalFromView!(viewOf(s, 0), 0), { chosen: null, seen }, thiefAction),
      ).toBeNull();
      expect(s.result!.scores.reduce((a, b) => a + b, 0)).toBe(12); // every card won
      for (const id of ['flip-guess', 'end', 'watch']) expect(ids).toContain(id);
      expect(presses).toBeLessThan(80); // a short game: the browser test follows every press
      allIds.push(...ids);
      wins += s.result!.winners.includes(0) ? 1 : 0;
    }
    // Over several games every step kind comes up, and what he saw, remembered, wins most of them.
    for (const id of ['flip-known', 'flip-learn', 'draw', 'trick-card']) expect(allIds).toContain(id);
    expect(wins).toBeGreaterThanOrEqual(4);
  });
});

describe('the Symbotrio guide: its table', () => {
  it('the guided table: the newcomer first, one bot, the short game without code cards', () => {
    const { seats, values } = guidedSetup(lobby.entry);
    expect(seats).toEqual(['human', 'bot']);
    expect(engineOptions(lobby.entry, values, seats.length)).toEqual({ easy: true, short: true, first: 0 });
    // A table made without it keeps the options it always had.
    expect(engineOptions(lobby.entry, initialValues(lobby.entry), 2)).toEqual({ easy: false, first: 'random' });
  });
});

describe('the Symbotrio guide: its words', () => {
  it('English and Italian say every step, with the same keys and the same placeholders', () => {
    const { sign: enSigns, ...enSteps } = en.guide;
    const { sign: itSigns, ...itSteps } = itWords.guide;
    expect(Object.keys(itSteps).sort()).toEqual(Object.keys(enSteps).sort());
    const holes = (t: string) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(itSteps)) {
      expect(text, key).not.toBe('');
      expect(holes(text), key).toEqual(holes(enSteps[key as keyof typeof enSteps]));
    }
    // Every sign named in both (a cut says so: "the square cut" is no square of the keypad).
    expect(Object.keys(enSigns).sort()).toEqual([...SIGNS].sort());
    expect(Object.keys(itSigns).sort()).toEqual([...SIGNS].sort());
    expect(enSigns.square).toMatch(/cut/);
  });

  it('a step in words: the square, the sign he saw there and his gem, in English and Italian', async () => {
    const plan: GuidePlan = {
      id: 'flip-known',
      key: 'flipKnown',
      values: { letter: 'F', sign: 'square', gem: card(0).gem, need: ['red', 'square'] },
      targets: [],
    };
    setLang('en');
    expect(planText(i18n.getFixedT('en', NS), plan, ['Ada', 'Bot'])).toBe(
      'Turn square F: you saw the square cut there, and your gem needs it. Memory cracks the safe.',
    );
    await setLang('it'); // Italian's words load when first wanted
    expect(planText(i18n.getFixedT('it', NS), plan, ['Ada', 'Bot'])).toBe(
      'Gira il tassello F: lì hai visto il taglio quadrato, e serve alla tua gemma. La memoria apre la cassaforte.',
    );
    const guess: GuidePlan = {
      id: 'flip-guess',
      key: 'flipGuess',
      values: { letter: 'B', gem: card(0).gem, need: ['red', 'small', 'triangle'] },
      targets: [],
    };
    expect(planText(i18n.getFixedT('en', NS), guess, [])).toBe(
      'Turn square B, one you haven’t seen: your gem still needs the red splash, the short arrow and the triangle cut. If it’s not one, remember it.',
    );
    // A sentence opening on a sign starts with a capital; a trickster's note names the robbed player.
    const learn: GuidePlan = { id: 'flip-learn', key: 'flipLearn', values: { letter: 'C', sign: 'blue' }, targets: [] };
    expect(planText(i18n.getFixedT('en', NS), learn, [])).toMatch(/^The blue splash isn’t in your gem/);
    const stolen: GuidePlan = {
      id: 'flip-guess',
      key: 'flipGuess',
      note: 'noteStolen',
      values: { letter: 'A', gem: card(0).gem, need: ['red'], seat: 1 },
      targets: [],
    };
    expect(planText(i18n.getFixedT('en', NS), stolen, ['Ada', 'Bo'])).toMatch(/miss, and Bo gets both\.$/);
    setLang('en');
  });
});
