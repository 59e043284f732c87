// The label of the piece under the mouse (client/scene/PieceTips.tsx), beside the pointer, in the page's language.
import { useTranslation } from '../../i18n/useTranslation.js';
import { usePieceTip } from '../../scene/PieceTips.js';

/** The floating tip, or nothing. */
export function PieceTipLabel() {
  const { t } = useTranslation();
  const tip = usePieceTip((s) => s.tip);
  if (!tip) return null;
  const text = t(tip.key, { defaultValue: '' });
  if (!text) return null;
  return (
    <div className="piece-tip" role="tooltip" data-testid="piece-tip" style={{ left: tip.x + 14, top: tip.y + 16 }}>
      {text}
    </div>
  );
}
