// Tiles that travel (client/games/labiro/moves.ts, timeline.ts): each event that moves an object or a ruby
// tile becomes an arc of that tile from where it lay to where it goes, after the chain and the walk of the same
// action, one event after the other; the tiles behind a departing one slide along the tray; at the end every
// tile lies where the new view puts it; nothing is replayed when the scene mounts.
import { describe, expect, it } from 'vitest';
import { mixSeed, type Seat, type Viewer } from '../../shared/core/index.js';
import {
  labiro,
  randomAction,
  type HandItem,
  type LabiroAction,
  type LabiroEvent,
  type LabiroState,
  type LabiroView,
  type ObjectTile,
  type RubyTile,
} from '../../shared/games/labiro/index.js';
import {
  FLY_SECONDS,
  GEM_SECONDS,
  SHOW_SECONDS,
  holdingsMatch,
  holdingsOf,
  itemKey,
  planItems,
  type ItemMove,
  type Spot,
} from '../../client/games/labiro/moves.js';
import {
  EMPTY_TIMELINE,
  arrivingAt,
  chestShown,
  drawnMove,
  gemDrop,
  itemBusy,
  newBatches,
  planBatches,
  type Timeline,
} from '../../client/games/labiro/timeline.js';
import {
  DAGGER,
  DOUBLE,
  EMPTY,
  EMPTY_RUBY,
  KEY,
  O,
  ROPE,
  SINGLE,
  TORCH,
  UNLOCK,
  act,
  at,
  obj,
  rub,
  scene,
  simple,
  rubyTower,
} from '../shared/labiro/game-helpers.js';

const SPEC: Viewer = { kind: 'spectator' };
const viewOf = (s: LabiroState, v: Viewer = SPEC) => labiro.view(s, v);

/** Plays one action and plans its tiles' travels from the view before it (at time 0). */
function travel(state: LabiroState, seat: Seat, action: LabiroAction, viewer: Viewer = SPEC) {
  const before = viewOf(state, viewer);
  const r = act(state, seat, action);
  const after = viewOf(r.state, viewer);
  const plan = planItems(r.events, holdingsOf(before), 0);
  const moves = plan.items.filter((a): a is ItemMove => a.kind === 'item');
  /** Each move as `key from→to`, in start order, for reading. */
  const route = (m: ItemMove) =>
    `${m.key} ${where(m.from)}→${where(m.to)}${m.flip ? ' flip' : ''}${m.slide ? ' slide' : ''}`;
  return { r, plan, moves, after, routes: moves.map(route), matches: holdingsMatch(plan.after, after) };
}
const where = (s: Spot) =>
  s.at === 'tower'
    ? `t${s.base}${s.spot === 'ruby' ? 'r' : ''}`
    : s.at === 'hand' || s.at === 'used'
      ? `${s.at}${s.seat}.${s.slot}`
      : s.at === 'chest'
        ? `chest${s.seat}`
        : s.at === 'shown'
          ? `shown${s.base}`
          : 'out';
const k = (t: ObjectTile) => itemKey(obj(t));
const kr = (t: RubyTile) => itemKey(rub(t));

/** Seat 0 stands in base 0 (holding `object`) with `items`; seat 1 in base 1; bases 0–1–2–3 in a corridor. */
const room = (
  items: HandItem[],
  object?: ObjectTile,
  opts: { faceUp?: boolean; pawns?: number[]; hands?: HandItem[][] } = {},
) =>
  scene({
    towers: [
      [O, simple('straight')],
      [at(O, 3), simple('straight')],
      [at(O, 3, 3), simple('straight')],
      [at(O, 3, 3, 3), simple('straight')],
    ],
    pawns: opts.pawns ?? [0, 1],
    hands: opts.hands ?? [items, []],
    objects: object ? { 0: object } : {},
    faceUp: opts.faceUp ? [0] : [],
  });

