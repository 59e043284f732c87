// The end of a Symbotrio game: the master thief (several on equal counts share the win) and every player's won
// cards, the most first.
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { SymbotrioResult, SymbotrioView } from '../../../../shared/games/symbotrio/game-types.js';
import { capitalise } from '../../../kit/describe.js';
import { bestFirst, winHeadline, type ResultCardProps } from '../../../kit/result.js';
import { NS } from '../strings.js';

/** Props of `ResultPanel`. */
export type ResultPanelProps = ResultCardProps<SymbotrioView, SymbotrioResult>;

/** The result card. */
export function ResultPanel({ view, result, seat, seatNames }: ResultPanelProps) {
  const { t } = useTranslation(NS);
  const winners = result.winners;
  const { name, youWin, headline } = winHeadline(t, winners, seat, seatNames);
  const order = bestFirst(view.seats.length, result.scores);
  return (
    <div className="sy-result" data-testid="sy-result">
      <h3 className="sy-title">{t('result.title')}</h3>
      <p className={`sy-verdict ${youWin ? 'ok' : seat !== null ? 'bad' : ''}`} data-testid="sy-verdict">
        {capitalise(headline)}
      </p>
      <ol className="sy-final">
        {order.map((s) => (
          <li key={s} className={winners.includes(s) ? 'win' : undefined} data-testid={`sy-final-${s}`}>
            <strong>{capitalise(name(s))}</strong>
            {winners.includes(s) ? <span className="sy-badge win">★ {t('score.winner')}</span> : null}
            <span className="sy-count">{t('score.won', { count: result.scores[s] ?? 0 })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
