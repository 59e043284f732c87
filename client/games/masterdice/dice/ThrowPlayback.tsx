// Plays a server throw track back: every screen sees the same tumbling dice, which then stay at rest.
// The frame loop writes poses straight into refs (no React state); invalidate() keeps on-demand canvases moving.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { Group } from 'three';
import { Vector3, Quaternion } from 'three';
import type { ThrowMessage } from '../../../../shared/protocol.js';
import { Die } from './Die.js';
import { DIE_COLOURS } from './look.js';
import { frameCount, poseAt } from './track.js';
import { trackImpacts } from './impacts.js';
import { playThrow } from '../../../sound/engine.js';
import { animationSpeed } from '../../../scene/motion.js';

/** Props of `ThrowPlayback`; mount it inside a group placed at the tray's origin (tray frame, y up). */
export interface ThrowPlaybackProps {
  /** The throw to show; null shows nothing. A new object (a new roll) restarts the playback. */
  readonly track: ThrowMessage | null;
  /** Called once when every die has reached its last frame. */
  readonly onSettled?: () => void;
  /** Skip the animation and show the dice at rest at once (a reload, a late joiner, a replay jump). */
  readonly instant?: boolean;
  /** Playback speed factor (1 = real time). */
  readonly speed?: number;
  /** Which dice glow (by index in the track), e.g. the ones the solver may pick. */
  readonly highlighted?: readonly boolean[];
  /** Click on a thrown die, by index in the track. */
  readonly onDieClick?: (index: number) => void;
  /** Receives the dice's group objects (index = die), for code that follows them (the tray's colliders). */
  readonly groupsRef?: { current: (Group | null)[] };
}

const pos = new Vector3();
const quat = new Quaternion();

/** Writes every die's pose at fractional frame f; true when all have finished. */
function poseAll(groups: readonly (Group | null)[], track: ThrowMessage, f: number): boolean {
  let done = true;
  track.dice.forEach((die, i) => {
    const g = groups[i];
    const end = poseAt(die.frames, f, pos, quat);
    if (g) {
      g.position.copy(pos);
      g.quaternion.copy(quat);
    }
    done = done && end;
  });
  return done;
}

/** The dice of one throw, animated from its keyframes, then left at rest. */
export function ThrowPlayback({
  track,
  onSettled,
  instant,
  speed = 1,
  highlighted,
  onDieClick,
  groupsRef,
}: ThrowPlaybackProps) {
  const own = useRef<(Group | null)[]>([]);
  const groups = groupsRef ?? own;
  const clock = useRef({ start: -1, settled: true });
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  const invalidate = useThree((s) => s.invalidate);
  // Read once per throw, not in the frame loop.
  const knocks = useMemo(() => (track ? trackImpacts(track) : []), [track]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: groups is a ref filled by the dice's ref callbacks; the poses follow from the track
  useLayoutEffect(() => {
    if (!track) return;
    const last = Math.max(0, ...track.dice.map((d) => frameCount(d.frames) - 1));
    const done = poseAll(groups.current, track, instant ? last : 0);
    clock.current = { start: -1, settled: instant === true && done };
    if (clock.current.settled) settledRef.current?.();
    invalidate();
  }, [track, instant, invalidate]);

  useFrame((state) => {
    const c = clock.current;
    if (!track || c.settled) return;
    const now = state.clock.elapsedTime;
    if (c.start < 0) {
      c.start = now;
      // Its sound, knock for knock with the contacts in the frames about to play.
      playThrow(knocks, speed * animationSpeed()); // the frame clock runs faster with reduced motion
    }
    const f = (now - c.start) * track.fps * speed;
    if (poseAll(groups.current, track, f)) {
      c.settled = true;
      settledRef.current?.();
    }
    state.invalidate();
  });

  if (!track) return null;
  return (
    <>
      {track.dice.map((die, i) => (
        <group
          key={i}
          ref={(g) => {
            groups.current[i] = g;
          }}
        >
          <Die
            kind={track.channel === 'code' ? 'code' : 'white'}
            colour={DIE_COLOURS[i % DIE_COLOURS.length]}
            faceFix={die.faceFix}
            highlighted={highlighted?.[i] ?? false}
            onClick={
              onDieClick
                ? (e) => {
                    e.stopPropagation();
                    onDieClick(i);
                  }
                : undefined
            }
          />
        </group>
      ))}
    </>
  );
}
