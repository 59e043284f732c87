// The printed card inlaid in the codemaster board, painted once at run time: column bands with colour
// badges (symbols too) at both ends, numbered attempt rows with their wells and feedback slots, the
// solution row and the code row behind the screen.
import type { CanvasTexture } from 'three';
import { ATTEMPT_ROWS, COLOURS } from '../../../shared/games/masterdice/index.js';
import { makeCanvas, paintRandom, paperGrain, roundRect } from '../../scene/paint.js';
import { canvasTexture } from '../../scene/textures.js';
import {
  BOARD_BACK,
  BOARD_FRONT,
  BOARD_HALF_WIDTH,
  CELL_SIZE,
  CODE_Z,
  COLUMN_X,
  FAR_HEAD_Z,
  HEAD_Z,
  MARKER_X,
  ROW_NUMBER_X,
  ROW_PITCH,
  SCREEN_Z,
  SOLUTION_Z,
  rowZ,
} from './layout.js';
import { colourBadge, markerIcon } from './paint.js';
import { INK } from './symbols.js';

/** Width of the wooden rim around the card, in units. */
export const CARD_INSET = 0.07;
/** The card's extent in the board frame. */
export const CARD = {
  x0: -BOARD_HALF_WIDTH + CARD_INSET,
  x1: BOARD_HALF_WIDTH - CARD_INSET,
  z0: BOARD_BACK + CARD_INSET,
  z1: BOARD_FRONT - CARD_INSET,
} as const;

const PX = 440;
const INK_DARK = '#3b2414';
const GOLD = '#b08a35';

let texture: CanvasTexture | null = null;

