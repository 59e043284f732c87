// Masterdice's HTML controls in the overlay: the prompt of the moment and, for the player who acts, the
// buttons (Roll the code; Roll / Solve; the placing panel; the solution panel), the aid, and the end-of-game
// and end-of-match cards. Spectators and the waiting player see the prompts only.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRoll as engineCanRoll } from '../../../../shared/games/masterdice/legal.js';
import {
  DICE_PER_ROLL,
  type MasterdiceAction,
  type MasterdiceView,
} from '../../../../shared/games/masterdice/types.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { useSender } from '../../../kit/sender.js';
import { useTavolo } from '../../../store.js';
import { throwDuration } from '../dice/index.js';
import { clearAll, dropOnColumn, moveCursor, placementsOf, selectDie, undoLast } from '../draft.js';
import type { KeyCommand } from '../keys.js';
import { boardModel, mustSolve, shownFor } from '../model.js';
import { trackFor } from '../stage.js';
import { NS } from '../strings.js';
import { useMasterdice } from '../store.js';
import { codeText } from '../symbols.js';
import { AidPanel } from './AidPanel.js';
import { ColourChip, DieFace, MarkerIcon } from './icons.js';
import { PlacePanel } from './PlacePanel.js';
import { ResultPanel } from './ResultPanel.js';
import { SolvePanel } from './SolvePanel.js';
import { useMasterdiceKeys } from './useKeys.js';
import './masterdice.css';

type Props = GameSceneProps<MasterdiceView, MasterdiceAction>;

/** How long a spectator reads a finished game's card once the next game is under way (the code rolled). */
export const SPECTATOR_CARD_MS = 6000;
/** And at most, when the next coder takes his time. */
export const SPECTATOR_CARD_MAX_MS = 15000;

