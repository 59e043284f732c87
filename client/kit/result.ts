// What every game's result card says first: the reader's own name is `you`, and the headline names the winner,
// the winners on equal scores, or says the reader won — the same three sentences in each game's namespace.
import { joinNames, type Translate } from './describe.js';

/** Props of every game's result card: the final view, the engine's result, the reader's seat and the shell's names. */
export interface ResultCardProps<V, R> {
  readonly view: V;
  readonly result: R;
  readonly seat: number | null;
  readonly seatNames: readonly string[];
}

/** The top of a result card, as the panels show it. */
export interface WinHeadline {
  /** A seat's name as the reader sees it (`you`, the shell's name, or `#n`). */
  readonly name: (seat: number) => string;
  /** Whether the reader's seat is among the winners. */
  readonly youWin: boolean;
  /** The sentence, lower-case first letter as translated (capitalise it where it opens a line). */
  readonly headline: string;
}

/** The headline from the game's `t` (keys `you`, `and`, `result.youWin`, `result.wins`, `result.winMany`). */
export function winHeadline(
  t: Translate,
  winners: readonly number[],
  seat: number | null,
  seatNames: readonly string[],
): WinHeadline {
  const name = (s: number) => (s === seat ? t('you') : seatNames[s] || `#${s + 1}`);
  const youWin = seat !== null && winners.includes(seat);
  const headline =
    youWin && winners.length === 1
      ? t('result.youWin')
      : t(winners.length === 1 ? 'result.wins' : 'result.winMany', { names: joinNames(winners.map(name), t('and')) });
  return { name, youWin, headline };
}

/** The seats of a result card in its order: the highest score first, seat order on equal scores. */
export function bestFirst(seats: number, scores: readonly number[]): number[] {
  return Array.from({ length: seats }, (_, s) => s).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
}
