// What the Web scene shows, as plain data (pure, no three): every card with its squares — on the table in the
// grid frame, on the piles' tops, fanned in each hand — every cable stick — laid on a side, waiting in front of
// its owner, or in the shop's tray — and the coins and holes. Each piece has a stable key (a card's id, a
// cable's side, a stick's place) and a pose; the scene glides a piece whose pose changes from the old pose to
// the new one (a card drawn from a pile into a hand, played from a hand onto the table, sticks bought), so
// this model is all the animation needs to know.
import type { CardFront, PlacedCard, Shape, WebView, XY } from '../../../shared/games/web/game-types.js';
import { BACK, BACK_PLAIN, LOGO_LEFT, LOGO_RIGHT, LOGO_SERVER, squareCell } from './prints.js';
import {
  BOARD_Y,
  CARD_T,
  FRONT_DX,
  HAND_SQUARE,
  SHOP_DX,
  fanSlot,
  gridFrame,
  gridToScene,
  networkRect,
  offsetFrom,
  pilePlace,
  pileReach,
  placeOf,
  type GridFrame,
  type SceneRect,
} from './layout.js';

/** Where a piece stands: centre (x, y, z), yaw about +y, and its scale (scene units per grid square). */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly yaw: number;
  readonly unit: number;
}

/** One square of a card in the card's own frame (square units from the card's centre, x right, z down the card). */
export interface CardCell {
  readonly lx: number;
  readonly lz: number;
  /** The squares-atlas cell printed on it. */
  readonly cell: number;
  /** Yaw of the print within the card (quarter turns of the card: the print turns with it). */
  readonly turn: number;
  /** Whether the square's north, east, south, west side is the card's edge (the ink border shows there). */
  readonly edges: readonly [boolean, boolean, boolean, boolean];
}

/** A card on the table, a pile's top, or a card in hand. */
export interface CardPiece {
  /** `card:<id>` (stable wherever the card goes). */
  readonly key: string;
  readonly pose: Pose;
  /** Which place it is in: `table`, `pile:<i>`, `hand:<seat>` (a piece changing place hops, one moving within it slides). */
  readonly where: string;
  readonly cells: readonly CardCell[];
  /** Cards under it (a pile's stack): its body is drawn that much thicker. */
  readonly under: number;
  /** The green dots tab beside a card in its owner's hand (squares-atlas cell), or null. */
  readonly tab: number | null;
  /** Whose hand it is in, or null (table, pile). */
  readonly seat: number | null;
}

/** Where a cable stick is. */
export type StickPlace = 'laid' | 'front' | 'shop';

/** One cable stick. */
export interface StickPiece {
  /** `cable:<ax>,<ay>:<bx>,<by>` when laid, else `front:<seat>:<i>` / `shop:<seat>:<i>`. */
  readonly key: string;
  /** Which place it is in: `laid`, `front:<seat>`, `shop:<seat>`. */
  readonly where: string;
  readonly seat: number;
  readonly place: StickPlace;
  readonly pose: Pose;
}

/** Everything the scene draws from one view. */
export interface SceneModel {
  readonly frame: GridFrame;
  /** The network's drawn area (its squares and obstacles plus one free square round them): the cameras frame it. */
  readonly network: SceneRect;
  /** How far the piles' columns stand from the centre line (they keep just clear of the network). */
  readonly pileReach: number;
  readonly cards: readonly CardPiece[];
  readonly sticks: readonly StickPiece[];
  /** Obstacle coins and holes, as scene poses on the felt. */
  readonly coins: readonly Pose[];
  readonly holes: readonly Pose[];
}

/** The cells of a shape turned `rotation` quarter turns, as the engine lays them (front square i on cell i). */
export type CellsOf = (shape: Shape, rotation: number) => readonly XY[];

