// The frame-loop discipline of animated pieces, written once: pieces are drawn from a shared animation timeline
// at once on every render (a new view), then by the frame loop only while the timeline plays or changes, and not
// at all at rest (frameloop "demand": nothing is drawn while nothing moves).
import { useLayoutEffect, useRef, type MutableRefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';

/** Seconds on the animation clock (every timeline counts in these). */
export function animNow(): number {
  return performance.now() / 1000;
}

/** The animation state a scene shares with its pieces: a timeline that knows when it ends, and a stamp bumped when it changes. */
export interface AnimState<T extends { readonly end: number } = { readonly end: number }> {
  timeline: T;
  stamp: number;
}

/**
 * Draws pieces from the shared timeline: `write(now)` at once on every render, then in the frame loop while the
 * timeline plays (now < its end) or its stamp changed, and not at all at rest (`idle` may still run then, e.g. to
 * turn flags towards a moving camera). Several piece groups (a board, the stations) may share one timeline.
 */
export function useTimelineDrawing(
  anim: MutableRefObject<AnimState<{ readonly end: number }>>,
  write: (now: number) => void,
  idle?: () => void,
): void {
  const invalidate = useThree((s) => s.invalidate);
  const settled = useRef(false);
  const seenStamp = useRef(-1);
  useLayoutEffect(() => {
    settled.current = false;
    write(animNow());
    invalidate();
  }); // every render: the view, the model or the timeline may have changed
  useFrame(() => {
    const now = animNow();
    const a = anim.current;
    const moving = now < a.timeline.end;
    if (!moving && settled.current && a.stamp === seenStamp.current) {
      idle?.();
      return;
    }
    seenStamp.current = a.stamp;
    write(now);
    settled.current = !moving;
    if (moving) invalidate();
  });
}
