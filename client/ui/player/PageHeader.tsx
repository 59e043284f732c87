// The player pages' header: the way back to the lobby, the page's title, the language switch.
import { useTranslation } from '../../i18n/useTranslation.js';
import { BackIcon } from '../../kit/icons.js';
import { PageLink } from '../PageLink.js';
import { LangSwitch } from '../LangSwitch.js';
import { NS } from './strings.js';

/** The header of "Your games" and the leaderboards. */
export function PageHeader({ title }: { readonly title: string }) {
  const { t } = useTranslation(NS);
  return (
    <header className="lobby-header">
      <div className="brand">
        <PageLink to={{ kind: 'lobby' }} title={t('backTitle')}>
          <BackIcon /> {t('back')}
        </PageLink>
        <h1>{title}</h1>
      </div>
      <LangSwitch />
    </header>
  );
}
