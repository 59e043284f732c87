// What Labiro's panels derive from a view: whose moment it is, which buttons the rules allow now (each refused
// one with a reason), the targets of tools and pickers, the dagger's choices. Hints only: the server decides.
// Pure: the React components stay thin and these functions are tested without a browser.
import type { Seat } from '../../../../shared/core/index.js';
import {
  alignedNeighbours,
  HAND_LIMIT,
  PAWN_SPACES,
  TURNS_PER_TURN,
  type HandItem,
  type ItemRef,
  type LabiroAction,
  type LabiroView,
  legalFromView,
  robChoice,
} from '../../../../shared/games/labiro/index.js';
import type { ObjectTile } from '../../../../shared/games/labiro/types.js';
import { turnTargets } from '../hints.js';
import type { LabiroTool } from '../store.js';

/**
 * Why a button is off; each is a key under `why.` in the strings. Example: 'hand-full'.
 * The engine's refusal codes say the same things after the fact; these say them before.
 */
export const REASONS = [
  'not-your-turn',
  'pending',
  'turn-limit',
  'not-turnable',
  'hand-full',
  'no-object',
  'visible',
  'only-rubies',
  'tower-has-object',
  'no-object-in-hand',
  'no-ruby-tile',
  'no-key',
  'key-elsewhere',
  'used',
  'no-aligned',
  'no-aligned-object',
  'no-victim',
  'nothing-to-rob',
  'tower-full',
  'nothing-armed',
  'not-now',
] as const;

/** One reason a button is disabled. */
export type Reason = (typeof REASONS)[number];

/** A button's state: enabled, or disabled with the first reason that forbids it. */
export interface Btn {
  readonly enabled: boolean;
  readonly reason: Reason | null;
}

const on: Btn = { enabled: true, reason: null };
const off = (reason: Reason): Btn => ({ enabled: false, reason });
/** The first reason that applies, or enabled. */
const check = (...rules: readonly (Reason | false | null | undefined)[]): Btn => {
  for (const r of rules) if (r) return off(r);
  return on;
};

/**
 * Where the table stands for this viewer. 'start-mine': choose a start tower; 'start-wait': someone else
 * chooses; 'play-mine': your turn; 'place-mine': put a used object away (nothing else allowed); 'place-wait':
 * someone puts one away; 'play-wait': someone else's turn; 'over': the end.
 */
export type Moment = 'start-mine' | 'start-wait' | 'play-mine' | 'place-mine' | 'place-wait' | 'play-wait' | 'over';

/** The moment for `seat` (null: spectator). */
export function momentOf(view: LabiroView, seat: Seat | null): Moment {
  if (view.phase === 'over') return 'over';
  if (view.phase === 'start') return seat !== null && view.turn === seat ? 'start-mine' : 'start-wait';
  const pending = view.pending[0];
  if (pending) return seat !== null && pending.seat === seat ? 'place-mine' : 'place-wait';
  return seat !== null && view.turn === seat ? 'play-mine' : 'play-wait';
}

/** The seat expected to act now: the owner of the first pending object, else the seat on turn (null at the end). */
export function actorOf(view: LabiroView): Seat | null {
  if (view.phase === 'over') return null;
  return view.pending[0]?.seat ?? view.turn;
}

/** The seats whose pawn stands on `base`. */
export function pawnsAt(view: LabiroView, base: number): Seat[] {
  const out: Seat[] = [];
  view.seats.forEach((p, s) => {
    if (p.pawn === base) out.push(s);
  });
  return out;
}

/** Whether `seat` may not end the turn where he stands: PAWN_SPACES other pawns are there already. */
export function towerFull(view: LabiroView, seat: Seat): boolean {
  const at = view.seats[seat]?.pawn;
  if (at === null || at === undefined) return false;
  return pawnsAt(view, at).filter((s) => s !== seat).length >= PAWN_SPACES;
}

/** The object tiles in a hand (rubies left out), in hand order. */
export function handObjects(hand: readonly HandItem[]): ObjectTile[] {
  return hand.flatMap((i) => (i.kind === 'object' ? [i.tile] : []));
}

