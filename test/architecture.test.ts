// The house rules that a reviewer would otherwise check by hand, read from the source: one network door
// (Colyseus only in server/ and client/net/, and in tests and benchmarks that drive a real server); server and
// client meeting only in shared/; a pure shared/ (no clocks, no Math.random, no timers, no I/O, no React,
// three.js or Rapier); games that never reach into one another (shared/games/<a> and client/games/<a> import
// nothing of game <b>); a game's client that meets its engine only through its public surface (index.js, plus
// type-only imports of its types modules) and never lists legal actions itself (the shell's `props.legal` does);
// a dice path that names no game's throws or channels; ESM imports with their .js suffix; a client whose layers
// point one way (CLIENT_LAYERS: no module imports a layer above its own, no folder cycle).
// Comments and strings are left out of the globals scan.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['shared', 'server', 'client', 'test', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'public']);

/** Every TypeScript source file under the scanned folders, as a path relative to the root with '/' separators. */
function sources(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(ROOT, dir))) {
      if (SKIP_DIRS.has(name)) continue;
      const path = posix.join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const d of SCANNED) walk(d);
  return out.sort();
}

const FILES = sources();
const TEXT = new Map(FILES.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));

/** The module specifiers a file imports or re-exports (static, dynamic and `import type` alike). */
function importsOf(text: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1]!);
  return out;
}

/** Source text with comments and string literals blanked out, to scan for globals. */
function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''")
    .replace(/`(?:[^`\\]|\\.)*`/g, '``');
}

/** The string literals of a source file (quotes and template text, comments left out), in order. */
function stringsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g,
  )) {
    const body = m[1] ?? m[2] ?? m[3];
    if (body !== undefined) out.push(body);
  }
  return out;
}

/** The repository path a relative specifier of `file` points at (no extension resolution), or null for a package. */
function target(file: string, spec: string): string | null {
  return spec.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file), spec)) : null;
}

/** The game folder a path lies in under `root` ('shared/games' → 'labiro'), or null (index.ts and other files beside the folders). */
function gameOf(path: string, root: string): string | null {
  if (!path.startsWith(`${root}/`)) return null;
  const rest = path.slice(root.length + 1).split('/');
  return rest.length > 1 ? rest[0]! : null;
}

/** Lines `file: what` for every import of `file` that `bad(spec, target)` rejects. */
function badImports(
  files: readonly string[],
  bad: (file: string, spec: string, to: string | null) => boolean,
): string[] {
  const out: string[] = [];
  for (const f of files)
    for (const spec of importsOf(TEXT.get(f)!)) if (bad(f, spec, target(f, spec))) out.push(`${f}: ${spec}`);
  return out;
}

/**
 * The client's layers, bottom first, each with why it sits there: a module imports its own layer and those below,
 * never one above (type-only imports count). Layers of one rank may import each other one way only (no cycle).
 * A layer is a folder of client/ or one of its top-level modules; a new one must be placed here.
 */
const CLIENT_LAYERS: readonly { readonly layer: string; readonly rank: number; readonly why: string }[] = [
  { layer: 'i18n', rank: 0, why: 'the words (Italian, English) and the language now: all text reads it' },
  { layer: 'router', rank: 0, why: 'the address bar as a route: read by the screens and the guide' },
  { layer: 'store', rank: 1, why: 'the one zustand store: what the server said, what the viewer chose' },
  { layer: 'kit', rank: 2, why: 'the shell-game contract (GameClient and its data) and what games build on' },
  { layer: 'debug', rank: 3, why: 'window.__tavolo for tests: the table lends it values, it imports none of it' },
  { layer: 'net', rank: 3, why: 'the only door to the server (Colyseus): fills the store' },
  { layer: 'scene', rank: 4, why: "table, lights, camera, director: a game comes in through kit's contract" },
  { layer: 'sound', rank: 4, why: "the synthesised sounds, and live events' cues timed to the scene's motion" },
  { layer: 'games', rank: 5, why: "each game's pieces, controls and lobby entry, and the registries of them" },
  { layer: 'guide', rank: 6, why: "the guided first game: starts a table from a game's catalog, shows its advice" },
  { layer: 'ui', rank: 7, why: 'the HTML screens (lobby, table, replays, feeds): games, scene, sound, guide' },
  { layer: 'App', rank: 8, why: 'the root component: the screen for the route' },
  { layer: 'main', rank: 8, why: 'the entry point: language, test hook, App mounted on the page' },
];

/** A path's client layer: its folder in client/, or a top-level module's name ('client/store.js' → 'store'); else null. */
function clientLayerOf(path: string): string | null {
  if (!path.startsWith('client/')) return null;
  const rest = path.slice('client/'.length).split('/');
  return rest.length > 1 ? rest[0]! : rest[0]!.replace(/\.(ts|tsx|js)$/, '');
}

const RANK = new Map(CLIENT_LAYERS.map((l) => [l.layer, l.rank]));

/** Whether layer `from` importing layer `to` reaches above itself (a layer not in CLIENT_LAYERS is above all). */
function importsAbove(from: string, to: string): boolean {
  return from !== to && (RANK.get(to) ?? Infinity) > (RANK.get(from) ?? -Infinity);
}

/** The cycles among the client's layers (each as 'a → b → a'), from the imports of every client module. */
function layerCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const out: string[] = [];
  const done = new Set<string>();
  const walk = (node: string, path: string[]): void => {
    const at = path.indexOf(node);
    if (at >= 0) {
      out.push([...path.slice(at), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of edges.get(node) ?? []) walk(next, [...path, node]);
    done.add(node);
  };
  for (const node of [...edges.keys()].sort()) walk(node, []);
  return out;
}

/** One import statement: what it names (the text between `import` and `from`) and from where. */
interface ImportStatement {
  readonly names: string;
  readonly spec: string;
}

/** The static `import … from` statements of a file (side-effect and dynamic imports left out). */
function importStatementsOf(text: string): ImportStatement[] {
  return [...text.matchAll(/\bimport\s+([^'"`;]*?)\s*\bfrom\s*['"]([^'"]+)['"]/g)].map((m) => ({
    names: m[1]!,
    spec: m[2]!,
  }));
}

