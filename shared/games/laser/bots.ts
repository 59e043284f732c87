// Laser bots: a designer of identifiable circuits, an investigator that fires where the answers split the
// layouts still possible, and a random bot for playouts. They read their seat's view, never the state.
import { makeRng, mixSeed, nextFloat, nextInt, type Bot, type Seat } from '../../core/index.js';
import { countConsistent, findConsistent, type KnownShot } from './consistent.js';
import type { LaserAction, LaserView } from './game-types.js';
import { checkIdentifiable } from './identify.js';
import { randomLayout } from './random.js';

/** A harmless action for a seat that has nothing to do (the room asks only seats in `toAct`). */
function idle(view: LaserView, seat: Seat): LaserAction {
  if (view.phase === 'over') return { type: 'rematch' };
  return { type: 'note', notebook: view.notebooks[seat] ?? { pieces: [], empty: [] } };
}

/** The shots a seat knows on the circuit it investigates. */
function knownShots(view: LaserView): KnownShot[] {
  if (view.target === null) return [];
  return (view.circuits[view.target]?.shots ?? []).map((s) => ({ pointer: s.pointer, answer: s.answer }));
}

/** Whether the seat must design now. */
function mustDesign(view: LaserView, seat: Seat): boolean {
  return view.phase === 'design' && view.circuits.some((c) => c.owner === seat && !c.designed);
}

/** The default bot: designs a random identifiable circuit; investigates by firing until one layout is left. */
export const laserBot: Bot<LaserView, LaserAction> = {
  id: 'laser/bot',
  decide(view: LaserView, seat: Seat, seed: number): LaserAction {
    if (!view.toAct.includes(seat)) return idle(view, seat);
    if (mustDesign(view, seat)) {
      let rng = makeRng(mixSeed(seed, seat));
      for (let i = 0; i < 50; i++) {
        const [layout, next] = randomLayout(rng, view.kinds);
        rng = next;
        if (checkIdentifiable(layout, 200).status === 'identifiable') return { type: 'design', layout };
      }
      return { type: 'design', layout: randomLayout(rng, view.kinds)[0] };
    }
    if (view.phase !== 'investigate' || view.turn !== seat) return idle(view, seat);
    const shots = knownShots(view);
    const count = countConsistent(view.kinds, shots, 2);
    if (!count.capped && count.count === 1) {
      const [layout] = findConsistent(view.kinds, shots, 1);
      if (layout) return { type: 'declare', layout };
    }
    const fired = new Set(shots.map((s) => s.pointer));
    for (let p = 1; p <= 30; p++) if (!fired.has(p)) return { type: 'fire', pointer: p };
    const [layout] = findConsistent(view.kinds, shots, 1, seed);
    return layout ? { type: 'declare', layout } : { type: 'fire', pointer: 1 };
  },
};

/** Random moves for playouts: random complete layouts, random pointers, now and then a random declaration. */
export const randomBot: Bot<LaserView, LaserAction> = {
  id: 'laser/random',
  decide(view: LaserView, seat: Seat, seed: number): LaserAction {
    if (!view.toAct.includes(seat)) return idle(view, seat);
    let rng = makeRng(mixSeed(seed, seat, view.game));
    if (mustDesign(view, seat)) return { type: 'design', layout: randomLayout(rng, view.kinds)[0] };
    if (view.phase !== 'investigate' || view.turn !== seat) return idle(view, seat);
    let r: number;
    [r, rng] = nextFloat(rng);
    if (r < 0.05) return { type: 'declare', layout: randomLayout(rng, view.kinds)[0] };
    const [p] = nextInt(rng, 1, 30);
    return { type: 'fire', pointer: p };
  },
};

/** Bots by preference: the first is the default for a bot seat. */
export const BOTS: Bot<LaserView, LaserAction>[] = [laserBot, randomBot];
