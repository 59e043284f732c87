// The secrets sweep's eyes: a recorder of everything one real colyseus.js client receives (every decoded state,
// every message), and the check of it against the hidden state rebuilt from the store. Secrets are derived,
// never listed per game: whatever the engine state or the broadcast view or another seat's view holds at a
// version, and this client's own view and the events it may learn have not held by then, must not reach it;
// nor may another seat's key or the feed key (only the table's creator gets that). Table talk is person to
// person: a line carries its TalkLine fields only, a player gets no spectators' line while the game is on, and the
// feed gets reactions only.
import type { Room } from 'colyseus.js';
import {
  isDiceThrown,
  type AnyGame,
  type GameEvent,
  type Seat,
  type Seed,
  type Viewer,
} from '../../shared/core/index.js';
import {
  S2C,
  viewKeysOf,
  type CatchUpMessage,
  type EventsMessage,
  type FeedFrame,
  type ThrowMessage,
} from '../../shared/protocol.js';
import type { MutedMessage, TalkCatchUp, TalkLine } from '../../shared/talk.js';
import { readView } from '../../client/net/snapshot.js';
import { eventsFor, mayLearn } from '../../server/visibility.js';

/** Longest JSON text kept as one fingerprint (bigger nodes are covered by their children). */
const MAX_PRINT = 512;

/** Adds the JSON text of `value` and of every node under it (up to MAX_PRINT characters) to `into`; returns the text. */
export function fingerprints(value: unknown, into: Set<string>): string {
  let text: string;
  if (Array.isArray(value)) text = `[${value.map((v) => fingerprints(v === undefined ? null : v, into)).join(',')}]`;
  else if (value !== null && typeof value === 'object') {
    const parts: string[] = [];
    for (const [k, v] of Object.entries(value))
      if (v !== undefined) parts.push(`${JSON.stringify(k)}:${fingerprints(v, into)}`);
    text = `{${parts.join(',')}}`;
  } else text = JSON.stringify(value) ?? 'null';
  if (text.length <= MAX_PRINT) into.add(text);
  return text;
}

/** One thing a client received: when (the version it belongs to), as whom, and what. */
export interface Received {
  readonly version: number;
  readonly viewer: Viewer;
  readonly what: string;
  /** Structured game data: a rebuilt view or an events list (fingerprinted). */
  readonly data?: unknown;
  /** Raw text: the whole decoded state, or a message as it came (searched for secret tokens). */
  readonly text: string;
  /** A dice throw (checked against the dice-thrown event it plays). */
  readonly dice?: ThrowMessage;
  /** The tree keys the client decoded (a decoded state). */
  readonly keys?: string[];
}

/** One talk line a client received, live or in a catch-up: as whom, and at which version of the table. */
interface HeardLine {
  readonly version: number;
  readonly viewer: Viewer;
  readonly via: 'talk' | 'talk catch-up';
  readonly line: TalkLine;
}

/** Everything one client (or its successors after a reconnect) received, tagged with its viewer at the time. */
export class Recorder {
  readonly got: Received[] = [];
  /** Every talk line it received (also in `got`, as text). */
  readonly talk: HeardLine[] = [];
  /** Seat keys and the feed key this client was handed (its own secrets). */
  readonly ownKeys = new Set<string>();

  constructor(
    readonly name: string,
    public viewer: Viewer,
    room: Room,
  ) {
    this.attach(room);
  }

