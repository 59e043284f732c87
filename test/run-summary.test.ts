// The CI summary (test/run-summary.ts): a red run ends on the names of the failed tests, a green one on its counts.
import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import { summarise, summaryText } from './run-summary.js';

/** A test module as the reporter reads it: its file, state, errors and tests (name and state). */
function moduleOf(file: string, tests: [string, string][], state = 'passed', errors: string[] = []): TestModule {
  return {
    moduleId: `/repo/${file}`,
    state: () => state,
    errors: () => errors.map((message) => ({ message })),
    children: {
      *allTests() {
        for (const [fullName, s] of tests) yield { fullName, result: () => ({ state: s }) };
      },
    },
  } as unknown as TestModule;
}

describe('the run summary', () => {
  it('counts passed, failed and skipped tests and names each failure by file and full name', () => {
    const s = summarise(
      [
        moduleOf(
          'test/e2e/a.test.ts',
          [
            ['A > saves a photo', 'failed'],
            ['A > mutes', 'passed'],
          ],
          'failed',
        ),
        moduleOf('test/b.test.ts', [
          ['B > one', 'passed'],
          ['B > two', 'skipped'],
        ]),
      ],
      [],
      '/repo',
    );
    expect(s).toEqual({ passed: 2, failed: ['test/e2e/a.test.ts > A > saves a photo'], skipped: 1 });
    expect(summaryText(s)).toBe('vitest: 2 passed, 1 failed, 1 skipped\ntest/e2e/a.test.ts > A > saves a photo\n');
  });

  it('names a file that failed outside its tests (a hook, an import) by its first error line, and unhandled errors', () => {
    const s = summarise(
      [moduleOf('test/c.test.ts', [['C > x', 'skipped']], 'failed', ['Chromium not found\nat …'])],
      [{ message: 'boom\nstack' }],
      '/repo',
    );
    expect(s.failed).toEqual(['test/c.test.ts (Chromium not found)', 'unhandled error: boom']);
    expect(summaryText({ passed: 5, failed: [], skipped: 0 })).toBe('vitest: 5 passed, 0 failed\n');
  });
});
