// The shapes of the Labiro set, built once (three geometries in map units unless said otherwise): the hex
// bases, a tower's walls as one piece per side — solid, or a doorway between two posts — the thresholds, the
// turning chevrons on the roof ring, the courtyard floor, the ruby tower's column, roof disc and gem, pawns,
// flags, tiles, the hit prisms, and the stations' chests and trays (scene units).
import {
  BoxGeometry,
  type BufferGeometry,
  CircleGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  LatheGeometry,
  Matrix4,
  OctahedronGeometry,
  PlaneGeometry,
  Shape,
  Vector2,
  type Float32BufferAttribute,
} from 'three';
import { keyedOnce } from '../../scene/once.js';
import { mergeParts } from '../../scene/mergeParts.js';
import {
  BASE_H,
  BASE_R,
  COLUMN_R,
  DOOR_W,
  FLAG_H,
  INNER_R,
  PAWN_H,
  PAWN_R,
  PENNANT_SIZE,
  POLE_R,
  ROOF_Y,
  RUBY_ROOF_R,
  RUBY_ROOF_T,
  RUBY_ROOF_Y,
  TILE_SIZE,
  TOWER_APOTHEM,
  TOWER_R,
  WALL_H,
  WALL_T,
  turnYaw,
} from './layout.js';

const geo = keyedOnce<BufferGeometry>();

/** Labiro's parts of one material as one geometry (scene/mergeParts.ts). */
const merged = (parts: readonly BufferGeometry[], what: string): BufferGeometry => mergeParts(parts, `labiro: ${what}`);
const COS30 = Math.cos(Math.PI / 6);

/**
 * An upright prism from a polygon of map-frame points (x, z), from y0 up `height`: the shape is drawn as
 * (x, −z), extruded along +z, then laid so the extrusion points up.
 */
function prism(points: readonly (readonly [number, number])[], y0: number, height: number, bevel = 0): ExtrudeGeometry {
  const shape = new Shape(points.map(([x, z]) => new Vector2(x, -z)));
  const g = new ExtrudeGeometry(shape, {
    depth: height - 2 * bevel,
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: 2,
    curveSegments: 4,
  });
  g.rotateX(-Math.PI / 2);
  g.translate(0, y0 + bevel, 0);
  return g;
}

/** The corners of a flat-top hexagon of circumradius r (map frame), clockwise from the east corner. */
function hexagon(r: number): [number, number][] {
  return [0, 1, 2, 3, 4, 5].map((k) => [r * Math.cos((k * Math.PI) / 3), r * Math.sin((k * Math.PI) / 3)]);
}

/** A base: a bevelled hex slab whose top is at BASE_H. */
export function baseGeometry(): BufferGeometry {
  return geo('base', () => prism(hexagon(BASE_R - 0.03), 0, BASE_H, 0.03));
}

/** The hit prism over a base (invisible; pointer events name the base). */
export function hitGeometry(): BufferGeometry {
  return geo('hit', () => prism(hexagon(0.98), 0, ROOF_Y + 0.08));
}

/** The courtyard floor: a printed hexagon under the walls (uv: image top towards the tower's side 0). */
export function floorGeometry(): BufferGeometry {
  return geo('floor', () =>
    new CircleGeometry(INNER_R + 0.04, 6).rotateX(-Math.PI / 2).translate(0, BASE_H + 0.004, 0),
  );
}

// Side 0 (north, −z) of a tower's wall: outer edge at the apothem, inner edge WALL_T inside.
const OUT_A = TOWER_APOTHEM;
const IN_A = OUT_A - WALL_T;
const OUT_HALF = TOWER_R / 2;
const IN_HALF = INNER_R / 2;

/** A solid wall on side 0. */
export function solidWallGeometry(): BufferGeometry {
  return geo('wall', () =>
    prism(
      [
        [-OUT_HALF, -OUT_A],
        [OUT_HALF, -OUT_A],
        [IN_HALF, -IN_A],
        [-IN_HALF, -IN_A],
      ],
      BASE_H,
      WALL_H,
    ),
  );
}

