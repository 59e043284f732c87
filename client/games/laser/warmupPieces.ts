// Which pieces Laser's warm-up (Warmup.tsx) holds: every look a table's kinds can show.
import { BEGINNER_KINDS, ORIENTATIONS } from '../../../shared/games/laser/index.js';
import type { HiddenPiece, LaserKind, LaserPiece } from '../../../shared/games/laser/types.js';

/** A kind's orientations, or one undefined for a kind without any. */
const turns = (kind: LaserKind): readonly (string | undefined)[] =>
  ORIENTATIONS[kind].length ? ORIENTATIONS[kind] : [undefined];

/** What a Mystery may hide: every beginner piece in every orientation. */
const HIDDEN: readonly HiddenPiece[] = BEGINNER_KINDS.flatMap((kind) =>
  turns(kind).map((orientation) => (orientation === undefined ? { kind } : { kind, orientation })),
);

/** Every look of `kinds`' pieces, each on its own cell of the 8×8 grid (a portals' second cell on the last one). */
export function warmupPieces(kinds: readonly LaserKind[]): LaserPiece[] {
  const looks = kinds.flatMap((kind): Pick<LaserPiece, 'kind' | 'orientation' | 'hidden'>[] =>
    kind === 'mystery'
      ? HIDDEN.map((hidden) => ({ kind, hidden }))
      : turns(kind).map((orientation) => (orientation === undefined ? { kind } : { kind, orientation })),
  );
  return looks.slice(0, 63).map((look, i): LaserPiece => {
    const at = { ...look, x: i % 8, y: Math.floor(i / 8) };
    return look.kind === 'portals' ? { ...at, x2: 7, y2: 7 } : at;
  });
}
