// Labiro's pieces as words: towers (number and pattern, or a ruby tower's symbol), object tiles, ruby tiles and
// hand items, in the language of the translate function given. Shared by the panels and the log lines.
import type { HandItem } from '../../../../shared/games/labiro/game-types.js';
import type { LabiroBoard } from '../../../../shared/games/labiro/index.js';
import type { ObjectTile, RubyTile } from '../../../../shared/games/labiro/types.js';
import type { Translate } from '../../../kit/describe.js';

/** A translate function as the text helpers need it (the kit's: the translator's TFunction fits). */
export type { Translate };

/** How an object is named: bare ('rope'), with 'a' ('a rope') or with 'the' ('the rope'). */
export type Article = 'bare' | 'a' | 'the';

const OBJECT_KEY: Readonly<Record<Article, string>> = { bare: 'object', a: 'objectA', the: 'objectThe' };

/** The number players read for a tower: its base index plus one (towers 1–18). */
export function towerNumber(base: number): number {
  return base + 1;
}

/**
 * A tower's name: a ruby tower by its symbol ('the moon tower'), a simple one by number and pattern
 * ('tower 4 (bend)'); by number alone when the board is not known. Italian names start with "torre".
 */
export function towerName(t: Translate, board: Pick<LabiroBoard, 'towers'> | null, base: number): string {
  const tower = board?.towers[base];
  if (!tower) return t('tower.plain', { n: towerNumber(base) });
  if (tower.ruby !== undefined) return t('tower.ruby', { symbol: t(`symbolOf.${tower.ruby}`) });
  return t('tower.simple', { n: towerNumber(base), pattern: t(`pattern.${tower.pattern}`) });
}

/** An object tile's name ('a moon key', 'the rope', 'torch'). */
export function objectName(t: Translate, tile: Pick<ObjectTile, 'kind' | 'symbol'>, article: Article = 'a'): string {
  const symbol = tile.symbol !== undefined ? t(`symbolOf.${tile.symbol}`) : '';
  return t(`${OBJECT_KEY[article]}.${tile.kind}`, { symbol });
}

/** A ruby tile's name ('a ruby', 'a double ruby (2 rubies)', 'an empty ruby tile'); bare without the article. */
export function rubyName(t: Translate, tile: Pick<RubyTile, 'rubies'>, article: 'a' | 'bare' = 'a'): string {
  return t(`${article === 'a' ? 'rubyTileA' : 'rubyTile'}.r${tile.rubies}`);
}

/** A hand item's name. */
export function itemName(t: Translate, item: HandItem, article: 'a' | 'bare' = 'a'): string {
  return item.kind === 'ruby' ? rubyName(t, item.tile, article) : objectName(t, item.tile, article);
}
