// One place per game: every game the platform hosts (shared/games/index.ts) registers its lobby entry, its lobby
// words in both languages, its rules text and its custom fields from its own folder (client/games/<id>/lobby.ts),
// and those lobby modules never pull a game's engine or 3D scene into the lobby.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG, catalogEntry } from '../../client/games/catalog.js';
import { CUSTOM_FIELDS, LOBBIES, loadRules, lobbyOf } from '../../client/games/lobbies.js';
import { i18n, loadLang } from '../../client/i18n/index.js';
import { GAMES } from '../../shared/games/index.js';
import { gameSuites } from '../../bench/index.js';

// Italian's words (the shell's and the games' lobby words) load on demand (client/i18n/index.ts): in first.
await loadLang('it');

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ids = Object.keys(GAMES);

function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** Whether a key (or its plural forms) is a string in one language's 'common' namespace. */
function hasWords(lang: 'en' | 'it', key: string): boolean {
  const opts = { lng: lang, ns: 'common', fallbackLng: false as const };
  return i18n.exists(key, opts) || (i18n.exists(`${key}_one`, opts) && i18n.exists(`${key}_other`, opts));
}

describe('every hosted game registers itself from its folder', () => {
  for (const id of ids) {
    it(`${id}: the create form lists it, with its name, blurb and every option in English and Italian`, () => {
      const entry = catalogEntry(id);
      expect(entry, `client/games/${id}/lobby.ts exports no lobby entry`).toBeDefined();
      const labels = [entry!.name, entry!.blurb, ...entry!.options.map((o) => o.label)];
      for (const o of entry!.options) {
        if (o.kind === 'choice') {
          for (const v of o.values) labels.push(typeof v === 'number' ? o.valueLabel : `${o.valueLabel}.${v}`);
          if (o.hints) for (const v of o.values) labels.push(`${o.hints}.${v}`);
        } else if (o.hint) labels.push(o.hint);
      }
      for (const lang of ['en', 'it'] as const)
        for (const key of labels) expect(hasWords(lang, key), `${lang}: ${key}`).toBe(true);
    });

    it(`${id}: its lobby words have the same keys in both languages, none empty`, async () => {
      const lobby = lobbyOf(id)!;
      const strings = { en: lobby.strings.en, it: await lobby.strings.it() };
      expect(keys(strings.it).sort()).toEqual(keys(strings.en).sort());
      for (const lang of ['en', 'it'] as const) {
        for (const k of keys(strings[lang])) {
          const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], strings[lang]);
          expect(typeof v === 'string' && v.length > 0, `${lang}: ${k}`).toBe(true);
        }
      }
    });

    it(`${id}: the rules panel finds its rules in both languages, the Italian following the English section by section`, async () => {
      const en = await loadRules(id, 'en');
      const itRules = await loadRules(id, 'it');
      expect(en?.sections.length).toBeGreaterThan(0);
      expect(itRules?.sections.map((s) => s.items.length)).toEqual(en?.sections.map((s) => s.items.length));
    });

    it(`${id}: npm run bench finds its suites by file name (bench/${id}-*.ts)`, () => {
      expect(
        gameSuites(id)
          .map((s) => s.name)
          .every((n) => n.startsWith(id)),
      ).toBe(true);
      expect(gameSuites(id).length).toBeGreaterThan(0);
    });

    it(`${id}: every custom field of its form has a renderer`, () => {
      for (const o of catalogEntry(id)!.options)
        if (o.kind === 'custom') expect(CUSTOM_FIELDS[o.render], o.render).toBeDefined();
    });
  }

  it("no two games claim the same custom field renderer (each name is one game's)", () => {
    const names = LOBBIES.flatMap((l) => Object.keys(l.fields ?? {}));
    expect(new Set(names).size).toBe(names.length);
    for (const l of LOBBIES)
      for (const o of l.entry.options) if (o.kind === 'custom') expect(Object.keys(l.fields ?? {})).toContain(o.render);
  });

  it('the lobby offers only hosted games, each once, in picker order', () => {
    for (const entry of CATALOG) expect(ids).toContain(entry.id);
    expect(new Set(CATALOG.map((e) => e.id)).size).toBe(CATALOG.length);
    expect(LOBBIES.map((l) => l.order)).toEqual([...LOBBIES.map((l) => l.order)].sort((a, b) => a - b));
    expect(CATALOG[0]?.id).toBe('masterdice');
  });
});

/** Static (value) imports of one module, resolved to files or left as package names. */
function staticImports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const spec = m[1]!;
    if (!spec.startsWith('.')) {
      out.push(spec);
      continue;
    }
    const base = path.resolve(path.dirname(file), spec).replace(/\.js$/, '');
    const hit = ['.ts', '.tsx', '']
      .map((ext) => base + ext)
      .find((f) => {
        try {
          return readFileSync(f) !== null;
        } catch {
          return false;
        }
      });
    out.push(hit ?? base);
  }
  return out;
}

/** Every module a lobby module pulls in at load time (dynamic `import()` excluded: those are their own chunks). */
function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    if (path.isAbsolute(f) && /\.(ts|tsx)$/.test(f)) todo.push(...staticImports(f));
  }
  return seen;
}

/**
 * A module the lobby must not load: an engine's entry, game, rules, legality, parsing, view, setup or bot (the
 * lobby reads a game's shared/games/<id>/meta.ts instead); a game's client entry or scene; 3D or network code.
 */
function heavy(f: string): boolean {
  return (
    /^shared\/games\/[^/]+\/(index|rules[^/]*|view|bot[^/]*|setup|parse|game|legal)\.ts$/.test(f) ||
    /^client\/games\/[^/]+\/(index\.ts|Scene\.tsx|store\.ts)$/.test(f) ||
    /^(three|@react-three\/|colyseus|@colyseus\/|@dimforge\/)/.test(f)
  );
}

describe('the lobby never loads a game', () => {
  const folders = readdirSync(path.join(ROOT, 'client/games'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const folder of folders) {
    const lobbyFile = path.join(ROOT, 'client/games', folder, 'lobby.ts');
    it.skipIf(!readdirSync(path.join(ROOT, 'client/games', folder)).includes('lobby.ts'))(
      `${folder}: lobby.ts reaches no engine entry, rules, bot, scene, three or network module, nor the translator's set-up`,
      () => {
        const reached = [...closure(lobbyFile)].map((f) => (path.isAbsolute(f) ? path.relative(ROOT, f) : f));
        expect(reached.filter(heavy)).toEqual([]);
        // A lobby's words are data: the registry (client/games/lobbies.ts) hands them to the translator, never the lobby module.
        expect(reached).not.toContain('client/i18n/index.ts');
      },
    );
  }

  it("the check sees through imports: a game's client entry does reach its scene and three", () => {
    const reached = [...closure(path.join(ROOT, 'client/games/labiro/index.ts'))].map((f) =>
      path.isAbsolute(f) ? path.relative(ROOT, f) : f,
    );
    expect(reached).toContain('client/games/labiro/Scene.tsx');
    expect(reached.some(heavy)).toBe(true);
  });
});
