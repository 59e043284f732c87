// Away (issue 29): a tab hidden AWAY_AFTER_MS reports its player away, and visible again reports him back. The
// watcher is plain logic over a clock it is given (tests hand it one they step by hand); the hook wires it to the
// page's visibilitychange and setTimeout. client/net sends only changes, and only from a seat.
import { useEffect } from 'react';
import { AWAY_AFTER_MS } from '../../../shared/talk.js';
import { reportAway } from '../../net/index.js';

/** What the watcher needs of the page: whether it is hidden now, and a timer it can cancel. */
export interface AwayClock {
  hidden(): boolean;
  /** Calls `run` after `ms`; the returned function cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** Follows the page's visibility: `onVisibility` on each change (and once at the start), `stop` when done. */
export function awayWatcher(clock: AwayClock, report: (away: boolean) => void): { onVisibility(): void; stop(): void } {
  let cancel: (() => void) | null = null;
  const stopTimer = () => {
    cancel?.();
    cancel = null;
  };
  return {
    onVisibility() {
      if (clock.hidden()) {
        cancel ??= clock.after(AWAY_AFTER_MS, () => {
          cancel = null;
          report(true);
        });
      } else {
        stopTimer();
        report(false);
      }
    },
    stop() {
      stopTimer();
      report(false);
    },
  };
}

/** Reports this page away while its tab stays hidden (a live table only; off elsewhere). */
export function useAwayReport(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    const watcher = awayWatcher(
      {
        hidden: () => document.visibilityState === 'hidden',
        after: (ms, run) => {
          const id = setTimeout(run, ms);
          return () => clearTimeout(id);
        },
      },
      reportAway,
    );
    watcher.onVisibility();
    document.addEventListener('visibilitychange', watcher.onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', watcher.onVisibility);
      watcher.stop();
    };
  }, [active]);
}
