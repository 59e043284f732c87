// Whether the table screen is an OBS overlay now, and the camera an overlay starts with.
import { useEffect } from 'react';
import { useRoute } from '../../router.js';
import { useTavolo, type CameraPreset } from '../../store.js';

/** The camera an overlay starts with: the director frames each move, then goes back to a wide shot. */
export const OVERLAY_CAMERA: CameraPreset = 'director';

/** True when this page is a live table or a feed opened with `overlay=1`, or a seat's own overlay (a replay never is). */
export function useOverlayMode(mode: 'live' | 'replay' | 'feed'): boolean {
  const route = useRoute();
  if (mode === 'replay') return false;
  return route.kind === 'seat-view' || ((route.kind === 'table' || route.kind === 'feed') && route.overlay === true);
}

/** Switches the camera to the overlay's preset once, when the overlay opens (a key may change it later). */
export function useOverlayCamera(overlay: boolean): void {
  useEffect(() => {
    if (overlay) useTavolo.getState().setCamera(OVERLAY_CAMERA);
  }, [overlay]);
}
