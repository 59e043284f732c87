// Every Web piece on the table (scene frame), each kind one InstancedMesh: the cards' ink-blue bodies (a box per
// square, the card's border showing where a square meets the card's edge, a pile drawn as a thick stack) and
// their printed faces (open squares, screens, racks, the central card's logo; the green-dots tabs beside the
// owner's own hand), the wooden cables (laid across sides, loose in front, in the shops' oak trays), the
// obstacles' copper coins and the holes' dark rings on the felt. Pieces glide when a view moves them
// (glide.ts); the frame loop writes matrices only while something travels and allocates nothing.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import { atlasGeometry, setAtlasCell } from '../../scene/atlas.js';
import { bodyGeometry, coinGeometry, faceGeometry, stickGeometry, trayGeometry } from './geometry.js';
import { moving, posesOf, retarget, stickSpawns, tripPose, type PoseSlot, type Trips } from './glide.js';
import { CARD_T, SHOP_DX, offsetFrom, placeOf } from './layout.js';
import { cableLacquer, cardBody, copper, markPrint, oak, squarePrint } from './materials.js';
import { STICK_LENGTH, type CardPiece, type SceneModel } from './model.js';
import { CABLE_GRID, COIN, HOLE, MARK_GRID, SQUARE_GRID } from './prints.js';

/** Room for every square of every card (73 cards of up to 4 squares) and the hand tabs. */
const SQUARE_CAP = 320;
/** Room for every stick of five colours. */
const STICK_CAP = 160;
/** Width of the ink border round a card, in squares. */
const BORDER = 0.045;
/** A pile's stack: each card under the top adds this much height. */
const STACK_STEP = 0.009;
/** A loose stick's height and width (in front, in the tray: side by side), in its units. */
const STICK_H = 0.13,
  STICK_W = 0.14;
/** A laid cable's height and width, in squares: a thick stick that reads from the top camera. */
const LAID_H = 0.2,
  LAID_W = 0.24;
/** The shop's tray (scene units). */
const TRAY = { w: 1.0, d: 0.58, h: 0.08 } as const;

const HIDDEN = new Matrix4().makeScale(0, 0, 0);
const m = new Matrix4();
const base = new Matrix4();
const part = new Matrix4();
const q = new Quaternion();
const up = new Vector3(0, 1, 0);
const at = new Vector3();
const size = new Vector3();
const slot: PoseSlot = { x: 0, y: 0, z: 0, yaw: 0, unit: 1 };

/** Seconds on the animation clock. */
export function animNow(): number {
  return performance.now() / 1000;
}

/** Writes the card-frame matrix of a pose (translation and yaw) into `base`. */
function poseMatrix(p: PoseSlot): Matrix4 {
  return base.makeRotationY(p.yaw).setPosition(p.x, p.y, p.z);
}

/** Writes a card's squares (bodies and faces) into the meshes from index `i`; returns the next index. */
function writeCard(card: CardPiece, p: PoseSlot, bodies: InstancedMesh, faces: InstancedMesh, i: number): number {
  poseMatrix(p);
  const u = p.unit;
  const height = CARD_T + card.under * STACK_STEP;
  for (const c of card.cells) {
    const [n, e, s, w] = c.edges;
    const x0 = c.lx - 0.5 + (w ? BORDER * 0.4 : 0),
      x1 = c.lx + 0.5 - (e ? BORDER * 0.4 : 0);
    const z0 = c.lz - 0.5 + (n ? BORDER * 0.4 : 0),
      z1 = c.lz + 0.5 - (s ? BORDER * 0.4 : 0);
    part.makeScale((x1 - x0) * u, height, (z1 - z0) * u).setPosition(((x0 + x1) / 2) * u, 0, ((z0 + z1) / 2) * u);
    bodies.setMatrixAt(i, m.multiplyMatrices(base, part));
    // The face: inset further where the card ends, so the ink border shows; turned with the card.
    const fx0 = c.lx - 0.5 + (w ? BORDER : 0),
      fx1 = c.lx + 0.5 - (e ? BORDER : 0);
    const fz0 = c.lz - 0.5 + (n ? BORDER : 0),
      fz1 = c.lz + 0.5 - (s ? BORDER : 0);
    at.set(((fx0 + fx1) / 2) * u, height + 0.0015, ((fz0 + fz1) / 2) * u);
    part.compose(at, q.setFromAxisAngle(up, 0), size.set((fx1 - fx0) * u, 1, (fz1 - fz0) * u));
    part.multiply(m.makeRotationY((-c.turn * Math.PI) / 2));
    faces.setMatrixAt(i, m.multiplyMatrices(base, part));
    setAtlasCell(faces, i, SQUARE_GRID, c.cell);
    i++;
  }
  return i;
}

