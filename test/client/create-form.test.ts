// The lobby's create form offers only options the engine accepts.
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../client/games/catalog.js';
import { findGame } from '../../shared/games/index.js';

describe('create form', () => {
  for (const entry of CATALOG) {
    it(`${entry.id}: every offered option value is accepted by the engine`, () => {
      const game = findGame(entry.id);
      expect(game).toBeDefined();
      expect(entry.seats).toBeGreaterThanOrEqual(game!.minPlayers);
      expect(entry.seats).toBeLessThanOrEqual(game!.maxPlayers);
      const initial = Object.fromEntries(entry.options.map((o) => [o.key, o.initial]));
      expect(game!.parseOptions(initial).ok).toBe(true);
      for (const field of entry.options) {
        const values = field.kind === 'choice' ? field.values : [true, false];
        for (const v of values) expect(game!.parseOptions({ ...initial, [field.key]: v }).ok, `${field.key}=${v}`).toBe(true);
      }
    });
  }
});
