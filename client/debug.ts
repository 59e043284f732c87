// The one hook for browser tests and benchmarks: `window.__tavolo` (the store, renderer counters, and where a
// scene point shows on the page, so tests can click 3D pieces like a person), no
// debug text anywhere in the scene.
import { useTavolo } from './store.js';
import { useGuide } from './guide/store.js';
import type { GuideStep } from './guide/types.js';
import type { ClickableOnPage } from './scene/clickables.js';

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
  /** The guided game's advice now (what a test follows to the end of a guided game), or null. */
  guide(): GuideStep | null;
  /** Every clickable piece of the table as it shows on the page now (corners in CSS pixels); empty without a table. */
  clickables(): ClickableOnPage[];
  /** The points the game's camera frames (the corners of what the viewer plays with or watches), on the page now. */
  framed(): { x: number; y: number }[];
}

/** The live scene's clickables, or none (set by the canvas while it lives). */
let clickableSource: () => ClickableOnPage[] = () => [];

/** Called by the canvas when it starts; returns the function that withdraws this source (and only this one). */
export function setClickableSource(next: () => ClickableOnPage[]): () => void {
  clickableSource = next;
  return () => {
    if (clickableSource === next) clickableSource = () => [];
  };
}

/** The framed points of the game's camera frame (scene units), or none. */
let framedPoints: readonly (readonly [number, number, number])[] = [];

/** Called by the camera frame with the points it frames now. */
export function setFramedPoints(points: readonly (readonly [number, number, number])[]): void {
  framedPoints = points;
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
  window.__tavolo = { store: useTavolo, renderer: () => source(), project: (x, y, z) => projector(x, y, z), guide: () => useGuide.getState().step,
    clickables: () => clickableSource(),
    framed: () => framedPoints.flatMap((p) => {
      const at = projector(p[0], p[1], p[2]);
      return at ? [at] : [];
    }),
  };
}