  /** Starts recording a (new) room object: a join, or the room a reconnect returned. */
  attach(room: Room): void {
    let version = 0;
    const note = (what: string, m: unknown, v = version, data?: unknown, dice?: ThrowMessage) =>
      this.got.push({ version: v, viewer: this.viewer, what, text: JSON.stringify(m) ?? '', data, dice });
    room.onStateChange((state) => {
      const feed = this.viewer.kind === 'broadcast';
      const view = readView(state, feed ? 'feed' : this.seat());
      const frame = feed ? (view as FeedFrame | null) : null;
      version = frame ? frame.version : (state.version as number);
      const keys = [...(state.views?.keys() ?? [])] as string[];
      const text = JSON.stringify(state.toJSON());
      const data = frame ? frame.view : view;
      // A feed frame in the spectators' view (nobody agreed to more, nothing settled yet) is judged as a spectator's.
      const sight: Viewer | null = frame && frame.sight !== 'all' ? { kind: 'spectator' } : null;
      this.got.push({
        version,
        viewer: this.viewer,
        what: 'state',
        data: data === null || sight ? undefined : data,
        text,
        keys,
      });
      if (sight && data !== null)
        this.got.push({ version, viewer: sight, what: "feed frame (spectators' view)", data, text: '' });
    });
    room.onMessage(S2C.welcome, (m: { seat: Seat | null }) => {
      if (this.viewer.kind !== 'broadcast')
        this.viewer = m.seat === null ? { kind: 'spectator' } : { kind: 'seat', seat: m.seat };
      note('welcome', m);
    });
    room.onMessage(S2C.events, (m: EventsMessage) => note('events', m, m.version, m.events));
    room.onMessage(S2C.catchUp, (m: CatchUpMessage) => {
      note('catch-up', { ...m, steps: [], throws: [] }, m.version);
      for (const s of m.steps) note('catch-up step', s, s.version, s.events);
      for (const t of m.throws) note('catch-up throw', t, m.version, undefined, t);
    });
    room.onMessage(S2C.throw, (m: ThrowMessage) => note('throw', m, version, undefined, m));
    room.onMessage(S2C.seatKey, (m: { key: string }) => {
      this.ownKeys.add(m.key);
      note('seat-key', m);
    });
    room.onMessage(S2C.feedKey, (m: { key: string }) => {
      this.ownKeys.add(m.key);
      note('feed-key', m);
    });
    room.onMessage(S2C.viewKey, (m: { key: string }) => {
      this.ownKeys.add(m.key);
      note('view-key', m);
    });
    room.onMessage(S2C.error, (m: unknown) => note('error', m));
    const heard = (via: HeardLine['via'], line: TalkLine) =>
      this.talk.push({ version, viewer: this.viewer, via, line });
    room.onMessage(S2C.talk, (m: TalkLine) => {
      note('talk', m);
      heard('talk', m);
    });
    room.onMessage(S2C.talkCatchUp, (m: TalkCatchUp) => {
      note('talk catch-up', m);
      for (const line of m.lines) heard('talk catch-up', line);
    });
    room.onMessage(S2C.muted, (m: MutedMessage) => note('muted', m));
    room.onMessage('*', (type: unknown, m: unknown) => note(`unknown message ${String(type)}`, m));
  }

  private seat(): Seat | null {
    return this.viewer.kind === 'seat' ? this.viewer.seat : null;
  }
}

/** The table's history rebuilt from the store: the engine state and the events at every version. */
export interface History {
  readonly game: AnyGame;
  readonly seed: Seed;
  readonly states: readonly unknown[];
  readonly events: readonly GameEvent[][];
  readonly players: number;
  /** The table's options: public (every client decodes them with the table). */
  readonly options: unknown;
}

/** For each fingerprint, the first version from which a source holds it. */
type FirstSeen = Map<string, number>;

function addAt(first: FirstSeen, value: unknown, version: number): void {
  const prints = new Set<string>();
  fingerprints(value, prints);
  for (const p of prints) if (!first.has(p)) first.set(p, version);
}

/** What a viewer may hold by each version: its views and the events it may learn. */
function allowedFor(h: History, viewer: Viewer): FirstSeen {
  const first: FirstSeen = new Map();
  addAt(first, h.options, 0);
  h.states.forEach((s, v) => {
    addAt(first, h.game.view(s, viewer), v);
    const visible = eventsFor(h.events[v] ?? [], viewer);
    if (visible.length > 0) addAt(first, visible, v);
  });
  return first;
}

/** What the server holds and some viewer may not: engine states, the seed, every seat's and the broadcast view. */
function hiddenOf(h: History): FirstSeen {
  const first: FirstSeen = new Map();
  addAt(first, h.seed, 0);
  h.states.forEach((s, v) => {
    addAt(first, s, v);
    addAt(first, h.game.view(s, { kind: 'broadcast' }), v);
    for (let seat = 0; seat < h.players; seat++) addAt(first, h.game.view(s, { kind: 'seat', seat }), v);
  });
  return first;
}

/** A value striking enough to search for in raw text: a long string, or a large integer (seeds, RNG words). */
function isToken(print: string): boolean {
  if (print.startsWith('"')) return print.length >= 10;
  return /^-?\d{7,}$/.test(print);
}

