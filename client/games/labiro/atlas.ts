// Texture atlases for instanced pieces: one canvas holds many prints in a grid of cells, and each instance of
// an InstancedMesh picks its cell through an `atlasRect` attribute (one draw call for every tile, pawn top or
// badge on the table, whatever each one shows). The material learns the attribute by a small shader patch.
import { InstancedBufferAttribute, type BufferGeometry, type InstancedMesh, type MeshBasicMaterial, type MeshStandardMaterial } from 'three';

/** A grid of equal cells on one canvas: `cols` × `rows`, `cell` pixels each. */
export interface AtlasGrid {
  readonly cols: number;
  readonly rows: number;
  readonly cell: number;
}

/** Teaches a material to read its map through the instance's `atlasRect` (offset u, v, scale u, v). */
export function atlasPatch<M extends MeshStandardMaterial | MeshBasicMaterial>(material: M): M {
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute vec4 atlasRect;')
      .replace('#include <uv_vertex>', '#include <uv_vertex>\n#ifdef USE_MAP\n\tvMapUv = atlasRect.xy + vMapUv * atlasRect.zw;\n#endif');
  };
  material.customProgramCacheKey = () => 'labiro-atlas';
  return material;
}

/** A geometry of its own (a clone) carrying an `atlasRect` attribute for `capacity` instances. */
export function atlasGeometry(base: BufferGeometry, capacity: number): BufferGeometry {
  const g = base.clone();
  g.setAttribute('atlasRect', new InstancedBufferAttribute(new Float32Array(capacity * 4), 4));
  return g;
}

/** Points instance `i` of `mesh` at cell `cell` of `grid` (cells counted row by row from the canvas' top left). */
export function setAtlasCell(mesh: InstancedMesh, i: number, grid: AtlasGrid, cell: number): void {
  const attr = mesh.geometry.getAttribute('atlasRect') as InstancedBufferAttribute;
  const col = cell % grid.cols;
  const row = Math.floor(cell / grid.cols);
  // Canvas textures are flipped: v = 0 is the canvas' bottom row.
  attr.setXYZW(i, col / grid.cols, 1 - (row + 1) / grid.rows, 1 / grid.cols, 1 / grid.rows);
  attr.needsUpdate = true;
}

/** The top-left pixel of a cell, for painting it. */
export function cellOrigin(grid: AtlasGrid, cell: number): [number, number] {
  return [(cell % grid.cols) * grid.cell, Math.floor(cell / grid.cols) * grid.cell];
}