/** Seat 0 in a ruby tower with symbol 'moon' holding `tile`. */
const vault = (items: HandItem[], tile: RubyTile) =>
  scene({
    towers: [
      [O, rubyTower('straight', 0, 'moon')],
      [at(O, 3), simple('straight')],
    ],
    pawns: [0, 1],
    hands: [items, []],
    rubyTiles: { 0: tile },
  });

describe('a tile taken or left', () => {
  it('a taken object flies from its tower to the next free slot of the tray, turning face up on the way', () => {
    const t = travel(room([obj(ROPE[0])], TORCH[0]), 0, { type: 'take' });
    expect(t.routes).toEqual([`${k(TORCH[0])} t0→hand0.1 flip`]);
    expect(t.moves[0]!.end - t.moves[0]!.start).toBeCloseTo(FLY_SECONDS);
    expect(t.matches).toBe(true);
  });
  it('a tile already face up in its tower does not flip', () => {
    expect(travel(room([], TORCH[0], { faceUp: true }), 0, { type: 'take' }).routes).toEqual([
      `${k(TORCH[0])} t0→hand0.0`,
    ]);
  });
  it('a revealed empty tile rises face up over its tower, stays shown a moment, then leaves the table', () => {
    const t = travel(room([], EMPTY[1]), 0, { type: 'take' });
    expect(t.routes).toEqual([`${k(EMPTY[1])} t0→shown0 flip`, `${k(EMPTY[1])} shown0→out`]);
    expect(t.moves[1]!.start).toBeGreaterThanOrEqual(t.moves[0]!.end + SHOW_SECONDS);
    expect(t.matches).toBe(true);
  });
  it('a left object flies from its slot to the tower; the tiles behind it slide along the tray', () => {
    const t = travel(room([obj(ROPE[0]), obj(TORCH[0]), rub(SINGLE(1))]), 0, { type: 'leave', object: ROPE[0].id });
    expect(t.routes).toEqual([
      `${k(TORCH[0])} hand0.1→hand0.0 slide`,
      `${kr(SINGLE(1))} hand0.2→hand0.1 slide`,
      `${k(ROPE[0])} hand0.0→t0`,
    ]);
    expect(t.matches).toBe(true);
  });
  it("a swap goes both ways at once: the given object to the tower, the tower's to the tray's last slot", () => {
    const full = [obj(ROPE[0]), obj(DAGGER[0]), rub(SINGLE(1))];
    const t = travel(room(full, KEY('sun')), 0, { type: 'swap', give: ROPE[0].id });
    expect(t.routes).toEqual([
      `${k(DAGGER[0])} hand0.1→hand0.0 slide`,
      `${kr(SINGLE(1))} hand0.2→hand0.1 slide`,
      `${k(KEY('sun'))} t0→hand0.2 flip`,
      `${k(ROPE[0])} hand0.0→t0`,
    ]);
    const [, , got, gave] = t.moves;
    expect(got!.start).toBe(gave!.start);
    expect(t.matches).toBe(true);
  });
  it('the looker who saw the tile privately sees it come face up already', () => {
    const full = [obj(ROPE[0]), obj(DAGGER[0]), rub(SINGLE(1))];
    const looked = act(room(full, KEY('sun')), 0, { type: 'look' }).state;
    const t = travel(looked, 0, { type: 'swap', give: ROPE[0].id }, { kind: 'seat', seat: 0 });
    expect(t.moves.find((m) => m.key === k(KEY('sun')))!.flip).toBe(false);
  });
});

describe('used objects', () => {
  it("a used object goes from the tray to its owner's used spot, and from there to the tower it is put in", () => {
    const s = room([obj(UNLOCK[0]), obj(ROPE[0])]);
    const used = travel(s, 0, { type: 'unlock', object: UNLOCK[0].id });
    expect(used.routes).toEqual([`${k(ROPE[0])} hand0.1→hand0.0 slide`, `${k(UNLOCK[0])} hand0.0→used0.0`]);
    expect(used.matches).toBe(true);
    const placed = travel(used.r.state, 0, { type: 'place', tower: 2 });
    expect(placed.routes).toEqual([`${k(UNLOCK[0])} used0.0→t2`]);
    expect(placed.matches).toBe(true);
  });
});

