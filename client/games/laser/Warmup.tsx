// What Laser shows only later, compiled at the start (scene/Prewarm.tsx): every kind's 3D piece and pencil sketch,
// the end's marks and ghosts, the preview ghost. A spectator first sees the circuits' pieces when the game ends
// and the lids lift: before this, that frame compiled their programs (184–310 ms on SwiftShader, measured).
import { KINDS, ORIENTATIONS } from '../../../shared/games/laser/index.js';
import type { LaserPiece } from '../../../shared/games/laser/types.js';
import { Prewarm } from '../../scene/Prewarm.js';
import { Contents } from './Contents.js';
import type { Ghost, PieceMark } from './model.js';

/** One piece of every kind, each on its own cell (portals' second cell and the mystery's hidden kind filled in). */
const SAMPLE: readonly LaserPiece[] = KINDS.map((kind, i): LaserPiece => {
  const at = { kind, x: i % 8, y: 2 * Math.floor(i / 8) };
  const orientation = ORIENTATIONS[kind][0];
  if (kind === 'portals') return { ...at, x2: 7, y2: 6 };
  if (kind === 'mystery') return { ...at, hidden: { kind: 'absorber' } };
  return orientation === undefined ? at : { ...at, orientation };
});

const MARKS: readonly { readonly piece: LaserPiece; readonly mark: PieceMark }[] = (
  ['right', 'wrong', 'unidentified'] as const
).map((mark, i) => ({ piece: SAMPLE[i]!, mark }));

const GHOSTS: readonly Ghost[] = (['missing', 'counter'] as const).map((tone, i) => ({ piece: SAMPLE[i]!, tone }));

/** Laser's pieces, marks and ghosts on a circuit and on a notebook, drawn hidden until their programs are compiled. */
export function LaserWarmup() {
  return (
    <Prewarm>
      <Contents notebook={false} pieces={SAMPLE} empty={[]} marks={MARKS} ghosts={GHOSTS} preview={SAMPLE[0]!} />
      <Contents notebook pieces={SAMPLE} empty={[55]} marks={MARKS} ghosts={GHOSTS} preview={SAMPLE[0]!} />
    </Prewarm>
  );
}
