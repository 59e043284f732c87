// Net deltas (issue 27): how many patches a second a client turns into the view it hands to the store, the old way
// (rebuild the whole view from the decoded trees, stringify it to compare with the last, parse it again: what
// client/net/table.ts did before) and the new way (client/net/view-mirror.ts: only the containers above the changed
// entries are rebuilt, untouched subtrees shared), side by side. The patches are real: each game played by its
// bots from fixed seeds, the server's tree writer and overlay writing seat 0's trees, @colyseus/schema encoding a
// patch per action for that seat's StateView; each way decodes the same bytes. Knobs: BENCH_DELTA_ACTIONS (most
// actions a game, 200), BENCH_DELTA_SEEDS (games per game id, 10), BENCH_DELTA_ROUNDS (timed rounds, best kept,
// 10), BENCH_DELTA_WARMUP (unmeasured passes over every game first, 3).
import { type Decoder, Encoder, Reflection, StateView } from '@colyseus/schema';
import { mixSeed, type AnyGame } from '../shared/core/index.js';
import { GAMES } from '../shared/games/index.js';
import { viewKey } from '../shared/protocol.js';
import { parseView, viewJson } from '../client/net/snapshot.js';
import { ViewMirror } from '../client/net/view-mirror.js';
import { JsonTreeWriter } from '../server/json-tree.js';
import { makeTableState, ViewTree } from '../server/schema.js';
import { overlayOf } from '../server/view-overlay.js';
import { botOrFirstLegal } from '../test/shared/engine-helpers.js';

const ACTIONS = Number(process.env.BENCH_DELTA_ACTIONS ?? 200);
const SEEDS = Number(process.env.BENCH_DELTA_SEEDS ?? 10);
const ROUNDS = Number(process.env.BENCH_DELTA_ROUNDS ?? 10);
const WARMUP = Number(process.env.BENCH_DELTA_WARMUP ?? 3);
/** The seat whose connection is measured. */
const SEAT = 0;

/** One recorded connection: the reflection a client decodes first, its full state, then one patch per action. */
interface Recording {
  readonly reflection: Buffer;
  readonly full: Buffer;
  readonly patches: readonly Buffer[];
}

/** Plays one seeded game by its bots and records seat SEAT's bytes on the wire. */
function record(game: AnyGame, seed: number): Recording {
  const players = Math.max(game.minPlayers, Math.min(2, game.maxPlayers));
  const started = game.setup({ seed, players, options: game.defaultOptions });
  if (!started.ok) throw new Error(started.error.code);
  const state = makeTableState();
  state.gameId = 'bench';
  const pub = new ViewTree();
  const own = new ViewTree();
  state.views.set(viewKey(null), pub);
  state.views.set(viewKey(SEAT), own);
  const pubWriter = new JsonTreeWriter(pub.entries);
  const ownWriter = new JsonTreeWriter(own.entries);
  const encoder = new Encoder(state);
  const view = new StateView();
  view.add(pub);
  view.add(own);
  let full: Buffer | null = null;
  const patches: Buffer[] = [];
  let engine: unknown = started.value;
  for (let n = 0; n <= ACTIONS; n++) {
    const spectator = game.view(engine, { kind: 'spectator' });
    pubWriter.write(spectator);
    ownWriter.write(overlayOf(spectator, game.view(engine, { kind: 'seat', seat: SEAT })));
    const it = { offset: 0 };
    if (full === null) {
      encoder.encodeAll(it);
      full = Buffer.from(encoder.encodeAllView(view, it.offset, it)); // a copy: the encoder reuses its buffer
    } else {
      encoder.encode(it);
      patches.push(Buffer.from(encoder.encodeView(view, it.offset, it)));
    }
    encoder.discardChanges();
    const toAct = game.toAct(engine);
    if (toAct.length === 0) break;
    const seat = toAct[n % toAct.length]!;
    const applied = game.apply(engine, seat, botOrFirstLegal(game, engine, seat, seed, n));
    if (!applied.ok) break;
    engine = applied.value.state;
  }
  return { reflection: Buffer.from(Reflection.encode(encoder)), full: full!, patches };
}

