// The end of a game: the code against the solution, right/wrong per colour, and the score with its parts
// (20 + 5 per empty row + 1 per white die left). At the end of the match: the winner or a draw, and Rematch.
import { useTranslation } from '../../../i18n/useTranslation.js';
import {
  ATTEMPT_ROWS,
  COLOURS,
  type GameResult,
  type MasterdiceView,
} from '../../../../shared/games/masterdice/index.js';
import { NS } from '../strings.js';
import { DieFace } from './icons.js';

/** Props of `ResultPanel`. */
export interface ResultPanelProps {
  readonly view: MasterdiceView;
  readonly result: GameResult;
  readonly seat: number | null;
  readonly seatNames: readonly string[];
  readonly busy: boolean;
  /** Whether the engine lists a rematch for this seat (props.legal): then the match card offers Rematch. */
  readonly canRematch: boolean;
  readonly onContinue: () => void;
  readonly onRematch: () => void;
}

/** The finished game's card, and the match's when it was the last game. */
export function ResultPanel({
  view,
  result,
  seat,
  seatNames,
  busy,
  canRematch,
  onContinue,
  onRematch,
}: ResultPanelProps) {
  const { t } = useTranslation(NS);
  const name = (s: number) => (s === seat ? t('you') : (seatNames[s] ?? `#${s + 1}`));
  const n = view.results.indexOf(result) + 1 || view.results.length;
  const matchOver = view.phase === 'over';
  const emptyRows = ATTEMPT_ROWS - result.attemptsUsed;
  return (
    <div className="md-result-wrap" data-testid="md-result">
      <div className="md-result">
        <div className="md-result-head">
          <h3 className="md-title">{t('result.title', { n })}</h3>
          <p className={`md-verdict ${result.solved ? 'ok' : 'bad'}`}>
            {result.solver === seat
              ? t(result.solved ? 'result.youSolved' : 'result.youFailed')
              : t(result.solved ? 'result.solved' : 'result.failed', { name: name(result.solver) })}
          </p>
        </div>
        <div className="md-compare">
          <span className="md-compare-label">{t('result.code')}</span>
          {COLOURS.map((colour, c) => (
            <span key={colour} className="md-compare-cell">
              <DieFace value={result.code[c] ?? null} column={c} size={28} />
            </span>
          ))}
          <span className="md-compare-label">{t('result.solution')}</span>
          {COLOURS.map((colour, c) => {
            const right = result.solution[c] === result.code[c];
            return (
              <span key={colour} className="md-compare-cell">
                <DieFace value={result.solution[c] ?? null} size={28} />
                <span className={`md-mark ${right ? 'ok' : 'bad'}`} role="img" aria-label={right ? '✓' : '✗'}>
                  {right ? '✓' : '✗'}
                </span>
              </span>
            );
          })}
        </div>
        {result.solved ? (
          <table className="md-score-parts">
            <tbody>
              <tr>
                <th scope="row">{t('result.base')}</th>
                <td>{result.base}</td>
              </tr>
              <tr>
                <th scope="row">{t('result.rows', { count: emptyRows })}</th>
                <td>+ {result.rowBonus}</td>
              </tr>
              <tr>
                <th scope="row">{t('result.dice', { count: result.whiteDiceLeft })}</th>
                <td>+ {result.diceBonus}</td>
              </tr>
              <tr className="total">
                <th scope="row">{t('result.total')}</th>
                <td>{result.score}</td>
              </tr>
            </tbody>
          </table>
        ) : (
          <p className="md-hint md-none">{t('result.none')}</p>
        )}
        {/* Continue only moves this screen on (no move is sent): a spectator's card folds by itself instead. */}
        {matchOver ? null : seat === null ? (
          <p className="md-hint" data-testid="md-next-soon">
            {t('result.nextSoon', { n: n + 1 })}
          </p>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="md-continue"
            title={t('titles.next')}
            onClick={onContinue}
            // biome-ignore lint/a11y/noAutofocus: the result panel replaces the board; its Next button takes focus so keyboard players continue from it
            autoFocus
          >
            {t('btn.next')}
          </button>
        )}
      </div>
      {matchOver ? (
        <MatchOver view={view} seat={seat} name={name} busy={busy} canRematch={canRematch} onRematch={onRematch} />
      ) : null}
    </div>
  );
}

function MatchOver(props: {
  view: MasterdiceView;
  seat: number | null;
  name: (s: number) => string;
  busy: boolean;
  canRematch: boolean;
  onRematch: () => void;
}) {
  const { t } = useTranslation(NS);
  const { view, seat, name } = props;
  const outcome = view.outcome;
  const winner = outcome && !outcome.draw ? outcome.winners[0] : undefined;
  return (
    <div className="md-match" data-testid="md-match-over">
      <h3 className="md-title md-big">
        {t('match.title')} ·{' '}
        {winner === undefined
          ? t('match.draw')
          : winner === seat
            ? t('match.youWin')
            : t('match.winner', { name: name(winner) })}
      </h3>
      <p className="md-final">
        {t('match.scores')}: {name(0)} <strong>{view.scores[0]}</strong> – <strong>{view.scores[1]}</strong> {name(1)}
      </p>
      {props.canRematch ? (
        <div className="md-actions">
          <button
            type="button"
            className="btn btn-primary"
            data-testid="md-rematch"
            title={t('titles.rematch')}
            disabled={props.busy}
            onClick={props.onRematch}
          >
            {t('btn.rematch')}
          </button>
        </div>
      ) : (
        <p className="md-hint">{t('match.waitRematch')}</p>
      )}
    </div>
  );
}
