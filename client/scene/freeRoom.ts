// Where the table shell's HTML panels leave the 3D view free (measured in the DOM), so the director frames its
// shots between them: the seats and score on the left, the log on the right, the top bar and turn line above,
// the game's controls below. Without panels (the overlay, a folded HUD) the whole canvas is free.
import type { FreeRoom } from './director.js';
import { WHOLE_ROOM } from './director.js';

/** Room kept between a framed shot and a panel (px). */
const PAD = 12;

function rectsOf(selector: string): DOMRect[] {
  return [...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
}

/** The free part of `canvas` between the HUD's panels, as fractions; the whole canvas when they leave too little. */
export function measureFreeRoom(canvas: HTMLElement): FreeRoom {
  const c = canvas.getBoundingClientRect();
  const w = Math.max(1, c.width), h = Math.max(1, c.height);
  let top = 0, bottom = h;
  for (const r of [...rectsOf('.hud-top > *'), ...rectsOf('.hud-center > *')]) top = Math.max(top, r.bottom - c.top);
  for (const r of rectsOf('.hud-bottom > *')) bottom = Math.min(bottom, r.top - c.top);
  const left = Math.max(0, ...rectsOf('.hud-left > *').map((r) => r.right - c.left));
  const right = Math.min(w, ...rectsOf('.hud-right > *').map((r) => r.left - c.left));
  // Narrow windows stack the panels over the table: then frame on the whole canvas rather than a sliver.
  const x0 = right - left >= 0.3 * w ? left : 0, x1 = right - left >= 0.3 * w ? right : w;
  const [y0, y1] = bottom - top >= 0.3 * h ? [top, bottom] : [0, h];
  if (x0 === 0 && x1 === w && y0 === 0 && y1 === h) return WHOLE_ROOM;
  return { x0: (x0 + PAD) / w, y0: (y0 + PAD) / h, x1: (x1 - PAD) / w, y1: (y1 - PAD) / h };
}
