// Why the legal list holds no such action for a seat now (rules/labiro.md): the refusal code of the rule that
// forbids it, read from the same table the list is made from (`LegalTable`, a seat's view included). A panel says
// with it why a button is off before the server would, in the engine's own codes.
import type { Seat } from '../../core/index.js';
import { ERRORS, type LabiroErrorCode } from './errors.js';
import { HAND_LIMIT, TURNS_PER_TURN, type HandItem, type LabiroAction, type LabiroView } from './game-types.js';
import { aligned, alignedNeighbours } from './geometry.js';
import { legalFrom, tableOfView, type LegalTable } from './legal.js';
import { isBase, nextTo, placeTargets } from './rules-common.js';
import { mayEnd } from './rules-move.js';
import { isRubyTower, type ObjectKind, type ObjectTile } from './types.js';

/**
 * What a panel asks about: an action's type, with the object tile (`object`: the tile used, given, left, or the
 * tower key for 'ruby') or the tower (`tower`: the one turned, walked to, lit, climbed to, put into, started on)
 * that its button names; left out, any such action will do. Example: `{ type: 'torch', object: 31 }`.
 */
export interface LabiroAsk {
  readonly type: LabiroAction['type'];
  readonly object?: number;
  readonly tower?: number;
}

const code = (name: keyof typeof ERRORS): LabiroErrorCode => ERRORS[name].code;

/** The object tile an action names (used, given or left), if any. */
function objectOf(a: LabiroAction): number | undefined {
  if (a.type === 'swap') return a.give;
  return 'object' in a ? a.object : undefined;
}

/** The tower an action names (turned, walked or climbed to, lit, put into, started on), if any. */
function towerOf(a: LabiroAction): number | undefined {
  if (a.type === 'move' || a.type === 'rope') return a.to;
  return 'tower' in a ? a.tower : undefined;
}

/** The object tiles of a hand (rubies left out). */
const objectsOf = (hand: readonly HandItem[]): ObjectTile[] =>
  hand.flatMap((i) => (i.kind === 'object' ? [i.tile] : []));

/** The tower key `id` in hand opens the ruby tower `pawn` stands in (any key in hand that does, without `id`). */
function keyFits(t: LegalTable, hand: readonly HandItem[], pawn: number, id: number | undefined): boolean {
  const symbol = t.board.towers[pawn]?.ruby;
  return objectsOf(hand).some((o) => o.kind === 'towerKey' && o.symbol === symbol && (id === undefined || o.id === id));
}

/** Whether the legal list holds an action the ask names. */
function listed(t: LegalTable, seat: Seat, ask: LabiroAsk): boolean {
  const pawn = t.pawns[seat];
  return legalFrom(t, seat).some((a) => {
    if (a.type !== ask.type) return false;
    if (a.type === 'ruby')
      return (
        ask.object === undefined ||
        (pawn !== null && pawn !== undefined && keyFits(t, t.hands[seat] ?? [], pawn, ask.object))
      );
    return (
      (ask.object === undefined || objectOf(a) === ask.object) && (ask.tower === undefined || towerOf(a) === ask.tower)
    );
  });
}

/**
 * Whether `seat` may act with an action of `type` at this moment at all, as the rules' gates say (whose turn, a
 * used object to put away first, the phase): null, or the gate's code ('labiro/not-your-turn',
 * 'labiro/pending-place', 'labiro/wrong-phase', 'labiro/game-over').
 */
export function gateFrom(t: LegalTable, seat: Seat, type: LabiroAction['type']): LabiroErrorCode | null {
  if (t.phase === 'over') return code('gameOver');
  const head = t.pending[0];
  if (head) {
    if (head.seat !== seat) return code('notYourTurn');
    return type === 'place' ? null : code('pendingPlace');
  }
  if (t.turn !== seat) return code('notYourTurn');
  if (t.phase === 'start' && type !== 'start') return code('wrongPhase');
  if (t.phase === 'play' && type === 'start') return code('wrongPhase');
  return null;
}

/** The refusal for the object an ask names (or any of `kind`): not held, or used already this turn. */
function unusable(
  t: LegalTable,
  hand: readonly HandItem[],
  kind: ObjectKind,
  id: number | undefined,
): LabiroErrorCode | null {
  const mine = objectsOf(hand).filter((o) => o.kind === kind && (id === undefined || o.id === id));
  if (mine.length === 0) return code('notHeld');
  return mine.every((o) => t.usedThisTurn.includes(o.id)) ? code('usedTwice') : null;
}

