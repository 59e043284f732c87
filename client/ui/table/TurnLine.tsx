// One line saying what is happening: whose turn, waiting for players, finished, or that you are watching.
import { useTranslation } from '../../i18n/useTranslation.js';
import { useTavolo } from '../../store.js';
import { toActOf } from './model.js';

/** The turn/prompt line at the top centre. */
export function TurnLine({ seatNames, replay }: { readonly seatNames: readonly string[]; readonly replay: boolean }) {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const view = useTavolo((s) => s.view);
  const mySeat = useTavolo((s) => s.mySeat);
  const feed = useTavolo((s) => s.feed);
  const resultCard = useTavolo((s) => s.resultCard);
  if (!table) return null;
  const toAct = toActOf(view);
  let text: string;
  let mine = false;
  if (resultCard && !replay)
    text = ''; // the game's result card has the news; the next turn waits behind it
  else if (table.phase === 'waiting' && !replay) text = t('table.waiting');
  else if (table.phase === 'finished' && toAct.length === 0) text = t('table.finished');
  else if (mySeat !== null && toAct.includes(mySeat)) {
    text = t('table.yourTurn');
    mine = true;
  } else if (toAct.length > 0 && table.botsPaused && toAct.every((s) => table.seats[s]?.kind === 'bot')) {
    text = t('bots.paused'); // the bot's turn waits for a player to resume it
  } else if (toAct.length > 0)
    text = toAct.map((s) => t('table.theirTurn', { name: seatNames[s] ?? `#${s + 1}` })).join(' · ');
  else text = '';
  // The feed page says what it is in its badge; a spectator is told he only watches.
  const extra = mySeat === null && !replay && !feed ? t('table.spectating') : '';
  if (!text && !extra) return null;
  return (
    <div className={`turn-line${mine ? ' mine' : ''}`} role="status" aria-live="polite">
      {text ? <strong>{text}</strong> : null}
      {extra ? <span className="muted">{extra}</span> : null}
    </div>
  );
}
