// One action button of the Labiro panels: the kit's button that knows why it is off, with the reason the engine
// gives (its code's words under `errors.`) or the panel's own (`why.`).
import { useTranslation } from '../../../i18n/useTranslation.js';
import { NS } from '../strings.js';
import { reasonKey, type Btn } from './model.js';
import { ReasonButton, type ReasonButtonProps } from '../../../kit/ReasonButton.js';

/** Props of `ActButton`: the kit button's, with Labiro's `Btn` in place of enabled/reason/why. */
export type ActButtonProps = Omit<ReasonButtonProps, 'enabled' | 'reason' | 'why' | 'prefix'> & { readonly btn: Btn };

/** A button that knows why it is off. */
export function ActButton({ btn, ...rest }: ActButtonProps) {
  const { t } = useTranslation(NS);
  const why = btn.reason ? t(reasonKey(btn.reason)) : null;
  return <ReasonButton {...rest} enabled={btn.enabled} reason={btn.reason} why={why} prefix="lb" />;
}
