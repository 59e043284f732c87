// The table's R3F catalogue (client/scene/catalogue.ts) is exactly the three.js classes a JSX tag names: every
// lowercase tag in client/'s .tsx files whose PascalCase name is an export of three (<meshStandardMaterial> →
// MeshStandardMaterial), and every tag the drei and rapier components the client imports render themselves (read
// from their published modules, following drei's own relative imports). The build leaves R3F only this list
// (vite.config.ts, tavolo:r3f-catalogue): a tag missing from it would throw "not part of the THREE namespace"
// in the browser. SVG's <line> and <path> (three has Line and Path too) count as DOM tags in a file that draws an <svg>
// or a <g>.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import * as THREE_CATALOGUE from '../../client/scene/catalogue.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(ROOT, 'package.json'));
const THREE_EXPORTS = THREE as unknown as Record<string, unknown>;

/** DOM tags that share their name with a three.js class. */
const DOM_TWINS = new Set(['line', 'path']);
/** The R3F packages whose components render their own tags, and how this test reads them. */
const READ_PACKAGES = new Set(['@react-three/drei', '@react-three/rapier']);
const SKIP_PACKAGES = new Set(['@react-three/fiber']);

/** Every file under a folder whose name matches. */
function filesUnder(dir: string, name: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p, name));
    else if (name.test(entry)) out.push(p);
  }
  return out;
}

/** A source without its comments (roughly: enough that a tag named in prose is not taken for one used). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The three.js class a JSX tag makes, or null when the tag is not one of three's. */
function threeClass(tag: string): string | null {
  const name = `${tag[0]?.toUpperCase()}${tag.slice(1)}`;
  return typeof THREE_EXPORTS[name] === 'function' ? name : null;
}

/** The three classes a component module and the modules it imports (relatively, same package) render. */
function renderedBy(file: string, seen: Set<string>, out: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:createElement|jsxs?)\(\s*"([a-z][A-Za-z0-9]*)"/g)) {
    const cls = threeClass(m[1] as string);
    if (cls) out.add(cls);
  }
  for (const m of text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g))
    renderedBy(resolve(dirname(file), m[1] as string), seen, out);
}

/** A package's ES module entry (its package.json "module"): the files a bundler reads. */
function esmEntry(pkg: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  return resolve(dirname(manifest), (JSON.parse(readFileSync(manifest, 'utf8')) as { module: string }).module);
}

/** drei's export names → the module each comes from (its index re-exports every component by name). */
function dreiModules(): Map<string, string> {
  const index = esmEntry('@react-three/drei');
  const out = new Map<string, string>();
  for (const m of readFileSync(index, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const name of (m[1] as string).split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop() as string;
      out.set(exported, resolve(dirname(index), m[2] as string));
    }
  }
  return out;
}

/** The three classes the client's JSX names, directly and through the components it imports from R3F packages. */
function classesUsed(): { classes: Set<string>; unread: string[] } {
  const classes = new Set<string>();
  const unread: string[] = [];
  const drei = dreiModules();
  const seen = new Set<string>();
  for (const file of filesUnder(join(ROOT, 'client'), /\.tsx?$/)) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    if (file.endsWith('.tsx')) {
      // A file that draws an <svg>, or a group of SVG shapes (<g>, which three has not) that goes into one.
      const svg = text.includes('<svg') || /<g[ >]/.test(text);
      for (const m of text.matchAll(/<([a-z][A-Za-z0-9]*)[\s/>]/g)) {
        const tag = m[1] as string;
        if (svg && DOM_TWINS.has(tag)) continue;
        const cls = threeClass(tag);
        if (cls) classes.add(cls);
      }
    }
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(@react-three\/[^']+)'/g)) {
      const pkg = m[2] as string;
      if (SKIP_PACKAGES.has(pkg)) continue;
      if (!READ_PACKAGES.has(pkg)) unread.push(`${pkg} in ${file}`);
      else if (pkg === '@react-three/rapier') renderedBy(esmEntry(pkg), seen, classes);
      else
        for (const name of (m[1] as string).split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
          const module = name && drei.get(name.split(/\s+as\s+/)[0] as string);
          if (module) renderedBy(module, seen, classes);
          else if (name) unread.push(`drei's ${name} in ${file}`);
        }
    }
  }
  return { classes, unread };
}

describe("the table's R3F catalogue", () => {
  const { classes, unread } = classesUsed();

  it('reads every R3F package component the client imports', () => {
    expect(unread).toEqual([]);
  });

  it('holds exactly the three.js classes the JSX names (ours, drei’s, rapier’s)', () => {
    expect(Object.keys(THREE_CATALOGUE).sort()).toEqual([...classes].sort());
  });

  it('holds each under its own class name', () => {
    for (const [name, cls] of Object.entries(THREE_CATALOGUE)) expect(cls, name).toBe(THREE_EXPORTS[name]);
  });

  it('sees the tags it must (the scan finds what it looks for)', () => {
    for (const cls of ['Mesh', 'MeshStandardMaterial', 'ExtrudeGeometry', 'ShaderMaterial', 'Object3D'])
      expect(classes, cls).toContain(cls);
  });
});
