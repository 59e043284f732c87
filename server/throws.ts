// The room's door to server/dice: which events are dice throws (the generic 'dice-thrown' event, whatever the
// game), the physics track for each (computed in worker threads, or in-process as a fallback), and who may see it.
import {
  isDiceThrown,
  parseDiceAim,
  subSeed,
  type DiceAim,
  type DiceThrownEvent,
  type GameEvent,
  type Seat,
  type Seed,
} from '../shared/core/index.js';
import type { ThrowMessage } from '../shared/protocol.js';
import { bankedThrow, initDicePhysics, simulateThrow, type ThrowInput } from './dice/index.js';
import { ThrowPool } from './throw-pool.js';

/** A throw to send: the track, and the seats allowed to see it (null: everybody, spectators included). */
export interface PlannedThrow {
  readonly message: ThrowMessage;
  readonly visibleTo: readonly Seat[] | null;
}

/**
 * The throws an action's events call for, without simulating them: one per well-formed 'dice-thrown' event
 * (shared/core/dice-event.ts), on its channel, for the seats its `visibleTo` names. The seed is the table's (its
 * one-way sub-seed: every client sees the motion, which must tell nothing of the table's key) and the roll number
 * picks the motion, so a roll always looks the same (replays, reconnects) and a table's rolls play different motions.
 */
export function throwInputs(
  events: readonly GameEvent[],
  tableSeed: Seed,
): { input: ThrowInput; visibleTo: readonly Seat[] | null }[] {
  return events.filter(isDiceThrown).map((e) => ({
    input: { seed: diceSeedOf(tableSeed), values: e.values, channel: e.channel, roll: e.roll, ...aimOf(e) },
    visibleTo: e.visibleTo ?? null,
  }));
}

/** Each table seed's dice sub-seed, derived once: a ChaCha seed's costs a keystream block, and it never changes. */
const diceSeeds = new WeakMap<object, number>();

/** The one-way sub-seed of a table's dice motions (subSeed of its seed), from diceSeeds when derived before. */
function diceSeedOf(tableSeed: Seed): number {
  if (typeof tableSeed !== 'object') return subSeed(tableSeed);
  let seed = diceSeeds.get(tableSeed);
  if (seed === undefined) {
    seed = subSeed(tableSeed);
    diceSeeds.set(tableSeed, seed);
  }
  return seed;
}

/** The event's gesture, read again (an engine's event is plain data): { aim } or nothing. */
function aimOf(e: DiceThrownEvent): { aim?: DiceAim } {
  const aim = e.aim === undefined ? null : parseDiceAim(e.aim);
  return aim ? { aim } : {};
}

/** Simulates throws: `plan` resolves with the tracks of an action's dice events, in order. */
export interface Thrower {
  plan(events: readonly GameEvent[], tableSeed: Seed): Promise<PlannedThrow[]>;
  /** The same tracks at once when every motion they need is banked in this thread (µs); else null (use plan). */
  planNow(events: readonly GameEvent[], tableSeed: Seed): PlannedThrow[] | null;
  close(): Promise<void>;
  /** 'workers ×N' or 'in-process', for logs and the benchmark. */
  readonly mode: string;
}

/**
 * Starts the dice simulation: `workers` threads (0: in the main thread, deferred so a patch is never held
 * back). Falls back to in-process when the workers cannot start.
 */
export async function startThrower(
  workers: number,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<Thrower> {
  let pool: ThrowPool | null = null;
  if (workers > 0) {
    try {
      pool = await ThrowPool.start(workers);
    } catch (e) {
      log('dice workers did not start; simulating throws in the main thread', e);
    }
  }
  if (!pool) await initDicePhysics();
  // A motion already banked in this thread is played here (µs); a new one is simulated in a worker (ms).
  const simulate = (input: ThrowInput): Promise<ThrowMessage> => {
    const hit = bankedThrow(input);
    return hit ? Promise.resolve(hit) : simulateNew(input);
  };
  const simulateNew = (input: ThrowInput): Promise<ThrowMessage> =>
    pool?.alive
      ? pool.simulate(input)
      : new Promise((resolve, reject) =>
          setImmediate(() => {
            try {
              resolve(simulateThrow(input));
            } catch (e) {
              reject(e as Error);
            }
          }),
        );
  return {
    mode: pool ? `workers ×${workers}` : 'in-process',
    async plan(events, tableSeed) {
      const wanted = throwInputs(events, tableSeed);
      if (wanted.length === 0) return [];
      if (!pool?.alive) await initDicePhysics();
      const messages = await Promise.all(wanted.map((w) => simulate(w.input)));
      return messages.map((message, i) => ({ message, visibleTo: wanted[i]!.visibleTo }));
    },
    planNow(events, tableSeed) {
      const wanted = throwInputs(events, tableSeed);
      const out: PlannedThrow[] = [];
      for (const w of wanted) {
        const message = bankedThrow(w.input);
        if (!message) return null;
        out.push({ message, visibleTo: w.visibleTo });
      }
      return out;
    },
    async close() {
      await pool?.close();
    },
  };
}
