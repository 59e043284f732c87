// The lobby reads each game's facts from its metadata (shared/games/<id>/meta.ts) rather than restating them: the
// games it offers are the metadata's, in the same order; each game's seat range and starting count are the
// metadata's; and a table created without touching the form gets exactly the engine's default options.
import { describe, expect, it } from 'vitest';
import { CATALOG, engineOptions, initialValues } from '../../client/games/catalog.js';
import type { AnyGame } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { GAME_IDS, GAME_METAS } from '../../shared/games/meta.js';

describe('the lobby offers what the games metadata says', () => {
  it('every game, in the metadata order', () => {
    expect(CATALOG.map((e) => e.id)).toEqual(GAME_IDS);
  });

  for (const meta of GAME_METAS) {
    it(`${meta.id}: the seat range and the starting count are the metadata's`, () => {
      const entry = CATALOG.find((e) => e.id === meta.id);
      expect(entry?.seats).toEqual(meta.seats);
    });

    it(`${meta.id}: the form as it opens creates a table with the engine's default options`, () => {
      const entry = CATALOG.find((e) => e.id === meta.id)!;
      const game = GAMES[meta.id] as AnyGame;
      const sent = engineOptions(entry, initialValues(entry), meta.seats.initial);
      // As the server does: what the form sends, through JSON and the engine's parser.
      const parsed = game.parseOptions(JSON.parse(JSON.stringify(sent)));
      expect(parsed.ok && parsed.value).toEqual(meta.defaultOptions);
    });
  }
});
