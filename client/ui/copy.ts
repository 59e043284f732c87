// Two habits of the table's HTML written once: copying a link with a brief "Copied" (a toast holds the link where
// the page may not use the clipboard), and a modal <dialog> that closes on a click of its backdrop.
import { useEffect, useState, type RefObject } from 'react';
import { useTavolo } from '../store.js';

/** How long "Copied" stays on a button, ms. */
const COPIED_MS = 2000;

/**
 * `copy()` puts `url` on the clipboard and sets `copied` for two seconds; where the browser refuses, a toast
 * shows `fallback` (the link in words) so it can still be copied by hand. Used by the table code and the stream links.
 */
export function useCopyLink(
  url: string,
  fallback: string,
): { readonly copied: boolean; readonly copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      useTavolo.getState().pushToast('table/copy', fallback);
    }
  }
  return { copied, copy };
}

/** Closes the modal `dialog` when its backdrop (the dialog element itself, outside its box) is clicked. */
export function useBackdropClose(dialog: RefObject<HTMLDialogElement | null>, ready: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: ready is listed so that the listener is attached again once the dialog element exists
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const close = (e: MouseEvent) => {
      if (e.target === d) d.close();
    };
    d.addEventListener('click', close);
    return () => d.removeEventListener('click', close);
  }, [dialog, ready]);
}
