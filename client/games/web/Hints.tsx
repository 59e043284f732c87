// What a click could do, drawn over the table (hints only: the engine's legal actions decide): the ghost of the
// picked hand card following the pointer snapped to the grid and turned as asked — washed green where the
// engine lists that placement, red where it does not — the sides where a cable may go glowing while a cable is
// in hand (the one under the pointer brighter, with a ghost stick across it), the first square of a two-click
// cable, and at the end every network lit in its owner's colour with the computers it joins.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { Color, Matrix4, Vector3, type InstancedMesh } from 'three';
import type { WebView } from '../../../shared/games/web/game-types.js';
import { atlasGeometry, setAtlasCell } from '../../scene/atlas.js';
import { faceGeometry } from './geometry.js';
import { placementRefusal, playAt, playKey, sideKey, type CellsOf, type LegalIndex } from './intents.js';
import { BOARD_Y, CARD_T, gridToScene, type GridFrame } from './layout.js';
import { ghostPrint, markPrint } from './materials.js';
import { seatLook } from './palette.js';
import { MARK_GRID, SIDE_GLOW, SQUARE_FILL, SQUARE_GLOW, SQUARE_GRID, squareCell } from './prints.js';
import { useWeb, type Side } from './store.js';

const GLOW_CAP = 400;
const m = new Matrix4();
const colour = new Color();
const sc = new Vector3();
/** The ghost floats this high over the cards, so it shows over whatever it would overlap. */
const GHOST_Y = BOARD_Y + CARD_T + 0.05;
const LEGAL = '#4fe08a';
const ILLEGAL = '#ff4a3d';
/** The side under the pointer. */
const HOT = '#12b8ff';

/** Props: the view, the seat, the grid frame, the engine's legal actions and how shapes turn. */
export interface HintsProps {
  readonly view: WebView;
  readonly seat: number | null;
  readonly frame: GridFrame;
  readonly legal: LegalIndex;
  readonly cellsOf: CellsOf;
}

/** A side's middle in the scene and whether it runs north–south (a side between two squares side by side in x). */
function sideAt(frame: GridFrame, s: Side): { x: number; z: number; upright: boolean } {
  const [x, z] = gridToScene(frame, (s.a[0] + s.b[0]) / 2 + 0.5, (s.a[1] + s.b[1]) / 2 + 0.5);
  return { x, z, upright: s.a[1] === s.b[1] };
}

