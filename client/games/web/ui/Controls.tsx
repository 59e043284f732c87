// Web's HTML controls in the overlay (the scene does the dropping and the cable clicks): the prompt of the moment;
// on one's turn the hand (fronts and one's own dots) with the Turn button, the actions left with the dots of the
// card just played, the six piles to draw from, Buy, Lay cable (with the cables in front) and End turn; one line
// saying why a button is off or what to do; the keys; the result at the end. Every button is on exactly when the
// engine lists its action (props.legal: legalFromView, from the shell); the server decides.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { HandCardView, Shape, WebAction, WebView } from '../../../../shared/games/web/game-types.js';
import { useSender } from '../../../kit/sender.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { clickTable, legalIndex } from '../intents.js';
import { TURNED_CELLS } from '../../../../shared/games/web/index.js';
import { NS } from '../strings.js';
import { useWeb, type Square } from '../store.js';
import { ActButton } from './ActButton.js';
import { useTableCursor } from './cursor.js';
import { CableSwatch, CardFace, ShapeMark } from './icons.js';
import { keyMoment, useWebKeys, type WebKey } from './keys.js';
import { controlsModel, ghostReason, type ControlsModel } from './model.js';
import { ResultPanel } from './ResultPanel.js';
import './web.css';

type Props = GameSceneProps<WebView, WebAction>;

/** How a shape's cells lie at a turn (the engine's table), for dropping from the keyboard. */
const cellsOf = (shape: Shape, rotation: number) => TURNED_CELLS[shape][((rotation % 4) + 4) % 4]!;

/** A spectator's hand (one constant, so hooks keyed on the hand do not rerun). */
const NO_CARDS: readonly HandCardView[] = [];

/** Where keyboard aiming starts: the square under the pointer, else the central card's server. */
function aimStart(view: WebView, hover: Square | null): Square {
  if (hover) return hover;
  const server = view.table[0]?.squares.find((s) => s.kind === 'server');
  return server ? [server.x, server.y] : [0, 0];
}