/** Whether an import brings in types only: `import type { … }`, or every name in braces marked `type`. */
function typeOnly(names: string): boolean {
  if (/^type\s/.test(names)) return true;
  const braces = /^\{([\s\S]*)\}$/.exec(names.trim());
  if (!braces) return false;
  const items = braces[1]!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return items.length > 0 && items.every((s) => /^type\s/.test(s));
}

/** A game's public surface: its engine (index.js) and its light metadata (meta.js: seats, defaults; the lobby's). */
const PUBLIC_MODULES = ['index.js', 'meta.js'];

/** A game's types modules, which a client may import types from directly (no code of the engine comes with them). */
const TYPES_MODULES = ['types.js', 'game-types.js'];

/**
 * Lines `file: spec` for every import by a file under client/games/<id>/ of shared/games/<id>/ other than its
 * index.js (type-only imports of its types modules allowed, and the allow-list's below).
 */
function engineImportsPastIndex(): string[] {
  const out: string[] = [];
  for (const f of under('client/games')) {
    const game = gameOf(f, 'client/games');
    if (game === null) continue;
    for (const { names, spec } of importStatementsOf(TEXT.get(f)!)) {
      const to = target(f, spec);
      if (to === null || gameOf(to, 'shared/games') !== game) continue;
      const module = to.slice(`shared/games/${game}/`.length);
      if (PUBLIC_MODULES.includes(module) || (TYPES_MODULES.includes(module) && typeOnly(names))) continue;
      if (!(PAST_INDEX_ALLOWED[f] ?? []).includes(module)) out.push(`${f}: ${spec}`);
    }
  }
  return out;
}

/** The modules of its engine past index.js that a client file may still import (for now), by file; none else may. */
const PAST_INDEX_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // lobby: loaded before any engine (test/client/registration.test.ts), the map editor in its own lobby chunk, so
  // they read the engine's light modules rather than its whole index.
  'client/games/laser/lobby.ts': ['types.js'],
  'client/games/labiro/lobby.ts': ['map.js'],
  'client/games/labiro/mapEditor/mapEditor.ts': ['map.js', 'random-map.js'],
  'client/games/labiro/mapEditor/mapValue.ts': ['map.js'],
  'client/games/labiro/mapEditor/MapEditor.tsx': ['map.js'],
  'client/games/labiro/mapEditor/MapField.tsx': ['map.js'],
  // web: the rules text is its own chunk (loaded when the rules panel opens): it reads the deck and the shapes'
  // names, not the engine.
  'client/games/web/rulesText.ts': ['deck.js', 'game-types.js'],
  // web: the guide plans with the bot's own planner, which web's index.ts does not export.
  'client/games/web/guide.ts': ['bot-planner.js'],
};

