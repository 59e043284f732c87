// The top bar: back to the lobby, the table code with "Copy link", the connection state in words.
import { useTranslation } from 'react-i18next';
import { navigate } from '../../router.js';
import { useTavolo } from '../../store.js';
import { BackIcon, LinkIcon } from '../icons.js';
import { useCopyLink } from '../copy.js';

/** The table code chip and its copy button. */
export function TableCode({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const url = `${location.origin}/t/${code}`;
  const { copied, copy } = useCopyLink(url, t('table.copyFailed', { url }));
  return (
    <div className="table-code">
      <span className="muted">{t('table.code')}</span>
      <code className="code-chip">{code}</code>
      <button type="button" className="btn btn-small" onClick={copy}>
        <LinkIcon /> {copied ? t('table.copied') : t('table.copyLink')}
      </button>
      <span className="visually-hidden" aria-live="polite">{copied ? t('table.copied') : ''}</span>
    </div>
  );
}

/** The connection state as a dot and a word (never colour alone). */
export function ConnectionState() {
  const { t } = useTranslation();
  const connection = useTavolo((s) => s.connection);
  const ok = connection === 'connected';
  return (
    <span className={`conn ${ok ? 'on' : 'off'}`}>
      <span className="conn-dot" aria-hidden="true" />
      {t(connection === 'reconnecting' ? 'conn.lost' : `conn.${connection}`)}
    </span>
  );
}

/** Back to the lobby. */
export function LobbyButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-small" onClick={() => navigate({ kind: 'lobby' })}>
      <BackIcon /> {t('table.lobby')}
    </button>
  );
}
