// The end of a Web game: who won (several on equal scores), why it ended, and every player's score with its parts
// (the computers his cables join, minus the cards left in his hand), the winners' first.
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { WebResult, WebView } from '../../../../shared/games/web/game-types.js';
import { NS } from '../strings.js';
import { CableSwatch } from './icons.js';
import { capitalise } from '../../../kit/describe.js';
import { bestFirst, winHeadline, type ResultCardProps } from '../../../kit/result.js';

/** Props of `ResultPanel`. */
export type ResultPanelProps = ResultCardProps<WebView, WebResult>;

/** The result card. */
export function ResultPanel({ view, result, seat, seatNames }: ResultPanelProps) {
  const { t } = useTranslation(NS);
  const winners = result.winners;
  const { name, youWin, headline } = winHeadline(t, winners, seat, seatNames);
  const order = bestFirst(view.seats.length, result.scores);
  return (
    <div className="wb-result" data-testid="wb-result">
      <h3 className="wb-title">{t('result.title')}</h3>
      <p className={`wb-verdict ${youWin ? 'ok' : seat !== null ? 'bad' : ''}`} data-testid="wb-verdict">
        {capitalise(headline)}
      </p>
      <p className="wb-reason">{t(`result.reason.${result.reason}`, { pile: (result.pile ?? 0) + 1 })}</p>
      <ol className="wb-final">
        {order.map((s) => {
          const parts = view.seats[s]!.score;
          return (
            <li key={s} className={winners.includes(s) ? 'win' : undefined} data-testid={`wb-final-${s}`}>
              <CableSwatch seat={s} />
              <strong>{capitalise(name(s))}</strong>
              {winners.includes(s) ? <span className="wb-badge win">★ {t('score.winner')}</span> : null}
              <span className="wb-parts">
                {t('result.parts', {
                  computers: parts.computers,
                  cards: parts.cards,
                  total: result.scores[s] ?? parts.total,
                })}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
