// What Symbotrio's director camera frames after an event (GameClient.directorShot): the squares face up on the
// board with the card being cracked (a flip), the board when it turns or a try ends, a seat's open card when
// drawn, its won pile when cards are won, the two seats of a theft. Positions come from layout.ts.
import type { SymbotrioView } from '../../../shared/games/symbotrio/game-types.js';
import { shotAround } from '../../scene/director.js';
import { paddedPoints, type P3 } from '../../scene/framing.js';
import type { DirectorShot } from '../../kit/contract.js';
import {
  BOARD_D,
  BOARD_TOP,
  BOARD_W,
  DECK_PLACE,
  SQUARE,
  openCardPosition,
  pilePosition,
  squarePosition,
} from './layout.js';

type AnyEvent = { type: string } & Record<string, unknown>;

/** The whole board (it lies at the table's centre; a quarter turn swaps its width and depth). */
function boardShot(hold?: number): DirectorShot {
  return { center: [0, BOARD_TOP, 0], radius: Math.hypot(BOARD_W, BOARD_D) / 2 + 0.2, ...(hold ? { hold } : {}) };
}

/** The director's shot for one Symbotrio event, or null. */
export function directorShot(event: AnyEvent, view: SymbotrioView): DirectorShot | null {
  const seat = typeof event.seat === 'number' ? event.seat : null;
  switch (event.type) {
    case 'flipped': {
      // The event keeps the square secret from the log; the view shows which squares lie face up now.
      const up = view.squares
        .filter((s) => s.sign !== null)
        .map((s) => squarePosition(s.row, s.col, view.rows, view.cols));
      const card = seat === null ? [] : [openCardPosition(seat)];
      // A flip that ended the try turned the squares back down at once: the board and the card, then.
      if (up.length === 0) return shotAround([[0, BOARD_TOP, 0], ...card], Math.hypot(BOARD_W, BOARD_D) / 2);
      return shotAround([...up, ...card], SQUARE * 0.8);
    }
    case 'boardTurned':
      return boardShot(3);
    case 'tried':
      return boardShot();
    case 'drew':
    case 'reshuffled':
      return seat === null ? null : shotAround([openCardPosition(seat), [DECK_PLACE.x, BOARD_TOP, DECK_PLACE.z]], 1.0);
    case 'won':
      if (seat === null) return null;
      return shotAround([pilePosition(seat, view.seats[seat]?.wonCount ?? 1), openCardPosition(seat)], 1.0);
    case 'stole':
    case 'trickFailed': {
      const target = typeof event.target === 'number' ? event.target : null;
      if (seat === null || target === null) return null;
      return shotAround([openCardPosition(seat), pilePosition(target, view.seats[target]?.wonCount ?? 1)], 1.0);
    }
    default:
      return null;
  }
}

/** The director's wide shot: the board and every seat's open card and won pile. */
export function directorWide(view: SymbotrioView): DirectorShot | null {
  const cards = Array.from({ length: view.players }, (_, seat) => [
    openCardPosition(seat),
    pilePosition(seat, 1),
  ]).flat();
  return shotAround([[0, BOARD_TOP, 0], ...cards], 1.0);
}

/** What the seat and top cameras frame: the board and every seat's cards. */
export function framedPoints(view: SymbotrioView): P3[] {
  const cards = Array.from({ length: view.players }, (_, seat) => [
    openCardPosition(seat),
    pilePosition(seat, 1),
  ]).flat();
  return paddedPoints([[0, BOARD_TOP, 0], ...cards], 0.7, 0.3);
}
