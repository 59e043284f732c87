// The score: the game's own panel when it has one, else `view.scores` per seat.
import { useTranslation } from '../../i18n/useTranslation.js';
import { useTavolo } from '../../store.js';
import type { AnyGameClient, GameSceneProps } from '../../kit/contract.js';
import { scoresOf } from './model.js';

/** The score panel; renders nothing when neither the game nor the view has a score. */
export function ScorePanel({
  game,
  props,
}: {
  readonly game: AnyGameClient | null;
  readonly props: GameSceneProps<unknown, unknown> | null;
}) {
  const { t } = useTranslation();
  const view = useTavolo((s) => s.view);
  if (game?.Score && props) {
    const Score = game.Score;
    return (
      <section className="panel score-panel" data-testid="score-panel" aria-label={t('table.score')}>
        <Score {...props} />
      </section>
    );
  }
  const scores = scoresOf(view);
  if (!scores || !props) return null;
  const best = Math.max(...scores);
  return (
    <section className="panel score-panel" data-testid="score-panel" aria-labelledby="score-title">
      <h2 id="score-title" className="panel-title">
        {t('table.score')}
      </h2>
      <table className="score-table">
        <tbody>
          {scores.map((points, i) => (
            <tr key={i} className={points === best && best > 0 ? 'lead' : ''}>
              <th scope="row">{props.seatNames[i] ?? `#${i + 1}`}</th>
              <td>{points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
