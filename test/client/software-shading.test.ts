// The software tier's cheap shading (client/scene/softwareShading.ts): the bilinear shadow read still fits
// this three's shader text, coatings come off what the scene shows, and metals reflect the light probe.
import { describe, expect, it } from 'vitest';
import { Group, Mesh, MeshPhysicalMaterial, MeshStandardMaterial, ShaderChunk } from 'three';
import { bilinearShadowChunk, dropCoatings, probeReflectionsChunk } from '../../client/scene/softwareShading.js';

const taps = (s: string) => s.split('texture2DCompare( shadowMap, uv').length - 1;

describe('software shading', () => {
  it('the basic shadow read becomes 4 blended taps; the PCF reads a GPU uses are left as they were', () => {
    const original = ShaderChunk.shadowmap_pars_fragment;
    const patched = bilinearShadowChunk(original);
    expect(taps(original)).toBe(taps(patched) - 4);
    const pcf = (s: string) =>
      s.slice(s.indexOf('#if defined( SHADOWMAP_TYPE_PCF )'), s.indexOf('#elif defined( SHADOWMAP_TYPE_VSM )'));
    expect(pcf(patched)).toBe(pcf(original));
    expect(() => bilinearShadowChunk('float shadow = 1.0;')).toThrow(/three changed/);
  });

  it('clearcoat and sheen come off every material in the scene, once shown', () => {
    const coated = new MeshPhysicalMaterial({ clearcoat: 0.5, sheen: 0.4, roughness: 0.5 });
    const plain = new MeshStandardMaterial({ roughness: 0.7 });
    const root = new Group();
    root.add(new Mesh(undefined, coated), new Mesh(undefined, [plain, coated]));
    dropCoatings(root);
    expect([coated.clearcoat, coated.sheen, coated.roughness]).toEqual([0, 0, 0.5]);
  });

  it("surfaces without an environment map reflect the light probe by their metalness, after three's own reflections", () => {
    const original = ShaderChunk.lights_fragment_maps;
    const patched = probeReflectionsChunk(original);
    expect(patched.startsWith(original)).toBe(true);
    const added = patched.slice(original.length);
    // Only where three samples no environment map, on standard and physical materials, with a probe in the lights.
    expect(added).toMatch(
      /#if ! defined\( USE_ENVMAP \) && defined\( RE_IndirectSpecular \) && defined\( STANDARD \) && defined\( USE_LIGHT_PROBES \)/,
    );
    expect(added).toMatch(/radiance \+= metalnessFactor \* getLightProbeIrradiance\( lightProbe, probeReflectVec \)/);
    // The chunks and names it uses are this three's own.
    for (const name of ['getLightProbeIrradiance', 'geometryViewDir', 'geometryNormal'])
      expect(ShaderChunk.lights_pars_begin + ShaderChunk.lights_fragment_begin).toContain(name);
    expect(ShaderChunk.metalnessmap_fragment).toContain('float metalnessFactor');
    expect(() => probeReflectionsChunk('vec3 radiance = vec3( 0.0 );')).toThrow(/three changed/);
  });
});
