// The solver's aid (table option): how many codes still fit the feedback, and per colour the values left.
import { useTranslation } from '../../../i18n/useTranslation.js';
import { COLOURS, type SolverAid } from '../../../../shared/games/masterdice/index.js';
import { NS } from '../strings.js';
import { ColourChip } from './icons.js';

/** The aid, compact. */
export function AidPanel({ aid }: { readonly aid: SolverAid }) {
  const { t } = useTranslation(NS);
  return (
    <section className="md-aid" aria-label={t('aid.title')}>
      <h3 className="md-title">
        {t('aid.title')} · <strong>{t('aid.possible', { count: aid.possible })}</strong>
      </h3>
      <div className="md-aid-cols" role="group" aria-label={t('aid.values')}>
        {COLOURS.map((colour, c) => (
          <div key={colour} className="md-aid-col" title={t(`colour.${colour}`)}>
            <ColourChip column={c} size={18} />
            <span className="md-aid-values">
              {[1, 2, 3, 4, 5, 6].map((v) => (
                <span key={v} className={(aid.values[c] ?? []).includes(v) ? 'on' : 'off'}>
                  {v}
                </span>
              ))}
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}
