// The player pages' header: the way back to the lobby, the page's title, the language switch.
import { useTranslation } from '../../i18n/useTranslation.js';
import { BackIcon } from '../../kit/icons.js';
import { navigate } from '../../router.js';
import { LangSwitch } from '../LangSwitch.js';
import { NS } from './strings.js';

/** The header of "Your games" and the leaderboards. */
export function PageHeader({ title }: { readonly title: string }) {
  const { t } = useTranslation(NS);
  return (
    <header className="lobby-header">
      <div className="brand">
        <a
          className="btn btn-ghost btn-small"
          href="/"
          title={t('backTitle')}
          onClick={(e) => {
            e.preventDefault();
            navigate({ kind: 'lobby' });
          }}
        >
          <BackIcon /> {t('back')}
        </a>
        <h1>{title}</h1>
      </div>
      <LangSwitch />
    </header>
  );
}
