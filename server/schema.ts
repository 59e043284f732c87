// The synced table state (protocol.ts TableState): plain public fields plus per-viewer JSON view slots.
import { ArraySchema, Encoder, MapSchema, schema, type SchemaType } from '@colyseus/schema';

/**
 * Bytes each room's encoder buffer holds. @colyseus/schema 3.0 grows its buffer when a patch overflows, but
 * the per-viewer (StateView) pass keeps writing into the old one and the client decodes garbage (seen with a
 * Laser view of ~9 KB). A whole view slot must therefore fit: the largest view (broadcast, a long Laser game
 * with every shot and notebook) stays well under this.
 */
export const ENCODER_BUFFER_BYTES = 256 * 1024;
Encoder.BUFFER_SIZE = ENCODER_BUFFER_BYTES;

/** One viewer's slot: the engine's view for that viewer, as JSON (`views` is a StateView field). */
export const ViewSlot = schema(
  {
    /** `JSON.stringify(game.view(state, viewer))`. Example: '{"game":"masterdice","phase":"code",…}'. */
    json: 'string',
  },
  'ViewSlot',
);
/** Instance type of ViewSlot. */
export type ViewSlot = SchemaType<typeof ViewSlot>;

/** One seat as everybody sees it (protocol.ts SeatSnapshot); never holds the seat key. */
export const SeatState = schema(
  {
    /** Seat index, 0-based. */
    index: 'uint8',
    /** 'human' | 'bot'. */
    kind: 'string',
    /** Player or bot name; '' while a human seat is free. Example: 'Anna'. */
    name: 'string',
    /** Bot id for bot seats ('masterdice/smart'), '' for humans. */
    botId: 'string',
    /** A human took it (bots: always true). */
    occupied: 'boolean',
    /** Its client is connected now (bots: always true). */
    connected: 'boolean',
    /** The player agrees to a live feed (bots: always true). */
    feedConsent: 'boolean',
  },
  'SeatState',
);
/** Instance type of SeatState. */
export type SeatState = SchemaType<typeof SeatState>;

/** The room state every client decodes; `views` is filtered per client by its StateView. */
export const TableState = schema(
  {
    /** Game id. Example: 'masterdice'. */
    gameId: 'string',
    /** Short code, also the roomId. Example: 'K7P2QX'. */
    tableId: 'string',
    /** 'waiting' | 'playing' | 'finished'. */
    phase: 'string',
    /** Action log length. */
    version: 'uint32',
    /** The parsed table options as JSON. Example: '{"games":2,"aid":false}'. */
    optionsJson: 'string',
    seats: { array: SeatState },
    /** Connected spectators (feed connections not counted). */
    spectators: 'uint16',
    /** The names spectators joined with, in joining order ('' when none). Example: ['Marta', '']. */
    spectatorNames: { array: 'string' },
    /** Requested feed delay in seconds (0: live once every seated human agrees). */
    feedDelay: 'uint16',
    /** The feed runs live now (feedDelay 0 and everybody agrees). */
    feedLive: 'boolean',
    /** Feed connections open now. */
    feedWatchers: 'uint16',
    /** false: the creator forbade spectators. */
    allowSpectators: 'boolean',
    /** Keyed by protocol.ts viewKey(): 'seat:0', 'seat:1', 'spectator', 'feed'. Each client sees only its own. */
    views: { map: ViewSlot, view: true },
  },
  'TableState',
);
/** Instance type of TableState. */
export type TableState = SchemaType<typeof TableState>;

/** Makes an empty state with its collections (schema() does not create them). */
export function makeTableState(): TableState {
  const state = new TableState();
  state.seats = new ArraySchema<SeatState>();
  state.spectatorNames = new ArraySchema<string>();
  state.views = new MapSchema<ViewSlot>();
  return state;
}
