// The game log: events described by the game in the current language, newest at the bottom.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/index.js';
import { useTavolo } from '../../store.js';
import type { AnyGameClient } from '../../kit/contract.js';

/** The log panel (a <details> so it folds away on small screens). */
export function LogPanel({
  game,
  seatNames,
}: {
  readonly game: AnyGameClient | null;
  readonly seatNames: readonly string[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const log = useTavolo((s) => s.log);
  const listRef = useRef<HTMLOListElement>(null);
  const lines = game
    ? log.flatMap((l) => {
        const text = game.describeEvent(l.event, seatNames, lang);
        return text ? [{ id: l.id, text }] : [];
      })
    : [];
  // Follow the newest line. Keyed on its id, not the count: once the store's log is full, new lines push old
  // ones out and the count stays the same.
  const newest = lines.length > 0 ? lines[lines.length - 1]!.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that a new newest line scrolls the log to it
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);
  return (
    <details className="panel log-panel" open>
      <summary title={t('table.logTitle')}>{t('table.log')}</summary>
      {lines.length === 0 ? <p className="muted">{t('table.logEmpty')}</p> : null}
      {/* Always there, empty or not: a screen reader follows a live region that exists before its first line. */}
      <ol ref={listRef} className="log-lines" aria-live="polite" aria-relevant="additions">
        {lines.map((l) => (
          <li key={l.id}>{l.text}</li>
        ))}
      </ol>
    </details>
  );
}
