// Child-process entry of the platform benchmarks: Tavolo's server (server/app.ts startServer) from a source tree
// (BENCH_SERVER_ROOT: this checkout, or an older commit's files unpacked by bench/old-tree.ts), with a probe that
// times the room's act() path from outside: the whole act, and within it the store write, the engine's views and
// the patch (encode + send). Nothing in server/ changes: the probe wraps the prototypes at run time. The parent
// talks to it over IPC (bench/load-proc.ts): 'reset' starts a window, 'read' returns what the window saw.
import os from 'node:os';
import path from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { answerProbe } from './load-shared.js';

/** One window's timings, ms (wall clock around synchronous code: preemption on a busy machine adds to them). */
export interface ProbeReport {
  /** Accepted actions (act() returned ok). */
  readonly actions: number;
  /** Refused actions (act() returned a refusal). */
  readonly refused: number;
  /** Per accepted action: the whole act(). */
  readonly act: number[];
  /** Per accepted action: the store's work on the event loop (SQLite: appendAction or recordAction; with the writer thread, the hand-over: queueAction). */
  readonly store: number[];
  /** Per accepted action: every game.view() call inside it (the engine's views, all viewers). */
  readonly view: number[];
  /** Per accepted action: broadcastPatch() inside it (schema encode for every client's StateView + socket sends). */
  readonly patch: number[];
  /** Per accepted action: the engine's parseAction() and apply() inside it (none when the work pool ran them). */
  readonly apply?: number[];
  /** Process CPU (user + system, every thread: dice workers too) over the window, ms. */
  readonly cpuMs: number;
  /** Window length, ms. */
  readonly wallMs: number;
  /** The event loop's delay over the window (perf_hooks.monitorEventLoopDelay, 10 ms resolution), ms: p99 and max. */
  readonly loopDelay?: { readonly p99: number; readonly max: number };
  /** Garbage collection over the window (perf_hooks 'gc' entries), ms: all pauses together and the longest. */
  readonly gc?: { readonly total: number; readonly max: number; readonly maxKind: string };
  /** Which probes found their target ('act', 'store', 'view', 'patch'): a missing one reads as empty. */
  readonly hooked: string[];
  /** Dice motions in the main thread's bank now (server/dice bankedThrows); absent in a tree without a bank. */
  readonly banked?: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.env.BENCH_SERVER_ROOT ?? path.join(here, '..'));
const load = (rel: string) => import(pathToFileURL(path.join(root, rel)).href);

type Fn = (...args: unknown[]) => unknown;
interface Frame {
  store: number;
  view: number;
  patch: number;
  apply: number;
}

let frame: Frame | null = null;
/** Slots being timed now: a timed call inside another of the same slot (recordAction → appendAction) counts once. */
const busy = new Set<keyof Frame>();
let win = fresh();
/** The event loop's delay, sampled every 10 ms; reset with each window. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
/** The window's garbage collection pauses, ms, and the kind of the longest. */
let gc = { total: 0, max: 0, maxKind: '' };
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = GC_KINDS[(e as { detail?: { kind?: number } }).detail?.kind ?? -1] ?? '?';
    gc = {
      total: gc.total + e.duration,
      max: Math.max(gc.max, e.duration),
      maxKind: e.duration > gc.max ? kind : gc.maxKind,
    };
  }
}).observe({ type: 'gc' });
const hooked: string[] = [];

function fresh() {
  return {
    actions: 0,
    refused: 0,
    act: [] as number[],
    store: [] as number[],
    view: [] as number[],
    patch: [] as number[],
    apply: [] as number[],
    cpu: process.cpuUsage(),
    at: performance.now(),
  };
}

/** Replaces `obj[name]` by a timed copy that adds its wall time to the current act frame's `slot`. */
function timeInto(obj: Record<string, unknown> | undefined, name: string, slot: keyof Frame, label: string): void {
  const orig = obj?.[name];
  if (typeof orig !== 'function') return;
  obj![name] = function (this: unknown, ...args: unknown[]) {
    if (!frame || busy.has(slot)) return (orig as Fn).apply(this, args);
    const f = frame;
    busy.add(slot);
    const t0 = performance.now();
    try {
      return (orig as Fn).apply(this, args);
    } finally {
      f[slot] += performance.now() - t0;
      busy.delete(slot);
    }
  };
  if (!hooked.includes(label)) hooked.push(label);
}

const roomMod = (await load('server/table-room.ts')) as { TableRoom: { prototype: Record<string, unknown> } };
const storeMod = (await load('server/store.ts')) as { Store: { prototype: Record<string, unknown> } };
const diceMod = (await load('server/dice/index.ts').catch(() => ({}))) as { bankedThrows?: () => number };
const gamesMod = (await load('shared/games/index.ts')) as { GAMES: Record<string, Record<string, unknown>> };
const appMod = (await load('server/app.ts')) as {
  startServer(c: {
    port: number;
    dataDir: string;
    botDelayMs: number;
    diceWorkers?: number;
    /** Absent before issue 28 (and ignored there). */
    connectionLimits?: { browser: number; address: number };
    storeSync?: 'normal' | 'full';
    /** Absent before issue 30's writer thread. */
    storeWriter?: boolean;
  }): Promise<{ port: number; stop(): Promise<void> }>;
};

const proto = roomMod.TableRoom.prototype;

/** Adds one act() to the window: accepted (its timings) or refused. */
function record(result: unknown, ms: number, f: Frame): void {
  if ((result as { ok?: boolean } | undefined)?.ok === false) {
    win.refused++;
    return;
  }
  win.actions++;
  win.act.push(ms);
  win.store.push(f.store);
  win.view.push(f.view);
  win.patch.push(f.patch);
  win.apply.push(f.apply);
}

