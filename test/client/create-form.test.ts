// The lobby's create form offers only options and seat counts the engine accepts.
import { describe, expect, it } from 'vitest';
import { CATALOG, engineOptions, fieldShown, initialValues, seatRangeOf } from '../../client/games/catalog.js';
import { findGame } from '../../shared/games/index.js';

describe('create form', () => {
  for (const entry of CATALOG) {
    it(`${entry.id}: every offered option value is accepted by the engine`, () => {
      const game = findGame(entry.id);
      expect(game).toBeDefined();
      expect(entry.seats.min).toBeGreaterThanOrEqual(game!.minPlayers);
      expect(entry.seats.max).toBeLessThanOrEqual(game!.maxPlayers);
      expect(entry.seatKinds.length).toBe(entry.seats.initial);
      const initial = initialValues(entry);
      expect(game!.parseOptions(engineOptions(entry, initial, entry.seats.initial)).ok).toBe(true);
      for (const field of entry.options) {
        const values =
          field.kind === 'choice' ? field.values : field.kind === 'seat' ? [0, 1, 2, 3, 4, 5] : [true, false];
        for (const v of values) {
          const form = { ...initial, [field.key]: v };
          const range = seatRangeOf(entry, form);
          for (let seats = range.min; seats <= range.max; seats++) {
            if (!fieldShown(field, form, seats)) continue;
            if (field.kind === 'seat' && (v as number) >= seats) continue;
            const options = engineOptions(entry, form, seats);
            expect(game!.parseOptions(options).ok, `${field.key}=${String(v)} with ${seats} seats`).toBe(true);
          }
        }
      }
    });
  }
});
