// What Labiro's panels derive from a view: whose moment it is, which buttons are on now (those the engine's legal
// list, props.legal, holds; each other one with the engine's reason), the targets of tools and pickers, the
// dagger's choices. Hints only: the server decides. Pure: the React components stay thin and these functions are
// tested without a browser.
import type { Seat } from '../../../../shared/core/index.js';
import {
  HAND_LIMIT,
  gateFromView,
  refusalFromView,
  robChoice,
  type HandItem,
  type ItemRef,
  type LabiroAction,
  type LabiroAsk,
  type LabiroErrorCode,
  type LabiroView,
} from '../../../../shared/games/labiro/index.js';
import type { ObjectTile } from '../../../../shared/games/labiro/types.js';
import type { LabiroTool } from '../store.js';

/**
 * Why a button is off that no engine code says, a choice of the panel (keys under `why.` in the strings):
 * 'nothing-armed' (Confirm with no turn armed), 'not-now' (a hand item with nothing to use it for).
 */
export const REASONS = ['nothing-armed', 'not-now'] as const;

/** One reason a button is off: the engine's refusal code (refusalFromView, worded under `errors.`), or the panel's. */
export type Reason = LabiroErrorCode | (typeof REASONS)[number];

/** The i18n key of a reason: engine codes under `errors.`, the panel's own under `why.`. */
export function reasonKey(reason: Reason): string {
  return reason.includes('/') ? `errors.${reason}` : `why.${reason}`;
}

/** A button's state: enabled, or disabled with the first reason that forbids it. */
export interface Btn {
  readonly enabled: boolean;
  readonly reason: Reason | null;
}

const on: Btn = { enabled: true, reason: null };
const off = (reason: Reason): Btn => ({ enabled: false, reason });

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

/** The object tiles in a hand (rubies left out), in hand order. */
export function handObjects(hand: readonly HandItem[]): ObjectTile[] {
  return hand.flatMap((i) => (i.kind === 'object' ? [i.tile] : []));
}

/** Rubies carried (not yet in a chest): the sum over the ruby tiles in hand. */
export function carriedRubies(hand: readonly HandItem[]): number {
  return hand.reduce((n, i) => n + (i.kind === 'ruby' ? i.tile.rubies : 0), 0);
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
 * the engine's legal list the shell hands (`legal`, props.legal) holds its action, so the panel never offers what
 * the server refuses; an off button says why in the engine's own code (refusalFromView: the first gate or rule
 * that forbids it).
 */
