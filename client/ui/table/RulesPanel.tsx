// The rules of the current game in a modal <dialog> (Esc closes, focus stays inside), [interpretation]
// points marked with a label, not by colour alone.
import { useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { useLang } from '../../i18n/index.js';
import { useRules } from '../rules/index.js';
import { BookIcon, CloseIcon } from '../../kit/icons.js';
import { useBackdropClose } from '../copy.js';
import { useTavolo } from '../../store.js';
import { startGuidedGame } from '../../guide/start.js';

/** A "Rules" button and its dialog. */
export function RulesButton({ gameId }: { readonly gameId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  const rules = useRules(gameId, lang);
  useBackdropClose(dialog, !!rules);
  if (!rules) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-small"
        title={t('table.rulesTitle')}
        onClick={() => dialog.current?.showModal()}
      >
        <BookIcon /> {t('table.rules')}
      </button>
      <dialog ref={dialog} className="rules-dialog" aria-labelledby="rules-title">
        <div className="rules-head">
          <h2 id="rules-title">
            {t('table.rules')}: {rules.title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => dialog.current?.close()}
            aria-label={t('table.close')}
            title={t('table.close')}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="rules-body">
          <p className="muted small">{rules.source}</p>
          <p className="rules-guided">
            <button
              type="button"
              className="btn btn-small"
              data-testid="rules-guided"
              title={t('guide.startHint')}
              onClick={() => {
                dialog.current?.close();
                void startGuidedGame(gameId, useTavolo.getState().name.trim() || t('guide.tag'));
              }}
            >
              <BookIcon /> {t('guide.start')}
            </button>{' '}
            <span className="muted small">{t('guide.offerText')}</span>
          </p>
          {rules.sections.map((section) => {
            const List = section.style === 'steps' ? 'ol' : 'ul';
            return (
              <section key={section.heading}>
                <h3>{section.heading}</h3>
                {section.style === 'text' ? (
                  section.items.map((item, i) => (
                    <RuleText
                      key={i}
                      text={item.text}
                      interpretation={item.interpretation}
                      label={rules.interpretationLabel}
                    />
                  ))
                ) : (
                  <List>
                    {section.items.map((item, i) => (
                      <li key={i} className={item.interpretation ? 'interpretation' : undefined}>
                        {item.interpretation ? <span className="interp-tag">{rules.interpretationLabel}</span> : null}
                        {item.text}
                      </li>
                    ))}
                  </List>
                )}
                {section.table ? (
                  <table className="rules-table">
                    <thead>
                      <tr>
                        {section.table.head.map((h, i) => (
                          <th key={i} scope="col">
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {section.table.rows.map((row, r) => (
                        <tr key={r}>
                          {row.map((cell, i) =>
                            i === 0 ? (
                              <th key={i} scope="row">
                                {cell}
                              </th>
                            ) : (
                              <td key={i}>{cell}</td>
                            ),
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
              </section>
            );
          })}
        </div>
      </dialog>
    </>
  );
}

function RuleText({ text, interpretation, label }: { text: string; interpretation?: boolean; label: string }) {
  return (
    <p className={interpretation ? 'interpretation' : undefined}>
      {interpretation ? <span className="interp-tag">{label}</span> : null}
      {text}
    </p>
  );
}
