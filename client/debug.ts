// The one hook for browser tests and benchmarks: `window.__tavolo` (the store, renderer counters, and where a
// scene point shows on the page, so tests can click 3D pieces like a person), no
// debug text anywhere in the scene. Low in the client's layers: the parts of the table lend it what it shows
// (the canvas its counters, the guide its step), so it imports none of them.
import { useTavolo } from './store.js';
import type { GuideStep } from './kit/guideStep.js';

/** One clickable piece on the page (scene/clickables.ts): its object's name or type, its box's corners in CSS pixels. */
export interface ClickableOnPage {
  readonly what: string;
  readonly corners: readonly { readonly x: number; readonly y: number }[];
}

/** One printed mesh on the page (scene/printSharpness.ts): what it is, its print's size in texels, how finely it shows. */
export interface PrintOnPage {
  readonly what: string;
  /** The print's canvas, `width×height` texels. */
  readonly print: string;
  /** The least texels per device pixel along the most magnified direction, over its triangles on the page. */
  readonly texelsPerPixel: number;
  /** Device pixels the mesh covers on the page (front-facing triangles inside the canvas, summed). */
  readonly pixels: number;
}

/** Renderer counters read from three's WebGLRenderer.info. */
export interface RenderInfo {
  readonly calls: number;
  readonly triangles: number;
  readonly points: number;
  readonly lines: number;
  /** Frames rendered since the canvas started. */
  readonly frame: number;
  /** Device pixels per CSS pixel the canvas draws at now. */
  readonly pixelRatio: number;
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
  /** Every printed mesh of the table as the page shows it at device pixel ratio `dpr` (default: this screen's), least sharp first. */
  prints(dpr?: number): PrintOnPage[];
  /** The points the game's camera frames (the corners of what the viewer plays with or watches), on the page now. */
  framed(): { x: number; y: number }[];
  /**
   * What on the table still moves or is about to, by name (a frame asked for, a camera glide, panels the camera has
   * not framed yet, the director on a close shot); empty when the table rests as shown. Tests wait for it to be empty
   * before they read the table, instead of waiting for a quiet spell of time.
   */
  moving(): string[];
  /**
   * Sends a game action as this page's seat, as its own controls would (client/net's sendAction): for tests about
   * the platform around the games (the challenger queue), which play their matches fast; each game's own browser
   * test plays it by hand.
   */
  act(action: unknown): void;
}

/** Something on the table that moves by itself: names its motion now, or null while it rests. */
export type MotionSource = () => string | null;
const motionSources = new Set<MotionSource>();
/** Called by a part of the table that moves by itself (a canvas, a camera frame, the director); returns its withdrawal. */
export function addMotionSource(source: MotionSource): () => void {
  motionSources.add(source);
  return () => {
    motionSources.delete(source);
  };
}

/** A value the live canvas lends to the hook while it lives: `set` returns the function that withdraws it, and only it (a late cleanup of an older canvas leaves a newer one alone). */
function lent<T>(none: T): { get(): T; set(next: T): () => void } {
  let value = none;
  return {
    get: () => value,
    set(next) {
      value = next;
      return () => {
        if (value === next) value = none;
      };
    },
  };
}

const clickableSource = lent<() => ClickableOnPage[]>(() => []);
/** Called by the canvas when it starts: the live scene's clickables. */
export const setClickableSource = clickableSource.set;

const printSource = lent<(dpr: number) => PrintOnPage[]>(() => []);
/** Called by the canvas when it starts: the live scene's prints as the page shows them. */
export const setPrintSource = printSource.set;

/** The framed points of the game's camera frame (scene units), or none. */
let framedPoints: readonly (readonly [number, number, number])[] = [];

/** Called by the camera frame with the points it frames now. */
export function setFramedPoints(points: readonly (readonly [number, number, number])[]): void {
  framedPoints = points;
}

const actSource = lent<(action: unknown) => void>(() => undefined);
/** Called by client/net when it loads: how the page sends an action. */
export const setActSource = actSource.set;

const guideSource = lent<() => GuideStep | null>(() => null);
/** Called by the guide's driver while a guided game runs: the guide's step now. */
export const setGuideSource = guideSource.set;

/** Maps a scene point to page pixels through the live camera. */
export type Projector = (x: number, y: number, z: number) => { x: number; y: number } | null;
const projector = lent<Projector>(() => null);
/** Called by the canvas when it starts: scene points to page pixels. */
export const setProjector = projector.set;

type InfoSource = () => RenderInfo | null;
const source = lent<InfoSource>(() => null);
/** Called by the canvas when it starts: its renderer counters. */
export const setRenderInfoSource = source.set;

/** The live canvas's counters, for the app itself: a replay waits until no frame is drawn (its animations are over). */
export function currentRenderInfo(): RenderInfo | null {
  return source.get()();
}

declare global {
  interface Window {
    __tavolo?: TavoloDebug;
  }
}

/**
 * Whether this page was asked for the hook: a browser driven by automation (Playwright, WebDriver: the tests, the
 * benchmarks, the screenshot tool) sets `navigator.webdriver`; a person's browser does not, so its page has none.
 */
export function testHooksAsked(nav: { readonly webdriver?: boolean } | undefined = globalThis.navigator): boolean {
  return nav?.webdriver === true;
}

/** Puts `__tavolo` on window. */
export function exposeForTests(): void {
  window.__tavolo = {
    store: useTavolo,
    renderer: () => source.get()(),
    project: (x, y, z) => projector.get()(x, y, z),
    guide: () => guideSource.get()(),
    clickables: () => clickableSource.get()(),
    prints: (dpr = window.devicePixelRatio) => printSource.get()(dpr),
    framed: () =>
      framedPoints.flatMap((p) => {
        const at = projector.get()(p[0], p[1], p[2]);
        return at ? [at] : [];
      }),
    moving: () => [...motionSources].flatMap((source) => source() ?? []),
    act: (action) => actSource.get()(action),
  };
}