/** A doorway on side 0: the wall on each side of the opening, with a post capping each jamb. */
export function doorWallGeometry(): BufferGeometry {
  return geo('door', () => {
    const d = DOOR_W / 2;
    const left = prism(
      [
        [-OUT_HALF, -OUT_A],
        [-d, -OUT_A],
        [-d, -IN_A],
        [-IN_HALF, -IN_A],
      ],
      BASE_H,
      WALL_H,
    );
    const right = prism(
      [
        [d, -OUT_A],
        [OUT_HALF, -OUT_A],
        [IN_HALF, -IN_A],
        [d, -IN_A],
      ],
      BASE_H,
      WALL_H,
    );
    const post = (x: number) =>
      new BoxGeometry(0.075, WALL_H + 0.08, WALL_T + 0.05).translate(
        x,
        BASE_H + (WALL_H + 0.08) / 2,
        -(OUT_A + IN_A) / 2,
      );
    return merged([left, right, post(-d - 0.02), post(d + 0.02)], 'door');
  });
}

/** The threshold in a doorway on side 0: a plank from the courtyard out to the base's edge. */
export function thresholdGeometry(): BufferGeometry {
  return geo('threshold', () => {
    const w = DOOR_W - 0.05;
    const from = IN_A - 0.03,
      to = BASE_R * COS30 - 0.01;
    return new BoxGeometry(w, 0.024, to - from).translate(0, BASE_H + 0.012, -(from + to) / 2);
  });
}

/** The arrowhead on the roof ring at the corner between sides 0 and 1, pointing clockwise. */
export function chevronGeometry(): BufferGeometry {
  return geo('chevron', () => {
    // A solid '▶' pointing along +x, then placed on its corner facing the clockwise tangent.
    const g = prism(
      [
        [-0.06, -0.075],
        [0.095, 0],
        [-0.06, 0.075],
        [-0.025, 0],
      ],
      ROOF_Y - 0.005,
      0.03,
    );
    return g.applyMatrix4(chevronPlace(1));
  });
}

/** Where the chevron of corner 0 sits (tower frame): on the ring's middle line at the corner between sides 0 and 1. */
function chevronPlace(dir: 1 | -1): Matrix4 {
  const r = (TOWER_R + INNER_R) / 2;
  const a = -Math.PI / 3; // the corner between N and NE, measured from +x towards +z
  const px = r * Math.cos(a),
    pz = r * Math.sin(a);
  // Clockwise seen from above moves a point p along (−pz, px).
  const tx = -pz * dir,
    tz = px * dir;
  const yaw = Math.atan2(-tz, tx);
  return new Matrix4().makeRotationY(yaw).setPosition(px, 0, pz);
}

/** Six chevron placements per direction (tower frame), corner k = between sides k and k + 1. */
export function chevronMatrices(dir: 1 | -1): readonly Matrix4[] {
  // The base geometry points clockwise; a counter-clockwise chevron is the same one turned half round about its spot.
  const flip = dir === 1 ? new Matrix4() : chevronPlace(-1).multiply(chevronPlace(1).invert());
  return [0, 1, 2, 3, 4, 5].map((k) => new Matrix4().makeRotationY(turnYaw(k)).multiply(flip));
}

/** Each side's placement (tower frame): side 0's pieces turned clockwise by s steps. */
export const SIDE_MATRICES: readonly Matrix4[] = [0, 1, 2, 3, 4, 5].map((s) => new Matrix4().makeRotationY(turnYaw(s)));

/** The ruby tower's column in the courtyard's middle. */
export function columnGeometry(): BufferGeometry {
  return geo('column', () =>
    new CylinderGeometry(COLUMN_R * 0.75, COLUMN_R, RUBY_ROOF_Y - BASE_H, 10).translate(
      0,
      (RUBY_ROOF_Y + BASE_H) / 2,
      0,
    ),
  );
}

