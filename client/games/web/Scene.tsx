// Web on the table: every card, cable, coin and hole (Pieces.tsx, from the scene model of the view), the hints
// over them (Hints.tsx: the ghost of the picked card, the sides a cable may take, the end's lit networks) and
// the invisible surface that turns the pointer into intents (TableInput.tsx). Legality comes only from the
// engine's legalFromView (props.legal, from the shell); a click sends an action the engine listed, and the server still decides.
import { Tip } from '../../scene/PieceTips.js';
import { useCallback, useEffect, useMemo } from 'react';
import type { WebAction, WebView } from '../../../shared/games/web/game-types.js';
import { useTavolo } from '../../store.js';
import type { GameSceneProps } from '../../kit/contract.js';
import { CameraFrame } from '../../scene/CameraFrame.js';
import { framedPoints, seatView, TOP_VIEW } from './framing.js';
import { Hints } from './Hints.js';
import { NO_LEGAL, clickTable, legalIndex } from './intents.js';
import { cellsOf } from './legal.js';
import { sceneModel } from './model.js';
import { Pieces } from './Pieces.js';
import { useWeb, type Side, type Square } from './store.js';
import { PileInput, TableInput } from './TableInput.js';

/** The GameClient's Scene for Web. */
export function WebScene({ view, seat, legal: listed, onIntent }: GameSceneProps<WebView, WebAction>) {
  const picked = useWeb((s) => s.selected);
  const watchSeat = useTavolo((s) => s.watchSeat);
  const model = useMemo(() => sceneModel(view, cellsOf, picked), [view, picked]);
  const legal = useMemo(() => (seat === null ? NO_LEGAL : legalIndex(listed)), [listed, seat]);
  const hand = seat === null ? null : (view.seats[seat]?.hand ?? null);

  // Leaving the table forgets the pick, the hover and cable mode.
  useEffect(
    () => () => {
      useWeb.getState().reset();
      document.body.style.cursor = '';
    },
    [],
  );
  // A new view: a picked card no longer in hand is put back; cable mode ends when no cable can be laid.
  useEffect(() => {
    const s = useWeb.getState();
    if (s.selected !== null && !hand?.some((c) => c.id === s.selected)) s.select(null);
    if (s.cableMode && legal.sides.size === 0) s.setCableMode(false);
  }, [hand, legal]);

  const onClick = useCallback(
    (square: Square, side: Side) => {
      if (!hand) return;
      const s = useWeb.getState();
      const click = clickTable(s, legal, square, side, hand, cellsOf);
      if (click.kind === 'send') {
        if (click.action.type === 'play') s.select(null);
        if (s.firstSquare) s.setFirstSquare(null);
        onIntent(click.action);
      } else if (click.kind === 'first') s.setFirstSquare(click.square);
    },
    [hand, legal, onIntent],
  );

  const onDraw = useCallback((pile: number) => onIntent({ type: 'draw', pile }), [onIntent]);

  return (
    <group>
      <Tip tip="web:tip.pieces">
        <Pieces model={model} />
      </Tip>
      <Tip tip="web:tip.spot">
        <Hints view={view} seat={seat} frame={model.frame} legal={legal} cellsOf={cellsOf} />
      </Tip>
      <TableInput frame={model.frame} active={seat !== null && view.phase === 'play'} onClick={onClick} />
      <Tip tip="web:tip.pile">
        <PileInput draws={legal.draws} reach={model.pileReach} onDraw={onDraw} />
      </Tip>
      <CameraFrame
        points={framedPoints(model.network, model.pileReach, seat ?? watchSeat)}
        seat={seat ?? watchSeat}
        seatView={seatView(seat ?? watchSeat)}
        topView={TOP_VIEW}
      />
    </group>
  );
}
