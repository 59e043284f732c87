// The cheat sweep's referee: plays a game's seeded tables to the end on ChaCha20, the server's generator for every
// new table (its default bot for a share of the steps, legal random actions otherwise), hands every viewer (each
// seat, a spectator) exactly what the engine's doors give it — its view after each action and the events it may
// learn (server/visibility.ts) — to an honest reasoner and to each cheat, and scores every claim a cheat makes on a
// thing hidden from that viewer against the engine state. A cheat leaks when it is right far more often than the
// honest reasoner's odds allow: then what it read determines secrets beyond the rules. Each secret is counted once
// per table (a card kept in a hand for twenty versions is one claim, not twenty), and the verdict is a z-score
// against the fair odds, so a cheat that merely guesses (a shuffled pile read in the old order) is never taken for
// one that knows.
import {
  botDecision,
  makeRng,
  nextFloat,
  type AnyGame,
  type GameEvent,
  type Seat,
  type Viewer,
} from '../../../shared/core/index.js';
import { eventsFor } from '../../../server/visibility.js';
import { AppearanceCheat } from './appearance.js';
import type { CheatMind, FairMind, Hidden, Secrets, Sitting } from './types.js';

/** A cheat leaks when it beats the fair odds by at least this many right claims… */
const MIN_GAIN = 5;
/** … and by this many standard deviations (claims scored as independent draws at the fair odds). */
const MIN_Z = 5;
/** Right claims kept as examples per cheat in the report. */
const EXAMPLES = 3;

/** One cheat's score over all of a game's tables. */
interface Score {
  claims: number;
  right: number;
  /** Right claims fair play would expect: the sum of the fair odds of each claimed value. */
  expected: number;
  variance: number;
  readonly examples: string[];
  readonly counted: Set<string>;
}

/** What the sweep found for one game. */
export interface SweepReport {
  /** One line per cheat that works out secrets beyond the rules (empty: no leak). */
  readonly leaks: string[];
  /** Harness faults: an honest reasoner that ruled out the truth, a refused action, a kind never met. */
  readonly faults: string[];
  /** One line per cheat with its figures, leaking or not (for the report). */
  readonly figures: string[];
  /** How many hidden things of each kind were checked (every viewer, every version). */
  readonly coverage: ReadonlyMap<string, number>;
}

/** The playout's choices, from a seeded stream of its own (the engines' generator stays theirs). */
function chooser(seed: number): () => number {
  let rng = makeRng(seed);
  return () => {
    const [u, next] = nextFloat(rng);
    rng = next;
    return u;
  };
}

/** How a viewer is named in a report. */
const nameOf = (v: Viewer): string => (v.kind === 'seat' ? `seat ${v.seat}` : v.kind);

/** One viewer at one table: its honest reasoner and its cheats' minds. */
interface Chair {
  readonly viewer: Viewer;
  readonly fair: FairMind;
  readonly minds: readonly { readonly name: string; readonly mind: CheatMind }[];
  /** The look of each face-down thing at this viewer's previous version (the appearance cheat's). */
  readonly looks: Map<string, string>;
}

