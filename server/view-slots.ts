// The per-viewer JSON slots of `TableState.views`: one per seat and one shared by all spectators, each
// written only when the engine's view for it changed.
import { StateView } from '@colyseus/schema';
import type { AnyGame, Seat } from '../shared/core/index.js';
import { viewKey } from '../shared/protocol.js';
import { ViewSlot, type TableState } from './schema.js';
import { viewerFor } from './visibility.js';

/** The slots of one table and the StateView all its spectators share. */
export class ViewSlots {
  private readonly slots = new Map<string, ViewSlot>();
  /** The one StateView of every spectator: it holds only the 'spectator' slot. */
  readonly spectatorView = new StateView();

  /** Creates the slots in `state.views` (which must already be the room's state). */
  constructor(
    private readonly state: TableState,
    private readonly seats: number,
    private readonly broadcast: boolean,
  ) {
    for (let s = 0; s < seats; s++) this.makeSlot(s);
    this.spectatorView.add(this.makeSlot(null));
  }

  private makeSlot(seat: Seat | null): ViewSlot {
    const slot = new ViewSlot();
    slot.json = '';
    this.state.views.set(viewKey(seat), slot);
    this.slots.set(viewKey(seat), slot);
    return slot;
  }

  /** The slot of a seat, or of the spectators (null). */
  slot(seat: Seat | null): ViewSlot {
    const slot = this.slots.get(viewKey(seat));
    if (!slot) throw new Error(`ViewSlots: no slot for ${viewKey(seat)}`);
    return slot;
  }

  /** A fresh StateView for a seated client: its seat's slot only. */
  viewForSeat(seat: Seat): StateView {
    const view = new StateView();
    view.add(this.slot(seat));
    return view;
  }

  /** Copies `game.view` for every viewer into its slot, touching only the slots whose JSON changed. */
  sync(game: AnyGame, engineState: unknown): void {
    for (let s = 0; s <= this.seats; s++) {
      const seat = s < this.seats ? s : null;
      const json = JSON.stringify(game.view(engineState, viewerFor(seat, this.broadcast)));
      const slot = this.slot(seat);
      if (slot.json !== json) slot.json = json;
    }
  }
}