/** Props: the model of the view shown. */
export interface PiecesProps {
  readonly model: SceneModel;
  /** Whether the cables light up in their colours (the end). */
  readonly lit?: boolean;
}

/** Cards, cables, coins, holes and trays. */
export const Pieces = memo(function Pieces({ model }: PiecesProps) {
  const invalidate = useThree((s) => s.invalidate);
  const bodies = useRef<InstancedMesh>(null);
  const faces = useRef<InstancedMesh>(null);
  const tabs = useRef<InstancedMesh>(null);
  const sticks = useRef<InstancedMesh>(null);
  const coins = useRef<InstancedMesh>(null);
  const holes = useRef<InstancedMesh>(null);
  const trays = useRef<InstancedMesh>(null);
  const faceGeo = useMemo(() => atlasGeometry(faceGeometry(), SQUARE_CAP), []);
  const tabGeo = useMemo(() => atlasGeometry(faceGeometry(), 32), []);
  const stickGeo = useMemo(() => atlasGeometry(stickGeometry(), STICK_CAP), []);
  const coinGeo = useMemo(() => atlasGeometry(coinGeometry(), 64), []);
  const holeGeo = useMemo(() => atlasGeometry(faceGeometry(), 256), []);
  useLayoutEffect(
    () => () => {
      for (const g of [faceGeo, tabGeo, stickGeo, coinGeo, holeGeo]) g.dispose();
    },
    [faceGeo, tabGeo, stickGeo, coinGeo, holeGeo],
  );

  const trips = useRef<Trips>(new Map());
  const shown = useRef<SceneModel | null>(null);

  /** Writes every card and stick for time `now`. */
  const write = (now: number) => {
    const b = bodies.current,
      f = faces.current,
      t = tabs.current,
      s = sticks.current;
    if (!b || !f || !t || !s) return;
    const tr = trips.current;
    let i = 0,
      k = 0;
    for (const card of model.cards) {
      const trip = tr.get(card.key);
      const p = trip ? tripPose(trip, now, slot) : Object.assign(slot, card.pose);
      if (i + card.cells.length > SQUARE_CAP) break;
      i = writeCard(card, p, b, f, i);
      if (card.tab !== null && k < 32) {
        // The dots tab peeks out beside the card's near end, towards its owner.
        let far = 0;
        for (const c of card.cells) far = Math.max(far, c.lz + 0.5);
        poseMatrix(p);
        part.makeScale(0.62 * p.unit, 1, 0.62 * p.unit).setPosition(0, 0.0015, (far + 0.42) * p.unit);
        t.setMatrixAt(k, m.multiplyMatrices(base, part));
        setAtlasCell(t, k, SQUARE_GRID, card.tab);
        k++;
      }
    }
    b.count = f.count = i;
    t.count = k;
    let j = 0;
    for (const st of model.sticks) {
      if (j >= STICK_CAP) break;
      const trip = tr.get(st.key);
      const p = trip ? tripPose(trip, now, slot) : Object.assign(slot, st.pose);
      poseMatrix(p);
      const u = p.unit;
      const laid = st.place === 'laid';
      part.makeScale(STICK_LENGTH * u, (laid ? LAID_H : STICK_H) * u, (laid ? LAID_W : STICK_W) * u);
      s.setMatrixAt(j, m.multiplyMatrices(base, part));
      setAtlasCell(s, j, CABLE_GRID, st.seat);
      j++;
    }
    s.count = j;
    b.instanceMatrix.needsUpdate =
      f.instanceMatrix.needsUpdate =
      t.instanceMatrix.needsUpdate =
      s.instanceMatrix.needsUpdate =
        true;
  };

  // A new model: new trips (from where pieces stand now), the still pieces written once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: write is a new closure each render over refs; the trips start again only for a new model
  useLayoutEffect(() => {
    const now = animNow();
    const before = shown.current;
    const pieces = [...model.cards, ...model.sticks];
    if (before) retarget(trips.current, posesOf(before), pieces, stickSpawns(before, model), now);
    shown.current = model;
    write(now);
    const c = coins.current;
    if (c) {
      model.coins.forEach((p, i) => {
        c.setMatrixAt(i, m.compose(at.set(p.x, p.y, p.z), q.identity(), size.set(0.74 * p.unit, 0.05, 0.74 * p.unit)));
        setAtlasCell(c, i, SQUARE_GRID, COIN);
      });
      c.count = Math.min(64, model.coins.length);
      c.instanceMatrix.needsUpdate = true;
    }
    const h = holes.current;
    if (h) {
      model.holes.forEach((p, i) => {
        if (i >= 256) return;
        h.setMatrixAt(
          i,
          m.compose(at.set(p.x, p.y + 0.001, p.z), q.identity(), size.set(0.92 * p.unit, 1, 0.92 * p.unit)),
        );
        setAtlasCell(h, i, MARK_GRID, HOLE);
      });
      h.count = Math.min(256, model.holes.length);
      h.instanceMatrix.needsUpdate = true;
    }
    invalidate();
  }, [model]);

  // The shops' trays, one per seat at the table.
  const seats = useMemo(() => new Set(model.sticks.map((s) => s.seat)), [model.sticks]);
  useLayoutEffect(() => {
    const tr = trays.current;
    if (!tr) return;
    for (let seat = 0; seat < 5; seat++) {
      if (!seats.has(seat)) {
        tr.setMatrixAt(seat, HIDDEN);
        continue;
      }
      const place = placeOf(seat);
      const p = offsetFrom(place, SHOP_DX, -0.06);
      tr.setMatrixAt(seat, m.makeRotationY(place.yaw).setPosition(p.x, 0.002, p.z));
    }
    tr.instanceMatrix.needsUpdate = true;
    invalidate();
  }, [seats, invalidate]);

  useFrame(() => {
    const now = animNow();
    if (trips.current.size === 0) return;
    write(now);
    if (moving(trips.current, now)) invalidate();
    else trips.current.clear();
  });

  return (
    <group>
      <instancedMesh
        ref={bodies}
        args={[bodyGeometry(), cardBody(), SQUARE_CAP]}
        castShadow
        receiveShadow
        frustumCulled={false}
      />
      <instancedMesh ref={faces} args={[faceGeo, squarePrint(), SQUARE_CAP]} receiveShadow frustumCulled={false} />
      <instancedMesh ref={tabs} args={[tabGeo, squarePrint(), 32]} receiveShadow frustumCulled={false} />
      <instancedMesh
        ref={sticks}
        args={[stickGeo, cableLacquer(), STICK_CAP]}
        castShadow
        receiveShadow
        frustumCulled={false}
      />
      <instancedMesh ref={coins} args={[coinGeo, copper(), 64]} castShadow receiveShadow frustumCulled={false} />
      <instancedMesh ref={holes} args={[holeGeo, markPrint(), 256]} frustumCulled={false} />
      <instancedMesh
        ref={trays}
        args={[trayGeometry(TRAY.w, TRAY.d, TRAY.h), oak(), 5]}
        castShadow
        receiveShadow
        frustumCulled={false}
      />
    </group>
  );
});
