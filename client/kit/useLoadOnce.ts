// A component's side of loadOnce (client/kit/loadOnce.ts): a part a hook needs only sometimes (a guided game's bot
// advice, Masterdice's solver) is asked for when the hook first runs, and the hook reads null until it is in.
import { useEffect, useState } from 'react';
import type { LoadOnce } from './loadOnce.js';

/** `chunk`'s module once in (null before), asked for on mount; a failed load is said and tried again next mount. */
export function useLoadOnce<T>(chunk: LoadOnce<T>, what: string): T | null {
  const [value, setValue] = useState<T | null>(chunk.loaded);
  useEffect(() => {
    if (value) return;
    let live = true;
    chunk.load().then(
      (m) => live && setValue(m),
      (e: unknown) => console.warn(`${what} did not load`, e),
    );
    return () => {
      live = false;
    };
  }, [chunk, value, what]);
  return value;
}
