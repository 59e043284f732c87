// The house rules that a reviewer would otherwise check by hand, read from the source: one network door
// (Colyseus only in server/ and client/net/, and in tests and benchmarks that drive a real server); server and
// client meeting only in shared/; a pure shared/ (no clocks, no Math.random, no timers, no I/O, no React,
// three.js or Rapier); games that never reach into one another (shared/games/<a> and client/games/<a> import
// nothing of game <b>); a game's client that meets its engine only through its public surface (index.js, plus
// type-only imports of its types modules) and never lists legal actions itself (the shell's `props.legal` does);
// a dice path that names no game's throws or channels; ESM imports with their .js suffix.
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
      if (module === 'index.js' || (TYPES_MODULES.includes(module) && typeOnly(names))) continue;
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
  'client/games/labiro/mapEditor/mapEditor.ts': ['map.js'],
  'client/games/labiro/mapEditor/MapEditor.tsx': ['map.js'],
  'client/games/labiro/mapEditor/MapField.tsx': ['map.js'],
  // web: the rules text is its own chunk (loaded when the rules panel opens): it reads the deck and the shapes'
  // names, not the engine.
  'client/games/web/rulesText.ts': ['deck.js', 'game-types.js'],
  // web: the guide plans with the bot's own planner, which web's index.ts does not export.
  'client/games/web/guide.ts': ['bot-planner.js'],
  // masterdice: being moved to props.legal
  'client/games/masterdice/Board.tsx': ['types.js'],
  'client/games/masterdice/BoardDice.tsx': ['types.js'],
  'client/games/masterdice/CodeDice.tsx': ['types.js'],
  'client/games/masterdice/Markers.tsx': ['types.js'],
  'client/games/masterdice/Scene.tsx': ['legal.js', 'types.js'],
  'client/games/masterdice/SupplyRack.tsx': ['types.js'],
  'client/games/masterdice/Targets.tsx': ['types.js'],
  'client/games/masterdice/Verdicts.tsx': ['types.js'],
  'client/games/masterdice/boardCard.ts': ['types.js'],
  'client/games/masterdice/draft.ts': ['types.js'],
  'client/games/masterdice/guide.ts': ['legal.js', 'solver.js', 'types.js'],
  'client/games/masterdice/layout.ts': ['types.js'],
  'client/games/masterdice/model.ts': ['legal.js', 'types.js'],
  'client/games/masterdice/paint.ts': ['types.js'],
  'client/games/masterdice/strings.ts': ['errors.js'],
  'client/games/masterdice/symbols.ts': ['types.js'],
  'client/games/masterdice/ui/AidPanel.tsx': ['types.js'],
  'client/games/masterdice/ui/Controls.tsx': ['legal.js', 'types.js'],
  'client/games/masterdice/ui/PlacePanel.tsx': ['types.js'],
  'client/games/masterdice/ui/ResultPanel.tsx': ['types.js'],
  'client/games/masterdice/ui/Score.tsx': ['types.js'],
  'client/games/masterdice/ui/SolvePanel.tsx': ['types.js'],
  'client/games/masterdice/ui/icons.tsx': ['types.js'],
};

/** Client files that still list legal actions themselves (for now), each with why; the others read `props.legal`. */
const LISTS_LEGAL_ALLOWED: Readonly<Record<string, string>> = {
  'client/games/web/legal.ts': 'web: not moved to props.legal yet',
  'client/games/web/Scene.tsx': 'web: not moved to props.legal yet',
  'client/games/web/ui/Controls.tsx': 'web: not moved to props.legal yet',
  'client/games/symbotrio/Scene.tsx': 'symbotrio: not moved to props.legal yet',
  'client/games/symbotrio/guide.ts': 'symbotrio: not moved to props.legal yet',
  'client/games/symbotrio/ui/Controls.tsx': 'symbotrio: not moved to props.legal yet',
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
    expect(badImports(under('server'), (_f, _spec, to) => to !== null && to.startsWith('client/'))).toEqual([]);
    expect(badImports(under('client'), (_f, _spec, to) => to !== null && to.startsWith('server/'))).toEqual([]);
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
      (f) => gameOf(f, 'client/games') !== null && !(f in LISTS_LEGAL_ALLOWED) && lists.test(codeOnly(TEXT.get(f)!)),
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
