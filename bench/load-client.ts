// Child-process entry of the platform benchmarks: holds many colyseus.js clients in their own process (off the
// server's cores' event loop), creates tables on command and plays them, and reports over IPC what a window saw:
// action→patch latencies and, per client role, the bytes of the state patch each accepted action brought.
// A Tavolo table's seats play the game's default bot on their own rebuilt view (bench/view-read.ts); a bare
// room's two clients take turns by the version's parity.
import type { Room } from 'colyseus.js';
import { BARE_ROOM, seededFloats } from './load-shared.js';
import { readView } from './view-read.js';
import { GAMES } from '../shared/games/index.js';
import { mixSeed, type AnyGame, type BaseView } from '../shared/core/index.js';
import { C2S, TABLE_ROOM } from '../shared/protocol.js';
import { nodeClient } from '../test/node-client.js';

/** The tables' feed delay, s (BENCH_LOAD_FEED_DELAY; 120 by default: a table of the ramp never reaches it). */
const FEED_DELAY = Number(process.env.BENCH_LOAD_FEED_DELAY ?? 120);

/** What the parent asks for: tables of one kind, each with its seats and spectators. */
export interface TableSpec {
  readonly url: string;
  /** 'tavolo': a TableRoom of `game`; 'bare': the bare Colyseus room (bench/bare-server.ts). */
  readonly kind: 'tavolo' | 'bare';
  readonly game: string;
  readonly seats: number;
  readonly spectators: number;
  /** Think pause before each action, ms (uniform in the range). */
  readonly think: readonly [number, number];
  /** Seeds the clients' choices (bot seeds, think pauses). */
  readonly seed: number;
  /** The seats' bot id ('' : the game's default bot, its first). */
  readonly bot: string;
  /** A table stops acting after this many accepted actions (0: never). */
  readonly maxActions: number;
}

/** Parent → child. */
export type LoadCommand =
  | { id: number; type: 'tables'; spec: TableSpec; count: number }
  | { id: number; type: 'window'; on: boolean }
  /** Holds every seat's next action (on), or lets them all play (off). */
  | { id: number; type: 'hold'; on: boolean }
  | { id: number; type: 'stop' };

/** What one window saw, in this process. */
export interface WindowReport {
  /** Action sent → first patch at or past its version, ms. */
  latency: number[];
  /** The same, of the actions whose type names a roll (dice: the throw is simulated off the event loop). */
  rollLatency: number[];
  /** Bytes of each ROOM_STATE_PATCH frame that moved a client's version by exactly one, by role. */
  seatPatch: number[];
  spectatorPatch: number[];
  /** Other patch frames (joins, connection flags, several actions at once): count and bytes. */
  otherPatches: number;
  otherBytes: number;
  /** Actions refused (an 'error' message). */
  refused: number;
  /** Tables whose game ended (or reached maxActions) during the window. */
  clients: number;
}

/** Colyseus Protocol.ROOM_STATE_PATCH. */
const ROOM_STATE_PATCH = 15;

const players: Player[] = [];
let win: WindowReport | null = null;
let refusedTotal = 0;
let held = false;

/** One connected client: a seat that acts, or a spectator that only listens. */
class Player {
  private version = -1;
  private pending: { version: number; at: number; roll: boolean } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private refusals = 0;

  constructor(
    readonly room: Room,
    readonly seat: number | null,
    private readonly spec: TableSpec,
    private readonly table: { actions: number },
    private readonly rng: () => number,
    private readonly game: AnyGame | undefined,
  ) {
    room.onMessage('*', (type: string | number, message: unknown) => {
      if (type === 'error') {
        if (process.env.BENCH_DEBUG)
          console.log(`[client] ${spec.game} seat ${seat}: refused ${JSON.stringify(message)}`);
        refusedTotal++;
        if (win) win.refused++;
        this.refusals++;
        this.pending = null;
        this.consider();
      }
    });
    room.onStateChange(() => this.onState());
    // Added after colyseus.js' own handler: the frame is already decoded when this runs.
    const ws = (
      room.connection as unknown as {
        transport: { ws: { addEventListener(t: string, f: (e: { data: ArrayBuffer }) => void): void } };
      }
    ).transport.ws;
    ws.addEventListener('message', (e) => {
      const bytes = new Uint8Array(e.data);
      if (bytes[0] !== ROOM_STATE_PATCH) return;
      const v = this.stateVersion();
      if (win) {
        if (v === this.version + 1 && this.version >= 0)
          (this.seat === null ? win.spectatorPatch : win.seatPatch).push(bytes.byteLength);
        else {
          win.otherPatches++;
          win.otherBytes += bytes.byteLength;
        }
      }
      this.version = v;
    });
  }

  private stateVersion(): number {
    const v = (this.room.state as { version?: unknown } | undefined)?.version;
    return typeof v === 'number' ? v : -1;
  }

  private onState(): void {
    const version = this.stateVersion();
    if (this.version < 0) this.version = version;
    if (this.pending && version >= this.pending.version) {
      const ms = performance.now() - this.pending.at;
      win?.latency.push(ms);
      if (this.pending.roll) win?.rollLatency.push(ms);
      this.pending = null;
    }
    this.consider();
  }

  /** The last choice and the version it was made at: a bot's decision is made once per version (Laser's take seconds). */
  private chosen: { version: number; refusals: number; action: unknown } | null = null;

  /** The action this seat takes now, or null when it is not to act (decided once per version). */
  private choose(): unknown {
    const version = this.stateVersion();
    if (this.chosen && this.chosen.version === version && this.chosen.refusals === this.refusals)
      return this.chosen.action;
    const action = this.decide();
    this.chosen = { version, refusals: this.refusals, action };
    return action;
  }