const under = (...dirs: string[]) => FILES.filter((f) => dirs.some((d) => f.startsWith(`${d}/`)));
const isColyseus = (spec: string) => spec === 'colyseus' || spec === 'colyseus.js' || spec.startsWith('@colyseus/');

describe('architecture', () => {
  it('finds the sources it scans (the scan itself works)', () => {
    expect(FILES).toContain('shared/core/engine.ts');
    expect(FILES.length).toBeGreaterThan(200);
    expect(importsOf(TEXT.get('shared/games/index.ts')!)).toContain('./labiro/index.js');
    expect(
      importsOf(
        "import { a } from './a.js';\nexport * from '../b.js';\nimport type { C } from 'c';\nconst d = await import('./d.js');",
      ),
    ).toEqual(['./a.js', '../b.js', 'c', './d.js']);
    expect(codeOnly("const s = 'Math.random()'; // Date.now()\nf(`setTimeout`);")).not.toMatch(
      /Math\.random|Date|setTimeout/,
    );
  });

  it('Colyseus is imported only by server/ and client/net/ (and tests and benchmarks that run a real server)', () => {
    const allowed = ['server/', 'client/net/', 'test/', 'bench/'];
    expect(badImports(FILES, (f, spec) => isColyseus(spec) && !allowed.some((a) => f.startsWith(a)))).toEqual([]);
  });

  it('shared/ uses no clock, no Math.random, no timer and no I/O global', () => {
    const banned =
      /\bMath\.random\b|\bDate\b|\bperformance\b|\bsetTimeout\b|\bsetInterval\b|\bsetImmediate\b|\bqueueMicrotask\b|\brequestAnimationFrame\b|\bprocess\.|\bfetch\s*\(|\bcrypto\b|\bconsole\.|\blocalStorage\b|\bdocument\.|\bwindow\./g;
    const found: string[] = [];
    for (const f of under('shared'))
      for (const m of codeOnly(TEXT.get(f)!).matchAll(banned)) found.push(`${f}: ${m[0]}`);
    expect(found).toEqual([]);
  });

  it('shared/ imports no UI, physics, network or Node package: only other shared/ modules (and the pure ChaCha20 core, in rng)', () => {
    // The generator's cipher: @noble/ciphers' ChaCha20 is pure (no I/O, no global state), imported by the core's rng alone.
    const pure = (f: string, spec: string) => f === 'shared/core/chacha.ts' && spec === '@noble/ciphers/chacha.js';
    expect(
      badImports(under('shared'), (f, spec, to) => (to === null ? !pure(f, spec) : !to.startsWith('shared/'))),
    ).toEqual([]);
  });

  it('the server and the client meet only in shared/: neither imports the other', () => {
    expect(badImports(under('server'), (_f, _spec, to) => (to ?? '').startsWith('client/'))).toEqual([]);
    expect(badImports(under('client'), (_f, _spec, to) => (to ?? '').startsWith('server/'))).toEqual([]);
  });

  it('no game under shared/games imports another game', () => {
    expect(
      badImports(under('shared/games'), (f, _spec, to) => {
        const from = gameOf(f, 'shared/games');
        const into = to === null ? null : gameOf(to, 'shared/games');
        return from !== null && into !== null && from !== into;
      }),
    ).toEqual([]);
  });

  it('no game under client/games imports another game, on the client or in shared/', () => {
    expect(
      badImports(under('client/games'), (f, _spec, to) => {
        const from = gameOf(f, 'client/games');
        if (from === null || to === null) return false;
        const into = gameOf(to, 'client/games') ?? gameOf(to, 'shared/games');
        return into !== null && into !== from;
      }),
    ).toEqual([]);
  });

  it("the platform's dice path names no game's dice: only the generic 'dice-thrown' event and the game's channel strings", () => {
    expect(stringsOf("const a = 'x'; // 'y'\nf(\"z\", `w`); /* 'v' */")).toEqual(['x', 'z', 'w']);
    // Masterdice's own names for its throws and its channels: the server and shared/core must never need them.
    const masterdice = ['rolled', 'code-rolled', 'white', 'code'];
    const platform = [...under('server', 'shared/core'), 'shared/protocol.ts'];
    const found = (files: readonly string[], names: readonly string[]) =>
      files.flatMap((f) =>
        stringsOf(TEXT.get(f)!)
          .filter((s) => names.includes(s))
          .map((s) => `${f}: '${s}'`),
      );
    expect(found(platform, masterdice)).toEqual([]);
    // The client's shell (everything but the games' folders) says 'code' for other things (error codes).
    const shell = FILES.filter((f) => f.startsWith('client/') && !f.startsWith('client/games/'));
    expect(found(shell, ['rolled', 'code-rolled', 'white'])).toEqual([]);
  });

  it("the client's layers point one way: no client module imports a layer above its own, type-only imports included", () => {
    // The check itself: a layer is a folder or a top-level module; the contract in kit is below the UI, not above.
    expect(clientLayerOf('client/ui/table/TopBar.tsx')).toBe('ui');
    expect(clientLayerOf('client/store.js')).toBe('store');
    expect(importsAbove('kit', 'ui')).toBe(true);
    expect(importsAbove('ui', 'kit')).toBe(false);
    expect(importsAbove('scene', 'sound')).toBe(false);
    expect(importsAbove('kit', 'somewhere-new')).toBe(true);
    // Every module of client/ is in a placed layer, and imports none above it.
    const client = under('client');
    expect([...new Set(client.map((f) => clientLayerOf(f)!))].filter((l) => !RANK.has(l))).toEqual([]);
    expect(
      badImports(client, (f, _spec, to) => {
        const into = to === null ? null : clientLayerOf(to);
        return into !== null && importsAbove(clientLayerOf(f)!, into);
      }),
    ).toEqual([]);
  });

  it("no import cycle between the client's folders (layers of one rank import each other one way at most)", () => {
    expect(
      layerCycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a → b → c → a']);
    const edges = new Map<string, Set<string>>();
    for (const f of under('client'))
      for (const spec of importsOf(TEXT.get(f)!)) {
        const to = target(f, spec);
        const from = clientLayerOf(f)!;
        const into = to === null ? null : clientLayerOf(to);
        if (into !== null && into !== from) edges.set(from, (edges.get(from) ?? new Set()).add(into));
      }
    expect(edges.get('ui')).toContain('kit'); // the graph is the real one
    expect(layerCycles(edges)).toEqual([]);
  });

  it('a game client meets its engine only through index.js (type-only imports of its types modules allowed)', () => {
    expect(typeOnly('type { A, B }')).toBe(true);
    expect(typeOnly('{ type A, type B }')).toBe(true);
    expect(typeOnly('{ A, type B }')).toBe(false);
    expect(typeOnly('* as all')).toBe(false);
    expect(engineImportsPastIndex()).toEqual([]);
  });

  it("a game client lists no legal actions itself: the shell hands the engine's list as props.legal", () => {
    // What this cannot see: a rule restated by hand (a panel comparing view.phase, roles or counts to decide what
    // is on); only a call of the engine's legal-action listers by name.
    const lists = /\blegal(?:FromView|Actions|From)\s*\(/;
    expect(lists.test(codeOnly('const a = legalFromView(view, seat);'))).toBe(true);
    const found = under('client/games').filter(
      (f) => gameOf(f, 'client/games') !== null && lists.test(codeOnly(TEXT.get(f)!)),
    );
    expect(found).toEqual([]);
  });

  it('relative imports name their .js file (ESM), never a .ts one', () => {
    expect(
      badImports(
        FILES,
        (_f, spec, to) =>
          to !== null && !/\.(js|mjs|json|css|glsl|svg|png|wasm)(\?.*)?$/.test(spec) && !spec.includes('*'),
      ),
    ).toEqual([]);
  });
});
