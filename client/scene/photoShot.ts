// The photo's drawing (client/scene/photo.ts): the table rendered once more at its resting ratio onto the room's
// backdrop. In a chunk of its own, loaded on the first press of "Photo".
import type { Camera, Scene, WebGLRenderer } from 'three';

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
