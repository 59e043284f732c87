// What Laser shows only later, made at the start (scene/Prewarm.tsx): every piece the table's kinds allow, in every
// orientation (a Mystery with every hidden piece), as a 3D piece and a pencil sketch, the end's marks and ghosts, the
// preview ghost, the beams in light and in ink: their programs, their shadows' and their textures (each look's printed
// top and sketch is a canvas of its own). A spectator first sees the circuits' pieces and the notebooks' ink when the
// game ends and the lids lift: before this, that frame compiled their programs (184–310 ms on SwiftShader, measured),
// then still three (two of them the shadow pass's) and uploaded ~16 textures.
import { memo, useMemo } from 'react';
import type { LaserKind, LaserPiece } from '../../../shared/games/laser/types.js';
import { Prewarm } from '../../scene/Prewarm.js';
import { BeamsWarmup } from './Beams.js';
import { Contents } from './Contents.js';
import type { Ghost, PieceMark } from './model.js';
import { warmupPieces } from './warmupPieces.js';

/** Laser's pieces, marks and ghosts on a circuit and on a notebook, drawn hidden until their programs and textures are made. */
export const LaserWarmup = memo(function LaserWarmup({ kinds }: { readonly kinds: readonly LaserKind[] }) {
  const key = kinds.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the kinds' names are the key; a new array of the same kinds changes nothing
  const { pieces, marks, ghosts } = useMemo(() => {
    const pieces = warmupPieces(kinds);
    const marks = (['right', 'wrong', 'unidentified'] as const)
      .filter((_, i) => pieces[i])
      .map((mark, i): { piece: LaserPiece; mark: PieceMark } => ({ piece: pieces[i]!, mark }));
    const ghosts = (['missing', 'counter'] as const)
      .filter((_, i) => pieces[i])
      .map((tone, i): Ghost => ({ piece: pieces[i]!, tone }));
    return { pieces, marks, ghosts };
  }, [key]);
  if (pieces.length === 0) return null;
  return (
    <Prewarm>
      <Contents notebook={false} pieces={pieces} empty={[]} marks={marks} ghosts={ghosts} preview={pieces[0]!} />
      <Contents notebook pieces={pieces} empty={[63]} marks={marks} ghosts={ghosts} preview={pieces[0]!} />
      <BeamsWarmup />
    </Prewarm>
  );
});
