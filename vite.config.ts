// Vite builds the client (client/ → dist/); Vitest runs every test under test/.
import { defineConfig } from 'vitest/config';
import type { Plugin, Rollup } from 'vite';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Rapier compat's one call that starts its wasm from the bytes inlined in its module as base64 (0.19: `xA(lg.toByteArray("…").buffer)`). */
const RAPIER_INLINE_WASM = /\b(\w+)\(\w+\.toByteArray\("([A-Za-z0-9+/=]+)"\)\.buffer\)/;

/**
 * The solver's tray physics without its wasm inlined: @dimforge/rapier3d-compat ships the wasm as 2 MB of base64
 * inside its JS (850 KB gzipped, decoded on the main thread). At build time the bytes go out as their own asset and
 * the call starts wasm-bindgen's loader with its URL instead: it fetches the file and compiles it as it streams
 * (WebAssembly.instantiateStreaming; the server sends .wasm as application/wasm). Fails the build when the
 * package no longer has that call, so an upgrade cannot quietly bring the base64 back.
 */
function rapierWasmAsset(): Plugin {
  return {
    name: 'tavolo:rapier-wasm-asset',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@dimforge[\\/]rapier3d-compat[\\/]rapier\.mjs$/.test(id)) return null;
      const found = RAPIER_INLINE_WASM.exec(code);
      if (!found)
        return this.error('rapier3d-compat no longer inlines its wasm as expected: update tavolo:rapier-wasm-asset');
      const [call, start, base64] = found as unknown as [string, string, string];
      const ref = this.emitFile({ type: 'asset', name: 'rapier3d.wasm', source: Buffer.from(base64, 'base64') });
      return { code: code.replace(call, `${start}({module_or_path:import.meta.ROLLUP_FILE_URL_${ref}})`), map: null };
    },
  };
}

/** R3F's <Canvas> registering the whole THREE namespace as its catalogue (9.x: `React.useMemo(() => extend(THREE), []);`). */
const R3F_WHOLE_CATALOGUE = 'React.useMemo(() => extend(THREE), []);';

/**
 * Three without the classes the table never names: R3F's <Canvas> registers every export of three as a JSX
 * catalogue, so no class of three could be shaken out of the build (about 40 KB gzipped of loaders, audio,
 * animation, helpers, curves…). At build time that call goes; client/scene/catalogue.ts registers the classes the
 * table's JSX names instead (a test keeps that list complete). Fails the build when R3F no longer has that call, so
 * an upgrade cannot quietly bring the whole namespace back.
 */
function r3fCatalogue(): Plugin {
  return {
    name: 'tavolo:r3f-catalogue',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@react-three[\\/]fiber[\\/]dist[\\/]react-three-fiber\.esm\.js$/.test(id)) return null;
      if (!code.includes(R3F_WHOLE_CATALOGUE))
        return this.error("R3F's <Canvas> no longer registers THREE as expected: update tavolo:r3f-catalogue");
      return { code: code.replace(R3F_WHOLE_CATALOGUE, ''), map: null };
    },
  };
}

/** Packages whose "browser" export is a CommonJS or UMD build, which a bundler keeps whole. */
const ESM_FOR_BROWSER = ['colyseus.js', '@colyseus/schema'];

/**
 * The network's packages as ES modules: colyseus.js and @colyseus/schema list a CommonJS (UMD for the schema)
 * build first under "browser" in their exports, and a bundler cannot leave any of such a module out (the whole
 * schema library, encoder and all; every part of the client; all of tslib). Their "module" builds are the same
 * code as ES modules, which shake to what the client uses. Both packages go the same way, so colyseus.js and the
 * client share one schema (its decoder checks classes by identity).
 */
function esmForBrowser(): Plugin {
  const entries = new Map(
    ESM_FOR_BROWSER.map((pkg) => {
      const manifest = fileURLToPath(new URL(`./node_modules/${pkg}/package.json`, import.meta.url));
      const { module } = JSON.parse(readFileSync(manifest, 'utf8')) as { module?: string };
      if (!module) throw new Error(`${pkg} has no "module" build: update tavolo:esm-for-browser`);
      return [pkg, path.join(path.dirname(manifest), module)];
    }),
  );
  return {
    name: 'tavolo:esm-for-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return entries.get(id) ?? null;
    },
  };
}

/**
 * The name of a shared chunk: the one holding three (and R3F, drei, the table's kit) is "three-<hash>.js". Rollup
 * names a shared chunk after one of its modules, and every byte count read "useGameKeys-<hash>.js" for the 3D chunk.
 */
function chunkFileName(chunk: Rollup.PreRenderedChunk): string {
  const three = chunk.moduleIds.some((id) =>
    /[\\/]node_modules[\\/]three[\\/]build[\\/]three\.(core|module)\.js$/.test(id),
  );
  return three ? 'assets/three-[hash].js' : 'assets/[name]-[hash].js';
}

// package.json's "sideEffects" names the only modules whose import alone does something (stylesheets, the page's
// entry, each game's strings registering themselves; the server, benches and tests, which are never bundled for the
// page): every other module is kept only for what is used of it, so a game's table no longer loads its engine's bots,
// solver and setup with its scene (they went with the replay's engine registry into one shared chunk).
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), rapierWasmAsset(), r3fCatalogue(), esmForBrowser()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    rollupOptions: { output: { chunkFileNames: chunkFileName } },
  },
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
