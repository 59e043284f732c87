// The fuzzer of issue 12 ("nothing crashes"), shared by test/server/fuzz.test.ts (a small seeded slice) and
// bench/fuzz.ts (100,000 messages). It opens tables of every registered game (a new game in
// shared/games/index.ts is covered with no code here) at a real server, with real colyseus.js clients in every
// seat, as a spectator and as the table's delayed feed, and sends seeded hostile messages: malformed payloads, oversized frames, deep nesting,
// unknown types, `__proto__`/`constructor`/`prototype` keys and types, actions out of turn, from spectators and the feed,
// mutated legal actions, raw garbage frames, floods past the rate limit, with legal actions interleaved so the
// games advance and, at the end, are played to their outcome.
//
// Every message is built as the exact bytes of a frame, and its answer is predicted from those bytes
// (test/server/fuzz-frames.ts) on the engine state the fuzzer keeps from the stored seed and the accepted actions:
//   - a refusal: one S2C error to the sender with exactly the predicted code (a costly action may also be
//     answered 'table/busy', by design);
//   - a close, where the server drops the connection by design: a frame over the WebSocket limit (1009), bytes
//     that are no WebSocket frame at all (1002), Colyseus' leave frame (4000), a flood (4429 after one
//     'table/rate-limited');
//   - never an acceptance: a generated message the engine (or the table's talk) would accept is not sent as fuzz.
// The talk's five messages (chat, reactions, presence, mutes, settings: shared/talk.ts) and the challenger queue's
// requests (shared/queue.ts) are fuzzed the same way: each refusal predicted from the shared parsers and rules, and
// a refused one reaches nobody.
// After every batch each live client's version and decoded view must be exactly the engine's view of the state
// the fuzzer holds (so a refused message changed nothing), nobody else got an error, and no events arrived.
import { Protocol } from '@colyseus/core';
import Database from 'better-sqlite3';
import type { Client, Room } from 'colyseus.js';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { botDecision, isRecord, replay, type AnyGame, type Seat, type Viewer } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { shortOptionsOf } from '../../shared/games/meta.js';
import { C2S, TABLE_ROOM } from '../../shared/protocol.js';
import { BURST } from '../../server/rate-limit.js';
import { DB_FILE } from '../../server/store.js';
import { CLOSE_RATE_LIMITED, TABLE_ERRORS } from '../../server/table-errors.js';
import { MAX_MESSAGE_BYTES } from '../../server/table-gate.js';
import { Conn, Signal } from './fuzz-clients.js';
import {
  CLOSE_PROTOCOL_ERROR,
  frameOf,
  onTheWire,
  pack,
  predict,
  WS_MAX_PAYLOAD,
  type Answer,
  type Sender,
  type TableModel,
  type TalkSender,
} from './fuzz-frames.js';
import { FuzzRng, mutate, nested, own, queuePayload, randomValue, talkPayload, TYPES } from './fuzz-values.js';
import { nodeClient } from '../node-client.js';

/** What the fuzzer sends, one name per family of hostile message (plus the legal actions that move games on). */
export const FUZZ_KINDS = [
  'malformed',
  'oversized',
  'deep',
  'unknown-type',
  'proto-keys',
  'out-of-turn',
  'spectator',
  'illegal',
  'garbage-frame',
  'flood',
  'talk',
  'queue',
  'legal',
] as const;
/** One family of message. */
export type FuzzKind = (typeof FUZZ_KINDS)[number];

/** Most actions a planned ending may take. */
const MAX_PLAN = 600;
/** Most problem lines a report keeps (the counts go on). */
const MAX_PROBLEMS = 40;

/** Where to fuzz: a running server's address and its data folder (seeds are read from its SQLite file). */
export interface FuzzTarget {
  readonly url: string;
  readonly dataDir: string;
}

/** What a run did and found. */
export interface FuzzReport {
  /** Messages sent, by kind (a flood counts each of its messages). */
  readonly sent: Record<FuzzKind, number>;
  /** Messages the server had to refuse with an S2C error (predicted). */
  refusals: number;
  /** ... of which were answered with exactly the predicted code. */
  answered: number;
  /** Messages answered by design with a closed connection (over 64 KB, not WebSocket, a leave frame, floods). */
  closes: number;
  /** Flood messages the server ignored after closing the flooder (by design, unanswered). */
  dropped: number;
  /** Legal actions accepted. */
  accepted: number;
  /** A refused message after which some client's version or view was not the engine's (or events arrived). */
  stateChanges: number;
  /** Answers 'table/internal' (a handler threw) and refusals answered with another code, or never. */
  crashes: number;
  wrongAnswers: number;
  unanswered: number;
  /** Tables opened and games played to their outcome. */
  tables: number;
  finished: number;
  /** The first problems, one line each (empty: nothing found). */
  readonly problems: string[];
}

