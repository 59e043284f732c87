// Untrusted input → typed values: the only way lobby options and client actions reach the Symbotrio engine.
// Shapes are checked here; rules that need the table (off the grid, whose turn) are checked by `apply`.
import { isActionOf, isInt, isRecord, ok, type Result } from '../../core/index.js';
import { refuse } from './errors.js';
import { ACTION_TYPES, type SymbotrioAction, type SymbotrioOptions } from './game-types.js';
import { DEFAULT_OPTIONS, MAX_PLAYERS } from './meta.js';

// Seats and defaults are plain data in meta.ts (the lobby reads them there too); their old names stay here.
export { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS } from './meta.js';

/** Validates lobby options; missing fields take their defaults, unknown fields are dropped. */
export function parseOptions(input: unknown): Result<SymbotrioOptions> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (!isRecord(input)) return refuse('badOptions');
  const easy = input.easy ?? DEFAULT_OPTIONS.easy;
  if (typeof easy !== 'boolean') return refuse('badOptions', 'easy is true or false.');
  const short = input.short ?? false;
  if (typeof short !== 'boolean') return refuse('badOptions', 'short is true or false.');
  const first = input.first ?? DEFAULT_OPTIONS.first;
  if (first !== 'random' && !(isInt(first) && first >= 0 && first < MAX_PLAYERS))
    return refuse('badOptions', 'first is a seat number or "random".');
  return ok(short ? { easy, short, first } : { easy, first });
}

/** Validates a client's action shape and returns a clean copy (no extra fields). */
export function parseAction(input: unknown): Result<SymbotrioAction> {
  if (!isActionOf(ACTION_TYPES, input)) {
    if (isRecord(input) && typeof input.type === 'string')
      return refuse('badAction', `Unknown action type "${input.type.slice(0, 32)}".`);
    return refuse('badAction');
  }
  switch (input.type) {
    case 'flip':
      return isInt(input.row) && isInt(input.col)
        ? ok({ type: 'flip', row: input.row, col: input.col })
        : refuse('offGrid', 'A square is { type: "flip", row, col }: two whole numbers.');
    case 'steal':
      if (!isInt(input.target)) return refuse('badTarget');
      return isInt(input.index) ? ok({ type: 'steal', target: input.target, index: input.index }) : refuse('badIndex');
    case 'draw':
    case 'stop':
      return ok({ type: input.type });
  }
}
