// The trickster's picker: first the opponent to draw from (those who have won a gem card are on; the others say
// why), then one of his won cards, face down, by place in the pile — he picks without seeing it, as at a table,
// and the engine shuffles the pile as he draws, so the place tells nobody which card comes out.
// The arrows move the highlighted card (the store's cursor), Enter draws it.
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { Picker as PickerModel } from '../model.js';
import { useSymbotrio } from '../store.js';
import { NS } from '../strings.js';
import { ActButton } from './ActButton.js';
import { CardBack } from './icons.js';

/** Props of `Picker`. */
export interface PickerProps {
  readonly picker: PickerModel;
  readonly name: (seat: number) => string;
  readonly busy: boolean;
  readonly onWhy: (why: string | null) => void;
  readonly onSteal: (target: number, index: number) => void;
}

/** The opponents, then the chosen pile's cards. */
export function Picker({ picker, name, busy, onWhy, onSteal }: PickerProps) {
  const { t } = useTranslation(NS);
  const cursor = useSymbotrio((s) => s.cursor);
  const target = picker.target;
  return (
    <div className="sy-picker" data-testid="sy-picker">
      <div className="sy-bar" role="group" aria-label={t('controls.opponents')}>
        <span className="sy-row-label">{t('controls.opponents')}</span>
        {picker.opponents.map((o) => (
          <ActButton
            key={o.seat}
            btn={o.btn}
            busy={busy}
            onWhy={onWhy}
            testId={`sy-target-${o.seat}`}
            className="sy-target"
            pressed={target === o.seat}
            hint={t('controls.pileOf', { name: name(o.seat), count: o.wonCount, gems: o.gemsWon })}
            onClick={() => useSymbotrio.getState().setTarget(o.seat)}
          >
            <strong>{name(o.seat)}</strong>
            <small>{t('controls.pileShort', { count: o.wonCount, gems: o.gemsWon })}</small>
          </ActButton>
        ))}
      </div>
      {target !== null ? (
        <div
          className="sy-bar sy-pile"
          role="group"
          aria-label={t('controls.pileOf', {
            name: name(target),
            count: picker.cards.length,
            gems: picker.opponents.find((o) => o.seat === target)?.gemsWon ?? 0,
          })}
        >
          <span className="sy-row-label">{t('controls.pickCard')}</span>
          {picker.cards.map((btn, i) => (
            <ActButton
              key={i}
              btn={btn}
              busy={busy}
              onWhy={onWhy}
              testId={`sy-steal-${target}-${i}`}
              className={`sy-back-btn${i === cursor % Math.max(1, picker.cards.length) ? ' aimed' : ''}`}
              label={t('controls.cardN', { n: i + 1 })}
              hint={t('titles.steal', { n: i + 1, name: name(target) })}
              onClick={() => onSteal(target, i)}
            >
              <CardBack size={30} />
              <small className="sy-back-n">{i + 1}</small>
            </ActButton>
          ))}
        </div>
      ) : null}
    </div>
  );
}
