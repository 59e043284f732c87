// 'symbotrio/hard', '…/medium', '…/easy': thieves who differ only by memory (bot-memory.ts). To crack, a thief
// turns a square he remembers holding a sign his gem still needs, else a square whose sign he does not know (a
// known wrong sign is never turned), and ends the try as soon as a wrong sign shows or three are up. As a
// trickster he draws from the opponent with the biggest pile (the most to gain, the likeliest gem), a card
// picked at random. Without the reveals list (the plain Bot contract) he plays as a thief who just sat down.
import { makeRng, mixSeed, nextInt, type Bot, type Seat } from '../../core/index.js';
import { gemSigns } from './board.js';
import type { Reveal, SymbotrioAction, SymbotrioView } from './game-types.js';
import { legalFromView } from './legal.js';
import { remembered, type MemoryLevel } from './bot-memory.js';

/** A bot that can also be handed what its seat saw (see bot-memory.ts). */
export interface SymbotrioBot extends Bot<SymbotrioView, SymbotrioAction> {
  /** Decides with the public reveals as memory input. */
  decideWith(view: SymbotrioView, seat: Seat, seed: number, reveals: readonly Reveal[]): SymbotrioAction;
}

/** One of `list`, repeatable from the seed. */
function pick<T>(list: readonly T[], seed: number): T {
  return list[nextInt(makeRng(seed), 0, list.length - 1)[0]]!;
}

/** The thief's choice at `level` (see the file comment). */
export function thiefAction(view: SymbotrioView, seat: Seat, seed: number, reveals: readonly Reveal[], level: MemoryLevel): SymbotrioAction {
  const s = mixSeed(seed, seat, view.turnCount, view.tried.length);
  if (view.phase === 'draw') return { type: 'draw' };
  if (view.phase === 'trick') {
    const legal = legalFromView(view, seat).filter((a) => a.type === 'steal');
    const most = Math.max(...legal.map((a) => (a.type === 'steal' ? view.seats[a.target]!.wonCount : 0)));
    return pick(legal.filter((a) => a.type === 'steal' && view.seats[a.target]!.wonCount === most), s);
  }
  const gem = view.cracking?.gem;
  if (!gem || view.failed || view.tried.length >= 3) return { type: 'stop' };
  const need = gemSigns(gem).filter((g) => !view.tried.includes(g));
  const memory = remembered(view, seat, reveals, level);
  const down = view.squares.filter((q) => q.sign === null);
  const sure = down.filter((q) => need.includes(memory.get(q.id)!));
  const unknown = down.filter((q) => !memory.has(q.id));
  const choice = sure[0] ?? (unknown.length > 0 ? pick(unknown, s) : null);
  return choice ? { type: 'flip', row: choice.row, col: choice.col } : { type: 'stop' };
}

/** A thief bot with the given memory. */
export function thief(level: MemoryLevel): SymbotrioBot {
  return {
    id: `symbotrio/${level}`,
    decide: (view, seat, seed) => thiefAction(view, seat, seed, [], level),
    decideWith: (view, seat, seed, reveals) => thiefAction(view, seat, seed, reveals, level),
  };
}
