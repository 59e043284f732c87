// Benchmark (issue 31): "Your games" and the ratings with 10,000 finished games in the file. One player has played
// them all against 200 others (every game rated); each game is 12 actions long. Prints the store's open (which
// folds every rated result into the ratings), the first page of the player's games, a page 9,000 games deep, a walk
// through every page, the player's tables in play, and a leaderboard.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Store } from '../server/store.js';
import { keyedSeat, storeMatch, storeTable } from '../test/server/player-tables.js';
import { median, quantile } from './stats.js';

const GAMES = 10_000;
const OPPONENTS = 200;
const ACTIONS = 12;

const hash = (i: number) => i.toString(16).padStart(64, '0');

function timed<T>(fn: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = fn();
  return { ms: performance.now() - t0, value };
}

function repeat(fn: () => void, n: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(timed(fn).ms);
  return times;
}

/** Prints the figures. */
export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavolo-bench-players-'));
  try {
    let store = new Store(dir);
    const fill = timed(() => {
      for (let g = 0; g < GAMES; g++) {
        const id = `P${String(g).padStart(5, '0')}`;
        const seats = [keyedSeat('Anna', hash(0)), keyedSeat(`Opp ${g % OPPONENTS}`, hash(1 + (g % OPPONENTS)))];
        storeTable(store, id, seats, g);
        const winners = [(g * 7) % 3 === 0 ? 1 : 0];
        storeMatch(store, id, seats, 1_700_000_000_000 + g * 60_000, ACTIONS, {
          scores: [30, 35],
          winners,
          draw: false,
        });
      }
    });
    store.close();
    const open = repeat(() => {
      store = new Store(dir);
      store.close();
    }, 5);
    store = new Store(dir);
    const player = hash(0);
    const first = repeat(() => store.players.games(player, null), 200);
    let cursor: string | null = null;
    for (let i = 0; i < 450; i++) cursor = store.players.games(player, cursor)!.next;
    const deep = repeat(() => store.players.games(player, cursor), 200);
    const walk = timed(() => {
      let next: string | null = null;
      let pages = 0;
      do {
        next = store.players.games(player, next)!.next;
        pages++;
      } while (next !== null);
      return pages;
    });
    const tables = repeat(() => store.players.tables(player), 200);
    const board = repeat(() => store.ratings.leaderboard('masterdice', 3), 200);
    const page = store.players.games(player, null)!;
    const ms = (xs: number[]) => `median ${median(xs).toFixed(2)} ms, p95 ${quantile(xs, 0.95).toFixed(2)} ms`;
    console.log(`filled ${GAMES} games × ${ACTIONS} actions in ${(fill.ms / 1000).toFixed(1)} s`);
    console.log(`store open, ratings folded from ${GAMES} rated results: ${ms(open)}`);
    console.log(
      `Your games, first page (${page.games.length} of ${page.total}): ${ms(first)}, ${JSON.stringify(page).length} bytes of JSON`,
    );
    console.log(`Your games, a page 9,000 games deep: ${ms(deep)}`);
    console.log(`Your games, all ${walk.value} pages one after another: ${walk.ms.toFixed(0)} ms`);
    console.log(`Your tables (none in play, ${GAMES} finished tables linked): ${ms(tables)}`);
    console.log(`leaderboard of ${OPPONENTS + 1} rated players: ${ms(board)}`);
    store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
