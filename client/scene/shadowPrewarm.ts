// What a first draw costs besides its main programs, made ahead: the shadow pass's depth programs and the textures'
// uploads. `compile`/`compileAsync` only build the programs of the main pass; the frame that first draws a caster
// of a new kind (a map, another side, instancing) then compiles its depth program for the shadow pass, and uploads
// every texture it meets (Laser's end: two depth programs and ~16 canvases in one frame, measured).
import {
  BackSide,
  DoubleSide,
  FrontSide,
  type Material,
  type Mesh,
  MeshDepthMaterial,
  type Object3D,
  RGBADepthPacking,
  type Side,
  type Texture,
} from 'three';

/** The side a caster's depth is drawn with for a directional or spot light (three's WebGLShadowMap, not VSM). */
const SHADOW_SIDE: Record<Side, Side> = { [FrontSide]: BackSide, [BackSide]: FrontSide, [DoubleSide]: DoubleSide };

/** The depth material the shadow pass draws `m`'s caster with: three's getDepthMaterial, for its program's sake. */
function depthOf(m: Material): MeshDepthMaterial {
  const d = new MeshDepthMaterial({ depthPacking: RGBADepthPacking });
  const src = m as Material & Partial<MeshDepthMaterial>;
  d.side = m.shadowSide ?? SHADOW_SIDE[m.side];
  d.map = src.map ?? null;
  d.alphaMap = src.alphaMap ?? null;
  d.alphaTest = m.alphaToCoverage ? 0.5 : m.alphaTest;
  d.displacementMap = src.displacementMap ?? null;
  d.displacementScale = src.displacementScale ?? 1;
  d.clipShadows = m.clipShadows;
  d.clippingPlanes = m.clippingPlanes;
  d.clipIntersection = m.clipIntersection;
  return d;
}

/**
 * Copies of `root`'s shadow casters drawn with the depth materials the shadow pass would give them, to compile
 * with a render target bound (the shadow pass draws into one: no tone mapping, linear output). The programs are
 * shared by key, so the pass finds them made. The copies' materials are left undisposed: disposing them would
 * release those programs (three frees a program its last material lets go of) before the pass uses them.
 */
export function shadowDepthCopies(root: Object3D): Object3D[] {
  const copies: Object3D[] = [];
  root.traverse((o) => {
    const mesh = o as Mesh;
    if (!mesh.isMesh || !mesh.castShadow) return;
    const copy = mesh.clone(false);
    copy.material = Array.isArray(mesh.material) ? mesh.material.map(depthOf) : depthOf(mesh.material);
    copies.push(copy);
  });
  return copies;
}

/** Every texture the materials under `root` draw with, once each. */
export function texturesOf(root: Object3D): Texture[] {
  const found = new Set<Texture>();
  root.traverse((o) => {
    const material = (o as Mesh).material as Material | Material[] | undefined;
    if (!material) return;
    for (const m of Array.isArray(material) ? material : [material])
      for (const v of Object.values(m)) if ((v as Texture | null)?.isTexture) found.add(v as Texture);
  });
  return [...found];
}
