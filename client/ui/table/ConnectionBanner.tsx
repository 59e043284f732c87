// Connection trouble in words: reconnecting (with the countdown and "Retry now"), unreachable, gone.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTavolo } from '../../store.js';
import { retryNow } from '../../net/index.js';
import { navigate } from '../../router.js';

/** Shown over the table only while something is wrong. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const connection = useTavolo((s) => s.connection);
  const reconnect = useTavolo((s) => s.reconnect);
  const [now, setNow] = useState(() => Date.now());
  const counting = reconnect?.nextAt != null;
  useEffect(() => {
    if (!counting) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [counting]);

  if (connection === 'gone' || connection === 'closed') {
    return (
      <div className="banner banner-bad" role="alert">
        <p>{t(connection === 'gone' ? 'conn.gone' : 'conn.closed')}</p>
        <button
          type="button"
          className="btn btn-small"
          title={t('table.lobbyTitle')}
          onClick={() => navigate({ kind: 'lobby' })}
        >
          {t('conn.backToLobby')}
        </button>
      </div>
    );
  }
  if (connection !== 'reconnecting' && connection !== 'unreachable') return null;
  const attempt = reconnect?.attempt ?? 1;
  const seconds = reconnect?.nextAt != null ? Math.max(0, Math.ceil((reconnect.nextAt - now) / 1000)) : 0;
  const prefix = connection === 'unreachable' ? 'conn.unreachableRetry' : 'conn.reconnecting';
  return (
    <div className="banner banner-warn" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{seconds > 0 ? t(`${prefix}In`, { seconds, attempt }) : t(prefix, { attempt })}</p>
      <button type="button" className="btn btn-small" title={t('conn.retryTitle')} onClick={retryNow}>
        {t('conn.retryNow')}
      </button>
    </div>
  );
}