/** Rubies carried (not yet in a chest): the sum over the ruby tiles in hand. */
export function carriedRubies(hand: readonly HandItem[]): number {
  return hand.reduce((n, i) => n + (i.kind === 'ruby' ? i.tile.rubies : 0), 0);
}

/** The neighbours aligned with `seat`'s tower, whatever the turns left or what they hold (why a rope or torch is off). */
export function alignedTowers(view: LabiroView, seat: Seat): number[] {
  const at = view.seats[seat]?.pawn;
  if (at === null || at === undefined) return [];
  return alignedNeighbours(view.board, at);
}

/** Opponents standing in `seat`'s tower: whom his dagger can rob. */
export function daggerVictims(view: LabiroView, seat: Seat): Seat[] {
  const at = view.seats[seat]?.pawn;
  if (at === null || at === undefined) return [];
  return pawnsAt(view, at).filter((s) => s !== seat);
}

/** A hand item as an action names it. */
export function refOf(item: HandItem): ItemRef {
  return { kind: item.kind, id: item.tile.id };
}

/** Whether two item references name the same thing. */
export function sameRef(a: ItemRef, b: ItemRef): boolean {
  return a.kind === b.kind && a.id === b.id;
}

/** What a dagger attack may take from `victim`: the things on offer, how many at most, and the engine's default pick. */
export interface DaggerChoice {
  /** The victim's things the robber may pick (an armed victim's dagger is never among them). */
  readonly offer: readonly HandItem[];
  /** Exactly this many are taken (all the hand has room for, one from an armed victim, at most the offer). */
  readonly max: number;
  /** Whether the victim holds a dagger too (then one thing only, and both daggers are put away). */
  readonly armed: boolean;
  /** The engine's default: rubies first, then objects in hand order, up to `max`. */
  readonly preset: readonly ItemRef[];
}

/** The dagger's choice for `seat` robbing `victim` with his dagger tile `dagger`: the engine's own rule (robChoice). */
export function daggerChoice(view: LabiroView, seat: Seat, victim: Seat, dagger: number): DaggerChoice {
  const mine = (view.seats[seat]?.hand ?? []).filter((i) => !(i.kind === 'object' && i.tile.id === dagger));
  const choice = robChoice(mine, view.seats[victim]?.hand ?? []);
  return {
    offer: choice.offer,
    max: choice.count,
    armed: choice.guard !== undefined,
    preset: choice.preset.map(refOf),
  };
}

/** Toggles `ref` in a pick of at most `max` things (a pick at the limit refuses more; with max 1 it swaps). */
export function togglePick(pick: readonly ItemRef[], ref: ItemRef, max: number): ItemRef[] {
  if (pick.some((r) => sameRef(r, ref))) return pick.filter((r) => !sameRef(r, ref));
  if (max === 1) return [ref];
  return pick.length >= max ? [...pick] : [...pick, ref];
}

/** What the Use button of a hand object does: an action at once, a tool to click a tower with, or a picker. */
export type UseKind = 'ruby' | 'unlock' | 'torch' | 'rope' | 'dagger';

/** One thing in the viewer's hand with its Use button (null for rubies and empty tiles: nothing to use). */
export interface HandEntry {
  readonly item: HandItem;
  readonly use: UseKind | null;
  readonly btn: Btn;
  /** Used this turn already (each object once). */
  readonly used: boolean;
}

/** The buttons of the tower the viewer stands in. `look`/`swap` show only with a full hand, `ruby` only in a ruby tower. */
export interface TowerButtons {
  readonly take: Btn;
  readonly look: Btn | null;
  readonly swap: Btn | null;
  readonly leave: Btn;
  readonly ruby: Btn | null;
}

