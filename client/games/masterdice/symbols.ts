// The look of each colour and feedback kind, in one place for the 3D prints and the HTML panels:
// colour is never the only cue, every colour has its symbol and every marker its own shape.
import { COLOURS, type Colour } from '../../../shared/games/masterdice/index.js';

/** The symbol printed for each colour: blue circle, red triangle, yellow square, green star. */
export const SYMBOL: Readonly<Record<Colour, string>> = { blue: '●', red: '▲', yellow: '■', green: '★' };

/** Ink of each colour on the printed board and in the panels (the dice helper's die bodies, slightly deeper). */
export const INK: Readonly<Record<Colour, string>> = {
  blue: '#1d5fc4',
  red: '#c8302c',
  yellow: '#e0b000',
  green: '#23894a',
};

/** Text colour drawn on top of each colour's ink. */
export const ON_INK: Readonly<Record<Colour, string>> = { blue: '#fff', red: '#fff', yellow: '#1b1a16', green: '#fff' };

/** The three feedback marker kinds, in slot order. */
export const MARKER_KINDS = ['equal', 'lower', 'higher'] as const;
/** One feedback marker kind. */
export type MarkerKind = (typeof MARKER_KINDS)[number];

/**
 * The outline of the "lower" arrow (x right, y towards the solver; unit half-width ≈ 0.8, tip at y = 1.05): the
 * printed legend draws it and the 3D token is it extruded; "higher" is the same turned to point away. Two
 * opposite arrows differ in shape from every side, the top camera included, not only in ebony and ivory.
 */
export const LOWER_ARROW: readonly (readonly [number, number])[] = [
  [0, 1.05],
  [0.8, 0.15],
  [0.3, 0.15],
  [0.3, -1],
  [-0.3, -1],
  [-0.3, 0.15],
  [-0.8, 0.15],
];

/** Colour of a column by index (0 blue … 3 green). */
export function colourAt(column: number): Colour {
  return COLOURS[column] ?? 'blue';
}

/** A code as text with symbols, for the log and the panels. Example: [4, 1, 6, 2] → "●4 ▲1 ■6 ★2". */
export function codeText(code: readonly (number | null)[]): string {
  return code.map((v, c) => `${SYMBOL[colourAt(c)]}${v ?? '–'}`).join(' ');
}
