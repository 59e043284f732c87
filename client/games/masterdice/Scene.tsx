// Masterdice on the table: the codemaster board between the two players, turned to face the solver; the
// screen, the code dice and the coder's tray on his side; the solver's tray and supply rack on his.
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { Group } from 'three';
import { DICE_PER_ROLL, type MasterdiceAction, type MasterdiceView } from '../../../shared/games/masterdice/index.js';
import type { GameSceneProps } from '../../kit/contract.js';
import { checkMove } from '../../../shared/games/masterdice/index.js';
import { useSender } from '../../kit/sender.js';
import { easeInOutCubic, progress } from '../../scene/anim.js';
import { BoardBase } from './Board.js';
import { BoardDice } from './BoardDice.js';
import { CodeDice } from './CodeDice.js';
import { dropOnColumn } from './draft.js';
import { BoardFrame } from './frame.js';
import { CODER_TRAY, SOLVER_TRAY, boardYaw } from './layout.js';
import { Markers } from './Markers.js';
import { boardModel, shownFor } from './model.js';
import { offersOf, wellsFor } from './offers.js';
import { Screen } from './Screen.js';
import { codeWhereThrown, onChannel, useRollStage } from './stage.js';
import { useMasterdice } from './store.js';
import { SupplyRack } from './SupplyRack.js';
import { Tip } from '../../scene/PieceTips.js';
import { SeatCameraFrame } from '../../scene/CameraFrame.js';
import { framedPoints } from './director.js';
import { seatCamera, topCamera } from './camera.js';
import { ThrowPad } from './ThrowPad.js';
import { Targets } from './Targets.js';
import { Tray } from './Tray.js';
import { ReadyDice } from './dice/index.js';
import { Verdicts } from './Verdicts.js';
import { WhiteDice } from './WhiteDice.js';
import { MasterdiceWarmup } from './Warmup.js';

const TURN_SECONDS = 1.6;

/** The board group, turning by half a turn (animated) when the roles swap. */
function TurningBoard({ yaw, children }: { yaw: number; children: ReactNode }) {
  const group = useRef<Group>(null);
  const turn = useRef({ from: yaw, to: yaw, start: -2 });
  const invalidate = useThree((s) => s.invalidate);

  useLayoutEffect(() => {
    const t = turn.current;
    if (t.to === yaw) return;
    t.from = group.current?.rotation.y ?? t.to;
    t.to = yaw;
    t.start = -1;
    invalidate();
  }, [yaw, invalidate]);

  useFrame((state) => {
    const g = group.current;
    const t = turn.current;
    if (!g || t.start === -2) return;
    if (t.start === -1) t.start = state.clock.elapsedTime;
    const p = progress(state.clock.elapsedTime, t.start, TURN_SECONDS);
    g.rotation.y = t.from + (t.to - t.from) * easeInOutCubic(p);
    g.position.y = Math.sin(Math.PI * p) * 0.12;
    if (p >= 1) t.start = -2;
    state.invalidate();
  });

  return (
    <group ref={group} rotation={[0, yaw, 0]}>
      <BoardFrame.Provider value={group}>{children}</BoardFrame.Provider>
    </group>
  );
}

