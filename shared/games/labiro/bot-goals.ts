// What the Labiro bot wants, read from its seat's view only: how much each object is worth to it, what the
// face-down objects are likely to be, and the towers worth going to, in tiers (rubies home and ruby towers it
// holds the key of first; then objects worth taking; then robbing keys).
//
// One valuation serves both "is that tower worth going to" and "what do I do once there", and it does not
// depend on the hand: so a tower is a goal exactly when the bot acts on arriving, and a swap is never undone.
import type { Seat } from '../../core/index.js';
import { HAND_LIMIT, type HandItem, type LabiroView } from './game-types.js';
import { OBJECT_SET, type ObjectTile, type RubySymbol } from './types.js';

/** How much the bot values each kind of object (a tower key: while its ruby tile is in, times its reach factor). */
export const OBJECT_VALUES = { towerKey: 10, dagger: 2, rope: 4, unlockKey: 5, torch: 0.5, empty: 0 } as const;

/** A swap must gain at least this much (no swapping between equals). */
export const SWAP_MARGIN = 0.25;

/** What the bot knows of the table, from the view. */
export interface Knowledge {
  readonly seat: Seat;
  readonly pawn: number;
  readonly home: number | null;
  readonly hand: readonly HandItem[];
  /** Rubies the bot carries. */
  readonly carried: number;
  /** Ruby towers whose tile is still in, by symbol → base. */
  readonly rubyBases: ReadonlyMap<RubySymbol, number>;
  /** The expected worth of a face-down object (what the unknown pool holds, on average, keys at full value). */
  readonly hiddenValue: number;
  /** What robbing each seat would bring (0 for the bot itself). */
  readonly loot: readonly number[];
  /**
   * How much a tower key of this ruby tower is worth, times its full value: 1 when the pawn can get there, less
   * when it is far or out of reach. Only asked when the hand is full (what to give away); a function of the
   * board and the pawn's walkable area, never of the hand.
   */
  readonly keyFactor: (symbol: RubySymbol) => number;
}

/** Rubies in a hand. */
export const rubiesIn = (hand: readonly HandItem[]): number =>
  hand.reduce((n, i) => n + (i.kind === 'ruby' ? i.tile.rubies : 0), 0);

/** The full worth of an object tile (a key for a ruby tower already emptied is worth nothing). */
export function objectValue(tile: ObjectTile, rubyBases: ReadonlyMap<RubySymbol, number>): number {
  if (tile.kind === 'towerKey')
    return tile.symbol !== undefined && rubyBases.has(tile.symbol) ? OBJECT_VALUES.towerKey : 0;
  return OBJECT_VALUES[tile.kind];
}

/** The worth of an object tile with its key's reach factor (for choosing what to give away with a full hand). */
export function reachValue(k: Knowledge, tile: ObjectTile): number {
  const v = objectValue(tile, k.rubyBases);
  return tile.kind === 'towerKey' && v > 0 && tile.symbol !== undefined ? v * k.keyFactor(tile.symbol) : v;
}

/** What a robbery of this hand would bring (rubies first). */
export function lootValue(hand: readonly HandItem[], rubyBases: ReadonlyMap<RubySymbol, number>): number {
  let v = 0;
  for (const i of hand)
    v += i.kind === 'ruby' ? 12 * i.tile.rubies : i.tile.kind === 'towerKey' ? objectValue(i.tile, rubyBases) : 0;
  return v;
}

/** Reads the bot's knowledge from its view (the pawn must be placed); `keyFactor` comes from the planner. */
export function knowledge(
  view: LabiroView,
  seat: Seat,
  keyFactor: (symbol: RubySymbol) => number = () => 1,
): Knowledge {
  const me = view.seats[seat]!;
  const rubyBases = new Map<RubySymbol, number>();
  view.board.towers.forEach((t, b) => {
    if (t.ruby !== undefined && view.towers[b]?.rubyTile) rubyBases.set(t.ruby, b);
  });
  // The unknown pool: the box less every tile seen (hands, face-up or looked-at towers) and keys already used.
  const seen = new Set<number>();
  for (const s of view.seats) for (const i of s.hand) if (i.kind === 'object') seen.add(i.tile.id);
  for (const t of view.towers) if (t.object.kind === 'tile') seen.add(t.object.tile.id);
  for (const p of view.pending) seen.add(p.tile.id);
  const pool = OBJECT_SET.filter(
    (t) => !seen.has(t.id) && !(t.kind === 'towerKey' && t.symbol !== undefined && !rubyBases.has(t.symbol)),
  );
  const hiddenValue = pool.length ? pool.reduce((v, t) => v + objectValue(t, rubyBases), 0) / pool.length : 0;
  return {
    seat,
    pawn: me.pawn ?? 0,
    home: me.home !== null && me.home >= 0 ? me.home : null,
    hand: me.hand,
    carried: rubiesIn(me.hand),
    rubyBases,
    hiddenValue,
    loot: view.seats.map((s, q) => (q === seat ? 0 : lootValue(s.hand, rubyBases))),
    keyFactor,
  };
}

