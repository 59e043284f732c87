// "Photo": a PNG of the table as this screen shows it, with none of the HTML panels (they are not in the canvas).
// The canvas keeps no drawing buffer (cheaper), so the picture is taken right after a render in the same task;
// what the 3D view leaves clear gets the room's backdrop, as the eye sees it.
import type { Camera, Scene, WebGLRenderer } from 'three';

/** Takes a photo now: the PNG, or null when the canvas could not give one. */
export type Photographer = () => Promise<Blob | null>;

let photographer: Photographer | null = null;

/** The canvas registers how to photograph it while it lives; the returned function unregisters it. */
export function setPhotographer(next: Photographer): () => void {
  photographer = next;
  return () => {
    if (photographer === next) photographer = null;
  };
}

/** A PNG of the table as shown now, or null when no table canvas is on screen. */
export function takeTablePhoto(): Promise<Blob | null> {
  return photographer ? photographer() : Promise.resolve(null);
}

/** The file name of a photo: the game, the table's code and the move, e.g. `tavolo-masterdice-K7P2QX-move-12.png`. */
export function photoName(gameId: string, code: string, version: number): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'table';
  return `tavolo-${safe(gameId)}-${safe(code)}-move-${Math.max(0, Math.floor(version))}.png`;
}

/**
 * The room behind the table as client/ui/table.css paints it (.table-screen: a radial gradient, ellipse 120% × 90%
 * at 50% 35%), drawn where the 3D view leaves the canvas clear. Keep the two in step.
 */
export function paintBackdrop(ctx: CanvasRenderingContext2D, width: number, height: number): void {
  // CSS's farthest-corner ellipse of the given size: radii 120% of the width and 90% of the height, halved.
  const rx = 0.6 * width;
  const ry = 0.45 * height;
  ctx.save();
  ctx.translate(0.5 * width, 0.35 * height);
  ctx.scale(1, ry / rx);
  const g = ctx.createRadialGradient(0, 0, 0, 0, 0, rx);
  g.addColorStop(0, '#7a5640');
  g.addColorStop(0.45, '#4a3022');
  g.addColorStop(1, '#24160f');
  ctx.fillStyle = g;
  ctx.fillRect(-0.5 * width, (-0.35 * height * rx) / ry, width, (height * rx) / ry);
  ctx.restore();
}

/**
 * Renders `scene` once and copies the frame over the room's backdrop, as a PNG. The render and the copy run in
 * one task, before the browser may discard the drawing buffer. `backdrop`: false for a transparent picture (the
 * OBS overlay's canvas has no room around the table). `ratio`: the canvas' resting pixel ratio; a photo taken while
 * the table moves (drawn coarser then, pixelRatio.ts) is drawn at it, and the canvas goes back after.
 */
export function photograph(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  backdrop = true,
  ratio = gl.getPixelRatio(),
): Promise<Blob | null> {
  const moving = gl.getPixelRatio();
  if (moving !== ratio) gl.setPixelRatio(ratio);
  try {
    const source = gl.domElement;
    const out = document.createElement('canvas');
    out.width = source.width;
    out.height = source.height;
    const ctx = out.getContext('2d');
    if (!ctx) return Promise.resolve(null);
    if (backdrop) paintBackdrop(ctx, out.width, out.height);
    gl.render(scene, camera);
    ctx.drawImage(source, 0, 0);
    return new Promise((resolve) => out.toBlob((blob) => resolve(blob), 'image/png'));
  } finally {
    if (moving !== ratio) gl.setPixelRatio(moving); // cleared: the motion's next frame draws it again
  }
}

/** Saves a blob as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