/** Escapes a literal for a RegExp. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Checks every recorder against the history; returns one line per leak (empty: nothing leaked). */
export function findLeaks(h: History, recorders: readonly Recorder[], keys: readonly string[]): string[] {
  const hidden = hiddenOf(h);
  const allowed = new Map<string, FirstSeen>();
  const allowedOf = (viewer: Viewer) => {
    const id = JSON.stringify(viewer);
    let a = allowed.get(id);
    if (!a) {
      a = allowedFor(h, viewer);
      allowed.set(id, a);
    }
    return a;
  };
  const thrown = h.events.flat().filter(isDiceThrown);
  const leaks: string[] = [];
  for (const r of recorders) {
    // Tokens: the striking secrets this client's viewers never hold at all, and every key it was not given.
    const viewers = [...new Map(r.got.map((g) => [JSON.stringify(g.viewer), g.viewer])).values()];
    const tokens = new Set(keys.filter((k) => !r.ownKeys.has(k)));
    for (const [p] of hidden)
      if (isToken(p) && viewers.every((v) => !allowedOf(v).has(p))) tokens.add(p.startsWith('"') ? p.slice(1, -1) : p);
    const search =
      tokens.size > 0
        ? new RegExp([...tokens].map((t) => (/^\d/.test(t) ? `(?<![0-9])${t}(?![0-9])` : literal(t))).join('|'))
        : null;
    for (const g of r.got) {
      const who = `${h.game.id} ${r.name} as ${JSON.stringify(g.viewer)}, ${g.what} of version ${g.version}`;
      const hit = search?.exec(g.text);
      if (hit) leaks.push(`${who}: holds the secret ${hit[0].slice(0, 40)}`);
      if (g.keys) {
        const expected = viewersKeys(g.viewer);
        if (g.keys.some((k) => !expected.includes(k))) leaks.push(`${who}: decodes the trees ${g.keys.join(', ')}`);
      }
      if (g.data !== undefined) {
        const may = allowedOf(g.viewer);
        const prints = new Set<string>();
        fingerprints(g.data, prints);
        for (const p of prints) {
          const seen = may.get(p);
          if (hidden.has(p) && (seen === undefined || seen > g.version))
            leaks.push(
              `${who}: holds ${p.slice(0, 80)}, hidden from it${seen === undefined ? '' : ` until version ${seen}`}`,
            );
        }
      }
      if (g.dice) {
        const d = g.dice;
        const e = thrown.find((t) => t.roll === d.roll && t.channel === d.channel);
        if (!e || !mayLearn(e.visibleTo, g.viewer)) leaks.push(`${who}: got the throw ${d.channel}#${d.roll}`);
      }
    }
  }
  return leaks;
}

/** The trees a viewer may decode. */
function viewersKeys(viewer: Viewer): string[] {
  return viewKeysOf(viewer.kind === 'seat' ? viewer.seat : viewer.kind === 'broadcast' ? 'feed' : null);
}

/** The fields of a talk line (shared/talk.ts TalkLine), sorted: nothing of the game rides on one. */
const TALK_LINE_FIELDS = ['at', 'author', 'channel', 'kind', 'n', 'name', 'seat', 'text', 'version'];

/**
 * Checks every talk line the recorders got: only the TalkLine fields, only texts somebody wrote (`said`: messages
 * and reaction ids), no spectators' line to a seated player before the game's last version `final` (the
 * spectators' channel opens to the players once the game is over), and nothing but reactions to the feed.
 * Returns one line per leak (empty: none).
 */
export function talkLeaks(recorders: readonly Recorder[], final: number, said: ReadonlySet<string>): string[] {
  const leaks: string[] = [];
  for (const r of recorders)
    for (const { version, viewer, via, line } of r.talk) {
      const who = `${r.name} as ${JSON.stringify(viewer)}, ${via} at version ${version}: ${line.channel} ${line.n}`;
      const fields = Object.keys(line).sort();
      if (fields.join() !== TALK_LINE_FIELDS.join()) leaks.push(`${who}: carries the fields ${fields.join(', ')}`);
      if (!said.has(line.text)) leaks.push(`${who}: carries a text nobody wrote: ${line.text.slice(0, 40)}`);
      if (viewer.kind === 'seat' && line.channel === 'spectators' && version < final)
        leaks.push(`${who}: a spectators' line reached a player during the game`);
      if (viewer.kind === 'broadcast' && line.kind !== 'reaction') leaks.push(`${who}: a message reached the feed`);
    }
  return leaks;
}
