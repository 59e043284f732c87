// One action button of a game's panel that knows why it is off: enabled, or shown as off with the reason text
// (the game translates its own reason codes); aria-disabled keeps it focusable so the reason is read out, shown
// on hover and handed to the panel's line through onWhy.
import type { ReactNode } from 'react';

/** Props of `ReasonButton`: the game's state of the action, its class prefix, and the usual button parts. */
export interface ReasonButtonProps {
  /** Whether the rules allow the action now. */
  readonly enabled: boolean;
  /** The reason code when off (data-reason, for tests and styling), null when on or unknown. */
  readonly reason: string | null;
  /** The reason in the reader's words, null when there is none. */
  readonly why: string | null;
  /** The game's class prefix ('wb', 'lb'): classes `<prefix>-act` and `<prefix>-key`. */
  readonly prefix: string;
  readonly onClick: () => void;
  readonly children: ReactNode;
  readonly testId: string;
  /** A key shown beside the label and announced (aria-keyshortcuts), e.g. 'E'. */
  readonly shortcut?: string;
  readonly primary?: boolean;
  /** A toggle's state, announced as pressed. */
  readonly pressed?: boolean;
  /** Words for the title when the button is on (what it does); `label` stands in when there are none. The shortcut is added. */
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
export function ReasonButton(props: ReasonButtonProps) {
  const {
    enabled,
    reason,
    why,
    prefix,
    onClick,
    children,
    testId,
    shortcut,
    primary,
    pressed,
    hint,
    onWhy,
    busy,
    className,
    label,
  } = props;
  const live = enabled && !busy;
  const show = (on: boolean) => onWhy?.(on && !enabled ? why : null);
  // The tooltip: why it is off, else what it does and its key ("End your turn (E)").
  const does = hint ?? label;
  const title = !enabled && why ? why : does && shortcut ? `${does} (${shortcut})` : does;
  return (
    <button
      type="button"
      className={`btn btn-small ${prefix}-act${primary ? ' btn-primary' : ''}${enabled ? '' : ' off'}${pressed ? ' on' : ''}${className ? ` ${className}` : ''}`}
      aria-disabled={!live}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      aria-label={label}
      title={title}
      data-testid={testId}
      data-enabled={enabled ? 'true' : 'false'}
      data-reason={reason ?? undefined}
      onClick={live ? onClick : () => show(true)}
      onMouseEnter={() => show(true)}
      onMouseLeave={() => show(false)}
      onFocus={() => show(true)}
      onBlur={() => show(false)}
    >
      {children}
      {shortcut ? <kbd className={`${prefix}-key`}>{shortcut}</kbd> : null}
    </button>
  );
}
