// The shell's seat colours: the swatch beside a seat in the seats panel, beside its player's chat lines and on his
// reaction bubbles, so the eye links a line to a seat. Never the only cue: the name and the seat number go with it.

/** Seats 0–5: terracotta, blue, amber, purple, teal, rose (apart in hue and lightness on the warm panels). */
const SEAT_COLOURS = ['#b4432c', '#2f62b8', '#b07a12', '#7a46b0', '#1f7a72', '#a8406e'] as const;
/** A spectator's lines: a quiet grey-brown. */
const SPECTATOR_COLOUR = '#8a7768';

/** The colour of seat `seat` (null: a spectator); any seat number wraps around the six. */
export function seatColour(seat: number | null): string {
  if (seat === null) return SPECTATOR_COLOUR;
  return SEAT_COLOURS[((seat % SEAT_COLOURS.length) + SEAT_COLOURS.length) % SEAT_COLOURS.length]!;
}