/** An empty report. */
export function emptyReport(): FuzzReport {
  return {
    sent: Object.fromEntries(FUZZ_KINDS.map((k) => [k, 0])) as Record<FuzzKind, number>,
    refusals: 0,
    answered: 0,
    closes: 0,
    dropped: 0,
    accepted: 0,
    stateChanges: 0,
    crashes: 0,
    wrongAnswers: 0,
    unanswered: 0,
    tables: 0,
    finished: 0,
    problems: [],
  };
}

/** Total messages sent. */
export function totalSent(r: FuzzReport): number {
  return FUZZ_KINDS.reduce((n, k) => n + r.sent[k], 0);
}

function problem(r: FuzzReport, line: string): void {
  if (r.problems.length < MAX_PROBLEMS) r.problems.push(line);
}

/** A message about to go out, its kind, and what it must get back. */
interface Shot {
  readonly kind: FuzzKind;
  readonly send: (c: Conn) => void;
  readonly answer: Answer;
  readonly what: string;
}

/** Weights of the kinds of batches (floods and legal actions come on their own schedule). */
const BATCH_KINDS: readonly [FuzzKind, number][] = [
  ['malformed', 4],
  ['oversized', 1],
  ['deep', 1],
  ['unknown-type', 1],
  ['proto-keys', 2],
  ['out-of-turn', 2],
  ['spectator', 2],
  ['illegal', 5],
  ['garbage-frame', 2],
  ['talk', 3],
  ['queue', 2],
];

/** A table under fuzz: the clients, the engine state the fuzzer holds, and the run's report. */
class FuzzTable implements TableModel {
  state: unknown = null;
  version = 0;
  feedDelay = 0;
  seats: number;
  readonly conns: Conn[] = [];
  readonly spectators: Conn[] = [];
  /** The table's feed connection (the creator's feed key): it may only watch. */
  readonly feeds: Conn[] = [];
  /** The connection whose join presented the creator's secret (it alone may change the talk settings). */
  private creator: Conn | null = null;
  private feedKey = '';
  /** Each seat's key, to reclaim it from a fresh connection. */
  readonly keys: string[] = [];
  tableId = '';
  /** Messages this table sent (the report is shared by loops running side by side). */
  sentHere = 0;
  private readonly expected = new Map<string, string>();
  private readonly signal = new Signal();
  /** The kinds of the next batches. */
  private readonly deck: FuzzKind[] = [];

  constructor(
    readonly game: AnyGame,
    private readonly target: FuzzTarget,
    private readonly rng: FuzzRng,
    private readonly report: FuzzReport,
    /** Most messages in one batch. */
    private readonly batchMax = 6,
  ) {
    this.seats = Math.max(game.minPlayers, Math.min(game.maxPlayers, 2));
  }

  /** Counts one message of `kind`. */
  private count(kind: FuzzKind): void {
    this.report.sent[kind]++;
    this.sentHere++;
  }

  private get all(): Conn[] {
    return [...this.conns, ...this.spectators, ...this.feeds];
  }

  private client(): Client {
    return nodeClient(this.target.url);
  }

  private async connect(join: (c: Client) => Promise<Room>, feed = false): Promise<Conn> {
    const conn = new Conn(await join(this.client()), this.signal, feed);
    if (!(await this.signal.until(() => conn.ready && conn.version === this.version)))
      throw new Error(`${this.game.id}: a join was never welcomed`);
    return conn;
  }

  /** Creates the table (every seat human), fills the seats, adds a spectator; reads the seed from SQLite. */
  async open(): Promise<void> {
    const seats = Array.from({ length: this.seats }, () => ({ kind: 'human' as const }));
    const creator = new Conn(
      await this.client().create(TABLE_ROOM, {
        game: this.game.id,
        options: shortOptionsOf(this.game.id), // each game's short game, as the secrets sweep plays it
        seats,
        name: 'F0',
        creatorSecret: randomBytes(16).toString('base64url'),
      }),
      this.signal,
    );
    if (!(await this.signal.until(() => creator.ready && creator.key !== null && creator.feedKey !== null)))
      throw new Error(`${this.game.id}: the table was not opened`);
    this.tableId = creator.welcome!.tableId;
    this.feedKey = creator.feedKey!;
    this.creator = creator;
    this.conns.push(creator);
    for (let s = 1; s < this.seats; s++) {
      const c = await this.connect((cl) => cl.joinById(this.tableId, { seat: s, name: `F${s}` }));
      this.conns.push(c);
    }
    this.keys.push(...this.conns.map((c) => c.key!));
    this.spectators.push(await this.connect((cl) => cl.joinById(this.tableId, { seat: 'spectate', name: 'S' })));
    this.feeds.push(await this.connect((cl) => cl.joinById(this.tableId, { feedKey: this.feedKey }), true));
    const stored = readSetup(this.target.dataDir, this.tableId);
    this.feedDelay = stored.feedDelay;
    const start = replay(this.game, { seed: stored.seed, players: stored.players, options: stored.options }, []);
    if (!start.ok) throw new Error(`${this.game.id}: setup refused: ${start.error.code}`);
    this.state = start.value;
    await this.signal.until(() =>
      this.all.every((c) => c.version === 0 && (c.room.state as { phase?: string }).phase === 'playing'),
    );
    this.report.tables++;
    this.check('the table opened');
  }

