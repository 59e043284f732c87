// What Web's director camera frames after an event (GameClient.directorShot): the squares of a card just laid,
// the cable just laid with both its ends (and the computer it reached); draws and buys (cards and sticks going to
// a seat's hand) are left to the wide shot. Positions come from layout.ts: the grid frame the scene fits to the network.
import type { WebView } from '../../../shared/games/web/game-types.js';
import { shotAround } from '../../scene/director.js';
import type { DirectorShot } from '../../kit/contract.js';
import { gridFrame, squarePosition, type GridFrame } from './layout.js';

type AnyEvent = { type: string } & Record<string, unknown>;
type XY = readonly [number, number];

const isXY = (v: unknown): v is XY =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number';

/** The grid frame of the squares in use, as the scene model computes it (sceneModel in model.ts). */
function frameOf(view: WebView): GridFrame {
  const used: XY[] = [];
  for (const c of view.table) for (const s of c.squares) used.push([s.x, s.y]);
  for (const o of view.obstacles) used.push(o);
  return gridFrame(used);
}

/** The director's shot for one Web event, or null. */
export function directorShot(event: AnyEvent, view: WebView): DirectorShot | null {
  const frame = frameOf(view);
  // Squares are drawn at most 7 cm: keep two squares of room round what is framed, and never closer than a card's neighbourhood.
  const pad = Math.max(frame.size * 2, 0.9);
  switch (event.type) {
    case 'played': {
      const card = event.card as { squares?: unknown } | undefined;
      const squares = Array.isArray(card?.squares) ? (card.squares as { x?: unknown; y?: unknown }[]) : [];
      const points = squares
        .filter((s) => typeof s.x === 'number' && typeof s.y === 'number')
        .map((s) => squarePosition(frame, s.x as number, s.y as number));
      return shotAround(points, pad);
    }
    case 'cabled': {
      const cable = event.cable as { a?: unknown; b?: unknown } | undefined;
      const ends = [cable?.a, cable?.b, event.computer].filter(isXY);
      return shotAround(
        ends.map(([x, y]) => squarePosition(frame, x, y)),
        pad,
        { hold: 3 },
      );
    }
    default:
      return null;
  }
}
