// Untrusted input → typed values: the only way lobby options and client actions reach the engine.
// Shapes are checked here ('masterdice/bad-action'); ranges (columns 0–3, values 1–6, 4 values in a
// solution) are rules, checked by `apply` so that each gets its own refusal code.
import { isRecord, ok, parseDiceAim, type Result } from '../../core/index.js';
import { refuse } from './errors.js';
import { DEFAULT_OPTIONS, MAX_GAMES } from './meta.js';
import type { MasterdiceAction, MasterdiceOptions } from './types.js';

// The defaults and the longest match are plain data in meta.ts (the lobby reads them there too); their old names stay.
export { DEFAULT_OPTIONS, MAX_GAMES } from './meta.js';

/** Longest list a client may send (placements, solution values); longer is not an action at all. */
const MAX_LIST = 16;

/** Whether `games` is a legal match length: even, 2 to 20. */
export function isGamesCount(games: unknown): games is number {
  return typeof games === 'number' && Number.isInteger(games) && games >= 2 && games <= MAX_GAMES && games % 2 === 0;
}

/** Validates lobby options; missing fields take their defaults, unknown fields are dropped. */
export function parseOptions(input: unknown): Result<MasterdiceOptions> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (!isRecord(input)) return refuse('badOptions');
  const games = input.games ?? DEFAULT_OPTIONS.games;
  const aid = input.aid ?? DEFAULT_OPTIONS.aid;
  if (!isGamesCount(games)) return refuse('badOptions', 'The number of games must be even, from 2 to 20.');
  if (typeof aid !== 'boolean') return refuse('badOptions', 'The aid option must be true or false.');
  return ok({ games, aid });
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && !Number.isNaN(x);

/** Validates a client's action shape and returns a clean copy (no extra fields). */
export function parseAction(input: unknown): Result<MasterdiceAction> {
  if (!isRecord(input) || typeof input.type !== 'string') return refuse('badAction');
  switch (input.type) {
    case 'roll-code':
    case 'rematch':
      return ok({ type: input.type });
    case 'roll': {
      if (input.aim === undefined) return ok({ type: 'roll' });
      const aim = parseDiceAim(input.aim);
      if (!aim)
        return refuse(
          'badAction',
          "A throw's aim is { angle: number, strength: number } (radians from straight ahead, 0 to 1).",
        );
      return ok({ type: 'roll', aim });
    }
    case 'place': {
      const list = input.placements;
      if (!Array.isArray(list) || list.length > MAX_LIST) {
        return refuse('badAction', 'A placement is { type: "place", placements: [{ column, value }, ...] }.');
      }
      const placements: { column: number; value: number }[] = [];
      for (const p of list) {
        if (!isRecord(p) || !isNumber(p.column) || !isNumber(p.value)) {
          return refuse('badAction', 'Each placement is { column: number, value: number }.');
        }
        placements.push({ column: p.column, value: p.value });
      }
      return ok({ type: 'place', placements });
    }
    case 'solve': {
      const code = input.code;
      if (!Array.isArray(code) || code.length > MAX_LIST || !code.every(isNumber)) {
        return refuse('badAction', 'A solution is { type: "solve", code: [blue, red, yellow, green] }.');
      }
      return ok({ type: 'solve', code: code.slice() });
    }
    default:
      return refuse('badAction', `Unknown action type "${input.type.slice(0, 32)}".`);
  }
}
