// Labiro's HTML controls in the overlay (the scene does the tower clicking): the prompt of the moment; choosing
// a start tower; on one's turn the Walk/Turn tools with the turns used, Confirm/Cancel of an armed turn, the
// tower's actions, the hand with its Use buttons, End turn; putting a used object away; the result at the end.
// Every button the engine's legal list (props.legal) lacks is off with the engine's reason (the server decides).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import { TURNS_PER_TURN, type LabiroAction, type LabiroView } from '../../../../shared/games/labiro/index.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { useSender } from '../../../kit/sender.js';
import { NS } from '../strings.js';
import { foldOpenByDefault, useLabiro } from '../store.js';
import { ActButton } from './ActButton.js';
import { HandPanel } from './HandPanel.js';
import { keyMoment, useLabiroKeys, type LabiroKey } from './keys.js';
import { freeStartTowers, walkAdvice } from '../hints.js';
import { controlsModel, forcedTool, privateLooks, reasonKey } from './model.js';
import { ResultPanel } from './ResultPanel.js';
import { objectName, towerName } from './text.js';
import { capitalise } from '../../../kit/describe.js';
import { TowerPanel } from './TowerPanel.js';
import './labiro.css';

type Props = GameSceneProps<LabiroView, LabiroAction>;

/** The GameClient's Controls for Labiro. */
export function LabiroControls({ view, seat, seatNames, legal, onIntent }: Props) {
  const { t } = useTranslation(NS);
  const { busy, send } = useSender(view, onIntent, 2000); // buttons back 2 s after a refusal
  const tool = useLabiro((s) => s.tool);
  const armedTurn = useLabiro((s) => s.armedTurn);
  const startTake = useLabiro((s) => s.startTake);
  const [why, setWhy] = useState<string | null>(null);
  // On small screens the turn's rows start folded so the map stays in view (the fold's state is in the Labiro store:
  // the guided game reads it, decided once per table).
  const open = useLabiro((s) => s.foldOpen) ?? foldOpenByDefault();
  useEffect(() => {
    if (useLabiro.getState().foldOpen === null) useLabiro.getState().setFoldOpen(foldOpenByDefault());
  }, []);
  const model = controlsModel(view, seat, legal, armedTurn);
  const name = (s: number) => (s === seat ? t('you') : seatNames[s] || `#${s + 1}`);

  // The moment imposes its tool (start, place) and takes back tools that no longer fit.
  useEffect(() => {
    const forced = forcedTool(view, seat, legal, tool);
    if (forced) useLabiro.getState().setTool(forced);
  }, [view, seat, legal, tool]);
  // A new turn forgets a reason shown for the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that a new turn or phase forgets the reason shown
  useEffect(() => setWhy(null), [view.turn, view.phase]);

  const confirmTurn = () => {
    const a = useLabiro.getState().armedTurn;
    if (a === null || !model.confirm.enabled) return;
    useLabiro.getState().armTurn(null);
    send({ type: 'turn', tower: a });
  };
  const cancel = () => {
    const s = useLabiro.getState();
    if (s.armedTurn !== null) s.armTurn(null);
    else s.setTool({ mode: 'walk' });
  };
  const runKey = (k: LabiroKey) => {
    const s = useLabiro.getState();
    if (k === 'walk') s.setTool({ mode: 'walk' });
    else if (k === 'turn') s.setTool({ mode: 'turn' });
    else if (k === 'confirm') confirmTurn();
    else if (k === 'cancel') cancel();
    else if (k === 'end') send({ type: 'end' });
  };
  useLabiroKeys(keyMoment(model, tool.mode, armedTurn !== null), runKey);

  if (view.phase === 'over' && view.result) {
    return (
      <div className="lb-controls">
        <ResultPanel view={view} result={view.result} seat={seat} seatNames={seatNames} />
      </div>
    );
  }

  const actorName = model.actor !== null ? name(model.actor) : '';
  const pendingName = model.pending ? objectName(t, model.pending, 'the') : '';
  const looks = seat !== null ? privateLooks(view) : [];
  const looksLine = looks.length ? (
    <p className="lb-looks" data-testid="lb-looks">
      <span className="lb-row-label">{t('looks.title')}:</span>{' '}
      {looks
        .map((l) =>
          t('looks.line', { tower: capitalise(towerName(t, view.board, l.tower)), obj: objectName(t, l.tile, 'bare') }),
        )
        .join(' · ')}
    </p>
  ) : null;

  if (model.moment === 'start-mine') {
    const free = freeStartTowers(legal).length;
    return (
      <div className="lb-controls">
        <p className="lb-prompt mine" role="status" aria-live="polite">
          {t('status.startMine')}
        </p>
        <label className="lb-switch" title={t('start.takeHint')}>
          <input
            type="checkbox"
            checked={startTake}
            data-testid="lb-start-take"
            onChange={(e) => useLabiro.getState().setStartTake(e.target.checked)}
          />
          <span>{t('start.take')}</span>
        </label>
        <p className="lb-hint">
          {t('start.free', { count: free })} {t('start.takeHint')}
        </p>
      </div>
    );
  }

  if (model.moment !== 'play-mine') {
    let prompt: string;
    if (model.moment === 'start-wait') prompt = t('status.startWait', { name: actorName });
    else if (model.moment === 'place-mine') prompt = t('status.placeMine', { obj: pendingName });
    else if (model.moment === 'place-wait') prompt = t('status.placeWait', { name: actorName, obj: pendingName });
    else prompt = t('status.theirTurn', { name: actorName });
    return (
      <div className="lb-controls">
        <p
          className={`lb-prompt${model.moment === 'place-mine' ? ' mine' : ''}`}
          role="status"
          aria-live="polite"
          data-testid="lb-prompt"
        >
          {capitalise(prompt)}
        </p>
        {looksLine}
      </div>
    );
  }

  // Play, on turn: one bar (tools, turns, the armed turn, End turn), then the tower and the hand side by side
  // (folded on small screens), then one line: why a button is off, else what the tool in hand does.
  const me = seat as number;
  // Walking with nothing in reach: say so, and what the rules still allow (turning first of all).
  const advice = tool.mode === 'walk' ? walkAdvice(view, me, legal) : 'none';
  const stuck = advice !== 'walk' && advice !== 'none';
  const toolHint =
    tool.mode === 'turn'
      ? t('tool.turnHint')
      : tool.mode === 'rope'
        ? t('tool.ropeHint')
        : tool.mode === 'torch'
          ? t('tool.torchHint')
          : stuck
            ? t(`tool.stuck.${advice}`, { count: TURNS_PER_TURN - model.turnsUsed })
            : t('tool.walkHint');
  const endWhy = model.end.reason ? t(reasonKey(model.end.reason)) : null;
  const shownWhy = why ?? endWhy;
  const suggestTurn = advice === 'turn' || advice === 'turn-rope';
  return (
    <div className="lb-controls play">
      <div className="lb-bar" role="toolbar" aria-label={t('status.yourTurn')}>
        <div className="lb-buttons" role="radiogroup" aria-label={t('tool.keys')} title={t('tool.keys')}>
          <button
            type="button"
            role="radio"
            aria-checked={tool.mode === 'walk'}
            className={`btn btn-small lb-tool${tool.mode === 'walk' ? ' on' : ''}`}
            data-testid="lb-walk"
            aria-keyshortcuts="W"
            title={`${t('tool.walkHint')} (W)`}
            onClick={() => useLabiro.getState().setTool({ mode: 'walk' })}
          >
            {t('tool.walk')} <kbd className="lb-key">W</kbd>
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={tool.mode === 'turn'}
            aria-disabled={!model.turn.enabled}
            title={model.turn.reason ? t(reasonKey(model.turn.reason)) : `${t('tool.turnHint')} (T)`}
            className={`btn btn-small lb-tool${tool.mode === 'turn' ? ' on' : ''}${model.turn.enabled ? '' : ' off'}${suggestTurn ? ' suggest' : ''}`}
            data-testid="lb-turn"
            aria-keyshortcuts="T"
            onClick={model.turn.enabled ? () => useLabiro.getState().setTool({ mode: 'turn' }) : undefined}
          >
            {t('tool.turn')} <kbd className="lb-key">T</kbd>
          </button>
        </div>
        <span className={`lb-turns${model.turnsUsed >= TURNS_PER_TURN ? ' spent' : ''}`} data-testid="lb-turns">
          {t('tool.turns', { used: model.turnsUsed, max: TURNS_PER_TURN })}
        </span>
        {armedTurn !== null ? (
          <span className="lb-armed" data-testid="lb-armed">
            <strong>{capitalise(t('tool.armed', { tower: towerName(t, view.board, armedTurn) }))}</strong>
            <ActButton
              btn={model.confirm}
              busy={busy}
              onWhy={setWhy}
              primary
              shortcut="Enter"
              testId="lb-confirm"
              hint={t('titles.confirm')}
              onClick={confirmTurn}
            >
              {t('tool.confirm')}
            </ActButton>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              data-testid="lb-cancel"
              aria-keyshortcuts="Escape"
              title={t('titles.cancel')}
              onClick={cancel}
            >
              {t('tool.cancel')} <kbd className="lb-key">Esc</kbd>
            </button>
          </span>
        ) : tool.mode === 'rope' || tool.mode === 'torch' ? (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            data-testid="lb-cancel"
            aria-keyshortcuts="Escape"
            title={t('titles.cancel')}
            onClick={cancel}
          >
            {t('tool.cancel')} <kbd className="lb-key">Esc</kbd>
          </button>
        ) : null}
        <span className="lb-spacer" />
        <ActButton
          btn={model.end}
          busy={busy}
          onWhy={setWhy}
          primary
          shortcut="E"
          testId="lb-end"
          hint={t('titles.end')}
          onClick={() => send({ type: 'end' })}
        >
          {t('end')}
        </ActButton>
      </div>
      <details
        className="lb-fold"
        open={open}
        onToggle={(e) => useLabiro.getState().setFoldOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary className="lb-fold-summary" data-testid="lb-fold" title={t('titles.fold')}>
          {t('tool.panel')}
        </summary>
        <div className="lb-grid">
          <TowerPanel key={model.at ?? -1} view={view} seat={me} model={model} busy={busy} send={send} onWhy={setWhy} />
          <HandPanel view={view} seat={me} seatNames={seatNames} model={model} busy={busy} send={send} onWhy={setWhy} />
        </div>
        {looksLine}
      </details>
      <p
        className={`lb-line${shownWhy ? ' why' : stuck ? ' stuck' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="lb-why"
      >
        {shownWhy ?? (
          <>
            {toolHint}
            {tool.mode === 'rope' || tool.mode === 'torch' ? (
              <>
                {' '}
                <span className="kbd-hint">{t('tool.cancelKey')}</span>
              </>
            ) : null}
          </>
        )}
      </p>
    </div>
  );
}