/** The roof disc on the column (printed with the tower's symbol; uv top towards side 0). */
export function roofDiscGeometry(): BufferGeometry {
  return geo('roof', () =>
    new CylinderGeometry(RUBY_ROOF_R, RUBY_ROOF_R, RUBY_ROOF_T, 28).translate(0, RUBY_ROOF_Y, 0),
  );
}

/** The printed face of the roof disc (a circle lying on it). */
export function roofPrintGeometry(): BufferGeometry {
  return geo('roof-print', () =>
    new CircleGeometry(RUBY_ROOF_R - 0.01, 28)
      .rotateX(-Math.PI / 2)
      .translate(0, RUBY_ROOF_Y + RUBY_ROOF_T / 2 + 0.001, 0),
  );
}

/** A cut gem (a stretched octahedron), unit height around its middle. */
export function gemGeometry(): BufferGeometry {
  return geo('gem', () => new OctahedronGeometry(0.5, 0).scale(1, 1.25, 1));
}

/** A pawn's profile (radius, height) as fractions of PAWN_R and PAWN_H: a broad foot, a waist, a round flat head. */
const PAWN_PROFILE = [
  [0, 0],
  [1, 0],
  [1, 0.07],
  [0.82, 0.14],
  [0.6, 0.34],
  [0.5, 0.54],
  [0.6, 0.62],
  [0.85, 0.69],
  [0.98, 0.78],
  [1, 0.9],
  [0.95, 0.98],
  [0.87, 1],
  [0, 1],
] as const;

/** A pawn: a turned peg with a broad flat head, its foot at y = 0, PAWN_R wide and PAWN_H tall (map units). */
export function pawnGeometry(): BufferGeometry {
  return geo(
    'pawn',
    () =>
      new LatheGeometry(
        PAWN_PROFILE.map(([r, y]) => new Vector2(r * PAWN_R, y * PAWN_H)),
        32,
      ),
  );
}

/** Height of a pawn's head, where its printed top lies. */
export const PAWN_TOP_Y = PAWN_H + 0.001;

/** A pawn's printed top (uv top towards −z): the seat's colour and shape, filling the flat of the head. */
export function pawnTopGeometry(): BufferGeometry {
  return geo('pawn-top', () => new CircleGeometry(0.86 * PAWN_R, 32).rotateX(-Math.PI / 2).translate(0, PAWN_TOP_Y, 0));
}

/** A flag's pole from the floor up, with a knob. */
export function poleGeometry(): BufferGeometry {
  return geo('pole', () => {
    const pole = new CylinderGeometry(POLE_R * 0.8, POLE_R, FLAG_H, 10).translate(0, FLAG_H / 2, 0);
    const knob = new OctahedronGeometry(0.055, 1).translate(0, FLAG_H + 0.025, 0);
    return merged([pole, knob], 'pole');
  });
}

/**
 * A pennant hanging from its top-left corner at the origin to +x (the pole's top), upright; the board tilts it
 * back towards the camera so it also reads from above.
 */
export function pennantGeometry(): BufferGeometry {
  const [w, h] = PENNANT_SIZE;
  return geo('pennant', () => new PlaneGeometry(w, h).translate(w / 2, -h / 2, 0));
}

/**
 * A tile: a thin card whose top shows the atlas cell (uv across the top: image top towards −z) and whose edges
 * take the cell's border; `size` across, lying on y = 0.
 */
export function tileGeometry(size: number, thick: number): BufferGeometry {
  return geo(`tile:${size}:${thick}`, () => {
    const g = new BoxGeometry(size, thick, size).translate(0, thick / 2, 0);
    const pos = g.getAttribute('position') as Float32BufferAttribute;
    const nrm = g.getAttribute('normal') as Float32BufferAttribute;
    const uv = g.getAttribute('uv') as Float32BufferAttribute;
    for (let i = 0; i < uv.count; i++) {
      if (nrm.getY(i) > 0.5) uv.setXY(i, pos.getX(i) / size + 0.5, 0.5 - pos.getZ(i) / size);
      else uv.setXY(i, 0.03, 0.5);
    }
    return g;
  });
}

