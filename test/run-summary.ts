// A vitest reporter for CI: at the end of a run it writes test-artifacts/summary.txt — the plain closing line
// ('N passed, N failed') and one line per failed test, file and name — so that .ci/run can end on the names of
// the tests that failed and the next reader knows at once what went red.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where the summary goes, from the project root. */
export const SUMMARY_FILE = path.join('test-artifacts', 'summary.txt');

/** What one run came to: counts and the failed tests as `file > suite > test` lines. */
export interface RunSummary {
  readonly passed: number;
  readonly failed: readonly string[];
  readonly skipped: number;
}

/** Counts a run's tests and names its failures (a file that failed outside any test, in a hook or on import, by its error). */
export function summarise(
  modules: readonly TestModule[],
  unhandled: readonly { message?: string }[],
  root = process.cwd(),
): RunSummary {
  let passed = 0,
    skipped = 0;
  const failed: string[] = [];
  for (const m of modules) {
    const file = path.relative(root, m.moduleId).replace(/\\/g, '/');
    let failedHere = 0;
    for (const t of m.children.allTests()) {
      const state = t.result().state;
      if (state === 'passed') passed++;
      else if (state === 'failed') {
        failedHere++;
        failed.push(`${file} > ${t.fullName}`);
      } else skipped++;
    }
    if (failedHere === 0 && m.state() === 'failed')
      failed.push(`${file} (${m.errors()[0]?.message?.split('\n')[0] ?? 'failed outside its tests'})`);
  }
  for (const e of unhandled) failed.push(`unhandled error: ${e.message?.split('\n')[0] ?? 'unknown'}`);
  return { passed, failed, skipped };
}

/** The summary's text: the closing line, then a line per failure. */
export function summaryText(s: RunSummary): string {
  const counts = `vitest: ${s.passed} passed, ${s.failed.length} failed${s.skipped > 0 ? `, ${s.skipped} skipped` : ''}`;
  return `${[counts, ...s.failed].join('\n')}\n`;
}

/** The reporter vite.config.ts names beside vitest's default one. */
export default class RunSummaryReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[], unhandled: readonly { message?: string }[]): void {
    mkdirSync(path.dirname(SUMMARY_FILE), { recursive: true });
    writeFileSync(SUMMARY_FILE, summaryText(summarise(modules, unhandled)));
  }
}
