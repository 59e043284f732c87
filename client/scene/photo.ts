// "Photo": a PNG of the table as this screen shows it, with none of the HTML panels (they are not in the canvas).
// The canvas keeps no drawing buffer (cheaper), so the picture is taken right after a render in the same task;
// what the 3D view leaves clear gets the room's backdrop, as the eye sees it. The drawing itself (photoShot.ts) loads
// on the first press.

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
