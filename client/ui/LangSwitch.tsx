// The language switch (Italiano / English), shared by the lobby and the table overlay.
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { LANGS, type Lang, setLang, useLang } from '../i18n/index.js';
import { GlobeIcon } from '../kit/icons.js';

/**
 * Two radio pills; the choice is remembered. A language whose words are still loading shows as chosen at once (the
 * page's words follow when they are in); if they fail to load, the pill goes back to the language shown.
 */
export function LangSwitch({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [pending, setPending] = useState<Lang | null>(null);
  const choose = (l: Lang): void => {
    setPending(l);
    setLang(l)
      .catch(() => undefined) // the words did not load: the pill goes back to the language shown
      .finally(() => setPending((p) => (p === l ? null : p)));
  };
  const shown = pending ?? lang;
  return (
    <fieldset className="segmented lang-switch" aria-label={t('lang.label')}>
      <legend className="visually-hidden">{t('lang.label')}</legend>
      {LANGS.map((l) => (
        <label key={l} title={t(`lang.titles.${l}`)}>
          <input type="radio" name="lang" value={l} checked={shown === l} onChange={() => choose(l)} />
          <span lang={l}>
            {l === LANGS[0] && !compact ? <GlobeIcon /> : null}
            {compact ? l.toUpperCase() : t(`lang.${l}`)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
