// `npm run bench`: prints every figure the issues ask for, measured on this machine. Never fails on a number.
// Each game's suites are found by file name, so adding a game edits nothing here: bench/<id>.ts, bench/<id>-*.ts
// and bench/<id>/*.ts for every id of shared/games/index.ts (in that order), each exporting `run(): Promise<void>`
// (a module matching the names without `run` is a helper and is skipped). `npm run bench -- web` runs the suites
// whose name holds 'web'; a suite's name is its file name with dashes as spaces ('labiro core').
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GAMES } from '../shared/games/index.js';

/** A suite: what `npm run bench` prints as its title, and the module to load. */
interface Suite {
  readonly name: string;
  readonly file: string;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Platform suites, after the games': not any one game's. */
const PLATFORM: readonly Suite[] = [
  { name: 'dice throw', file: 'dice.ts' },
  { name: 'generator', file: 'generator.ts' },
  { name: 'client bundle', file: 'bundle.ts' },
  { name: 'table load', file: 'table-load.ts' },
  { name: 'print sharpness', file: 'prints.ts' },
  { name: 'sync patches', file: 'sync-patches.ts' },
  { name: 'sync sizes', file: 'sync-sizes.ts' },
  { name: 'net deltas', file: 'net-deltas.ts' },
  { name: 'server load', file: 'server-load.ts' },
  { name: 'attack', file: 'attack.ts' },
  { name: 'store', file: 'store.ts' },
  { name: 'player games', file: 'player-games.ts' },
  { name: 'log bounds', file: 'log-bounds.ts' },
  { name: 'fuzz', file: 'fuzz.ts' },
];

/** One game's suites: bench/<id>.ts, then bench/<id>-*.ts, then bench/<id>/*.ts, each group by name. */
export function gameSuites(id: string, dir = HERE): Suite[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
  const own = [...files.filter((f) => f === `${id}.ts`), ...files.filter((f) => f.startsWith(`${id}-`)).sort()];
  const sub = path.join(dir, id);
  const nested = existsSync(sub)
    ? readdirSync(sub)
        .filter((f) => f.endsWith('.ts'))
        .sort()
        .map((f) => `${id}/${f}`)
    : [];
  return [...own, ...nested].map((file) => ({ name: file.replace(/\.ts$/, '').replace(/[-/]/g, ' '), file }));
}

/** Every suite in print order: each hosted game's, in registration order, then the platform's. */
export function allSuites(): Suite[] {
  return [...Object.keys(GAMES).flatMap((id) => gameSuites(id)), ...PLATFORM];
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  console.log(
    `Tavolo benchmarks — ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  for (const { name, file } of allSuites()) {
    if (only.length && !only.some((o) => name.includes(o))) continue;
    try {
      const mod = (await import(pathToFileURL(path.join(HERE, file)).href)) as { run?: () => Promise<void> };
      if (typeof mod.run !== 'function') continue; // a helper module named like a suite
      console.log(`\n## ${name}`);
      await mod.run();
    } catch (e) {
      console.log(`\n## ${name}\n(not measured: ${(e as Error).message})`);
    }
  }
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
