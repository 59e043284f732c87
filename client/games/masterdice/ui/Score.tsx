// Masterdice's score panel for the shell's left column: both players with their role in this game and
// their points, the game number, and what each finished game scored.
import { useTranslation } from '../../../i18n/useTranslation.js';
import { ATTEMPT_ROWS, type MasterdiceAction, type MasterdiceView } from '../../../../shared/games/masterdice/index.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { boardModel, shownFor } from '../model.js';
import { NS } from '../strings.js';
import { useMasterdice } from '../store.js';

/** The GameClient's Score panel; while a finished game is revealed it speaks of that game. */
export function MasterdiceScore({ view, seat, seatNames }: GameSceneProps<MasterdiceView, MasterdiceAction>) {
  const { t } = useTranslation(NS);
  const memory = useMasterdice((s) => s.memory);
  const seen = useMasterdice((s) => s.seen);
  const model = boardModel(view, memory, shownFor(seen, view));
  const over = view.phase === 'over';
  const n = model.result ? view.results.indexOf(model.result) + 1 : Math.min(view.gameIndex + 1, view.games);
  const coder = model.coder;
  const rowsUsed = model.result ? model.result.attemptsUsed : view.rows.length;
  const supply = model.result ? model.result.whiteDiceLeft : view.supply;
  return (
    <div className="md-score">
      <h2 className="panel-title">{over ? t('match.scores') : t('gameOf', { n, total: view.games })}</h2>
      <table className="score-table">
        <tbody>
          {[0, 1].map((s) => (
            <tr
              key={s}
              className={view.scores[s] === Math.max(...view.scores) && (view.scores[s] ?? 0) > 0 ? 'lead' : ''}
            >
              <th scope="row">
                {seatNames[s] ?? `#${s + 1}`}
                {s === seat ? <em className="md-you"> ({t('you')})</em> : null}
                {over ? null : (
                  <span className={`md-role ${s === coder ? 'coder' : 'solver'}`}>
                    {s === coder ? t('role.coder') : t('role.solver')}
                  </span>
                )}
              </th>
              <td>{view.scores[s] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.results.length > 0 ? (
        <ol className="md-history">
          {view.results.map((r, i) => (
            <li key={i}>
              {seatNames[r.solver] ?? `#${r.solver + 1}`}: <strong>{r.score}</strong>
              {r.solved ? ' ✓' : ' ✗'}
            </li>
          ))}
        </ol>
      ) : null}
      {over ? null : (
        <p className="md-hint">
          {t('attempts', { used: rowsUsed, total: ATTEMPT_ROWS })} · {t('supply', { count: supply })}
        </p>
      )}
    </div>
  );
}
