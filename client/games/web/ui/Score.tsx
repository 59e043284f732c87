// Web's players panel for the shell's left column: every seat with its cable colour and pattern, whose turn it is,
// its live score with the parts (computers joined, minus cards in hand), its hand size and its cables in front and
// in the shop; out players and, at the end, the winners marked.
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { WebAction, WebView } from '../../../../shared/games/web/game-types.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { seatLook } from '../palette.js';
import { NS } from '../strings.js';
import { CableSwatch } from './icons.js';
import './web.css';

/** The GameClient's Score panel for Web. */
export function WebScore({ view, seat, seatNames }: GameSceneProps<WebView, WebAction>) {
  const { t } = useTranslation(NS);
  const actor = view.phase === 'over' ? null : view.turn;
  return (
    <div className="wb-score" data-testid="wb-score">
      <h2 className="panel-title">
        {t('score.title')} · {t('score.turnN', { n: view.turnCount + 1 })}
      </h2>
      <ul className="wb-seats">
        {view.seats.map((p, s) => {
          const look = seatLook(s);
          const winner = view.result?.winners.includes(s) ?? false;
          const sc = p.score;
          return (
            <li
              key={s}
              className={`wb-seat${actor === s ? ' acting' : ''}${winner ? ' winner' : ''}${p.out ? ' out' : ''}`}
              style={{ borderLeftColor: look.colour }}
              data-testid={`wb-seat-${s}`}
            >
              <div className="wb-seat-head">
                <CableSwatch seat={s} width={26} height={8} />
                <span className="visually-hidden">
                  {t('seatLook', { colour: t(`colour.${look.name}`), pattern: t(`pattern.${look.pattern}`) })}
                </span>
                <strong className="wb-seat-name">{seatNames[s] || `#${s + 1}`}</strong>
                {s === seat ? <em className="wb-you">({t('you')})</em> : null}
                {winner ? (
                  <span className="wb-badge win">★ {t('score.winner')}</span>
                ) : p.out ? (
                  <span className="wb-badge out">{t('score.out')}</span>
                ) : actor === s ? (
                  <span className="wb-badge turn">{t('score.turn')}</span>
                ) : null}
              </div>
              <div className="wb-seat-line" title={t('score.sumHint')}>
                <b className="wb-total" data-testid={`wb-total-${s}`}>
                  {sc.total}
                </b>
                <span className="wb-sum" data-testid={`wb-sum-${s}`}>
                  {t('score.sum', { computers: sc.computers, cards: sc.cards, total: sc.total })}
                </span>
              </div>
              <div className="wb-seat-line wb-muted">
                <span>{t('score.hand', { count: p.hand.length })}</span>
                <span>{t('score.cables', { front: p.front, shop: p.shop })}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
