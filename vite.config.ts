// Vite builds the client (client/ → dist/); Vitest runs every test under test/.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

/**
 * The browser files first (among them vitest's own order: longest last time, else largest): a long browser file
 * started late ran alone at the end while the other worker had nothing left (~70 s of a fresh clone's run).
 */
class BrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const browser = (f: TestSpecification) => (f.moduleId.replace(/\\/g, '/').includes('/test/e2e/') ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => browser(a) - browser(b)); // a stable sort keeps vitest's order within each group
  }
}

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  server: { port: 5173 },
  test: {
    root: '.',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // Two files at once on this 2-core machine (vitest's default is cores − 1): browser tests spend much of their
    // time waiting on servers, bots and software WebGL, so a second file overlaps them (suite ~17 → ~12 min).
    maxWorkers: 2,
    hookTimeout: 120_000,
    // expect.poll waits for the state it checks: vitest's default gives up after 1 s, which a busy machine's software
    // WebGL frame alone can take (a drawer that opens, a pressed card); a test's own timeout still bounds it.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    sequence: { sequencer: BrowserFilesFirst },
    // The default report, and test-artifacts/summary.txt: the counts and the failed tests' names (.ci/run ends on them).
    reporters: ['default', './test/run-summary.ts'],
  },
});
