// How a die looks: one shared rounded geometry with a 3×2 texture atlas, and one material per die colour,
// drawn at run time on a canvas (no image files). Built lazily once, shared by every die on the table.
import { symbolPath } from '../paint.js';
import {
  CanvasTexture,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  SRGBColorSpace,
  BackSide,
  type BufferGeometry,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { GROUP_VALUES } from './layout.js';
import { DIE_EDGE, DIE_ROUNDING } from './trayShape.js';

/** Edge of a die in scene units (1 unit = 10 cm): 1.8 cm, as the server's physics uses. */
export const DIE_SIZE = DIE_EDGE;
/** Radius of the rounded edges, in scene units. */
export const DIE_RADIUS = DIE_ROUNDING;

/** The coder's dice colours, in column order. */
export const DIE_COLOURS = ['blue', 'red', 'yellow', 'green'] as const;
/** One coder's die colour. */
export type DieColour = (typeof DIE_COLOURS)[number];
/** Which look: the solver's ivory dice, or one of the coder's colours. */
export type DieLook = 'white' | DieColour;

interface Palette {
  readonly body: string;
  readonly pip: string;
  /** Pip shape: the colour's symbol, so colour is never the only cue (blue ●, red ▲, yellow ■, green ★). */
  readonly shape: 'circle' | 'triangle' | 'square' | 'star';
  /** Print the symbol large on the 1 face. */
  readonly bigOne: boolean;
}

const PALETTES: Record<DieLook, Palette> = {
  white: { body: '#f4eedf', pip: '#17140f', shape: 'circle', bigOne: false },
  blue: { body: '#1d5fc4', pip: '#f7f5ee', shape: 'circle', bigOne: true },
  red: { body: '#c8302c', pip: '#f7f5ee', shape: 'triangle', bigOne: true },
  yellow: { body: '#f2c318', pip: '#1b1a16', shape: 'square', bigOne: true },
  green: { body: '#23894a', pip: '#f7f5ee', shape: 'star', bigOne: true },
};

/** Pip centres per value, in face coordinates 0–1 (0.5 is the middle). */
const PIPS: readonly (readonly [number, number][])[] = [
  [],
  [[0.5, 0.5]],
  [
    [0.28, 0.28],
    [0.72, 0.72],
  ],
  [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  [
    [0.28, 0.28],
    [0.72, 0.28],
    [0.28, 0.72],
    [0.72, 0.72],
  ],
  [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  [
    [0.28, 0.25],
    [0.28, 0.5],
    [0.28, 0.75],
    [0.72, 0.25],
    [0.72, 0.5],
    [0.72, 0.75],
  ],
];

const CELL = 256;

/** Symbol shapes in column order, so a die's pips match the board's printed symbols (paint.ts). */
const SHAPE_COLUMN: Record<Palette['shape'], number> = { circle: 0, triangle: 1, square: 2, star: 3 };

function drawShape(g: CanvasRenderingContext2D, shape: Palette['shape'], x: number, y: number, r: number): void {
  symbolPath(g, SHAPE_COLUMN[shape], x, y, r);
  g.fill();
}

/** What an atlas holds: the colours, a height map (pips sunk), or a roughness map (pips matte). */
type AtlasLayer = 'colour' | 'bump' | 'rough';

/** Paints the 3×2 atlas: cell i holds the face of BoxGeometry group i. */
function paintAtlas(look: DieLook, layer: AtlasLayer, bodyRoughness = 0.4): HTMLCanvasElement {
  const p = PALETTES[look];
  const canvas = document.createElement('canvas');
  canvas.width = CELL * 3;
  canvas.height = CELL * 2;
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  const grey = Math.round(bodyRoughness * 255);
  g.fillStyle = layer === 'bump' ? '#ffffff' : layer === 'rough' ? `rgb(${grey},${grey},${grey})` : p.body;
  g.fillRect(0, 0, canvas.width, canvas.height);
  for (let i = 0; i < 6; i++) {
    const value = GROUP_VALUES[i] as number;
    // Atlas cell (col, row) in UV space, row 0 at the bottom; canvas y runs downwards (flipY on upload).
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x0 = col * CELL;
    const y0 = (1 - row) * CELL;
    const big = p.bigOne && value === 1;
    for (const [u, v] of PIPS[value] ?? []) {
      const r = big ? CELL * 0.2 : value === 1 && look === 'white' ? CELL * 0.11 : CELL * 0.085;
      const cx = x0 + u * CELL;
      const cy = y0 + (1 - v) * CELL;
      if (layer !== 'colour') {
        g.fillStyle = layer === 'bump' ? '#000000' : '#ffffff';
        drawShape(g, p.shape, cx, cy, r);
      } else {
        // A soft rim under the pip reads as an engraving.
        g.fillStyle = 'rgba(0,0,0,0.18)';
        drawShape(g, p.shape, cx, cy + r * 0.08, r * 1.1);
        g.fillStyle = p.pip;
        drawShape(g, p.shape, cx, cy, r);
      }
    }
  }
  return canvas;
}

let geometry: BufferGeometry | null = null;

/** The shared die geometry: a rounded cube whose six groups are remapped into one 3×2 atlas (one draw call). */
export function dieGeometry(): BufferGeometry {
  if (geometry) return geometry;
  const geo = new RoundedBoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE, 4, DIE_RADIUS);
  const uv = geo.getAttribute('uv');
  const index = geo.getIndex();
  const done = new Set<number>();
  geo.groups.forEach((group, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    for (let k = group.start; k < group.start + group.count; k++) {
      const vtx = index ? index.getX(k) : k;
      if (done.has(vtx)) continue;
      done.add(vtx);
      uv.setXY(vtx, (col + uv.getX(vtx)) / 3, (row + uv.getY(vtx)) / 2);
    }
  });
  uv.needsUpdate = true;
  geo.clearGroups();
  geo.computeBoundingSphere();
  geometry = geo;
  return geo;
}

const materials = new Map<DieLook, MeshPhysicalMaterial>();

/** The physical material of one die look (ivory for the solver, clear-coated colours for the coder). */
export function dieMaterial(look: DieLook): MeshPhysicalMaterial {
  const cached = materials.get(look);
  if (cached) return cached;
  const white = look === 'white';
  const map = new CanvasTexture(paintAtlas(look, 'colour'));
  map.colorSpace = SRGBColorSpace;
  map.anisotropy = 4;
  const bumpMap = new CanvasTexture(paintAtlas(look, 'bump'));
  const roughnessMap = new CanvasTexture(paintAtlas(look, 'rough', white ? 0.42 : 0.3));
  const material = new MeshPhysicalMaterial({
    map,
    bumpMap,
    bumpScale: 1.2,
    roughnessMap,
    roughness: 1,
    metalness: 0,
    clearcoat: white ? 0.15 : 0.65,
    clearcoatRoughness: 0.18,
  });
  materials.set(look, material);
  return material;
}

let halo: MeshBasicMaterial | null = null;

/** The glow shell drawn around a highlighted die (back faces of a slightly larger copy). */
export function haloMaterial(): MeshBasicMaterial {
  if (!halo)
    halo = new MeshBasicMaterial({
      color: '#ffcf4a',
      side: BackSide,
      transparent: true,
      opacity: 0.85,
      depthWrite: false,
    });
  return halo;
}
