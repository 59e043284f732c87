// `npm start` / `npm run serve`: one port (PORT, default 2567) serving dist/ and Colyseus; data in DATA_DIR.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from './app.js';
import { DEFAULT_BOT_DELAY_MS } from './bot-pace.js';
import { consoleLog } from './log.js';
import { StoreOpenError } from './store.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 2567);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
// The bots' delay at the 'normal' pace; each table's pace scales it (server/bot-pace.ts).
const botDelayMs = process.env.BOT_DELAY_MS !== undefined ? Number(process.env.BOT_DELAY_MS) : DEFAULT_BOT_DELAY_MS;
const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(root, 'dist'));
const diceWorkers = process.env.DICE_WORKERS !== undefined ? Number(process.env.DICE_WORKERS) : undefined;
// Several processes behind one address (README): a shared Redis, and each process's own address for browsers.
const redisUrl = process.env.REDIS_URL || undefined;
const publicAddress = process.env.PUBLIC_ADDRESS || undefined;
const dbSync = process.env.DB_SYNC ?? 'normal';
if (dbSync !== 'normal' && dbSync !== 'full') throw new Error(`DB_SYNC must be 'normal' or 'full', got '${dbSync}'`);

// A bug in one request or room must not take every table down: log and keep serving.
process.on('uncaughtException', (e) => consoleLog('uncaught exception', e));
process.on('unhandledRejection', (e) => consoleLog('unhandled rejection', e));

// A server that cannot start says why and exits non-zero at once (no half-started process left listening to
// nothing): one line for a data folder it cannot open, the whole error for anything else (a bug, a taken port).
let server: RunningServer;
try {
  server = await startServer({
    port,
    dataDir,
    botDelayMs,
    staticDir,
    diceWorkers,
    redisUrl,
    publicAddress,
    storeSync: dbSync,
  });
} catch (e) {
  if (e instanceof StoreOpenError) console.error(`[tavolo] ${e.message}`);
  else consoleLog('cannot start', e);
  process.exit(1);
}
console.log(
  `[tavolo] listening on http://localhost:${server.port} (port ${server.port}), data in ${dataDir}, ${server.restored.length} table(s) restored, dice: ${server.diceMode}` +
    (redisUrl
      ? `, redis ${redisUrl}, public address ${publicAddress ?? '(none: browsers use the address they came in by)'}`
      : ''),
);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`[tavolo] ${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.stop().then(
    () => process.exit(0),
    (e: unknown) => {
      consoleLog('shutdown failed', e);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
