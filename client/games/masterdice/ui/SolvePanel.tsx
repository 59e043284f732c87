// The solution row in HTML: one value 1–6 per colour (with its symbol), then one submit. Forced after the
// 7th attempt or with an empty supply (no Cancel then).
import { useTranslation } from '../../../i18n/useTranslation.js';
import { COLOURS } from '../../../../shared/games/masterdice/index.js';
import { NS } from '../strings.js';
import { useMasterdice } from '../store.js';
import { ColourChip, DieFace } from './icons.js';

/** Props of `SolvePanel`. */
export interface SolvePanelProps {
  readonly forced: boolean;
  readonly busy: boolean;
  /** Values still possible per column (the aid), to dim the others; null without the aid. */
  readonly possible: readonly (readonly number[])[] | null;
  readonly onSubmit: (code: number[]) => void;
  readonly onCancel: () => void;
}

/** Four radio groups and the submit button. */
export function SolvePanel({ forced, busy, possible, onSubmit, onCancel }: SolvePanelProps) {
  const { t } = useTranslation(NS);
  const solution = useMasterdice((s) => s.solution);
  const setValue = useMasterdice((s) => s.setSolutionValue);
  const complete = solution.every((v) => v !== null);
  return (
    <div className="md-solve">
      <h3 className="md-title">{t('solve.title')}</h3>
      <p className="md-hint">{forced ? t('solve.forced') : t('solve.hint')}</p>
      <div className="md-solve-grid">
        {COLOURS.map((colour, c) => (
          <div
            key={colour}
            className={`md-solve-row md-${colour}`}
            role="radiogroup"
            aria-label={t(`colour.${colour}`)}
          >
            <ColourChip column={c} size={24} />
            {[1, 2, 3, 4, 5, 6].map((v) => {
              const chosen = solution[c] === v;
              const unlikely = possible !== null && !(possible[c] ?? []).includes(v);
              return (
                <button
                  key={v}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  className={`md-value${chosen ? ' chosen' : ''}${unlikely ? ' unlikely' : ''}`}
                  data-testid={`md-solve-${c}-${v}`}
                  title={t('solve.value', { colour: t(`colour.${colour}`), value: v })}
                  onClick={() => setValue(c, chosen ? null : v)}
                >
                  <DieFace value={v} column={chosen ? c : null} size={28} />
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <div className="md-actions">
        {forced ? null : (
          <button type="button" className="btn btn-small" title={t('titles.cancel')} onClick={onCancel}>
            {t('btn.cancel')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          data-testid="md-submit-solution"
          title={t('titles.submit')}
          disabled={!complete || busy}
          onClick={() => complete && onSubmit(solution.map((v) => v ?? 1))}
        >
          {t('btn.submitSolution')}
        </button>
      </div>
    </div>
  );
}
