// Tables built for the named cases: a known keypad (square i holds SIGNS[i] on the unturned board), chosen open
// cards and won piles, and chosen cards on top of the deck; every other card below, so cards stay conserved.
import { unwrap } from '../../../shared/core/index.js';
import {
  SIGNS,
  cellOf,
  fullDeck,
  symbotrio,
  type Card,
  type Sign,
  type SymbotrioAction,
  type SymbotrioEvent,
  type SymbotrioState,
} from '../../../shared/games/symbotrio/index.js';

const DECK = fullDeck(false);
/** The card with this id (0–53 gems: red small triangle is 0; 54–63 code; 64–67 prisoner; 68–71 loot; 72–75 trickster). */
export const card = (id: number): Card => DECK[id]!;
/** Ids of the first card of each kind. */
export const CODE = 54,
  PRISONER = 64,
  LOOT = 68,
  TRICKSTER = 72;

/** A 2-player table (seat 0 on turn, cracking unless it has no open card). */
export function table(
  o: { open?: (Card | null)[]; won?: Card[][]; top?: Card[]; players?: number; easy?: boolean } = {},
): SymbotrioState {
  const players = o.players ?? 2;
  const s = unwrap(symbotrio.setup({ seed: 7, players, options: { easy: o.easy ?? false, first: 0 } }));
  const open = o.open ?? s.open;
  const won = o.won ?? s.open.map(() => []);
  const top = o.top ?? [];
  const used = new Set([...open, ...won.flat(), ...top].flatMap((c) => (c ? [c.id] : [])));
  const rest = fullDeck(o.easy ?? false).filter((c) => !used.has(c.id));
  return { ...s, signs: [...SIGNS], open, won, deck: [...top, ...rest], phase: open[0] ? 'crack' : 'draw' };
}

/** Applies actions in order for the seat on turn, failing the test on a refusal. */
export function play(
  s: SymbotrioState,
  ...actions: SymbotrioAction[]
): { state: SymbotrioState; events: SymbotrioEvent[] } {
  let state = s;
  const events: SymbotrioEvent[] = [];
  for (const a of actions) {
    const r = unwrap(symbotrio.apply(state, state.turn, a));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/**
 * The steal that draws card `id` out of `target`'s pile on `s`: the pile is shuffled from the state's generator
 * at the draw, so the place that yields a given card is found by trying each (for named cases about what a
 * drawn card does; the tests of the blind pick itself are in blind-pick.test.ts).
 */
export function stealOf(s: SymbotrioState, target: number, id: number): SymbotrioAction {
  for (let index = 0; index < s.won[target]!.length; index++) {
    const r = symbotrio.apply(s, s.turn, { type: 'steal', target, index });
    if (r.ok && r.value.events.some((e) => e.type === 'stole' && e.card.id === id))
      return { type: 'steal', target, index };
  }
  throw new Error(`no place of seat ${target}'s pile draws card ${id}`);
}

/** The flip of the square holding `sign`, where it sits now. */
export function flipSign(s: SymbotrioState, sign: Sign): SymbotrioAction {
  const { row, col } = cellOf(s.signs.indexOf(sign), s.boardTurn);
  return { type: 'flip', row, col };
}

/** The flips that crack `c` on `s`. */
export const crack = (s: SymbotrioState, c: Card): SymbotrioAction[] =>
  [c.gem!.colour, c.gem!.size, c.gem!.cut].map((g) => flipSign(s, g));

/** Every card of a state, as ids, sorted (conservation). */
export function allCards(s: SymbotrioState): number[] {
  const ids = [
    ...s.deck,
    ...s.open.flatMap((c) => (c ? [c] : [])),
    ...s.won.flat(),
    ...(s.trick ? [...s.trick.tricksters, ...(s.trick.drawn ? [s.trick.drawn] : [])] : []),
  ].map((c) => c.id);
  return ids.sort((a, b) => a - b);
}