  /** Leaves every open connection. */
  async close(): Promise<void> {
    await Promise.all(this.all.filter((c) => c.open).map((c) => c.room.leave().catch(() => undefined)));
  }

  private viewer(c: Conn): Viewer {
    return c.seat === null ? { kind: 'spectator' } : { kind: 'seat', seat: c.seat };
  }

  private expectedView(viewer: Viewer): string {
    const id = `${this.version}|${JSON.stringify(viewer)}`;
    let text = this.expected.get(id);
    if (text === undefined) {
      if (this.expected.size > 64) this.expected.clear();
      text = JSON.stringify(this.game.view(this.state, viewer));
      this.expected.set(id, text);
    }
    return text;
  }

  /** Every live client shows the fuzzer's version and exactly the engine's view of its state; false (counted) if not. */
  private check(after: string): boolean {
    for (const c of this.all) {
      if (!c.open) continue;
      const who = `${this.game.id} ${this.tableId} ${c.label}`;
      if (c.version !== this.version) {
        this.report.stateChanges++;
        problem(this.report, `${who}: version ${c.version}, expected ${this.version}, after ${after}`);
        return false;
      }
      // No patch since its view was last found right: its view is unchanged (the decoder only moves on a patch).
      // The feed's frame follows the table by its delay (minutes): only its version is the table's.
      if (c.checkedAt === c.patches || c.feed) continue;
      if (c.viewJson() !== this.expectedView(this.viewer(c))) {
        this.report.stateChanges++;
        problem(this.report, `${who}: its view is not the engine's at version ${this.version}, after ${after}`);
        return false;
      }
      c.checkedAt = c.patches;
    }
    return true;
  }

  /** A fresh connection for `c` (a seat reclaimed by its key, a spectator joined again): a full allowance. */
  private async replace(c: Conn): Promise<Conn> {
    const seat = c.seat;
    const list = c.feed ? this.feeds : seat === null ? this.spectators : this.conns;
    const at = list.indexOf(c);
    if (seat === null && c.open) await c.room.leave().catch(() => undefined);
    const options = c.feed
      ? { feedKey: this.feedKey }
      : seat === null
        ? { seat: 'spectate' as const }
        : { seatKey: this.keys[seat]! };
    const fresh = await this.connect((cl) => cl.joinById(this.tableId, options), c.feed);
    // A reclaimed seat's old connection is let go by the server (CLOSE_REPLACED).
    if (seat !== null && c.open) await this.signal.until(() => !c.open);
    list[at] = fresh;
    return fresh;
  }

  /** The connection for `c`'s place with `n` tokens to spend (a fresh one when it ran dry or was closed). */
  private async withTokens(c: Conn, n: number): Promise<Conn> {
    if (c.open && c.spend(n)) return c;
    const fresh = await this.replace(c);
    fresh.spend(n);
    return fresh;
  }

  private get over(): boolean {
    return this.game.outcome(this.state) !== null;
  }

  // ---- legal actions ----

  /** Legal moves at `movesVersion`: the simplest bot's choice (computed once) and each acting seat's legal actions. */
  private moves: {
    version: number;
    bot: { seat: Seat; action: unknown } | null | undefined;
    legal: Map<Seat, unknown[]>;
  } = { version: -1, bot: undefined, legal: new Map() };

  /** A legal action for some seat to act: the simplest bot's choice, else a random legal action (null: none). */
  private legalMove(): { seat: Seat; action: unknown } | null {
    const toAct = this.game.toAct(this.state);
    if (toAct.length === 0) return null;
    if (this.moves.version !== this.version) this.moves = { version: this.version, bot: undefined, legal: new Map() };
    const m = this.moves;
    const bot = this.game.bots.at(-1);
    if (bot && this.rng.chance(0.7)) {
      if (m.bot === undefined) {
        m.bot = null;
        const seat = this.rng.pick(toAct);
        try {
          const action = botDecision(this.game, bot, this.state, seat, this.rng.u32());
          if (this.game.apply(this.state, seat, action).ok) m.bot = { seat, action };
        } catch {
          // a bot that cannot decide: random legal actions instead
        }
      }
      if (m.bot) return m.bot;
    }
    const seat = this.rng.pick(toAct);
    let legal = m.legal.get(seat);
    if (!legal) {
      legal = this.game.legalActions(this.state, seat) as unknown[];
      m.legal.set(seat, legal);
    }
    return legal.length > 0 ? { seat, action: this.rng.pick(legal) } : null;
  }

