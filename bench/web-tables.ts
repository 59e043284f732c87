// Seeded Web positions for the Web benches (a helper, no suite of its own): long random playouts in which every
// seat keeps two cards in hand by drawing from the fullest pile, so that games run until a pile is nearly
// empty and the table fills up (the random bot alone empties its hand within a few turns). Each playout keeps
// its log (to time `apply` by replaying it) and a late-game state (the last one with LATE_PILES cards still in
// the piles: a table of 50–60 cards, the hands still holding some).
import { makeRng, nextFloat, nextInt, type RngState } from '../shared/core/index.js';
import { legalActions, web, type WebAction, type WebOptions, type WebState } from '../shared/games/web/index.js';

/** Cards left in the piles at the late-game state (the rest on the table and in hands). */
export const LATE_PILES = 12;

/** One long playout: its set-up, its action log and its late-game state. */
export interface Playout {
  readonly seed: number;
  readonly players: number;
  readonly options: WebOptions;
  readonly log: readonly { seat: number; action: WebAction }[];
  readonly late: WebState;
}

/** A random legal action that keeps the seat's hand at two cards (drawing from the fullest pile) while it can. */
function keepingAction(s: WebState, seat: number, rng: RngState): [WebAction, RngState] {
  const legal = legalActions(s, seat);
  let r: number;
  if (!s.played) {
    const plays = legal.filter((a) => a.type === 'play');
    if (plays.length === 0) return [{ type: 'end' }, rng];
    [r, rng] = nextInt(rng, 0, plays.length - 1);
    return [plays[r]!, rng];
  }
  if (s.actionsLeft > 0 && s.hands[seat]!.length < 2) {
    const counts = s.piles.map((p) => p.cards.length);
    const fullest = counts.indexOf(Math.max(...counts));
    if (counts[fullest]! > 1) return [{ type: 'draw', pile: fullest }, rng];
  }
  const rest = legal.filter((a) => a.type === 'buy' || a.type === 'cable');
  [r, rng] = nextFloat(rng);
  if (rest.length === 0 || r < 0.15) return [{ type: 'end' }, rng];
  [r, rng] = nextInt(rng, 0, rest.length - 1);
  return [rest[r]!, rng];
}

/** A long seeded playout (see the file comment). */
export function longPlayout(
  seed: number,
  players: number,
  options: WebOptions = { obstacles: [], randomObstacles: 6 },
): Playout {
  const setup = web.setup({ seed, players, options });
  if (!setup.ok) throw new Error(`web bench: ${setup.error.code}`);
  let s = setup.value;
  let rng = makeRng(seed + 1);
  let late = s;
  const log: { seat: number; action: WebAction }[] = [];
  while (s.phase !== 'over') {
    const seat = s.turn!;
    let action: WebAction;
    [action, rng] = keepingAction(s, seat, rng);
    const r = web.apply(s, seat, action);
    if (!r.ok) throw new Error(`web bench: ${JSON.stringify(action)} refused: ${r.error.code}`);
    log.push({ seat, action });
    s = r.value.state;
    if (s.phase !== 'over' && s.piles.reduce((n, p) => n + p.cards.length, 0) >= LATE_PILES) late = s;
  }
  return { seed, players, options, log, late };
}

/** `count` long playouts from consecutive seeds, 2–5 players in turn. */
export function longPlayouts(count: number, seed: number): Playout[] {
  return Array.from({ length: count }, (_, i) => longPlayout(seed + i, 2 + (i % 4)));
}