/** Everything the controls show for one viewer, derived from the view and the armed turn. */
export interface ControlsModel {
  readonly moment: Moment;
  /** Who acts now (pending owner or seat on turn), null at the end. */
  readonly actor: Seat | null;
  /** The viewer's tower, or null (spectator, before the start). */
  readonly at: number | null;
  readonly turnsUsed: number;
  readonly walk: Btn;
  readonly turn: Btn;
  /** Confirm of the armed turn. */
  readonly confirm: Btn;
  readonly tower: TowerButtons;
  readonly hand: readonly HandEntry[];
  readonly end: Btn;
  /** The used object the actor must put away, or null. */
  readonly pending: ObjectTile | null;
}

/** The tower key in a hand that opens the ruby tower on `base`, or undefined. */
export function keyFor(view: LabiroView, hand: readonly HandItem[], base: number): ObjectTile | undefined {
  const symbol = view.board.towers[base]?.ruby;
  if (symbol === undefined) return undefined;
  return handObjects(hand).find((t) => t.kind === 'towerKey' && t.symbol === symbol);
}

/**
 * The controls' state for `seat` (null: spectator) with `armedTurn` (base or null). A button is on exactly when
 * the engine's own legal list (`legalFromView`) holds its action, so the panel never offers what the server
 * refuses; the reason of an off button comes from the checks below, in the order a player would meet them.
 */
export function controlsModel(view: LabiroView, seat: Seat | null, armedTurn: number | null): ControlsModel {
  const moment = momentOf(view, seat);
  const me = seat === null ? undefined : view.seats[seat];
  const at = me?.pawn ?? null;
  const hand = me?.hand ?? [];
  const legal = seat === null ? [] : legalFromView(view, seat);
  const has = (pred: (a: LabiroAction) => boolean) => legal.some(pred);
  /** On when the engine lists such an action, else off with the first reason that applies ('not-now' if none does). */
  const gate = (legalNow: boolean, ...rules: readonly (Reason | false | null | undefined)[]): Btn => {
    if (legalNow) return on;
    const why = check(...rules);
    return why.enabled ? off('not-now') : why;
  };
  const mine = moment === 'play-mine';
  const notMine: Reason | null = moment === 'place-mine' ? 'pending' : mine ? null : 'not-your-turn';
  const turnsLeft = view.turnsUsed < TURNS_PER_TURN;
  const full = hand.length >= HAND_LIMIT;
  const tv = at === null ? undefined : view.towers[at];
  const obj = tv?.object.kind ?? 'none';
  const objects = handObjects(hand);
  const isRuby = at !== null && view.board.towers[at]?.ruby !== undefined;
  const key = at === null ? undefined : keyFor(view, hand, at);
  const used = (id: number) => view.usedThisTurn.includes(id);

  const tower: TowerButtons = {
    take: gate(
      has((a) => a.type === 'take'),
      notMine,
      obj === 'none' && 'no-object',
      full && 'hand-full',
    ),
    look: full
      ? gate(
          has((a) => a.type === 'look'),
          notMine,
          obj === 'none' && 'no-object',
          obj === 'tile' && 'visible',
        )
      : null,
    swap: full
      ? gate(
          has((a) => a.type === 'swap'),
          notMine,
          obj === 'none' && 'no-object',
          objects.length === 0 && 'only-rubies',
        )
      : null,
    leave: gate(
      has((a) => a.type === 'leave'),
      notMine,
      obj !== 'none' && 'tower-has-object',
      objects.length === 0 && 'no-object-in-hand',
    ),
    ruby: isRuby
      ? gate(
          has((a) => a.type === 'ruby'),
          notMine,
          !tv?.rubyTile && 'no-ruby-tile',
          !key && 'no-key',
        )
      : null,
  };

  const victims = seat === null ? [] : daggerVictims(view, seat);
  const entries: HandEntry[] = hand.map((item) => {
    if (item.kind === 'ruby') return { item, use: null, btn: off('not-now'), used: false };
    const tile = item.tile;
    const u = used(tile.id);
    const base = { item, used: u };
    const id = tile.id;
    switch (tile.kind) {
      case 'towerKey': {
        const here = at !== null && view.board.towers[at]?.ruby === tile.symbol;
        return {
          ...base,
          use: 'ruby',
          btn: gate(
            here && has((a) => a.type === 'ruby'),
            notMine,
            !here && 'key-elsewhere',
            here && !tv?.rubyTile && 'no-ruby-tile',
          ),
        };
      }
      case 'unlockKey':
        return {
          ...base,
          use: 'unlock',
          btn: gate(
            has((a) => a.type === 'unlock' && a.object === id),
            notMine,
            u && 'used',
          ),
        };
      case 'torch': {
        const none = seat !== null && alignedTowers(view, seat).length === 0;
        return {
          ...base,
          use: 'torch',
          btn: gate(
            has((a) => a.type === 'torch' && a.object === id),
            notMine,
            u && 'used',
            none ? 'no-aligned' : 'no-aligned-object',
          ),
        };
      }
      case 'rope':
        return {
          ...base,
          use: 'rope',
          btn: gate(
            has((a) => a.type === 'rope' && a.object === id),
            notMine,
            u && 'used',
            !turnsLeft && 'turn-limit',
            'no-aligned',
          ),
        };
      case 'dagger': {
        const robbable = victims.some((v) => (view.seats[v]?.hand.length ?? 0) > 0);
        return {
          ...base,
          use: 'dagger',
          btn: gate(
            has((a) => a.type === 'dagger' && a.object === id),
            notMine,
            u && 'used',
            victims.length === 0 && 'no-victim',
            !robbable && 'nothing-to-rob',
          ),
        };
      }
      default:
        return { ...base, use: null, btn: off('not-now') };
    }
  });

  const targets = seat === null ? [] : turnTargets(view, seat);
  return {
    moment,
    actor: actorOf(view),
    at,
    turnsUsed: view.turnsUsed,
    walk: check(notMine),
    turn: gate(
      has((a) => a.type === 'turn'),
      notMine,
      !turnsLeft && 'turn-limit',
    ),
    confirm: gate(
      armedTurn !== null && has((a) => a.type === 'turn' && a.tower === armedTurn),
      notMine,
      armedTurn === null && 'nothing-armed',
      !turnsLeft && 'turn-limit',
      armedTurn !== null && !targets.includes(armedTurn) && 'not-turnable',
    ),
    tower,
    hand: entries,
    end: gate(
      has((a) => a.type === 'end'),
      notMine,
      seat !== null && towerFull(view, seat) && 'tower-full',
    ),
    pending: view.pending[0]?.tile ?? null,
  };
}