describe('ruby tiles', () => {
  it('the key leaves the table as the ruby tile flies to the tray, face up, at the same moment', () => {
    const t = travel(vault([obj(KEY('moon')), obj(ROPE[0]), rub(SINGLE(3))], DOUBLE), 0, { type: 'ruby' });
    expect(t.routes).toEqual([
      `${k(ROPE[0])} hand0.1→hand0.0 slide`,
      `${kr(SINGLE(3))} hand0.2→hand0.1 slide`,
      `${k(KEY('moon'))} hand0.0→out`,
      `${kr(DOUBLE)} t0r→hand0.2 flip`,
    ]);
    expect(t.moves[2]!.start).toBe(t.moves[3]!.start);
    expect(t.matches).toBe(true);
  });
  it('an empty ruby tile is shown over its tower, then leaves', () => {
    const t = travel(vault([obj(KEY('moon'))], EMPTY_RUBY), 0, { type: 'ruby' });
    expect(t.routes).toEqual([
      `${k(KEY('moon'))} hand0.0→out`,
      `${kr(EMPTY_RUBY)} t0r→shown0 flip`,
      `${kr(EMPTY_RUBY)} shown0→out`,
    ]);
    expect(t.matches).toBe(true);
  });
  it('rubies brought home fly into the chest one after the other and their gems drop in as each lands', () => {
    const s = scene({
      towers: [
        [O, simple('straight')],
        [at(O, 3), simple('straight')],
        [at(O, 3, 3), simple('straight')],
      ],
      pawns: [0, 1],
      homes: [2, 1],
      hands: [[rub(SINGLE(0)), obj(ROPE[0]), rub(DOUBLE)], []],
      chests: [[SINGLE(4)], []],
    });
    const t = travel(s, 0, { type: 'move', to: 2 });
    expect(t.routes).toEqual([
      `${k(ROPE[0])} hand0.1→hand0.0 slide`,
      `${kr(SINGLE(0))} hand0.0→chest0`,
      `${kr(DOUBLE)} hand0.2→chest0`,
    ]);
    expect(t.moves[2]!.start).toBeGreaterThan(t.moves[1]!.start);
    const gems = t.plan.items.filter((a) => a.kind === 'gem');
    expect(gems.map((g) => g.kind === 'gem' && g.index)).toEqual([1, 2, 3]);
    expect(gems[0]!.start).toBeLessThan(t.moves[1]!.end);
    expect(gems[0]!.end - gems[0]!.start).toBeCloseTo(GEM_SECONDS);
    expect(t.matches).toBe(true);
    // The chest's plaque counts the gems as they land; a gem is unseen until it starts falling.
    const tl: Timeline = { items: t.plan.items, end: t.plan.end };
    expect(chestShown(tl, 0, 4, 0)).toBe(1);
    expect(chestShown(tl, 0, 4, t.plan.end)).toBe(4);
    expect(gemDrop(tl, 0, 3, 0)).toBe(-1);
    expect(gemDrop(tl, 0, 0, 0)).toBe(1);
    expect(gemDrop(tl, 0, 1, gems[0]!.start + GEM_SECONDS / 2)).toBeCloseTo(0.5);
  });
});

