// The pointer's shape over a game's table, one hook for every game: a hand (pointer) exactly while a click would
// act, the default elsewhere. The game says when (a test on its store's state); browser tests aim with this
// cursor, as a person does.
import { useEffect } from 'react';
import type { StoreApi } from 'zustand';

/** A zustand store as the hook reads it: its state now, and a subscription to its changes. */
type Readable<S> = Pick<StoreApi<S>, 'getState' | 'subscribe'>;

/**
 * Keeps `document.body.style.cursor` a pointer exactly while `clickable(state)` holds for `store`'s state (and
 * puts it back when it stops holding or the component leaves). `deps`: what `clickable` reads besides the state.
 */
export function usePointerWhile<S>(store: Readable<S>, clickable: (s: S) => boolean, deps: readonly unknown[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: clickable is a new closure each render; callers pass what it reads as deps, as documented above
  useEffect(() => {
    let mine = false;
    const apply = (s: S) => {
      const on = clickable(s);
      if (on !== mine) {
        document.body.style.cursor = on ? 'pointer' : '';
        mine = on;
      }
    };
    apply(store.getState());
    const stop = store.subscribe(apply);
    return () => {
      stop();
      if (mine) document.body.style.cursor = '';
    };
  }, [store, ...deps]);
}