/** The first rule of the action itself that forbids the ask, in the order the rules check them; null if none does. */
function ruleRefusal(t: LegalTable, seat: Seat, ask: LabiroAsk): LabiroErrorCode | null {
  const { board } = t;
  const pawn = t.pawns[seat] ?? null;
  const hand = t.hands[seat] ?? [];
  const full = hand.length >= HAND_LIMIT;
  const here = pawn !== null && t.hasObject[pawn] === true;
  const b = ask.tower;
  if (b !== undefined && !isBase(board, b)) return code('notABase');
  switch (ask.type) {
    case 'start':
      if (b === undefined) return null;
      if (isRubyTower(board.towers[b]!)) return code('startRuby');
      return t.homes.includes(b) ? code('startTaken') : null;
    case 'move':
      return b === pawn ? code('alreadyThere') : code('noPassage');
    case 'turn':
      if (t.turnsUsed >= TURNS_PER_TURN) return code('turnLimit');
      return b !== undefined && pawn !== null && b !== pawn && !nextTo(board, pawn, b) ? code('turnTooFar') : null;
    case 'take':
      if (!here) return code('noObject');
      return full ? code('handFull') : null;
    case 'look':
      if (!full) return code('handNotFull');
      if (!here) return code('noObject');
      return pawn !== null && t.known[pawn] ? code('alreadySeen') : null;
    case 'swap': {
      if (!full) return code('handNotFull');
      if (!here) return code('noObject');
      const gives = objectsOf(hand).some((o) => ask.object === undefined || o.id === ask.object);
      if (gives) return null;
      return hand.every((i) => i.kind === 'ruby') ? code('swapRuby') : code('notHeld');
    }
    case 'leave':
      if (!objectsOf(hand).some((o) => ask.object === undefined || o.id === ask.object)) return code('notHeld');
      return here ? code('towerHasObject') : null;
    case 'ruby':
      if (pawn === null || board.towers[pawn]?.ruby === undefined) return code('notRubyTower');
      if (!t.hasRuby[pawn]) return code('noRubyTile');
      return keyFits(t, hand, pawn, ask.object) ? null : code('noKey');
    case 'unlock':
      return unusable(t, hand, 'unlockKey', ask.object);
    case 'torch': {
      const no = unusable(t, hand, 'torch', ask.object);
      if (no || pawn === null) return no;
      const lit = b === undefined ? alignedNeighbours(board, pawn) : aligned(board, pawn, b) ? [b] : [];
      if (lit.length === 0) return code('notAligned');
      return lit.some((n) => t.hasObject[n]) ? null : code('noObject');
    }
    case 'rope': {
      const no = unusable(t, hand, 'rope', ask.object);
      if (no || pawn === null) return no;
      if (t.turnsUsed >= TURNS_PER_TURN) return code('turnLimit');
      const to = b === undefined ? alignedNeighbours(board, pawn) : aligned(board, pawn, b) ? [b] : [];
      return to.length === 0 ? code('notAligned') : null;
    }
    case 'dagger': {
      const no = unusable(t, hand, 'dagger', ask.object);
      if (no) return no;
      const victims = t.pawns.flatMap((p, v) => (v !== seat && p === pawn ? [v] : []));
      if (victims.length === 0) return code('notSameTower');
      return victims.some((v) => (t.hands[v]?.length ?? 0) > 0) ? null : code('nothingToRob');
    }
    case 'place': {
      const head = t.pending[0];
      if (!head || head.seat !== seat) return code('nothingToPlace');
      if (b === undefined) return null;
      if (t.hasObject[b]) return code('towerHasObject');
      return placeTargets(board, () => false, pawn).includes(b) ? null : code('placeTooClose');
    }
    case 'end':
      return mayEnd(t, seat, hand) ? null : code('towerFull');
  }
}

/**
 * Why `seat` may not do what `ask` names on this table now: null when the legal list holds such an action, else
 * the code of the first gate or rule that forbids it ('labiro/not-your-turn', 'labiro/hand-full', ...;
 * 'labiro/already-seen' for a look at an object the seat sees already, which the list never offers).
 */
export function refusalFrom(t: LegalTable, seat: Seat, ask: LabiroAsk): LabiroErrorCode | null {
  if (listed(t, seat, ask)) return null;
  return gateFrom(t, seat, ask.type) ?? ruleRefusal(t, seat, ask) ?? code('wrongPhase');
}

/** `refusalFrom` as `seat`'s own view shows the table (the panels): the same answer the state would give. */
export function refusalFromView(view: LabiroView, seat: Seat, ask: LabiroAsk): LabiroErrorCode | null {
  return refusalFrom(tableOfView(view), seat, ask);
}

/** `gateFrom` as `seat`'s own view shows the table: whether it is this seat's moment for such an action. */
export function gateFromView(view: LabiroView, seat: Seat, type: LabiroAction['type']): LabiroErrorCode | null {
  return gateFrom(tableOfView(view), seat, type);
}
