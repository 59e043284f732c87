// Labiro's secrets for the cheat sweep (test/shared/fair-play.test.ts; rules/labiro.md, "What each seat may see"):
// the object tile inside every tower a viewer has not seen into (taken objects, ones put down face up and one's own
// private looks are his to know), and the ruby tile inside every ruby tower, until the game is over. Fair play counts
// from the box (the published tiles): a tower holds any tile not yet seen elsewhere — in a hand, face up in a tower,
// waiting to be put away, or out of the game as the events told — alike. The cheat: a tile named together with its
// tower in the events the viewer heard (plus the sweep's look cheat: a face-down tower's look, remembered).
import type { Seat } from '../../../shared/core/index.js';
import type { LabiroEvent, LabiroState, LabiroView, ObjectTile, RubyTile } from '../../../shared/games/labiro/index.js';
import { LAW_TABLES } from './laws.js';
import {
  canon,
  seatOf,
  shareOf,
  type Cheat,
  type CheatMind,
  type FairMind,
  type Hidden,
  type Secrets,
  type Step,
} from '../cheat/types.js';

/** The two kinds of Labiro secret. */
const OBJECT = 'the object inside a tower';
const RUBY = 'the ruby tile inside a ruby tower';

/** An object tile as a player tells it from another: its kind (and a tower key's symbol). */
const faceOf = (t: ObjectTile): string => canon({ kind: t.kind, symbol: t.symbol });

/** The box as the rules publish it: every object tile and ruby tile, by id. */
interface Box {
  readonly objects: ReadonlyMap<number, string>;
  readonly rubies: ReadonlyMap<number, string>;
}

function boxOf(state: LabiroState): Box {
  const objects = new Map<number, string>();
  const rubies = new Map<number, string>();
  for (const t of state.objects) if (t) objects.set(t.id, faceOf(t));
  for (const t of state.rubyTiles) if (t) rubies.set(t.id, String(t.rubies));
  return { objects, rubies };
}

/** An honest Labiro player: every tile he has seen somewhere else is not in a face-down tower; the rest are alike. */
function fairLabiro(box: Box): FairMind<LabiroView, LabiroEvent> {
  const gone = new Set<number>();
  const rubiesOut = new Set<number>();
  let objectsSeen = new Set<number>();
  let rubiesSeen = new Set<number>();
  return {
    see(step: Step<LabiroView, LabiroEvent>) {
      for (const e of step.events) {
        if (e.type === 'discarded') (e.item.kind === 'object' ? gone : rubiesOut).add(e.item.tile.id);
        if (e.type === 'ruby') {
          gone.add(e.key.id);
          rubiesOut.add(e.tile.id);
        }
        if (e.type === 'deposited') for (const t of e.tiles) rubiesOut.add(t.id);
      }
      objectsSeen = new Set(gone);
      rubiesSeen = new Set(rubiesOut);
      const v = step.view;
      for (const t of v.towers) if (t.object.kind === 'tile') objectsSeen.add(t.object.tile.id);
      for (const s of v.seats)
        for (const item of s.hand) (item.kind === 'object' ? objectsSeen : rubiesSeen).add(item.tile.id);
      for (const p of v.pending) objectsSeen.add(p.tile.id);
    },
    odds(thing: Hidden, value: string) {
      const all: ReadonlyMap<number, string> = thing.kind === OBJECT ? box.objects : box.rubies;
      const seen: ReadonlySet<number> = thing.kind === OBJECT ? objectsSeen : rubiesSeen;
      return shareOf(
        [...all].filter(([id]) => !seen.has(id)).map(([, face]) => face),
        value,
      );
    },
  };
}

/** The cheat that remembers, per tower, the last tile an event it heard named with that tower. */
const namedWithTower: Cheat<LabiroView, LabiroEvent> = {
  name: 'a tile named together with its tower in the events it heard',
  sit(): CheatMind<LabiroView, LabiroEvent> {
    const known = new Map<string, string>();
    const tower = (b: number) => `tower ${b}: its object`;
    return {
      see(step) {
        for (const e of step.events) {
          if (e.type === 'taken') known.delete(tower(e.tower));
          else if (e.type === 'seen' || e.type === 'left' || e.type === 'placed')
            known.set(tower(e.tower), faceOf(e.tile));
          else if (e.type === 'swapped') known.set(tower(e.tower), faceOf(e.gave));
          else if (e.type === 'ruby') known.set(`tower ${e.tower}: its ruby tile`, String(e.tile.rubies));
        }
      },
      claims: () => known,
    };
  },
};

/** Whether `seat` holds a valid private look at tower `b`'s tile. */
const looked = (state: LabiroState, seat: Seat | null, b: number, tile: ObjectTile): boolean =>
  seat !== null && state.looks.some((l) => l.seat === seat && l.tower === b && l.tileId === tile.id);

/** Labiro's secrets: each face-down object and each ruby tile still in its tower, while the game goes on. */
export const SECRETS: Secrets<LabiroState, LabiroView, LabiroEvent> = {
  // The engine laws' short tables (a round limit), presets and random maps, both push rules, 2–4 players.
  tables: LAW_TABLES,
  published: boxOf,
  hidden(state, viewer) {
    if (state.phase === 'over') return [];
    const you = seatOf(viewer);
    const out: Hidden[] = [];
    state.objects.forEach((tile, b) => {
      if (tile && !state.objectPublic[b] && !looked(state, you, b, tile)) {
        out.push({
          key: `tower ${b}: its object`,
          kind: OBJECT,
          value: faceOf(tile),
          where: ['towers', b],
          same: `tile ${tile.id}`,
        });
      }
    });
    state.rubyTiles.forEach((tile: RubyTile | null, b) => {
      if (tile)
        out.push({ key: `tower ${b}: its ruby tile`, kind: RUBY, value: String(tile.rubies), where: ['towers', b] });
    });
    return out;
  },
  fair: (sitting) => fairLabiro(sitting.published as Box),
  cheats: [namedWithTower],
  kinds: [OBJECT, RUBY],
};
