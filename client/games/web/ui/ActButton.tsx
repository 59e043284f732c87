// One action button of Web's panel: the kit's button that knows why it is off, with the reason as the server's
// own refusal message (by code) or Web's `why.*` words.
import { useTranslation } from '../../../i18n/useTranslation.js';
import { NS } from '../strings.js';
import { reasonKey, type Btn } from './model.js';
import { ReasonButton, type ReasonButtonProps } from '../../../kit/ReasonButton.js';

/** Props of `ActButton`: the kit button's, with Web's `Btn` in place of enabled/reason/why. */
export type ActButtonProps = Omit<ReasonButtonProps, 'enabled' | 'reason' | 'why' | 'prefix'> & { readonly btn: Btn };

/** A button that knows why it is off. */
export function ActButton({ btn, ...rest }: ActButtonProps) {
  const { t } = useTranslation(NS);
  const why = btn.reason ? t(reasonKey(btn.reason)) : null;
  return <ReasonButton {...rest} enabled={btn.enabled} reason={btn.reason} why={why} prefix="wb" />;
}
