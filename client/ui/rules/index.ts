// Rules texts by game id and language, for the rules panel.
import type { Lang } from '../../i18n/index.js';
import { labiroRulesEn, labiroRulesIt } from './labiro.js';
import { laserRulesEn, laserRulesIt } from './laser.js';
import { masterdiceRulesEn, masterdiceRulesIt } from './masterdice.js';
import type { RulesText } from './types.js';

export type { RulesText, RuleSection, RuleItem } from './types.js';

const RULES: Readonly<Record<string, Readonly<Record<Lang, RulesText>>>> = {
  masterdice: { en: masterdiceRulesEn, it: masterdiceRulesIt },
  laser: { en: laserRulesEn, it: laserRulesIt },
  labiro: { en: labiroRulesEn, it: labiroRulesIt },
};

/** A game's rules in `lang`, or null when none are written. */
export function rulesFor(gameId: string, lang: Lang): RulesText | null {
  return RULES[gameId]?.[lang] ?? null;
}
