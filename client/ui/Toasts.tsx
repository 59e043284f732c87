// Error toasts, announced to screen readers (aria-live), translated by code when a translation exists.
import { useTranslation } from '../i18n/useTranslation.js';
import { translateError } from '../i18n/index.js';
import { useTavolo } from '../store.js';
import { CloseIcon } from '../kit/icons.js';

/** The toast stack, bottom centre. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useTavolo((s) => s.toasts);
  const dismiss = useTavolo((s) => s.dismissToast);
  useTavolo((s) => s.lang); // re-translate on a language switch
  return (
    <div className="toasts" role="status" aria-live="assertive" aria-atomic="false">
      {toasts.map((toast) => (
        <div className="toast" key={toast.id}>
          <p>{translateError(toast.code, toast.message)}</p>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => dismiss(toast.id)}
            aria-label={t('table.close')}
            title={t('table.dismissTitle')}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
