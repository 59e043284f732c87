// The end of a game: who won and why (a right or wrong declaration, everyone out), the fairness flip
// explained with the pieces that could not be located, and Rematch. The boards reveal every circuit.
import { useTranslation } from '../../../i18n/useTranslation.js';
import { unidentifiedPieces } from '../../../../shared/games/laser/index.js';
import type { LaserResult, LaserView } from '../../../../shared/games/laser/game-types.js';
import { NS } from '../strings.js';
import { KindIcon } from './icons.js';
import { joinNames } from '../../../kit/describe.js';

/** Props of `ResultPanel`. */
export interface ResultPanelProps {
  readonly view: LaserView;
  readonly result: LaserResult;
  readonly seat: number | null;
  readonly seatNames: readonly string[];
  readonly busy: boolean;
  readonly onRematch: () => void;
}

/** The declarer whose declaration ended the game (the last one of the deciding kind). */
function decider(view: LaserView, result: LaserResult): number | null {
  const want = result.reason === 'correct';
  for (let i = view.declarations.length - 1; i >= 0; i--) {
    const d = view.declarations[i]!;
    if (d.correct === want) return d.seat;
  }
  return null;
}

/** The result card. */
export function ResultPanel({ view, result, seat, seatNames, busy, onRematch }: ResultPanelProps) {
  const { t } = useTranslation(NS);
  const name = (s: number) => (s === seat ? t('you') : (seatNames[s] ?? `#${s + 1}`));
  const winners = result.winners;
  const youWin = seat !== null && winners.includes(seat);
  const headline =
    winners.length === 0
      ? t('result.noWinner')
      : youWin && winners.length === 1
        ? t('result.youWin')
        : t(winners.length === 1 ? 'result.wins' : 'result.winMany', { names: joinNames(winners.map(name), t('and')) });
  const who = decider(view, result);
  const reason =
    result.reason === 'all-eliminated'
      ? t('result.allEliminated')
      : who === null
        ? null
        : who === seat
          ? t(result.reason === 'correct' ? 'result.youCorrect' : 'result.youWrong')
          : t(result.reason === 'correct' ? 'result.correct' : 'result.wrong', { name: name(who) });
  const amb = result.ambiguous;
  const ambCircuit = amb ? view.circuits[amb.circuit] : undefined;
  const pieces = amb && ambCircuit?.layout ? unidentifiedPieces(ambCircuit.layout, amb.other) : [];
  return (
    <div className="lz-result" data-testid="lz-result">
      <div className="lz-result-head">
        <h3 className="lz-title">{t('result.title')}</h3>
        <p className={`lz-verdict-big ${youWin ? 'ok' : seat !== null ? 'bad' : ''}`}>{headline}</p>
        {reason ? <p className="lz-reason">{reason}</p> : null}
      </div>
      {result.flipped ? (
        <div className="lz-flip" data-testid="lz-flip">
          <p>
            {!ambCircuit || ambCircuit.owner === null
              ? t('result.flippedServer')
              : ambCircuit.owner === seat
                ? t('result.flippedYours')
                : t('result.flipped', { name: name(ambCircuit.owner) })}
          </p>
          {pieces.length ? (
            <p className="lz-moved">
              <span className="visually-hidden">
                {t('result.ambiguousPieces', { pieces: pieces.map((p) => t(`kind.${p.kind}`)).join(', ') })}
              </span>
              {pieces.map((p) => (
                <span key={p.kind} className="lz-chip" aria-hidden="true">
                  <KindIcon kind={p.kind} orientation={p.orientation} size={18} /> {t(`kind.${p.kind}`)}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="lz-actions lz-result-actions">
        <p className="lz-hint">{t('result.compare')}</p>
        {seat !== null ? (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="lz-rematch"
            title={t('titles.rematch')}
            disabled={busy}
            onClick={onRematch}
          >
            {t('result.rematch')}
          </button>
        ) : (
          <p className="lz-hint">{t('result.waitRematch')}</p>
        )}
      </div>
    </div>
  );
}
