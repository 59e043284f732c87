// "Live now" in the lobby: the tables being played, most watched first, each drawn small from its spectators' view
// (client/games/<id>/picture.tsx), with its players, their ratings and its spectators; a click watches it. Asked
// again every few seconds while the lobby is on screen; nothing shown while no table is being played.
import { Component, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import type { LiveResponse, LiveTable } from '../../../shared/players.js';
import { catalogEntry } from '../../games/catalog.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import { EyeIcon } from '../../kit/icons.js';
import { serverOrigin } from '../../net/endpoint.js';
import { navigate } from '../../router.js';
import { preloadTable } from '../preloadTable.js';
import { addPlayerStrings, NS } from '../player/strings.js';
import { PICTURES } from './pictures.js';
import './live.css';

addPlayerStrings();

/** How often the list is asked for again while the lobby is shown, ms. */
const REFRESH_MS = 8000;

/** The "Live now" section (rendered only while some table is being played). */
export default function LiveNow(): ReactElement | null {
  const { t } = useTranslation(NS);
  const [tables, setTables] = useState<readonly LiveTable[]>([]);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const ask = () => {
      timer = null;
      if (document.visibilityState === 'visible') {
        fetch(`${serverOrigin()}/api/live`, { cache: 'no-store' })
          .then((r) => (r.ok ? (r.json() as Promise<LiveResponse>) : null))
          .then((answer) => {
            if (alive && answer) setTables(answer.tables);
          })
          .catch(() => undefined);
      }
      if (alive) timer = setTimeout(ask, REFRESH_MS);
    };
    ask();
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, []);
  if (tables.length === 0) return null;
  return (
    <section className="card live-card" aria-labelledby="live-now" data-testid="live-now">
      <div className="card-head">
        <h2 id="live-now">
          <span className="live-pulse" aria-hidden="true" />
          {t('liveNow')}
        </h2>
      </div>
      <ul className="live-list">
        {tables.map((table) => (
          <LiveCard key={table.tableId} table={table} />
        ))}
      </ul>
    </section>
  );
}

function LiveCard({ table }: { readonly table: LiveTable }) {
  const { t } = useTranslation(NS);
  const { t: tl } = useTranslation();
  const entry = catalogEntry(table.game);
  const name = entry ? tl(entry.name) : table.game;
  const Picture = PICTURES.get(table.game);
  return (
    <li className="live-item" data-testid={`live-${table.tableId}`}>
      <button
        type="button"
        className="live-button"
        title={t('liveWatch', { game: name, code: table.tableId })}
        onClick={() => {
          preloadTable(table.game);
          navigate({ kind: 'table', code: table.tableId, spectate: true });
        }}
      >
        <svg className="live-picture" viewBox="0 0 160 100" role="img" aria-label={t('livePicture', { game: name })}>
          <rect x="0" y="0" width="160" height="100" rx="8" fill="#2f5d46" />
          <rect x="3" y="3" width="154" height="94" rx="6" fill="#376b51" />
          {Picture ? (
            <Drawn>
              <Picture view={table.view as never} />
            </Drawn>
          ) : null}
        </svg>
        <span className="live-head">
          <strong>{name}</strong>
          <span className="live-watchers">
            <EyeIcon /> {table.spectators}
          </span>
        </span>
        <span className="live-seats">
          {table.seats.map((s, i) => (
            <span key={i} className="live-seat">
              {s.name || '—'}
              {s.rating > 0 ? (
                <span className="live-rating">
                  {s.rating}
                  {s.provisional ? '?' : ''}
                </span>
              ) : null}
            </span>
          ))}
        </span>
      </button>
    </li>
  );
}

/** A drawing that fails on an unexpected view draws nothing rather than taking the lobby down. */
class Drawn extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
