// The players' stations on the table's rim (scene frame): each seat's chest in its colour, open, with brass
// bands, the rubies inside and a brass plaque with their count on front and back; the oak tray beside it with
// the things in hand lying face up (objects with their pictures, carried ruby tiles); and past the tray the
// used objects waiting to be put away. While tiles travel (Flights.tsx) a tile is drawn here only once it has
// landed, and the gems of a deposit fall into the chest one by one; at rest nothing is written.
import { memo, useLayoutEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { useThree } from '@react-three/fiber';
import { Color, Matrix4, type InstancedMesh } from 'three';
import type { HandItem, LabiroView } from '../../../shared/games/labiro/game-types.js';
import { HAND_LIMIT } from '../../../shared/games/labiro/index.js';
import { easeOutBounce } from '../../scene/anim.js';
import { atlasGeometry, setAtlasCell } from '../../scene/atlas.js';
import type { AnimState } from './Board.js';
import { useTimelineDrawing } from '../../kit/timeline.js';
import {
  CHEST,
  chestBandsGeometry,
  chestBodyGeometry,
  chestLidGeometry,
  gemGeometry,
  quadGeometry,
  tileGeometry,
  trayGeometry,
} from './geometry.js';
import { brass, lacquer, markPrint, oak, ruby, tilePrint } from './materials.js';
import { itemKey } from './moves.js';
import { seatLook } from './palette.js';
import { MARK_GRID, PLAQUE, RUBY_FACE, TILE_GRID, objectCell } from './prints.js';
import {
  HAND_TILE,
  TRAY_STEP,
  TRAY_TILE_Y,
  USED_BACK,
  USED_DX,
  USED_STEP,
  stationOf,
  stationSpread,
} from './stations.js';
import { chestShown, gemDrop, itemBusy } from './timeline.js';

const TRAY_W = HAND_LIMIT * TRAY_STEP + 0.14;
const TRAY_D = 0.8;
/** The lid stands open to the left, so the rubies inside show from every seat. */
const LID_OPEN = Math.PI / 2 + 0.3;
/** The most rubies a chest shows as gems (the plaque counts them all). */
const GEMS_SHOWN = 8;
/** Used objects drawn per seat (a robbery against an armed player leaves two waiting). */
const USED_SHOWN = 2;
/** How far above its place in the chest a gem starts falling. */
const GEM_FALL = 0.9;
/** Station pieces stand a hair above the table top. */
const STATION_Y = 0.012;

const HIDDEN = new Matrix4().makeScale(0, 0, 0);
const m = new Matrix4();
const local = new Matrix4();
const station = new Matrix4();
const colour = new Color();

/** The tiles-atlas cell of a thing in hand. */
export function handCell(item: HandItem): number {
  return item.kind === 'object' ? objectCell(item.tile) : RUBY_FACE + item.tile.rubies;
}

/** The matrix of a point `dx` to the right of a seat's station (and `dz` towards the player), turned like it. */
function stationMatrix(seat: number, dx: number, out: Matrix4, dz = 0): Matrix4 {
  const st = stationOf(seat);
  return out
    .makeRotationY(st.yaw)
    .setPosition(st.x, STATION_Y, st.z)
    .multiply(local.makeTranslation(dx, 0, dz));
}

/** Props: the view and the animation state shared with the scene. */
export interface StationsProps {
  readonly view: LabiroView;
  readonly anim: MutableRefObject<AnimState>;
}

/** Every seat's chest, tray and used objects. */
export const Stations = memo(function Stations({ view, anim }: StationsProps) {
  const seats = view.seats.length;
  const invalidate = useThree((s) => s.invalidate);
  const bodies = useRef<InstancedMesh>(null);
  const lids = useRef<InstancedMesh>(null);
  const bands = useRef<InstancedMesh>(null);
  const gems = useRef<InstancedMesh>(null);
  const plaques = useRef<InstancedMesh>(null);
  const trays = useRef<InstancedMesh>(null);
  const tiles = useRef<InstancedMesh>(null);
  const plaqueGeo = useMemo(() => atlasGeometry(quadGeometry(), 2 * seats), [seats]);
  const tileCap = (HAND_LIMIT + USED_SHOWN) * seats;
  const tileGeo = useMemo(() => atlasGeometry(tileGeometry(HAND_TILE, 0.04), tileCap), [tileCap]);
  useLayoutEffect(
    () => () => {
      plaqueGeo.dispose();
      tileGeo.dispose();
    },
    [plaqueGeo, tileGeo],
  );

  // What does not move between views: chests, lids, bands and trays.
  useLayoutEffect(() => {
    const [b, l, bd, tr] = [bodies.current, lids.current, bands.current, trays.current];
    if (!b || !l || !bd || !tr) return;
    for (let s = 0; s < seats; s++) {
      const spread = stationSpread(s);
      const chest = stationMatrix(s, spread.chest, station);
      b.setMatrixAt(s, chest);
      bd.setMatrixAt(s, chest);
      b.setColorAt(s, colour.set(seatLook(s).colour));
      l.setColorAt(s, colour.set(seatLook(s).colour).multiplyScalar(0.85));
      l.setMatrixAt(
        s,
        m
          .copy(chest)
          .multiply(local.makeTranslation(-CHEST.w / 2, CHEST.h, 0))
          .multiply(local.makeRotationZ(LID_OPEN)),
      );
      tr.setMatrixAt(s, stationMatrix(s, spread.tray, station));
    }
    for (const x of [b, l, bd, tr]) x.instanceMatrix.needsUpdate = true;
    if (b.instanceColor) b.instanceColor.needsUpdate = true;
    if (l.instanceColor) l.instanceColor.needsUpdate = true;
    invalidate();
  }, [seats, invalidate]);

  /** Writes the gems, plaques and tiles for time `now`: what is still travelling is left to the Flights. */
  const write = (now: number) => {
    const g = gems.current,
      p = plaques.current,
      t = tiles.current;
    if (!g || !p || !t) return;
    const timeline = anim.current.timeline;
    let gi = 0,
      ti = 0;
    for (let s = 0; s < seats; s++) {
      const spread = stationSpread(s);
      const count = view.seats[s]?.chest ?? 0;
      const shown = chestShown(timeline, s, count, now);
      setAtlasCell(p, 2 * s, MARK_GRID, PLAQUE + Math.min(7, shown));
      setAtlasCell(p, 2 * s + 1, MARK_GRID, PLAQUE + Math.min(7, shown));
      const chest = stationMatrix(s, spread.chest, station);
      // Plaques on the front (towards the player) and the back (towards the map), upright.
      p.setMatrixAt(
        2 * s,
        m
          .copy(chest)
          .multiply(local.makeTranslation(0, CHEST.h * 0.5, CHEST.d / 2 + 0.014))
          .multiply(local.makeRotationX(Math.PI / 2))
          .multiply(local.makeScale(0.26, 1, 0.26)),
      );
      p.setMatrixAt(
        2 * s + 1,
        m
          .copy(chest)
          .multiply(local.makeTranslation(0, CHEST.h * 0.5, -CHEST.d / 2 - 0.014))
          .multiply(local.makeRotationY(Math.PI))
          .multiply(local.makeRotationX(Math.PI / 2))
          .multiply(local.makeScale(0.26, 1, 0.26)),
      );
      for (let k = 0; k < Math.min(GEMS_SHOWN, count); k++) {
        const drop = gemDrop(timeline, s, k, now);
        if (drop < 0) continue;
        const col = k % 4,
          row = Math.floor(k / 4);
        const x = (col - 1.5) * 0.19,
          z = (row - 0.5) * 0.2,
          y = 0.12 + 0.04 * ((k * 7) % 3) + (1 - easeOutBounce(drop)) * GEM_FALL;
        g.setMatrixAt(
          gi++,
          m
            .copy(chest)
            .multiply(local.makeTranslation(x, y, z))
            .multiply(local.makeRotationY(k * 1.3))
            .multiply(local.makeScale(0.17, 0.17, 0.17)),
        );
      }
      const hand = view.seats[s]?.hand ?? [];
      for (let i = 0; i < hand.length && i < HAND_LIMIT; i++) {
        const item = hand[i]!;
        if (itemBusy(timeline, itemKey(item), now)) continue;
        t.setMatrixAt(
          ti,
          stationMatrix(s, spread.tray + (i - 1) * TRAY_STEP, station).multiply(
            local.makeTranslation(0, TRAY_TILE_Y - STATION_Y, 0),
          ),
        );
        setAtlasCell(t, ti, TILE_GRID, handCell(item));
        ti++;
      }
      let k = 0;
      for (let u = 0; u < view.pending.length; u++) {
        const used = view.pending[u]!;
        if (used.seat !== s || k >= USED_SHOWN) continue;
        const slot = k++;
        if (itemBusy(timeline, used.tile.id, now)) continue;
        t.setMatrixAt(
          ti,
          stationMatrix(s, spread.tray + USED_DX + slot * USED_STEP, station, USED_BACK * slot).multiply(
            local.makeTranslation(0, TRAY_TILE_Y - STATION_Y + 0.012 * slot, 0),
          ),
        );
        setAtlasCell(t, ti, TILE_GRID, objectCell(used.tile));
        ti++;
      }
    }
    for (let i = gi; i < g.count; i++) g.setMatrixAt(i, HIDDEN);
    for (let i = ti; i < t.count; i++) t.setMatrixAt(i, HIDDEN);
    g.count = gi;
    t.count = ti;
    g.instanceMatrix.needsUpdate = p.instanceMatrix.needsUpdate = t.instanceMatrix.needsUpdate = true;
  };

  // A new view: drawn at once as it stands (what the timeline still has to play included), then kept up by the loop.
  useTimelineDrawing(anim, write);

  const cap = Math.max(1, seats);
  return (
    <group key={seats}>
      <instancedMesh
        ref={bodies}
        args={[chestBodyGeometry(), lacquer(), cap]}
        castShadow
        receiveShadow
        frustumCulled={false}
      />
      <instancedMesh
        ref={lids}
        args={[chestLidGeometry(), lacquer(), cap]}
        castShadow
        receiveShadow
        frustumCulled={false}
      />
      <instancedMesh ref={bands} args={[chestBandsGeometry(), brass(), cap]} castShadow frustumCulled={false} />
      <instancedMesh ref={gems} args={[gemGeometry(), ruby(), GEMS_SHOWN * cap]} castShadow frustumCulled={false} />
      <instancedMesh ref={plaques} args={[plaqueGeo, markPrint(), 2 * cap]} frustumCulled={false} />
      <instancedMesh
        ref={trays}
        args={[trayGeometry(TRAY_W, TRAY_D), oak(), cap]}
        castShadow
        receiveShadow
        frustumCulled={false}
      />
      <instancedMesh
        ref={tiles}
        args={[tileGeo, tilePrint(), Math.max(1, tileCap)]}
        castShadow
        receiveShadow
        frustumCulled={false}
      />
    </group>
  );
});
