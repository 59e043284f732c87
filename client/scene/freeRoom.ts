// Where the table shell's HTML panels leave the 3D view free (measured in the DOM), so the framed cameras and the
// director fit the pieces between them: the seats and score on the left, the log on the right, the top bar and turn
// line above, the game's controls below (or on the right, where a short landscape screen docks them). Without
// panels (the overlay, a folded HUD) the whole canvas is free.
import type { FreeRoom } from './director.js';
import { WHOLE_ROOM } from './director.js';

/** Room kept between what is framed and a panel (px). */
const PAD = 10;

/** The panels' edges in canvas pixels (left, top, right, bottom of the free part), that part as fractions, and the canvas' size (px) they are of. */
export interface MeasuredRoom {
  readonly edges: readonly [number, number, number, number];
  readonly rect: FreeRoom;
  readonly size: readonly [number, number];
}

function rectsOf(selector: string): DOMRect[] {
  return [...document.querySelectorAll(selector)]
    .map((e) => e.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
}

/** Measures the free room between the shell's panels over `canvas` (the whole canvas when the panels leave too little). */
export function measureRoom(canvas: HTMLElement): MeasuredRoom {
  const c = canvas.getBoundingClientRect();
  const w = Math.max(1, c.width),
    h = Math.max(1, c.height);
  let top = 0,
    bottom = h,
    left = 0,
    right = w;
  for (const r of rectsOf('.hud-top > *')) top = Math.max(top, r.bottom - c.top);
  // The turn line and the guide's advice hang below the top bar: counted only while they leave room enough.
  let centre = top;
  for (const r of rectsOf('.hud-center > *')) centre = Math.max(centre, r.bottom - c.top);
  const rights = rectsOf('.hud-right > *');
  for (const r of rectsOf('.hud-bottom > *')) {
    // The game's controls: a bar along the bottom, or a column docked on the right (short landscape screens),
    // which reaches the window's right side (a short bar centred at the bottom is no column).
    if (r.left - c.left > 0.4 * w && c.right - r.right < 0.1 * w) rights.push(r);
    else bottom = Math.min(bottom, r.top - c.top);
  }
  const lefts = rectsOf('.hud-left > *');
  const l = Math.max(0, ...lefts.map((r) => r.right - c.left));
  const rr = Math.min(w, ...rights.map((r) => r.left - c.left));
  if (rr - l >= 0.3 * w) {
    left = l;
    right = rr;
  } else {
    // A narrow window stacks the panels under the top bar: frame below them when that leaves room enough.
    const under = Math.max(0, ...[...lefts, ...rights].map((r) => r.bottom - c.top));
    if (bottom - under >= 0.4 * h) top = Math.max(top, under);
  }
  if (bottom - Math.max(top, centre) >= 0.3 * h) top = Math.max(top, centre);
  if (bottom - top < 0.3 * h) [top, bottom] = [0, h];
  const edges: [number, number, number, number] = [left, top, right, bottom];
  const rect = { x0: (left + PAD) / w, y0: (top + PAD) / h, x1: (right - PAD) / w, y1: (bottom - PAD) / h };
  return { edges, rect, size: [w, h] };
}

/** The free part of `canvas` as fractions, for the director: the whole canvas when no panel covers it. */
export function measureFreeRoom(canvas: HTMLElement): FreeRoom {
  const { edges, rect } = measureRoom(canvas);
  const c = canvas.getBoundingClientRect();
  return edges[0] === 0 && edges[1] === 0 && edges[2] === c.width && edges[3] === c.height ? WHOLE_ROOM : rect;
}
