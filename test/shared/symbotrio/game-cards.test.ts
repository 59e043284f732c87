// Named cases for every card kind, every trickster outcome, the board's turn, the easy variant and the end.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../shared/core/index.js';
import { fullDeck, squareAt, symbotrio } from '../../../shared/games/symbotrio/index.js';
import { CODE, LOOT, PRISONER, TRICKSTER, allCards, card, crack, flipSign, play, stealOf, table } from './helpers.js';

const seatView = (s: Parameters<typeof symbotrio.view>[0], seat: number) => symbotrio.view(s, { kind: 'seat', seat });

describe('Symbotrio cards', () => {
  it('a gem card cracked with exactly its colour, size and cut goes to the won pile; next turn he turns up a new card', () => {
    const s0 = table({ open: [card(0), card(1)] });
    const { state, events } = play(s0, ...crack(s0, card(0)), { type: 'stop' });
    expect(state.won[0]!.map((c) => c.id)).toEqual([0]);
    expect(state.open[0]).toBeNull();
    expect(events).toContainEqual({
      type: 'tried',
      seat: 0,
      signs: ['red', 'small', 'triangle'],
      cracked: true,
      stopped: false,
    });
    expect(state.turn).toBe(1);
    const back = play(state, { type: 'stop' }).state;
    expect(back.turn).toBe(0);
    expect(back.phase).toBe('draw');
  });

  it('a wrong first square tells the player the try has failed; he stops and the card stays open', () => {
    const s0 = table({ open: [card(0), card(1)] });
    const { state } = play(s0, flipSign(s0, 'blue'));
    expect(seatView(state, 0).failed).toBe(true);
    expect(seatView(state, 1).tried).toEqual(['blue']);
    const after = play(state, { type: 'stop' });
    expect(after.events).toContainEqual({ type: 'tried', seat: 0, signs: ['blue'], cracked: false, stopped: true });
    expect(after.state.open[0]!.id).toBe(0);
    expect(after.state.won[0]).toEqual([]);
    expect(after.state.turn).toBe(1);
    expect(seatView(after.state, 0).squares.every((q) => q.sign === null)).toBe(true);
  });

  it('a code card turns the board 90° clockwise once, so a different square sits at each place, and is cracked there', () => {
    const s0 = table({ open: [null, card(1)], top: [card(CODE)] });
    const { state, events } = play(s0, { type: 'draw' });
    expect(events).toContainEqual({ type: 'boardTurned', boardTurn: 1 });
    const v = seatView(state, 1);
    expect([v.rows, v.cols, v.boardTurn]).toEqual([4, 3, 1]);
    expect(squareAt(1, 0, 0)).not.toBe(squareAt(0, 0, 0));
    // The square in the top-left corner is now the unturned bottom-left one (id 8).
    expect(v.squares.find((q) => q.row === 0 && q.col === 0)!.id).toBe(8);
    const flipped = play(state, { type: 'flip', row: 0, col: 0 }).state;
    expect(seatView(flipped, 1).tried).toEqual([state.signs[8]]);
    const won = play(state, ...crack(state, card(CODE)), { type: 'stop' }).state;
    expect(won.won[0]!.map((c) => c.id)).toEqual([CODE]);
    expect(won.boardTurn).toBe(1);
  });

  it('a prisoner ends the turn at once (his lost turn) and goes to his won pile', () => {
    const s0 = table({ open: [null, card(1)], top: [card(PRISONER)] });
    const { state, events } = play(s0, { type: 'draw' });
    expect(events).toContainEqual({ type: 'prisoner', seat: 0 });
    expect(state.turn).toBe(1);
    expect(state.won[0]!.map((c) => c.id)).toEqual([PRISONER]);
    expect(state.open[0]).toBeNull();
  });

  it('easy loot is won at once and the turn ends', () => {
    const s0 = table({ open: [null, card(1)], top: [card(LOOT)] });
    const { state } = play(s0, { type: 'draw' });
    expect(state.won[0]!.map((c) => c.id)).toEqual([LOOT]);
    expect(state.turn).toBe(1);
  });

  it('a trickster with nobody holding a gem card goes back into the deck and he turns up another card', () => {
    const s0 = table({ open: [null, card(1)], top: [card(TRICKSTER), card(2)] });
    const { state, events } = play(s0, { type: 'draw' });
    expect(events.map((e) => e.type)).toEqual(['drew', 'reshuffled', 'drew']);
    expect(state.open[0]!.id).toBe(2);
    expect(state.deck.some((c) => c.id === TRICKSTER)).toBe(true);
    expect(allCards(state)).toEqual(allCards(s0));
  });

  describe('a trickster drawing from an opponent', () => {
    const robbed = (drawn: number[]) =>
      table({ open: [null, card(1)], won: [[], [card(5), ...drawn.map(card)]], top: [card(TRICKSTER)] });

    it('may not pick himself nor an opponent without a gem card', () => {
      const s = play(
        table({ open: [null, null], won: [[card(5)], [card(LOOT)]], top: [card(TRICKSTER + 1)], players: 2 }),
        { type: 'draw' },
      );
      // Seat 0 owns the only gem card: the trickster goes back; nobody is robbed.
      expect(s.events.map((e) => e.type)).toContain('reshuffled');
      const t = play(robbed([]), { type: 'draw' }).state;
      expect(symbotrio.apply(t, 0, { type: 'steal', target: 0, index: 0 })).toMatchObject({
        ok: false,
        error: { code: 'symbotrio/bad-target' },
      });
      expect(symbotrio.apply(t, 0, { type: 'steal', target: 1, index: 3 })).toMatchObject({
        ok: false,
        error: { code: 'symbotrio/bad-index' },
      });
    });

    it('draws a gem card shown to everyone; cracked, he wins it and the trickster', () => {
      const t = play(robbed([]), { type: 'draw' }).state;
      const drawn = play(t, { type: 'steal', target: 1, index: 0 });
      expect(drawn.events).toContainEqual({ type: 'stole', seat: 0, target: 1, index: 0, card: card(5) });
      expect(symbotrio.view(drawn.state, { kind: 'spectator' }).cracking).toEqual(card(5));
      const { state } = play(drawn.state, ...crack(drawn.state, card(5)), { type: 'stop' });
      expect(state.won[0]!.map((c) => c.id).sort()).toEqual([5, TRICKSTER]);
      expect(state.won[1]).toEqual([]);
    });

    it('not cracked, the gem stays with the opponent, who also gets the trickster', () => {
      const t = play(play(robbed([]), { type: 'draw' }).state, { type: 'steal', target: 1, index: 0 }).state;
      const { state, events } = play(t, { type: 'stop' });
      expect(events).toContainEqual({ type: 'trickFailed', seat: 0, target: 1, cards: [card(5), card(TRICKSTER)] });
      expect(state.won[1]!.map((c) => c.id).sort()).toEqual([5, TRICKSTER]);
      expect(state.open[0]).toBeNull();
    });

    it('a drawn code card turns the board first', () => {
      const s0 = table({ open: [null, card(1)], won: [[], [card(CODE)]], top: [card(TRICKSTER)] });
      const { state, events } = play(s0, { type: 'draw' }, { type: 'steal', target: 1, index: 0 });
      expect(events).toContainEqual({ type: 'boardTurned', boardTurn: 1 });
      expect(state.phase).toBe('crack');
    });

    it('drawn easy loot: he wins both at once', () => {
      const t = play(robbed([LOOT]), { type: 'draw' }).state;
      const { state } = play(t, stealOf(t, 1, LOOT));
      expect(state.won[0]!.map((c) => c.id).sort()).toEqual([LOOT, TRICKSTER]);
      expect(state.turn).toBe(1);
    });

    it('a drawn prisoner counts as an ordinary won card: won at once with the trickster', () => {
      const t = play(robbed([PRISONER]), { type: 'draw' }).state;
      const { state } = play(t, stealOf(t, 1, PRISONER));
      expect(state.won[0]!.map((c) => c.id).sort()).toEqual([PRISONER, TRICKSTER]);
    });

    it('another trickster: he draws again from the same opponent and can win both tricksters with that draw', () => {
      const s0 = table({
        open: [null, card(1)],
        won: [[card(9)], [card(5), card(TRICKSTER + 1)]],
        top: [card(TRICKSTER)],
        players: 2,
      });
      const drew = play(s0, { type: 'draw' }).state;
      const t = play(drew, stealOf(drew, 1, TRICKSTER + 1)).state;
      expect(t.phase).toBe('trick');
      expect(t.trick!.target).toBe(1);
      expect(symbotrio.legalActions(t, 0)).toEqual([{ type: 'steal', target: 1, index: 0 }]);
      const { state } = play(t, { type: 'steal', target: 1, index: 0 }, ...crack(t, card(5)), { type: 'stop' });
      expect(state.won[0]!.map((c) => c.id).sort((a, b) => a - b)).toEqual([5, 9, TRICKSTER, TRICKSTER + 1]);
    });
  });

  it('the easy variant has no code cards', () => {
    expect(fullDeck(true).some((c) => c.kind === 'code')).toBe(false);
    expect(fullDeck(true)).toHaveLength(66);
    expect(fullDeck(false)).toHaveLength(76);
    const s = unwrap(symbotrio.setup({ seed: 3, players: 4, options: { easy: true, first: 'random' } }));
    expect([...s.deck, ...s.open].some((c) => c?.kind === 'code')).toBe(false);
  });

  it('the creator picks the first seat, or it is drawn', () => {
    expect(unwrap(symbotrio.setup({ seed: 1, players: 4, options: { easy: false, first: 3 } })).turn).toBe(3);
    const firsts = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        (seed) => unwrap(symbotrio.setup({ seed, players: 4, options: { easy: false, first: 'random' } })).turn,
      ),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('the game ends once every card is won: most cards wins, equal counts share the win', () => {
    const s0 = { ...table({ open: [card(0), null], won: [[], [card(3)]] }), deck: [] };
    const { state, events } = play(s0, ...crack(s0, card(0)), { type: 'stop' });
    expect(state.phase).toBe('over');
    expect(events.at(-1)).toEqual({ type: 'finished', result: { scores: [1, 1], winners: [0, 1] } });
    expect(symbotrio.outcome(state)).toEqual({ scores: [1, 1], winners: [0, 1], draw: true });
    const s1 = { ...table({ open: [card(0), null], won: [[card(4)], [card(3)]] }), deck: [] };
    expect(symbotrio.outcome(play(s1, ...crack(s1, card(0)), { type: 'stop' }).state)).toEqual({
      scores: [2, 1],
      winners: [0],
      draw: false,
    });
  });

  it('a seat with no open card and an empty deck is skipped', () => {
    const s0 = { ...table({ open: [card(0), null, card(2)], won: [[], [], []], players: 3 }), deck: [] };
    const { state, events } = play(s0, { type: 'stop' });
    expect(events).toContainEqual({ type: 'skipped', seat: 1 });
    expect(state.turn).toBe(2);
  });
});
