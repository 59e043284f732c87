// The Labiro rules panel: found for the game in both languages, every [interpretation] of the rules file shown
// as one (and the engine's own: maps, order, deposits, face-up objects, placing first, the dagger, the walled-in
// pawn, the round limit, the end reveal), and the Italian text following the English one item by item.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules } from '../../client/ui/rules/index.js';
import { labiroRulesEn, labiroRulesIt } from '../../client/games/labiro/rulesText.js';

const interpretations = (rules: typeof labiroRulesEn) =>
  rules.sections.flatMap((s) => s.items).filter((i) => i.interpretation);

describe('Labiro rules panel', () => {
  it('the panel finds the Labiro rules in both languages', async () => {
    expect(await loadRules('labiro', 'en')).toBe(labiroRulesEn);
    expect(await loadRules('labiro', 'it')).toBe(labiroRulesIt);
  });

  // The spec lives beside the repository (../shared/rules), as on every developer's machine and in CI.
  const specUrl = new URL('../../../shared/rules/labiro.md', import.meta.url);
  it.skipIf(!existsSync(specUrl))(
    'at least as many interpretation points are shown as the rules file marks, in both languages',
    () => {
      const spec = readFileSync(specUrl, 'utf8');
      const marked = spec
        .split('\n')
        .filter((line) => line.includes('**[interpretation') && !line.includes('Lines marked')).length;
      expect(marked).toBeGreaterThan(0);
      for (const rules of [labiroRulesEn, labiroRulesIt])
        expect(interpretations(rules).length).toBeGreaterThanOrEqual(marked);
    },
  );

  it('the engine’s own decisions are marked as interpretations too', () => {
    const marked = interpretations(labiroRulesEn)
      .map((i) => i.text)
      .join('\n');
    for (const point of [
      /preset .*random map .*editor/,
      /seat order, or drawn/,
      /Depositing is automatic/,
      /lies there face up/,
      /put away before anything else/,
      /victim puts his away himself/,
      /walled into a full tower/,
      /round limit/,
      /towers are lifted/,
      /unlock key’s turn does not count/,
      /Door patterns/,
      /Objects, one hidden/,
    ]) {
      expect(marked).toMatch(point);
    }
  });

  it('the Italian rules follow the English ones section by section, item by item', () => {
    expect(labiroRulesIt.sections.map((s) => [s.style, s.items.map((i) => !!i.interpretation)])).toEqual(
      labiroRulesEn.sections.map((s) => [s.style, s.items.map((i) => !!i.interpretation)]),
    );
  });
});
