// Offline fitting of the solver's value table by simulated play (fitted value iteration); not used at play time.
// Recipe behind solver-values.ts (about half a minute a round on one core):
//   let t = heuristicTable(); const kept = [];
//   for (let r = 0; r < 10; r++) { t = trainRound(t, { games: 20000, seed: r + 1, explore: 0.1, priorWeight: 3 }); if (r >= 6) kept.push(t); }
//   writeFileSync('shared/games/masterdice/solver-values.ts', valuesModuleSource(averageTables(kept)));
import { makeRng, nextFloat, nextInt, rollDice } from '../../core/index.js';
import type { RngState } from '../../core/index.js';
import { DICE_PER_ROLL, WHITE_DICE } from './types.js';
import { CODE_COUNT, keyOf, rollOutcomes, rollPlacements } from './solver-codes.js';
import type { Placement } from './solver-codes.js';
import { N_GRID, TABLE_ROWS, TABLE_SUPPLY, gridPos, heuristicValue, tableModel } from './solver-model.js';
import type { ValueModel } from './solver-model.js';
import { bestPlacement, mustSolve } from './solver-search.js';

/** Settings of one fitting round. */
export interface TrainOptions {
  readonly games: number;
  readonly seed: number;
  /** Chance of a random placement instead of the best one, to visit states the bot rarely reaches. */
  readonly explore: number;
  /** Pseudo-count of the previous table in each cell's average. */
  readonly priorWeight: number;
}

/** The heuristic table a first round starts from. */
export function heuristicTable(): number[] {
  const out: number[] = [];
  for (let r = 1; r <= TABLE_ROWS; r++)
    for (let s = 0; s < TABLE_SUPPLY; s++) for (const n of N_GRID) out.push(heuristicValue(n, r, s));
  return out;
}

/**
 * One round: plays `games` solo games with the bot built on `table`, records for every state where the bot
 * rolls (3+ codes left) the value its best placement promised, and returns the table of averaged promises.
 */
export function trainRound(table: readonly number[], options: TrainOptions): number[] {
  const model: ValueModel = tableModel(table);
  const g = N_GRID.length;
  const sumW = new Float64Array(table.length);
  const sumWY = new Float64Array(table.length);
  const firstCache = new Map<string, { placement: Placement; value: number }>();
  let rng: RngState = makeRng(options.seed);
  const all = Array.from({ length: CODE_COUNT }, (_, i) => i);
  for (let game = 0; game < options.games; game++) {
    let code: number;
    [code, rng] = nextInt(rng, 0, CODE_COUNT - 1);
    let cands = all;
    let rows = 0;
    let supply = WHITE_DICE;
    while (cands.length >= 3 && !mustSolve(rows, supply)) {
      let roll: number[];
      [roll, rng] = rollDice(rng, Math.min(DICE_PER_ROLL, supply));
      let best: { placement: Placement; value: number };
      if (rows === 0) {
        const key = roll.slice().sort().join('');
        best = firstCache.get(key) ?? bestPlacement(model, cands, roll, rows, supply);
        firstCache.set(key, best);
      } else {
        best = bestPlacement(model, cands, roll, rows, supply);
        const [i, w] = gridPos(cands.length);
        const base = ((rows - 1) * TABLE_SUPPLY + supply) * g;
        sumW[base + i]! += 1 - w;
        sumWY[base + i]! += (1 - w) * best.value;
        sumW[base + i + 1]! += w;
        sumWY[base + i + 1]! += w * best.value;
      }
      let chosen = best.placement;
      let u: number;
      [u, rng] = nextFloat(rng);
      if (u < options.explore) {
        const all = rollPlacements(roll);
        let pick: number;
        [pick, rng] = nextInt(rng, 0, all.length - 1);
        chosen = all[pick]!;
      }
      const key = keyOf(chosen.vals, code);
      cands = cands.filter((c) => keyOf(chosen.vals, c) === key);
      rows++;
      supply -= chosen.dice;
    }
  }
  return fillTable(table, sumW, sumWY, options.priorWeight);
}

/** Cells with less data weight than this are filled from their neighbours instead of their own average. */
const MIN_WEIGHT = 4;

/**
 * Turns per-cell sums into a table: cells with data average it with the previous value (pseudo-count
 * `priorWeight`); cells without are interpolated, or extrapolated, in log n from their (rows, supply) line;
 * lines without data copy the line one supply higher, less one point; each line is made non-increasing in n.
 */
