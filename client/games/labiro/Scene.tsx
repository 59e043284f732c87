// Labiro on the table: the labyrinth in the middle (Board.tsx) scaled and turned to fit (layout.ts), the hints
// and the pointer's prisms over it (Hints.tsx), the players' stations round it (Stations.tsx) and the tiles
// travelling between them (Flights.tsx). New events from the table store become animations (timeline.ts): a
// chain turns tower by tower, a pawn walks through the doors, then the tiles the action moved travel.
// Events already there when the scene mounts (a join, a reconnect) are never played again: the view is the truth.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { useThree } from '@react-three/fiber';
import type { LabiroAction, LabiroView } from '../../../shared/games/labiro/game-types.js';
import { useTavolo } from '../../store.js';
import type { GameSceneProps } from '../../kit/contract.js';
import { animNow } from '../../kit/timeline.js';
import { MapPieces, type AnimState } from './Board.js';
import { Flights } from './Flights.js';
import { Hints, TowerInput } from './Hints.js';
import { effectiveMode, targetsOf, toolObject } from './hints.js';
import { clickTower } from './intents.js';
import { MAP_Y, viewFrame } from './layout.js';
import { mapModel } from './model.js';
import { Stations } from './Stations.js';
import { useLabiro } from './store.js';
import { EMPTY_TIMELINE, appendTimeline, newBatches, planBatches } from './timeline.js';
import { SeatCameraFrame } from '../../scene/CameraFrame.js';
import { framedPoints, framedTopPoints } from './director.js';
import { seatCamera, topCamera } from './stations.js';

/**
 * The table store's events newer than what the scene has shown, planned as animations when the view moves on
 * (the events of an action arrive just before its view). The first view only sets where the scene stands.
 */
function useEventAnimations(view: LabiroView): MutableRefObject<AnimState> {
  const anim = useRef<AnimState>({ timeline: EMPTY_TIMELINE, stamp: 0 });
  const seen = useRef<{ version: number; view: LabiroView } | null>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const { table, log } = useTavolo.getState();
    const version = table?.version ?? 0;
    const before = seen.current;
    seen.current = { version, view };
    const batches = newBatches(log, before ? before.version : null, version);
    if (!before || batches.length === 0) return;
    const now = animNow();
    const timeline = appendTimeline(anim.current.timeline, (at) => planBatches(batches, before.view, view, at), now);
    anim.current = { timeline, stamp: anim.current.stamp + 1 };
    invalidate();
  }, [view, invalidate]);
  return anim;
}

/** The GameClient's Scene for Labiro. */
export function LabiroScene({ view, seat, legal, onIntent }: GameSceneProps<LabiroView, LabiroAction>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame depends only on the map and the players, not on every new view object
  const frame = useMemo(() => viewFrame(view), [view.map, view.players]);
  const model = useMemo(() => mapModel(view), [view]);
  const anim = useEventAnimations(view);
  // A new table (or leaving one) forgets the tool, the hover and an armed turn.
  useEffect(
    () => () => {
      useLabiro.getState().reset();
      document.body.style.cursor = '';
    },
    [],
  );
  // A view where the armed turn is no longer allowed drops it.
  useEffect(() => {
    const s = useLabiro.getState();
    if (s.armedTurn === null) return;
    const mode = effectiveMode(view, seat, s.tool);
    if (mode !== 'turn' || !targetsOf(legal, 'turn').includes(s.armedTurn)) s.armTurn(null);
  }, [view, seat, legal]);

  const onHover = useCallback(
    (base: number | null) => {
      const s = useLabiro.getState();
      if (s.hover !== base) s.setHover(base);
      const acts =
        base !== null && targetsOf(legal, effectiveMode(view, seat, s.tool), toolObject(s.tool)).includes(base);
      document.body.style.cursor = acts ? 'pointer' : '';
    },
    [view, seat, legal],
  );
  const onTower = useCallback(
    (base: number) => {
      const s = useLabiro.getState();
      const click = clickTower(view, seat, legal, s, base);
      if (click.kind === 'arm') s.armTurn(click.tower);
      else if (click.kind === 'send') {
        if (s.armedTurn !== null) s.armTurn(null);
        onIntent(click.action);
      }
    },
    [view, seat, legal, onIntent],
  );

  return (
    <group>
      <SeatCameraFrame
        points={framedPoints(view)}
        topPoints={framedTopPoints(view)}
        seat={seat}
        seatCamera={seatCamera}
        topCamera={topCamera}
      />
      <group position={[frame.x, MAP_Y, frame.z]} rotation={[0, frame.yaw, 0]} scale={frame.size}>
        <MapPieces view={view} model={model} anim={anim} />
        <Hints view={view} seat={seat} legal={legal} model={model} />
        <TowerInput model={model} count={view.map.cells.length} onHover={onHover} onTower={onTower} />
      </group>
      <Stations view={view} anim={anim} />
      <Flights view={view} frame={frame} model={model} anim={anim} />
    </group>
  );
}
