// The OBS overlay as a page mode: an `overlay=1` link (a table or a feed) marks the whole document from the
// first paint, so the page, the loading screen and everything around the table stay see-through for OBS.
import './overlay.css';
import { OVERLAY_CLASS } from '../../scene/overlayPage.js';
import { useSound } from '../../sound/settings.js';

/** Whether a query string asks for the overlay (`overlay=1` or `overlay=true`, as client/router.ts reads it). */
export function isOverlaySearch(search: string): boolean {
  const v = new URLSearchParams(search).get('overlay');
  return v === '1' || v === 'true';
}

/** Marks <html> as an overlay page when the URL asks for one; called once at start-up (client/main.tsx). */
export function markOverlayPage(): void {
  if (typeof document === 'undefined' || typeof location === 'undefined') return;
  // A seat's own overlay link (/view/…) is an overlay whatever its query says.
  const overlay = isOverlaySearch(location.search) || location.pathname.startsWith('/view/');
  document.documentElement.classList.toggle(OVERLAY_CLASS, overlay);
  // The stream mixes its own sound: the overlay starts muted (`sound=1` keeps the player's setting).
  if (overlay && new URLSearchParams(location.search).get('sound') !== '1') useSound.getState().muteThisPage();
}