  /** Sends a legal action and waits until every client shows its version; 'table/busy' is waited out. */
  async legal(move: { seat: Seat; action: unknown }): Promise<boolean> {
    const wire = onTheWire(move.action);
    const parsed = this.game.parseAction(wire);
    const applied = parsed.ok ? this.game.apply(this.state, move.seat, parsed.value) : parsed;
    if (!applied.ok)
      throw new Error(`${this.game.id}: a planned legal action is refused locally: ${applied.error.code}`);
    for (let attempt = 0; attempt < 20; attempt++) {
      const c = await this.withTokens(this.conns[move.seat]!, 1);
      this.conns[move.seat] = c;
      const errors = c.errors.length;
      const version = this.version;
      c.room.send(C2S.action, { action: move.action });
      this.count('legal');
      const answered = await this.signal.until(() => c.errors.length > errors || c.version > version);
      c.settle();
      if (c.errors.length > errors) {
        const code = c.errors.at(-1)!.code;
        if (code === TABLE_ERRORS.busy.code) {
          await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        this.report.wrongAnswers++;
        problem(
          this.report,
          `${this.game.id} ${this.tableId}: a legal action at version ${version} was refused with ${code}`,
        );
        return false;
      }
      if (!answered) {
        this.report.unanswered++;
        problem(this.report, `${this.game.id} ${this.tableId}: a legal action at version ${version} got no answer`);
        return false;
      }
      this.state = applied.value.state;
      this.version++;
      this.report.accepted++;
      await this.signal.until(() => this.all.every((x) => !x.open || x.version >= this.version));
      return this.check(`the legal action ${this.version}`);
    }
    return false;
  }

  /** One legal step, if anybody may act. */
  async step(): Promise<boolean> {
    const move = this.legalMove();
    return move ? this.legal(move) : true;
  }

  /**
   * Plays the game to its outcome: the moves of the first driver (the game's bots from the simplest, then random
   * legal actions) that reaches the end from here within MAX_PLAN actions.
   */
  async finish(): Promise<boolean> {
    const drivers = [...this.game.bots]
      .reverse()
      .map((bot) => (s: unknown, seat: Seat, n: number) => botDecision(this.game, bot, s, seat, n + 1));
    drivers.push((s, seat) => this.rng.pick(this.game.legalActions(s, seat) as unknown[]));
    for (const decide of drivers) {
      const plan: { seat: Seat; action: unknown }[] = [];
      let state = this.state;
      try {
        while (this.game.outcome(state) === null && plan.length < MAX_PLAN) {
          const seat = this.game.toAct(state)[0]!;
          const action = decide(state, seat, plan.length);
          const r = this.game.apply(state, seat, action);
          if (!r.ok) break;
          state = r.value.state;
          plan.push({ seat, action });
        }
      } catch {
        continue;
      }
      if (this.game.outcome(state) === null) continue;
      for (const move of plan) if (!(await this.legal(move))) return false;
      this.report.finished++;
      return true;
    }
    problem(this.report, `${this.game.id} ${this.tableId}: no driver finishes the game from version ${this.version}`);
    return false;
  }

  // ---- hostile messages ----

  /** A random live connection (a seat or a spectator). */
  private anyConn(): Conn {
    const r = this.rng.int(10);
    return r < 3 ? this.rng.pick(this.spectators) : r < 4 ? this.rng.pick(this.feeds) : this.rng.pick(this.conns);
  }

  /** A shot of `bytes` sent on the connection exactly as colyseus.js sends its frames (`who`: to the talk). */
  private frameShot(kind: FuzzKind, seat: Sender, bytes: Uint8Array, what: string, who?: TalkSender): Shot {
    return { kind, send: (c) => c.room.connection.send(bytes), answer: predict(this, seat, bytes, who), what };
  }

  private actionShot(kind: FuzzKind, seat: Sender, payload: unknown, what: string): Shot {
    return this.frameShot(kind, seat, frameOf(C2S.action, pack(payload)), what);
  }

  /** A legal action of some seat to act (on the wire), or null. */
  private someLegal(): unknown {
    const move = this.legalMove();
    return move ? move.action : null;
  }

  /** Up to `n` shots of `kind` from connection `c` (fewer when no such message exists now). */
  private shots(kind: FuzzKind, c: Conn, n: number): Shot[] {
    const rng = this.rng;
    const seat = c.sender;
    const who: TalkSender = { me: c.me, creator: c === this.creator };
    const out: Shot[] = [];
    for (let i = 0; i < n * 3 && out.length < n; i++) {
      let shot: Shot | null;
      try {
        shot = this.shot(kind, rng, seat, who);
      } catch (e) {
        if (!(e instanceof RangeError)) throw e;
        shot = null; // too deep for this packer's stack: not sendable as such
      }
      if (shot && !('accepted' in shot.answer)) out.push(shot);
    }
    return out;
  }

  private shot(kind: FuzzKind, rng: FuzzRng, seat: Sender, who: TalkSender): Shot | null {
    switch (kind) {
      case 'queue': {
        const payload = queuePayload(rng);
        const what = `queue ${JSON.stringify(payload)?.slice(0, 40) ?? ''}`;
        return this.frameShot(kind, seat, frameOf(C2S.queue, pack(payload)), what, who);
      }
      case 'talk': {
        const type = rng.pick([C2S.talk, C2S.talk, C2S.react, C2S.presence, C2S.mute, C2S.talkSettings]);
        const payload = talkPayload(rng, type, who.me);
        const what = `${type} ${JSON.stringify(payload)?.slice(0, 40) ?? ''}`;
        return this.frameShot(kind, seat, frameOf(type, pack(payload)), what, who);
      }
      case 'malformed': {
        const type = rng.pick([C2S.action, C2S.action, C2S.sit, C2S.feedConsent]);
        const payload = rng.chance(0.5)
          ? randomValue(rng, 3)
          : own([[rng.pick(['action', 'seat', 'agree', 'type']), randomValue(rng, 3)]]);
        return this.frameShot(kind, seat, frameOf(type, rng.chance(0.1) ? null : pack(payload)), `malformed ${type}`);
      }
      case 'oversized': {
        const size = rng.chance(0.1)
          ? WS_MAX_PAYLOAD + 1 + rng.int(20_000)
          : MAX_MESSAGE_BYTES + rng.int(WS_MAX_PAYLOAD - MAX_MESSAGE_BYTES - 64);
        const legal = this.someLegal();
        const payload = rng.chance(0.5)
          ? { action: isRecord(legal) ? { ...legal, pad: 'x'.repeat(size) } : 'x'.repeat(size) }
          : { action: Array.from({ length: Math.ceil(size / 5) }, (_, i) => 100_000 + i) };
        return this.actionShot(kind, seat, payload, `oversized (${size} bytes)`);
      }
      case 'deep': {
        if (rng.chance(0.3)) {
          // Deeper than colyseus.js' packer goes: msgpack bytes made by hand, { action: [[[…]]] } up to the 4 KB limit.
          const depth = rng.pick([1000, 3000, 4070, 5000]);
          const body = Uint8Array.from([
            0x81,
            0xa6,
            ...Buffer.from('action'),
            ...new Array<number>(depth).fill(rng.chance(0.5) ? 0x91 : 0xdc),
            0xc0,
          ]);
          return this.frameShot(kind, seat, frameOf(C2S.action, body), `hand-made msgpack ${depth} deep`);
        }
        const depth = rng.pick([64, 300, 600, 900]);
        const legal = this.someLegal();
        const inner = rng.chance(0.5) ? legal : randomValue(rng, 1);
        return this.actionShot(kind, seat, { action: nested(rng, depth, inner) }, `nested ${depth} deep`);
      }
      case 'unknown-type': {
        const type = rng.chance(0.2) ? `fuzz-${rng.u32().toString(36)}` : rng.pick(TYPES);
        const payload = rng.chance(0.5) ? { action: this.someLegal() } : randomValue(rng, 2);
        const bytes = rng.chance(0.2)
          ? frameOf(type, rng.bytes(rng.int(16)), Protocol.ROOM_DATA_BYTES)
          : frameOf(type, pack(payload));
        return this.frameShot(kind, seat, bytes, `type ${JSON.stringify(type).slice(0, 30)}`);
      }
      case 'proto-keys': {
        const legal = this.someLegal();
        const key = rng.pick(['__proto__', 'constructor', 'prototype']);
        const poison = own([
          [
            key,
            own([
              ['action', legal],
              ['type', 'x'],
              ['seat', 0],
              ['agree', true],
              ['polluted', true],
            ]),
          ],
        ]);
        const base = isRecord(legal) ? own([...Object.entries(legal), [key, poison]]) : poison;
        const payload = rng.pick([
          poison,
          own([['action', base]]),
          own([
            ['action', legal],
            [key, poison],
          ]),
          own([[key, { action: legal }]]),
        ]);
        const type = rng.chance(0.25) ? key : rng.pick([C2S.action, C2S.action, C2S.sit, C2S.feedConsent]);
        return this.frameShot(kind, seat, frameOf(type, pack(payload)), `${key} keys (type ${type})`);
      }
      case 'out-of-turn': {
        if (typeof seat !== 'number') return null;
        const move = this.legalMove();
        if (!move || this.game.toAct(this.state).includes(seat)) return null;
        const action = move.action;
        return this.actionShot(kind, seat, { action }, 'an action out of turn');
      }
      case 'spectator': {
        // A spectator, or the read-only feed, plays.
        if (typeof seat === 'number') return null;
        const r = rng.int(4);
        if (r === 0)
          return this.frameShot(
            kind,
            seat,
            frameOf(C2S.sit, pack({ seat: rng.pick([0, 1, -1, 99, 0.5, '0', null]) })),
            `${seat ?? 'a spectator'} sits`,
          );
        if (r === 1)
          return this.frameShot(
            kind,
            seat,
            frameOf(C2S.feedConsent, pack({ agree: rng.chance(0.5) })),
            `${seat ?? 'a spectator'} consents`,
          );
        return this.actionShot(kind, seat, { action: this.someLegal() }, `${seat ?? 'a spectator'} acts`);
      }
      case 'illegal': {
        const move = this.legalMove();
        if (!move) return this.actionShot(kind, seat, { action: randomValue(rng, 2) }, 'an action after the end');
        let action = move.action;
        const times = 1 + rng.int(3);
        for (let i = 0; i < times; i++) action = mutate(rng, action);
        return this.actionShot(kind, seat, { action }, `a mutated ${JSON.stringify(move.action).slice(0, 40)}`);
      }
      case 'garbage-frame': {
        const r = rng.int(10);
        if (r === 0) {
          // Bytes that are no WebSocket frame at all (RSV2 set), straight on the TCP socket: a protocol error.
          const bytes = rng.bytes(2 + rng.int(30));
          bytes[0] = (bytes[0]! | 0x20) & 0xff;
          return {
            kind,
            send: (c) => c.ws._socket.write(bytes),
            answer: { close: CLOSE_PROTOCOL_ERROR },
            what: 'raw bytes on the socket',
          };
        }
        if (r <= 3) {
          const text = rng.pick([
            '',
            'hello',
            '{"action":{"type":"roll"}}',
            '\u0000\u0001',
            `${String.fromCharCode(Protocol.ROOM_DATA)}action`,
            'é'.repeat(40),
          ]);
          return {
            kind,
            send: (c) => c.ws.send(text),
            answer: predict(this, seat, new TextEncoder().encode(text)),
            what: `a text frame ${JSON.stringify(text).slice(0, 20)}`,
          };
        }
        const bytes = rng.bytes(rng.int(r === 4 ? 6000 : 48));
        if (bytes.length > 0 && rng.chance(0.5))
          bytes[0] = rng.pick([
            Protocol.ROOM_DATA,
            Protocol.ROOM_DATA_BYTES,
            Protocol.JOIN_ROOM,
            Protocol.ROOM_STATE,
            Protocol.ERROR,
            0,
            255,
          ]);
        if (bytes.length > 1 && rng.chance(0.5)) bytes[1] = 0xa6; // a 6-byte type string follows
        return {
          kind,
          send: (c) => c.ws.send(bytes),
          answer: predict(this, seat, bytes),
          what: `garbage bytes [${[...bytes.slice(0, 4)].join(',')}…] (${bytes.length})`,
        };
      }
      default:
        return null;
    }
  }

  /** One batch: a few messages of one kind from one connection, each answered as predicted, nothing changed. */
  async batch(): Promise<void> {
    if (this.deck.length === 0) {
      // Every kind by its weight, in a seeded order: each appears once in every (sum of the weights) batches.
      const cards = BATCH_KINDS.flatMap(([k, w]) => new Array<FuzzKind>(w).fill(k));
      while (cards.length > 0) this.deck.push(cards.splice(this.rng.int(cards.length), 1)[0]!);
    }
    const kind = this.deck.pop()!;
    const from =
      kind === 'spectator'
        ? this.rng.pick([...this.spectators, ...this.spectators, ...this.feeds])
        : kind === 'out-of-turn'
          ? this.rng.pick(this.conns)
          : this.anyConn();
    const n = 1 + this.rng.int(this.batchMax);
    if (kind === 'talk' || kind === 'queue') {
      // Its answers depend on which connection sends (its author id, whether it is the creator's): that one first.
      const c = await this.withTokens(from, n);
      const talk = this.shots(kind, c, n);
      if (talk.length > 0) await this.fire(c, talk);
      return;
    }
    let shots = this.shots(kind, from, n);
    if (shots.length === 0) return;
    // A message answered with a close goes alone (whatever follows it on that connection is never read).
    const closing = shots.find((s) => 'close' in s.answer);
    if (closing) shots = [closing];
    const c = await this.withTokens(from, shots.length);
    await this.fire(c, shots);
  }

  /** Sends the shots from `c` and checks every answer and every client. */
  private async fire(c: Conn, shots: readonly Shot[]): Promise<void> {
    const before = c.errors.length;
    const othersErrors = this.all.map((x) => x.errors.length);
    const events = this.all.map((x) => x.events);
    const talkLines = this.all.map((x) => x.talkLines);
    const codes = shots.flatMap((s) => ('error' in s.answer ? [s.answer] : []));
    const close = shots.find((s) => 'close' in s.answer)?.answer as { close: number } | undefined;
    for (const s of shots) {
      this.count(s.kind);
      s.send(c);
    }
    this.report.refusals += codes.length;
    const done = await this.signal.until(
      () => c.errors.length >= before + codes.length && (close === undefined || !c.open),
    );
    c.settle();
    const got = c.errors.slice(before).map((e) => e.code);
    const where = `${this.game.id} ${this.tableId} v${this.version} ${c.label}`;
    if (!done) {
      this.report.unanswered += Math.max(1, codes.length - got.length);
      problem(
        this.report,
        `${where}: unanswered: ${shots.map((s) => s.what).join('; ')} (got ${got.join(', ') || 'nothing'}${close ? `, left with ${c.leftWith}` : ''})`,
      );
    }
    // Answers in any order (a costly action is judged off the event loop), each the predicted code or, for a
    // costly action, 'table/busy'.
    const left = [...got];
    for (const a of codes) {
      const i = left.findIndex((g) => g === a.error || (a.busy && g === TABLE_ERRORS.busy.code));
      if (i >= 0) {
        left.splice(i, 1);
        this.report.answered++;
      }
    }
    for (const g of left) {
      if (g === TABLE_ERRORS.internal.code) this.report.crashes++;
      else this.report.wrongAnswers++;
      problem(
        this.report,
        `${where}: answered ${g}, expected ${codes.map((a) => a.error).join(', ')} for ${shots.map((s) => s.what).join('; ')}`,
      );
    }
    if (close) {
      this.report.closes++;
      if (c.leftWith !== close.close) {
        this.report.wrongAnswers++;
        problem(this.report, `${where}: ${shots[0]!.what}: closed with ${c.leftWith}, expected ${close.close}`);
      }
    }
    this.all.forEach((x, i) => {
      if (x !== c && x.errors.length !== othersErrors[i]) problem(this.report, `${where}: another client got an error`);
      if (x.events !== events[i]) {
        this.report.stateChanges++;
        problem(this.report, `${where}: events arrived after ${shots.map((s) => s.what).join('; ')}`);
      }
      if (x.talkLines !== talkLines[i]) {
        this.report.stateChanges++;
        problem(this.report, `${where}: a talk line arrived after ${shots.map((s) => s.what).join('; ')}`);
      }
    });
    this.check(shots.map((s) => s.what).join('; '));
  }

  /**
   * A flood: `n` cheap refused messages at once from one connection. The server answers the first ones as
   * usual, then one 'table/rate-limited', closes the connection (CLOSE_RATE_LIMITED) and ignores the rest.
   */
  async flood(n: number): Promise<void> {
    // At least one token left (a fresh connection otherwise): its first message is answered as usual.
    const c = await this.withTokens(this.anyConn(), 1);
    const shots = Array.from({ length: n }, () =>
      this.rng.chance(0.5)
        ? this.frameShot('flood', c.sender, frameOf(`fuzz-flood`, pack({ i: 1 })), 'a flood message')
        : this.actionShot('flood', c.sender, { action: this.rng.pick([null, 0, 'x', { type: '' }]) }, 'a flood action'),
    );
    const before = c.errors.length;
    for (const s of shots) {
      this.count('flood');
      s.send(c);
    }
    const where = `${this.game.id} ${this.tableId} flood of ${n} from ${c.label}`;
    if (!(await this.signal.until(() => !c.open))) {
      this.report.unanswered++;
      problem(this.report, `${where}: the flooder was not closed`);
      return;
    }
    const got = c.errors.slice(before);
    const k = got.length - 1;
    this.report.refusals += got.length;
    this.report.closes++;
    this.report.dropped += Math.max(0, n - k);
    const answeredOk =
      k >= 1 &&
      got
        .slice(0, k)
        .every((e, i) => 'error' in shots[i]!.answer && e.code === (shots[i]!.answer as { error: string }).error);
    if (answeredOk && got.at(-1)?.code === TABLE_ERRORS.rateLimited.code && c.leftWith === CLOSE_RATE_LIMITED)
      this.report.answered += got.length;
    else {
      this.report.wrongAnswers++;
      problem(
        this.report,
        `${where}: got ${got
          .map((e) => e.code)
          .join(', ')
          .slice(0, 200)} and close ${c.leftWith}`,
      );
    }
    this.check('a flood');
  }

  /** Whether the engine's game is over. */
  get finished(): boolean {
    return this.over;
  }
}

/** The seed, options and seats of a table as SQLite holds them (never sent to a client). */
function readSetup(
  dataDir: string,
  tableId: string,
): { seed: number[]; options: unknown; players: number; feedDelay: number } {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT seed, options, seats, feed_delay FROM tables WHERE id = ?').get(tableId) as {
      seed: string;
      options: string;
      seats: string;
      feed_delay: number;
    };
    return {
      seed: JSON.parse(row.seed) as number[],
      options: JSON.parse(row.options),
      players: (JSON.parse(row.seats) as unknown[]).length,
      feedDelay: row.feed_delay,
    };
  } finally {
    db.close();
  }
}

