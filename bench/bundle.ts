// Client bundle figures: the initial JS a visitor downloads (gzipped) and every lazy chunk and wasm, from dist/.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, ensureClientBuilt } from '../test/e2e/build.js';

/** Gzipped size of one built file, in KiB. */
function gz(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
}

export async function run(): Promise<void> {
  // The production build of the sources as they are now: a dist/ older than a source (or built by a test run before
  // test/e2e/build.ts asked for production) is built again, instead of printing an old build's sizes.
  await ensureClientBuilt();
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const all = readdirSync(join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js') || f.endsWith('.wasm'))
    .map((f) => `assets/${f}`);
  const initialKiB = initial.reduce((s, f) => s + gz(f), 0);
  console.log(
    `initial JS (index.html scripts + modulepreloads): ${initialKiB.toFixed(1)} KiB gzipped in ${initial.length} file(s)`,
  );
  // The lobby's first load: what index.html makes the browser fetch before the lobby can paint (its scripts, their
  // modulepreloads, its stylesheets, and any font those stylesheets declare).
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/?(assets\/[^"]+\.css)"/g)].map(
    (m) => m[1] as string,
  );
  const fonts = css.flatMap((f) =>
    [...readFileSync(join(DIST, f), 'utf8').matchAll(/url\(\s*['"]?\/?(assets\/[^'")]+\.(?:woff2?|ttf|otf))/g)].map(
      (m) => m[1] as string,
    ),
  );
  const cssKiB = css.reduce((s, f) => s + gz(f), 0);
  const fontKiB = fonts.reduce((s, f) => s + gz(f), 0);
  const firstLoad = initialKiB + cssKiB + fontKiB;
  console.log(
    `lobby's first load: ${firstLoad.toFixed(1)} KiB gzipped (JS ${initialKiB.toFixed(1)} + CSS ${cssKiB.toFixed(1)} in ${css.length} file(s) + fonts ${fontKiB.toFixed(1)} in ${fonts.length}); target ≤ 100 KiB`,
  );
  const lazy = all
    .filter((f) => !initial.includes(f))
    .map((f) => ({ f, kib: gz(f) }))
    .sort((a, b) => b.kib - a.kib);
  for (const { f, kib } of lazy) console.log(`  lazy ${f}: ${kib.toFixed(1)} KiB gzipped`);
  const dice = lazy.filter((c) => /rapier|dice|tray/i.test(c.f));
  console.log(
    `Rapier chunk(s) (the physical DiceTray; lazy, not in the initial JS): ${dice.reduce((s, c) => s + c.kib, 0).toFixed(1)} KiB gzipped`,
  );
}
