// The design phase for a designer who has not submitted: the palette, the identifiability verdict of the
// draft (computed locally, off the typing path), the counter-example switch, and Submit (only once complete;
// a strict table refuses a circuit with blind zones, and the panel says so before the server does).
import { useTranslation } from '../../../i18n/useTranslation.js';
import { unidentifiedPieces, layoutKey } from '../../../../shared/games/laser/index.js';
import type { LaserView } from '../../../../shared/games/laser/game-types.js';
import type { LaserLayout, LaserPiece } from '../../../../shared/games/laser/types.js';
import { NS } from '../strings.js';
import { useLaser } from '../store.js';
import { KindIcon } from './icons.js';
import { layoutRefusal, refusalKey } from './model.js';
import { Palette } from './Palette.js';
import { useDraftVerdict } from './verdict.js';

/** Props of `DesignPanel`. */
export interface DesignPanelProps {
  readonly view: LaserView;
  /** The circuit this seat designs. */
  readonly circuit: number;
  readonly busy: boolean;
  readonly onDraft: (layout: LaserLayout) => void;
  readonly onSubmit: (layout: LaserLayout) => void;
}

const EMPTY: LaserLayout = { pieces: [] };

/** The designer's panel during the design phase. */
export function DesignPanel({ view, circuit, busy, onDraft, onSubmit }: DesignPanelProps) {
  const { t } = useTranslation(NS);
  const draft = view.circuits[circuit]?.draft ?? EMPTY;
  const refusal = layoutRefusal(view.kinds, draft.pieces);
  const complete = refusal === null;
  useDraftVerdict(draft, complete);
  const stored = useLaser((s) => s.draftVerdict);
  const showCounter = useLaser((s) => s.showCounter);
  const setShowCounter = useLaser((s) => s.setShowCounter);
  const verdict = complete && stored && stored.key === layoutKey(draft) ? stored.verdict : null;
  const strict = view.options.strictDesign;
  const ambiguous = verdict !== null && verdict !== 'checking' && verdict.status === 'ambiguous' ? verdict.other : null;
  const moved: LaserPiece[] = ambiguous ? unidentifiedPieces(draft, ambiguous) : [];
  const blocked = !complete || busy || (strict && (ambiguous !== null || verdict === 'checking'));

  let line: string;
  let tone = '';
  if (refusal !== null) line = t(refusalKey(refusal, 'verdict.incomplete'));
  else if (verdict === null || verdict === 'checking') line = t('verdict.checking');
  else if (verdict.status === 'identifiable') {
    line = t('verdict.identifiable');
    tone = 'ok';
  } else if (verdict.status === 'unknown') {
    line = t('verdict.unknown');
    tone = 'warn';
  } else {
    line = t('verdict.ambiguous', { count: moved.length });
    tone = 'bad';
  }

  return (
    <div className="lz-design">
      <Palette
        kinds={view.kinds}
        pieces={draft.pieces}
        mode="design"
        disabled={busy}
        onPieces={(pieces) => onDraft({ pieces: pieces ?? [] })}
      />
      <div className="lz-verdict-row">
        <section className={`lz-verdict ${tone}`} aria-label={t('verdict.title')} data-testid="lz-verdict">
          <p role="status" aria-live="polite" className="lz-verdict-line">
            {verdict === 'checking' ? <span className="spinner" aria-hidden="true" /> : null}
            <span>
              {line}
              {ambiguous ? <> {t(strict ? 'verdict.strict' : 'verdict.lenient')}</> : null}
            </span>
          </p>
          {moved.length > 0 || ambiguous ? (
            <div className="lz-row">
              {moved.map((p) => (
                <span key={p.kind} className="lz-chip">
                  <KindIcon kind={p.kind} orientation={p.orientation} size={18} /> {t(`kind.${p.kind}`)}
                </span>
              ))}
              {ambiguous ? (
                <label className="lz-switch" title={t('titles.showCounter')}>
                  <input
                    type="checkbox"
                    checked={showCounter}
                    data-testid="lz-show-counter"
                    onChange={(e) => setShowCounter(e.target.checked)}
                  />
                  <span>{t('verdict.showCounter')}</span>
                </label>
              ) : null}
            </div>
          ) : null}
        </section>
        <button
          type="button"
          className="btn btn-primary lz-big-btn lz-submit"
          data-testid="lz-submit-design"
          disabled={blocked}
          title={complete ? t('titles.submit') : t('design.submitHint')}
          onClick={() => onSubmit({ pieces: draft.pieces })}
        >
          {t('design.submit')}
        </button>
      </div>
    </div>
  );
}
