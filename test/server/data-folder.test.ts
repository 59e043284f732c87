// A server that cannot open its data folder says why in one line and exits non-zero at once, rather than logging
// an uncaught exception and hanging on its worker threads with nothing listening (issue 28). The real process,
// started the way `npm start` starts it, with dice and work threads, on a DATA_DIR it cannot use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DB_FILE } from '../../server/store.js';
import { bundleServer, freePort, spawnServerProcess } from './processes.js';

const work = { dir: '', bundle: '' };

beforeAll(async () => {
  work.dir = mkdtempSync(path.join(tmpdir(), 'tavolo-data-folder-'));
  work.bundle = await bundleServer();
}, 120_000);

afterAll(() => {
  if (work.bundle) rmSync(work.bundle, { force: true });
  if (work.dir) rmSync(work.dir, { recursive: true, force: true });
});

/** Starts a server on `dataDir` (with a dice worker, as `npm start` has) and waits for it to exit by itself. */
async function startOn(dataDir: string): Promise<{ code: number | null; output: string }> {
  const server = spawnServerProcess(work.bundle, await freePort(), dataDir, { DICE_WORKERS: '1' });
  await server.exited();
  return { code: server.child.exitCode, output: server.output() };
}

describe('a data folder the server cannot open', () => {
  it('a DATA_DIR under a plain file: one line naming the folder and why, exit 1, nothing listening', async () => {
    const file = path.join(work.dir, 'a-file');
    writeFileSync(file, 'not a folder');
    const dataDir = path.join(file, 'data');
    const { code, output } = await startOn(dataDir);
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toEqual([expect.stringContaining(`[tavolo] cannot open the data folder ${dataDir} (ENOTDIR)`)]);
    expect(output).not.toContain('listening');
  }, 60_000);

  it("a database file that is not SQLite: the same one line with SQLite's reason, exit 1", async () => {
    const dataDir = path.join(work.dir, 'garbled');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, DB_FILE), 'x'.repeat(4096));
    const { code, output } = await startOn(dataDir);
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^\[tavolo\] cannot open the data folder .*garbled \(SQLITE_NOTADB\): /),
    ]);
  }, 60_000);
});
