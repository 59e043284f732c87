// Untrusted input → typed values: the only way lobby options and client actions reach the Web engine. Shapes
// are checked here; rules that need the table (whose turn, which card, which side) are checked by `apply`, so
// each gets its own code. A rotation is normalised here to quarter turns 0–3 (degrees accepted).
import { isActionOf, isInt, isRecord, ok, packPoint, type Result } from '../../core/index.js';
import { refuse } from './errors.js';
import { ACTION_TYPES, type WebAction, type WebOptions, type XY } from './game-types.js';
import { CENTRAL_SQUARES, DEFAULT_OPTIONS, OBSTACLES_MAX, OBSTACLE_COORD_MAX, RANDOM_OBSTACLES_MAX } from './meta.js';
import { normaliseRotation } from './shapes.js';

// Seats, defaults and the obstacles' limits are plain data in meta.ts (the lobby reads them there too); their old
// names stay here.
export {
  CENTRAL_SQUARES,
  DEFAULT_OPTIONS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  OBSTACLES_MAX,
  OBSTACLE_COORD_MAX,
  RANDOM_OBSTACLES_MAX,
} from './meta.js';

/** Obstacles (and every square of an action) lie within this distance of the centre on each axis. */
export const COORD_LIMIT = 1000;

/** A square [x, y] of whole numbers within `limit`, as a clean copy, or null. */
export function parseSquare(raw: unknown, limit = COORD_LIMIT): XY | null {
  if (!Array.isArray(raw) || raw.length !== 2) return null;
  const [x, y] = raw as unknown[];
  if (!isInt(x) || !isInt(y) || Math.abs(x) > limit || Math.abs(y) > limit) return null;
  return [x + 0, y + 0];
}

/** Validates lobby options; missing fields take their defaults, unknown fields are dropped. */
export function parseOptions(input: unknown): Result<WebOptions> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (!isRecord(input)) return refuse('badOptions');
  const rawObs = input.obstacles ?? DEFAULT_OPTIONS.obstacles;
  if (!Array.isArray(rawObs) || rawObs.length > OBSTACLES_MAX)
    return refuse('badOptions', `Obstacles are a list of at most ${OBSTACLES_MAX} squares [x, y].`);
  const obstacles: XY[] = [];
  const seen = new Set<number>();
  for (const raw of rawObs as unknown[]) {
    const sq = parseSquare(raw, OBSTACLE_COORD_MAX);
    if (!sq)
      return refuse(
        'badOptions',
        `An obstacle is a square [x, y] of whole numbers from −${OBSTACLE_COORD_MAX} to ${OBSTACLE_COORD_MAX}.`,
      );
    if (CENTRAL_SQUARES.some(([x, y]) => x === sq[0] && y === sq[1]))
      return refuse('badOptions', 'No obstacle may lie on the central server card (squares [-1, 0], [0, 0], [1, 0]).');
    const k = packPoint(sq[0], sq[1]);
    if (seen.has(k)) return refuse('badOptions', `Obstacle [${sq[0]}, ${sq[1]}] is listed twice.`);
    seen.add(k);
    obstacles.push(sq);
  }
  const randomObstacles = input.randomObstacles ?? DEFAULT_OPTIONS.randomObstacles;
  if (!isInt(randomObstacles) || randomObstacles < 0 || randomObstacles > RANDOM_OBSTACLES_MAX) {
    return refuse('badOptions', `The number of random obstacles is a whole number from 0 to ${RANDOM_OBSTACLES_MAX}.`);
  }
  return ok({ obstacles, randomObstacles });
}

/** Validates a client's action shape and returns a clean copy (no extra fields; rotation in quarter turns 0–3). */
export function parseAction(input: unknown): Result<WebAction> {
  if (!isActionOf(ACTION_TYPES, input)) {
    if (isRecord(input) && typeof input.type === 'string')
      return refuse('badAction', `Unknown action type "${input.type.slice(0, 32)}".`);
    return refuse('badAction');
  }
  switch (input.type) {
    case 'play': {
      if (!isInt(input.card))
        return refuse('notInHand', 'A play names the card by its id: { type: "play", card, rotation, x, y }.');
      const rotation = normaliseRotation(input.rotation);
      if (rotation === null) return refuse('badRotation');
      const at = parseSquare([input.x, input.y]);
      if (!at) return refuse('badSquare', "A play puts the card's corner on x, y: two whole numbers on the table.");
      return ok({ type: 'play', card: input.card, rotation, x: at[0], y: at[1] });
    }
    case 'draw':
      return isInt(input.pile) && input.pile >= 0 && input.pile <= 5
        ? ok({ type: 'draw', pile: input.pile })
        : refuse('badPile');
    case 'cable': {
      const a = parseSquare(input.a),
        b = parseSquare(input.b);
      return a && b
        ? ok({ type: 'cable', a, b })
        : refuse('badSquare', 'A cable is { type: "cable", a: [x, y], b: [x, y] }.');
    }
    case 'buy':
    case 'end':
      return ok({ type: input.type });
  }
}
