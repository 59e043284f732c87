// The labyrinth on the table, in the map frame (layout.ts): slate bases; limestone towers as a wall piece per
// side (solid, or a doorway between posts with an oak threshold) turned by their turn; brass chevrons on the
// roof ring pointing the way each tower turns; the printed courtyard floors; the ruby towers' column, symbol
// roof and gem; the tiles in the towers, the flags and the pawns. Every kind of piece is one InstancedMesh.
// The frame loop turns towers and walks pawns while the animation timeline plays (timeline.ts), and leaves a
// tower's tile out until the tile travelling there (Flights.tsx) has landed; it allocates nothing, and at rest
// it draws nothing new.
import { memo, useLayoutEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { useTimelineDrawing, type AnimState as KitAnimState } from '../../kit/timeline.js';
import { useThree } from '@react-three/fiber';
import { Color, Matrix4, Quaternion, Vector3, type BufferGeometry, type InstancedMesh, type Material } from 'three';
import type { LabiroView } from '../../../shared/games/labiro/game-types.js';
import { easeOutBounce } from '../../scene/anim.js';
import { atlasGeometry, setAtlasCell } from '../../scene/atlas.js';
import {
  SIDE_MATRICES,
  baseGeometry,
  chevronGeometry,
  chevronMatrices,
  columnGeometry,
  doorWallGeometry,
  floorGeometry,
  gemGeometry,
  pawnGeometry,
  pawnTopGeometry,
  pennantGeometry,
  poleGeometry,
  roofDiscGeometry,
  roofPrintGeometry,
  solidWallGeometry,
  thresholdGeometry,
  towerTileGeometry,
} from './geometry.js';
import {
  BASE_H,
  FLAG_H,
  FLAG_SPOT,
  PAWN_SPACES,
  RUBY_ROOF_Y,
  RUBY_SPOT,
  TILE_SPOT,
  pennantTilt,
  pennantTurn,
  turnYaw,
} from './layout.js';
import { brass, floorPrint, lacquer, markPrint, oak, ruby, slate, stone, tilePrint } from './materials.js';
import type { MapModel } from './model.js';
import { seatLook } from './palette.js';
import { FLOOR_GRID, MARK_GRID, PAWN_TOP, PENNANT, ROOF, TILE_GRID, floorCell } from './prints.js';
import {
  arrivingAt,
  pawnSpaces,
  pawnStageSlot,
  readPawnSpaces,
  readPawnStage,
  turnLag,
  type Timeline,
} from './timeline.js';

/** The animation state the scene shares with the board and the stations: Labiro's timeline and its stamp. */
export type AnimState = KitAnimState<Timeline>;

const RUBY_TINT = new Color('#e79a8e');
const PLAIN = new Color('#ffffff');
const HIDDEN = new Matrix4().makeScale(0, 0, 0);
const CHEVRONS = { 1: chevronMatrices(1), [-1]: chevronMatrices(-1) } as const;
const TILE_AT = new Matrix4().makeTranslation(TILE_SPOT[0], BASE_H + 0.003, TILE_SPOT[1]);
const RUBY_AT = new Matrix4().makeTranslation(RUBY_SPOT[0], BASE_H + 0.003, RUBY_SPOT[1]);
const FLAG_AT = new Matrix4().makeTranslation(FLAG_SPOT[0], BASE_H, FLAG_SPOT[1]);
/** The gem finial stands on the roof disc's rim, leaving the symbol in its middle free. */
const GEM_AT = new Matrix4()
  .makeTranslation(0, RUBY_ROOF_Y + 0.1, -0.16)
  .multiply(new Matrix4().makeScale(0.14, 0.14, 0.14));
const m = new Matrix4();
const turnM = new Matrix4();
const tiltM = new Matrix4();
const colour = new Color();
const eye = new Vector3();
const eyeRight = new Vector3();
const screenRight: [number, number] = [1, 0];
const poleOffset: [number, number] = [0, 0];
const lastEye = new Vector3(NaN, NaN, NaN);
const lastLook = new Quaternion();
const PAWN_LIFT = 1.4;
const HOP_LIFT = 0.9;

/** Writes the wall pieces of every tower (turned with its tower) into `mesh`. */
function writeWalls(mesh: InstancedMesh | null, pieces: MapModel['solid'], towers: readonly Matrix4[]): void {
  if (!mesh) return;
  for (let i = 0; i < pieces.length; i++)
    mesh.setMatrixAt(i, m.multiplyMatrices(towers[pieces[i]!.base]!, SIDE_MATRICES[pieces[i]!.side]!));
  mesh.instanceMatrix.needsUpdate = true;
}

/** An instanced mesh's capacity and parts. */
interface Kind {
  readonly geometry: BufferGeometry;
  readonly material: Material;
  readonly cap: number;
  readonly cast?: boolean;
  readonly receive?: boolean;
}

/** One InstancedMesh (remounted when its capacity changes). */
function Instances({
  kind,
  meshRef,
  tip,
}: {
  kind: Kind;
  meshRef: MutableRefObject<InstancedMesh | null>;
  tip: string;
}) {
  return (
    <instancedMesh
      key={kind.cap}
      userData={{ tip: `labiro:tip.${tip}` }}
      ref={meshRef}
      args={[kind.geometry, kind.material, Math.max(1, kind.cap)]}
      castShadow={kind.cast ?? false}
      receiveShadow={kind.receive ?? false}
      frustumCulled={false}
    />
  );
}

/** A geometry with an atlasRect attribute for `cap` instances, made per capacity and dropped with it. */
function useAtlasGeometry(base: BufferGeometry, cap: number): BufferGeometry {
  const g = useMemo(() => atlasGeometry(base, Math.max(1, cap)), [base, cap]);
  useLayoutEffect(() => () => g.dispose(), [g]);
  return g;
}

type Ref = MutableRefObject<InstancedMesh | null>;
const useMesh = (): Ref => useRef<InstancedMesh | null>(null);

/** Props: the view, its map model, and the animation state shared with the scene. */
export interface MapPiecesProps {
  readonly view: LabiroView;
  readonly model: MapModel;
  readonly anim: MutableRefObject<AnimState>;
}

/** Everything on the map, drawn in the map frame (the parent group scales and turns it onto the table). */
export const MapPieces = memo(function MapPieces({ view, model, anim }: MapPiecesProps) {
  const camera = useThree((s) => s.camera);
  const n = view.map.cells.length;
  const seats = view.seats.length;
  const rubyCount = model.rubies.length;
  const tileCap = 2 * n;

  const bases = useMesh(),
    floors = useMesh(),
    solid = useMesh(),
    doors = useMesh(),
    sills = useMesh(),
    chevrons = useMesh();
  const columns = useMesh(),
    roofs = useMesh(),
    roofPrints = useMesh(),
    gems = useMesh(),
    tiles = useMesh();
  const pawns = useMesh(),
    pawnTops = useMesh(),
    poles = useMesh(),
    pennants = useMesh();

  const floorGeo = useAtlasGeometry(floorGeometry(), n);
  const roofPrintGeo = useAtlasGeometry(roofPrintGeometry(), rubyCount);
  const tileGeo = useAtlasGeometry(towerTileGeometry(), tileCap);
  const pawnTopGeo = useAtlasGeometry(pawnTopGeometry(), seats);
  const pennantGeo = useAtlasGeometry(pennantGeometry(), seats);

  const kinds = {
    bases: { geometry: baseGeometry(), material: slate(), cap: n, receive: true, cast: true },
    floors: { geometry: floorGeo, material: floorPrint(), cap: n, receive: true },
    solid: { geometry: solidWallGeometry(), material: stone(), cap: model.solid.length, cast: true, receive: true },
    doors: { geometry: doorWallGeometry(), material: stone(), cap: model.doors.length, cast: true, receive: true },
    sills: { geometry: thresholdGeometry(), material: oak(), cap: model.doors.length, receive: true },
    chevrons: { geometry: chevronGeometry(), material: brass(), cap: 6 * n },
    columns: { geometry: columnGeometry(), material: brass(), cap: rubyCount, cast: true },
    roofs: { geometry: roofDiscGeometry(), material: brass(), cap: rubyCount, cast: true },
    roofPrints: { geometry: roofPrintGeo, material: markPrint(), cap: rubyCount },
    gems: { geometry: gemGeometry(), material: ruby(), cap: rubyCount, cast: true },
    tiles: { geometry: tileGeo, material: tilePrint(), cap: tileCap, cast: true, receive: true },
    pawns: { geometry: pawnGeometry(), material: lacquer(), cap: seats, cast: true, receive: true },
    pawnTops: { geometry: pawnTopGeo, material: markPrint(), cap: seats },
    poles: { geometry: poleGeometry(), material: brass(), cap: seats, cast: true },
    pennants: { geometry: pennantGeo, material: markPrint(), cap: seats, cast: true },
  } satisfies Record<string, Kind>;

  // Per-frame scratch, sized by the map and the seats: the frame loop allocates nothing.
  const scratch = useMemo(
    () => ({
      lag: new Float64Array(n),
      shown: new Float64Array(n),
      towers: Array.from({ length: n }, () => new Matrix4()),
      stages: Array.from({ length: seats }, () => pawnStageSlot()),
      standing: new Int32Array(seats),
      spaces: new Int32Array(seats),
      point: [0, 0] as [number, number],
    }),
    [n, seats],
  );
  const restSpaces = useMemo(() => pawnSpaces(view.seats.map((p) => p.pawn)), [view.seats]);

  /** Writes every moving instance for time `now`. */
  const write = (now: number) => {
    const { lag, shown, towers } = scratch;
    const timeline = anim.current.timeline;
    turnLag(timeline, now, lag);
    for (let b = 0; b < n; b++) {
      shown[b] = (view.board.towers[b]?.turn ?? 0) - lag[b]!;
      towers[b]!.makeRotationY(turnYaw(shown[b]!)).setPosition(model.centres[2 * b]!, 0, model.centres[2 * b + 1]!);
    }
    const f = floors.current;
    if (f) for (let b = 0; b < n; b++) f.setMatrixAt(b, towers[b]!);
    writeWalls(solid.current, model.solid, towers);
    writeWalls(doors.current, model.doors, towers);
    writeWalls(sills.current, model.doors, towers);
    const ch = chevrons.current;
    if (ch) {
      for (let b = 0; b < n; b++) {
        const set = CHEVRONS[model.arrows[b] ?? 1];
        for (let k = 0; k < 6; k++) ch.setMatrixAt(6 * b + k, m.multiplyMatrices(towers[b]!, set[k]!));
      }
      ch.instanceMatrix.needsUpdate = true;
    }
    for (let i = 0; i < model.rubies.length; i++) {
      const base = model.rubies[i]!.base;
      columns.current?.setMatrixAt(i, towers[base]!);
      roofs.current?.setMatrixAt(i, towers[base]!);
      roofPrints.current?.setMatrixAt(i, towers[base]!);
      gems.current?.setMatrixAt(i, m.multiplyMatrices(towers[base]!, GEM_AT));
    }
    const t = tiles.current;
    if (t) {
      // A tile still travelling to its tower (Flights.tsx) lies there only once it lands.
      for (let i = 0; i < model.tiles.length; i++) {
        const tile = model.tiles[i]!;
        if (arrivingAt(timeline, tile.base, tile.spot, now)) t.setMatrixAt(i, HIDDEN);
        else t.setMatrixAt(i, m.multiplyMatrices(towers[tile.base]!, tile.spot === 'ruby' ? RUBY_AT : TILE_AT));
      }
      t.count = model.tiles.length;
      t.instanceMatrix.needsUpdate = true;
    }
    writeFlags();
    writePawns(now);
    if (f) f.instanceMatrix.needsUpdate = true;
    if (columns.current) columns.current.instanceMatrix.needsUpdate = true;
    if (roofs.current) roofs.current.instanceMatrix.needsUpdate = true;
    if (roofPrints.current) roofPrints.current.instanceMatrix.needsUpdate = true;
    if (gems.current) gems.current.instanceMatrix.needsUpdate = true;
  };

  /** Places the flags on their home towers, each pennant turned towards the camera so it never shows edge on. */
  const writeFlags = () => {
    const p = poles.current,
      pn = pennants.current;
    if (!p || !pn) return;
    const { towers } = scratch;
    if (p.parent) {
      p.parent.updateWorldMatrix(true, false);
      p.parent.worldToLocal(eye.copy(camera.position));
      // The camera's right in the map frame: a pennant's length runs along the screen's horizontal.
      camera.updateMatrixWorld();
      eyeRight.setFromMatrixColumn(camera.matrixWorld, 0).add(camera.position);
      p.parent.worldToLocal(eyeRight).sub(eye);
      screenRight[0] = eyeRight.x;
      screenRight[1] = eyeRight.z;
    }
    for (let s = 0; s < seats; s++) {
      let base = -1;
      for (let i = 0; i < model.flags.length; i++) if (model.flags[i]!.seat === s) base = model.flags[i]!.base;
      if (base < 0) {
        p.setMatrixAt(s, HIDDEN);
        pn.setMatrixAt(s, HIDDEN);
        continue;
      }
      m.multiplyMatrices(towers[base]!, FLAG_AT);
      p.setMatrixAt(s, m);
      const x = m.elements[12]!,
        y = m.elements[13]! + FLAG_H - 0.02,
        z = m.elements[14]!;
      // The pennant flies along the screen, away from its tower's middle, leaning back as the eye rises.
      poleOffset[0] = x - model.centres[2 * base]!;
      poleOffset[1] = z - model.centres[2 * base + 1]!;
      const { yaw, lean } = pennantTurn(screenRight, poleOffset);
      const tilt = pennantTilt(Math.atan2(eye.y - y, Math.hypot(eye.x - x, eye.z - z)));
      turnM
        .makeRotationY(yaw)
        .multiply(tiltM.makeRotationX(-lean * tilt))
        .setPosition(x, y, z);
      pn.setMatrixAt(s, turnM);
    }
    p.instanceMatrix.needsUpdate = pn.instanceMatrix.needsUpdate = true;
    lastEye.copy(camera.position);
    lastLook.copy(camera.quaternion);
  };

  /** Writes into `scratch.point` where pawn space `space` of tower `b` is now (map frame). */
  const spaceAt = (b: number, space: number): [number, number] => {
    const local = PAWN_SPACES[space] ?? PAWN_SPACES[0]!;
    const a = turnYaw(scratch.shown[b]!),
      c = Math.cos(a),
      sn = Math.sin(a);
    scratch.point[0] = model.centres[2 * b]! + local[0] * c + local[1] * sn;
    scratch.point[1] = model.centres[2 * b + 1]! - local[0] * sn + local[1] * c;
    return scratch.point;
  };

  /** Writes into `scratch.point` the centre of tower `b` (map frame). */
  const centreAt = (b: number): [number, number] => {
    scratch.point[0] = model.centres[2 * b]!;
    scratch.point[1] = model.centres[2 * b + 1]!;
    return scratch.point;
  };

  /** Places each pawn: at rest in its pawn space, waiting, dropping onto its start tower, or walking through doors. */
  const writePawns = (now: number) => {
    const body = pawns.current,
      top = pawnTops.current;
    if (!body || !top) return;
    const { stages, standing, spaces } = scratch;
    const timeline = anim.current.timeline;
    const idle = timeline.items.length === 0;
    for (let s = 0; s < seats; s++) {
      if (idle) stages[s]!.kind = 'rest';
      const st = idle ? stages[s]! : readPawnStage(timeline, s, now, stages[s]!);
      standing[s] =
        st.kind === 'rest' ? (view.seats[s]!.pawn ?? -1) : st.kind === 'at' || st.kind === 'drop' ? st.base : -1;
    }
    readPawnSpaces(standing, spaces);
    for (let s = 0; s < seats; s++) {
      const st = stages[s]!;
      let x = 0,
        y = BASE_H,
        z = 0,
        visible = true;
      if (st.kind === 'walk') {
        let leaving = 0;
        for (let o = 0; o < s; o++) if (standing[o] === st.from) leaving++;
        const from = st.first ? spaceAt(st.from, leaving) : centreAt(st.from);
        const x0 = from[0],
          z0 = from[1];
        const to = st.last ? spaceAt(st.to, st.to === view.seats[s]!.pawn ? restSpaces[s]! : 0) : centreAt(st.to);
        x = x0 + (to[0] - x0) * st.k;
        z = z0 + (to[1] - z0) * st.k;
        y += st.rope ? 4 * st.k * (1 - st.k) * HOP_LIFT : Math.sin(Math.PI * st.k) * 0.06;
      } else if (standing[s]! >= 0 && st.kind !== 'hidden') {
        const p = spaceAt(standing[s]!, spaces[s]!);
        x = p[0];
        z = p[1];
        if (st.kind === 'drop') y += (1 - easeOutBounce(st.k)) * PAWN_LIFT;
      } else visible = false;
      const mat = visible ? m.makeTranslation(x, y, z) : HIDDEN;
      body.setMatrixAt(s, mat);
      top.setMatrixAt(s, mat);
    }
    body.instanceMatrix.needsUpdate = top.instanceMatrix.needsUpdate = true;
  };

  // What does not move: the bases, colours and printed cells.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the meshes are refs; everything drawn here follows from model, n and seats
  useLayoutEffect(() => {
    const b = bases.current;
    if (b) {
      for (let i = 0; i < n; i++)
        b.setMatrixAt(i, m.makeTranslation(model.centres[2 * i]!, 0, model.centres[2 * i + 1]!));
      b.instanceMatrix.needsUpdate = true;
    }
    const rubyBase = new Set(model.rubies.map((r) => r.base));
    for (const [mesh, pieces] of [
      [solid.current, model.solid],
      [doors.current, model.doors],
    ] as const) {
      if (!mesh) continue;
      pieces.forEach((p, i) => {
        mesh.setColorAt(i, rubyBase.has(p.base) ? RUBY_TINT : PLAIN);
      });
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
    const f = floors.current;
    if (f) for (let i = 0; i < n; i++) setAtlasCell(f, i, FLOOR_GRID, floorCell(rubyBase.has(i), model.arrows[i] ?? 1));
    const rp = roofPrints.current;
    if (rp)
      model.rubies.forEach((r, i) => {
        setAtlasCell(rp, i, MARK_GRID, ROOF + r.symbol);
      });
    const t = tiles.current;
    if (t)
      model.tiles.forEach((tile, i) => {
        setAtlasCell(t, i, TILE_GRID, tile.cell);
      });
    for (let s = 0; s < seats; s++) {
      pawns.current?.setColorAt(s, colour.set(seatLook(s).colour));
      if (pawnTops.current) setAtlasCell(pawnTops.current, s, MARK_GRID, PAWN_TOP + s);
      if (pennants.current) setAtlasCell(pennants.current, s, MARK_GRID, PENNANT + s);
    }
    if (pawns.current?.instanceColor) pawns.current.instanceColor.needsUpdate = true;
  }, [model, n, seats]);

  // A new view: drawn at once as it stands (what the timeline still has to play included), then kept up by the loop.
  useTimelineDrawing(anim, write, () => {
    if (!lastEye.equals(camera.position) || !lastLook.equals(camera.quaternion)) writeFlags();
  });

  return (
    <group>
      <Instances kind={kinds.bases} meshRef={bases} tip="tower" />
      <Instances kind={kinds.floors} meshRef={floors} tip="tower" />
      <Instances kind={kinds.solid} meshRef={solid} tip="tower" />
      <Instances kind={kinds.doors} meshRef={doors} tip="door" />
      <Instances kind={kinds.sills} meshRef={sills} tip="door" />
      <Instances kind={kinds.chevrons} meshRef={chevrons} tip="turn" />
      {rubyCount ? (
        <>
          <Instances kind={kinds.columns} meshRef={columns} tip="ruby" />
          <Instances kind={kinds.roofs} meshRef={roofs} tip="ruby" />
          <Instances kind={kinds.roofPrints} meshRef={roofPrints} tip="ruby" />
          <Instances kind={kinds.gems} meshRef={gems} tip="ruby" />
        </>
      ) : null}
      <Instances kind={kinds.tiles} meshRef={tiles} tip="tile" />
      <Instances kind={kinds.pawns} meshRef={pawns} tip="pawn" />
      <Instances kind={kinds.pawnTops} meshRef={pawnTops} tip="pawn" />
      <Instances kind={kinds.poles} meshRef={poles} tip="flag" />
      <Instances kind={kinds.pennants} meshRef={pennants} tip="flag" />
    </group>
  );
});