/** The GameClient's Controls for Web. */
export function WebControls({ view, seat, seatNames, legal, onIntent }: Props) {
  const { t } = useTranslation(NS);
  const { busy, send } = useSender<WebView, WebAction>(view, onIntent);
  const selected = useWeb((s) => s.selected);
  const rotation = useWeb((s) => s.rotation);
  const cableMode = useWeb((s) => s.cableMode);
  const firstSquare = useWeb((s) => s.firstSquare);
  const ghost = useWeb((s) => s.ghost);
  const [drawing, setDrawing] = useState(false);
  const [why, setWhy] = useState<string | null>(null);
  const index = useMemo(() => legalIndex(legal), [legal]);
  const hand = (seat === null ? undefined : view.seats[seat]?.hand) ?? NO_CARDS;
  useTableCursor(index, hand, cellsOf);
  const model = controlsModel(view, seat, legal, { selected, cableMode });
  const name = (s: number) => (s === seat ? t('you') : seatNames[s] || `#${s + 1}`);

  // A new turn or moment forgets a reason shown and a pile choice begun.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that a new turn or moment forgets the reason shown and a pile choice begun
  useEffect(() => {
    setWhy(null);
    setDrawing(false);
  }, [view.turn, view.played, view.actionsLeft]);

  const runKey = (k: WebKey) => {
    const s = useWeb.getState();
    switch (k.kind) {
      case 'next-card': {
        const ids = model.hand.filter((h) => h.btn.enabled).map((h) => h.card.id);
        const at = s.selected === null ? -1 : ids.indexOf(s.selected);
        const next = ids[(at + 1) % ids.length];
        if (next !== undefined && next !== s.selected) s.select(next);
        return;
      }
      case 'rotate':
        s.rotate(k.step);
        return;
      case 'aim': {
        const [x, y] = aimStart(view, s.hover);
        s.setHover([x + k.dx, y + k.dy]);
        return;
      }
      case 'drop': {
        const at = aimStart(view, s.hover);
        const click = clickTable(s, index, at, null, hand, cellsOf);
        if (click.kind === 'send') {
          if (click.action.type === 'play') s.select(null);
          if (s.firstSquare) s.setFirstSquare(null);
          send(click.action);
        } else if (click.kind === 'first') s.setFirstSquare(click.square);
        return;
      }
      case 'draw-mode':
        setDrawing(true);
        return;
      case 'draw':
        setDrawing(false);
        if (model.piles[k.pile]?.enabled) send({ type: 'draw', pile: k.pile });
        return;
      case 'buy':
        send({ type: 'buy' });
        return;
      case 'cable':
        s.setCableMode(!s.cableMode);
        return;
      case 'end':
        send({ type: 'end' });
        return;
      case 'cancel':
        setDrawing(false);
        if (s.selected !== null) s.select(null);
        if (s.cableMode) s.setCableMode(false);
    }
  };
  useWebKeys(keyMoment(model, selected !== null, cableMode, drawing), runKey);

  if (view.phase === 'over' && view.result) {
    return (
      <div className="wb-controls">
        <ResultPanel view={view} result={view.result} seat={seat} seatNames={seatNames} />
      </div>
    );
  }

  const prompt = promptOf(t, model, view, selected, cableMode, firstSquare !== null, hand, name);
  if (model.moment !== 'play' && model.moment !== 'act') {
    return (
      <div className="wb-controls">
        <p className="wb-prompt" role="status" aria-live="polite" data-testid="wb-prompt">
          {prompt}
        </p>
      </div>
    );
  }

  const playing = model.moment === 'play';
  // The red ghost under the pointer says why the card may not lie there (the engine's refusal, from the scene).
  const ghostWhy = ghostReason(model.moment, selected, ghost);
  return (
    <div className="wb-controls play">
      <p className="wb-prompt mine" role="status" aria-live="polite" data-testid="wb-prompt">
        {prompt}
      </p>
      <div className="wb-bar">
        <div className="wb-hand" role="group" aria-label={t('controls.hand')}>
          {model.hand.length === 0 ? <span className="wb-muted">{t('controls.handEmpty')}</span> : null}
          {model.hand.map((h) => (
            <ActButton
              key={h.card.id}
              btn={h.btn}
              busy={busy}
              onWhy={setWhy}
              testId={`wb-card-${h.card.id}`}
              className={`wb-card${h.selected ? ' picked' : ''}`}
              pressed={h.selected}
              label={
                t('controls.pick', { card: t(`cardA.${h.card.shape}`) }) +
                (h.card.dots !== null ? ` (${t('dots', { count: h.card.dots })})` : '')
              }
              onClick={() => useWeb.getState().select(h.card.id)}
            >
              <CardFace
                card={h.card}
                rotation={h.selected ? rotation : 0}
                dots={h.card.dots}
                size={h.selected ? 16 : 13}
              />
            </ActButton>
          ))}
          {playing ? (
            <ActButton
              btn={model.rotate}
              onWhy={setWhy}
              shortcut="R"
              testId="wb-rotate"
              hint={t('controls.rotateHint')}
              onClick={() => useWeb.getState().rotate(1)}
            >
              <span aria-hidden="true">↻</span> {t('controls.rotate')}
            </ActButton>
          ) : null}
        </div>
        <span className="wb-spacer" />
        <span className={`wb-actions${model.actionsLeft === 0 && !playing ? ' spent' : ''}`} data-testid="wb-actions">
          {model.played ? (
            <>
              {t('controls.actionsLeft', { count: model.actionsLeft })}
              <span
                className="wb-played"
                title={t('controls.played', { dots: t('dots', { count: model.played.dots }) })}
              >
                {Array.from({ length: model.played.dots }, (_, k) => (
                  <span
                    key={k}
                    className={`wb-pip${k < model.played!.dots - model.actionsLeft ? ' used' : ''}`}
                    aria-hidden="true"
                  />
                ))}
                <span className="visually-hidden">
                  {t('controls.played', { dots: t('dots', { count: model.played.dots }) })}
                </span>
              </span>
            </>
          ) : (
            t('controls.noCardYet')
          )}
        </span>
        <ActButton
          btn={model.end}
          busy={busy}
          onWhy={setWhy}
          primary
          shortcut="E"
          testId="wb-end"
          hint={t('titles.end')}
          onClick={() => send({ type: 'end' })}
        >
          {t('controls.end')}
        </ActButton>
      </div>
      {!playing ? (
        <div className="wb-bar">
          <div
            className={`wb-piles${drawing ? ' choosing' : ''}`}
            role="group"
            aria-label={t('controls.draw')}
            aria-keyshortcuts="D"
          >
            <span className="wb-row-label" title={t('controls.drawPick')}>
              {t('controls.draw')}
            </span>
            {view.piles.map((p, i) => {
              const label = `${t('controls.drawFrom', { n: i + 1 })}: ${t(`shape.${p.shape}`)}, ${t('pileCount', { count: p.count })}`;
              return (
                <ActButton
                  key={i}
                  btn={model.piles[i]!}
                  busy={busy}
                  onWhy={setWhy}
                  testId={`wb-pile-${i}`}
                  className="wb-pile"
                  label={label}
                  hint={t('titles.pile', { label, n: i + 1 })}
                  onClick={() => send({ type: 'draw', pile: i })}
                >
                  <b>{i + 1}</b>
                  <ShapeMark shape={p.shape} size={10} />
                  <small>{p.count}</small>
                </ActButton>
              );
            })}
          </div>
          <ActButton
            btn={model.buy}
            busy={busy}
            onWhy={setWhy}
            shortcut="B"
            testId="wb-buy"
            hint={t('titles.buy', { shop: t('controls.shop', { count: model.shop }) })}
            onClick={() => send({ type: 'buy' })}
          >
            {t('controls.buy')}
          </ActButton>
          <ActButton
            btn={model.cable}
            onWhy={setWhy}
            shortcut="C"
            testId="wb-cable"
            pressed={cableMode}
            hint={
              cableMode
                ? t('titles.cableOn')
                : t('titles.cable', { front: t('controls.front', { count: model.front }) })
            }
            onClick={() => useWeb.getState().setCableMode(!cableMode)}
          >
            {cableMode ? t('controls.cableOn') : t('controls.cable')}
            <span className="wb-front" data-testid="wb-front" title={t('controls.front', { count: model.front })}>
              {seat !== null && model.front > 0 ? <CableSwatch seat={seat} width={16} height={7} /> : null}
              <span>×{model.front}</span>
            </span>
          </ActButton>
        </div>
      ) : null}
      <div className="wb-foot">
        <p className={`wb-line${why || ghostWhy ? ' why' : ''}`} role="status" aria-live="polite" data-testid="wb-why">
          {why ?? (ghostWhy ? t(`errors.${ghostWhy}`) : drawing ? t('controls.drawPick') : '')}
        </p>
        <details className="wb-keys kbd-hint">
          <summary title={t('titles.keys')}>{t('controls.keysTitle')}</summary>
          <p>{t('controls.keys')}</p>
        </details>
      </div>
    </div>
  );
}

/** The prompt line for the moment and what is in hand. */
function promptOf(
  t: (k: string, o?: Record<string, unknown>) => string,
  model: ControlsModel,
  view: WebView,
  selected: number | null,
  cableMode: boolean,
  firstPicked: boolean,
  hand: readonly { id: number; shape: string }[],
  name: (s: number) => string,
): string {
  switch (model.moment) {
    case 'watch':
      return model.actor !== null ? t('status.theirTurn', { name: name(model.actor) }) : t('status.watching');
    case 'wait':
      return t('status.theirTurn', { name: name(model.actor ?? 0) });
    case 'out':
      return t('status.out');
    case 'play': {
      const card = hand.find((c) => c.id === selected);
      return card ? t('status.drop', { card: t(`cardA.${card.shape}`) }) : t('status.play');
    }
    case 'act':
      if (cableMode) return firstPicked ? t('status.cableFirst') : t('status.cable');
      return view.actionsLeft > 0
        ? t('status.act', { actions: t('actions', { count: view.actionsLeft }) })
        : t('status.actNone');
    default:
      return '';
  }
}
