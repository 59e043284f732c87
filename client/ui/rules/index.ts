// Rules texts for the rules panel: each game registers its own in client/games/<id>/lobby.ts (`rules`, loaded on
// demand, so no game's text weighs on the lobby or on another game's table).
import { useEffect, useState } from 'react';
import type { Lang } from '../../i18n/index.js';
import { loadRules } from '../../games/lobbies.js';
import type { RulesText } from '../../kit/rulesText.js';

export { loadRules } from '../../games/lobbies.js';

/** A game's rules in `lang` once loaded; null while loading or when the game has none. */
export function useRules(gameId: string, lang: Lang): RulesText | null {
  const [rules, setRules] = useState<{ key: string; text: RulesText | null } | null>(null);
  const key = `${gameId}/${lang}`;
  useEffect(() => {
    let live = true;
    loadRules(gameId, lang).then(
      (text) => live && setRules({ key, text }),
      () => live && setRules({ key, text: null }),
    );
    return () => {
      live = false;
    };
  }, [gameId, lang, key]);
  return rules?.key === key ? rules.text : null;
}