/** How one fuzz loop spends its messages. */
export interface FuzzPlan {
  /** Messages to send (about: a batch or a flood may go a little past). */
  readonly messages: number;
  readonly seed: number;
  /** A legal action after every this many batches. */
  readonly legalEvery?: number;
  /** A flood of this many messages once per this many messages sent (0: none). */
  readonly floodEvery?: number;
  readonly floodSize?: number;
  /** Most messages one table takes before it is played to its end and another opened. */
  readonly perTable?: number;
  /** Most messages in one batch (6; the flood allowance holds 36). */
  readonly batchMax?: number;
}

/**
 * Fuzzes `game` at `target` until `plan.messages` are sent: opens a table, fuzzes it with legal actions
 * interleaved, plays it to its outcome, and opens another while messages are left. Adds to `report`.
 */
export async function fuzzGame(target: FuzzTarget, game: AnyGame, plan: FuzzPlan, report: FuzzReport): Promise<void> {
  const rng = new FuzzRng(plan.seed);
  const legalEvery = plan.legalEvery ?? 4;
  const floodEvery = plan.floodEvery ?? 0;
  const floodSize = plan.floodSize ?? 3 * BURST;
  const perTable = plan.perTable ?? 2000;
  let sent = 0;
  let nextFlood = floodEvery > 0 ? Math.floor(floodEvery / 2) : Infinity;
  while (sent < plan.messages) {
    const t = new FuzzTable(game, target, rng, report, plan.batchMax);
    await t.open();
    let batches = 0;
    try {
      while (sent + t.sentHere < plan.messages && t.sentHere < perTable) {
        if (sent + t.sentHere >= nextFlood) {
          nextFlood += floodEvery;
          await t.flood(floodSize);
        } else if (++batches % legalEvery === 0 && !t.finished) {
          if (!(await t.step())) break;
        } else await t.batch();
      }
      if (!t.finished) await t.finish();
      else report.finished++;
      // The table plays on: after the end, refusals are still answered and nothing moves.
      await t.batch();
    } finally {
      sent += t.sentHere;
      await t.close();
    }
  }
}

