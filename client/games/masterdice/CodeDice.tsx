// The coder's four coloured dice: tumbling in his tray behind the screen (only his screen gets that
// throw), then gliding into the code row, one per colour. After the reveal everyone sees them there.
// Before the reveal, other screens see four little leather cups over the code row: a code lies there.
import { memo, useMemo } from 'react';
import { LatheGeometry, MeshStandardMaterial, Quaternion, Vector2, Vector3 } from 'three';
import type { ThrowMessage } from '../../../shared/protocol.js';
import { COLOURS } from '../../../shared/games/masterdice/index.js';
import { ThrowPlayback, poseAt } from './dice/index.js';
import { DIE_REST_Y } from './BoardDice.js';
import { GlideDie, groupTurnFromThrow, type Pose } from './GlideDie.js';
import { BOARD_TOP, CODER_TRAY, cellCentre } from './layout.js';
import { onChannel, type RollStage } from './stage.js';

const landed = new Vector3();
const body = new Quaternion();
const halfTurn = new Quaternion(0, 1, 0, 0);

/** Where each code die was left by its throw, in the board frame (the coder's tray is turned by half a turn). */
function thrownPoses(code: readonly number[], track: ThrowMessage | null): (Pose | undefined)[] {
  const [tx, ty, tz] = CODER_TRAY;
  return code.map((value, i) => {
    const die = track?.dice[i];
    if (!die || die.value !== value) return undefined;
    poseAt(die.frames, 1e9, landed, body);
    const turned = halfTurn.clone().multiply(body);
    return {
      position: [tx - landed.x, ty + landed.y, tz - landed.z],
      quaternion: groupTurnFromThrow(turned, die.faceFix, value),
    };
  });
}

let cupGeometry: LatheGeometry | null = null;
let cupMaterial: MeshStandardMaterial | null = null;

/** A small upturned leather cup, hiding a die. */
function Cup({ position }: { position: [number, number, number] }) {
  if (!cupGeometry) {
    const pts = [
      [0.125, 0],
      [0.122, 0.02],
      [0.112, 0.16],
      [0.104, 0.2],
      [0.09, 0.215],
      [0, 0.218],
    ];
    cupGeometry = new LatheGeometry(
      pts.map(([r, y]) => new Vector2(r, y)),
      32,
    );
    cupMaterial = new MeshStandardMaterial({ color: '#5b2a1e', roughness: 0.7 });
  }
  return (
    <mesh geometry={cupGeometry} material={cupMaterial ?? undefined} position={position} castShadow receiveShadow />
  );
}

/** Props of `CodeDice`. */
export interface CodeDiceProps {
  /** The code values this screen may see, or null (hidden). */
  readonly code: readonly number[] | null;
  /** Whether the coder has rolled. */
  readonly rolled: boolean;
  /** The code throw to play (only the coder's screen has one), and its stage. */
  readonly track: ThrowMessage | null;
  readonly stage: RollStage;
  readonly onSettled: () => void;
}

/** The code row's dice, or the cups that hide them. */
export const CodeDice = memo(function CodeDice({ code, rolled, track, stage, onSettled }: CodeDiceProps) {
  const codeTrack = onChannel(track, 'code');
  const from = useMemo(() => (code ? thrownPoses(code, codeTrack) : []), [code, codeTrack]);
  if (!rolled) return null;
  if (!code) {
    return (
      <group>
        {COLOURS.map((_, c) => {
          const [x, , z] = cellCentre(c, 'code');
          return <Cup key={c} position={[x, BOARD_TOP + 0.001, z]} />;
        })}
      </group>
    );
  }
  if (codeTrack && stage === 'rolling') {
    return (
      <group position={CODER_TRAY as [number, number, number]} rotation={[0, Math.PI, 0]}>
        <ThrowPlayback track={codeTrack} onSettled={onSettled} />
      </group>
    );
  }
  if (stage === 'waiting') return null;
  return (
    <group>
      {code.map((value, c) => {
        const [x, , z] = cellCentre(c, 'code');
        return (
          <GlideDie
            key={c}
            id={`code${c}`}
            value={value}
            kind="code"
            colour={COLOURS[c]}
            target={{ position: [x, DIE_REST_Y, z], quaternion: [0, 1, 0, 0] }}
            from={from[c]}
            delay={c * 0.12}
          />
        );
      })}
    </group>
  );
});
