// The Laser rules panel: every [interpretation] of the rules file is shown as one, in both languages, and
// the Italian text follows the English one section by section.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules } from '../../client/ui/rules/index.js';
import { laserRulesEn, laserRulesIt } from '../../client/games/laser/rulesText.js';

describe('Laser rules panel', () => {
  it('the panel finds the Laser rules in both languages', async () => {
    expect(await loadRules('laser', 'en')).toBe(laserRulesEn);
    expect(await loadRules('laser', 'it')).toBe(laserRulesIt);
  });

  // The spec lives beside the repository (../shared/rules), as on every developer's machine and in CI.
  const specUrl = new URL('../../../shared/rules/laser.md', import.meta.url);
  it.skipIf(!existsSync(specUrl))(
    'at least as many interpretation points are shown as the rules file marks, in both languages',
    () => {
      const spec = readFileSync(specUrl, 'utf8');
      // Rule lines carrying the marker ('[interpretation]' or '[interpretation: …]'); the introduction explaining it is not one.
      const marked = spec
        .split('\n')
        .filter((line) => line.includes('**[interpretation') && !line.includes('Lines marked')).length;
      expect(marked).toBeGreaterThan(0);
      for (const rules of [laserRulesEn, laserRulesIt]) {
        const shown = rules.sections.flatMap((s) => s.items).filter((i) => i.interpretation).length;
        expect(shown).toBeGreaterThanOrEqual(marked);
      }
    },
  );

  it('the Italian rules follow the English ones section by section', () => {
    expect(laserRulesIt.sections.map((s) => [s.style, s.items.map((i) => !!i.interpretation)])).toEqual(
      laserRulesEn.sections.map((s) => [s.style, s.items.map((i) => !!i.interpretation)]),
    );
  });
});
