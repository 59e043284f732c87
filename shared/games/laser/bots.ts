// Laser bots: a designer of identifiable circuits that need many shots, an investigator that fires where
// the answers split the layouts still possible and declares only when one is left, and a random bot for
// playouts. They read their seat's view, never the state.
import { makeRng, mixSeed, nextFloat, nextInt, type Bot, type Seat } from '../../core/index.js';
import { designCircuit, isBeginner } from './bot-designer.js';
import { DEFAULT_INVESTIGATOR, GENERAL_INVESTIGATOR, investigate } from './bot-investigator.js';
import { POINTERS } from './board.js';
import type { KnownShot } from './consistent.js';
import type { LaserAction, LaserView } from './game-types.js';
import { checkIdentifiable } from './identify.js';
import { EMPTY_NOTEBOOK } from './notebook.js';
import { randomLayout } from './random.js';
import type { LaserLayout } from './types.js';

/** The investigator fires its secret shots (when it has any and rivals listen) once at most this many layouts remain. */
export const SECRET_BELOW = 5000;

/** A harmless action for a seat that has nothing to do (the room asks only seats in `toAct`). */
function idle(view: LaserView, seat: Seat): LaserAction {
  if (view.phase === 'over') return { type: 'rematch' };
  return { type: 'note', notebook: view.notebooks?.[seat] ?? EMPTY_NOTEBOOK };
}

/** The shots this seat may see on the circuit it investigates (public ones and its own secret ones). */
export function shotsInView(view: LaserView): KnownShot[] {
  if (view.target === null || view.target === undefined) return [];
  return (view.circuits[view.target]?.shots ?? []).map((s) => ({ pointer: s.pointer, answer: s.answer }));
}

/** Whether the seat still has a circuit to design. */
function mustDesign(view: LaserView, seat: Seat): boolean {
  return view.phase === 'design' && view.circuits.some((c) => c.owner === seat && !c.designed);
}

/** Whether the seat is the investigator to move now. */
function onTurn(view: LaserView, seat: Seat): boolean {
  return view.phase === 'investigate' && view.turn === seat && view.target !== null && !view.eliminated.includes(seat);
}

/** Whether a secret shot is allowed and useful: group or server play, shots left, another investigator still in. */
function canFireSecret(view: LaserView, seat: Seat): boolean {
  return (
    view.mode !== 'duel' &&
    (view.secretLeft[seat] ?? 0) > 0 &&
    view.investigators.some((s) => s !== seat && !view.eliminated.includes(s))
  );
}

/** The circuit is known to be identifiable: the server designed it, or the table refuses ambiguous designs. */
const knownIdentifiable = (view: LaserView) => view.options.designer === 'server' || view.options.strictDesign;

/** The default bot: designs as the designer bot, investigates as the investigator bot. */
export const laserBot: Bot<LaserView, LaserAction> = {
  id: 'laser/bot',
  decide(view: LaserView, seat: Seat, seed: number): LaserAction {
    if (!view.toAct.includes(seat)) return idle(view, seat);
    if (mustDesign(view, seat))
      return { type: 'design', layout: designCircuit(view.kinds, mixSeed(seed, seat, view.game)) };
    if (!onTurn(view, seat)) return idle(view, seat);
    const shots = shotsInView(view);
    const base = isBeginner(view.kinds) ? DEFAULT_INVESTIGATOR : GENERAL_INVESTIGATOR;
    const choice = investigate(view.kinds, shots, mixSeed(seed, seat, shots.length), {
      ...base,
      identifiable: knownIdentifiable(view),
    });
    if (choice.type === 'declare') return { type: 'declare', layout: choice.layout };
    if (canFireSecret(view, seat) && choice.remaining <= SECRET_BELOW)
      return { type: 'fire', pointer: choice.pointer, secret: true };
    return { type: 'fire', pointer: choice.pointer };
  },
};

/** A random complete layout of the set, identifiable when a few draws find one (so strict tables accept it). */
function randomDesign(view: LaserView, seed: number): LaserLayout {
  let rng = makeRng(seed);
  let l: LaserLayout | null = null;
  for (let i = 0; i < 4; i++) {
    [l, rng] = randomLayout(rng, view.kinds);
    if (checkIdentifiable(l, 20).status !== 'ambiguous') return l;
  }
  return l ?? randomLayout(rng, view.kinds)[0];
}

/** Random moves for playouts: random complete layouts, random unfired pointers, now and then a random declaration. */
export const randomBot: Bot<LaserView, LaserAction> = {
  id: 'laser/random',
  decide(view: LaserView, seat: Seat, seed: number): LaserAction {
    if (!view.toAct.includes(seat)) return idle(view, seat);
    const shots = shotsInView(view);
    let rng = makeRng(mixSeed(seed, seat, view.game, shots.length));
    if (mustDesign(view, seat)) return { type: 'design', layout: randomDesign(view, mixSeed(seed, seat, view.game)) };
    if (!onTurn(view, seat)) return idle(view, seat);
    let r: number;
    [r, rng] = nextFloat(rng);
    const fired = new Set(shots.map((s) => s.pointer));
    const open: number[] = [];
    for (let p = 1; p <= POINTERS; p++) if (!fired.has(p)) open.push(p);
    // Re-firing a pointer is refused: with every answer held, only a declaration is left.
    if (r < 0.05 || open.length === 0) return { type: 'declare', layout: randomLayout(rng, view.kinds)[0] };
    // biome-ignore lint/style/useConst: assigned once, but in one destructuring with rng, which is threaded and reassigned
    let i: number;
    [i, rng] = nextInt(rng, 0, open.length - 1);
    const pointer = open[i]!;
    [r, rng] = nextFloat(rng);
    return canFireSecret(view, seat) && r < 0.2 ? { type: 'fire', pointer, secret: true } : { type: 'fire', pointer };
  },
};

/** Bots by preference: the first ('laser/bot') is the default for a bot seat. */
export const BOTS: Bot<LaserView, LaserAction>[] = [laserBot, randomBot];
