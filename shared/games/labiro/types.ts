// Labiro pieces (rules/labiro.md, "Pieces"): towers with door patterns and arrows, object tiles, ruby tiles.
import { normSide, type HexSide } from '../../core/hex.js';

/** The four door patterns [interpretation], as the sides holding a door at turn 0. */
export const DOOR_PATTERNS = {
  straight: [0, 3],
  bend: [0, 2],
  sharp: [0, 1],
  fork: [0, 2, 4],
} as const satisfies Record<string, readonly HexSide[]>;

/** One door pattern's name. Example: 'bend'. */
export type DoorPattern = keyof typeof DOOR_PATTERNS;

/** Pattern names in a fixed order (parsing, tables). */
export const PATTERN_NAMES = ['straight', 'bend', 'sharp', 'fork'] as const satisfies readonly DoorPattern[];

/** The symbols printed on the 8 ruby towers (and on their tower keys). */
export const RUBY_SYMBOLS = ['sun', 'moon', 'star', 'crown', 'heart', 'drop', 'leaf', 'bell'] as const;

/** One ruby tower's symbol. Example: 'moon'. */
export type RubySymbol = (typeof RUBY_SYMBOLS)[number];

/** A tower's turning direction and a turn step: +1 clockwise, −1 counter-clockwise. */
export type TurnDir = 1 | -1;

/**
 * One tower. Towers never leave their base, so everywhere else in Labiro a tower is named by the index of
 * the base it stands on; `id` is the piece's identity in the box (0–9 simple, 10–17 ruby).
 * Example: `{ id: 12, pattern: 'bend', ruby: 'star', arrow: -1, turn: 4 }`.
 */
export interface Tower {
  readonly id: number;
  readonly pattern: DoorPattern;
  /** Ruby towers only: the symbol shared with its tower key. */
  readonly ruby?: RubySymbol;
  /** The printed arrow: the direction an ordinary turn goes. */
  readonly arrow: TurnDir;
  /** Steps clockwise from the pattern's position, 0–5. */
  readonly turn: number;
}

/** Door sides of a pattern as a 6-bit mask (bit s = a door on side s) at turn 0. */
export const PATTERN_MASKS: { readonly [P in DoorPattern]: number } = {
  straight: maskOf(DOOR_PATTERNS.straight),
  bend: maskOf(DOOR_PATTERNS.bend),
  sharp: maskOf(DOOR_PATTERNS.sharp),
  fork: maskOf(DOOR_PATTERNS.fork),
};

function maskOf(sides: readonly number[]): number {
  let m = 0;
  for (const s of sides) m |= 1 << normSide(s);
  return m;
}

/** A 6-bit door mask turned `steps` clockwise (negative: counter-clockwise). */
export function rotateMask(mask: number, steps: number): number {
  const t = normSide(steps);
  return ((mask << t) | (mask >>> (6 - t))) & 63;
}

/** The tower's doors as a 6-bit mask (bit s set: a door on side s), its pattern turned by its turn. */
export function doorMask(tower: Pick<Tower, 'pattern' | 'turn'>): number {
  return rotateMask(PATTERN_MASKS[tower.pattern], tower.turn);
}

/** The tower's doors by side: `doorsOf(t)[s]` is true when side s has a door. */
export function doorsOf(tower: Pick<Tower, 'pattern' | 'turn'>): boolean[] {
  const m = doorMask(tower);
  return [0, 1, 2, 3, 4, 5].map((s) => ((m >> s) & 1) === 1);
}

/** Whether the tower has a door on side s. */
export function hasDoor(tower: Pick<Tower, 'pattern' | 'turn'>, s: HexSide): boolean {
  return ((doorMask(tower) >> normSide(s)) & 1) === 1;
}

/** Brings any integer turn to 0–5. */
export function normTurn(turn: number): number {
  return normSide(turn);
}

/** The tower after `steps` clockwise steps (turn kept in 0–5). */
export function turnTower(tower: Tower, steps: number): Tower {
  return { ...tower, turn: normSide(tower.turn + steps) };
}

