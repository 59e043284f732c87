// The game log: events described by the game in the current language, newest at the bottom; in a replay, the
// table's talk among them, each line after the step it was written at.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { useLang } from '../../i18n/index.js';
import { useTavolo } from '../../store.js';
import type { AnyGameClient } from '../../kit/contract.js';
import type { TalkLine } from '../../../shared/talk.js';
import { TalkLineView } from '../talk/TalkLineView.js';

/** One row of the log: a game event's line, or a talk line (a replay's). */
type Row =
  | { readonly key: string; readonly version: number; readonly text: string }
  | { readonly key: string; readonly version: number; readonly talk: TalkLine };

/**
 * The log panel (a <details> so it folds away on small screens). `talk`: a replay's talk so far (the store's talk
 * lines), each shown after the events of its version; a live table shows its talk in the chat panel instead.
 */
export function LogPanel({
  game,
  seatNames,
  talk = false,
}: {
  readonly game: AnyGameClient | null;
  readonly seatNames: readonly string[];
  readonly talk?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const log = useTavolo((s) => s.log);
  const listRef = useRef<HTMLOListElement>(null);
  const said = useTavolo((s) => (talk ? s.talk.lines : NONE));
  const events: Row[] = game
    ? log.flatMap((l) => {
        const text = game.describeEvent(l.event, seatNames, lang);
        return text ? [{ key: `e${l.id}`, version: l.version, text }] : [];
      })
    : [];
  const lines = said.length === 0 ? events : withTalk(events, said);
  // Follow the newest line. Keyed on its id, not the count: once the store's log is full, new lines push old
  // ones out and the count stays the same.
  const newest = lines.length > 0 ? lines[lines.length - 1]!.key : null;
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
        {lines.map((l) =>
          'talk' in l ? (
            <li key={l.key} className="log-talk">
              <TalkLineView line={l.talk} mine={false} />
            </li>
          ) : (
            <li key={l.key}>{l.text}</li>
          ),
        )}
      </ol>
    </details>
  );
}

const NONE: readonly TalkLine[] = [];

/** The events' rows with each talk line after the last event of a version at or before its own, in order. */
function withTalk(events: readonly Row[], talk: readonly TalkLine[]): Row[] {
  const out: Row[] = [];
  let t = 0;
  for (const e of events) {
    while (t < talk.length && talk[t]!.version < e.version) out.push(talkRow(talk[t++]!));
    out.push(e);
  }
  while (t < talk.length) out.push(talkRow(talk[t++]!));
  return out;
}

const talkRow = (line: TalkLine): Row => ({ key: `t${line.channel}${line.n}`, version: line.version, talk: line });
