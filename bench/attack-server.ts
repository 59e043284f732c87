// The server the attack benchmark (bench/attack.ts) measures, in its own process. ATTACK_MODE 'fair' is this
// checkout's server as shipped (costly work in worker threads taken bots first, then round-robin by person; the
// refusal cache; budgets per seat, table and person). 'unfair' is the server as issue 28 measured it: the same
// number of workers as then, one first-come line for every job, budgets per seat and per table only. Prints '(port N)' once
// listening; DATA_DIR is its data folder, ATTACK_BOT_DELAY_MS the bots' pause before acting (default 100).
import os from 'node:os';
import { startServer } from '../server/app.js';
import { startWork, type WorkRunner } from '../server/work-pool.js';
import { laser, type LaserOptions } from '../shared/games/laser/index.js';
import { EINSTEIN_AMBIGUOUS } from '../test/shared/laser/game-fixtures.js';

const mode = process.env.ATTACK_MODE === 'unfair' ? 'unfair' : 'fair';
const log = () => {};
/** 'fair': as many work workers as the server starts by default (server/app.ts: cores − 1, 2 to 4). */
const workers = Math.max(2, Math.min(4, os.availableParallelism() - 1));
/** 'unfair': as the server started them then (cores − 1, 1 to 4), every job in one first-come line. */
const pool = startWork(mode === 'unfair' ? Math.max(1, Math.min(4, os.availableParallelism() - 1)) : workers, log);
const runner: WorkRunner =
  mode === 'unfair'
    ? {
        get mode() {
          return `${pool.mode}, one line`;
        },
        run: (job) => pool.run(job),
        close: () => pool.close(),
      }
    : pool;
// Warm-up (workers loaded, the search compiled hot) so that no server is measured while still starting.
const table = laser.setup({
  seed: 1,
  players: 2,
  options: { ...laser.defaultOptions, set: 'einstein' } as LaserOptions,
});
if (!table.ok) throw new Error(table.error.code);
for (let i = 0; i < 5; i++)
  await runner.run({
    kind: 'apply',
    game: 'laser',
    state: table.value,
    seat: 0,
    action: { type: 'design', layout: EINSTEIN_AMBIGUOUS },
  });
const server = await startServer({
  port: 0,
  dataDir: process.env.DATA_DIR ?? '.',
  log,
  workRunner: runner,
  botDelayMs: Number(process.env.ATTACK_BOT_DELAY_MS ?? 100),
  ...(mode === 'unfair' ? { workLimits: { browserMs: Infinity, addressMs: Infinity } } : {}),
});
console.log(`attack server ${mode}, work ${runner.mode} (port ${server.port})`);
process.on('SIGTERM', () => {
  void server
    .stop()
    .then(() => runner.close())
    .finally(() => process.exit(0));
});