export function controlsModel(
  view: LabiroView,
  seat: Seat | null,
  legal: readonly LabiroAction[],
  armedTurn: number | null,
): ControlsModel {
  const moment = momentOf(view, seat);
  const me = seat === null ? undefined : view.seats[seat];
  const at = me?.pawn ?? null;
  const hand = me?.hand ?? [];
  const has = (pred: (a: LabiroAction) => boolean) => legal.some(pred);
  /** The engine's reason for an ask (a spectator is never on turn). */
  const why = (ask: LabiroAsk): Reason | null => (seat === null ? NOT_YOURS : refusalFromView(view, seat, ask));
  /** On when the legal list holds such an action, else off with the engine's reason ('not-now' if it gives none). */
  const gate = (listed: boolean, ask: LabiroAsk): Btn => (listed ? on : off(why(ask) ?? 'not-now'));
  const full = hand.length >= HAND_LIMIT;
  const isRuby = at !== null && view.board.towers[at]?.ruby !== undefined;

  const tower: TowerButtons = {
    take: gate(
      has((a) => a.type === 'take'),
      { type: 'take' },
    ),
    look: full
      ? gate(
          has((a) => a.type === 'look'),
          { type: 'look' },
        )
      : null,
    swap: full
      ? gate(
          has((a) => a.type === 'swap'),
          { type: 'swap' },
        )
      : null,
    leave: gate(
      has((a) => a.type === 'leave'),
      { type: 'leave' },
    ),
    ruby: isRuby
      ? gate(
          has((a) => a.type === 'ruby'),
          { type: 'ruby' },
        )
      : null,
  };

  const entries: HandEntry[] = hand.map((item) => {
    if (item.kind === 'ruby') return { item, use: null, btn: off('not-now'), used: false };
    const tile = item.tile;
    const base = { item, used: view.usedThisTurn.includes(tile.id) };
    const object = tile.id;
    const uses = (type: LabiroAction['type']) => has((a) => a.type === type && 'object' in a && a.object === object);
    switch (tile.kind) {
      case 'towerKey': {
        // The list holds one ruby action for the tower; the engine says whether this very key opens it.
        const ask: LabiroAsk = { type: 'ruby', object };
        const opens = has((a) => a.type === 'ruby') && why(ask) === null;
        return { ...base, use: 'ruby', btn: gate(opens, ask) };
      }
      case 'unlockKey':
        return { ...base, use: 'unlock', btn: gate(uses('unlock'), { type: 'unlock', object }) };
      case 'torch':
        return { ...base, use: 'torch', btn: gate(uses('torch'), { type: 'torch', object }) };
      case 'rope':
        return { ...base, use: 'rope', btn: gate(uses('rope'), { type: 'rope', object }) };
      case 'dagger':
        return { ...base, use: 'dagger', btn: gate(uses('dagger'), { type: 'dagger', object }) };
      default:
        return { ...base, use: null, btn: off('not-now') };
    }
  });

  const walkWhy = seat === null ? NOT_YOURS : gateFromView(view, seat, 'move');
  return {
    moment,
    actor: actorOf(view),
    at,
    turnsUsed: view.turnsUsed,
    walk: walkWhy === null ? on : off(walkWhy),
    turn: gate(
      has((a) => a.type === 'turn'),
      { type: 'turn' },
    ),
    confirm:
      armedTurn === null
        ? off(why({ type: 'turn' }) ?? 'nothing-armed')
        : gate(
            has((a) => a.type === 'turn' && a.tower === armedTurn),
            { type: 'turn', tower: armedTurn },
          ),
    tower,
    hand: entries,
    end: gate(
      has((a) => a.type === 'end'),
      { type: 'end' },
    ),
    pending: view.pending[0]?.tile ?? null,
  };
}

/** A spectator's reason for every button: he is never on turn. */
const NOT_YOURS: LabiroErrorCode = 'labiro/not-your-turn';

/** Towers where the viewer privately saw an object (a full-hand look or a torch), in base order. */
export function privateLooks(view: LabiroView): { tower: number; tile: ObjectTile }[] {
  return view.towers.flatMap((t, b) =>
    t.private && t.object.kind === 'tile' ? [{ tower: b, tile: t.object.tile }] : [],
  );
}

/** The engine's reasons that a rope or torch in hand is spent for this turn (left the hand, used, no turn left). */
const SPENT: readonly Reason[] = ['labiro/not-held', 'labiro/used-twice', 'labiro/turn-limit'];

/**
 * The tool the moment imposes, or null when the player's own choice stands: 'start' while choosing a start
 * tower, 'place' while putting a used object away, 'walk' when a tool no longer fits (not his turn any more,
 * the rope or torch in use was spent or left his hand, no turn left for the turn tool: the legal list, `legal`,
 * holds no turn; the engine says the rope or torch is spent).
 */
export function forcedTool(
  view: LabiroView,
  seat: Seat | null,
  legal: readonly LabiroAction[],
  tool: LabiroTool,
): LabiroTool | null {
  const moment = momentOf(view, seat);
  if (moment === 'start-mine') return tool.mode === 'start' ? null : { mode: 'start' };
  if (moment === 'place-mine') return tool.mode === 'place' ? null : { mode: 'place' };
  if (moment !== 'play-mine' || seat === null) return tool.mode === 'walk' ? null : { mode: 'walk' };
  switch (tool.mode) {
    case 'walk':
      return null;
    case 'turn':
      return legal.some((a) => a.type === 'turn') ? null : { mode: 'walk' };
    case 'rope':
    case 'torch': {
      const why = refusalFromView(view, seat, { type: tool.mode, object: tool.object });
      return why === null || !SPENT.includes(why) ? null : { mode: 'walk' };
    }
    default:
      return { mode: 'walk' };
  }
}
