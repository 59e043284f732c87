// 'symbotrio/hard', '…/medium', '…/easy': thieves who differ by memory (bot-memory.ts). To crack, a thief turns
// first a square whose sign he does not know (a known wrong sign is never turned; an unknown one may still be
// what he needs, and if not it teaches him the board), then the squares he remembers holding the signs his gem
// still needs. Once a wrong sign shows the try has failed: the easy thief stops; the others, who will remember
// it, spend the flips left on squares they do not know yet. As a trickster he robs where the odds pay best: a
// pile's cards other than gems are won at once, its gems only if he can crack them, which his memory tells him
// (how many of the colours, sizes and cuts he knows the place of); among equal odds, the biggest pile. The place is
// picked at random: the pile is shuffled as he draws, so no place is better than another, and he knows only
// what his view shows (its count and gem count), as a person in his chair. Without memory (a bot that just sat down) he plays as well as the squares up
// now let him.
import { makeRng, mixSeed, nextInt, type Bot, type Seat } from '../../core/index.js';
import { gemSigns } from './board.js';
import {
  COLOURS,
  CUTS,
  SIZES,
  type Sign,
  type SquareView,
  type SymbotrioAction,
  type SymbotrioView,
} from './game-types.js';
import { legalFromView } from './legal.js';
import { remembered, type MemoryLevel, type SymbotrioMemory } from './bot-memory.js';

/** A Symbotrio bot: decides from its seat's view and the seat's memory (the engine's botMemory). */
export type SymbotrioBot = Bot<SymbotrioView, SymbotrioAction, SymbotrioMemory>;

/** One of `list`, repeatable from the seed. */
function pick<T>(list: readonly T[], seed: number): T {
  return list[nextInt(makeRng(seed), 0, list.length - 1)[0]]!;
}

/** The flip of a square where it sits now. */
const flipOf = (q: SquareView): SymbotrioAction => ({ type: 'flip', row: q.row, col: q.col });

/** The chance of cracking a gem not known yet: the share of colours, sizes and cuts whose square he remembers. */
export function crackChance(memory: ReadonlyMap<number, Sign>): number {
  const known = new Set(memory.values());
  const share = (signs: readonly Sign[]) => signs.filter((g) => known.has(g)).length / signs.length;
  return share(COLOURS) * share(SIZES) * share(CUTS);
}

/** The thief's choice at `level` (see the file comment). */
export function thiefAction(
  view: SymbotrioView,
  seat: Seat,
  seed: number,
  reveals: SymbotrioMemory,
  level: MemoryLevel,
): SymbotrioAction {
  const s = mixSeed(seed, seat, view.turnCount, view.tried.length);
  if (view.phase === 'draw') return { type: 'draw' };
  if (view.phase === 'trick') {
    const legal = legalFromView(view, seat).filter((a) => a.type === 'steal');
    const crack = crackChance(remembered(view, seat, reveals, level));
    const odds = (a: SymbotrioAction) => {
      const p = a.type === 'steal' ? view.seats[a.target]! : null;
      // The chance of winning the draw, then the pile's size to break ties (in thousandths of a card).
      return p ? (p.wonCount - p.gemsWon * (1 - crack)) / Math.max(1, p.wonCount) + p.wonCount / 1e6 : 0;
    };
    const best = Math.max(...legal.map(odds));
    return pick(
      legal.filter((a) => odds(a) === best),
      s,
    );
  }
  const gem = view.cracking?.gem;
  if (!gem || view.tried.length >= 3) return { type: 'stop' };
  const memory = remembered(view, seat, reveals, level);
  const down = view.squares.filter((q) => q.sign === null);
  const unknown = down.filter((q) => !memory.has(q.id));
  if (view.failed) return level !== 'easy' && unknown.length > 0 ? flipOf(pick(unknown, s)) : { type: 'stop' };
  const need = gemSigns(gem).filter((g) => !view.tried.includes(g));
  const sure = down.filter((q) => need.includes(memory.get(q.id)!));
  // Every needed sign known: turn them. Else an unknown square first (it may be one; if not, it is learnt).
  if (sure.length === need.length) return flipOf(sure[0]!);
  return unknown.length > 0 ? flipOf(pick(unknown, s)) : sure[0] ? flipOf(sure[0]) : { type: 'stop' };
}

/** A thief bot with the given memory. */
export function thief(level: MemoryLevel): SymbotrioBot {
  return {
    id: `symbotrio/${level}`,
    decide: (view, seat, seed, memory) => thiefAction(view, seat, seed, memory ?? [], level),
  };
}
