// Declaring: a button that opens a confirmation dialog (a wrong declaration loses a duel at once and puts an
// investigator out of group play), then sends the notebook's pieces as the declared layout.
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { LaserMode } from '../../../../shared/games/laser/game-types.js';
import type { LaserLayout } from '../../../../shared/games/laser/types.js';
import { NS } from '../strings.js';
import { useLaser } from '../store.js';

/** Props of `DeclareButton`. */
export interface DeclareButtonProps {
  readonly mode: LaserMode;
  /** The notebook's layout when complete, else null (the button stays disabled). */
  readonly layout: LaserLayout | null;
  readonly busy: boolean;
  /** Why it is disabled, shown beside it (the notebook is not complete yet), or null. */
  readonly hint?: string | null;
  readonly onDeclare: (layout: LaserLayout) => void;
}

/** "Declare…" and its confirmation. */
export function DeclareButton({ mode, layout, busy, hint = null, onDeclare }: DeclareButtonProps) {
  const { t } = useTranslation(NS);
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className="btn lz-declare"
        data-testid="lz-declare"
        disabled={busy || layout === null}
        title={hint ?? t('titles.declare')}
        aria-describedby={hint ? 'lz-declare-hint' : undefined}
        onClick={() => {
          dialog.current?.showModal();
          useLaser.getState().setDeclaring(true);
        }}
      >
        {t('notebook.declare')}
      </button>
      {hint ? (
        <span id="lz-declare-hint" className="visually-hidden">
          {hint}
        </span>
      ) : null}
      <dialog
        ref={dialog}
        className="lz-dialog"
        aria-labelledby="lz-declare-title"
        onClose={() => useLaser.getState().setDeclaring(false)}
      >
        <h3 id="lz-declare-title" className="lz-title">
          {t('notebook.confirmTitle')}
        </h3>
        <p>{t(mode === 'duel' ? 'notebook.confirmDuel' : 'notebook.confirmGroup')}</p>
        <div className="lz-actions">
          <button
            type="button"
            className="btn"
            title={t('titles.keepInvestigating')}
            // biome-ignore lint/a11y/noAutofocus: the confirm dialog opens with focus on Cancel, the safe choice, as a modal dialog should
            autoFocus
            onClick={() => dialog.current?.close()}
          >
            {t('notebook.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="lz-declare-confirm"
            title={t('titles.declareConfirm')}
            onClick={() => {
              dialog.current?.close();
              if (layout) onDeclare(layout);
            }}
          >
            {t('notebook.confirm')}
          </button>
        </div>
      </dialog>
    </>
  );
}
