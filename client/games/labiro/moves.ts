// Items that travel (pure, no three): the events of one action that move an object or ruby tile become moves
// of that tile from where it lay to where it goes — tower → tray ('taken', 'swapped', 'ruby'), tray → tower
// ('left', 'swapped'), tray → the used spot beside the tray ('used') → tower ('placed'), tray → chest with gems
// dropping in ('deposited'), victim's tray → robber's tray ('robbed'), and off the table ('discarded'; an empty
// tile first shows itself face up over its tower). The planner follows the hands, the used objects and the
// chests through the events exactly as the engine does, so each tile leaves from the slot it was drawn in, the
// tiles behind it slide along the tray, and at the end every tile lies where the new view puts it. Places are
// named (`Spot`); the scene turns them into points.
import type { HandItem, LabiroEvent, LabiroView, PendingPlacement } from '../../../shared/games/labiro/game-types.js';
import type { ObjectTile } from '../../../shared/games/labiro/types.js';

/** Seconds of one tile's arc from where it was to where it goes. */
export const FLY_SECONDS = 0.4;
/** Seconds a tile takes to slide along the tray into a freed slot. */
export const SLIDE_SECONDS = 0.25;
/** The tiles behind a departing one start sliding this much after it lifts off. */
export const SLIDE_DELAY = 0.1;
/** Seconds a tile takes to leave the table. */
export const OUT_SECONDS = 0.5;
/** A revealed tile that leaves the game stays shown this long first. */
export const SHOW_SECONDS = 0.45;
/** Between two tiles of one event (deposits, loot). */
export const STAGGER_SECONDS = 0.12;
/** Seconds of a gem's drop into its chest. */
export const GEM_SECONDS = 0.35;
/** A short rest between two events' moves. */
export const ITEM_GAP = 0.05;

/** A named place where a tile lies or passes. */
export type Spot =
  | { readonly at: 'tower'; readonly base: number; readonly spot: 'object' | 'ruby' }
  | { readonly at: 'hand'; readonly seat: number; readonly slot: number }
  /** A used object waiting beside its owner's tray to be put away: the k-th of that seat's. */
  | { readonly at: 'used'; readonly seat: number; readonly slot: number }
  | { readonly at: 'chest'; readonly seat: number }
  /** Lifted over a tower, face up: a revealed empty tile before it leaves the game. */
  | { readonly at: 'shown'; readonly base: number }
  /** Off the table: the tile leaves the game. */
  | { readonly at: 'out' };

/** One tile travelling. `flip`: it starts face down and lands face up; `slide`: along the tray, no arc. */
export interface ItemMove {
  readonly kind: 'item';
  /** The tile's identity (`itemKey`). */
  readonly key: number;
  readonly item: HandItem;
  readonly from: Spot;
  readonly to: Spot;
  readonly flip: boolean;
  readonly slide: boolean;
  readonly start: number;
  readonly end: number;
}

/** A gem falling into a seat's chest: the `index`-th gem (0-based) of that chest. */
export interface GemDrop {
  readonly kind: 'gem';
  readonly seat: number;
  readonly index: number;
  readonly start: number;
  readonly end: number;
}

/** The identity of a tile in hand or on the table: object tiles by id, ruby tiles by 100 + id. */
export function itemKey(item: HandItem): number {
  return item.kind === 'ruby' ? 100 + item.tile.id : item.tile.id;
}

const objectItem = (tile: ObjectTile): HandItem => ({ kind: 'object', tile });

/** What the tiles' travels start from: the previous view's hands, used objects, chests and face-up towers. */
export interface Holdings {
  readonly hands: readonly (readonly HandItem[])[];
  readonly pending: readonly PendingPlacement[];
  readonly chests: readonly number[];
  /** Per tower: whether this viewer saw its object face up (a face-down one flips as it travels). */
  readonly faceUp: readonly boolean[];
}

/** The holdings a view shows. */
export function holdingsOf(view: Pick<LabiroView, 'seats' | 'pending' | 'towers' | 'secrets'>): Holdings {
  return {
    hands: view.seats.map((p) => p.hand),
    pending: view.pending,
    chests: view.seats.map((p) => p.chest),
    faceUp: view.towers.map(
      (t) => t.object.kind === 'tile' || (t.object.kind === 'hidden' && view.secrets !== undefined),
    ),
  };
}

/** Moves planned for one action and the holdings they end with (the next action's start; checked against the view). */
export interface ItemPlan {
  readonly items: readonly (ItemMove | GemDrop)[];
  /** When the last move ends (`at` when nothing moves). */
  readonly end: number;
  readonly after: Holdings;
}

