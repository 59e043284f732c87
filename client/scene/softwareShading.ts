// The cheap shading of the software tier (quality().software), in one place rather than in every material
// factory. Measured on SwiftShader at 800×500 (minimum of several frames, loaded 2-core machine): per-pixel
// environment cube-map lookups were about half of a frame, the 17-tap PCF shadow read and the clearcoat lobe
// most of the rest. Here:
// - shadows: three's BasicShadowMap read becomes 4 depth taps blended by where the pixel falls between
//   texels (a bilinear shadow test): edges ramp over one shadow texel instead of stepping;
// - coatings: clearcoat and sheen are set to 0 on every material the scene shows (three then compiles the
//   shader without those lobes); the factories keep describing the full look a GPU gets;
// - reflections: the environment is given as a light probe (LightformerEnvironment mode 'probe'), and surfaces
//   reflect the probe's light from the mirrored direction, in proportion to how metallic they are (a metal without
//   reflections reads black). No surface samples a cube map: the cube map's filtering for rough reflections
//   (PMREM: two programs and 18 passes) cost the GPU process ~1.5 s of every table's first second on SwiftShader.
import { ShaderChunk, type Material, type Object3D } from 'three';

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

/** Where three's indirect light ends: the cube-map reflections (left as they are for a GPU), then the probe's. */
const IBL_END = `\t#ifdef USE_CLEARCOAT
\t\tclearcoatRadiance += getIBLRadiance( geometryViewDir, geometryClearcoatNormal, material.clearcoatRoughness );
\t#endif
#endif`;

/**
 * The light probe as the reflections of a surface without an environment map: the probe's irradiance from the
 * mirrored direction (bent towards the normal with roughness, as three's getIBLRadiance does) over π is the light
 * of a blurred environment there, weighted by the surface's metalness (dielectrics keep the software tier's look,
 * and skip the sum: most of the table's pixels are wood and felt).
 */
const PROBE_REFLECTIONS = `
#if ! defined( USE_ENVMAP ) && defined( RE_IndirectSpecular ) && defined( STANDARD ) && defined( USE_LIGHT_PROBES )
\tif ( metalnessFactor > 0.0 ) {
\t\tvec3 probeReflectVec = normalize( mix( reflect( - geometryViewDir, geometryNormal ), geometryNormal, pow2( material.roughness ) ) );
\t\tradiance += metalnessFactor * getLightProbeIrradiance( lightProbe, probeReflectVec ) * RECIPROCAL_PI;
\t}
#endif`;

/** three's indirect-light chunk with the probe's reflections added after its own; throws if three's text changed. */
export function probeReflectionsChunk(chunk: string): string {
  if (!chunk.endsWith(IBL_END)) {
    throw new Error('three changed lights_fragment_maps: the probe reflections need updating');
  }
  return chunk + PROBE_REFLECTIONS;
}

let reflecting = false;

/** Makes surfaces without an environment map reflect the light probe in this page; call before the first frame (idempotent). */
export function installProbeReflections(): void {
  if (reflecting) return;
  ShaderChunk.lights_fragment_maps = probeReflectionsChunk(ShaderChunk.lights_fragment_maps);
  reflecting = true;
}
