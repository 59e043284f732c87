// The overlay's caption: what just happened at the table, as one line of the game's log in the page's
// language, shown when it arrives and faded after a few seconds (a stream shows news, not a history).
import { useEffect, useState } from 'react';
import type { AnyGameClient } from '../../kit/contract.js';
import type { Lang } from '../../i18n/index.js';
import type { LogLine } from '../../store.js';

/** How long a caption stays before it fades, in ms (long enough to read two lines aloud). */
export const CAPTION_MS = 8000;

/** One caption: the log line it tells (its id keys the fade) and its words. */
export interface Caption {
  readonly id: number;
  readonly version: number;
  readonly text: string;
}

/** The newest log line the game describes (some events, e.g. a bare dice throw, have no line), or null. */
export function latestCaption(
  log: readonly LogLine[],
  describe: AnyGameClient['describeEvent'],
  seatNames: readonly string[],
  lang: Lang,
): Caption | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const line = log[i]!;
    const text = describe(line.event, seatNames, lang);
    if (text) return { id: line.id, version: line.version, text };
  }
  return null;
}

/** Whether the caption with `id` is still fresh: true for CAPTION_MS after a new id shows, then false. */
export function useFresh(id: number | null): boolean {
  const [faded, setFaded] = useState<number | null>(null);
  useEffect(() => {
    if (id === null) return undefined;
    const timer = setTimeout(() => setFaded(id), CAPTION_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return id !== null && faded !== id;
}
