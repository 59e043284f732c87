// Lighting: a warm key light with a soft shadow map, a cool fill, a low hemisphere, and an environment made of
// Lightformers (rendered once into a cube map by LightformerEnvironment; no HDR file, nothing fetched).
import { memo, useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { Lightformer } from '@react-three/drei';
import { Scene } from 'three';
import { LightformerEnvironment } from './LightformerEnvironment.js';
import { TABLE_DEPTH, TABLE_LENGTH } from './dimensions.js';

/** What the quality tier decides for the lights. */
export interface LightsProps {
  readonly shadowMapSize?: number;
  /** How the Lightformer environment lights the table (see quality.ts). */
  readonly environment?: 'cube' | 'probe';
}

/** Lights and reflections for the table; the props come from the quality tier. Memoised: table updates never touch it. */
export const Lights = memo(function Lights({ shadowMapSize = 2048, environment = 'cube' }: LightsProps) {
  return (
    <>
      <hemisphereLight args={['#fff1dc', '#3a2416', 0.45]} />
      <directionalLight
        position={[5, 14, 7]}
        intensity={2.3}
        color="#ffe6c7"
        castShadow
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.015}
        shadow-camera-left={-TABLE_LENGTH / 2 - 1}
        shadow-camera-right={TABLE_LENGTH / 2 + 1}
        shadow-camera-top={TABLE_DEPTH / 2 + 1}
        shadow-camera-bottom={-TABLE_DEPTH / 2 - 1}
        shadow-camera-near={4}
        shadow-camera-far={30}
      />
      <directionalLight position={[-8, 6, -6]} intensity={0.35} color="#c9d8ff" />
      <LightformerEnvironment resolution={256} intensity={0.7} mode={environment}>
        {/* A soft ceiling panel, a warm window on one side, a cooler bounce on the other. */}
        <Lightformer
          form="rect"
          intensity={2.2}
          color="#fff4e0"
          position={[0, 9, 0]}
          rotation-x={Math.PI / 2}
          scale={[14, 8, 1]}
        />
        <Lightformer
          form="rect"
          intensity={1.6}
          color="#ffd9a8"
          position={[-10, 4, 2]}
          rotation-y={Math.PI / 2}
          scale={[10, 4, 1]}
        />
        <Lightformer
          form="rect"
          intensity={0.8}
          color="#dfe8ff"
          position={[10, 3, -3]}
          rotation-y={-Math.PI / 2}
          scale={[8, 3, 1]}
        />
        <Lightformer form="circle" intensity={1.2} color="#ffe2bd" position={[0, 4, 10]} scale={3} />
        <Lightformer form="ring" intensity={0.6} color="#ffcf99" position={[0, 5, -10]} scale={4} />
      </LightformerEnvironment>
      <LightsBeforeShadows />
    </>
  );
});

/** A scene with nothing to compile: compiling it against the table's scene only collects the table's lights. */
const NOTHING = new Scene();

/**
 * The table's lights known to its first frame's shadow pass. three draws the shadow maps before it reads the
 * frame's lights, so a new canvas's first pass compiled each caster's depth program keyed with no lights, and the
 * casters drawn next compiled the same programs again with the lights' keys (measured: each depth program twice on
 * every table; on a software rasteriser a compile costs the GPU process 50–200 ms). Mounted after the lights and the
 * environment's probe (its layout effect runs after theirs), before the first frame.
 */
function LightsBeforeShadows() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useLayoutEffect(() => {
    gl.compile(NOTHING, camera, scene);
  }, [gl, scene, camera]);
  return null;
}
