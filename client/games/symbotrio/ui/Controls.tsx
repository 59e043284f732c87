// Symbotrio's HTML controls in the overlay (the scene does the clicks on the 3D squares): the prompt of the
// moment; the card being cracked, drawn as its gem, with the signs up in this try (only while they lie face up);
// on one's turn "Turn up a card", or the keypad as it lies now (a letter per place) with a clear "Stop here" once a
// square is up — loud when the try has failed — or the trickster's picker; one line saying why a button is off;
// the keys; the result at the end. Every button is on exactly when the engine lists its action (props.legal);
// the server decides. Nothing here keeps a sign: each render reads the view as it is now.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { SymbotrioAction, SymbotrioView } from '../../../../shared/games/symbotrio/game-types.js';
import type { Translate } from '../../../kit/describe.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { flipAt, pickerTarget, stealAt, stealChoices, stepCard, stepTarget } from '../intents.js';
import type { SymbotrioKey } from '../keys.js';
import { DRAW_KEY, STOP_KEY } from '../keys.js';
import { controlsModel, type ControlsModel } from '../model.js';
import { useSymbotrio, useSymbotrioSender } from '../store.js';
import { NS } from '../strings.js';
import { ActButton } from './ActButton.js';
import { useBoardCursor } from './cursor.js';
import { CardIcon, SignIcon } from './icons.js';
import { Keypad } from './Keypad.js';
import { keyMoment, useSymbotrioKeys } from './keys.js';
import { Picker } from './Picker.js';
import { ResultPanel } from './ResultPanel.js';
import { cardWords, signWords } from './words.js';
import './symbotrio.css';

type Props = GameSceneProps<SymbotrioView, SymbotrioAction>;