/** The GameClient's Controls for Masterdice. */
export function MasterdiceControls({ view, seat, seatNames, lastThrow, onIntent }: Props) {
  const { t } = useTranslation(NS);
  const store = useMasterdice();
  const { syncView, markSeen, markResting, setDraft, setSolving } = store;
  useLayoutEffect(() => {
    syncView(view);
  }, [view, syncView]);
  const { busy, send } = useSender(view, onIntent);

  const model = boardModel(view, store.memory, shownFor(store.seen, view));
  const track = trackFor(view, lastThrow);
  const rolling = track !== null && store.restingRoll < view.rollCount;

  // Safety net: if the 3D playback never reports its end, the dice count as resting after the throw's length.
  useEffect(() => {
    if (!rolling || !track) return;
    const timer = setTimeout(() => markResting(track.roll), throwDuration(track) * 1000 + 8000);
    return () => clearTimeout(timer);
  }, [rolling, track, markResting]);

  const name = (s: number) => (s === seat ? t('you') : (seatNames[s] ?? `#${s + 1}`));
  const isCoder = seat === view.coder;
  const isSolver = seat === view.solver;
  const live = !model.revealed && view.phase !== 'over';
  const draft = live && isSolver && view.phase === 'place' && store.draft?.roll === view.rollCount ? store.draft : null;
  const forced = live && isSolver && mustSolve(view);
  const canRoll = live && isSolver && view.codeRolled && engineCanRoll(view);
  const coding = live && isCoder && view.phase === 'code';
  const solvingOpen = live && isSolver && view.phase === 'attempt' && (store.solving || forced);

  const confirm = () => {
    const d = useMasterdice.getState().draft;
    const placements = d ? placementsOf(d) : [];
    if (placements.length > 0) send({ type: 'place', placements });
  };

  const runKey = (command: KeyCommand) => {
    const d = useMasterdice.getState().draft;
    switch (command.kind) {
      case 'roll-code':
        send({ type: 'roll-code' });
        return;
      case 'roll':
        send({ type: 'roll' });
        return;
      case 'solve':
        setSolving(true);
        return;
      default:
        break;
    }
    if (!d || rolling) return;
    if (command.kind === 'pick') setDraft(selectDie(d, command.die));
    else if (command.kind === 'column') setDraft(dropOnColumn(d, command.column));
    else if (command.kind === 'cursor') setDraft(moveCursor(d, command.step));
    else if (command.kind === 'undo') setDraft(undoLast(d));
    else if (command.kind === 'clear') setDraft(clearAll(d));
    else if (command.kind === 'enter') {
      if (d.selected !== null) setDraft(dropOnColumn(d, d.cursor));
      else confirm();
    }
  };
  useMasterdiceKeys(
    busy || solvingOpen ? null : { placing: draft !== null, canRoll, canSolve: canRoll, coding },
    runKey,
  );

  const card = model.revealed && model.result !== null;
  const setResultCard = useTavolo((s) => s.setResultCard);
  useEffect(() => {
    setResultCard(card);
    return () => setResultCard(false);
  }, [card, setResultCard]);
  // A spectator has no Continue to press: the card folds by itself once the next game is under way.
  const nextUnderway = view.phase !== 'code';
  const matchOver = view.phase === 'over';
  const latest = useRef(view);
  latest.current = view;
  useEffect(() => {
    if (!card || seat !== null || matchOver) return;
    const timer = setTimeout(() => markSeen(latest.current), nextUnderway ? SPECTATOR_CARD_MS : SPECTATOR_CARD_MAX_MS);
    return () => clearTimeout(timer);
  }, [card, seat, matchOver, nextUnderway, markSeen]);

  if (model.revealed && model.result) {
    return (
      <div className="md-controls">
        <ResultPanel
          view={view}
          result={model.result}
          seat={seat}
          seatNames={seatNames}
          busy={busy}
          onContinue={() => markSeen(view)}
          onRematch={() => send({ type: 'rematch' })}
        />
      </div>
    );
  }

  let prompt: string;
  if (rolling) prompt = t('status.throwing');
  else if (view.phase === 'code')
    prompt = isCoder ? t('status.youCode') : t('status.coderRolls', { name: name(view.coder) });
  else if (view.phase === 'place')
    prompt = isSolver
      ? t('status.youPlace', { row: view.rows.length + 1 })
      : t('status.solverPlaces', { name: name(view.solver), row: view.rows.length + 1 });
  else if (isSolver) prompt = forced ? t('status.youMustSolve') : t('status.youSolve');
  else if (isCoder) prompt = t('status.coderWatch', { name: name(view.solver) });
  else prompt = t('status.solverTurn', { name: name(view.solver) });

  const lastRow = view.rows[view.rows.length - 1];
  return (
    <div className="md-controls">
      <p
        className={`md-prompt${(isCoder && view.phase === 'code') || (isSolver && view.phase !== 'code') ? ' mine' : ''}`}
        role="status"
        aria-live="polite"
      >
        {prompt}
      </p>

      {isCoder && view.code && !rolling ? (
        <p className="md-code" aria-label={`${t('code.yours')}: ${codeText(view.code)}`}>
          <span>{t('code.yours')}</span>
          {view.code.map((v, c) => (
            <DieFace key={c} value={v} column={c} size={26} />
          ))}
        </p>
      ) : null}

      {lastRow && view.phase !== 'code' ? (
        <p
          className="md-last"
          aria-label={t('log.placed', { row: view.rows.length, placed: codeText(lastRow.placed), ...lastRow.feedback })}
        >
          <span className="md-row-label">{t('place.row', { row: view.rows.length })}</span>
          {lastRow.placed.map((v, c) => (
            <span key={c} className="md-last-cell">
              <ColourChip column={c} size={16} />
              {v === null ? '–' : v}
            </span>
          ))}
          <span className="md-arrow">→</span>
          {(['equal', 'lower', 'higher'] as const).map((k) => (
            <span key={k} className="md-fb" title={t(`markerHint.${k}`)}>
              <MarkerIcon kind={k} size={18} /> {lastRow.feedback[k]}
            </span>
          ))}
        </p>
      ) : null}

      {coding ? (
        <div className="md-actions">
          <button
            type="button"
            className="btn btn-primary md-big-btn"
            data-testid="md-roll-code"
            title={t('titles.rollCode')}
            disabled={busy}
            onClick={() => send({ type: 'roll-code' })}
            aria-keyshortcuts="R"
          >
            {t('btn.rollCode')}
          </button>
          <span className="md-hint kbd-hint">{t('keys.code')}</span>
        </div>
      ) : null}

      {canRoll && !solvingOpen ? (
        <div className="md-actions">
          <button
            type="button"
            className="btn btn-primary md-big-btn"
            data-testid="md-roll"
            title={t('titles.roll')}
            disabled={busy}
            onClick={() => send({ type: 'roll' })}
            aria-keyshortcuts="R"
          >
            {t('btn.roll')} <DieFace value={Math.min(DICE_PER_ROLL, view.supply)} size={20} />
          </button>
          <button
            type="button"
            className="btn"
            data-testid="md-solve-open"
            title={t('titles.solve')}
            disabled={busy}
            onClick={() => setSolving(true)}
            aria-keyshortcuts="S"
          >
            {t('btn.solve')}
          </button>
          <span className="md-hint kbd-hint">{t('keys.roll')}</span>
          <span className="md-hint" data-testid="md-throw-hint">
            {t('keys.throw')}
          </span>
        </div>
      ) : null}

      {solvingOpen ? (
        <SolvePanel
          forced={forced}
          busy={busy}
          possible={view.aid?.values ?? null}
          onSubmit={(code) => send({ type: 'solve', code })}
          onCancel={() => setSolving(false)}
        />
      ) : null}

      {draft && !rolling ? <PlacePanel draft={draft} row={view.rows.length} busy={busy} onConfirm={confirm} /> : null}

      {view.aid && isSolver && live ? <AidPanel aid={view.aid} /> : null}
    </div>
  );
}
