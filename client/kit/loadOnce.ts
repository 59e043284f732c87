// "Import once, and forget a failed import so the next call tries again" (a network gone for a moment): every part
// the page loads only when needed shares it (the net, the table's panels, the guides' advice, the photo, the tests'
// probes); hooks read it through useLoadOnce.

/** A module loaded on first use. */
export interface LoadOnce<T> {
  /** Starts the import, or joins the one under way; resolves to the module. */
  load(): Promise<T>;
  /** The module once it is in; null before. */
  loaded(): T | null;
}

/** Wraps `importer` (e.g. `() => import('./panels.js')`) so it runs once until it succeeds. */
export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  let value: T | null = null;
  return {
    load() {
      loading ??= importer().then(
        (m) => {
          value = m;
          return m;
        },
        (e: unknown) => {
          loading = null;
          throw e;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}