  private decide(): unknown {
    if (this.seat === null) return null;
    if (this.spec.kind === 'bare') return this.stateVersion() % 2 === this.seat ? {} : null;
    const game = this.game!;
    const view = readView(this.room.state, this.seat) as BaseView | null;
    if (!view) return null;
    if (view.toAct.includes(this.seat)) {
      const bot = this.spec.bot ? game.bots.find((b) => b.id === this.spec.bot) : game.bots[0];
      if (bot && this.refusals === 0) {
        try {
          return bot.decide(view, this.seat, Math.floor(this.rng() * 2 ** 32));
        } catch {
          // fall through to a random legal action
        }
      }
      const legal = game.legalFromView?.(view, this.seat) ?? [];
      return legal.length ? legal[Math.floor(this.rng() * legal.length)] : null;
    }
    // Over (nobody to act): seat 0 asks for whatever is legal then (a rematch), so the table plays on.
    if (view.toAct.length === 0 && this.seat === 0) return game.legalFromView?.(view, 0)?.[0] ?? null;
    return null;
  }

  private consider(): void {
    if (held || this.stopped || this.pending || this.timer || this.seat === null) return;
    if (this.spec.maxActions > 0 && this.table.actions >= this.spec.maxActions) return;
    if (this.choose() === null) return;
    const [lo, hi] = this.spec.think;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (this.stopped) return;
        const action = this.choose();
        if (action === null) return;
        this.chosen = null;
        const type = (action as { type?: unknown }).type;
        this.pending = {
          version: this.stateVersion() + 1,
          at: performance.now(),
          roll: typeof type === 'string' && type.includes('roll'),
        };
        this.table.actions++;
        if (this.spec.kind === 'bare') this.room.send('action', {});
        else this.room.send(C2S.action, { action });
        if (this.refusals > 0) this.refusals = 0;
      },
      lo + this.rng() * (hi - lo),
    );
  }

  /** Looks again whether to act (after a hold is lifted). */
  wake(): void {
    this.consider();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.room.leave().catch(() => {});
  }
}

/** Tables made so far, by game id. */
const tableCounts: Record<string, number> = {};

/** Creates one table and joins every seat and spectator to it. */
async function addTable(spec: TableSpec): Promise<void> {
  const client = nodeClient(spec.url);
  // Numbered per game: a game's tables play the same seeds whichever games ran before it in this process.
  const n = tableCounts[spec.game] ?? 0;
  tableCounts[spec.game] = n + 1;
  const rng = seededFloats(mixSeed(spec.seed, n));
  const table = { actions: 0 };
  const game = spec.kind === 'tavolo' ? GAMES[spec.game] : undefined;
  if (spec.kind === 'tavolo' && !game) throw new Error(`unknown game ${spec.game}`);
  const join = (room: Room, seat: number | null) => players.push(new Player(room, seat, spec, table, rng, game));
  if (spec.kind === 'bare') {
    const a = await client.create(BARE_ROOM, {});
    join(a, 0);
    for (let s = 1; s < spec.seats; s++) join(await client.joinById(a.roomId, {}), s);
    for (let s = 0; s < spec.spectators; s++) join(await client.joinById(a.roomId, {}), null);
    return;
  }
  const seats = Array.from({ length: spec.seats }, () => ({ kind: 'human' }));
  const first = await client.create(TABLE_ROOM, {
    game: spec.game,
    seats,
    seat: 0,
    name: 'Bench 1',
    feedDelay: FEED_DELAY,
  });
  join(first, 0);
  for (let s = 1; s < spec.seats; s++)
    join(await client.joinById(first.roomId, { seat: s, name: `Bench ${s + 1}` }), s);
  for (let s = 0; s < spec.spectators; s++)
    join(await client.joinById(first.roomId, { seat: 'spectate', name: 'Watcher' }), null);
}

async function addTables(spec: TableSpec, count: number): Promise<void> {
  const BATCH = 10;
  for (let i = 0; i < count; i += BATCH) {
    await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, () => addTable(spec)));
  }
}

function reply(id: number, body: object = {}): void {
  process.send?.({ id, ...body });
}

process.on('message', (m: LoadCommand) => {
  if (m.type === 'tables') {
    addTables(m.spec, m.count).then(
      () => reply(m.id, { clients: players.length }),
      (e: unknown) => reply(m.id, { error: String((e as Error)?.message ?? e), clients: players.length }),
    );
  } else if (m.type === 'window') {
    if (m.on) {
      win = {
        latency: [],
        rollLatency: [],
        seatPatch: [],
        spectatorPatch: [],
        otherPatches: 0,
        otherBytes: 0,
        refused: 0,
        clients: players.length,
      };
      reply(m.id);
    } else {
      const report = win;
      win = null;
      reply(m.id, { report: report ? { ...report, clients: players.length } : null });
    }
  } else if (m.type === 'hold') {
    held = m.on;
    if (!held) for (const p of players) p.wake();
    reply(m.id);
  } else if (m.type === 'stop') {
    Promise.all(players.map((p) => p.stop())).finally(() => {
      reply(m.id, { refused: refusedTotal });
      setTimeout(() => process.exit(0), 50);
    });
  }
});
process.on('disconnect', () => process.exit(0));
// The pool ends a client process with SIGTERM: exiting normally lets `--cpu-prof` (BENCH_CLIENT_NODE_ARGS) write.
process.on('SIGTERM', () => process.exit(0));
