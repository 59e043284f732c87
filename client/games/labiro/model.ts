// What the map shows, cut from the view once per view (pure, no three): each base's centre, the wall pieces
// of every tower (a solid wall or a doorway on each side, from its door pattern), the ruby towers, the tiles
// lying in towers and where pawns and flags stand. The frame loop only turns and places these.
import type { LabiroView } from '../../../shared/games/labiro/game-types.js';
import { PATTERN_MASKS, RUBY_SYMBOLS } from '../../../shared/games/labiro/index.js';
import { cellCentre } from './layout.js';
import { RUBY_BACK, TILE_BACK, objectCell } from './prints.js';

/** One wall piece: tower `base`, side `side` in the tower's own frame (turn 0). */
export interface WallPiece {
  readonly base: number;
  readonly side: number;
}

/** A tile lying in a tower: which tower, where in it ('object' or 'ruby' spot), and its tiles-atlas cell. */
export interface TowerTile {
  readonly base: number;
  readonly spot: 'object' | 'ruby';
  readonly cell: number;
}

/** The map's fixed parts and what lies in the towers, for one view. */
export interface MapModel {
  /** Base centres in the map frame, x and z interleaved. */
  readonly centres: Float64Array;
  readonly solid: readonly WallPiece[];
  readonly doors: readonly WallPiece[];
  /** Ruby towers by base, with their symbol's index. */
  readonly rubies: readonly { readonly base: number; readonly symbol: number }[];
  /** Each tower's arrow (1 clockwise, −1 counter-clockwise). */
  readonly arrows: readonly (1 | -1)[];
  readonly tiles: readonly TowerTile[];
  /** Home towers with a flag: seat and base. */
  readonly flags: readonly { readonly seat: number; readonly base: number }[];
}

/** The tiles a viewer sees in each tower: the object (face up when known, with the eye when private) and the ruby tile. */
export function towerTiles(view: Pick<LabiroView, 'towers' | 'secrets'>): TowerTile[] {
  const out: TowerTile[] = [];
  view.towers.forEach((t, base) => {
    const secret = view.secrets?.objects[base] ?? null;
    if (t.object.kind === 'tile') out.push({ base, spot: 'object', cell: objectCell(t.object.tile, t.private) });
    else if (t.object.kind === 'hidden')
      out.push({ base, spot: 'object', cell: secret ? objectCell(secret, true) : TILE_BACK });
    if (t.rubyTile) out.push({ base, spot: 'ruby', cell: RUBY_BACK });
  });
  return out;
}

/** The map model of a view. */
export function mapModel(view: Pick<LabiroView, 'map' | 'board' | 'towers' | 'seats' | 'secrets'>): MapModel {
  const n = view.map.cells.length;
  const centres = new Float64Array(2 * n);
  view.map.cells.forEach((c, i) => {
    const [x, z] = cellCentre(c);
    centres[2 * i] = x;
    centres[2 * i + 1] = z;
  });
  const solid: WallPiece[] = [];
  const doors: WallPiece[] = [];
  view.board.towers.forEach((t, base) => {
    const mask = PATTERN_MASKS[t.pattern];
    for (let side = 0; side < 6; side++) ((mask >> side) & 1 ? doors : solid).push({ base, side });
  });
  const rubies = view.board.towers.flatMap((t, base) =>
    t.ruby ? [{ base, symbol: Math.max(0, RUBY_SYMBOLS.indexOf(t.ruby)) }] : [],
  );
  const flags = view.seats.flatMap((p, seat) => (p.home === null ? [] : [{ seat, base: p.home }]));
  return {
    centres,
    solid,
    doors,
    rubies,
    arrows: view.board.towers.map((t) => t.arrow),
    tiles: towerTiles(view),
    flags,
  };
}