/** The simple towers [interpretation]: 3 straight, 3 bend, 2 sharp, 2 fork; arrows 5 clockwise, 5 counter. */
const SIMPLE: readonly [DoorPattern, TurnDir][] = [
  ['straight', 1],
  ['straight', -1],
  ['straight', 1],
  ['bend', -1],
  ['bend', 1],
  ['bend', -1],
  ['sharp', 1],
  ['sharp', -1],
  ['fork', 1],
  ['fork', -1],
];
/** The ruby towers [interpretation]: 3 straight, 3 bend, 1 sharp, 1 fork; arrows 4 clockwise, 4 counter. */
const RUBY: readonly [DoorPattern, TurnDir][] = [
  ['straight', 1],
  ['straight', -1],
  ['straight', 1],
  ['bend', -1],
  ['bend', 1],
  ['bend', -1],
  ['sharp', 1],
  ['fork', -1],
];

/** How many towers there are: one per base. */
export const TOWER_COUNT = 18;
/** How many of them are ruby towers. */
export const RUBY_TOWER_COUNT = 8;

/** The 18 towers in the box at turn 0: ids 0–9 simple, 10–17 ruby (symbols in RUBY_SYMBOLS order). */
export const TOWER_SET: readonly Tower[] = [
  ...SIMPLE.map(([pattern, arrow], i): Tower => ({ id: i, pattern, arrow, turn: 0 })),
  ...RUBY.map(
    ([pattern, arrow], i): Tower => ({ id: 10 + i, pattern, arrow, turn: 0, ruby: RUBY_SYMBOLS[i] as RubySymbol }),
  ),
];

/** Whether a tower is a ruby tower (it holds a ruby tile; a start tower may not be one). */
export function isRubyTower(tower: Tower): boolean {
  return tower.ruby !== undefined;
}

/** Object kinds [interpretation: counts]. `towerKey` opens one ruby tower; `unlockKey` turns one's own tower back. */
export const OBJECT_KINDS = ['towerKey', 'unlockKey', 'torch', 'rope', 'dagger', 'empty'] as const;

/** One object kind. Example: 'rope'. */
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/** How many tiles of each object kind are in the box (18 in all, one per tower). */
export const OBJECT_COUNTS: { readonly [K in ObjectKind]: number } = {
  towerKey: 8,
  unlockKey: 2,
  torch: 2,
  rope: 2,
  dagger: 2,
  empty: 2,
};

/** One object tile. Examples: `{ id: 3, kind: 'towerKey', symbol: 'crown' }`, `{ id: 14, kind: 'dagger' }`. */
export interface ObjectTile {
  /** Identity in the box, 0–17 (for "nothing duplicated or lost" checks and for animation). */
  readonly id: number;
  readonly kind: ObjectKind;
  /** Tower keys only: the ruby tower it opens. */
  readonly symbol?: RubySymbol;
}

/** The 18 object tiles in the box: 8 tower keys (RUBY_SYMBOLS order), then 2 of each other kind. */
export const OBJECT_SET: readonly ObjectTile[] = [
  ...RUBY_SYMBOLS.map((symbol, i): ObjectTile => ({ id: i, kind: 'towerKey', symbol })),
  ...OBJECT_KINDS.filter((k) => k !== 'towerKey').flatMap((kind) =>
    Array.from({ length: OBJECT_COUNTS[kind] }, () => kind),
  ),
].map((t, i) => (typeof t === 'string' ? { id: i, kind: t } : t));

/** One ruby tile: 0 (empty), 1 or 2 rubies. Example: `{ id: 5, rubies: 2 }`. */
export interface RubyTile {
  /** Identity in the box, 0–7. */
  readonly id: number;
  readonly rubies: 0 | 1 | 2;
}

/** The 8 ruby tiles: 5 single, 1 double, 2 empty. */
export const RUBY_TILES: readonly RubyTile[] = ([1, 1, 1, 1, 1, 2, 0, 0] as const).map((rubies, id) => ({
  id,
  rubies,
}));

/** Rubies in the game in all (7): the win rule's "rubies not yet in a chest" starts here. */
export const TOTAL_RUBIES = RUBY_TILES.reduce((n, t) => n + t.rubies, 0);
