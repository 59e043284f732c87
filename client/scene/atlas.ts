// Texture atlases for instanced pieces, one module for every game: one canvas holds many prints in a grid of
// cells, and each instance of an InstancedMesh picks its cell through an `atlasRect` attribute (one draw call for
// every tile, card or sticker on the table, whatever each one shows). The material learns the attribute by a
// small shader patch.
import { InstancedBufferAttribute, type BufferGeometry, type InstancedMesh, type Material } from 'three';

/** A grid of equal cells over one canvas: how many columns and rows (a game adds its cells' pixel size). */
export interface AtlasCells {
  readonly cols: number;
  readonly rows: number;
}

/** Teaches a material to read its map through the instance's `atlasRect` (offset u, v, scale u, v). */
export function atlasPatch<M extends Material>(material: M): M {
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute vec4 atlasRect;')
      .replace(
        '#include <uv_vertex>',
        '#include <uv_vertex>\n#ifdef USE_MAP\n\tvMapUv = atlasRect.xy + vMapUv * atlasRect.zw;\n#endif',
      );
  };
  // The patch is the same for every game, so every patched material may share its compiled program.
  material.customProgramCacheKey = () => 'tavolo-atlas';
  return material;
}

/** A geometry of its own (a clone) carrying an `atlasRect` attribute for `capacity` instances. */
export function atlasGeometry(base: BufferGeometry, capacity: number): BufferGeometry {
  const g = base.clone();
  g.setAttribute('atlasRect', new InstancedBufferAttribute(new Float32Array(Math.max(1, capacity) * 4), 4));
  return g;
}

/** Points instance `i` of `mesh` at cell `cell` of `grid` (cells counted row by row from the canvas' top left). */
export function setAtlasCell(mesh: InstancedMesh, i: number, grid: AtlasCells, cell: number): void {
  const attr = mesh.geometry.getAttribute('atlasRect') as InstancedBufferAttribute;
  const col = cell % grid.cols;
  const row = Math.floor(cell / grid.cols);
  // Canvas textures are flipped: v = 0 is the canvas' bottom row.
  attr.setXYZW(i, col / grid.cols, 1 - (row + 1) / grid.rows, 1 / grid.cols, 1 / grid.rows);
  attr.needsUpdate = true;
}

/** Points instance `i` of `mesh` at no cell at all (a hidden instance keeps no trace of what it showed). */
export function clearAtlasCell(mesh: InstancedMesh, i: number): void {
  const attr = mesh.geometry.getAttribute('atlasRect') as InstancedBufferAttribute;
  attr.setXYZW(i, 0, 0, 0, 0);
  attr.needsUpdate = true;
}