/** What one way does after each decoded patch: from the decoded state to the view handed to the store. */
type Way = () => (state: unknown) => void;

/** Before issue 27: the whole view rebuilt, stringified to compare, parsed again when it changed. */
const oldWay: Way = () => {
  let last: string | null = null;
  let view: unknown = null;
  return (state) => {
    const json = viewJson(state, SEAT);
    if (json !== last) {
      last = json;
      view = parseView(json);
    }
    if (view === undefined) throw new Error('no view');
  };
};

/** Issue 27: the connection's ViewMirror, by reference. */
const newWay: Way = () => {
  const mirror = new ViewMirror();
  let last: unknown = null;
  return (state) => {
    const view = mirror.read(state, SEAT);
    if (view !== last) last = view;
  };
};

/** Decoding alone (the patch bytes into the schema state), which both ways pay first. */
const decodeOnly: Way = () => () => undefined;

/** Milliseconds one way takes over every recording: decode each patch, then the way's view step. */
function time(recordings: readonly Recording[], way: Way): number {
  let ms = 0;
  for (const r of recordings) {
    const decoder = Reflection.decode(r.reflection) as Decoder;
    decoder.decode(r.full);
    const step = way();
    step(decoder.state);
    const t0 = performance.now();
    for (const p of r.patches) {
      decoder.decode(p);
      step(decoder.state);
    }
    ms += performance.now() - t0;
  }
  return ms;
}

const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');

export async function run(): Promise<void> {
  console.log(
    `seat ${SEAT}'s patches of ${SEEDS} bot-played games per game id (at most ${ACTIONS} actions each, 2 seats where allowed), real schema encode/decode; best of ${ROUNDS} rounds after ${WARMUP} unmeasured passes, the ways interleaved`,
  );
  console.log(
    '  "view step": patches/s of the view step alone (decode time taken out); "with decode": the whole client path after a patch arrives',
  );
  console.log(
    'game       | patches | bytes/patch | view step old p/s | new p/s | speed-up | with decode old p/s | new p/s | speed-up',
  );
  const games = (Object.entries(GAMES) as [string, AnyGame][]).map(([id, game]) => ({
    id,
    recordings: Array.from({ length: SEEDS }, (_, s) => record(game, mixSeed(27, s))),
  }));
  // Unmeasured passes over every game first: code that has run for a while is compiled (the first game timed
  // cold ran the new way's code in V8's interpreter and looked 5× slower than it is).
  for (let i = 0; i < WARMUP; i++)
    for (const g of games) for (const way of [decodeOnly, oldWay, newWay]) time(g.recordings, way);
  for (const { id, recordings } of games) {
    const patches = recordings.reduce((n, r) => n + r.patches.length, 0);
    const bytes = recordings.reduce((n, r) => n + r.patches.reduce((m, p) => m + p.byteLength, 0), 0);
    const best = { decode: Infinity, old: Infinity, now: Infinity };
    for (let round = 0; round < ROUNDS; round++) {
      best.decode = Math.min(best.decode, time(recordings, decodeOnly));
      best.old = Math.min(best.old, time(recordings, oldWay));
      best.now = Math.min(best.now, time(recordings, newWay));
    }
    const rate = (ms: number) => (patches / ms) * 1000;
    const oldStep = rate(best.old - best.decode);
    const newStep = rate(best.now - best.decode);
    console.log(
      [
        id.padEnd(10),
        String(patches).padStart(7),
        f1(bytes / patches).padStart(11),
        f0(oldStep).padStart(17),
        f0(newStep).padStart(7),
        `${f1(newStep / oldStep)}×`.padStart(8),
        f0(rate(best.old)).padStart(19),
        f0(rate(best.now)).padStart(7),
        `${f1(best.old / best.now)}×`.padStart(8),
      ].join(' | '),
    );
  }
}