/** The bot's objects in hand with their worth, least worth first (what it would give in a swap). */
export function handObjects(k: Knowledge): { tile: ObjectTile; value: number }[] {
  return k.hand
    .flatMap((i) => (i.kind === 'object' ? [{ tile: i.tile, value: reachValue(k, i.tile) }] : []))
    .sort((a, b) => a.value - b.value || a.tile.id - b.tile.id);
}

/** What the bot would do with a tower's content on arriving: take it, look at it, swap for it, or nothing. */
export function verdict(k: Knowledge, seen: LabiroView['towers'][number]['object']): 'take' | 'look' | 'swap' | null {
  if (seen.kind === 'none') return null;
  const room = k.hand.length < HAND_LIMIT;
  if (seen.kind === 'hidden') {
    if (room) return 'take';
    const worst = handObjects(k)[0];
    return worst !== undefined && worst.value + SWAP_MARGIN < k.hiddenValue ? 'look' : null;
  }
  if (objectValue(seen.tile, k.rubyBases) <= 0) return null;
  if (room) return 'take';
  const worst = handObjects(k)[0];
  return worst !== undefined && worst.value + SWAP_MARGIN < reachValue(k, seen.tile) ? 'swap' : null;
}

/** A tower worth going to, and why. */
export interface Goal {
  readonly base: number;
  readonly value: number;
  readonly why: 'home' | 'ruby' | 'object' | 'hidden' | 'rob';
}

/** The goals by tier: `primary` rubies home, ruby towers of keys held, robbing rubies; `objects`; `robKeys`. */
export interface GoalTiers {
  readonly primary: readonly Goal[];
  readonly objects: readonly Goal[];
  readonly robKeys: readonly Goal[];
}

/** Rubies home, ruby towers of keys held, robbing a player who carries rubies (a dagger in hand). */
export function primaryGoals(view: LabiroView, k: Knowledge): Goal[] {
  const out: Goal[] = [];
  const add = (g: Goal) => {
    if (g.base !== k.pawn) out.push(g);
  };
  if (k.carried > 0 && k.home !== null) add({ base: k.home, value: 12 * k.carried, why: 'home' });
  for (const i of k.hand) {
    if (i.kind !== 'object' || i.tile.kind !== 'towerKey' || i.tile.symbol === undefined) continue;
    const b = k.rubyBases.get(i.tile.symbol);
    if (b !== undefined) add({ base: b, value: 9, why: 'ruby' });
  }
  for (const g of robGoals(view, k)) if (rubiesIn(view.seats[g.victim]!.hand) > 0) add(g);
  return out;
}

/** Towers whose object the bot would take, look at or swap for on arriving (`verdict`). */
export function objectGoals(view: LabiroView, k: Knowledge): Goal[] {
  const out: Goal[] = [];
  view.towers.forEach((t, b) => {
    if (b === k.pawn || verdict(k, t.object) === null) return;
    out.push(
      t.object.kind === 'tile'
        ? { base: b, value: objectValue(t.object.tile, k.rubyBases), why: 'object' }
        : { base: b, value: k.hiddenValue, why: 'hidden' },
    );
  });
  return out;
}

/** Players worth robbing, where they stand (a dagger in hand, unused this turn). */
export function robGoals(view: LabiroView, k: Knowledge): (Goal & { victim: Seat })[] {
  const dagger = k.hand.some(
    (i) => i.kind === 'object' && i.tile.kind === 'dagger' && !view.usedThisTurn.includes(i.tile.id),
  );
  if (!dagger) return [];
  return view.seats.flatMap((s, q) =>
    q === k.seat || s.pawn === null || s.pawn === k.pawn || k.loot[q]! <= 0
      ? []
      : [{ base: s.pawn, value: k.loot[q]!, why: 'rob' as const, victim: q }],
  );
}

/** Every goal by tier (see GoalTiers). */
export function goalTiers(view: LabiroView, k: Knowledge): GoalTiers {
  const primary = primaryGoals(view, k);
  const robKeys = robGoals(view, k).filter((g) => !primary.some((p) => p.base === g.base));
  return { primary, objects: objectGoals(view, k), robKeys };
}
