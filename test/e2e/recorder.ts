// The view recorder of the browser tests: a script run before the app in every page of a context that keeps,
// for each view the page's store held, what a test needs to check that no secret reached the page even for a
// moment between two polls. Each game says what to keep; the recorder is the same.
import type { Page } from 'playwright-core';

/**
 * Script text for `context.addInitScript`: records into `window[slot]` what `pick` keeps of each new view.
 * `pick` is page-side function text `(view, state) => entry | null` (null: this view is not recorded).
 */
export function viewRecorder(slot: string, pick: string): string {
  return `(() => {
  let value;
  let last = null;
  const seen = [];
  const pick = ${pick};
  window[${JSON.stringify(slot)}] = seen;
  Object.defineProperty(window, '__tavolo', {
    configurable: true,
    get() { return value; },
    set(v) {
      value = v;
      const record = (s) => {
        const view = s.view;
        if (!view || view === last) return;
        const entry = pick(view, s);
        if (entry === null) return;
        last = view;
        seen.push(entry);
      };
      record(v.store.getState());
      v.store.subscribe(record);
    },
  });
})();`;
}

/** Every entry the recorder in `slot` has kept since the page loaded. */
export function recordedViews<T>(page: Page, slot: string): Promise<T[]> {
  return page.evaluate(
    (name) => ((window as unknown as Record<string, unknown[] | undefined>)[name] ?? []).slice(),
    slot,
  ) as Promise<T[]>;
}
