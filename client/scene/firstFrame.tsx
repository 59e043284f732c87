// The table's first drawn frame, as a signal: a performance mark (FIRST_FRAME_MARK) for the bench and the browser's
// own tools, a "drawn" flag for what the first frame does not need but the player wants at once (the panels), and a
// "settled" flag for the rest (the solver's tray physics), which loads only once the first frame is drawn and the
// browser then has an idle moment.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useFrame } from '@react-three/fiber';
import { FIRST_FRAME_MARK } from './marks.js';
import { whenIdle } from './idle.js';

/** The most a settled table waits for an idle moment after its first frame, ms. */
const IDLE_TIMEOUT_MS = 1000;

let settled = false;
/** The first frame is on screen (settled comes after it, once the browser has been idle). */
let drawn = false;
const listeners = new Set<() => void>();

function set(next: { drawn?: boolean; settled?: boolean }): void {
  const was = [drawn, settled];
  drawn = next.drawn ?? drawn;
  settled = next.settled ?? settled;
  if (was[0] === drawn && was[1] === settled) return;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isSettled = () => settled;
const isDrawn = () => drawn;

/** Whether the table shown has its first frame on screen (what waits for it: the panels, client/ui/table/later.ts). */
export function useFirstFrameDrawn(): boolean {
  return useSyncExternalStore(subscribe, isDrawn, isDrawn);
}

/** Whether the table shown has drawn its first frame and the browser has since been idle (or waited IDLE_TIMEOUT_MS). */
export function useTableSettled(): boolean {
  return useSyncExternalStore(subscribe, isSettled, isSettled);
}

/**
 * Mount beside the game's scene, in the same Suspense boundary (it mounts only when the scene has): on the first
 * frame the canvas draws with it, marks the next animation frame (the frame is on screen) and, once idle, settles.
 */
export function FirstFrameMark() {
  const seen = useRef(false);
  const cancel = useRef<(() => void) | null>(null);
  useFrame(() => {
    if (seen.current) return;
    seen.current = true;
    const raf = requestAnimationFrame(() => {
      performance.mark(FIRST_FRAME_MARK);
      set({ drawn: true });
      cancel.current = whenIdle(() => set({ settled: true }), IDLE_TIMEOUT_MS);
    });
    cancel.current = () => cancelAnimationFrame(raf);
  });
  useEffect(
    () => () => {
      cancel.current?.();
      set({ drawn: false, settled: false });
    },
    [],
  );
  return null;
}
