// Untrusted input → typed values: the only way lobby options and client actions reach the Laser engine.
// Shapes are checked here; rules that need the table (the set's kinds, completeness, pointer range, turns)
// are checked again by `apply`, so that each gets its own refusal code.
import { isRecord, ok, type Result } from '../../core/index.js';
import { refuse } from './errors.js';
import type { LaserAction, LaserOptions } from './game-types.js';
import { parseLayout } from './layout.js';
import { parseNotebook } from './notebook.js';
import { ASSISTANTS, DEFAULT_OPTIONS, DESIGNERS, MAX_PLAYERS } from './meta.js';
import { EINSTEIN_KINDS, KINDS, LASER_SETS, type EinsteinKind, type LaserSet } from './types.js';

// Seats and defaults are plain data in meta.ts (the lobby reads them there too); their old names stay here.
export { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS } from './meta.js';

/** The Einstein kinds option: one kind (also as a bare string) or all three; returned in EINSTEIN_KINDS order. */
function parseEinstein(raw: unknown): EinsteinKind[] | null {
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list) || (list.length !== 1 && list.length !== EINSTEIN_KINDS.length)) return null;
  if (!list.every((k) => (EINSTEIN_KINDS as readonly unknown[]).includes(k))) return null;
  const out = EINSTEIN_KINDS.filter((k) => list.includes(k));
  return out.length === list.length ? out : null;
}

/** Validates lobby options; missing fields take their defaults, unknown fields are dropped. */
export function parseOptions(input: unknown): Result<LaserOptions> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (!isRecord(input)) return refuse('badOptions');
  const d = DEFAULT_OPTIONS;
  const set = input.set ?? d.set;
  const designer = input.designer ?? d.designer;
  const strictDesign = input.strictDesign ?? d.strictDesign;
  const assistant = input.assistant ?? d.assistant;
  const designerSeat = input.designerSeat ?? d.designerSeat;
  const einstein = parseEinstein(input.einstein ?? d.einstein);
  if (!(LASER_SETS as readonly unknown[]).includes(set))
    return refuse('badOptions', 'The set is beginner, expert or einstein.');
  if (einstein === null)
    return refuse('badOptions', 'The Einstein kinds are one of portals, deflector, mystery, or all three.');
  if (!(DESIGNERS as readonly unknown[]).includes(designer))
    return refuse('badOptions', 'The designer is players or server.');
  if (typeof strictDesign !== 'boolean') return refuse('badOptions', 'Strict design is true or false.');
  if (!(ASSISTANTS as readonly unknown[]).includes(assistant))
    return refuse('badOptions', 'The assistant is off, check or count.');
  if (
    typeof designerSeat !== 'number' ||
    !Number.isInteger(designerSeat) ||
    designerSeat < 0 ||
    designerSeat >= MAX_PLAYERS
  ) {
    return refuse('badOptions', 'The designer seat is a whole number from 0 to 5.');
  }
  return ok({
    set: set as LaserSet,
    einstein,
    designer: designer as LaserOptions['designer'],
    strictDesign,
    assistant: assistant as LaserOptions['assistant'],
    designerSeat,
  });
}

/** Validates a client's action shape and returns a clean copy (no extra fields). */
export function parseAction(input: unknown): Result<LaserAction> {
  if (!isRecord(input) || typeof input.type !== 'string') return refuse('badAction');
  switch (input.type) {
    case 'draft':
    case 'design':
    case 'declare': {
      const layout = parseLayout(input.layout, KINDS);
      return layout.ok ? ok({ type: input.type, layout: layout.value }) : layout;
    }
    case 'fire': {
      const { pointer, secret } = input;
      if (typeof pointer !== 'number' || Number.isNaN(pointer))
        return refuse('badAction', 'A shot is { type: "fire", pointer: 1–30, secret?: boolean }.');
      if (secret !== undefined && typeof secret !== 'boolean')
        return refuse('badAction', "A shot's secret flag is true or false.");
      return ok(secret === undefined ? { type: 'fire', pointer } : { type: 'fire', pointer, secret });
    }
    case 'note': {
      const notebook = parseNotebook(input.notebook, KINDS);
      return notebook.ok ? ok({ type: 'note', notebook: notebook.value }) : notebook;
    }
    case 'rematch':
      return ok({ type: 'rematch' });
    default:
      return refuse('badAction', `Unknown action type "${input.type.slice(0, 32)}".`);
  }
}
