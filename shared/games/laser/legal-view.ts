// What a seat may do as its view shows the table, for the client's boards and panels. Apart from legal.ts, whose
// sample of legal actions draws random layouts and proves them identifiable: a table's scene imports this alone, so
// its first frame carries none of that search code.
import type { Seat } from '../../core/index.js';
import { POINTERS } from './board.js';
import type { LaserAction, LaserView } from './game-types.js';
import { EMPTY_NOTEBOOK } from './notebook.js';
import { ownCircuit, secretAllowed } from './roles.js';

/** The shots at pointers whose answer the seat does not hold yet, and their secret variants when `secret` (shared by both lists). */
export function fireActions(secret: boolean, known: readonly number[]): LaserAction[] {
  const held = new Set(known);
  const open: number[] = [];
  for (let p = 1; p <= POINTERS; p++) if (!held.has(p)) open.push(p);
  const out: LaserAction[] = open.map((pointer) => ({ type: 'fire', pointer }));
  if (secret) for (const pointer of open) out.push({ type: 'fire', pointer, secret: true });
  return out;
}

/**
 * What `seat` may do as its view shows the table, for the client's boards and panels: a designer still at
 * work saves his draft (the board he edits); an active investigator replaces his notebook (any time) and, on
 * his turn, fires the pointers whose answer he does not hold yet (in secret too when the table has secrets and he has some left); any seat
 * asks for a rematch once over. Not listed: a design and a declaration, whose layout is the player's own
 * (the engine judges it when it is sent).
 */
export function legalFromView(view: LaserView, seat: Seat): LaserAction[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= view.players) return [];
  switch (view.phase) {
    case 'design': {
      const own = ownCircuit(view, seat);
      const circuit = own === null ? undefined : view.circuits[own];
      if (!circuit || circuit.designed) return [];
      return [{ type: 'draft', layout: circuit.draft ?? { pieces: [] } }];
    }
    case 'investigate': {
      if (!view.investigators.includes(seat) || view.eliminated.includes(seat) || view.target === null) return [];
      const out: LaserAction[] = [{ type: 'note', notebook: view.notebooks[seat] ?? EMPTY_NOTEBOOK }];
      if (view.turn !== seat) return out;
      const known = (view.circuits[view.target]?.shots ?? []).map((s) => s.pointer);
      return [
        ...out,
        ...fireActions(secretAllowed(view.mode, view.investigators) && (view.secretLeft[seat] ?? 0) > 0, known),
      ];
    }
    case 'over':
      return [{ type: 'rematch' }];
  }
}
