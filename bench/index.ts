// `npm run bench`: prints every figure the issues ask for, measured on this machine. Never fails on a number.
import os from 'node:os';

/** Benchmarks in the order they print; each module exports `run(): Promise<void>`. */
const SUITES = [
  ['engine', () => import('./engine.js')],
  ['masterdice solver bot', () => import('./masterdice-bot.js')],
  ['dice throw', () => import('./dice.js')],
  ['laser', () => import('./laser.js')],
  ['laser game', () => import('./laser-game.js')],
  ['laser bots', () => import('./laser-bots.js')],
  ['labiro core', () => import('./labiro-core.js')],
  ['labiro game', () => import('./labiro-game.js')],
  ['labiro bots', () => import('./labiro-bots.js')],
  ['client bundle', () => import('./bundle.js')],
  ['scene draw calls', () => import('./scene.js')],
  ['laser scene', () => import('./laser-scene.js')],
  ['labiro scene', () => import('./labiro-scene.js')],
  ['server load', () => import('./server-load.js')],
] as const;

const only = process.argv.slice(2);
console.log(`Tavolo benchmarks — ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
for (const [name, load] of SUITES) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n## ${name}`);
  try {
    const mod = await load();
    await mod.run();
  } catch (e) {
    console.log(`(not measured: ${(e as Error).message})`);
  }
}
process.exit(0);