/** Plays every table of `secrets` for `game` and scores every cheat at every chair. */
export function sweep(game: AnyGame, secrets: Secrets): SweepReport {
  const scores = new Map<string, Score>();
  const faults: string[] = [];
  const coverage = new Map<string, number>();
  const looks = new AppearanceCheat();
  let tableNo = 0;

  const score = (cheat: string, at: string, thing: Hidden, claim: string, odds: number, where: string): void => {
    let s = scores.get(cheat);
    if (!s) {
      s = { claims: 0, right: 0, expected: 0, variance: 0, examples: [], counted: new Set() };
      scores.set(cheat, s);
    }
    const once = `${tableNo}\u0000${thing.same ?? thing.key}\u0000${claim}\u0000${thing.value}`;
    if (s.counted.has(once)) return;
    s.counted.add(once);
    const p = Math.min(1, Math.max(0, odds));
    s.claims++;
    s.expected += p;
    s.variance += p * (1 - p);
    if (claim === thing.value) {
      s.right++;
      if (s.examples.length < EXAMPLES)
        s.examples.push(`${at}, ${where}: ${thing.key} is ${thing.value} (fair odds ${p.toFixed(2)})`);
    }
  };

  for (const table of secrets.tables) {
    for (const seed of table.seeds) {
      tableNo++;
      const at = `${game.id} seed ${seed} (${table.players} players)`;
      const options = game.parseOptions(JSON.parse(JSON.stringify(table.options)));
      if (!options.ok) {
        faults.push(`${at}: the table's options are refused (${options.error.code})`);
        continue;
      }
      // The production generator: every new table draws from ChaCha20, here keyed by the sweep's seed number.
      const start = game.setup({ seed: { chacha20: [seed] }, players: table.players, options: options.value });
      if (!start.ok) {
        faults.push(`${at}: set-up refused (${start.error.code})`);
        continue;
      }
      let state: unknown = start.value;
      const published = secrets.published?.(state);
      const viewers: Viewer[] = [
        ...Array.from({ length: table.players }, (_, seat): Viewer => ({ kind: 'seat', seat })),
        { kind: 'spectator' },
      ];
      const chairs: Chair[] = viewers.map((viewer) => {
        const sitting: Sitting = { game, players: table.players, options: options.value, seed, viewer, published };
        return {
          viewer,
          fair: secrets.fair(sitting),
          minds: secrets.cheats.map((c) => ({ name: c.name, mind: c.sit(sitting) })),
          looks: new Map(),
        };
      });
      const random = chooser(seed * 7919 + table.players);
      let events: GameEvent[] = [];
      const maxSteps = table.maxSteps ?? 2000;
      for (let version = 0; ; version++) {
        for (const chair of chairs) {
          const view = game.view(state, chair.viewer);
          const step = { version, view, events: eventsFor(events, chair.viewer) };
          chair.fair.see(step);
          for (const m of chair.minds) m.mind.see(step);
          const where = `viewer ${nameOf(chair.viewer)}, version ${version}`;
          const secret = new Map<string, Hidden>();
          for (const thing of secrets.hidden(state, chair.viewer, view, game)) {
            coverage.set(thing.kind, (coverage.get(thing.kind) ?? 0) + 1);
            const odds = chair.fair.odds(thing, thing.value);
            if (odds <= 0) {
              if (faults.length < 20)
                faults.push(
                  `${at}, ${where}: the honest reasoner rules out the truth of ${thing.key} (${thing.value})`,
                );
              continue;
            }
            if (odds >= 1) continue; // fair play determines it: no secret
            secret.set(thing.key, thing);
            for (const c of looks.look(thing, view, chair.looks))
              score(c.cheat, at, thing, c.value, chair.fair.odds(thing, c.value), where);
          }
          if (secret.size === 0) continue;
          for (const m of chair.minds) {
            for (const [key, claim] of m.mind.claims()) {
              const thing = secret.get(key);
              if (thing) score(m.name, at, thing, claim, chair.fair.odds(thing, claim), where);
            }
          }
        }
        const toAct = game.toAct(state);
        if (toAct.length === 0) break;
        if (version >= maxSteps) {
          faults.push(`${at}: still going after ${maxSteps} steps`);
          break;
        }
        const seat = toAct[Math.floor(random() * toAct.length)] as Seat;
        const action = chooseAction(game, state, seat, table.botShare ?? 0, random, version);
        const r = game.apply(state, seat, action);
        if (!r.ok) {
          faults.push(`${at}, version ${version}: the chosen action was refused (${r.error.code})`);
          break;
        }
        state = r.value.state;
        events = r.value.events;
      }
      looks.endTable();
    }
  }

  for (const kind of secrets.kinds) if (!coverage.get(kind)) faults.push(`${game.id}: the sweep never met ${kind}`);
  const leaks: string[] = [];
  const figures: string[] = [];
  for (const [cheat, s] of [...scores].sort((a, b) => a[0].localeCompare(b[0]))) {
    const gain = s.right - s.expected;
    const z = gain / Math.sqrt(Math.max(s.variance, 1e-9));
    const line = `${game.id}: ${cheat}: ${s.right} of ${s.claims} claims right where fair play expects ${s.expected.toFixed(1)} (z ${z.toFixed(1)})`;
    figures.push(line);
    if (gain >= MIN_GAIN && z >= MIN_Z) leaks.push(`${line}; e.g. ${s.examples.join('; ')}`);
  }
  return { leaks, faults, figures, coverage };
}

/** The step's action: the default bot's choice for a share of the steps (its view and memory), else a random legal one. */
function chooseAction(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  botShare: number,
  random: () => number,
  version: number,
): unknown {
  if (game.bots[0] && random() < botShare) {
    try {
      return botDecision(game, game.bots[0], state, seat, (version * 2654435761) >>> 0);
    } catch {
      // A bot may refuse a position a random playout reaches: a legal action instead.
    }
  }
  const legal = game.legalActions(state, seat);
  return legal[Math.floor(random() * legal.length)];
}
