// The software tier's cheap shading (client/scene/softwareShading.ts): the bilinear shadow read still fits
// this three's shader text, coatings come off what the scene shows, and metals keep their reflections.
import { describe, expect, it } from 'vitest';
import { Group, Mesh, MeshPhysicalMaterial, MeshStandardMaterial, ShaderChunk, Texture, type Material } from 'three';
import { bilinearShadowChunk, dropCoatings, reflectOnMetals } from '../../client/scene/softwareShading.js';

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

  it('metals get the environment at its intensity once; other surfaces and maps of their own are left alone', () => {
    const env = new Texture();
    const own = new Texture();
    const brass = new MeshStandardMaterial({ metalness: 0.8 });
    const wood = new MeshPhysicalMaterial({ metalness: 0 });
    const mirror = new MeshStandardMaterial({ metalness: 1, envMap: own });
    const root = new Group();
    for (const m of [brass, wood, mirror]) root.add(new Mesh(undefined, m));
    const done = new WeakSet<Material>();
    reflectOnMetals(root, env, 0.7, done);
    reflectOnMetals(root, env, 0.7, done);
    expect([brass.envMap, brass.envMapIntensity]).toEqual([env, 0.7]);
    expect(wood.envMap).toBeNull();
    expect(mirror.envMap).toBe(own);
  });
});
