// The views of one table as synced JSON trees (`TableState.views`): the spectators' view, which every live client
// decodes (seats and spectators alike, written once), a small private overlay per seat (its view's difference
// from the spectators'), and the delayed feed's frame. Each is kept up to date by a structural diff, so a patch
// carries only what an action changed; StateViews decide who decodes which tree.
import { StateView } from '@colyseus/schema';
import { err, ok, type AnyGame, type Result, type RuleError, type Seat } from '../shared/core/index.js';
import { viewKey, type FeedFrame } from '../shared/protocol.js';
import { DELETE_BYTES } from './json-cost.js';
import { JsonTreeWriter } from './json-tree.js';
import { ENCODER_BUFFER_BYTES, ViewTree, type TableState } from './schema.js';
import { TABLE_ERRORS } from './table-errors.js';
import { overlayOf } from './view-overlay.js';
import { viewerFor } from './visibility.js';

/**
 * Bytes kept aside in the encoder buffer for the table's plain fields (seats, names, options) and the schema's
 * own framing, beyond what the trees are bounded by.
 */
export const ROOT_RESERVE_BYTES = 16 * 1024;

/** One tree: its schema object (in `state.views`) and its writer. */
interface Tree {
  readonly schema: ViewTree;
  readonly writer: JsonTreeWriter;
}

/** The trees of one table and the StateViews its spectators and its feed clients share. */
export class ViewSlots {
  private readonly spectator: Tree;
  private readonly overlays: Tree[] = [];
  private readonly feed: Tree;
  /** The one StateView of every spectator: the spectators' tree only (the engine's public view, live). */
  readonly spectatorView = new StateView();
  /** The one StateView of every feed client: the feed's tree only (FeedFrame, delayed). */
  readonly feedView = new StateView();
  /** The largest wire bound seen, in bytes (see wireBytes). */
  peakWireBytes = 0;

  /** Creates the trees in `state.views` (which must already be the room's state). */
  constructor(
    private readonly state: TableState,
    private readonly seats: number,
    /** The encoder buffer the bound is checked against (tests pass a small one). */
    private readonly limitBytes: number = ENCODER_BUFFER_BYTES,
  ) {
    this.spectator = this.makeTree(null);
    for (let s = 0; s < seats; s++) this.overlays.push(this.makeTree(s));
    this.feed = this.makeTree('feed');
    this.spectatorView.add(this.spectator.schema);
    this.feedView.add(this.feed.schema);
  }

  private makeTree(who: Seat | null | 'feed'): Tree {
    const schema = new ViewTree();
    this.state.views.set(viewKey(who), schema);
    return { schema, writer: new JsonTreeWriter(schema.entries) };
  }

  /** A fresh StateView for a seated client: the spectators' tree and its own seat's overlay. */
  viewForSeat(seat: Seat): StateView {
    const view = new StateView();
    view.add(this.spectator.schema);
    view.add(this.overlays[seat]!.schema);
    return view;
  }

  /**
   * Writes the spectators' view and each seat's overlay from `game.view`, touching only what changed. Refused
   * with 'table/view-too-large' when a patch of the trees could overflow the encoder buffer: the room must then
   * stop the table without sending another patch.
   */
  sync(game: AnyGame, engineState: unknown): Result<void, RuleError> {
    const pub = game.view(engineState, viewerFor(null));
    this.spectator.writer.write(pub);
    for (let s = 0; s < this.seats; s++)
      this.overlays[s]!.writer.write(overlayOf(pub, game.view(engineState, viewerFor(s))));
    return this.checkWire();
  }

  /** Writes the feed's frame (server/feed-stream.ts); refused like sync when it could not fit. */
  setFeed(frame: FeedFrame): Result<void, RuleError> {
    this.feed.writer.write(frame);
    return this.checkWire();
  }

  /**
   * Bytes the largest patch of one broadcast could take: every StateView's share of it goes into the one
   * encoder buffer (each seat's view, the spectators', the feed's), and a patch that rewrote every entry of
   * every tree a view holds, after deleting the ones it had, is the most any of them can send. A joining
   * client's full state is one view's share, so it fits whenever this does.
   */
  wireBytes(): number {
    const pub = this.spectator.writer;
    let bytes = ROOT_RESERVE_BYTES;
    const pubDeleted = pub.takeDeleted() * DELETE_BYTES;
    bytes += (this.seats + 1) * (pub.bytes + pubDeleted);
    for (const o of this.overlays) bytes += o.writer.bytes + o.writer.takeDeleted() * DELETE_BYTES;
    bytes += this.feed.writer.bytes + this.feed.writer.takeDeleted() * DELETE_BYTES;
    return bytes;
  }

  private checkWire(): Result<void, RuleError> {
    const bytes = this.wireBytes();
    if (bytes > this.peakWireBytes) this.peakWireBytes = bytes;
    return bytes <= this.limitBytes ? ok(undefined) : err(TABLE_ERRORS.viewTooLarge);
  }
}
