// Sync sizes (issue 12): the bytes of each state patch after one action, in every game, measured in one process
// with no sockets: the room's own trees (server/view-slots.ts) in a TableState, @colyseus/schema's Encoder and
// one StateView per viewer, exactly as SchemaSerializer.applyPatches encodes them (frame byte included), and the
// CPU time of that path (views, diff, encode) per action (process.cpuUsage: a busy machine's preemption stays
// out). Seeded games of the game's first bot in every seat, played first, then synced state by state, so the
// figures repeat from run to run; a quick companion of 'sync patches' (real clients, real server). Knobs:
// BENCH_SIZES_GAMES (games per game id, 6), BENCH_SIZES_ACTIONS (actions per game, 40), BENCH_SIZES_SHOW (a game
// id: print every patch's changed entries for it, to see what they carry).
import { Encoder } from '@colyseus/schema';
import { mixSeed, type AnyGame } from '../shared/core/index.js';
import { GAMES } from '../shared/games/index.js';
import { makeTableState } from '../server/schema.js';
import { ViewSlots } from '../server/view-slots.js';
import { median, quantile } from './stats.js';
import { botOrFirstLegal } from '../test/shared/engine-helpers.js';

const GAMES_PER_ID = Number(process.env.BENCH_SIZES_GAMES ?? 6);
const ACTIONS = Number(process.env.BENCH_SIZES_ACTIONS ?? 40);
const SHOW = process.env.BENCH_SIZES_SHOW ?? '';
/** Target of issue 12: median bytes per patch after one action. */
const TARGET_BYTES = 64;
/** Target of issue 12: server CPU per action, ms. */
const TARGET_CPU_MS = 0.3;
/** colyseus Protocol.ROOM_STATE_PATCH, the first byte of every patch frame. */
const ROOM_STATE_PATCH = 15;

/** One game's figures: patch bytes by role, and the sync's CPU time per action (views + diff + encode), ms. */
export interface SizeFigures {
  readonly game: string;
  readonly seat: number[];
  readonly spectator: number[];
  readonly syncMs: number[];
}

/** Plays `games` seeded games of `id` and measures every patch after an action. */
export function measureSizes(id: string, games = GAMES_PER_ID, actions = ACTIONS): SizeFigures {
  const game = GAMES[id] as AnyGame;
  const players = Math.max(game.minPlayers, Math.min(2, game.maxPlayers));
  const out: SizeFigures = { game: id, seat: [], spectator: [], syncMs: [] };
  for (let g = 0; g < games; g++) {
    // The game is played first (bots' thinking and garbage stay out of the timed sync), then synced state by state.
    const states = playGame(game, players, mixSeed(12, g), actions);
    const state = makeTableState();
    state.version = 0;
    const encoder = new Encoder(state);
    const slots = new ViewSlots(state, players);
    slots.sync(game, states[0]);
    const views = [...Array.from({ length: players }, (_, s) => slots.viewForSeat(s)), slots.spectatorView];
    const broadcast = (): Uint8Array[] => {
      const it = { offset: 1 };
      encoder.sharedBuffer[0] = ROOM_STATE_PATCH;
      encoder.encode(it);
      const shared = it.offset;
      const frames = views.map((v) => encoder.encodeView(v, shared, it).slice());
      encoder.discardChanges();
      return frames;
    };
    for (const v of views) encoder.encodeAllView(v, 1, { offset: 1 });
    broadcast();
    for (let n = 1; n < states.length; n++) {
      const cpu0 = process.cpuUsage();
      state.version = n;
      slots.sync(game, states[n]);
      const frames = broadcast();
      const cpu = process.cpuUsage(cpu0);
      out.syncMs.push((cpu.user + cpu.system) / 1000);
      frames.forEach((f, i) => {
        (i < players ? out.seat : out.spectator).push(f.byteLength);
      });
      if (id === SHOW && g === 0) console.log(`  ${id} #${n}: ${frames.map((f) => f.byteLength).join(' / ')} bytes`);
    }
  }
  return out;
}

/** The engine states of a seeded game of the game's first bot in every seat: the setup, then after each action. */
function playGame(game: AnyGame, players: number, seed: number, actions: number): unknown[] {
  const started = game.setup({ seed, players, options: game.defaultOptions });
  if (!started.ok) throw new Error(`${game.id}: setup refused: ${started.error.code}`);
  const states: unknown[] = [started.value];
  for (let n = 0; n < actions; n++) {
    const engineState = states[states.length - 1];
    const toAct = game.toAct(engineState);
    if (toAct.length === 0) break;
    const seat = toAct[0]!;
    const action = botOrFirstLegal(game, engineState, seat, seed, n);
    const applied = game.apply(engineState, seat, action);
    if (!applied.ok) break;
    states.push(applied.value.state);
  }
  return states;
}

const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');

/** Prints one row per game, beside the targets. */
export async function run(): Promise<void> {
  console.log(
    `in one process, no sockets: ${GAMES_PER_ID} seeded games × ${ACTIONS} actions per game, first bot in every seat, 2 seats where allowed + the spectators' view`,
  );
  console.log(
    `game       | bytes/patch p50 | p90 | seat p50 | spectator p50 | target ≤ ${TARGET_BYTES} | sync CPU ms/action p50 | mean | target ≤ ${TARGET_CPU_MS} (views+diff+encode only)`,
  );
  for (const id of Object.keys(GAMES)) {
    const f = measureSizes(id);
    const all = [...f.seat, ...f.spectator];
    const b = median(all);
    const mean = f.syncMs.reduce((s, x) => s + x, 0) / Math.max(1, f.syncMs.length);
    console.log(
      [
        id.padEnd(10),
        String(b).padStart(15),
        String(quantile(all, 0.9)).padStart(3),
        String(median(f.seat)).padStart(8),
        String(median(f.spectator)).padStart(13),
        (b <= TARGET_BYTES ? 'met' : 'not met').padStart(10),
        f2(median(f.syncMs)).padStart(22),
        f2(mean).padStart(5),
        median(f.syncMs) <= TARGET_CPU_MS ? 'met' : 'not met',
      ].join(' | '),
    );
  }
}
