// Push chains (rules/labiro.md, "Push chains" [interpretation]): a turning tower's doors collide with its
// neighbours' doors and push them the other way, like meshed gears, tower after tower.
//
// Pawns, objects and ruby tiles live in towers and towers never leave their base, so a chain moves nothing
// but tower turns: whatever stood in a tower has turned with it, and nothing else needs updating.
import { normSide, oppositeSide } from '../../core/hex.js';
import { masksOf, type LabiroBoard } from './board.js';
import { turnTower, type TurnDir } from './types.js';

/**
 * Which doors push. 'mesh' (the table default, [interpretation]): towers that communicate are meshed like gears —
 * a turning tower drags every neighbour whose door meets one of its doors (before the step) one step the other way.
 * 'collide' (the spec's first wording): a door swinging onto a neighbour's door pushes that neighbour the other way.
 * Measured: under 'collide' a turn never opens a passage between a turned and an unturned tower, and a fifth of the
 * start towers are traps a pawn can never leave by its own turns; under 'mesh' none are.
 */
export type PushRule = 'mesh' | 'collide';

/** The push rules, default first (parsing, the lobby): plain data in meta.ts. */
export { PUSH_RULES } from './meta.js';

/** A board's push rule: its own, or the spec's first wording ('collide') for boards built without one. */
export function pushRuleOf(board: { readonly push?: PushRule }): PushRule {
  return board.push ?? 'collide';
}

/**
 * One turn within a chain, in the order they happen (for events and step-by-step animation). `tower` is the
 * base index; `pushedBy` is the base whose door pushed it (absent on the chain's first turn).
 * Example: `{ tower: 7, dir: -1, pushedBy: 3 }`.
 */
export interface TurnStep {
  readonly tower: number;
  readonly dir: TurnDir;
  readonly pushedBy?: number;
}

/** A chain's outcome: the board with every turn applied, and the turns in order (the first one is `start`). */
export interface ChainResult {
  readonly board: LabiroBoard;
  readonly steps: readonly TurnStep[];
}

/** Scratch space for `chainInto`, sized for a board of `n` bases (reused across calls by searches). */
export interface ChainScratch {
  readonly tower: Int16Array;
  readonly dir: Int8Array;
  readonly by: Int16Array;
  readonly turned: Uint8Array;
}

/** Allocates scratch space for chains on boards of `n` bases. */
export function chainScratch(n: number): ChainScratch {
  return { tower: new Int16Array(n), dir: new Int8Array(n), by: new Int16Array(n), turned: new Uint8Array(n) };
}

/**
 * The one implementation of the push rules, allocation-free: writes the chain's turns in order into `out`
 * (tower, dir, by = pusher or −1) and returns how many. Breadth-first: the tower turning d swings each
 * door, sides 0..5 in order, from s to s + d. 'collide': the neighbour N across s + d is pushed −d when N has a
 * door on that shared edge (its side s + d + 3). 'mesh': the neighbour N across s is dragged −d when N has a
 * door on that shared edge (its side s + 3), i.e. when they communicate. A tower turns at most once per chain,
 * so N's doors are always its doors from before the chain. `masks` is not changed.
 */
export function chainInto(
  adj: readonly (readonly number[])[],
  masks: ArrayLike<number>,
  start: number,
  dir: TurnDir,
  out: ChainScratch,
  rule: PushRule = 'collide',
): number {
  const ahead = rule === 'collide' ? 1 : 0;
  out.turned.fill(0);
  out.tower[0] = start;
  out.dir[0] = dir;
  out.by[0] = -1;
  out.turned[start] = 1;
  let len = 1;
  for (let i = 0; i < len; i++) {
    const tower = out.tower[i]!;
    const d = out.dir[i]!;
    const m = masks[tower]!;
    const around = adj[tower]!;
    for (let s = 0; s < 6; s++) {
      if (((m >> s) & 1) === 0) continue;
      const side = normSide(s + d * ahead);
      const n = around[side]!;
      if (n < 0 || out.turned[n] === 1) continue;
      if (((masks[n]! >> oppositeSide(side)) & 1) === 0) continue;
      out.turned[n] = 1;
      out.tower[len] = n;
      out.dir[len] = -d;
      out.by[len] = tower;
      len++;
    }
  }
  return len;
}

/** The turns a chain makes, from door masks, as TurnStep records (see `chainInto` for the rule). */
export function chainSteps(
  adj: readonly (readonly number[])[],
  masks: readonly number[],
  start: number,
  dir: TurnDir,
  rule: PushRule = 'collide',
): TurnStep[] {
  const out = chainScratch(masks.length);
  const len = chainInto(adj, masks, start, dir, out, rule);
  const steps: TurnStep[] = [];
  for (let i = 0; i < len; i++) {
    const d = out.dir[i] as TurnDir;
    steps.push(i === 0 ? { tower: out.tower[i]!, dir: d } : { tower: out.tower[i]!, dir: d, pushedBy: out.by[i]! });
  }
  return steps;
}

/**
 * Turns the tower on base `start` one step in `dir` (+1 clockwise, −1 counter-clockwise) with its whole
 * push chain. The caller picks `dir` (the arrow for an ordinary turn, against it for the unlock key); pushed
 * towers turn −dir whatever their arrow says; the board's push rule decides who is pushed. Deterministic; the
 * input board is not changed.
 */
export function turnChain(board: LabiroBoard, start: number, dir: TurnDir): ChainResult {
  if (!(start >= 0 && start < board.towers.length)) throw new RangeError(`labiro: no base ${start}`);
  const steps = chainSteps(board.adj, masksOf(board), start, dir, pushRuleOf(board));
  const towers = board.towers.slice();
  for (const { tower, dir: d } of steps) towers[tower] = turnTower(towers[tower]!, d);
  return { board: { ...board, towers }, steps };
}
