// The server as it was before issue 12's schema sync (the per-viewer JSON slots), unpacked from git into a temp
// folder so the benchmarks can run it beside this checkout's: the honest "today's design" column. Nothing in
// the repository changes (git archive reads the object store; node_modules is linked, not installed).
import { execFileSync } from 'node:child_process';
import { transformSync } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './load-proc.js';

/** The commit the session of issue 12 started from: the JSON-slot design the issue measured. */
export const SESSION_START = '19c69eb';
/** The files whose first change after SESSION_START is the schema sync's. */
const SYNC_FILES = ['server/view-slots.ts', 'server/schema.ts'];

function git(...args: string[]): string {
  return execFileSync('git', ['-C', REPO_ROOT, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

/**
 * The commit to measure as today's design: BENCH_OLD_REF, else the last commit before the schema sync's first
 * change to the JSON slots (other helpers' work before it included) whose server/ parses — a commit in between
 * may hold a half-made edit another helper's commit swept in — walking back to SESSION_START. Says how it was
 * picked.
 */
export function oldRef(): { sha: string; why: string } {
  const asked = process.env.BENCH_OLD_REF;
  if (asked) return { sha: git('rev-parse', '--short', asked), why: 'BENCH_OLD_REF' };
  const changes = git('log', '--format=%h', '--reverse', `${SESSION_START}..HEAD`, '--', ...SYNC_FILES)
    .split('\n')
    .filter(Boolean);
  if (changes.length === 0)
    return {
      sha: git('rev-parse', '--short', SESSION_START),
      why: 'the session start (the JSON slots are unchanged so far)',
    };
  const before = git('log', '--format=%h', '--first-parent', `${SESSION_START}^..${changes[0]}^`)
    .split('\n')
    .filter(Boolean);
  for (const sha of before) {
    if (parses(oldTree(sha)))
      return { sha, why: `the last commit before ${changes[0]} (the schema sync) whose server parses` };
  }
  return { sha: git('rev-parse', '--short', SESSION_START), why: 'the session start' };
}

/** Whether every .ts file under `dir`/server parses (esbuild, no type check). */
function parses(dir: string): boolean {
  const files = readdirSync(path.join(dir, 'server'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );
  try {
    for (const f of files) transformSync(readFileSync(path.join(dir, 'server', f), 'utf8'), { loader: 'ts' });
    return true;
  } catch {
    return false;
  }
}

/** Unpacks server/, shared/ and the configs of `sha` into a temp folder (kept for the next run); its path. */
export function oldTree(sha: string): string {
  const dir = path.join(tmpdir(), `tavolo-bench-old-${sha}`);
  if (existsSync(path.join(dir, '.complete'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', [
    '-C',
    REPO_ROOT,
    'archive',
    '--format=tar',
    sha,
    'server',
    'shared',
    'package.json',
    'tsconfig.json',
  ]);
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync('touch', [path.join(dir, '.complete')]);
  return dir;
}
