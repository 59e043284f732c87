// Labiro's seats panel for the shell's left column: every seat with its colour and shape, whose turn it is, the
// chest, what it still needs to win at once, its hand face up and its start tower; the rubies still out on top.
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { LabiroAction, LabiroView } from '../../../../shared/games/labiro/game-types.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { seatLook } from '../palette.js';
import { NS } from '../strings.js';
import { ItemIcon, RubyIcon, SeatSwatch } from './icons.js';
import { actorOf, carriedRubies } from './model.js';
import { itemName, towerName } from './text.js';
import { capitalise } from '../../../kit/describe.js';
import './labiro.css';

/** The round shown in the panel: completed turns over players, plus one. */
export function roundOf(view: Pick<LabiroView, 'turnCount' | 'players'>): number {
  return Math.floor(view.turnCount / Math.max(1, view.players)) + 1;
}

/** The GameClient's Score panel for Labiro. */
export function LabiroScore({ view, seat, seatNames }: GameSceneProps<LabiroView, LabiroAction>) {
  const { t } = useTranslation(NS);
  const actor = actorOf(view);
  const limit = view.options.roundLimit;
  const round = Math.min(roundOf(view), limit > 0 ? limit : Infinity);
  return (
    <div className="lb-score" data-testid="lb-score">
      <h2 className="panel-title">
        {t('seats.title')} ·{' '}
        {limit > 0 ? t('seats.roundLimit', { n: round, max: limit }) : t('seats.round', { n: round })}
      </h2>
      <p className="lb-out" data-testid="lb-rubies-out">
        <RubyIcon rubies={1} size={16} /> {t('seats.out', { count: view.rubiesOut })}
      </p>
      <ul className="lb-seats">
        {view.seats.map((p, s) => {
          const look = seatLook(s);
          const winner = view.result?.winners.includes(s) ?? false;
          const carried = carriedRubies(p.hand);
          return (
            <li
              key={s}
              className={`lb-seat${actor === s ? ' acting' : ''}${winner ? ' winner' : ''}`}
              style={{ borderLeftColor: look.colour }}
              data-testid={`lb-seat-${s}`}
            >
              <div className="lb-seat-head">
                <SeatSwatch seat={s} />
                <span className="visually-hidden">
                  {t('seatLook', { colour: t(`colour.${look.name}`), shape: t(`shape.${look.symbol}`) })}
                </span>
                <strong className="lb-seat-name">{seatNames[s] || `#${s + 1}`}</strong>
                {s === seat ? <em className="lb-you">({t('you')})</em> : null}
                {winner ? (
                  <span className="lb-badge win">★ {t('seats.winner')}</span>
                ) : actor === s ? (
                  <span className="lb-badge turn">{t('seats.turn')}</span>
                ) : null}
              </div>
              <div className="lb-seat-line">
                <span className="lb-chest-count" title={t('seats.chest')}>
                  <span aria-hidden="true">▣</span> {t('seats.chest')}: <b>{p.chest}</b>
                </span>
                {view.phase !== 'over' ? (
                  <span className="lb-needs" title={t('seats.needsHint')}>
                    {t('seats.needs', { count: p.needs })}
                  </span>
                ) : null}
                {carried > 0 ? (
                  <span className="lb-carries">{t('seats.carries', { rubies: t('rubies', { count: carried }) })}</span>
                ) : null}
              </div>
              <div className="lb-seat-hand" role="group" aria-label={t('seats.hand')}>
                {p.hand.length === 0 ? (
                  <span className="lb-muted">{t('seats.handEmpty')}</span>
                ) : (
                  p.hand.map((item) => (
                    <span
                      key={`${item.kind}-${item.tile.id}`}
                      className="lb-mini"
                      title={capitalise(itemName(t, item, 'bare'))}
                    >
                      <ItemIcon item={item} size={16} />
                      <span className="lb-mini-name">{capitalise(itemName(t, item, 'bare'))}</span>
                    </span>
                  ))
                )}
              </div>
              <div className="lb-seat-home lb-muted">
                {p.home === null
                  ? t('seats.noHome')
                  : t('seats.home', { tower: capitalise(towerName(t, view.board, p.home)) })}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
