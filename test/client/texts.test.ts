// Words of the shell: Italian mirrors English key for key; the rules panel shows every [interpretation].
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../client/i18n/en.js';
import { it as itStrings } from '../../client/i18n/it.js';
import { masterdiceRulesEn, masterdiceRulesIt } from '../../client/games/masterdice/rulesText.js';

function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('texts', () => {
  it('Italian and English have the same keys', () => {
    expect(keys(itStrings).sort()).toEqual(keys(en).sort());
  });

  it('no string is left empty', () => {
    for (const lang of [en, itStrings]) {
      for (const k of keys(lang)) {
        const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], lang);
        expect(typeof v === 'string' && v.length > 0, k).toBe(true);
      }
    }
  });

  // The spec lives beside the repository (../shared/rules), as on every developer's machine and in CI.
  const specUrl = new URL('../../../shared/rules/masterdice.md', import.meta.url);
  it.skipIf(!existsSync(specUrl))(
    'the rules panel shows as many interpretation points as the rules file marks, in both languages',
    () => {
      const spec = readFileSync(specUrl, 'utf8');
      // Every rule line carrying the marker (the introduction that explains the marker is not a rule).
      const marked = spec
        .split('\n')
        .filter((line) => line.includes('**[interpretation]**') && !line.includes('Lines marked')).length;
      expect(marked).toBeGreaterThan(0);
      for (const rules of [masterdiceRulesEn, masterdiceRulesIt]) {
        const shown = rules.sections.flatMap((s) => s.items).filter((i) => i.interpretation).length;
        expect(shown).toBe(marked);
      }
    },
  );

  it('the Italian rules follow the English ones section by section', () => {
    expect(masterdiceRulesIt.sections.map((s) => s.items.map((i) => !!i.interpretation))).toEqual(
      masterdiceRulesEn.sections.map((s) => s.items.map((i) => !!i.interpretation)),
    );
  });
});
