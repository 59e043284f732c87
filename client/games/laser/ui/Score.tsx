// Laser's score panel for the shell's left column: every seat with its role (designer, investigator, out,
// winner), the shots it fired and, where they exist, the secret shots it has left.
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { LaserAction, LaserView } from '../../../../shared/games/laser/game-types.js';
import { secretAllowed } from '../../../../shared/games/laser/index.js';
import type { GameSceneProps } from '../../../kit/contract.js';
import { NS } from '../strings.js';
import { investigates, isOut, shotsBySeat } from './model.js';

/** The role chip of a seat. */
export function roleOf(view: LaserView, seat: number): 'winner' | 'out' | 'designer' | 'investigator' | 'both' {
  if (view.result?.winners.includes(seat)) return 'winner';
  if (isOut(view, seat)) return 'out';
  const designs = view.circuits.some((c) => c.owner === seat);
  const inv = investigates(view, seat);
  return designs && inv ? 'both' : designs ? 'designer' : 'investigator';
}

/** The GameClient's Score panel. */
export function LaserScore({ view, seat, seatNames }: GameSceneProps<LaserView, LaserAction>) {
  const { t } = useTranslation(NS);
  const shots = shotsBySeat(view);
  const secrets = secretAllowed(view.mode, view.investigators);
  return (
    <div className="lz-score">
      <h2 className="panel-title">
        {t('score.title')} · {t('score.game', { n: view.game + 1 })}
      </h2>
      <table className="score-table">
        <tbody>
          {Array.from({ length: view.players }, (_, s) => {
            const role = roleOf(view, s);
            return (
              <tr
                key={s}
                className={role === 'winner' ? 'lead' : role === 'out' ? 'lz-out' : ''}
                data-testid={`lz-score-${s}`}
              >
                <th scope="row">
                  {seatNames[s] ?? `#${s + 1}`}
                  {s === seat ? <em className="lz-you"> ({t('you')})</em> : null}
                  {role === 'both' ? null : (
                    <span className={`lz-role ${role}`}>
                      {role === 'winner'
                        ? `★ ${t('role.winner')}`
                        : role === 'out'
                          ? `✗ ${t('role.out')}`
                          : t(`role.${role}`)}
                    </span>
                  )}
                  {view.turn === s && view.phase === 'investigate' ? (
                    <span
                      className="lz-turn-dot"
                      role="img"
                      aria-label={t('status.theirTurn', { name: seatNames[s] ?? '' })}
                    />
                  ) : null}
                </th>
                <td>
                  {investigates(view, s) ? t('score.shots', { count: shots[s] ?? 0 }) : '—'}
                  {secrets && investigates(view, s) ? (
                    <small className="lz-secret-left">
                      {t('score.secretLeft', { count: view.secretLeft[s] ?? 0 })}
                    </small>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
