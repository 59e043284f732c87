// Who is who at a Laser table: the circuit a seat investigates, the circuit it designs, the shots it may see.
import type { Seat, Viewer } from '../../core/index.js';
import type { Circuit, LaserMode, LaserState, Shot } from './game-types.js';

/** The circuit `seat` investigates: the opponent's in a duel, circuit 0 otherwise; null for a non-investigator. */
export function targetOf(state: Pick<LaserState, 'mode' | 'investigators'>, seat: Seat): number | null {
  if (!state.investigators.includes(seat)) return null;
  return state.mode === 'duel' ? 1 - seat : 0;
}

/** The circuit `seat` designed, or null (investigators in group play, everyone on a server circuit). */
export function ownCircuit(state: Pick<LaserState, 'circuits'>, seat: Seat): number | null {
  const i = state.circuits.findIndex((c) => c.owner === seat);
  return i < 0 ? null : i;
}

/** Whether `seat` may act as an investigator now: it investigates and was not eliminated. */
export function activeInvestigator(state: Pick<LaserState, 'investigators' | 'eliminated'>, seat: Seat): boolean {
  return state.investigators.includes(seat) && state.eliminated[seat] !== true;
}

/** Whether a viewer may see a shot: public shots for all; a secret one for its asker, the circuit's designer and the broadcast feed. */
export function seesShot(circuit: Pick<Circuit, 'owner'>, shot: Shot, viewer: Viewer): boolean {
  if (!shot.secret || viewer.kind === 'broadcast') return true;
  return viewer.kind === 'seat' && (viewer.seat === shot.by || viewer.seat === circuit.owner);
}

/** The shots of its target circuit that `seat` knows (public ones and its own secret ones), in order. */
export function knownShots(state: LaserState, seat: Seat): Shot[] {
  const t = targetOf(state, seat);
  const circuit = t === null ? undefined : state.circuits[t];
  if (!circuit) return [];
  const me: Viewer = { kind: 'seat', seat };
  return circuit.shots.filter((s) => seesShot(circuit, s, me));
}

/** Secret shots are allowed in group or server play when at least two seats investigate. */
export function secretAllowed(mode: LaserMode, investigators: readonly Seat[]): boolean {
  return mode !== 'duel' && investigators.length >= 2;
}
