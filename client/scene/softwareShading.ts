// The cheap shading of the software tier (quality().software), in one place rather than in every material
// factory. Measured on SwiftShader at 800×500 (minimum of several frames, loaded 2-core machine): per-pixel
// environment cube-map lookups were about half of a frame, the 17-tap PCF shadow read and the clearcoat lobe
// most of the rest. Here:
// - shadows: three's BasicShadowMap read becomes 4 depth taps blended by where the pixel falls between
//   texels (a bilinear shadow test): edges ramp over one shadow texel instead of stepping;
// - coatings: clearcoat and sheen are set to 0 on every material the scene shows (three then compiles the
//   shader without those lobes); the factories keep describing the full look a GPU gets;
// - metals: with the environment given as a light probe (LightformerEnvironment mode 'probe'), surfaces that
//   are mostly metal still sample the cube map (a metal without reflections reads black); they cover few pixels.
import { ShaderChunk, type Material, type Object3D, type Texture } from 'three';

const BASIC_READ = 'shadow = texture2DCompare( shadowMap, shadowCoord.xy, shadowCoord.z );';

const BILINEAR_READ = `vec2 texelSize = vec2( 1.0 ) / shadowMapSize;
			vec2 f = fract( shadowCoord.xy * shadowMapSize + 0.5 );
			vec2 uv = shadowCoord.xy - f * texelSize;
			shadow = mix(
				mix( texture2DCompare( shadowMap, uv, shadowCoord.z ), texture2DCompare( shadowMap, uv + vec2( texelSize.x, 0.0 ), shadowCoord.z ), f.x ),
				mix( texture2DCompare( shadowMap, uv + vec2( 0.0, texelSize.y ), shadowCoord.z ), texture2DCompare( shadowMap, uv + texelSize, shadowCoord.z ), f.x ),
				f.y );`;

/** three's shadow-reading chunk with the BasicShadowMap read made bilinear; throws if three's text changed. */
export function bilinearShadowChunk(chunk: string): string {
  const at = chunk.indexOf(BASIC_READ);
  if (at < 0 || chunk.indexOf(BASIC_READ, at + 1) >= 0) {
    throw new Error('three changed shadowmap_pars_fragment: the bilinear shadow read needs updating');
  }
  return chunk.replace(BASIC_READ, BILINEAR_READ);
}

let installed = false;

/** Makes every BasicShadowMap read in this page bilinear; call before the first frame (idempotent). */
export function installBilinearShadows(): void {
  if (installed) return;
  ShaderChunk.shadowmap_pars_fragment = bilinearShadowChunk(ShaderChunk.shadowmap_pars_fragment);
  installed = true;
}

/** The materials of one object (a mesh may hold a list). */
function materialsOf(object: Object3D): readonly Material[] {
  const m = (object as Object3D & { material?: Material | Material[] }).material;
  return m === undefined ? [] : Array.isArray(m) ? m : [m];
}

/** Layers a physical material may carry; zero means three leaves them out of the shader. */
interface Coated {
  clearcoat?: number;
  sheen?: number;
}

/** Sets clearcoat and sheen to 0 on every material under `root` (cheap enough to run before every frame). */
export function dropCoatings(root: Object3D): void {
  root.traverse((object) => {
    for (const material of materialsOf(object) as (Material & Coated)[]) {
      if (material.clearcoat) material.clearcoat = 0;
      if (material.sheen) material.sheen = 0;
    }
  });
}

/** A lit material's reflection settings. */
interface Reflective {
  metalness?: number;
  envMap?: Texture | null;
  envMapIntensity?: number;
}

/** A surface at least this metallic samples the environment cube map in the 'probe' mode. */
export const METAL_THRESHOLD = 0.5;

/**
 * Gives `environment` (at `intensity`, as scene.environment would) to every metallic material under `root`
 * that has no map of its own; `done` remembers them so the intensity is applied once.
 */
export function reflectOnMetals(
  root: Object3D,
  environment: Texture,
  intensity: number,
  done: WeakSet<Material>,
): void {
  root.traverse((object) => {
    for (const material of materialsOf(object) as (Material & Reflective)[]) {
      if (done.has(material)) continue;
      done.add(material);
      if ((material.metalness ?? 0) < METAL_THRESHOLD || material.envMap) continue;
      material.envMap = environment;
      material.envMapIntensity = (material.envMapIntensity ?? 1) * intensity;
      material.needsUpdate = true;
    }
  });
}
