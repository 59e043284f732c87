// Connection trouble in words: reconnecting (with the countdown and "Retry now"), unreachable, gone.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { type RetryReason, useTavolo } from '../../store.js';
import { retryNow } from '../../net/index.js';
import { navigate } from '../../router.js';

/** The banner's words for each reason the page waits (the network's depend on whether it ever connected). */
const PREFIX: Record<RetryReason, string> = {
  network: 'conn.reconnecting',
  'process-down': 'conn.processDown',
  'lobby-unavailable': 'conn.lobbyDown',
  'not-back': 'conn.notBack',
};

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
  const prefix = reconnect ? PREFIX[reconnect.reason] : 'conn.reconnecting';
  const prefixOf = connection === 'unreachable' && prefix === 'conn.reconnecting' ? 'conn.unreachableRetry' : prefix;
  return (
    <div className="banner banner-warn" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{seconds > 0 ? t(`${prefixOf}In`, { seconds, attempt }) : t(prefixOf, { attempt })}</p>
      <button type="button" className="btn btn-small" title={t('conn.retryTitle')} onClick={retryNow}>
        {t('conn.retryNow')}
      </button>
    </div>
  );
}
