// The stream panel: a "Stream" button in the top bar opening a dialog with, for a seated human, the OBS overlay link
// of his own seat (what he sees, read-only: playing on stream needs no all-seeing feed), and for the table's creator
// (the browser holding its feed key) the secret feed link and the two other OBS overlay links; the feed's delay, what
// it shows now and its rule in words; copy buttons.
import { useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { useTavolo } from '../../store.js';
import { loadFeedKey } from '../../net/storage.js';
import { QueueOpen } from '../queue/QueueBox.js';
import { CloseIcon, LinkIcon } from '../../kit/icons.js';
import { useBackdropClose, useCopyLink } from '../copy.js';
import { consentCount, seatOverlayLink, streamLinks } from './stream.js';
import { useDelayText } from './FeedLine.js';
import './stream.css';

/**
 * The "Stream" button and its dialog: shown to the table's creator (this browser holds the feed key) and to every
 * seated human (the server gave this page its seat's own overlay key); nothing for anybody else.
 */
export function StreamButton({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const table = useTavolo((s) => s.table);
  const mySeat = useTavolo((s) => s.mySeat);
  // client/net keeps the key in the store (from storage on opening, or from the message right after creating).
  const stored = useTavolo((s) => s.feedKey);
  const viewKey = useTavolo((s) => s.viewKey);
  const key = stored ?? (table ? loadFeedKey(code) : null);
  const ownSeat = viewKey !== null && viewKey.seat === mySeat ? viewKey : null;
  const open = (key !== null || ownSeat !== null) && table !== null;
  useBackdropClose(dialog, open);
  if (!open) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-small stream-button"
        data-testid="stream-open"
        title={t('stream.buttonTitle')}
        onClick={() => dialog.current?.showModal()}
      >
        <BroadcastIcon /> {t('stream.button')}
      </button>
      <dialog ref={dialog} className="stream-dialog" aria-labelledby="stream-title" data-testid="stream-panel">
        <div className="stream-head">
          <h2 id="stream-title">{t('stream.title')}</h2>
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
        <StreamBody code={code} feedKey={key} ownSeat={ownSeat} />
      </dialog>
    </>
  );
}

/** The dialog's body: the feed's delay, what it shows and its rule; the creator's feed links; this seat's own overlay. */
function StreamBody({
  code,
  feedKey,
  ownSeat,
}: {
  readonly code: string;
  readonly feedKey: string | null;
  readonly ownSeat: { readonly seat: number; readonly key: string } | null;
}) {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const say = useDelayText();
  if (!table) return null;
  const consent = consentCount(table);
  const delay = say(table.feedDelay);
  return (
    <div className="stream-body">
      {ownSeat ? (
        <>
          <LinkRow
            id="seat-overlay"
            label={t('stream.seatOverlay')}
            url={seatOverlayLink(location.origin, code, ownSeat.seat, ownSeat.key)}
          />
          <p className="muted small stream-seat-hint">{t('stream.seatHint')}</p>
        </>
      ) : null}
      <p className="stream-delay" data-testid="stream-delay">
        <strong>{t('stream.delayNow', { delay })}</strong>
        <span data-testid="stream-sight">
          {' '}
          · {table.feedAllSeeing ? t('stream.sightAll') : t('stream.sightTable', consent)}
        </span>
        {table.feedWatchers > 0 ? (
          <span className="muted"> · {t('stream.watchers', { count: table.feedWatchers })}</span>
        ) : null}
      </p>
      <p className="muted small stream-rule" data-testid="stream-rule">
        {table.feedDelay === 0 ? t('stream.ruleLive') : t('stream.rule', { delay })}
      </p>
      {feedKey ? <FeedLinks code={code} feedKey={feedKey} /> : null}
      <p className="muted small stream-obs">{t('stream.obsHint')}</p>
      {feedKey ? <QueueOpen /> : null}
    </div>
  );
}

/** The creator's links: the secret feed, its overlay, the live spectator overlay, under the warning. */
function FeedLinks({ code, feedKey }: { readonly code: string; readonly feedKey: string }) {
  const { t } = useTranslation();
  const links = streamLinks(location.origin, code, feedKey);
  return (
    <>
      <p className="stream-secret" role="note">
        <span aria-hidden="true">⚠ </span>
        {t('stream.secret')}
      </p>
      <LinkRow id="feed" label={t('stream.feedLink')} url={links.feed} />
      <LinkRow id="feed-overlay" label={t('stream.feedOverlay')} url={links.feedOverlay} />
      <LinkRow id="live-overlay" label={t('stream.liveOverlay')} url={links.liveOverlay} />
    </>
  );
}

/** One link: its label, the URL in a read-only field (selected on focus), a copy button and "Open" (a new tab). */
function LinkRow({ id, label, url }: { readonly id: string; readonly label: string; readonly url: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyLink(url, t('table.copyFailed', { url }));
  const inputId = `stream-link-${id}`;
  return (
    <div className="stream-link">
      <label htmlFor={inputId}>{label}</label>
      <div className="stream-link-row">
        <input
          id={inputId}
          className="input"
          readOnly
          value={url}
          data-testid={inputId}
          title={label}
          onFocus={(e) => e.target.select()}
          spellCheck={false}
        />
        <button type="button" className="btn btn-small" title={t('stream.copyTitle')} onClick={copy}>
          <LinkIcon /> {copied ? t('stream.copied') : t('stream.copy')}
        </button>
        <a
          className="btn btn-small btn-ghost"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          title={t('stream.openTitle')}
        >
          {t('stream.open')}
        </a>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t('stream.copied') : ''}
      </span>
    </div>
  );
}

/** Waves leaving a dot (streaming); decorative, always beside a word. */
function BroadcastIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </svg>
  );
}
