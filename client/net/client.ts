// The one colyseus.js Client of the page, and how its failures are classified.
import { Client, type JoinOptions, type Room } from 'colyseus.js';
import { colyseusEndpoint } from './endpoint.js';
import { splitRefusal } from './refusal.js';
import { playerKey } from './player.js';
import { browserId } from './storage.js';

/**
 * A Client whose every create and join carries this browser's id (JoinOptions.browserId: one person, many tabs) and
 * its player key (JoinOptions.playerKey: a seat it takes is the player's, for the player's games and ratings).
 */
class BrowserClient extends Client {
  protected override createMatchMakeRequest<T = unknown>(
    method: string,
    roomName: string,
    options: JoinOptions = {},
    rootSchema?: undefined, // the page decodes by the server's reflection, never with a schema class of its own
    reuseRoomInstance?: Room,
  ): Promise<Room<T>> {
    // A reconnection is the same connection come back: the server keeps who it was.
    const withId: JoinOptions =
      method === 'reconnect' ? options : { ...options, browserId: browserId(), playerKey: playerKey() };
    return super.createMatchMakeRequest<T>(method, roomName, withId, rootSchema, reuseRoomInstance);
  }
}

let client: Client | null = null;

/** The shared Client, created on first use. */
export function colyseus(): Client {
  client ??= new BrowserClient(colyseusEndpoint());
  return client;
}

/** What went wrong with a matchmaking call: the server is down, the table is gone, or a refusal. */
export type FailureKind = 'unreachable' | 'not-found' | 'expired' | 'refused';

/** A failure, classified, with the server's message when it gave one. */
export interface Failure {
  readonly kind: FailureKind;
  /** The room's refusal code when the message carried one ('table/seat-taken'), else ''. */
  readonly code: string;
  readonly message: string;
}

/** Colyseus matchmaking codes (colyseus.js Protocol.ErrorCode), kept here to avoid importing enums. */
const INVALID_ROOM_ID = 4212;
const EXPIRED = 4214;

/** Sorts an error thrown by create / joinById / reconnect / join. */
export function classifyFailure(e: unknown): Failure {
  const code = typeof e === 'object' && e !== null && 'code' in e ? Number((e as { code: unknown }).code) : NaN;
  const text = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
  const { code: refusal, message } = splitRefusal(text);
  if (refusal) return { kind: 'refused', code: refusal, message };
  if (code === INVALID_ROOM_ID) return { kind: 'not-found', code: '', message };
  if (code === EXPIRED) return { kind: 'expired', code: '', message };
  // A network failure surfaces as an XHR ProgressEvent, a TypeError, or a socket close before joining.
  if (!(e instanceof Error) || e instanceof TypeError || !Number.isFinite(code) || code < 1000 || code === 1006) {
    return { kind: 'unreachable', code: '', message };
  }
  return { kind: 'refused', code: '', message };
}
