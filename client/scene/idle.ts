// Work the table's first frame does not need (the solver's physics, programs of what shows later) waits for the
// browser's next idle moment, never longer than a bound.

/** Runs `then` when the browser is next idle, at the latest after `timeout` ms (a plain timer where idle callbacks are missing); returns a cancel. */
export function whenIdle(then: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, timeout);
  return () => clearTimeout(id);
}
