// The one hook for browser tests and benchmarks: `window.__tavolo` (the store, renderer counters, and where a
// scene point shows on the page, so tests can click 3D pieces like a person), no
// debug text anywhere in the scene.
import { useTavolo } from './store.js';

/** Renderer counters read from three's WebGLRenderer.info. */
export interface RenderInfo {
  readonly calls: number;
  readonly triangles: number;
  readonly points: number;
  readonly lines: number;
  /** Frames rendered since the canvas started. */
  readonly frame: number;
  readonly geometries: number;
  readonly textures: number;
  readonly programs: number;
}

/** What tests find on `window.__tavolo`. */
export interface TavoloDebug {
  readonly store: typeof useTavolo;
  /** Counters of the live canvas, or null when no table is shown. */
  renderer(): RenderInfo | null;
  /** Where a point of the scene (scene units) shows on the page now, in CSS pixels; null when no table is shown. */
  project(x: number, y: number, z: number): { x: number; y: number } | null;
}

/** Maps a scene point to page pixels through the live camera. */
export type Projector = (x: number, y: number, z: number) => { x: number; y: number } | null;
let projector: Projector = () => null;
const noProjector: Projector = () => null;

/** Called by the canvas when it starts; returns the function that withdraws this projector (and only this one). */
export function setProjector(next: Projector): () => void {
  projector = next;
  return () => {
    if (projector === next) projector = noProjector;
  };
}

type InfoSource = () => RenderInfo | null;
let source: InfoSource = () => null;

const none: InfoSource = () => null;

/** Called by the canvas when it starts; returns the function that withdraws this source (and only this one). */
export function setRenderInfoSource(next: InfoSource): () => void {
  source = next;
  return () => {
    if (source === next) source = none; // a late cleanup of an older canvas leaves a newer one alone
  };
}

/** The live canvas's counters, for the app itself: a replay waits until no frame is drawn (its animations are over). */
export function currentRenderInfo(): RenderInfo | null {
  return source();
}

declare global {
  interface Window {
    __tavolo?: TavoloDebug;
  }
}

/** Puts `__tavolo` on window. */
export function exposeForTests(): void {
  window.__tavolo = { store: useTavolo, renderer: () => source(), project: (x, y, z) => projector(x, y, z) };
}
