// The feed before its start: every version, the table's setup included, waits the feed's delay, so until the
// setup is due the feed page (and its OBS overlay) shows a quiet card saying when the table appears, counting down.
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { useTavolo } from '../store.js';
import { useDelayText } from './table/FeedLine.js';
import { secondsUntil } from './table/stream.js';
import './table/stream.css';

/** The waiting card: the table's code, the delay, the start time and a countdown (one re-render a second). */
export function FeedWaiting({
  code,
  startsAt,
  overlay,
}: {
  readonly code: string;
  readonly startsAt: number;
  readonly overlay: boolean;
}) {
  const { t, i18n } = useTranslation();
  const table = useTavolo((s) => s.table);
  const say = useDelayText();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = secondsUntil(startsAt, now);
  const time = new Date(startsAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <main className={`feed-waiting${overlay ? ' overlay' : ''}`} data-testid="feed-waiting">
      <div className="feed-waiting-card" role="status" aria-live="polite">
        <p className="feed-waiting-code">
          <span className="feed-dot" aria-hidden="true" />
          {t('stream.feedTitle', { code })}
        </p>
        <h1>{t('stream.waitTitle')}</h1>
        {table ? <p>{t('stream.waitBody', { delay: say(table.feedDelay), time })}</p> : null}
        <p className="feed-waiting-left" data-testid="feed-waiting-left">
          {left > 0 ? t('stream.waitLeft', { left: say(left) }) : t('stream.waitNow')}
        </p>
      </div>
    </main>
  );
}
