// What Web's panel derives from a view: whose moment it is, the hand with each card's button, and the turn's
// buttons (turn the card, draw from a pile, buy, lay a cable, end the turn). A button is on exactly when the
// engine's own legal list (legalFromView) holds its action, so the panel never offers what the server refuses;
// an off button names the refusal code the server would answer (its message is the engine's), or a choice of
// the panel itself (no card picked yet). Pure: tested without a browser.
import type { Seat } from '../../../../shared/core/index.js';
import {
  type WebErrorCode,
  BUY_SIZE,
  PILE_COUNT,
  type HandCardView,
  type WebAction,
  type WebView,
} from '../../../../shared/games/web/index.js';

/** Why a button is off that no engine code says: a choice of the panel (keys under `why.` in the strings). */
export const UI_REASONS = ['pick-card', 'fits-nowhere', 'no-side', 'pile-empty', 'out'] as const;

/** One reason a button is off: the engine's refusal code (translated under `errors.`), or a panel reason. */
export type Reason = WebErrorCode | (typeof UI_REASONS)[number];

/** A button's state: enabled, or off with the reason. */
export interface Btn {
  readonly enabled: boolean;
  readonly reason: Reason | null;
}

const ON: Btn = { enabled: true, reason: null };
const off = (reason: Reason): Btn => ({ enabled: false, reason });

/**
 * Where the table stands for this viewer. 'play': your turn, play a card first; 'act': your card is down, take
 * its actions; 'wait': another player's turn; 'watch': a spectator; 'out': you are out of the game; 'over'.
 */
export type Moment = 'play' | 'act' | 'wait' | 'watch' | 'out' | 'over';

/** The moment for `seat` (null: spectator). */
export function momentOf(view: WebView, seat: Seat | null): Moment {
  if (view.phase === 'over') return 'over';
  if (seat === null) return 'watch';
  if (view.seats[seat]?.out) return 'out';
  if (view.turn !== seat) return 'wait';
  return view.played === null ? 'play' : 'act';
}

/** The turn's action kinds a button stands for. */
export type TurnKind = 'play' | 'draw' | 'buy' | 'cable' | 'end';

/**
 * The refusal the server gives `seat` for an action of this kind now, whatever its arguments (the turn's gates,
 * in the order the engine checks them: seat, over, turn, card first, actions left, shop, front), or null when
 * the turn allows the kind and only its arguments could be refused.
 */
export function turnRefusal(view: WebView, seat: Seat | null, kind: TurnKind): WebErrorCode | null {
  if (seat === null || seat < 0 || seat >= view.seats.length) return 'web/not-a-seat';
  if (view.phase === 'over') return 'web/game-over';
  if (view.turn !== seat) return 'web/not-your-turn';
  const me = view.seats[seat]!;
  if (kind === 'play') return view.played !== null ? 'web/already-played' : null;
  if (kind === 'end') return view.played === null ? 'web/cannot-pass' : null;
  if (view.played === null) return 'web/play-first';
  if (view.actionsLeft <= 0) return 'web/no-actions-left';
  if (kind === 'buy' && me.shop < BUY_SIZE) return 'web/shop-short';
  if (kind === 'cable' && me.front <= 0) return 'web/no-cable';
  return null;
}

/** One card of the viewer's hand with its button (pick it up to play). */
export interface HandEntry {
  readonly card: HandCardView;
  readonly btn: Btn;
  readonly selected: boolean;
}

/** What the panel reads from the Web store. */
export interface LocalPick {
  readonly selected: number | null;
  readonly cableMode: boolean;
}

/** Everything the controls show for one viewer. */
export interface ControlsModel {
  readonly moment: Moment;
  /** The seat on turn (null once over). */
  readonly actor: Seat | null;
  readonly hand: readonly HandEntry[];
  /** Turning the picked card. */
  readonly rotate: Btn;
  /** The Draw button (on when some pile may be drawn from), then each pile's (PILE_COUNT). */
  readonly draw: Btn;
  readonly piles: readonly Btn[];
  readonly buy: Btn;
  /** Taking a cable in hand (cable mode). */
  readonly cable: Btn;
  readonly end: Btn;
  /** The card played this turn and its dots, or null. */
  readonly played: WebView['played'];
  readonly actionsLeft: number;
  /** The viewer's cables in front and in the shop (0 for spectators). */
  readonly front: number;
  readonly shop: number;
}

/** On when the engine lists such an action, else off with the turn's refusal, else `fallback`. */
function gate(listed: boolean, refusal: Reason | null, fallback: Reason): Btn {
  if (listed) return ON;
  return off(refusal ?? fallback);
}

/**
 * The controls for `seat` (null: spectator) from the view, the engine's legal actions for that seat
 * (`legalFromView(view, seat)`; empty for a spectator) and the store's pick.
 */
export function controlsModel(
  view: WebView,
  seat: Seat | null,
  legal: readonly WebAction[],
  local: LocalPick,
): ControlsModel {
  const moment = momentOf(view, seat);
  const me = seat === null ? undefined : view.seats[seat];
  const outOff = moment === 'out' ? off('out') : null;
  const playable = new Set<number>();
  const draws = new Set<number>();
  let buy = false,
    cable = false,
    end = false;
  for (const a of legal) {
    if (a.type === 'play') playable.add(a.card);
    else if (a.type === 'draw') draws.add(a.pile);
    else if (a.type === 'buy') buy = true;
    else if (a.type === 'cable') cable = true;
    else if (a.type === 'end') end = true;
  }
  const playRefusal = turnRefusal(view, seat, 'play');
  const hand: HandEntry[] = (me?.hand ?? []).map((card) => ({
    card,
    btn: outOff ?? gate(playable.has(card.id), playRefusal, 'fits-nowhere'),
    selected: local.selected === card.id,
  }));
  const picked = local.selected !== null && hand.some((h) => h.card.id === local.selected && h.btn.enabled);
  const drawRefusal = turnRefusal(view, seat, 'draw');
  const piles = Array.from(
    { length: PILE_COUNT },
    (_, i) =>
      outOff ??
      gate(draws.has(i), drawRefusal ?? ((view.piles[i]?.count ?? 0) === 0 ? 'pile-empty' : null), 'pile-empty'),
  );
  return {
    moment,
    actor: view.phase === 'over' ? null : view.turn,
    hand,
    rotate: outOff ?? (picked ? ON : off(playRefusal ?? 'pick-card')),
    draw: outOff ?? gate(draws.size > 0, drawRefusal, 'pile-empty'),
    piles,
    buy: outOff ?? gate(buy, turnRefusal(view, seat, 'buy'), 'web/shop-short'),
    cable: outOff ?? gate(cable, turnRefusal(view, seat, 'cable'), 'no-side'),
    end: outOff ?? gate(end, turnRefusal(view, seat, 'end'), 'web/cannot-pass'),
    played: view.played,
    actionsLeft: view.actionsLeft,
    front: me?.front ?? 0,
    shop: me?.shop ?? 0,
  };
}

/** The i18n key of a reason: engine codes under `errors.`, the panel's own under `why.`. */
export function reasonKey(reason: Reason): string {
  return reason.includes('/') ? `errors.${reason}` : `why.${reason}`;
}

/** Why the picked card's ghost under the pointer is red: the engine's refusal for the table, shown while placing (else null). */
export function ghostReason(
  moment: Moment,
  selected: number | null,
  ghost: { readonly legal: boolean; readonly refusal: WebErrorCode | null } | null,
): WebErrorCode | null {
  return moment === 'play' && selected !== null && ghost !== null && !ghost.legal ? ghost.refusal : null;
}
