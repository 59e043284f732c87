// The solver's rolled white dice: tumbling in his tray (the server's track), then at rest where they
// landed. The solver picks one (click, or keys in the panel) and puts it on a column, or drags it there;
// dice put on a column wait in that well, a little raised, until he confirms.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { Quaternion, Vector3 } from 'three';
import type { ThrowMessage } from '../../../shared/protocol.js';
import { ThrowPlayback, poseAt } from './dice/index.js';
import { assignDie, clearColumn, columnOfDie, selectDie, type Draft } from './draft.js';
import { drag, GlideDie, groupTurnFromThrow, type Pose, type PoseSlot } from './GlideDie.js';
import { rayToBoard, useBoardFrame } from './frame.js';
import { BOARD_BACK, BOARD_FRONT, DIE_EDGE, SOLVER_TRAY, cellCentre, columnAt } from './layout.js';
import { DIE_REST_Y } from './BoardDice.js';
import { useMasterdice } from './store.js';
import type { RollStage } from './stage.js';

/** Live poses of the tray dice, read by the board when a row is placed (its dice fly from here). */
export const traySlots: PoseSlot[] = [0, 1, 2, 3].map(() => ({
  value: 0,
  position: new Vector3(),
  quaternion: new Quaternion(),
}));

const DRAG_HEIGHT = 0.32;
const start = new Vector3();
const pos = new Vector3();
const quat = new Quaternion();

/** Where each rolled die lies at rest in the board frame: where its track left it, else in a neat line. */
export function restPoses(values: readonly number[], track: ThrowMessage | null): Pose[] {
  const [tx, ty, tz] = SOLVER_TRAY;
  return values.map((value, i) => {
    const die = track && track.dice[i]?.value === value ? track.dice[i] : undefined;
    if (die && track) {
      poseAt(die.frames, 1e9, pos, quat);
      return {
        position: [pos.x + tx, pos.y + ty, pos.z + tz],
        quaternion: groupTurnFromThrow(quat, die.faceFix, value),
      };
    }
    const yaw = (((i * 37) % 11) - 5) * 0.06;
    return {
      position: [tx + (i - (values.length - 1) / 2) * 0.42, ty + DIE_EDGE / 2, tz + 0.15 + ((i % 2) - 0.5) * 0.16],
      quaternion: [0, Math.sin(yaw / 2), 0, Math.cos(yaw / 2)],
    };
  });
}

/** Props of `WhiteDice`. */
export interface WhiteDiceProps {
  readonly values: readonly number[];
  readonly stage: RollStage;
  readonly track: ThrowMessage | null;
  readonly onSettled: () => void;
  /** The solver's draft when this screen is the solver's and he may place; null otherwise (watchers). */
  readonly draft: Draft | null;
  /** The attempt row being filled (for the wells of pending dice). */
  readonly row: number;
}

/** The white dice of the current roll. */
export function WhiteDice({ values, stage, track, onSettled, draft, row }: WhiteDiceProps) {
  const board = useBoardFrame();
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null;
  const [hover, setHover] = useState<number | null>(null);
  const rests = useMemo(() => restPoses(values, track), [values, track]);
  const setDraft = useMasterdice((s) => s.setDraft);
  const setDragging = useMasterdice((s) => s.setDragging);

  useLayoutEffect(() => {
    traySlots.forEach((slot, i) => {
      if (i >= values.length) slot.value = 0;
    });
  }, [values]);

  // Leaving (the row was placed, the roll changed) ends any drag and gives the camera back.
  useEffect(
    () => () => {
      drag.id = null;
      drag.moved = false;
      document.body.style.cursor = '';
      if (controls) controls.enabled = true;
    },
    [controls],
  );

  if (stage === 'waiting') return null;
  if (stage === 'rolling') {
    return (
      <group position={SOLVER_TRAY as [number, number, number]}>
        <ThrowPlayback track={track} onSettled={onSettled} />
      </group>
    );
  }

  const interactive = draft !== null;
  const boardPoint = (e: ThreeEvent<PointerEvent>, out: Vector3) =>
    board?.current ? rayToBoard(e.ray, board.current, DRAG_HEIGHT, out) : false;

  const handlers = (i: number) => {
    if (!interactive) return {};
    const id = `w${i}`;
    return {
      onPointerDown: (e: ThreeEvent<PointerEvent>) => {
        e.stopPropagation();
        (e.target as Element | null)?.setPointerCapture?.(e.pointerId);
        drag.id = id;
        drag.moved = false;
        boardPoint(e, start);
        if (controls) controls.enabled = false;
      },
      onPointerMove: (e: ThreeEvent<PointerEvent>) => {
        if (drag.id !== id) return;
        if (!boardPoint(e, drag.point)) return;
        drag.point.y = DRAG_HEIGHT;
        if (!drag.moved && drag.point.distanceTo(start) > 0.06) {
          drag.moved = true;
          setDragging(i);
        }
      },
      onPointerUp: (e: ThreeEvent<PointerEvent>) => {
        if (drag.id !== id) return;
        e.stopPropagation();
        (e.target as Element | null)?.releasePointerCapture?.(e.pointerId);
        if (controls) controls.enabled = true;
        const d = useMasterdice.getState().draft;
        if (d) {
          const on = columnOfDie(d, i);
          if (drag.moved) {
            const inside = drag.point.z < BOARD_FRONT + 0.05 && drag.point.z > BOARD_BACK;
            const column = inside ? columnAt(drag.point.x, drag.point.z) : null;
            if (column !== null) setDraft(assignDie(d, i, column));
            else if (on !== null) setDraft(clearColumn(d, on));
          } else if (on !== null) {
            setDraft(clearColumn(d, on, true));
          } else {
            setDraft(selectDie(d, i));
          }
        }
        drag.id = null;
        drag.moved = false;
        setDragging(null);
      },
      onPointerOver: (e: ThreeEvent<PointerEvent>) => {
        e.stopPropagation();
        setHover(i);
        document.body.style.cursor = 'grab';
      },
      onPointerOut: () => {
        setHover((h) => (h === i ? null : h));
        document.body.style.cursor = '';
      },
    };
  };

  return (
    <group>
      {values.map((value, i) => {
        const column = draft ? columnOfDie(draft, i) : null;
        const target: Pose =
          column !== null
            ? {
                position: [cellCentre(column, row)[0], DIE_REST_Y + 0.025, cellCentre(column, row)[2]],
                quaternion: [0, 0, 0, 1],
              }
            : (rests[i] as Pose);
        const selected = draft?.selected === i;
        return (
          <GlideDie
            key={`${i}`}
            id={`w${i}`}
            value={value}
            kind="white"
            target={target}
            highlighted={interactive && (selected || hover === i || column !== null)}
            lifted={selected}
            slot={traySlots[i]}
            {...handlers(i)}
          />
        );
      })}
    </group>
  );
}