/** Whether holdings are what `view` shows: the same tiles in the same slots (else the view is the truth: play nothing). */
export function holdingsMatch(h: Holdings, view: Pick<LabiroView, 'seats' | 'pending'>): boolean {
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const usedOf = (list: readonly PendingPlacement[], s: number) =>
    list.filter((x) => x.seat === s).map((x) => x.tile.id);
  return view.seats.every(
    (p, s) =>
      same((h.hands[s] ?? []).map(itemKey), p.hand.map(itemKey)) &&
      same(usedOf(h.pending, s), usedOf(view.pending, s)) &&
      (h.chests[s] ?? 0) === p.chest,
  );
}

/** The tile moves of one action's `events`, one event after the other from `at`, starting from `before`. */
export function planItems(events: readonly LabiroEvent[], before: Holdings, at: number): ItemPlan {
  const hands = before.hands.map((h) => h.slice());
  const used = before.hands.map((_, s) => before.pending.filter((p) => p.seat === s).map((p) => p.tile));
  const chests = before.chests.slice();
  const faceUp = before.faceUp.slice();
  const shown = new Map<number, Spot>(); // revealed tiles lifted over their tower, by key
  const handled = new Set<number>(); // tiles whose 'discarded' an earlier event already played
  const items: (ItemMove | GemDrop)[] = [];
  let t = at;
  let stepEnd = at;

  const move = (
    item: HandItem,
    from: Spot,
    to: Spot,
    start: number,
    opts: { flip?: boolean; slide?: boolean } = {},
  ) => {
    const dur = opts.slide ? SLIDE_SECONDS : to.at === 'out' ? OUT_SECONDS : FLY_SECONDS;
    items.push({
      kind: 'item',
      key: itemKey(item),
      item,
      from,
      to,
      flip: opts.flip ?? false,
      slide: opts.slide ?? false,
      start,
      end: start + dur,
    });
    stepEnd = Math.max(stepEnd, start + dur);
  };
  /** Takes the tiles `keys` out of a seat's list; the rest slide into the freed slots. Returns each one's slot. */
  const takeOut = <T>(
    list: T[],
    keyOf: (x: T) => number,
    keys: readonly number[],
    seat: number,
    where: 'hand' | 'used',
    asItem: (x: T) => HandItem,
  ) => {
    const slots = keys.map((k) => list.findIndex((x) => keyOf(x) === k));
    const kept = list.filter((x) => !keys.includes(keyOf(x)));
    kept.forEach((x, i) => {
      const was = list.indexOf(x);
      if (was !== i)
        move(asItem(x), { at: where, seat, slot: was }, { at: where, seat, slot: i }, t + SLIDE_DELAY, { slide: true });
    });
    list.splice(0, list.length, ...kept);
    return slots;
  };
  const fromHand = (seat: number, items: readonly HandItem[]) =>
    takeOut(hands[seat] ?? [], itemKey, items.map(itemKey), seat, 'hand', (x) => x);
  const fromUsed = (seat: number, tile: ObjectTile) =>
    takeOut(used[seat] ?? [], (x) => x.id, [tile.id], seat, 'used', objectItem)[0]!;
  const toHand = (seat: number, item: HandItem): Spot => {
    const hand = hands[seat] ?? [];
    hands[seat] = hand;
    hand.push(item);
    return { at: 'hand', seat, slot: hand.length - 1 };
  };
  /** Where a tile revealed in a tower goes: to the hand, or shown over the tower when it leaves the game next. */
  const revealTo = (i: number, seat: number, base: number, item: HandItem): Spot => {
    const key = itemKey(item);
    const leaves = events
      .slice(i + 1)
      .some(
        (e) => e.type === 'discarded' && itemKey(e.item) === key && (e.why === 'empty-tile' || e.why === 'empty-ruby'),
      );
    if (!leaves) return toHand(seat, item);
    const spot: Spot = { at: 'shown', base };
    shown.set(key, spot);
    return spot;
  };
  const handSpot = (seat: number, slot: number): Spot => ({ at: 'hand', seat, slot: Math.max(0, slot) });

  events.forEach((e, i) => {
    stepEnd = t;
    if (e.type === 'taken') {
      const item = objectItem(e.tile);
      move(item, { at: 'tower', base: e.tower, spot: 'object' }, revealTo(i, e.seat, e.tower, item), t, {
        flip: !faceUp[e.tower],
      });
      faceUp[e.tower] = false;
    } else if (e.type === 'swapped') {
      const gave = objectItem(e.gave),
        got = objectItem(e.got);
      const [slot] = fromHand(e.seat, [gave]);
      move(got, { at: 'tower', base: e.tower, spot: 'object' }, revealTo(i, e.seat, e.tower, got), t, {
        flip: !faceUp[e.tower],
      });
      move(gave, handSpot(e.seat, slot!), { at: 'tower', base: e.tower, spot: 'object' }, t);
      faceUp[e.tower] = true;
    } else if (e.type === 'left') {
      const item = objectItem(e.tile);
      const [slot] = fromHand(e.seat, [item]);
      move(item, handSpot(e.seat, slot!), { at: 'tower', base: e.tower, spot: 'object' }, t);
      faceUp[e.tower] = true;
    } else if (e.type === 'used') {
      const item = objectItem(e.tile);
      const [slot] = fromHand(e.seat, [item]);
      const list = used[e.seat] ?? [];
      used[e.seat] = list;
      list.push(e.tile);
      move(item, handSpot(e.seat, slot!), { at: 'used', seat: e.seat, slot: list.length - 1 }, t);
    } else if (e.type === 'placed') {
      const slot = fromUsed(e.seat, e.tile);
      move(
        objectItem(e.tile),
        { at: 'used', seat: e.seat, slot: Math.max(0, slot) },
        { at: 'tower', base: e.tower, spot: 'object' },
        t,
      );
      faceUp[e.tower] = true;
    } else if (e.type === 'ruby') {
      const key = objectItem(e.key),
        tile: HandItem = { kind: 'ruby', tile: e.tile };
      const [slot] = fromHand(e.seat, [key]);
      move(key, handSpot(e.seat, slot!), { at: 'out' }, t);
      handled.add(itemKey(key));
      move(tile, { at: 'tower', base: e.tower, spot: 'ruby' }, revealTo(i, e.seat, e.tower, tile), t, { flip: true });
    } else if (e.type === 'discarded') {
      const key = itemKey(e.item);
      if (handled.has(key)) return;
      const lifted = shown.get(key);
      if (lifted) {
        move(e.item, lifted, { at: 'out' }, t + SHOW_SECONDS);
        shown.delete(key);
      } else if ((hands[e.seat] ?? []).some((x) => itemKey(x) === key)) {
        const [slot] = fromHand(e.seat, [e.item]);
        move(e.item, handSpot(e.seat, slot!), { at: 'out' }, t);
      } else if (e.item.kind === 'object' && (used[e.seat] ?? []).some((x) => x.id === e.item.tile.id)) {
        const slot = fromUsed(e.seat, e.item.tile);
        move(e.item, { at: 'used', seat: e.seat, slot }, { at: 'out' }, t);
      }
    } else if (e.type === 'deposited') {
      const tiles: HandItem[] = e.tiles.map((tile) => ({ kind: 'ruby', tile }));
      const slots = fromHand(e.seat, tiles);
      let gem = chests[e.seat] ?? 0;
      tiles.forEach((item, k) => {
        const start = t + k * STAGGER_SECONDS;
        move(item, handSpot(e.seat, slots[k]!), { at: 'chest', seat: e.seat }, start);
        for (let r = 0; r < (item.kind === 'ruby' ? item.tile.rubies : 0); r++) {
          const drop = start + FLY_SECONDS - 0.05 + r * 0.08;
          items.push({ kind: 'gem', seat: e.seat, index: gem++, start: drop, end: drop + GEM_SECONDS });
          stepEnd = Math.max(stepEnd, drop + GEM_SECONDS);
        }
      });
      chests[e.seat] = e.chest;
    } else if (e.type === 'robbed') {
      const loot = e.items;
      const guard = e.armed
        ? (hands[e.victim] ?? []).find(
            (x) => x.kind === 'object' && x.tile.kind === 'dagger' && !loot.some((l) => itemKey(l) === itemKey(x)),
          )
        : undefined;
      const slots = fromHand(e.victim, guard ? [...loot, guard] : loot);
      loot.forEach((item, k) => {
        move(item, handSpot(e.victim, slots[k]!), toHand(e.seat, item), t + k * STAGGER_SECONDS);
      });
      if (guard && guard.kind === 'object') {
        const list = used[e.victim] ?? [];
        used[e.victim] = list;
        list.push(guard.tile);
        move(guard, handSpot(e.victim, slots[loot.length]!), { at: 'used', seat: e.victim, slot: list.length - 1 }, t);
      }
    } else return;
    if (stepEnd > t) t = stepEnd + ITEM_GAP;
  });
  const pending = used.flatMap((list, seat) => list.map((tile) => ({ seat, tile })));
  return {
    items,
    end: items.length ? Math.max(...items.map((a) => a.end)) : at,
    after: { hands, pending, chests, faceUp },
  };
}
