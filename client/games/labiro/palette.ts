// The players' colours and symbols (pawns, flags, chests, the HTML seat swatches): colour is never the only
// cue, so each seat also has a shape printed on its pieces.

/** The symbol printed on a seat's pawn, flag and chest, for players who cannot tell the colours apart. */
export type SeatSymbol = 'circle' | 'square' | 'triangle' | 'diamond';

/** One seat's look. Example: `{ colour: '#c8402e', light: '#f08a70', dark: '#6e1d12', symbol: 'circle', name: 'red' }`. */
export interface SeatLook {
  readonly colour: string;
  /** A lighter tint (glows, the symbol's rim). */
  readonly light: string;
  /** A darker shade (chest bands, ink). */
  readonly dark: string;
  readonly symbol: SeatSymbol;
  /** An id for the colour (the strings translate 'labiro.colour.<name>'). */
  readonly name: 'red' | 'blue' | 'yellow' | 'green';
}

/** Seats 0–3 in order: red circle, blue square, yellow triangle, green diamond (distinct in hue and lightness). */
export const SEAT_LOOKS: readonly SeatLook[] = [
  { colour: '#c8402e', light: '#f39a82', dark: '#6a1c12', symbol: 'circle', name: 'red' },
  { colour: '#2f6cc9', light: '#93b9f2', dark: '#163766', symbol: 'square', name: 'blue' },
  { colour: '#e0b12a', light: '#ffe08a', dark: '#7a5a08', symbol: 'triangle', name: 'yellow' },
  { colour: '#2f9a5a', light: '#8fe0ae', dark: '#134a2a', symbol: 'diamond', name: 'green' },
];

/** The look of a seat (any index wraps around the four). */
export function seatLook(seat: number): SeatLook {
  return SEAT_LOOKS[((seat % SEAT_LOOKS.length) + SEAT_LOOKS.length) % SEAT_LOOKS.length]!;
}