/** The GameClient's Controls for Symbotrio. */
export function SymbotrioControls({ view, seat, seatNames, legal, onIntent }: Props) {
  const { t } = useTranslation(NS);
  const { busy, send } = useSymbotrioSender<SymbotrioAction>(view, onIntent);
  const chosen = useSymbotrio((s) => s.target);
  const [why, setWhy] = useState<string | null>(null);
  useBoardCursor(legal, view);
  const model = controlsModel(view, seat, legal, chosen);
  const name = (s: number) => (s === seat ? t('you') : seatNames[s] || `#${s + 1}`);

  // Leaving the table forgets the picker, the pointer and any send on its way.
  useEffect(() => () => useSymbotrio.getState().reset(), []);
  // A new turn or moment forgets a reason shown and the picker's choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that a new turn or moment forgets the reason shown and the picker's choice
  useEffect(() => {
    setWhy(null);
    if (view.phase !== 'trick') useSymbotrio.getState().setTarget(null);
  }, [view.turn, view.phase, view.turnCount]);

  const flip = (row: number, col: number) => {
    const a = flipAt(legal, row, col);
    if (a) send(a);
  };
  const steal = (target: number, index: number) => {
    const a = stealAt(legal, target, index);
    if (a) send(a);
  };
  const runKey = (k: SymbotrioKey) => {
    const s = useSymbotrio.getState();
    switch (k.kind) {
      case 'flip':
        return flip(k.row, k.col);
      case 'draw':
        return send({ type: 'draw' });
      case 'stop':
        return send({ type: 'stop' });
      case 'target':
        return s.setTarget(stepTarget(stealChoices(legal), pickerTarget(stealChoices(legal), s.target), k.step));
      case 'card':
        return s.setCursor(stepCard(s.cursor, model.picker?.cards.length ?? 0, k.step));
      case 'steal': {
        const target = model.picker?.target ?? null;
        if (target !== null) steal(target, s.cursor % Math.max(1, model.picker!.cards.length));
      }
    }
  };
  useSymbotrioKeys(keyMoment(model, busy), runKey);

  if (view.phase === 'over' && view.result) {
    return (
      <div className="sy-controls">
        <ResultPanel view={view} result={view.result} seat={seat} seatNames={seatNames} />
      </div>
    );
  }

  const mine = model.moment === 'draw' || model.moment === 'crack' || model.moment === 'trick';
  return (
    <div className={`sy-controls${mine ? ' play' : ''}`}>
      <p
        className={`sy-prompt${mine ? ' mine' : ''}${model.stop.shown && model.stop.failed ? ' failed' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="sy-prompt"
      >
        {promptOf(t, model, view, name)}
      </p>
      {model.cracking ? <Cracking t={t} model={model} /> : null}
      {model.moment === 'draw' ? (
        <div className="sy-bar center">
          <ActButton
            btn={model.draw}
            busy={busy}
            onWhy={setWhy}
            primary
            shortcut={DRAW_KEY}
            testId="sy-draw"
            hint={t('titles.draw')}
            onClick={() => send({ type: 'draw' })}
          >
            {t('controls.draw')}
          </ActButton>
        </div>
      ) : null}
      {model.moment === 'crack' ? (
        <div className="sy-bar center">
          <Keypad places={model.places} busy={busy} onWhy={setWhy} onFlip={flip} />
          {model.stop.shown ? (
            <ActButton
              btn={model.stop}
              busy={busy}
              onWhy={setWhy}
              primary={model.stop.failed || model.stop.label === 'end'}
              className={model.stop.failed ? 'sy-stop urgent' : 'sy-stop'}
              shortcut={STOP_KEY}
              testId="sy-stop"
              hint={t(model.stop.label === 'end' ? 'controls.endHint' : 'controls.stopHint')}
              onClick={() => send({ type: 'stop' })}
            >
              {t(model.stop.label === 'end' ? 'controls.end' : 'controls.stop')}
            </ActButton>
          ) : null}
        </div>
      ) : null}
      {model.moment === 'trick' && model.picker ? (
        <Picker picker={model.picker} name={name} busy={busy} onWhy={setWhy} onSteal={steal} />
      ) : null}
      {mine ? (
        <div className="sy-foot">
          <p className={`sy-line${why ? ' why' : ''}`} role="status" aria-live="polite" data-testid="sy-why">
            {why ?? ''}
          </p>
          <details className="sy-keys kbd-hint">
            <summary title={t('titles.keys')}>{t('controls.keysTitle')}</summary>
            <p>{t('controls.keys')}</p>
          </details>
        </div>
      ) : null}
    </div>
  );
}

/** The card being cracked (as its gem, with words) and the signs up in this try, read from the view now. */
function Cracking({ t, model }: { readonly t: Translate; readonly model: ControlsModel }) {
  const card = model.cracking!;
  return (
    <div className="sy-bar center sy-cracking" data-testid="sy-cracking">
      <span className="sy-card" title={cardWords(t, card)}>
        <CardIcon card={card} size={34} />
        <span className="sy-card-words">{cardWords(t, card)}</span>
      </span>
      <span
        className="sy-tried"
        role="img"
        aria-label={t('controls.tried', { count: model.tried.length })}
        data-testid="sy-tried"
      >
        {[0, 1, 2].map((i) => {
          const sign = model.tried[i];
          return sign ? (
            <span key={i} className="sy-chip up" title={signWords(t, sign)}>
              <SignIcon sign={sign} size={20} />
              <span className="visually-hidden">{signWords(t, sign)}</span>
            </span>
          ) : (
            <span key={i} className="sy-chip" aria-hidden="true" />
          );
        })}
      </span>
    </div>
  );
}

/** The prompt line for the moment. */
function promptOf(t: Translate, model: ControlsModel, view: SymbotrioView, name: (s: number) => string): string {
  const actor = model.actor === null ? '' : name(model.actor);
  switch (model.moment) {
    case 'watch':
    case 'wait':
      if (view.phase === 'draw') return t('status.theyDraw', { name: actor });
      if (view.phase === 'trick')
        return view.trick?.target != null
          ? t('status.theyTrickFrom', { name: actor, target: name(view.trick.target) })
          : t('status.theyTrick', { name: actor });
      return view.trick?.target != null
        ? t('status.theyCrackFrom', { name: actor, target: name(view.trick.target) })
        : t('status.theyCrack', { name: actor });
    case 'draw':
      return t('status.draw');
    case 'crack':
      if (model.stop.shown && model.stop.failed) return t(model.left === 0 ? 'status.missed' : 'status.failed');
      if (model.left === 0) return t('status.cracked');
      return t(model.tried.length === 0 ? 'status.crack' : 'status.crackMore', { count: model.left });
    case 'trick':
      return model.picker?.fixed ? t('status.trickAgain', { name: name(model.picker.target ?? 0) }) : t('status.trick');
    default:
      return '';
  }
}