/** Lifts a piece above the felt: cards on the table lie at BOARD_Y, in hand on the wooden rim. */
const RIM_Y = 0.003;
/** How long a stick is, in squares (it crosses the side between two squares). */
export const STICK_LENGTH = 0.56;
/** Unit of the sticks in front and in the shop (scene units per "square" of stick length). */
export const LOOSE_STICK_UNIT = 0.66;

/** The card-frame cells of squares at grid points `at` (their centre at the origin), printed `prints`. */
function cardCells(
  at: readonly XY[],
  prints: readonly number[],
  turn: number,
): { cells: CardCell[]; cx: number; cy: number } {
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (const [x, y] of at) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x + 1);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y + 1);
  }
  const cx = (minX + maxX) / 2,
    cy = (minY + maxY) / 2;
  const has = (x: number, y: number) => at.some((p) => p[0] === x && p[1] === y);
  const cells = at.map(
    ([x, y], i): CardCell => ({
      lx: x + 0.5 - cx,
      lz: y + 0.5 - cy,
      cell: prints[i] ?? 0,
      turn,
      edges: [!has(x, y - 1), !has(x + 1, y), !has(x, y + 1), !has(x - 1, y)],
    }),
  );
  return { cells, cx, cy };
}

/** The prints of a card's front squares, in order; the central card shows its logo. */
function printsOf(card: Pick<CardFront, 'id' | 'squares'>): number[] {
  if (card.id === 0) {
    let open = 0;
    return card.squares.map((s) => (s.kind === 'server' ? LOGO_SERVER : open++ === 0 ? LOGO_LEFT : LOGO_RIGHT));
  }
  return card.squares.map((s) => squareCell(s.kind, s.value));
}

/** A card as it lies on the table. */
function placedPiece(card: PlacedCard, frame: GridFrame): CardPiece {
  const { cells, cx, cy } = cardCells(
    card.squares.map((s) => [s.x, s.y] as XY),
    printsOf(card),
    card.rotation,
  );
  const [x, z] = gridToScene(frame, cx, cy);
  return {
    key: `card:${card.id}`,
    where: 'table',
    pose: { x, y: BOARD_Y, z, yaw: 0, unit: frame.size },
    cells,
    under: 0,
    tab: null,
    seat: null,
  };
}

/** A card front lying at `pose` (hand, pile): a straight card long side away from the player, prints upright. */
function frontPiece(
  card: CardFront,
  cellsOf: CellsOf,
  where: string,
  pose: Pose,
  under: number,
  tab: number | null,
  seat: number | null,
): CardPiece {
  const { cells } = cardCells(cellsOf(card.shape, card.shape === 'straight' ? 1 : 0), printsOf(card), 0);
  return { key: `card:${card.id}`, where, pose, cells, under, tab, seat };
}

/** The key of a laid cable. */
export function cableKey(a: XY, b: XY): string {
  return `cable:${a[0]},${a[1]}:${b[0]},${b[1]}`;
}

/** Where the k-th of `n` loose sticks lies at a seat's spot `dx` right of its place: side by side, in bundles of three. */
function loosePose(seat: number, dx: number, k: number, n: number, inTray: boolean): Pose {
  const place = placeOf(seat);
  // In the tray: layers of nine side by side, each layer shifted half a step (a stacked bundle); in front: side
  // by side, a little gap between bundles of three.
  const perRow = inTray ? 9 : 6;
  const layerN = Math.floor(k / perRow),
    col = k % perRow;
  const cols = inTray ? perRow : Math.min(n, perRow);
  const gap = inTray ? 0.095 : 0.1;
  const along =
    (col - (cols - 1) / 2) * gap +
    (inTray ? (layerN % 2) * gap * 0.5 - gap * 0.25 : (Math.floor(col / 3) - (Math.ceil(cols / 3) - 1) / 2) * 0.08);
  const p = offsetFrom(place, dx + along, inTray ? -0.06 : 0);
  const layer = inTray ? 0.03 + layerN * 0.064 : RIM_Y;
  // Sticks lie pointing at the table's middle, as if pushed forward by the player.
  return { x: p.x, y: layer, z: p.z, yaw: place.yaw + Math.PI / 2, unit: LOOSE_STICK_UNIT };
}

