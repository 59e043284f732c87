// Whether this page is an OBS overlay: the class on <html> that ui/overlay/page.ts puts there at start-up, read here
// by the scene (the director keeps the shell's whole-table wide shot on an overlay) without importing the UI.

/** The class on <html> while this page is an overlay (overlay.css keys every see-through rule on it). */
export const OVERLAY_CLASS = 'tavolo-overlay';

/** Whether this page is an overlay now (the director then keeps the shell's whole-table wide shot). */
export function isOverlayPage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains(OVERLAY_CLASS);
}
