// Symbotrio's cards and signs as words for the panels (labels read out, titles): a gem as its cut, colour and
// size in the reader's language ("large red circle", "cerchio rosso grande"), a card by kind, a face-up sign.
import type { Card, Gem, Sign } from '../../../../shared/games/symbotrio/game-types.js';
import type { Translate } from '../../../kit/describe.js';

/** A gem in words, the language's own order (keys `gem.words`, `gem.colour.*`, `gem.size.*`, `gem.cut.*`). */
export function gemWords(t: Translate, gem: Gem): string {
  return t('gem.words', {
    colour: t(`gem.colour.${gem.colour}`),
    size: t(`gem.size.${gem.size}`),
    cut: t(`gem.cut.${gem.cut}`),
  });
}

/** A card in words: "code card: large red circle", "prisoner", "easy loot", "trickster". */
export function cardWords(t: Translate, card: Card): string {
  if (card.gem) return t(card.kind === 'code' ? 'card.codeOf' : 'card.gemOf', { gem: gemWords(t, card.gem) });
  return t(`card.${card.kind}`);
}

/** A face-up sign as its sticker shows it (keys `face.*`): "red splash", "long arrow", "circle". */
export const signWords = (t: Translate, sign: Sign): string => t(`face.${sign}`);
