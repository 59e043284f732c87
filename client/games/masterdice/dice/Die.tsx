// One good-looking die: rounded ivory or coloured cube with pips (symbols on the coder's dice), a mesh
// rotation that decides which value is up, an optional highlight shell, and click/hover passthrough.
import { memo } from 'react';
import type { ThreeEvent, Vector3, Euler } from '@react-three/fiber';
import { dieGeometry, dieMaterial, haloMaterial, type DieColour } from './look.js';
import { restingRotation, type QuatTuple } from './layout.js';
import type { DiceChannel } from '../../../../shared/games/masterdice/types.js';

/** Props of `Die`; sizes in scene units (1 unit = 10 cm, the die's edge is 0.18). */
export interface DieProps {
  /** Value to show on top when no faceFix is given (dice lying on the board). Default 1. */
  readonly value?: number;
  /** The solver's ivory dice, or the coder's coloured dice (named as the game's dice channels). */
  readonly kind: DiceChannel;
  /** Colour of a 'code' die (its symbol is printed as pips too); ignored for white dice. Default 'blue'. */
  readonly colour?: DieColour;
  /** Mesh rotation from a throw track (DieTrack.faceFix); overrides `value`. */
  readonly faceFix?: QuatTuple;
  readonly position?: Vector3;
  /** Rotation of the whole die (e.g. a yaw on the board); the value stays up if it only turns about y. */
  readonly rotation?: Euler;
  readonly scale?: number;
  /** Draw a warm glow shell around it (selectable, selected). */
  readonly highlighted?: boolean;
  readonly onClick?: (event: ThreeEvent<MouseEvent>) => void;
  readonly onPointerOver?: (event: ThreeEvent<PointerEvent>) => void;
  readonly onPointerOut?: (event: ThreeEvent<PointerEvent>) => void;
  /** Cast shadows (default true). */
  readonly castShadow?: boolean;
}

/** A single die, for the board, the tray and throw playback. */
export const Die = memo(function Die(props: DieProps) {
  const look = props.kind === 'code' ? (props.colour ?? 'blue') : 'white';
  const quaternion = props.faceFix ?? restingRotation(props.value);
  const geometry = dieGeometry();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a three.js object in the R3F scene, not a DOM element; its pointer events come from raycasting
    <group
      position={props.position}
      rotation={props.rotation}
      scale={props.scale}
      onClick={props.onClick}
      onPointerOver={props.onPointerOver}
      onPointerOut={props.onPointerOut}
    >
      <mesh
        geometry={geometry}
        material={dieMaterial(look)}
        quaternion={quaternion as [number, number, number, number]}
        castShadow={props.castShadow ?? true}
        receiveShadow
      />
      {props.highlighted ? (
        <mesh geometry={geometry} material={haloMaterial()} scale={1.16} raycast={noRaycast} />
      ) : null}
    </group>
  );
});

function noRaycast(): void {}
