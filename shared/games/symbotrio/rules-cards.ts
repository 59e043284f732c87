// Turning up a card and the trickster's draw (rules/symbotrio.md, "A turn", "Trickster"): what each of the five
// card kinds does when it comes up from the deck or out of an opponent's won pile. A trickster's draw is blind:
// the pile is shuffled from the game's generator as he draws, so no memory of what went in tells what comes out
// (at a table stored before issue 26, without blindDraw, the named place of the pile as it lies, as it was played).
import { nextInt, ok, shuffle, type Seat } from '../../core/index.js';
import { hasGem } from './board.js';
import { refuse } from './errors.js';
import type { Card, SymbotrioEvent, SymbotrioState } from './game-types.js';
import { endTurn, gemsWon, setAt, winCards, type Applied } from './rules-common.js';

/** Whether some opponent of `seat` has won a gem card (a trickster has someone to rob). */
const someoneToRob = (s: SymbotrioState, seat: Seat): boolean => s.won.some((_, o) => o !== seat && gemsWon(s, o) > 0);

/** A code card turns the whole board a quarter turn clockwise, once, as it comes up. */
function turnBoardFor(s: SymbotrioState, card: Card, events: SymbotrioEvent[]): SymbotrioState {
  if (card.kind !== 'code') return s;
  const boardTurn = (s.boardTurn + 1) % 4;
  events.push({ type: 'boardTurned', boardTurn });
  return { ...s, boardTurn };
}

/** `draw`: the seat without an open card turns up the top card and resolves it. */
export function draw(state: SymbotrioState, seat: Seat): Applied {
  const events: SymbotrioEvent[] = [];
  let s = state;
  // A trickster with nobody to rob goes back into the deck, reshuffled, and he turns up another card; with
  // only tricksters left in the deck [interpretation] he keeps it, won at once (else the game could not end).
  for (;;) {
    const card = s.deck[0]!;
    s = { ...s, deck: s.deck.slice(1) };
    events.push({ type: 'drew', seat, card });
    if (card.kind !== 'trickster' || someoneToRob(s, seat)) return resolveDrawn(s, seat, card, events);
    if (s.deck.every((c) => c.kind === 'trickster')) {
      events.push({ type: 'won', seat, cards: [card], from: null });
      return endTurn(winCards(s, seat, [card]), events);
    }
    s = insertAt(s, card);
    events.push({ type: 'reshuffled', seat, card });
  }
}

/** Puts `card` back into the deck at a random place (the same as shuffling it in: the rest stays secret). */
function insertAt(s: SymbotrioState, card: Card): SymbotrioState {
  const [at, rng] = nextInt(s.rng, 0, s.deck.length);
  return { ...s, rng, deck: [...s.deck.slice(0, at), card, ...s.deck.slice(at)] };
}

/** What a card turned up from the deck does. */
function resolveDrawn(state: SymbotrioState, seat: Seat, card: Card, events: SymbotrioEvent[]): Applied {
  switch (card.kind) {
    case 'gem':
    case 'code': {
      const s = turnBoardFor(state, card, events);
      return ok({ state: { ...s, open: setAt(s.open, seat, card), phase: 'crack' }, events });
    }
    case 'prisoner':
      // Caught: the turn ends at once; [interpretation] the card goes to his won pile.
      events.push({ type: 'prisoner', seat });
      return endTurn(winCards(state, seat, [card]), events);
    case 'loot':
      events.push({ type: 'won', seat, cards: [card], from: null });
      return endTurn(winCards(state, seat, [card]), events);
    case 'trickster':
      return ok({
        state: { ...state, phase: 'trick', trick: { target: null, tricksters: [card], drawn: null } },
        events,
      });
  }
}

/**
 * Draws the card at place `index` of `target`'s won pile, blind ([interpretation]): the pile is shuffled from the
 * game's generator at this moment and the card at that place of the shuffled pile comes out; the rest stays
 * face down in its shuffled order. Whatever anyone remembers of the pile (what went in, when, where) and
 * whichever place the trickster names, every card of the pile is equally likely.
 */
function drawBlind(state: SymbotrioState, target: Seat, index: number): [Card, SymbotrioState] {
  const [shuffled, rng] = shuffle(state.rng, state.won[target]!);
  const card = shuffled[index]!;
  return [
    card,
    { ...state, rng, won: setAt(state.won, target, [...shuffled.slice(0, index), ...shuffled.slice(index + 1)]) },
  ];
}

/** The first rule's draw, for a table stored before issue 26: the card at place `index` of the pile as it lies. */
function drawAt(state: SymbotrioState, target: Seat, index: number): [Card, SymbotrioState] {
  const pile = state.won[target]!;
  return [
    pile[index]!,
    { ...state, won: setAt(state.won, target, [...pile.slice(0, index), ...pile.slice(index + 1)]) },
  ];
}

/**
 * `steal`: the trickster draws one of `target`'s face-down won cards, unseen, and resolves it. `index` names a
 * place (0 … count − 1) in the pile as it is shuffled at the draw (drawBlind), so it picks a card without telling
 * which: the one thing it can choose is a place, as a hand hovering over a spread of backs. (A table stored before
 * issue 26 draws the place as the pile lies: drawAt.)
 */
export function steal(state: SymbotrioState, seat: Seat, target: Seat, index: number): Applied {
  const trick = state.trick!;
  if (
    trick.target !== null
      ? target !== trick.target
      : target === seat || target < 0 || target >= state.players || gemsWon(state, target) === 0
  ) {
    return refuse('badTarget');
  }
  if (index < 0 || index >= state.won[target]!.length) return refuse('badIndex');
  const [card, after] = state.blindDraw === true ? drawBlind(state, target, index) : drawAt(state, target, index);
  let s = after;
  const events: SymbotrioEvent[] = [{ type: 'stole', seat, target, index, card }];
  if (hasGem(card)) {
    s = turnBoardFor(s, card, events);
    return ok({
      state: { ...s, phase: 'crack', trick: { target, tricksters: trick.tricksters, drawn: card } },
      events,
    });
  }
  if (card.kind === 'trickster') {
    const tricksters = [...trick.tricksters, card];
    // Another trickster: he draws again from the same opponent; [interpretation] from an empty pile he wins them at once.
    if (s.won[target]!.length > 0)
      return ok({ state: { ...s, phase: 'trick', trick: { target, tricksters, drawn: null } }, events });
    events.push({ type: 'won', seat, cards: tricksters, from: target });
    return endTurn(winCards(s, seat, tricksters), events);
  }
  // Easy loot, or a prisoner ([interpretation] no code to crack): won at once with the trickster(s).
  const cards = [card, ...trick.tricksters];
  events.push({ type: 'won', seat, cards, from: target });
  return endTurn(winCards(s, seat, cards), events);
}
