// Canvas-painted textures of the Masterdice set (no image files): felt and small printed tokens. Each is
// painted once on first use and shared; the woods are the table's (client/scene/textures.ts), the board card
// and the screen prints live in their own files.
import type { CanvasTexture } from 'three';
import { keyedOnce } from '../../scene/once.js';
import { makeCanvas, paintRandom, paintVerdictBadge } from '../../scene/paint.js';
import { canvasTexture } from '../../scene/textures.js';

const cached = keyedOnce<CanvasTexture>();

/** Felt for the trays' floors: a fine fibrous noise on a deep colour, tileable. */
export function feltTexture(colour: string): CanvasTexture {
  return cached(`felt:${colour}`, () => {
    const s = 256;
    const [canvas, g] = makeCanvas(s, s);
    const rnd = paintRandom(7);
    g.fillStyle = colour;
    g.fillRect(0, 0, s, s);
    for (let i = 0; i < 9000; i++) {
      const light = rnd() < 0.5;
      g.fillStyle = light
        ? `rgba(255,255,255,${(rnd() * 0.06).toFixed(3)})`
        : `rgba(0,0,0,${(rnd() * 0.1).toFixed(3)})`;
      const a = rnd() * Math.PI;
      const len = 1 + rnd() * 3;
      g.save();
      g.translate(rnd() * s, rnd() * s);
      g.rotate(a);
      g.fillRect(0, 0, len, 0.7);
      g.restore();
    }
    return canvasTexture(canvas, { repeat: true });
  });
}

/** The face of the "equal" marker: a black "=" engraved in a brass coin (reads the same from both seats). */
export function equalFaceTexture(): CanvasTexture {
  return cached('marker:equal', () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    g.fillStyle = '#c9a23a';
    g.fillRect(0, 0, s, s);
    g.strokeStyle = '#7a5a14';
    g.lineWidth = s * 0.05;
    g.beginPath();
    g.arc(s / 2, s / 2, s * 0.4, 0, Math.PI * 2);
    g.stroke();
    g.fillStyle = '#221a0c';
    const bw = s * 0.42;
    const bh = s * 0.1;
    g.fillRect(s / 2 - bw / 2, s / 2 - bh * 1.6, bw, bh);
    g.fillRect(s / 2 - bw / 2, s / 2 + bh * 0.6, bw, bh);
    return canvasTexture(canvas);
  });
}

/** The badge under a solution die after the reveal: a green tick or a red cross in a ring. */
export function verdictTexture(right: boolean): CanvasTexture {
  return cached(`verdict:${right}`, () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    paintVerdictBadge(g, s, right ? 'right' : 'wrong', 0.46);
    return canvasTexture(canvas);
  });
}