/**
 * The back of a travelling tile: a quad just under the tile's bottom, facing down (uv: image top towards +z, so
 * the print reads upright once the tile has flipped over about x), `size` across.
 */
export function tileBackGeometry(size: number): BufferGeometry {
  return geo(`tile-back:${size}`, () => new PlaneGeometry(size, size).rotateX(Math.PI / 2).translate(0, -0.002, 0));
}

/** The object tile lying in a tower (map units). */
export function towerTileGeometry(): BufferGeometry {
  return tileGeometry(TILE_SIZE, 0.035);
}

/** An upright quad facing +z (badges turned to the camera), 1 × 1. */
export function badgeGeometry(): BufferGeometry {
  return geo('badge', () => new PlaneGeometry(1, 1));
}

/** A flat quad on y = 0 (glows), 1 × 1, uv top towards −z. */
export function quadGeometry(): BufferGeometry {
  return geo('quad', () => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2));
}

// ---- stations (scene units) -------------------------------------------------------------------------------

/** Chest body: width (x), height, depth (z). */
export const CHEST = { w: 0.95, h: 0.42, d: 0.6 } as const;

/** The chest's open box: a floor and four walls (hollow, so the rubies inside show). */
export function chestBodyGeometry(): BufferGeometry {
  return geo('chest-body', () => {
    const { w, h, d } = CHEST;
    const t = 0.05;
    const parts = [
      new BoxGeometry(w, t, d).translate(0, t / 2, 0),
      new BoxGeometry(w, h, t).translate(0, h / 2, d / 2 - t / 2),
      new BoxGeometry(w, h, t).translate(0, h / 2, -d / 2 + t / 2),
      new BoxGeometry(t, h, d - 2 * t).translate(w / 2 - t / 2, h / 2, 0),
      new BoxGeometry(t, h, d - 2 * t).translate(-w / 2 + t / 2, h / 2, 0),
    ];
    return merged(parts, 'chest');
  });
}

/** The chest's lid, hinged on its left edge (x = 0 is the hinge; closed it would reach +x = CHEST.w). */
export function chestLidGeometry(): BufferGeometry {
  return geo('chest-lid', () => {
    const { w, d } = CHEST;
    return new BoxGeometry(w + 0.04, 0.07, d + 0.04).translate((w + 0.04) / 2, 0.035, 0);
  });
}

/** Brass bands round the chest (two hoops). */
export function chestBandsGeometry(): BufferGeometry {
  return geo('chest-bands', () => {
    const { w, h, d } = CHEST;
    const hoop = (x: number) => [
      new BoxGeometry(0.07, h + 0.01, 0.012).translate(x, h / 2, d / 2 + 0.006),
      new BoxGeometry(0.07, h + 0.01, 0.012).translate(x, h / 2, -d / 2 - 0.006),
    ];
    return merged([...hoop(-w * 0.3), ...hoop(w * 0.3)], 'chest bands');
  });
}

/** A station's tray for the things in hand: a low wooden tray with a rim. */
export function trayGeometry(width: number, depth: number): BufferGeometry {
  return geo(`tray:${width}:${depth}`, () => {
    const rim = 0.05,
      h = 0.06;
    const parts = [
      new BoxGeometry(width, 0.03, depth).translate(0, 0.015, 0),
      new BoxGeometry(width, h, rim).translate(0, h / 2, depth / 2 - rim / 2),
      new BoxGeometry(width, h, rim).translate(0, h / 2, -depth / 2 + rim / 2),
      new BoxGeometry(rim, h, depth - 2 * rim).translate(width / 2 - rim / 2, h / 2, 0),
      new BoxGeometry(rim, h, depth - 2 * rim).translate(-width / 2 + rim / 2, h / 2, 0),
    ];
    return merged(parts, 'tray');
  });
}
