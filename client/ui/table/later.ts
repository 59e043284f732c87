// What waits for the table's first frame (issue 30: a table's first frame in fewer bytes): the panels' chunk
// (client/ui/table/panels.ts) is asked for once the first frame is on screen, so the 3D chunk, the net and the game
// come first on a slow link; at once for a table that cannot draw (no game module for it, no view yet to show, the
// table gone or closed). Loaded once per page: a later table shows its panels at once.
import { useEffect } from 'react';
import { addMotionSource } from '../../debug.js';
import { loadOnce } from '../../kit/loadOnce.js';
import { useLoadOnce } from '../../kit/useLoadOnce.js';
import { useFirstFrameDrawn } from '../../scene/firstFrame.js';

/** The panels' components, by name. */
export type LaterPanels = typeof import('./panels.js')['PANELS'];

const panelsChunk = loadOnce(() => import('./panels.js').then((m) => m.PANELS));

/**
 * The panels' components once their chunk is in; null before (the table shows without them meanwhile).
 * `cannotDraw`: the table has no first frame to wait for now (its game unknown here, no view yet, the table gone or
 * closed).
 */
export function useLaterPanels(cannotDraw: boolean): LaterPanels | null {
  const drawn = useFirstFrameDrawn();
  const panels = useLoadOnce(panelsChunk, 'the table panels', drawn || cannotDraw);
  // Until they are in, the table is not as it will rest: a test reading it (window.__tavolo.moving()) waits.
  useEffect(() => (panels ? undefined : addMotionSource(() => 'the panels still loading')), [panels]);
  return panels;
}