export function fillTable(
  prev: readonly number[],
  sumW: Float64Array,
  sumWY: Float64Array,
  priorWeight: number,
): number[] {
  const g = N_GRID.length;
  const logs = N_GRID.map((n) => Math.log(n));
  const out = prev.slice();
  for (let r = TABLE_ROWS; r >= 1; r--) {
    for (let s = TABLE_SUPPLY - 1; s >= 0; s--) {
      const base = ((r - 1) * TABLE_SUPPLY + s) * g;
      const known: number[] = [];
      for (let i = 1; i < g; i++) {
        const w = sumW[base + i]!;
        if (w >= MIN_WEIGHT) {
          out[base + i] = (sumWY[base + i]! + priorWeight * prev[base + i]!) / (w + priorWeight);
          known.push(i);
        }
      }
      const win = 20 + 5 * (7 - r) + s;
      if (known.length === 0) {
        for (let i = 0; i < g; i++) {
          const above = s + 1 < TABLE_SUPPLY ? out[base + g + i]! - 1 : heuristicValue(N_GRID[i]!, r, s);
          out[base + i] = Math.max(win / N_GRID[i]!, above);
        }
        continue;
      }
      const first = known[0]!;
      const last = known[known.length - 1]!;
      for (let i = 1; i < g; i++) {
        if (known.includes(i)) continue;
        if (i < first) out[base + i] = out[base + first]!;
        else if (i > last) {
          const from = known.length > 1 ? known[Math.max(0, known.length - 3)]! : last;
          const slope =
            from < last ? Math.min(0, (out[base + last]! - out[base + from]!) / (logs[last]! - logs[from]!)) : -4;
          out[base + i] = Math.max(
            win / N_GRID[i]!,
            out[base + last]! + Math.min(slope, -2) * (logs[i]! - logs[last]!),
          );
        } else {
          let lo = i - 1;
          while (!known.includes(lo)) lo--;
          let hi = i + 1;
          while (!known.includes(hi)) hi++;
          const t = (logs[i]! - logs[lo]!) / (logs[hi]! - logs[lo]!);
          out[base + i] = out[base + lo]! * (1 - t) + out[base + hi]! * t;
        }
      }
      out[base] = Math.max(out[base]!, out[base + 1]!);
      monotoneDown(out, base, g, sumW);
    }
  }
  // A die more in the supply, or a row less used, is never worse.
  for (let r = 1; r <= TABLE_ROWS; r++)
    for (let s = 1; s < TABLE_SUPPLY; s++)
      for (let i = 0; i < g; i++) {
        const at = ((r - 1) * TABLE_SUPPLY + s) * g + i;
        out[at] = Math.max(out[at]!, out[at - g]!);
      }
  for (let r = TABLE_ROWS - 1; r >= 1; r--)
    for (let at = (r - 1) * TABLE_SUPPLY * g; at < r * TABLE_SUPPLY * g; at++)
      out[at] = Math.max(out[at]!, out[at + TABLE_SUPPLY * g]!);
  return out;
}

/** Weighted pool-adjacent-violators: makes out[base..base+g) non-increasing, keeping weighted means. */
function monotoneDown(out: number[], base: number, g: number, weights: Float64Array): void {
  const blocks: { value: number; weight: number; size: number }[] = [];
  for (let i = 0; i < g; i++) {
    let block = { value: out[base + i]!, weight: Math.max(1, weights[base + i]!), size: 1 };
    while (blocks.length > 0 && blocks[blocks.length - 1]!.value < block.value) {
      const prev = blocks.pop()!;
      const weight = prev.weight + block.weight;
      block = {
        value: (prev.value * prev.weight + block.value * block.weight) / weight,
        weight,
        size: prev.size + block.size,
      };
    }
    blocks.push(block);
  }
  let i = 0;
  for (const block of blocks) for (let k = 0; k < block.size; k++) out[base + i++] = block.value;
}

/** Averages several tables cell by cell (the last rounds of a fit), to smooth out sampling noise. */
export function averageTables(tables: readonly (readonly number[])[]): number[] {
  return tables[0]!.map((_, i) => tables.reduce((sum, t) => sum + t[i]!, 0) / tables.length);
}

/** The source of solver-values.ts for a table (rounded to 0.01) and the first-row choices it implies. */
export function valuesModuleSource(table: readonly number[]): string {
  const rounded = table.map((v) => Math.round(v * 100) / 100);
  const model = tableModel(rounded);
  const all = Array.from({ length: CODE_COUNT }, (_, i) => i);
  const first: string[] = [];
  for (const outcome of rollOutcomes(DICE_PER_ROLL)) {
    const { placement } = bestPlacement(model, all, outcome.values, 0, WHITE_DICE);
    first.push(`'${outcome.values.join('')}':'${Array.from(placement.vals).join('')}'`);
  }
  const lines: string[] = [];
  for (let i = 0; i < rounded.length; i += N_GRID.length)
    lines.push(`  ${rounded.slice(i, i + N_GRID.length).join(',')},`);
  return [
    "// The solver bot's value table and first-row choices, fitted offline by simulated play (solver-train.ts). Generated.",
    '',
    '/** Flat table: (rows − 1) × 19 + supply, then one value per N_GRID point (solver-model.ts): expected final score of rolling on. */',
    '// prettier-ignore',
    'export const VALUE_TABLE: readonly number[] = [',
    ...lines,
    '];',
    '',
    "/** First-row placement per sorted roll ('1123' → values per column, '0' = empty), implied by the table. */",
    '// prettier-ignore',
    'export const FIRST_MOVES: Readonly<Record<string, string>> = {',
    ...first.reduce<string[]>((acc, item, i) => {
      if (i % 8 === 0) acc.push(`  ${item},`);
      else acc[acc.length - 1] += ` ${item},`;
      return acc;
    }, []),
    '};',
    '',
  ].join('\n');
}
