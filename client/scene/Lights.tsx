// Lighting: a warm key light with a soft shadow map, a cool fill, a low hemisphere, and an environment made of
// Lightformers (rendered once into a cube map by LightformerEnvironment; no HDR file, nothing fetched).
import { memo } from 'react';
import { Lightformer } from '@react-three/drei';
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
    </>
  );
});
