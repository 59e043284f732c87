// What each viewer may see: the only door through which Labiro state leaves the server. Everyone sees the
// labyrinth, pawns, homes, hands (face up), chest counts and what lies face up in towers; a private look shows
// a tower's object to its looker alone; ruby tiles in towers show only that they are there. The broadcast feed
// (and everyone once the game is over: the towers are lifted) also gets every tower's secrets. Never the generator.
import type { Seat, Viewer } from '../../core/index.js';
import type { LabiroState, LabiroView, SeenObject, TowerView } from './game-types.js';
import { toAct } from './legal.js';
import { chestCount, needsFor, rubiesOutOf } from './win.js';

const HIDDEN: SeenObject = { kind: 'hidden' };
const NONE: SeenObject = { kind: 'none' };

/** Tower `b` as a viewer at `seat` (null: spectator or broadcast) sees it. */
function towerView(state: LabiroState, b: number, seat: Seat | null): TowerView {
  const tile = state.objects[b] ?? null;
  const rubyTile = state.rubyTiles[b] !== null && state.rubyTiles[b] !== undefined;
  if (tile === null) return { object: NONE, private: false, rubyTile };
  if (state.objectPublic[b] || state.phase === 'over')
    return { object: { kind: 'tile', tile }, private: false, rubyTile };
  const looked = seat !== null && state.looks.some((l) => l.seat === seat && l.tower === b && l.tileId === tile.id);
  return looked
    ? { object: { kind: 'tile', tile }, private: true, rubyTile }
    : { object: HIDDEN, private: false, rubyTile };
}

/** The view for one viewer (see the file comment for who sees what). */
export function view(state: LabiroState, viewer: Viewer): LabiroView {
  const seat = viewer.kind === 'seat' && viewer.seat >= 0 && viewer.seat < state.players ? viewer.seat : null;
  const chests = state.chests.map(chestCount);
  const base: LabiroView = {
    options: state.options,
    players: state.players,
    map: state.map,
    board: state.board,
    towers: state.objects.map((_, b) => towerView(state, b, seat)),
    seats: chests.map((chest, s) => ({
      pawn: state.pawns[s] ?? null,
      home: state.homes[s] ?? null,
      hand: state.hands[s] ?? [],
      chest,
      needs: needsFor(chests, s),
    })),
    phase: state.phase,
    order: state.order,
    turn: state.turn,
    turnCount: state.turnCount,
    turnsUsed: state.turnsUsed,
    usedThisTurn: state.usedThisTurn,
    pending: state.pending,
    rubiesOut: rubiesOutOf(chests),
    toAct: toAct(state),
    scores: chests,
    you: seat,
    result: state.result,
  };
  if (viewer.kind !== 'broadcast' && state.phase !== 'over') return base;
  return { ...base, secrets: { objects: state.objects, rubyTiles: state.rubyTiles } };
}
