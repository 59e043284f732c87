// The end of a Labiro game: who won and why, every chest, and what each tower held — at the end the towers are
// lifted and everything is revealed (view.secrets).
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { LabiroResult, LabiroView } from '../../../../shared/games/labiro/game-types.js';
import { NS } from '../strings.js';
import { ObjectIcon, RubyIcon, SeatSwatch } from './icons.js';
import { objectName, rubyName, towerName } from './text.js';
import { capitalise } from '../../../kit/describe.js';
import { winHeadline, type ResultCardProps } from '../../../kit/result.js';

/** Props of `ResultPanel`. */
export type ResultPanelProps = ResultCardProps<LabiroView, LabiroResult>;

/** The result card. */
export function ResultPanel({ view, result, seat, seatNames }: ResultPanelProps) {
  const { t } = useTranslation(NS);
  const winners = result.winners;
  const { name, youWin, headline } = winHeadline(t, winners, seat, seatNames);
  const secrets = view.secrets;
  return (
    <div className="lb-result" data-testid="lb-result">
      <div className="lb-result-head">
        <h3 className="lb-title">{t('result.title')}</h3>
        <p className={`lb-verdict ${youWin ? 'ok' : seat !== null ? 'bad' : ''}`}>{capitalise(headline)}</p>
        <p className="lb-reason">{t(`result.reason.${result.reason}`)}</p>
      </div>
      <div className="lb-chests" role="group" aria-label={t('result.chests')}>
        {view.seats.map((p, s) => (
          <span key={s} className={`lb-chest${winners.includes(s) ? ' win' : ''}`} data-testid={`lb-chest-${s}`}>
            <SeatSwatch seat={s} size={16} /> {capitalise(name(s))}: <RubyIcon rubies={1} size={16} />{' '}
            {t('rubies', { count: p.chest })}
          </span>
        ))}
      </div>
      {secrets ? (
        <details className="lb-revealed">
          <summary title={t('titles.revealed')}>{t('result.revealed')}</summary>
          <ul>
            {view.board.towers.map((_, b) => {
              const obj = secrets.objects[b] ?? null;
              const tile = secrets.rubyTiles[b] ?? null;
              return (
                <li key={b}>
                  <span className="lb-tower-name">{capitalise(towerName(t, view.board, b))}</span>:{' '}
                  {obj ? (
                    <>
                      <ObjectIcon kind={obj.kind} size={16} /> {objectName(t, obj, 'bare')}
                    </>
                  ) : (
                    <span className="lb-muted">{t('result.nothing')}</span>
                  )}
                  {tile ? (
                    <>
                      {' · '}
                      <RubyIcon rubies={tile.rubies} size={16} />{' '}
                      {t('result.rubyTile', { tile: rubyName(t, tile, 'bare') })}
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
