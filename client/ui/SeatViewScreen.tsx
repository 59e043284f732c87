// A seat's own overlay (/view/<CODE>/<SEAT>?key=K&overlay=1): the OBS browser source of a streamer who plays. It
// shows exactly what that seat sees, live, on the see-through overlay page; it never acts. A link whose key does
// not open that seat gets a card that says so. App points client/net at it.
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { useTavolo } from '../store.js';
import { translateError } from '../i18n/index.js';
import { TableView } from './table/TableView.js';
import { OVERLAY_CAMERA } from './overlay/mode.js';
import './table/stream.css';

/** The seat-view screen (lazy chunk, like the table). */
export default function SeatViewScreen({ code }: { readonly code: string }) {
  const refusal = useRefusal();
  // Like every overlay, it opens on the director camera, which frames each move for the stream.
  useEffect(() => useTavolo.getState().setCamera(OVERLAY_CAMERA), []);
  if (refusal) return <SeatViewRefused code={code} refusal={refusal} />;
  return <TableView mode="feed" code={code} />;
}

/** A refusal that closed the connection before a table arrived (a wrong key, a gone table), kept once seen. */
function useRefusal(): { readonly code: string; readonly message: string } | null {
  const toasts = useTavolo((s) => s.toasts);
  const connection = useTavolo((s) => s.connection);
  const table = useTavolo((s) => s.table);
  const [kept, setKept] = useState<{ code: string; message: string } | null>(null);
  const found = connection === 'closed' && !table ? toasts[toasts.length - 1] : undefined;
  useEffect(() => {
    if (found && !kept) setKept({ code: found.code, message: found.message });
  }, [found, kept]);
  return kept ?? (found ? { code: found.code, message: found.message } : null);
}

/** The card a refused seat link shows, opaque on the overlay page so the streamer sees it in OBS. */
function SeatViewRefused({
  code,
  refusal,
}: {
  readonly code: string;
  readonly refusal: { readonly code: string; readonly message: string };
}) {
  const { t } = useTranslation();
  return (
    <main className="feed-waiting overlay" data-testid="seat-view-refused">
      <div className="feed-waiting-card" role="alert">
        <p className="feed-waiting-code">{t('stream.tableTitle', { code })}</p>
        <h1>{t('stream.seatRefusedTitle')}</h1>
        <p>{translateError(refusal.code, refusal.message || t('errors.net/failed'))}</p>
      </div>
    </main>
  );
}
