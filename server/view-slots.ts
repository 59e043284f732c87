// The per-viewer JSON slots of `TableState.views`: one per seat, one shared by all spectators and one for the
// delayed feed, each written only when its JSON changed.
import { StateView } from '@colyseus/schema';
import type { AnyGame, Seat } from '../shared/core/index.js';
import { viewKey } from '../shared/protocol.js';
import { ViewSlot, type TableState } from './schema.js';
import { viewerFor } from './visibility.js';

/** The slots of one table and the StateViews its spectators and its feed clients share. */
export class ViewSlots {
  private readonly slots = new Map<string, ViewSlot>();
  /** The one StateView of every spectator: it holds only the 'spectator' slot (the engine's public view, live). */
  readonly spectatorView = new StateView();
  /** The one StateView of every feed client: it holds only the 'feed' slot (FeedFrame, delayed). */
  readonly feedView = new StateView();

  /** Creates the slots in `state.views` (which must already be the room's state). */
  constructor(
    private readonly state: TableState,
    private readonly seats: number,
  ) {
    for (let s = 0; s < seats; s++) this.makeSlot(s);
    this.spectatorView.add(this.makeSlot(null));
    this.feedView.add(this.makeSlot('feed'));
  }

  private makeSlot(seat: Seat | null | 'feed'): ViewSlot {
    const slot = new ViewSlot();
    slot.json = '';
    this.state.views.set(viewKey(seat), slot);
    this.slots.set(viewKey(seat), slot);
    return slot;
  }

  /** The slot of a seat, of the spectators (null) or of the feed ('feed'). */
  slot(seat: Seat | null | 'feed'): ViewSlot {
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

  /** Copies `game.view` for every seat and the spectators into its slot, touching only the changed ones. */
  sync(game: AnyGame, engineState: unknown): void {
    for (let s = 0; s <= this.seats; s++) {
      const seat = s < this.seats ? s : null;
      const json = JSON.stringify(game.view(engineState, viewerFor(seat)));
      const slot = this.slot(seat);
      if (slot.json !== json) slot.json = json;
    }
  }

  /** Writes the feed's frame (server/feed-stream.ts). */
  setFeed(json: string): void {
    const slot = this.slot('feed');
    if (slot.json !== json) slot.json = json;
  }
}
