// Labiro's atlas grids: square cells of a known pixel size, and where a cell starts on its canvas for painting.
// The instancing itself (shader patch, per-instance cell) is the scene's, shared by every game (scene/atlas.ts).
import type { AtlasCells } from '../../scene/atlas.js';

/** A grid of equal cells on one canvas: `cols` × `rows`, `cell` pixels each. */
export interface AtlasGrid extends AtlasCells {
  readonly cell: number;
}

/** The top-left pixel of a cell, for painting it. */
export function cellOrigin(grid: AtlasGrid, cell: number): [number, number] {
  return [(cell % grid.cols) * grid.cell, Math.floor(cell / grid.cols) * grid.cell];
}
