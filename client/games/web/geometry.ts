// The shapes of the Web set, built once (unit sizes, scaled per instance): a card square's body (a box standing
// on y = 0), a printed face (a square facing up, its image's top towards −z), a cable stick (its length along x,
// the pattern along it), an obstacle coin, and the shop's tray (an open oak box).
import { BoxGeometry, type BufferGeometry, CylinderGeometry, PlaneGeometry } from 'three';
import { keyedOnce } from '../../scene/once.js';
import { mergeParts } from '../../scene/mergeParts.js';

const geo = keyedOnce<BufferGeometry>();

/** A unit box standing on y = 0 (a card square's body: scaled to the square and the card's thickness). */
export function bodyGeometry(): BufferGeometry {
  return geo('body', () => new BoxGeometry(1, 1, 1).translate(0, 0.5, 0));
}

/** A unit square facing up at y = 0 (a printed face; uv top towards −z). */
export function faceGeometry(): BufferGeometry {
  return geo('face', () => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2));
}

/** A unit stick standing on y = 0, its length along x (scaled to a cable). */
export function stickGeometry(): BufferGeometry {
  return geo('stick', () => new BoxGeometry(1, 1, 1).translate(0, 0.5, 0));
}

/** A unit coin (diameter 1, height 1) standing on y = 0; its top cap shows the printed face. */
export function coinGeometry(): BufferGeometry {
  return geo('coin', () => new CylinderGeometry(0.5, 0.5, 1, 32).translate(0, 0.5, 0));
}

/** The shop's tray: an open box `w` × `d` (scene units), walls `h` high, standing on y = 0. */
export function trayGeometry(w: number, d: number, h: number): BufferGeometry {
  return geo(`tray:${w}:${d}:${h}`, () => {
    const t = 0.05;
    const parts = [
      new BoxGeometry(w, 0.03, d).translate(0, 0.015, 0),
      new BoxGeometry(w, h, t).translate(0, h / 2, d / 2 - t / 2),
      new BoxGeometry(w, h, t).translate(0, h / 2, -d / 2 + t / 2),
      new BoxGeometry(t, h, d - 2 * t).translate(w / 2 - t / 2, h / 2, 0),
      new BoxGeometry(t, h, d - 2 * t).translate(-w / 2 + t / 2, h / 2, 0),
    ];
    return mergeParts(parts, 'web: tray');
  });
}
