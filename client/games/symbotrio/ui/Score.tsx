// Symbotrio's players panel for the shell's left column: every seat with its open card drawn as its gem (cut,
// colour and pattern, size) and named, its won pile (face down: the count and how many gem cards, won in the
// open; the owner also sees his own cards), whose turn it is, and the deck left; the winners marked at the end.
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { SymbotrioAction, SymbotrioView } from '../../../../shared/games/symbotrio/game-types.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { NS } from '../strings.js';
import { CardBack, CardIcon } from './icons.js';
import { cardWords } from './words.js';
import './symbotrio.css';

/** The GameClient's Score panel for Symbotrio. */
export function SymbotrioScore({ view, seat, seatNames }: GameSceneProps<SymbotrioView, SymbotrioAction>) {
  const { t } = useTranslation(NS);
  const actor = view.phase === 'over' ? null : view.turn;
  return (
    <div className="sy-score" data-testid="sy-score">
      <h2 className="panel-title">
        {t('score.title')} · <span data-testid="sy-deck">{t('score.deck', { count: view.deckCount })}</span>
      </h2>
      <ul className="sy-seats">
        {view.seats.map((p, s) => {
          const winner = view.result?.winners.includes(s) ?? false;
          return (
            <li
              key={s}
              className={`sy-seat${actor === s ? ' acting' : ''}${winner ? ' winner' : ''}`}
              data-testid={`sy-seat-${s}`}
            >
              <div className="sy-seat-head">
                <strong className="sy-seat-name">{seatNames[s] || `#${s + 1}`}</strong>
                {s === seat ? <em className="sy-you">({t('you')})</em> : null}
                {winner ? (
                  <span className="sy-badge win">★ {t('score.winner')}</span>
                ) : actor === s ? (
                  <span className="sy-badge turn">{t('score.turn')}</span>
                ) : null}
              </div>
              <div className="sy-seat-line">
                <span
                  className="sy-open"
                  data-testid={`sy-open-${s}`}
                  title={p.open ? cardWords(t, p.open) : t('score.noOpen')}
                >
                  {p.open ? <CardIcon card={p.open} size={38} /> : <span className="sy-open-none" aria-hidden="true" />}
                  <span className="sy-open-words">{p.open ? cardWords(t, p.open) : t('score.noOpen')}</span>
                </span>
              </div>
              <div className="sy-seat-line" title={t('score.pileHint')}>
                <CardBack size={20} />
                <b className="sy-total" data-testid={`sy-won-${s}`}>
                  {p.wonCount}
                </b>
                <span className="sy-muted">{t('score.gems', { count: p.gemsWon })}</span>
              </div>
              {p.won && p.won.length > 0 ? (
                <div className="sy-own" role="group" aria-label={t('score.yourPile')} data-testid={`sy-own-${s}`}>
                  {p.won.map((c) => (
                    <span key={c.id} title={cardWords(t, c)}>
                      <CardIcon card={c} size={18} />
                    </span>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
