// The players' colours and patterns (cables, the shop's sticks, the HTML seat swatches): colour is never the
// only cue, so each seat's cables also carry a pattern painted along the stick. The felt is green, so no seat
// is green: red, blue, yellow, purple and ivory stay apart in hue and in lightness.

/** The pattern painted on a seat's cables, for players who cannot tell the colours apart. */
export type CablePattern = 'plain' | 'bands' | 'stripes' | 'dots' | 'ring';

/** One seat's look. Example: `{ colour: '#c8402e', light: '#f39a82', dark: '#6a1c12', pattern: 'plain', name: 'red' }`. */
export interface SeatLook {
  readonly colour: string;
  /** A lighter tint (glows, the network's light at the end). */
  readonly light: string;
  /** A darker shade (the pattern's ink). */
  readonly dark: string;
  readonly pattern: CablePattern;
  /** An id for the colour (the strings may translate 'web.colour.<name>'). */
  readonly name: 'red' | 'blue' | 'yellow' | 'purple' | 'ivory';
}

/** Seats 0–4 in order: plain red, banded blue, striped yellow, dotted purple, ringed ivory. */
export const SEAT_LOOKS: readonly SeatLook[] = [
  { colour: '#c8402e', light: '#ff9a82', dark: '#5a140c', pattern: 'plain', name: 'red' },
  { colour: '#2f6cc9', light: '#9cc2ff', dark: '#0f2a55', pattern: 'bands', name: 'blue' },
  { colour: '#e8b52a', light: '#ffe48a', dark: '#4a3604', pattern: 'stripes', name: 'yellow' },
  { colour: '#8a4fc2', light: '#d4a8ff', dark: '#2e1048', pattern: 'dots', name: 'purple' },
  { colour: '#ece4d2', light: '#ffffff', dark: '#3a2e22', pattern: 'ring', name: 'ivory' },
];

/** The look of a seat (any index wraps around the five). */
export function seatLook(seat: number): SeatLook {
  return SEAT_LOOKS[((seat % SEAT_LOOKS.length) + SEAT_LOOKS.length) % SEAT_LOOKS.length]!;
}

/**
 * Paints a seat's stick (colour and pattern) into the rectangle x, y, w × h of a 2D canvas, the stick's length
 * along w. The scene's cable atlas and the HTML swatches both use it, so a seat looks the same everywhere.
 */
export function paintCable(
  g: CanvasRenderingContext2D,
  seat: number,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const look = seatLook(seat);
  g.save();
  g.beginPath();
  g.rect(x, y, w, h);
  g.clip();
  g.fillStyle = look.colour;
  g.fillRect(x, y, w, h);
  // A soft wood grain under the paint.
  g.globalAlpha = 0.12;
  g.strokeStyle = '#000000';
  g.lineWidth = Math.max(1, h * 0.04);
  for (let k = 1; k < 6; k++) {
    g.beginPath();
    g.moveTo(x, y + (h * k) / 6 + Math.sin(k) * h * 0.04);
    g.bezierCurveTo(
      x + w * 0.3,
      y + (h * k) / 6 - h * 0.05,
      x + w * 0.7,
      y + (h * k) / 6 + h * 0.05,
      x + w,
      y + (h * k) / 6,
    );
    g.stroke();
  }
  g.globalAlpha = 1;
  g.fillStyle = look.dark;
  switch (look.pattern) {
    case 'plain':
      break;
    case 'bands':
      // Two bands near the ends.
      for (const at of [0.24, 0.7]) g.fillRect(x + w * at, y, w * 0.07, h);
      break;
    case 'stripes':
      // Slanted stripes all along (a hazard pattern).
      g.beginPath();
      for (let sx = -h; sx < w + h; sx += h * 0.9) {
        g.moveTo(x + sx, y + h);
        g.lineTo(x + sx + h * 0.45, y + h);
        g.lineTo(x + sx + h * 0.45 + h * 0.7, y);
        g.lineTo(x + sx + h * 0.7, y);
        g.closePath();
      }
      g.fill();
      break;
    case 'dots':
      for (let k = 0; k < 5; k++) {
        g.beginPath();
        g.arc(x + w * (0.14 + k * 0.18), y + h / 2, h * 0.26, 0, Math.PI * 2);
        g.fill();
      }
      break;
    case 'ring':
      // One broad band in the middle, with a thin light line each side.
      g.fillRect(x + w * 0.4, y, w * 0.2, h);
      break;
  }
  g.restore();
}