/** Cells of the hand cards' dots tabs: the owner sees 1–3 dots, anyone else sees nothing (no tab). */
function tabOf(dots: number | null): number | null {
  if (dots === null) return null;
  return dots >= 1 && dots <= 3 ? BACK + dots - 1 : BACK_PLAIN;
}

/** How far a picked hand card rises and slides towards the table, so its owner sees which one is in hand. */
const PICK_LIFT = 0.22,
  PICK_SLIDE = 0.45;

/**
 * The scene model of a view. `cellsOf` comes from the engine (how a shape's cells lie at a turn); `picked` is
 * the hand card this viewer has picked up (raised out of the fan), or null.
 */
export function sceneModel(view: WebView, cellsOf: CellsOf, picked: number | null = null): SceneModel {
  const used: XY[] = [];
  for (const c of view.table) for (const s of c.squares) used.push([s.x, s.y]);
  for (const o of view.obstacles) used.push(o);
  const frame = gridFrame(used);
  const reach = pileReach(networkRect(frame, used));
  const cards: CardPiece[] = view.table.map((c) => placedPiece(c, frame));
  view.piles.forEach((pile, i) => {
    if (!pile.top) return;
    const p = pilePlace(i, reach);
    cards.push(
      frontPiece(
        pile.top,
        cellsOf,
        `pile:${i}`,
        { x: p.x, y: BOARD_Y, z: p.z, yaw: p.yaw, unit: HAND_SQUARE },
        pile.count - 1,
        null,
        null,
      ),
    );
  });
  view.seats.forEach((s, seat) => {
    s.hand.forEach((card, i) => {
      const slot = fanSlot(seat, i, s.hand.length);
      const up = card.id === picked && seat === view.you;
      const pose = {
        x: slot.x - (up ? Math.sin(slot.yaw) * PICK_SLIDE : 0),
        y: RIM_Y + i * 0.004 + (up ? PICK_LIFT : 0),
        z: slot.z - (up ? Math.cos(slot.yaw) * PICK_SLIDE : 0),
        yaw: slot.yaw,
        unit: HAND_SQUARE,
      };
      cards.push(frontPiece(card, cellsOf, `hand:${seat}`, pose, 0, tabOf(card.dots), seat));
    });
  });
  const sticks: StickPiece[] = view.cables.map((c) => {
    const [x, z] = gridToScene(frame, (c.a[0] + c.b[0]) / 2 + 0.5, (c.a[1] + c.b[1]) / 2 + 0.5);
    const yaw = c.a[1] === c.b[1] ? 0 : Math.PI / 2; // along the line joining the squares' centres
    return {
      key: cableKey(c.a, c.b),
      where: 'laid',
      seat: c.colour,
      place: 'laid',
      pose: { x, y: BOARD_Y + CARD_T, z, yaw, unit: frame.size },
    };
  });
  view.seats.forEach((s, seat) => {
    for (let k = 0; k < s.front; k++)
      sticks.push({
        key: `front:${seat}:${k}`,
        where: `front:${seat}`,
        seat,
        place: 'front',
        pose: loosePose(seat, FRONT_DX, k, s.front, false),
      });
    for (let k = 0; k < s.shop; k++)
      sticks.push({
        key: `shop:${seat}:${k}`,
        where: `shop:${seat}`,
        seat,
        place: 'shop',
        pose: loosePose(seat, SHOP_DX, k, s.shop, true),
      });
  });
  const onFelt = (sq: XY): Pose => {
    const [x, z] = gridToScene(frame, sq[0] + 0.5, sq[1] + 0.5);
    return { x, y: BOARD_Y, z, yaw: 0, unit: frame.size };
  };
  return {
    frame,
    network: networkRect(frame, used, 1),
    pileReach: reach,
    cards,
    sticks,
    coins: view.obstacles.map(onFelt),
    holes: view.holes.map(onFelt),
  };
}
