// The server the attack benchmark (bench/attack.ts) measures, in its own process: ATTACK_MODE 'now' is this
// checkout's server as shipped (costly work in worker threads, the refusal cache, budgets); 'before' runs the
// same work on the event loop, in the turn of the message that asked for it, with no cache and no budget (how
// the server was when a designer froze it for 18 s). Prints '(port N)' once listening; DATA_DIR is its data folder.
import { startServer } from '../server/app.js';
import { runJob } from '../server/work-jobs.js';
import { startWork, type WorkRunner } from '../server/work-pool.js';
import { laser, type LaserOptions } from '../shared/games/laser/index.js';
import { EINSTEIN_AMBIGUOUS } from '../test/shared/laser/game-fixtures.js';

/** Every job at once on the event loop (a resolved promise: it runs before any other message is read). */
const onTheLoop: WorkRunner = { mode: 'on the event loop', run: async (job) => runJob(job), close: async () => {} };

const mode = process.env.ATTACK_MODE === 'before' ? 'before' : 'now';
const log = () => {};
const runner: WorkRunner = mode === 'before' ? onTheLoop : startWork(1, log);
// Warm-up (workers loaded, the search compiled hot) so that neither server is measured while still starting.
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
if (mode === 'before')
  for (let i = 0; i < 5; i++)
    runJob({
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
  ...(mode === 'before' ? { workLimits: { seatMs: Infinity, tableMs: Infinity, queue: Infinity, cache: 0 } } : {}),
});
console.log(`attack server ${mode}, work ${runner.mode} (port ${server.port})`);
process.on('SIGTERM', () => {
  void server
    .stop()
    .then(() => runner.close())
    .finally(() => process.exit(0));
});