describe('the dagger', () => {
  /** Seats 0 and 1 in base 0; seat 0 holds a dagger. */
  const duel = (robber: HandItem[], victim: HandItem[]) =>
    room([], undefined, { pawns: [0, 0], hands: [robber, victim] });
  it("the loot flies from the victim's tray to the robber's, the robber's dagger to his used spot", () => {
    const t = travel(duel([obj(DAGGER[0])], [obj(ROPE[0]), rub(SINGLE(2)), obj(TORCH[0])]), 0, {
      type: 'dagger',
      object: DAGGER[0].id,
      victim: 1,
    });
    // The dagger goes first (its 'used' event), then the loot: rubies first, then objects in hand order.
    const loot = t.moves.filter((m) => m.from.at === 'hand' && m.from.seat === 1);
    expect(loot.map((m) => m.key)).toEqual([kr(SINGLE(2)), k(ROPE[0]), k(TORCH[0])]);
    expect(loot.map((m) => where(m.to))).toEqual(['hand0.0', 'hand0.1', 'hand0.2']);
    expect(loot.map((m) => where(m.from))).toEqual(['hand1.1', 'hand1.0', 'hand1.2']);
    expect(t.moves[0]).toMatchObject({ key: k(DAGGER[0]), to: { at: 'used', seat: 0, slot: 0 } });
    expect(t.matches).toBe(true);
  });
  it("against an armed victim one thing changes hands and the victim's dagger goes to his used spot", () => {
    const t = travel(duel([obj(DAGGER[0])], [obj(DAGGER[1]), rub(SINGLE(2))]), 0, {
      type: 'dagger',
      object: DAGGER[0].id,
      victim: 1,
    });
    expect(t.moves.map((m) => `${m.key} ${where(m.from)}→${where(m.to)}`)).toContain(`${k(DAGGER[1])} hand1.0→used1.0`);
    expect(t.moves.map((m) => `${m.key} ${where(m.from)}→${where(m.to)}`)).toContain(
      `${kr(SINGLE(2))} hand1.1→hand0.0`,
    );
    expect(t.matches).toBe(true);
  });
});

describe('travels in the timeline', () => {
  it('tiles travel after the walk of the same action, in event order', () => {
    const s = scene({
      towers: [
        [O, simple('straight')],
        [at(O, 3), simple('straight')],
        [at(O, 3, 3), simple('straight')],
      ],
      pawns: [0, 1],
      homes: [2, 1],
      hands: [[rub(SINGLE(0))], []],
    });
    const before = viewOf(s);
    const r = act(s, 0, { type: 'move', to: 2 });
    const tl = planBatches([r.events], before, viewOf(r.state), 5);
    const walk = tl.items.find((a) => a.kind === 'walk')!;
    const fly = tl.items.find((a) => a.kind === 'item')!;
    expect(walk.start).toBe(5);
    expect(fly.start).toBeGreaterThan(walk.end);
    expect(tl.end).toBe(Math.max(...tl.items.map((a) => a.end)));
  });
  it("two actions in a row: the second's tiles start from where the first left them", () => {
    const s0 = room([obj(ROPE[0])], TORCH[0]);
    const a = act(s0, 0, { type: 'take' });
    const b = act(a.state, 0, { type: 'leave', object: ROPE[0].id });
    const tl = planBatches([a.events, b.events], viewOf(s0), viewOf(b.state), 0);
    const moves = tl.items.filter((x): x is ItemMove => x.kind === 'item');
    expect(moves.map((m) => `${m.key} ${where(m.from)}→${where(m.to)}`)).toEqual([
      `${k(TORCH[0])} t0→hand0.1`,
      `${k(TORCH[0])} hand0.1→hand0.0`,
      `${k(ROPE[0])} hand0.0→t0`,
    ]);
    // The torch waits in slot 1 between its two travels: drawn by the second once the first is over.
    const [first, second] = moves;
    const between = (first!.end + second!.start) / 2;
    expect(drawnMove(tl, first!, between)).toBe(false);
    expect(drawnMove(tl, second!, between)).toBe(true);
    expect(drawnMove(tl, second!, 0)).toBe(false);
  });
  it("a tile travelling to a tower hides that tower's tile until it lands; a tile on the move hides its tray slot", () => {
    const s = room([obj(ROPE[0])]);
    const r = act(s, 0, { type: 'leave', object: ROPE[0].id });
    const tl = planBatches([r.events], viewOf(s), viewOf(r.state), 0);
    expect(arrivingAt(tl, 0, 'object', 0)).toBe(true);
    expect(arrivingAt(tl, 0, 'object', tl.end)).toBe(false);
    expect(arrivingAt(tl, 1, 'object', 0)).toBe(false);
    expect(itemBusy(tl, k(ROPE[0]), 0.1)).toBe(true);
    expect(itemBusy(tl, k(ROPE[0]), tl.end)).toBe(false);
  });
  it('when the travels would not end where the new view puts the tiles (a missed action), only the map moves', () => {
    const s = room([obj(ROPE[0])], TORCH[0]);
    const r = act(s, 0, { type: 'take' });
    const wrong = { ...viewOf(r.state), seats: viewOf(r.state).seats.map((p) => ({ ...p, hand: [] })) };
    expect(planBatches([r.events], viewOf(s), wrong, 0)).toBe(EMPTY_TIMELINE);
  });
});

