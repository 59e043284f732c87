// Two small signals around the director camera, outside React state (read and written from effects and frame
// callbacks): a game's own wide shot (Web frames its growing network itself) and "director again" (the
// person pressed 4 or its button after moving the camera by hand, which pauses the director).
import type { CameraPose } from '../kit/contract.js';

let wide: CameraPose | null = null;
const wideListeners = new Set<() => void>();
const wakeListeners = new Set<() => void>();

/** A game's wide shot for the director, replacing the shell's (null: the shell's again). */
export function setDirectorWide(pose: CameraPose | null): void {
  if (JSON.stringify(pose) === JSON.stringify(wide)) return;
  wide = pose;
  for (const f of wideListeners) f();
}

/** The game's wide shot, or null when the game gave none. */
export function directorWide(): CameraPose | null {
  return wide;
}

/** Calls `f` whenever the game's wide shot changes; returns the unsubscribe. */
export function onDirectorWide(f: () => void): () => void {
  wideListeners.add(f);
  return () => wideListeners.delete(f);
}

/** The person chose the director (key 4 or its button), even when it was already the preset. */
export function wakeDirector(): void {
  for (const f of wakeListeners) f();
}

/** Calls `f` when the director is chosen again; returns the unsubscribe. */
export function onDirectorWake(f: () => void): () => void {
  wakeListeners.add(f);
  return () => wakeListeners.delete(f);
}
