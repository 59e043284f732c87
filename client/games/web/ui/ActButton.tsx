// One action button of Web's panel: enabled, or shown as off with the reason (the server's own refusal message,
// by code); aria-disabled keeps it focusable so the reason is read out, shown on hover and in the panel's line.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../strings.js';
import { reasonKey, type Btn } from './model.js';

/** Props of `ActButton`. */
export interface ActButtonProps {
  readonly btn: Btn;
  readonly onClick: () => void;
  readonly children: ReactNode;
  readonly testId: string;
  /** A key shown beside the label and announced (aria-keyshortcuts), e.g. 'E'. */
  readonly shortcut?: string;
  readonly primary?: boolean;
  /** A toggle's state (cable mode), announced as pressed. */
  readonly pressed?: boolean;
  /** Words for the title when the button is on (what it does). */
  readonly hint?: string;
  /** Called with the reason text when the pointer or focus rests on an off button (null when it leaves). */
  readonly onWhy?: (why: string | null) => void;
  /** Off for another reason than the rules (an action on its way). */
  readonly busy?: boolean;
  readonly className?: string;
  /** An accessible name when the children are a picture. */
  readonly label?: string;
}

/** A button that knows why it is off. */
export function ActButton({ btn, onClick, children, testId, shortcut, primary, pressed, hint, onWhy, busy, className, label }: ActButtonProps) {
  const { t } = useTranslation(NS);
  const why = btn.reason ? t(reasonKey(btn.reason)) : null;
  const live = btn.enabled && !busy;
  const show = (on: boolean) => onWhy?.(on && !btn.enabled ? why : null);
  return (
    <button
      type="button"
      className={`btn btn-small wb-act${primary ? ' btn-primary' : ''}${btn.enabled ? '' : ' off'}${pressed ? ' on' : ''}${className ? ` ${className}` : ''}`}
      aria-disabled={!live}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      aria-label={label}
      title={btn.enabled ? hint : (why ?? undefined)}
      data-testid={testId}
      data-enabled={btn.enabled ? 'true' : 'false'}
      data-reason={btn.reason ?? undefined}
      onClick={live ? onClick : () => show(true)}
      onMouseEnter={() => show(true)}
      onMouseLeave={() => show(false)}
      onFocus={() => show(true)}
      onBlur={() => show(false)}
    >
      {children}
      {shortcut ? <kbd className="wb-key">{shortcut}</kbd> : null}
    </button>
  );
}