describe('nothing replayed', () => {
  const log = [1, 1, 2, 3, 3, 3].map((version, i) => ({ version, event: { type: 'ended', seat: 0, next: i } }));
  it('the first view the scene shows (a join, a reload, a reconnect) plays no event', () => {
    expect(newBatches(log, null, 3)).toEqual([]);
  });
  it('new actions play one list of events per action, in order', () => {
    expect(newBatches(log, 1, 3).map((b) => b.length)).toEqual([1, 3]);
    expect(newBatches(log, 3, 3)).toEqual([]);
  });
  it('falling far behind jumps to the view', () => {
    expect(newBatches(log, 1, 10)).toEqual([]);
  });
});

describe('random playouts', () => {
  it('for every action seen by every viewer, the tiles end their travels where the next view puts them', () => {
    let actions = 0;
    const types = new Set<string>();
    for (const [players, seed] of [
      [2, 1],
      [3, 2],
      [4, 3],
      [2, 4],
      [4, 5],
      [3, 6],
    ] as const) {
      const s = labiro.setup({ seed, players, options: { ...labiro.defaultOptions, roundLimit: 40 } });
      if (!s.ok) throw new Error('setup');
      let state = s.value;
      const viewers: Viewer[] = [
        ...Array.from({ length: players }, (_, seat): Viewer => ({ kind: 'seat', seat })),
        SPEC,
        { kind: 'broadcast' },
      ];
      let views: LabiroView[] = viewers.map((v) => labiro.view(state, v));
      while (state.phase !== 'over' && actions < 20000) {
        const seat = labiro.toAct(state)[0]!;
        const action = randomAction(labiro.view(state, { kind: 'seat', seat }), seat, mixSeed(seed, actions));
        const r = labiro.apply(state, seat, action);
        if (!r.ok) throw new Error(r.error.code);
        state = r.value.state;
        r.value.events.forEach((e: LabiroEvent) => {
          types.add(e.type);
        });
        const next = viewers.map((v) => labiro.view(state, v));
        viewers.forEach((v, i) => {
          const events = r.value.events.filter(
            (e) => !('visibleTo' in e) || (v.kind === 'seat' && e.visibleTo.includes(v.seat)),
          );
          const plan = planItems(events, holdingsOf(views[i]!), 0);
          if (!holdingsMatch(plan.after, next[i]!))
            throw new Error(`travels end off the view: ${JSON.stringify({ action, events })}`);
          for (const m of plan.items) {
            if (m.kind !== 'item') continue;
            for (const p of [m.from, m.to])
              if ((p.at === 'hand' || p.at === 'used') && (p.slot < 0 || p.slot > 2)) throw new Error(`slot ${p.slot}`);
          }
        });
        views = next;
        actions++;
      }
    }
    expect(actions).toBeGreaterThan(1000);
    // The random bot reaches every event that moves a tile over these games.
    for (const type of ['taken', 'swapped', 'left', 'used', 'placed', 'ruby', 'discarded', 'deposited', 'robbed'])
      expect(types).toContain(type);
  });
});