/** Fuzzes every registered game side by side, `tablesPerGame` loops each, `messages` in all. */
export async function fuzzAll(
  target: FuzzTarget,
  messages: number,
  seed: number,
  extra: Partial<FuzzPlan> = {},
  tablesPerGame = 1,
  report = emptyReport(),
): Promise<FuzzReport> {
  const games = Object.values(GAMES);
  const loops = games.flatMap((g, gi) =>
    Array.from({ length: tablesPerGame }, (_, i) => ({ g, seed: (seed * 7919 + gi * 104_729 + i * 1299) >>> 0 })),
  );
  const each = Math.ceil(messages / loops.length);
  await Promise.all(loops.map(({ g, seed: s }) => fuzzGame(target, g, { ...extra, messages: each, seed: s }, report)));
  return report;
}

/**
 * Lines the server stack prints by design while fuzzed: ws' protocol errors (bytes that are no WebSocket frame,
 * a frame over the 64 KB limit; Colyseus prints every socket error) and @colyseus/schema's note on an invalid UTF-8 type string (the frame is
 * then refused). Anything else printed is a finding.
 */
export const BENIGN_PRINTS: readonly RegExp[] = [
  /^Invalid WebSocket frame: RSV2 and RSV3 must be clear/,
  /^Max payload size exceeded/,
  /^decode\.utf8Read\(\): Invalid byte \d+ at offset \d+/,
];

/** Captures console.error and console.warn while fuzzing (the server runs in this process); `restore()` gives them back. */
export function captureConsole(): { readonly lines: string[]; unexpected(): string[]; restore(): void } {
  const lines: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  console.warn = console.error;
  return {
    lines,
    unexpected: () => lines.filter((l) => !BENIGN_PRINTS.some((re) => re.test(l))),
    restore: () => {
      console.error = error;
      console.warn = warn;
    },
  };
}
