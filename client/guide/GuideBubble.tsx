// The guide's words at a guided table, under the turn line: the advice of the moment and a Skip button (the
// last word, when the game is over, closes the guide).
import { useTranslation } from '../i18n/useTranslation.js';
import { useGuide } from './store.js';

/** Props: the table's code (the guide is switched off there). */
export function GuideBubble({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const step = useGuide((s) => s.step);
  const endGuide = useGuide((s) => s.endGuide);
  if (!step) return null;
  const over = step.id === 'done';
  return (
    <div className="guide-bubble" data-testid="guide-bubble" data-step={step.id} role="status" aria-live="polite">
      <span className="guide-tag">{t('guide.tag')}</span>
      <p>{step.text}</p>
      <button
        type="button"
        className="btn btn-small btn-ghost"
        data-testid={over ? 'guide-close' : 'guide-skip'}
        title={over ? t('guide.closeHint') : t('guide.skipHint')}
        onClick={() => endGuide(code)}
      >
        {over ? t('guide.close') : t('guide.skip')}
      </button>
    </div>
  );
}
