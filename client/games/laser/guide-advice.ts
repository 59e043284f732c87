// What the guided first game advises, from the player's view only: a circuit to design (the designer bot's own,
// or, once the player placed pieces elsewhere, his pieces kept and the rest placed so that the whole has no blind
// zones) and, while investigating, the investigator bot's
// own next move with how many layouts still fit the answers. Pure and deterministic (seeded), so every render
// of the same view gives the same advice.
import { makeRng, mixSeed, type RngState } from '../../../shared/core/index.js';
import {
  DEFAULT_INVESTIGATOR,
  GENERAL_INVESTIGATOR,
  investigate,
  type InvestigatorChoice,
  designCircuit,
  isBeginner,
  shotsInView,
  checkIdentifiable,
  cellsOf,
  randomLayout,
  samePiece,
} from '../../../shared/games/laser/index.js';
import type { LaserView } from '../../../shared/games/laser/game-types.js';
import type { LaserKind, LaserLayout, LaserPiece } from '../../../shared/games/laser/types.js';

/** Random completions tried before the advice lets one of the player's own pieces move. */
const TRIES = 40;
/** Identifiability budget (ms worth of search nodes) for non-beginner sets; beginner checks are exact. */
const BUDGET_MS = 40;

/** Whether every piece of `pieces` is in `layout` as it is. */
const within = (pieces: readonly LaserPiece[], layout: LaserLayout) =>
  pieces.every((p) => layout.pieces.some((q) => samePiece(p, q)));

/** A complete layout is fit to submit: proven without blind zones (or, beyond the beginner set, not proven ambiguous). */
function submittable(layout: LaserLayout): boolean {
  return checkIdentifiable(layout, BUDGET_MS).status !== 'ambiguous';
}

/** `kept` plus the kinds it lacks on random free cells (null when a drawn cell was taken: draw again). */
function completion(
  kinds: readonly LaserKind[],
  kept: readonly LaserPiece[],
  rng: RngState,
): [LaserLayout | null, RngState] {
  const missing = kinds.filter((k) => !kept.some((p) => p.kind === k));
  const [drawn, next] = randomLayout(rng, missing);
  const taken = new Set(kept.flatMap((p) => cellsOf(p).map(([x, y]) => y * 8 + x)));
  const clash = drawn.pieces.some((p) => cellsOf(p).some(([x, y]) => taken.has(y * 8 + x)));
  return [
    clash
      ? null
      : { pieces: kinds.map((k) => kept.find((p) => p.kind === k) ?? drawn.pieces.find((p) => p.kind === k)!) },
    next,
  ];
}

/** The first fit completion of `kept` in `tries` draws, or null. */
function complete(
  kinds: readonly LaserKind[],
  kept: readonly LaserPiece[],
  rng: RngState,
  tries: number,
): LaserLayout | null {
  let s = rng;
  for (let i = 0; i < tries; i++) {
    let l: LaserLayout | null;
    [l, s] = completion(kinds, kept, s);
    if (l && submittable(l)) return l;
  }
  return null;
}

/** The designer bot's circuits already drawn, by kinds and seed (about half a second each: drawn once per game). */
const designs = new Map<string, LaserLayout>();

/** The designer bot's circuit for `kinds` and `seed` (one that needs many shots to find, without blind zones). */
function botDesign(kinds: readonly LaserKind[], seed: number): LaserLayout {
  const key = `${kinds.join()}:${seed}`;
  let layout = designs.get(key);
  if (!layout) {
    layout = designCircuit(kinds, seed);
    if (designs.size > 8) designs.clear();
    designs.set(key, layout);
  }
  return layout;
}

/**
 * The circuit the guide proposes to a designer whose draft holds `draft`: the designer bot's circuit while the
 * draft agrees with it; else the draft's pieces kept and the missing kinds placed so the whole is fit; else (the
 * pieces he placed leave a blind zone whatever comes next) one of his pieces moved too.
 */
export function adviseDesign(kinds: readonly LaserKind[], draft: readonly LaserPiece[], seed: number): LaserLayout {
  const base = botDesign(kinds, seed);
  if (within(draft, base) && submittable(base)) return base;
  const kept = draft.filter((p) => kinds.includes(p.kind));
  const rng = makeRng(mixSeed(seed, kept.length));
  const whole = complete(kinds, kept, rng, TRIES);
  if (whole) return whole;
  for (let i = kept.length - 1; i >= 0; i--) {
    const moved = complete(
      kinds,
      kept.filter((_, j) => j !== i),
      rng,
      TRIES,
    );
    if (moved) return moved;
  }
  return base;
}

/** The seed of the design advice for `seat` at this table's game (the same on every render and reload). */
export const designSeed = (view: Pick<LaserView, 'game'>, seat: number): number => mixSeed(0x6d1de, view.game, seat);

/**
 * The investigator bot's move for `seat` from what its view shows (the answers it may see on the circuit it
 * investigates): a pointer to fire, or the one layout left to declare; with how many layouts still fit. Null
 * when the seat is not an investigator still in the game.
 */
export function adviseInvestigation(view: LaserView, seat: number): InvestigatorChoice | null {
  if (
    view.phase !== 'investigate' ||
    view.target === null ||
    !view.investigators.includes(seat) ||
    view.eliminated.includes(seat)
  )
    return null;
  const shots = shotsInView(view);
  const base = isBeginner(view.kinds) ? DEFAULT_INVESTIGATOR : GENERAL_INVESTIGATOR;
  const identifiable = view.options.designer === 'server' || view.options.strictDesign;
  return investigate(view.kinds, shots, mixSeed(0x9e1de, view.game, seat, shots.length), { ...base, identifiable });
}