/**
 * Runs `fn` as an act frame (the store, view and patch probes inside it add to it); `then` gets the result, its
 * wall time and the frame.
 */
function framed(self: unknown, fn: Fn, args: unknown[], then: (result: unknown, ms: number, f: Frame) => void) {
  const outer = frame;
  const f: Frame = { store: 0, view: 0, patch: 0, apply: 0 };
  frame = f;
  const t0 = performance.now();
  let result: unknown;
  try {
    result = fn.apply(self, args);
    return result;
  } finally {
    frame = outer;
    then(result, performance.now() - t0, f);
  }
}

/**
 * With the store's writer thread (issue 30), act() hands the row over and returns a promise; the rest of the action
 * (views, patch) runs in stored() when the thread answers. A handed-over act's time waits here, per table (its actions
 * are serial), and is added to its stored()'s.
 */
const handedOver = new WeakMap<object, { ms: number; store: number }>();
const act = proto.act;
if (typeof act === 'function') {
  hooked.push('act');
  proto.act = function (this: object, ...args: unknown[]) {
    return framed(this, act as Fn, args, (result, ms, f) => {
      if (result instanceof Promise) handedOver.set(this, { ms, store: f.store });
      else record(result, ms, f);
    });
  };
}
const stored = proto.stored;
if (typeof stored === 'function') {
  proto.stored = function (this: object, ...args: unknown[]) {
    // Inside act() (the store answered at once): act's frame holds it.
    if (frame) return (stored as Fn).apply(this, args);
    return framed(this, stored as Fn, args, (result, ms, f) => {
      const before = handedOver.get(this);
      handedOver.delete(this);
      record(result, ms + (before?.ms ?? 0), { ...f, store: f.store + (before?.store ?? 0) });
    });
  };
}
// The store's write of an action on the event loop: appendAction before issue 12, recordAction (action + game end)
// after; with the writer thread, queueAction (the hand-over: the commit is the thread's).
for (const name of ['appendAction', 'recordAction', 'queueAction'])
  timeInto(storeMod.Store.prototype, name, 'store', 'store');
const broadcastPatch = proto.broadcastPatch as Fn | undefined;
if (broadcastPatch) {
  // Inherited from Colyseus' Room: an own copy on TableRoom's prototype that times the inherited one.
  proto.broadcastPatch = broadcastPatch;
  timeInto(proto, 'broadcastPatch', 'patch', 'patch');
}
for (const game of Object.values(gamesMod.GAMES)) {
  if (Object.isFrozen(game)) continue;
  timeInto(game, 'view', 'view', 'view');
  timeInto(game, 'apply', 'apply', 'apply');
  timeInto(game, 'parseAction', 'apply', 'apply');
}

const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), `tavolo-bench-${process.pid}`);
const server = await appMod.startServer({
  port: Number(process.env.PORT ?? 0),
  dataDir,
  botDelayMs: 0,
  diceWorkers: process.env.DICE_WORKERS !== undefined ? Number(process.env.DICE_WORKERS) : undefined,
  // Thousands of bench clients from one address and no browser id: one "person" whom the limits must not count.
  connectionLimits: { browser: Infinity, address: Infinity },
  // DB_SYNC=full: SQLite's synchronous = FULL (an fsync per commit), as the server's own DB_SYNC.
  ...(process.env.DB_SYNC === 'full' ? { storeSync: 'full' as const } : {}),
  // BENCH_STORE_WRITER=0: the actions committed on the event loop, as before the writer thread.
  ...(process.env.BENCH_STORE_WRITER === '0' ? { storeWriter: false } : {}),
});
console.log(`[bench] tavolo server from ${root} (port ${server.port}), probes: ${hooked.join(', ') || 'none'}`);

// BENCH_ALLOC_PROFILE=<file>: each window also samples every allocation (the collected ones too: per-action garbage
// is what the scavenger pays for) and writes a .heapprofile there when read, for DevTools or a script.
const allocFile = process.env.BENCH_ALLOC_PROFILE;
const inspector = allocFile ? new (await import('node:inspector')).Session() : null;
inspector?.connect();
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) =>
    inspector!.post(method, params, (err, res) => (err ? reject(err) : resolve(res))),
  );

answerProbe(
  () => {
    if (inspector)
      void post('HeapProfiler.stopSampling')
        .catch(() => {})
        .then(() =>
          post('HeapProfiler.startSampling', {
            samplingInterval: 4096,
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: true,
          }),
        );
    win = fresh();
    loopDelay.reset();
    gc = { total: 0, max: 0, maxKind: '' };
  },
  () => {
    if (inspector)
      void post('HeapProfiler.stopSampling')
        .then((r) =>
          import('node:fs').then((fs) =>
            fs.writeFileSync(allocFile!, JSON.stringify((r as { profile: unknown }).profile)),
          ),
        )
        .catch(() => {}); // not sampling (a read before any window)
    const cpu = process.cpuUsage(win.cpu);
    return {
      actions: win.actions,
      refused: win.refused,
      act: win.act,
      store: win.store,
      view: win.view,
      patch: win.patch,
      apply: win.apply,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: performance.now() - win.at,
      loopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      gc,
      hooked,
      banked: diceMod.bankedThrows?.(),
    };
  },
);
process.on('disconnect', () => {
  server.stop().finally(() => process.exit(0));
});
process.on('SIGTERM', () => {
  server.stop().finally(() => process.exit(0));
});
