// An environment map made of <Lightformer>s (drei's Environment-with-children technique): the children are
// portalled into a private scene, a cube camera photographs it once, and the result lights every PBR material
// as `scene.environment`. Written here rather than using drei's <Environment> so the HDR/EXR/gain-map loaders
// that drei's version imports for its presets stay out of the bundle: nothing is ever fetched.
// In the 'probe' mode (software rasterisers) the cube map is not the scene's environment: its spherical
// harmonics become a LightProbe (light at a few multiply-adds per pixel), which also gives metals their
// reflections (softwareShading.ts: installProbeReflections); the cube is then only read for that, at PROBE_SIZE.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal, useThree } from '@react-three/fiber';
import { CubeCamera, HalfFloatType, LightProbe, Scene, WebGLCubeRenderTarget } from 'three';
import { LightProbeGenerator } from 'three/examples/jsm/lights/LightProbeGenerator.js';
import { bakeProbe } from './probeBake.js';

/**
 * The cube face size the 'probe' mode photographs: nothing samples the cube then, and nine spherical-harmonic
 * coefficients of broad light shapes need few texels (read back and summed on the main thread: 256² faces cost it
 * ~150 ms).
 */
const PROBE_SIZE = 32;

/** Props: the light shapes, the cube face size, how bright the environment lights the scene, and how it does. */
export interface LightformerEnvironmentProps {
  readonly children: ReactNode;
  readonly resolution?: number;
  readonly intensity?: number;
  /** 'cube': scene.environment (every surface samples it); 'probe': a light probe, and the cube map on metals. */
  readonly mode?: 'cube' | 'probe';
}

/** Lights the scene with its children (Lightformers), rendered once into a cube map. */
export function LightformerEnvironment({
  children,
  resolution = 256,
  intensity = 1,
  mode = 'cube',
}: LightformerEnvironmentProps) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  const [virtualScene] = useState(() => new Scene());
  const size = mode === 'probe' ? PROBE_SIZE : resolution;
  const fbo = useMemo(() => {
    const target = new WebGLCubeRenderTarget(size);
    target.texture.type = HalfFloatType;
    return target;
  }, [size]);
  const camera = useRef<CubeCamera | null>(null);

  useEffect(() => () => fbo.dispose(), [fbo]);

  // After the children mounted in the private scene: photograph it once and hand it to the real scene. The
  // children are static light shapes, so they are not a dependency: a new JSX element on every parent render
  // must not re-photograph six cube faces (that cost 28 renders per table update in software WebGL).
  useLayoutEffect(() => {
    camera.current ??= new CubeCamera(0.1, 100, fbo);
    camera.current.renderTarget = fbo;
    const autoClear = gl.autoClear;
    gl.autoClear = true;
    camera.current.update(gl, virtualScene);
    gl.autoClear = autoClear;
    if (mode === 'probe') {
      // In the scene from the start (dark until baked), so shaders compile once with a probe in their lights.
      const probe = new LightProbe(undefined, intensity);
      scene.add(probe);
      let live = true;
      void bakeProbe(
        () => LightProbeGenerator.fromCubeRenderTarget(gl, fbo),
        (baked) => {
          probe.sh.copy(baked.sh);
          invalidate();
        },
        () => live,
      );
      return () => {
        live = false;
        scene.remove(probe);
      };
    }
    const previous = scene.environment;
    const previousIntensity = scene.environmentIntensity;
    scene.environment = fbo.texture;
    scene.environmentIntensity = intensity;
    invalidate();
    return () => {
      scene.environment = previous;
      scene.environmentIntensity = previousIntensity;
    };
  }, [virtualScene, fbo, gl, scene, intensity, invalidate, mode]);

  return <>{createPortal(children, virtualScene)}</>;
}
