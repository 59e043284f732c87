// The players' stations on the table's rim (scene frame): each seat's chest in its colour, open, with brass
// bands, the rubies inside and a brass plaque with their count on front and back; and the oak tray beside it
// with the things in hand lying face up (objects with their pictures, carried ruby tiles). Static between views.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { Color, Matrix4, type InstancedMesh } from 'three';
import type { HandItem, LabiroView } from '../../../shared/games/labiro/game-types.js';
import { HAND_LIMIT } from '../../../shared/games/labiro/game-types.js';
import { atlasGeometry, setAtlasCell } from './atlas.js';
import { CHEST, chestBandsGeometry, chestBodyGeometry, chestLidGeometry, gemGeometry, quadGeometry, tileGeometry, trayGeometry } from './geometry.js';
import { brass, lacquer, markPrint, oak, ruby, tilePrint } from './materials.js';
import { seatLook } from './palette.js';
import { MARK_GRID, PLAQUE, RUBY_FACE, TILE_GRID, objectCell } from './prints.js';
import { TRAY_STEP, stationOf, stationSpread } from './stations.js';

/** Side of a tile in hand (scene units). */
const HAND_TILE = 0.56;
const TRAY_W = HAND_LIMIT * TRAY_STEP + 0.14;
const TRAY_D = 0.8;
/** The lid stands open to the left, so the rubies inside show from every seat. */
const LID_OPEN = Math.PI / 2 + 0.3;
/** The most rubies a chest shows as gems (the plaque counts them all). */
const GEMS_SHOWN = 8;

const m = new Matrix4();
const local = new Matrix4();
const station = new Matrix4();
const colour = new Color();

/** The tiles-atlas cell of a thing in hand. */
export function handCell(item: HandItem): number {
  return item.kind === 'object' ? objectCell(item.tile) : RUBY_FACE + item.tile.rubies;
}

function stationMatrix(seat: number, dx: number, out: Matrix4): Matrix4 {
  const st = stationOf(seat);
  return out.makeRotationY(st.yaw).setPosition(st.x, 0.012, st.z).multiply(local.makeTranslation(dx, 0, 0));
}

/** Every seat's chest and tray. */
export const Stations = memo(function Stations({ view }: { readonly view: LabiroView }) {
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
  const tileGeo = useMemo(() => atlasGeometry(tileGeometry(HAND_TILE, 0.04), HAND_LIMIT * seats), [seats]);
  useLayoutEffect(() => () => {
    plaqueGeo.dispose();
    tileGeo.dispose();
  }, [plaqueGeo, tileGeo]);

  useLayoutEffect(() => {
    const [b, l, bd, g, p, tr, t] = [bodies.current, lids.current, bands.current, gems.current, plaques.current, trays.current, tiles.current];
    if (!b || !l || !bd || !g || !p || !tr || !t) return;
    let gi = 0, ti = 0;
    for (let s = 0; s < seats; s++) {
      const spread = stationSpread(s);
      const chest = stationMatrix(s, spread.chest, station);
      b.setMatrixAt(s, chest);
      bd.setMatrixAt(s, chest);
      b.setColorAt(s, colour.set(seatLook(s).colour));
      l.setColorAt(s, colour.set(seatLook(s).colour).multiplyScalar(0.85));
      l.setMatrixAt(s, m.copy(chest).multiply(local.makeTranslation(-CHEST.w / 2, CHEST.h, 0)).multiply(local.makeRotationZ(LID_OPEN)));
      const count = view.seats[s]?.chest ?? 0;
      // Plaques on the front (towards the player) and the back (towards the map), upright.
      p.setMatrixAt(2 * s, m.copy(chest).multiply(local.makeTranslation(0, CHEST.h * 0.5, CHEST.d / 2 + 0.014)).multiply(local.makeRotationX(Math.PI / 2)).multiply(local.makeScale(0.26, 1, 0.26)));
      p.setMatrixAt(2 * s + 1, m.copy(chest).multiply(local.makeTranslation(0, CHEST.h * 0.5, -CHEST.d / 2 - 0.014)).multiply(local.makeRotationY(Math.PI)).multiply(local.makeRotationX(Math.PI / 2)).multiply(local.makeScale(0.26, 1, 0.26)));
      setAtlasCell(p, 2 * s, MARK_GRID, PLAQUE + Math.min(7, count));
      setAtlasCell(p, 2 * s + 1, MARK_GRID, PLAQUE + Math.min(7, count));
      for (let k = 0; k < Math.min(GEMS_SHOWN, count); k++) {
        const col = k % 4, row = Math.floor(k / 4);
        const x = (col - 1.5) * 0.19, z = (row - 0.5) * 0.2, y = 0.12 + 0.04 * ((k * 7) % 3);
        g.setMatrixAt(gi++, m.copy(chest).multiply(local.makeTranslation(x, y, z)).multiply(local.makeRotationY(k * 1.3)).multiply(local.makeScale(0.17, 0.17, 0.17)));
      }
      tr.setMatrixAt(s, stationMatrix(s, spread.tray, station));
      const hand = view.seats[s]?.hand ?? [];
      hand.slice(0, HAND_LIMIT).forEach((item, i) => {
        t.setMatrixAt(ti, stationMatrix(s, spread.tray + (i - 1) * TRAY_STEP, station).multiply(local.makeTranslation(0, 0.03, 0)));
        setAtlasCell(t, ti, TILE_GRID, handCell(item));
        ti++;
      });
    }
    g.count = gi;
    t.count = ti;
    for (const x of [b, l, bd, g, p, tr, t]) x.instanceMatrix.needsUpdate = true;
    if (b.instanceColor) b.instanceColor.needsUpdate = true;
    if (l.instanceColor) l.instanceColor.needsUpdate = true;
    invalidate();
  }, [view.seats, seats, invalidate]);

  const cap = Math.max(1, seats);
  return (
    <group key={seats}>
      <instancedMesh ref={bodies} args={[chestBodyGeometry(), lacquer(), cap]} castShadow receiveShadow frustumCulled={false} />
      <instancedMesh ref={lids} args={[chestLidGeometry(), lacquer(), cap]} castShadow receiveShadow frustumCulled={false} />
      <instancedMesh ref={bands} args={[chestBandsGeometry(), brass(), cap]} castShadow frustumCulled={false} />
      <instancedMesh ref={gems} args={[gemGeometry(), ruby(), GEMS_SHOWN * cap]} castShadow frustumCulled={false} />
      <instancedMesh ref={plaques} args={[plaqueGeo, markPrint(), 2 * cap]} frustumCulled={false} />
      <instancedMesh ref={trays} args={[trayGeometry(TRAY_W, TRAY_D), oak(), cap]} castShadow receiveShadow frustumCulled={false} />
      <instancedMesh ref={tiles} args={[tileGeo, tilePrint(), HAND_LIMIT * cap]} castShadow receiveShadow frustumCulled={false} />
    </group>
  );
});
