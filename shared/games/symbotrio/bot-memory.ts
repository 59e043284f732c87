// The bots' memory model. Design: a bot is stateless (`decide(view, seat, seed, memory?)`), and no view may pair
// a face-down square with its sign (issue 10), so a bot cannot remember from its views. But every square turned
// up was seen by every seat ("everyone seeing each"), so what a seat saw is a deterministic function of the public
// history: the state's `reveals` (square id, sign, turn), never sent to a client. The engine's `botMemory` hands
// a bot seat that list (the platform's generic hook, shared/core/engine.ts: it holds only what every seat saw, so a
// bot learns nothing a person in its chair did not see), and the memory model forgets from it: each sighting is kept after `age` turns with
// probability keep^age, drawn from a uniform fixed per (seat, square, turn), so a forgotten sighting stays
// forgotten and one decision sees the same memory as the next. Squares keep their ids when the board turns, so
// a bot that remembers a square also knows where it sits now (it knows the board's turns).
import { mixSeed, type Seat } from '../../core/index.js';
import type { Reveal, Sign, SymbotrioState, SymbotrioView } from './game-types.js';

/** Memory levels: the chance a sighting survives one more turn. */
export const KEEP_PER_TURN = { easy: 0.55, medium: 0.85, hard: 1 } as const;
/** One memory level. */
export type MemoryLevel = keyof typeof KEEP_PER_TURN;

/** A bot seat's memory input: every square turned up so far, as every seat saw it. */
export type SymbotrioMemory = readonly Reveal[];

/** The engine's `botMemory`: what every seat saw turned up so far (the host passes it to a bot seat; never to a client). */
export const botMemory = (state: Pick<SymbotrioState, 'reveals'>, _seat?: Seat): SymbotrioMemory => state.reveals;

/** The signs a bot at `level` still remembers, by square id, plus the squares face up in its view now. */
export function remembered(
  view: SymbotrioView,
  seat: Seat,
  reveals: readonly Reveal[],
  level: MemoryLevel,
): Map<number, Sign> {
  const keep = KEEP_PER_TURN[level];
  const out = new Map<number, Sign>();
  // Newest first: a square is remembered if any sighting of it survives; once every square is, or sightings are
  // so old that none can survive (keep^age below one 32-bit step), older ones change nothing.
  const squares = view.rows * view.cols;
  for (let i = reveals.length - 1; i >= 0 && out.size < squares; i--) {
    const r = reveals[i]!;
    if (out.has(r.square)) continue;
    const chance = keep ** (view.turnCount - r.turnCount);
    if (chance < 2 ** -32) break;
    if (keep >= 1 || mixSeed(0x5b07, seat, r.square, r.turnCount) / 4294967296 < chance) out.set(r.square, r.sign);
  }
  for (const q of view.squares) if (q.sign !== null) out.set(q.id, q.sign);
  return out;
}
