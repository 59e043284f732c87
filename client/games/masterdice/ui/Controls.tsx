// Masterdice's HTML controls in the overlay: the prompt of the moment and, for the player who acts, the
// buttons (Roll the code; Roll / Solve; the placing panel; the solution panel), the aid, and the end-of-game
// and end-of-match cards. Spectators and the waiting player see the prompts only. What is offered is what the
// engine lists (props.legal, read by offers.ts); role and phase only choose the words of a prompt.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import {
  DICE_PER_ROLL,
  type MasterdiceAction,
  type MasterdiceView,
} from '../../../../shared/games/masterdice/index.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { useSender } from '../../../kit/sender.js';
import { useTavolo } from '../../../store.js';
import { throwDuration } from '../dice/index.js';
import { clearAll, dropOnColumn, makeDraft, moveCursor, placementsOf, selectDie, undoLast } from '../draft.js';
import type { KeyCommand } from '../keys.js';
import { boardModel, shownFor } from '../model.js';
import { draftListed, mustSolve, offersOf } from '../offers.js';
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
export function MasterdiceControls({ view, seat, seatNames, lastThrow, legal, onIntent }: Props) {
  const { t } = useTranslation(NS);
  const store = useMasterdice();
  const { syncView, markSeen, markResting, setDraft, setSolving } = store;
  useLayoutEffect(() => {
    syncView(view);
  }, [view, syncView]);
  const { busy, send } = useSender(view, onIntent);
  const offers = useMemo(() => offersOf(legal), [legal]);

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
  // Roles only choose words (the prompts below, the coder's own code); the moves come from `offers`.
  const isCoder = seat === view.coder;
  const isSolver = seat === view.solver;
  // Whether the game in play is on screen (not a finished game's card): a display choice, not a rule.
  const live = !model.revealed && view.phase !== 'over';
  // The draft of this roll; a fresh one until the store has followed the view (the first render of a roll).
  const draft =
    live && offers.place && view.roll
      ? store.draft?.roll === view.rollCount
        ? store.draft
        : makeDraft(view.rollCount, view.roll)
      : null;
  const forced = live && mustSolve(view, seat, offers);
  const canRoll = live && offers.roll;
  const canSolve = live && offers.solve;
  const coding = live && offers.rollCode;
  const solvingOpen = canSolve && (store.solving || forced);

  const confirm = () => {
    const d = useMasterdice.getState().draft;
    if (d && draftListed(offers, d)) send({ type: 'place', placements: placementsOf(d) });
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
  useMasterdiceKeys(busy || solvingOpen ? null : { placing: draft !== null, canRoll, canSolve, coding }, runKey);

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
          canRematch={offers.rematch}
          onContinue={() => markSeen(view)}
          onRematch={() => send({ type: 'rematch' })}
        />
      </div>
    );
  }

  // The prompt asks for what is offered; a seat with nothing offered reads who acts (the phase picks the words).
  const mine = coding || canRoll || canSolve || offers.place;
  let prompt: string;
  if (rolling) prompt = t('status.throwing');
  else if (coding) prompt = t('status.youCode');
  else if (offers.place) prompt = t('status.youPlace', { row: view.rows.length + 1 });
  else if (canSolve) prompt = forced ? t('status.youMustSolve') : t('status.youSolve');
  else if (view.phase === 'code') prompt = t('status.coderRolls', { name: name(view.coder) });
  else if (view.phase === 'place')
    prompt = t('status.solverPlaces', { name: name(view.solver), row: view.rows.length + 1 });
  else if (isCoder) prompt = t('status.coderWatch', { name: name(view.solver) });
  else prompt = t('status.solverTurn', { name: name(view.solver) });

  const lastRow = view.rows[view.rows.length - 1];
  return (
    <div className="md-controls">
      <p className={`md-prompt${mine ? ' mine' : ''}`} role="status" aria-live="polite">
        {prompt}
      </p>

      {isCoder && view.code && !rolling ? (
        <p className="md-code" role="img" aria-label={`${t('code.yours')}: ${codeText(view.code)}`}>
          <span>{t('code.yours')}</span>
          {view.code.map((v, c) => (
            <DieFace key={c} value={v} column={c} size={26} />
          ))}
        </p>
      ) : null}

      {lastRow && view.phase !== 'code' ? (
        <p
          className="md-last"
          role="img"
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

      {(canRoll || canSolve) && !solvingOpen ? (
        <div className="md-actions">
          {canRoll ? (
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
          ) : null}
          {canSolve ? (
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
          ) : null}
          {canRoll ? (
            <>
              <span className="md-hint kbd-hint">{t('keys.roll')}</span>
              <span className="md-hint" data-testid="md-throw-hint">
                {t('keys.throw')}
              </span>
            </>
          ) : null}
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

      {draft && !rolling ? (
        <PlacePanel draft={draft} offers={offers} row={view.rows.length} busy={busy} onConfirm={confirm} />
      ) : null}

      {view.aid && isSolver && live ? <AidPanel aid={view.aid} /> : null}
    </div>
  );
}
