// What the players see of the feed: a small line while one runs ("Delayed feed on · 2 min · spectators' view"), and
// the consent box each seated player ticks to let the feed show every hidden thing (at any delay).
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { useTavolo } from '../../store.js';
import { sendFeedConsent } from '../../net/index.js';
import { useAsked } from '../../kit/useAsked.js';
import { asksConsent, delayWords, feedLine } from './stream.js';

/** Says a delay in seconds in the current language ("2 min", "30 s", "live"). */
export function useDelayText(): (seconds: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (seconds: number) => {
      const words = delayWords(seconds);
      return t(words.key, words.values);
    },
    [t],
  );
}

/** The feed line: shown to everyone at the table while at least one feed connection is open. */
export function FeedLine() {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const say = useDelayText();
  const line = table ? feedLine(table) : null;
  if (!line) return null;
  return (
    <p className={`feed-line feed-line-${line.kind}`} data-testid="feed-line">
      <span className="feed-dot" aria-hidden="true" />
      {line.kind === 'live'
        ? t('stream.lineLive', { sight: t(line.allSeeing ? 'stream.sightAllShort' : 'stream.sightTableShort') })
        : t('stream.lineDelayed', {
            delay: say(line.seconds),
            sight: t(line.allSeeing ? 'stream.sightAllShort' : 'stream.sightTableShort'),
          })}
    </p>
  );
}

/** The consent tickbox of a seated human (any delay: it decides whether the feed may show hidden things); nothing otherwise. */
export function FeedConsent() {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const mySeat = useTavolo((s) => s.mySeat);
  const say = useDelayText();
  const agreed = table && mySeat !== null ? table.seats[mySeat]?.feedConsent === true : false;
  // The box ticks at once (the server confirms a round trip later); without a confirmation it shows the server's word.
  const [shown, ask] = useAsked(agreed, sendFeedConsent);
  if (!table || !asksConsent(table, mySeat)) return null;
  return (
    <label className="feed-consent" data-testid="feed-consent" title={t('stream.consentTitle')}>
      <input type="checkbox" checked={shown} onChange={(e) => ask(e.target.checked)} />
      <span>
        <strong>{t('stream.consent')}</strong>
        <small>
          {table.feedAllSeeing
            ? t('stream.sightAll')
            : table.feedDelay === 0
              ? t('stream.consentHintLive')
              : t('stream.consentHint', { delay: say(table.feedDelay) })}
        </small>
      </span>
    </label>
  );
}