/** Towers where the viewer privately saw an object (a full-hand look or a torch), in base order. */
export function privateLooks(view: LabiroView): { tower: number; tile: ObjectTile }[] {
  return view.towers.flatMap((t, b) =>
    t.private && t.object.kind === 'tile' ? [{ tower: b, tile: t.object.tile }] : [],
  );
}

/**
 * The tool the moment imposes, or null when the player's own choice stands: 'start' while choosing a start
 * tower, 'place' while putting a used object away, 'walk' when a tool no longer fits (not his turn any more,
 * the rope or torch in use was spent or left his hand, no turn left for the turn tool).
 */
export function forcedTool(view: LabiroView, seat: Seat | null, tool: LabiroTool): LabiroTool | null {
  const moment = momentOf(view, seat);
  if (moment === 'start-mine') return tool.mode === 'start' ? null : { mode: 'start' };
  if (moment === 'place-mine') return tool.mode === 'place' ? null : { mode: 'place' };
  if (moment !== 'play-mine' || seat === null) return tool.mode === 'walk' ? null : { mode: 'walk' };
  switch (tool.mode) {
    case 'walk':
      return null;
    case 'turn':
      return view.turnsUsed < TURNS_PER_TURN ? null : { mode: 'walk' };
    case 'rope':
    case 'torch': {
      const held = handObjects(view.seats[seat]?.hand ?? []).some((o) => o.id === tool.object && o.kind === tool.mode);
      const spent =
        view.usedThisTurn.includes(tool.object) || (tool.mode === 'rope' && view.turnsUsed >= TURNS_PER_TURN);
      return held && !spent ? null : { mode: 'walk' };
    }
    default:
      return { mode: 'walk' };
  }
}