/** The ghost, the legal sides, the first square and the end's lit networks. */
export const Hints = memo(function Hints({ view, seat, frame, legal, cellsOf }: HintsProps) {
  const selected = useWeb((s) => s.selected);
  const rotation = useWeb((s) => s.rotation);
  const hover = useWeb((s) => s.hover);
  const hoverSide = useWeb((s) => s.hoverSide);
  const cableMode = useWeb((s) => s.cableMode);
  const firstSquare = useWeb((s) => s.firstSquare);
  const invalidate = useThree((s) => s.invalidate);
  const ghosts = useRef<InstancedMesh>(null);
  const washes = useRef<InstancedMesh>(null);
  const glows = useRef<InstancedMesh>(null);
  const ghostGeo = useMemo(() => atlasGeometry(faceGeometry(), 4), []);
  const washGeo = useMemo(() => atlasGeometry(faceGeometry(), 4), []);
  const glowGeo = useMemo(() => atlasGeometry(faceGeometry(), GLOW_CAP), []);
  useLayoutEffect(
    () => () => {
      ghostGeo.dispose();
      washGeo.dispose();
      glowGeo.dispose();
    },
    [ghostGeo, washGeo, glowGeo],
  );
  // Colour attributes must exist before the first draw so the shaders are built with them.
  useLayoutEffect(() => {
    for (let i = 0; i < 4; i++) washes.current?.setColorAt(i, colour.set('#000000'));
    for (let i = 0; i < GLOW_CAP; i++) glows.current?.setColorAt(i, colour.set('#000000'));
  }, []);

  const hand = seat === null ? [] : (view.seats[seat]?.hand ?? []);
  const card = selected === null ? undefined : hand.find((c) => c.id === selected);
  const u = frame.size;

  useLayoutEffect(() => {
    const gh = ghosts.current,
      wa = washes.current,
      gl = glows.current;
    if (!gh || !wa || !gl) return;
    // The ghost of the picked card under the pointer (its verdict goes to the store for the controls' line).
    let n = 0;
    let ghost: { legal: boolean; refusal: ReturnType<typeof placementRefusal> } | null = null;
    if (card && hover && view.phase === 'play') {
      const play = playAt(card.id, card.shape, rotation, hover, cellsOf);
      const ok = legal.plays.has(playKey(play.card, play.rotation, play.x, play.y));
      ghost = { legal: ok, refusal: ok ? null : placementRefusal(view, play, card.shape) };
      const cells = cellsOf(card.shape, play.rotation);
      cells.forEach(([cx, cy], i) => {
        const sq = card.squares[i];
        const [x, z] = gridToScene(frame, play.x + cx + 0.5, play.y + cy + 0.5);
        m.makeRotationY((-play.rotation * Math.PI) / 2)
          .scale(sc.set(u * 0.96, 1, u * 0.96))
          .setPosition(x, GHOST_Y, z);
        gh.setMatrixAt(n, m);
        setAtlasCell(gh, n, SQUARE_GRID, squareCell(sq?.kind ?? 'open', sq?.value));
        m.makeScale(u * 1.04, 1, u * 1.04).setPosition(x, GHOST_Y - 0.004, z);
        wa.setMatrixAt(n, m);
        setAtlasCell(wa, n, MARK_GRID, SQUARE_FILL);
        wa.setColorAt(n, colour.set(ok ? LEGAL : ILLEGAL));
        n++;
      });
    }
    useWeb.getState().setGhost(ghost);
    gh.count = wa.count = n;
    gh.instanceMatrix.needsUpdate = wa.instanceMatrix.needsUpdate = true;
    if (wa.instanceColor) wa.instanceColor.needsUpdate = true;

    // Glows: legal sides in cable mode, the first square, the end's networks.
    let g = 0;
    const put = (
      x: number,
      z: number,
      yaw: number,
      sx: number,
      sz: number,
      cell: number,
      tint: string,
      y = BOARD_Y + CARD_T + 0.004,
    ) => {
      if (g >= GLOW_CAP) return;
      m.makeRotationY(yaw)
        .scale(sc.set(sx, 1, sz))
        .setPosition(x, y, z);
      gl.setMatrixAt(g, m);
      setAtlasCell(gl, g, MARK_GRID, cell);
      gl.setColorAt(g, colour.set(tint));
      g++;
    };
    if (cableMode && seat !== null && view.phase === 'play') {
      // Painted marks (not added light: on the cream cards light would vanish) in the seat's light tint, so a
      // hint never looks like a laid cable; the hovered one cyan.
      const mine = seatLook(seat).light;
      const hovered = hoverSide ? sideKey(hoverSide) : null;
      for (const key of legal.sides) {
        const [a, b] = key.split(':').map((p) => p.split(',').map(Number) as [number, number]);
        const s = sideAt(frame, { a: a!, b: b! });
        const hot = key === hovered;
        // The bar runs along the side; the hovered one is brighter and wider.
        put(
          s.x,
          s.z,
          s.upright ? Math.PI / 2 : 0,
          u * (hot ? 1.15 : 0.95),
          u * (hot ? 1.1 : 0.7),
          SIDE_GLOW,
          hot ? HOT : mine,
        );
      }
      if (firstSquare) {
        const [x, z] = gridToScene(frame, firstSquare[0] + 0.5, firstSquare[1] + 0.5);
        put(x, z, 0, u, u, SQUARE_GLOW, HOT);
      }
    }
    if (view.phase === 'over') {
      view.cables.forEach((c) => {
        const s = sideAt(frame, { a: c.a, b: c.b });
        put(
          s.x,
          s.z,
          s.upright ? 0 : Math.PI / 2,
          u * 1.2,
          u * 0.9,
          SIDE_GLOW,
          seatLook(c.colour).colour,
          BOARD_Y + CARD_T + 0.002,
        );
      });
      view.seats.forEach((st, i) => {
        for (const [x0, y0] of st.score.connected) {
          const [x, z] = gridToScene(frame, x0 + 0.5, y0 + 0.5);
          put(x, z, 0, u * 1.02, u * 1.02, SQUARE_GLOW, seatLook(i).colour);
        }
      });
    }
    gl.count = g;
    gl.instanceMatrix.needsUpdate = true;
    if (gl.instanceColor) gl.instanceColor.needsUpdate = true;
    invalidate();
  });

  return (
    <group>
      <instancedMesh ref={washes} args={[washGeo, markPrint(), 4]} frustumCulled={false} renderOrder={2} />
      <instancedMesh ref={ghosts} args={[ghostGeo, ghostPrint(), 4]} frustumCulled={false} renderOrder={3} />
      <instancedMesh ref={glows} args={[glowGeo, markPrint(), GLOW_CAP]} frustumCulled={false} renderOrder={1} />
    </group>
  );
});
