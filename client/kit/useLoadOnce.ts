// A component's side of loadOnce (client/kit/loadOnce.ts): a part a hook needs only sometimes (the table's panels
// after the first frame, a guided game's bot advice, Masterdice's solver) is asked for once `asked` holds, and the
// hook reads null until it is in; a failed load (the network gone for a moment) is tried again after RETRY_MS.
import { useEffect, useState } from 'react';
import type { LoadOnce } from './loadOnce.js';

/** The wait before a failed load is tried again, ms. */
export const RETRY_MS = 2000;

/** `chunk`'s module once in (null before), asked for once `asked` holds (default: on mount). */
export function useLoadOnce<T>(chunk: LoadOnce<T>, what: string, asked = true): T | null {
  const [value, setValue] = useState<T | null>(chunk.loaded);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is read by nothing here; a new value asks again after a failed load
  useEffect(() => {
    if (value || !asked) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    chunk.load().then(
      (m) => live && setValue(m),
      (e: unknown) => {
        console.warn(`${what} did not load; trying again`, e);
        if (live) retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      },
    );
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [chunk, value, what, asked, attempt]);
  return value;
}
