// Fuzz (issue 12, "nothing crashes"): 100,000 hostile messages per run across every registered game, from real
// colyseus.js clients to this checkout's server (in this process: the fuzzer reads each table's seed from its
// SQLite file to predict every answer). The generator and its checks are test/server/fuzz.ts, which the test
// runs as a small seeded slice. Printed: messages sent by kind, refusals answered, closes by design, crashes,
// wrong or missing answers, state changes from refused messages, tables played to the end, messages/s.
// Each loop plays a table to its end every 4,000 messages, a legal action every 8 batches of up to 14 messages,
// and a flood of 120 messages every 2,500. Knobs: FUZZ_MESSAGES (100000), FUZZ_SEED (1), FUZZ_TABLES (tables
// fuzzed side by side per game, 4).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../server/app.js';
import { expectedCode, formatLog } from '../server/log.js';
import { captureConsole, emptyReport, fuzzAll, FUZZ_KINDS, totalSent } from '../test/server/fuzz.js';

const MESSAGES = Number(process.env.FUZZ_MESSAGES ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? 1);
const TABLES = Number(process.env.FUZZ_TABLES ?? 4);

/** Runs the fuzzer once and prints its figures. */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavolo-fuzz-'));
  const logged: string[] = [];
  let expectedLines = 0;
  let multiLineExpected = 0;
  const escaped: string[] = [];
  const onError = (e: unknown) => escaped.push(String(e));
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  const printed = captureConsole();
  const server = await startServer({
    port: 0,
    dataDir,
    botDelayMs: 2,
    // A refusal or a close is one expected line (server/log.ts), counted; anything else logged is a finding.
    log: (m, e) => {
      if (e !== undefined && expectedCode(e) !== null) {
        expectedLines += 1;
        if (formatLog(m, e).includes('\n')) multiLineExpected += 1;
      } else logged.push(formatLog(m, e));
    },
  });
  const report = emptyReport();
  const t0 = performance.now();
  let failure: unknown = null;
  try {
    await fuzzAll(
      { url: `http://127.0.0.1:${server.port}`, dataDir },
      MESSAGES,
      SEED,
      { floodEvery: 2500, floodSize: 3 * 40, legalEvery: 8, perTable: 4000, batchMax: 14 },
      TABLES,
      report,
    );
  } catch (e) {
    failure = e;
  }
  const seconds = (performance.now() - t0) / 1000;
  await server.stop();
  printed.restore();
  process.off('uncaughtException', onError);
  process.off('unhandledRejection', onError);
  rmSync(dataDir, { recursive: true, force: true });

  const sent = totalSent(report);
  console.log(
    `${sent} messages in ${seconds.toFixed(1)} s: ${Math.round(sent / seconds)} messages/s (server and ${TABLES} tables per game in this process, seed ${SEED})`,
  );
  console.log(`sent by kind: ${FUZZ_KINDS.map((k) => `${k} ${report.sent[k]}`).join(', ')}`);
  console.log(
    `refusals answered: ${report.answered} of ${report.refusals} (closes by design: ${report.closes}; flood messages ignored after the close: ${report.dropped})`,
  );
  console.log(
    `legal actions accepted: ${report.accepted}; tables: ${report.tables}, played to the end: ${report.finished}`,
  );
  console.log(
    `crashes: ${report.crashes + escaped.length + logged.length} (table/internal ${report.crashes}, escaped exceptions ${escaped.length}, server error log lines ${logged.length}); state changes from refused messages: ${report.stateChanges}; wrong answers: ${report.wrongAnswers}; unanswered: ${report.unanswered}`,
  );
  console.log(`server stack prints: ${printed.lines.length} (unexpected: ${printed.unexpected().length})`);
  console.log(`log lines of refusals and closes: ${expectedLines} (${multiLineExpected} longer than one line)`);
  for (const line of [...report.problems, ...escaped, ...logged, ...printed.unexpected()].slice(0, 20))
    console.log(`  ${line.slice(0, 300)}`);
  if (failure) console.log(`(the run stopped early: ${(failure as Error).message})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
