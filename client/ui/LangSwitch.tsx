// The language switch (Italiano / English), shared by the lobby and the table overlay.
import { useTranslation } from '../i18n/useTranslation.js';
import { LANGS, setLang, useLang } from '../i18n/index.js';
import { GlobeIcon } from '../kit/icons.js';

/** Two radio pills; the choice is remembered. */
export function LangSwitch({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <fieldset className="segmented lang-switch" aria-label={t('lang.label')}>
      <legend className="visually-hidden">{t('lang.label')}</legend>
      {LANGS.map((l) => (
        <label key={l} title={t(`lang.titles.${l}`)}>
          <input type="radio" name="lang" value={l} checked={lang === l} onChange={() => setLang(l)} />
          <span lang={l}>
            {l === LANGS[0] && !compact ? <GlobeIcon /> : null}
            {compact ? l.toUpperCase() : t(`lang.${l}`)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