/** The GameClient's Scene for Masterdice. */
export function MasterdiceScene({
  view,
  seat,
  lastThrow,
  legal,
  onIntent,
}: GameSceneProps<MasterdiceView, MasterdiceAction>) {
  const syncView = useMasterdice((s) => s.syncView);
  const memory = useMasterdice((s) => s.memory);
  const seen = useMasterdice((s) => s.seen);
  const draft = useMasterdice((s) => s.draft);
  const dragging = useMasterdice((s) => s.dragging);
  const setDraft = useMasterdice((s) => s.setDraft);
  const solving = useMasterdice((s) => s.solving);
  const { busy, send } = useSender(view, onIntent);
  const offers = useMemo(() => offersOf(legal), [legal]);
  // A new table (or leaving one) starts from a clean slate: no stale draft, reveal or roll counter.
  useLayoutEffect(() => {
    const { reset } = useMasterdice.getState();
    reset();
    return reset;
  }, []);
  useLayoutEffect(() => {
    syncView(view);
  }, [view, syncView]);

  const model = boardModel(view, memory, shownFor(seen, view));
  const { stage, track, onSettled } = useRollStage(view, lastThrow);
  const revealedAtMount = useRef(model.revealed ? model.gameKey : null);

  // Phases here choose what to show (rolled dice on the table, the code's throw); moves come from `offers`.
  const placing = !model.revealed && view.phase === 'place' && view.roll !== null;
  const myDraft =
    placing && offers.place && stage === 'rest' && draft !== null && draft.roll === view.rollCount ? draft : null;
  const codeStage = !model.revealed && codeWhereThrown(view) ? stage : 'rest';
  // Before a roll the solver's next dice wait in his tray (the rack holds the rest), shown to everyone when the
  // engine would let the solver roll; his own screen lets him throw them when his list holds a roll.
  const solverMayRoll = checkMove(view, view.solver, 'roll').ok;
  const ready = !model.revealed && solverMayRoll ? Math.min(DICE_PER_ROLL, view.supply) : 0;
  const canThrow = ready > 0 && !busy && !solving && offers.roll;
  const rack = model.revealed
    ? (model.result?.whiteDiceLeft ?? view.supply)
    : view.supply - (placing && view.roll ? view.roll.length : ready);

  return (
    <>
      <SeatCameraFrame points={framedPoints(view, seat)} seat={seat} seatCamera={seatCamera} topCamera={topCamera} />
      <TurningBoard yaw={boardYaw(model.solver)}>
        <Tip tip="masterdice:tip.board">
          <BoardBase />
        </Tip>
        <Tip tip="masterdice:tip.markers">
          <Markers rows={model.rows} gameKey={model.gameKey} />
        </Tip>
        <Tip tip="masterdice:tip.boardDice">
          <BoardDice rows={model.rows} solution={model.solution} gameKey={model.gameKey} />
        </Tip>
        <Tip tip="masterdice:tip.screen">
          <Screen lifted={model.revealed} />
        </Tip>
        {model.revealed && model.code && model.solution ? (
          <Verdicts
            key={`verdicts:${model.gameKey}`}
            code={model.code}
            solution={model.solution}
            instant={revealedAtMount.current === model.gameKey}
          />
        ) : null}
        <Tip tip="masterdice:tip.solverTray">
          <Tray position={SOLVER_TRAY} yaw={0} felt="#1e4a3a">
            {ready > 0 ? (
              <Tip tip="masterdice:tip.readyDice">
                <ReadyDice key={`ready:${view.rollCount}`} count={ready} nudge={offers.roll} />
              </Tip>
            ) : null}
          </Tray>
        </Tip>
        <Tip tip="masterdice:tip.coderTray">
          <Tray position={CODER_TRAY} yaw={Math.PI} felt="#5b1f2c" />
        </Tip>
        <Tip tip="masterdice:tip.rack">
          <SupplyRack count={rack} />
        </Tip>
        {canThrow ? <ThrowPad onThrow={(aim) => send({ type: 'roll', aim })} /> : null}
        <Tip tip="masterdice:tip.codeDice">
          <CodeDice
            key={`code:${model.gameKey}`}
            code={model.code}
            rolled={model.codeRolled}
            track={onChannel(track, 'code')}
            stage={codeStage}
            onSettled={onSettled}
          />
        </Tip>
        {placing && view.roll ? (
          <Tip tip="masterdice:tip.whiteDice">
            <WhiteDice
              key={`white:${view.rollCount}`}
              values={view.roll}
              stage={stage}
              track={onChannel(track, 'white')}
              onSettled={onSettled}
              draft={myDraft}
              row={view.rows.length}
            />
          </Tip>
        ) : null}
        <Tip tip="masterdice:tip.well">
          <Targets
            row={model.currentRow}
            free={myDraft ? wellsFor(offers, myDraft, dragging ?? myDraft.selected) : []}
            armed={myDraft !== null && (myDraft.selected !== null || dragging !== null)}
            cursor={myDraft && myDraft.selected !== null ? myDraft.cursor : null}
            onColumn={
              myDraft
                ? (column) => {
                    const d = useMasterdice.getState().draft;
                    if (d) setDraft(dropOnColumn(d, column));
                  }
                : null
            }
          />
        </Tip>
      </TurningBoard>
      <MasterdiceWarmup />
    </>
  );
}
