// Who acts, every legal action, and how a game ends. Legality never depends on a hidden tile (only on whether a
// tower holds one), so the same code lists the actions from the state (`legalActions`) or from a seat's view
// (`legalFromView`, for bots, which never see the state).
import type { Outcome, Seat } from '../../core/index.js';
import { masksOf, type LabiroBoard } from './board.js';
import {
  HAND_LIMIT,
  TURNS_PER_TURN,
  type HandItem,
  type LabiroAction,
  type LabiroPhase,
  type LabiroState,
  type LabiroView,
  type PendingPlacement,
} from './game-types.js';
import { alignedNeighbours, neighboursOf } from './geometry.js';
import { componentOf } from './reach.js';
import { placeTargets } from './rules-common.js';
import { mayEnd } from './rules-move.js';
import { isRubyTower } from './types.js';
import { chestCount } from './win.js';

/** What listing the legal actions needs: public facts plus whether each tower holds an object or ruby tile. */
export interface LegalTable {
  readonly board: LabiroBoard;
  readonly phase: LabiroPhase;
  readonly turn: Seat | null;
  readonly pawns: readonly (number | null)[];
  readonly homes: readonly (number | null)[];
  readonly hands: readonly (readonly HandItem[])[];
  readonly pending: readonly PendingPlacement[];
  readonly turnsUsed: number;
  readonly usedThisTurn: readonly number[];
  readonly hasObject: readonly boolean[];
  /** Whether the seat listing its actions already knows the object in each tower (face up, or looked at). */
  readonly known: readonly boolean[];
  readonly hasRuby: readonly boolean[];
}

/** The seats expected to act: the owner of the first used object to put away, else the seat on turn; none at the end. */
export function toAct(state: Pick<LabiroState, 'phase' | 'pending' | 'turn'>): Seat[] {
  if (state.phase === 'over') return [];
  if (state.pending.length > 0) return [state.pending[0]!.seat];
  return state.turn === null ? [] : [state.turn];
}

/** The result once over: scores are the rubies in each chest; a draw when several seats share the win. */
export function outcome(state: Pick<LabiroState, 'phase' | 'result' | 'chests'>): Outcome | null {
  if (state.phase !== 'over' || state.result === null) return null;
  const winners = [...state.result.winners];
  return { scores: state.chests.map(chestCount), winners, draw: winners.length !== 1 };
}

/** The table as `seat` knows it from the state. */
export function tableOfState(state: LabiroState, seat: Seat): LegalTable {
  return {
    ...state,
    hasObject: state.objects.map((o) => o !== null),
    known: state.objects.map(
      (o, b) =>
        o !== null && (state.objectPublic[b] === true || state.looks.some((l) => l.seat === seat && l.tower === b)),
    ),
    hasRuby: state.rubyTiles.map((r) => r !== null),
  };
}

/** The table as a viewer sees it. */
export function tableOfView(view: LabiroView): LegalTable {
  return {
    ...view,
    pawns: view.seats.map((p) => p.pawn),
    homes: view.seats.map((p) => p.home),
    hands: view.seats.map((p) => p.hand),
    hasObject: view.towers.map((t) => t.object.kind !== 'none'),
    known: view.towers.map((t) => t.object.kind === 'tile'),
    hasRuby: view.towers.map((t) => t.rubyTile),
  };
}

/** Play-phase actions of the seat on turn, nothing pending. */
function playActions(t: LegalTable, seat: Seat): LabiroAction[] {
  const out: LabiroAction[] = [];
  const { board } = t;
  const pawn = t.pawns[seat];
  if (pawn === null || pawn === undefined) return out;
  const hand = t.hands[seat] ?? [];
  for (const b of componentOf(board.adj, masksOf(board), pawn)) if (b !== pawn) out.push({ type: 'move', to: b });
  const turnsLeft = t.turnsUsed < TURNS_PER_TURN;
  if (turnsLeft) for (const b of [pawn, ...neighboursOf(board, pawn)]) out.push({ type: 'turn', tower: b });
  const here = t.hasObject[pawn] === true;
  const full = hand.length >= HAND_LIMIT;
  if (here && !full) out.push({ type: 'take' });
  if (here && full && !t.known[pawn]) out.push({ type: 'look' });
  const symbol = board.towers[pawn]!.ruby;
  for (const item of hand) {
    if (item.kind !== 'object') continue;
    const tile = item.tile;
    if (here && full) out.push({ type: 'swap', give: tile.id });
    if (!here) out.push({ type: 'leave', object: tile.id });
    if (tile.kind === 'towerKey' && symbol !== undefined && tile.symbol === symbol && t.hasRuby[pawn])
      out.push({ type: 'ruby' });
    if (t.usedThisTurn.includes(tile.id)) continue;
    if (tile.kind === 'unlockKey') out.push({ type: 'unlock', object: tile.id });
    if (tile.kind === 'torch')
      for (const b of alignedNeighbours(board, pawn))
        if (t.hasObject[b]) out.push({ type: 'torch', object: tile.id, tower: b });
    if (tile.kind === 'rope' && turnsLeft)
      for (const b of alignedNeighbours(board, pawn)) out.push({ type: 'rope', object: tile.id, to: b });
    if (tile.kind === 'dagger') {
      t.pawns.forEach((p, victim) => {
        if (victim !== seat && p === pawn && (t.hands[victim]?.length ?? 0) > 0)
          out.push({ type: 'dagger', object: tile.id, victim });
      });
    }
  }
  if (mayEnd(t, seat, hand)) out.push({ type: 'end' });
  return out;
}

/** Every legal action for `seat` on this table (robbery with the default choice of what to keep). */
export function legalFrom(t: LegalTable, seat: Seat): LabiroAction[] {
  if (t.phase === 'over') return [];
  const head = t.pending[0];
  if (head) {
    if (head.seat !== seat) return [];
    return placeTargets(t.board, (b) => t.hasObject[b] === true, t.pawns[seat] ?? null).map((tower) => ({
      type: 'place',
      tower,
    }));
  }
  if (t.turn !== seat) return [];
  if (t.phase === 'start') {
    const out: LabiroAction[] = [];
    t.board.towers.forEach((tower, b) => {
      if (isRubyTower(tower) || t.homes.includes(b)) return;
      out.push({ type: 'start', tower: b }, { type: 'start', tower: b, take: true });
    });
    return out;
  }
  return playActions(t, seat);
}

/** Every legal action for `seat` (Game contract: bots' look-ahead, random playouts, tests). */
export function legalActions(state: LabiroState, seat: Seat): LabiroAction[] {
  return legalFrom(tableOfState(state, seat), seat);
}

/** Every legal action for `seat` as its own view shows the table (bots): the same list as `legalActions`. */
export function legalFromView(view: LabiroView, seat: Seat): LabiroAction[] {
  return legalFrom(tableOfView(view), seat);
}
