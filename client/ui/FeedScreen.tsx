// The creator's delayed feed (/feed/<CODE>?key=K): the ordinary table view, read only, under a badge saying how
// far behind it runs and how much it shows; before the table's first delay has passed, a card saying when it
// starts; a link with a wrong key gets a page that says so. App points client/net at it.
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { navigate } from '../router.js';
import { useTavolo } from '../store.js';
import { translateError } from '../i18n/index.js';
import { TableView } from './table/TableView.js';
import { useDelayText } from './table/FeedLine.js';
import { BackIcon } from '../kit/icons.js';
import { OVERLAY_CAMERA, useOverlayMode } from './overlay/mode.js';
import { FeedWaiting } from './FeedWaiting.js';
import './table/stream.css';

/** The refusal code of a feed link whose key does not open the table. */
const BAD_KEY = 'table/bad-feed-key';

/** The feed screen (lazy chunk, like the table). */
export default function FeedScreen({ code }: { readonly code: string }) {
  const refusal = useFeedRefusal();
  const startsAt = useTavolo((s) => s.feedStatus?.startsAt ?? null);
  const overlay = useOverlayMode('feed');
  // A feed has no seat of its own: it opens on the director camera, which frames each move for the stream.
  useEffect(() => useTavolo.getState().setCamera(OVERLAY_CAMERA), []);
  if (refusal) return <FeedRefused code={code} refusal={refusal} />;
  if (startsAt !== null) return <FeedWaiting code={code} startsAt={startsAt} overlay={overlay} />;
  return <TableView mode="feed" code={code} title={<FeedBadge code={code} />} />;
}

/** "Delayed feed · 2 min behind · spectators' view" (or all-seeing, or live): what the frame on screen shows. */
export function FeedBadge({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const sight = useTavolo((s) => s.feedStatus?.sight ?? 'table');
  const say = useDelayText();
  const seeing = t(sight === 'all' ? 'stream.sightAllShort' : 'stream.sightTableShort');
  const text = !table
    ? t('stream.feedTitle', { code })
    : table.feedDelay === 0
      ? t('stream.badgeLive', { sight: seeing })
      : t('stream.badge', { delay: say(table.feedDelay), sight: seeing });
  return (
    <span className="feed-badge" data-testid="feed-badge" role="status">
      <span className="feed-dot" aria-hidden="true" />
      {text}
    </span>
  );
}

/** A refusal as the page keeps it. */
interface Refusal {
  readonly code: string;
  readonly message: string;
}

/**
 * The refusal that ends this feed page, if any: a bad key, or any other refusal that closed the connection
 * before a table arrived. Read from its toast and kept (the toast fades after a few seconds).
 */
function useFeedRefusal(): Refusal | null {
  const toasts = useTavolo((s) => s.toasts);
  const connection = useTavolo((s) => s.connection);
  const table = useTavolo((s) => s.table);
  const [kept, setKept] = useState<Refusal | null>(null);
  const closedEarly = connection === 'closed' && !table;
  const found = toasts.find((x) => x.code === BAD_KEY) ?? (closedEarly ? toasts[toasts.length - 1] : undefined);
  useEffect(() => {
    if (found && !kept) setKept({ code: found.code, message: found.message });
  }, [found, kept]);
  return kept ?? (found ? { code: found.code, message: found.message } : null);
}

/** The page a refused feed link shows: what went wrong in words, and the way back. */
function FeedRefused({ code, refusal }: { readonly code: string; readonly refusal: Refusal }) {
  const { t } = useTranslation();
  const badKey = refusal.code === BAD_KEY;
  return (
    <main className="feed-refusal" data-testid="feed-refused">
      <div className="feed-refusal-box" role="alert">
        <h1>{t('stream.badKeyTitle')}</h1>
        <p>
          {badKey
            ? t('stream.badKey', { code })
            : translateError(refusal.code, refusal.message || t('errors.net/failed'))}
        </p>
        <p>
          <button
            type="button"
            className="btn btn-primary"
            title={t('table.lobbyTitle')}
            onClick={() => navigate({ kind: 'lobby' })}
          >
            <BackIcon /> {t('conn.backToLobby')}
          </button>
        </p>
      </div>
    </main>
  );
}