/** The card texture (canvas top = the coder's end, so the solver reads it upright). */
export function boardCardTexture(): CanvasTexture {
  if (texture) return texture;
  const w = Math.round((CARD.x1 - CARD.x0) * PX);
  const h = Math.round((CARD.z1 - CARD.z0) * PX);
  const [canvas, g] = makeCanvas(w, h);
  const pixelX = (x: number) => (x - CARD.x0) * PX;
  const pixelY = (z: number) => (z - CARD.z0) * PX;
  const pixels = (d: number) => d * PX;
  const rnd = paintRandom(5);

  // Paper.
  g.fillStyle = '#efe4cc';
  g.fillRect(0, 0, w, h);
  paperGrain(g, w, h, rnd, 1);

  // Double border.
  g.strokeStyle = INK_DARK;
  g.lineWidth = pixels(0.012);
  roundRect(g, pixels(0.04), pixels(0.04), w - pixels(0.08), h - pixels(0.08), pixels(0.06));
  g.stroke();
  g.strokeStyle = GOLD;
  g.lineWidth = pixels(0.006);
  roundRect(g, pixels(0.065), pixels(0.065), w - pixels(0.13), h - pixels(0.13), pixels(0.045));
  g.stroke();

  // Colour bands down each column, from the solver's heads to the coder's heads.
  COLOURS.forEach((colour, c) => {
    const x = pixelX(COLUMN_X[c] as number);
    const top = pixelY(FAR_HEAD_Z) - pixels(0.13);
    const bottom = pixelY(HEAD_Z) + pixels(0.13);
    g.fillStyle = INK[colour];
    g.globalAlpha = 0.13;
    roundRect(g, x - pixels(0.135), top, pixels(0.27), bottom - top, pixels(0.13));
    g.fill();
    g.globalAlpha = 0.45;
    g.strokeStyle = INK[colour];
    g.lineWidth = pixels(0.004);
    g.stroke();
    g.globalAlpha = 1;
  });

  // Column heads: for the solver at his end, turned to face the coder at the far end.
  COLOURS.forEach((_, c) => {
    colourBadge(g, c, pixelX(COLUMN_X[c] as number), pixelY(HEAD_Z), pixels(0.092));
    colourBadge(g, c, pixelX(COLUMN_X[c] as number), pixelY(FAR_HEAD_Z), pixels(0.085), Math.PI);
  });

  // Feedback legend above the marker slots.
  markerIcon(g, 'equal', pixelX(MARKER_X[0] + 0.05), pixelY(HEAD_Z), pixels(0.06));
  markerIcon(g, 'lower', pixelX((MARKER_X[1] + MARKER_X[2]) / 2), pixelY(HEAD_Z), pixels(0.065));
  markerIcon(g, 'higher', pixelX(MARKER_X[3] - 0.05), pixelY(HEAD_Z), pixels(0.065));
  // The same legend at the coder's end, turned to face him (his left is +x).
  markerIcon(g, 'equal', pixelX(MARKER_X[3] - 0.05), pixelY(FAR_HEAD_Z), pixels(0.06), Math.PI);
  markerIcon(g, 'lower', pixelX((MARKER_X[1] + MARKER_X[2]) / 2), pixelY(FAR_HEAD_Z), pixels(0.065), Math.PI);
  markerIcon(g, 'higher', pixelX(MARKER_X[0] + 0.05), pixelY(FAR_HEAD_Z), pixels(0.065), Math.PI);

  const well = (x: number, z: number, rim: string) => {
    const s = pixels(CELL_SIZE);
    const grad = g.createRadialGradient(pixelX(x), pixelY(z), s * 0.1, pixelX(x), pixelY(z), s * 0.75);
    grad.addColorStop(0, 'rgba(255,250,238,0.9)');
    grad.addColorStop(1, 'rgba(150,120,80,0.55)');
    g.fillStyle = grad;
    roundRect(g, pixelX(x) - s / 2, pixelY(z) - s / 2, s, s, s * 0.18);
    g.fill();
    g.strokeStyle = rim;
    g.lineWidth = pixels(0.006);
    g.stroke();
  };

  /**
   * An empty marker socket as a hole bored in the tray: its floor the tray's green a shade deeper, its far wall in
   * shadow, its near lip catching the light. Mid-toned all through, so it never passes for an ebony or ivory marker.
   */
  const socketHole = (x: number, y: number, r: number) => {
    g.fillStyle = '#3c5444';
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#557360';
    g.beginPath();
    g.arc(x, y + r * 0.2, r * 0.82, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = 'rgba(205,225,205,0.75)';
    g.lineWidth = r * 0.14;
    g.beginPath();
    g.arc(x, y, r * 1.04, Math.PI * 0.12, Math.PI * 0.88);
    g.stroke();
  };

  // Attempt rows: number, four wells, the feedback tray.
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (let r = 0; r < ATTEMPT_ROWS; r++) {
    const z = rowZ(r);
    if (r > 0) {
      g.strokeStyle = 'rgba(59,36,20,0.18)';
      g.lineWidth = pixels(0.003);
      g.beginPath();
      g.moveTo(pixelX(ROW_NUMBER_X - 0.1), pixelY(z + ROW_PITCH / 2));
      g.lineTo(pixelX(MARKER_X[3] + 0.1), pixelY(z + ROW_PITCH / 2));
      g.stroke();
    }
    g.fillStyle = INK_DARK;
    g.beginPath();
    g.arc(pixelX(ROW_NUMBER_X), pixelY(z), pixels(0.07), 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#f3e9d2';
    g.font = `700 ${Math.round(pixels(0.095))}px Georgia, 'Times New Roman', serif`;
    g.fillText(String(r + 1), pixelX(ROW_NUMBER_X), pixelY(z) + pixels(0.006));
    COLUMN_X.forEach((x) => {
      well(x, z, 'rgba(59,36,20,0.55)');
    });
    // Feedback tray: a sage-green pill (ivory, ebony and brass all stand out on it) with four sockets.
    g.fillStyle = '#5f7d66';
    roundRect(
      g,
      pixelX(MARKER_X[0] - 0.095),
      pixelY(z) - pixels(0.1),
      pixels(MARKER_X[3] - MARKER_X[0] + 0.19),
      pixels(0.2),
      pixels(0.1),
    );
    g.fill();
    for (const mx of MARKER_X) socketHole(pixelX(mx), pixelY(z), pixels(0.066));
  }

  // The gold line before the solution row, then the solution row itself.
  const lineZ = (rowZ(ATTEMPT_ROWS - 1) + SOLUTION_Z) / 2;
  g.strokeStyle = GOLD;
  g.lineWidth = pixels(0.008);
  g.beginPath();
  g.moveTo(pixelX(ROW_NUMBER_X - 0.1), pixelY(lineZ));
  g.lineTo(pixelX(MARKER_X[3] + 0.1), pixelY(lineZ));
  g.stroke();
  g.fillStyle = GOLD;
  g.save();
  g.translate(pixelX(ROW_NUMBER_X), pixelY(SOLUTION_Z));
  g.rotate(Math.PI / 4);
  g.fillRect(-pixels(0.06), -pixels(0.06), pixels(0.12), pixels(0.12));
  g.restore();
  g.fillStyle = '#fff8e6';
  g.font = `700 ${Math.round(pixels(0.1))}px Georgia, 'Times New Roman', serif`;
  g.fillText('?', pixelX(ROW_NUMBER_X), pixelY(SOLUTION_Z) + pixels(0.006));
  COLUMN_X.forEach((x) => {
    well(x, SOLUTION_Z, GOLD);
  });
  // Beside the solution row: a gold star, the prize for the right code.
  g.fillStyle = GOLD;
  g.font = `700 ${Math.round(pixels(0.16))}px Georgia, 'Times New Roman', serif`;
  g.fillText('★', pixelX((MARKER_X[0] + MARKER_X[3]) / 2), pixelY(SOLUTION_Z) + pixels(0.01));

  // Under the screen: a dark strip; behind it, the code row's sockets (the coder's side).
  g.fillStyle = 'rgba(59,36,20,0.85)';
  g.fillRect(pixelX(CARD.x0) + pixels(0.08), pixelY(SCREEN_Z) - pixels(0.035), w - pixels(0.16), pixels(0.07));
  COLUMN_X.forEach((x) => {
    const s = pixels(CELL_SIZE);
    g.fillStyle = 'rgba(40,26,14,0.85)';
    roundRect(g, pixelX(x) - s / 2, pixelY(CODE_Z) - s / 2, s, s, s * 0.18);
    g.fill();
    g.strokeStyle = GOLD;
    g.lineWidth = pixels(0.006);
    g.stroke();
  });

  texture = canvasTexture(canvas);
  return texture;
}
