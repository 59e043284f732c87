// One action button of the Labiro panels: enabled, or shown as off with the reason the rules forbid it now
// (aria-disabled keeps it focusable so the reason is read out and shown on hover).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../strings.js';
import type { Btn } from './model.js';

/** Props of `ActButton`. */
export interface ActButtonProps {
  readonly btn: Btn;
  readonly onClick: () => void;
  readonly children: ReactNode;
  readonly testId: string;
  /** A key shown beside the label and announced (aria-keyshortcuts), e.g. 'E'. */
  readonly shortcut?: string;
  readonly primary?: boolean;
  /** Extra words for the title when the button is on (what it does). */
  readonly hint?: string;
  /** Called with the reason text when the pointer or focus rests on an off button (null when it leaves). */
  readonly onWhy?: (why: string | null) => void;
  /** Disabled for another reason than the rules (an action on its way). */
  readonly busy?: boolean;
}

/** A button that knows why it is off. */
export function ActButton({ btn, onClick, children, testId, shortcut, primary, hint, onWhy, busy }: ActButtonProps) {
  const { t } = useTranslation(NS);
  const why = btn.reason ? t(`why.${btn.reason}`) : null;
  const live = btn.enabled && !busy;
  const show = (on: boolean) => onWhy?.(on && !btn.enabled ? why : null);
  return (
    <button
      type="button"
      className={`btn btn-small lb-act${primary ? ' btn-primary' : ''}${btn.enabled ? '' : ' off'}`}
      aria-disabled={!live}
      aria-keyshortcuts={shortcut}
      title={btn.enabled ? hint : (why ?? undefined)}
      data-testid={testId}
      data-enabled={btn.enabled ? 'true' : 'false'}
      onClick={live ? onClick : undefined}
      onMouseEnter={() => show(true)}
      onMouseLeave={() => show(false)}
      onFocus={() => show(true)}
      onBlur={() => show(false)}
    >
      {children}
      {shortcut ? <kbd className="lb-key">{shortcut}</kbd> : null}
    </button>
  );
}
