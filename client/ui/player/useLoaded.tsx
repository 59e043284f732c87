// The player pages' loads: one request with a retry, shown as loading, failed (with a "try again") or its value.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { NS } from './strings.js';

/** What a load shows: loading, failed, or its value. */
export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ok'; readonly value: T };

/** Loads `load`, again on the retry it returns and whenever `key` changes (another game's leaderboard). */
export function useLoaded<T>(load: () => Promise<T>, key = ''): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `key` ask for the load again; `load` is the caller's, new each render
  useEffect(() => {
    let alive = true;
    setLoaded({ state: 'loading' });
    load().then(
      (value) => alive && setLoaded({ state: 'ok', value }),
      () => alive && setLoaded({ state: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [attempt, key]);
  return [loaded, () => setAttempt((a) => a + 1)];
}

/** A load that failed: the reason in words and a "try again". */
export function Failed({ retry }: { readonly retry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="notice notice-bad">
      <p>{t('loadFailed')}</p>
      <button type="button" className="btn btn-small" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
