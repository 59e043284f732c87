// Symbotrio on the table: the keypad board in the middle (Board.tsx) and the cards round it (Cards.tsx). Each new
// view is compared with the one before and what changed moves (motion.ts): squares flip up and back, cards
// travel, the board turns a quarter for a code card while everyone watches. A click or tap on a square sends the
// flip the engine lists for this seat (props.legal: legalFromView, from the shell), through the sender the HTML controls share (store.ts), so a
// click and a key never send twice for one view; the server still decides.
import { Tip } from '../../scene/PieceTips.js';
import { useCallback, useEffect, useLayoutEffect, useRef, type MutableRefObject } from 'react';
import { useThree } from '@react-three/fiber';
import type { SymbotrioAction, SymbotrioView } from '../../../shared/games/symbotrio/game-types.js';
import { animNow, type AnimState } from '../../kit/timeline.js';
import type { GameSceneProps } from '../../kit/contract.js';
import { Board } from './Board.js';
import { Cards } from './Cards.js';
import { canFlip, flipAt } from './intents.js';
import { STILL, planMotion, type Motion } from './motion.js';
import { pendingFlip, useSymbotrio, useSymbotrioSender, type Cell } from './store.js';
import { SeatCameraFrame } from '../../scene/CameraFrame.js';
import { framedPoints } from './director.js';
import { seatCamera, topCamera } from './layout.js';

/** The motion shared by the board and the cards, replanned whenever the view moves on (the first view only sets the table). */
function useViewMotion(view: SymbotrioView): MutableRefObject<AnimState<Motion>> {
  const anim = useRef<AnimState<Motion>>({ timeline: STILL, stamp: 0 });
  const seen = useRef<SymbotrioView | null>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const before = seen.current;
    seen.current = view;
    if (!before || before === view) return;
    anim.current = {
      timeline: planMotion(before, view, animNow(), anim.current.timeline),
      stamp: anim.current.stamp + 1,
    };
    invalidate();
  }, [view, invalidate]);
  return anim;
}

/** The GameClient's Scene for Symbotrio. */
export function SymbotrioScene({ view, seat, legal, onIntent }: GameSceneProps<SymbotrioView, SymbotrioAction>) {
  const { send } = useSymbotrioSender<SymbotrioAction>(view, onIntent);
  const anim = useViewMotion(view);
  const hover = useSymbotrio((s) => s.hover);
  const pending = useSymbotrio((s) => pendingFlip(s, view));

  // Leaving the table forgets the square under the pointer.
  useEffect(() => () => useSymbotrio.getState().setHover(null), []);

  const onHover = useCallback((cell: Cell | null) => useSymbotrio.getState().setHover(cell), []);
  const onSquare = useCallback(
    (cell: Cell) => {
      const action = flipAt(legal, cell.row, cell.col);
      if (action) send(action);
    },
    [legal, send],
  );

  return (
    <group>
      <SeatCameraFrame points={framedPoints(view)} seat={seat} seatCamera={seatCamera} topCamera={topCamera} />
      <Tip tip="symbotrio:tip.board">
        <Board
          view={view}
          seat={seat}
          anim={anim}
          hover={canFlip(legal, hover) ? hover : null}
          pending={pending}
          onHover={onHover}
          onSquare={onSquare}
        />
      </Tip>
      <Tip tip="symbotrio:tip.cards">
        <Cards view={view} anim={anim} />
      </Tip>
    </group>
  );
}
