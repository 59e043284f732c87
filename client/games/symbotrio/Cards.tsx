// The cards on the table: the deck face down on the felt, each seat's open card before it, its won pile growing
// face down at its right, a trickster's cards at its left with the card he drew on top, and every card on its
// way between them (motion.ts), turning over when its face changes. All of them are two instanced meshes — the
// card stock and the printed faces from the atlas — so the whole set costs two draw calls and a shadow pass.
import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { BoxGeometry, Euler, Matrix4, PlaneGeometry, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { SymbotrioView } from '../../../shared/games/symbotrio/game-types.js';
import { useTimelineDrawing, type AnimState } from '../../kit/timeline.js';
import { atlasGeometry, setAtlasCell } from '../../scene/atlas.js';
import { CARD_GRID, cardCell, uploadCardCells } from './atlas.js';
import { CARD_D, CARD_T, CARD_W, CARD_Y, DECK_PLACE, openCardPlace, pilePlace, stackHeight } from './layout.js';
import { cardPrint, cardStock } from './materials.js';
import { drawnPose, flightAt, tricksterPose, type Motion } from './motion.js';
import { BACK_KEY, faceKey } from './prints.js';

/** The most cards drawn at once (deck, 6 × open and pile, tricksters and the drawn card, flights). */
const CAPACITY = 48;

/** One card (or a stack) to draw: underside centre, yaw, roll (0 face up, π face down), thickness and face. */
interface Piece {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly yaw: number;
  readonly roll: number;
  readonly count: number;
  readonly face: string;
}

const m = new Matrix4(),
  part = new Matrix4(),
  q = new Quaternion(),
  e = new Euler(0, 0, 0, 'YXZ'),
  pos = new Vector3(),
  scale = new Vector3();
const FACE_UP = new Matrix4().makeRotationX(-Math.PI / 2);
const FACE_DOWN = new Matrix4().makeRotationX(Math.PI / 2);
const size = new Matrix4(),
  top = new Matrix4(),
  bottom = new Matrix4(),
  card = new Matrix4().makeScale(CARD_W, CARD_D, 1);

/** The pieces at rest for the view at `now`, leaving out what a flight still carries to its place. */
function restingPieces(view: SymbotrioView, motion: Motion, now: number): Piece[] {
  const out: Piece[] = [];
  const flying = motion.flights.filter((f) => now < f.end);
  const landing = (at: 'open' | 'pile' | 'drawn', seat: number) =>
    flying.filter((f) => f.landing.at === at && 'seat' in f.landing && f.landing.seat === seat).length;
  const deckFlights = flying.filter((f) => f.landing.at === 'deck').length;
  const deck = view.deckCount - deckFlights;
  if (deck > 0)
    out.push({
      x: DECK_PLACE.x,
      y: CARD_Y,
      z: DECK_PLACE.z,
      yaw: DECK_PLACE.yaw,
      roll: Math.PI,
      count: deck,
      face: BACK_KEY,
    });
  view.seats.forEach((s, seat) => {
    if (s.open && landing('open', seat) === 0) {
      const p = openCardPlace(seat);
      out.push({ x: p.x, y: CARD_Y, z: p.z, yaw: p.yaw, roll: 0, count: 1, face: faceKey(s.open) });
    }
    const pile = s.wonCount - landing('pile', seat);
    if (pile > 0) {
      const p = pilePlace(seat);
      out.push({ x: p.x, y: CARD_Y, z: p.z, yaw: p.yaw, roll: Math.PI, count: pile, face: BACK_KEY });
    }
  });
  const trick = view.trick;
  if (trick) {
    const hidden = landing('drawn', view.turn);
    const cards = [
      ...trick.tricksters.map((c, i) => ({ c, p: tricksterPose(view.turn, i) })),
      ...(trick.drawn ? [{ c: trick.drawn, p: drawnPose(view.turn) }] : []),
    ];
    // A card still on its way to the trickster's place is the newest one(s): the last `hidden` are left out.
    cards.slice(0, cards.length - hidden).forEach(({ c, p }) => {
      out.push({ x: p.x, y: p.y, z: p.z, yaw: p.yaw, roll: 0, count: 1, face: faceKey(c) });
    });
  }
  for (const f of flying) {
    const at = flightAt(f, Math.max(now, f.start));
    out.push({ ...at, count: 1, face: f.face });
  }
  return out;
}

/** Every card on the table. */
export function Cards({
  view,
  anim,
}: {
  readonly view: SymbotrioView;
  readonly anim: MutableRefObject<AnimState<Motion>>;
}) {
  const bodies = useRef<InstancedMesh>(null);
  const faces = useRef<InstancedMesh>(null);
  const geometry = useMemo(
    () => ({ body: new BoxGeometry(1, 1, 1), face: atlasGeometry(new PlaneGeometry(1, 1), CAPACITY * 2) }),
    [],
  );
  useEffect(
    () => () =>
      Object.values(geometry).forEach((g) => {
        g.dispose();
      }),
    [geometry],
  );

  useTimelineDrawing(anim, (now) => {
    const b = bodies.current,
      f = faces.current;
    if (!b || !f) return;
    const pieces = restingPieces(view, anim.current.timeline, now).slice(0, CAPACITY);
    pieces.forEach((p, i) => {
      const thick = p.count > 1 ? stackHeight(p.count) : CARD_T;
      q.setFromEuler(e.set(0, p.yaw, p.roll));
      m.compose(pos.set(p.x, p.y + thick / 2, p.z), q, scale.set(1, 1, 1));
      b.setMatrixAt(i, part.copy(m).multiply(size.makeScale(CARD_W * 0.985, thick, CARD_D * 0.985)));
      // The printed face on the top side (before the roll), the back on the other.
      top
        .makeTranslation(0, thick / 2 + 0.0008, 0)
        .multiply(FACE_UP)
        .multiply(card);
      bottom
        .makeTranslation(0, -thick / 2 - 0.0008, 0)
        .multiply(FACE_DOWN)
        .multiply(card);
      f.setMatrixAt(2 * i, part.copy(m).multiply(top));
      setAtlasCell(f, 2 * i, CARD_GRID, cardCell(p.face));
      f.setMatrixAt(2 * i + 1, part.copy(m).multiply(bottom));
      setAtlasCell(f, 2 * i + 1, CARD_GRID, cardCell(BACK_KEY));
    });
    b.count = pieces.length;
    f.count = pieces.length * 2;
    b.instanceMatrix.needsUpdate = true;
    f.instanceMatrix.needsUpdate = true;
  });

  return (
    <group>
      <instancedMesh
        ref={bodies}
        args={[geometry.body, cardStock(), CAPACITY]}
        castShadow
        receiveShadow
        frustumCulled={false}
      />
      <instancedMesh
        ref={faces}
        args={[geometry.face, cardPrint(), CAPACITY * 2]}
        onBeforeRender={uploadCardCells}
        receiveShadow
        frustumCulled={false}
      />
    </group>
  );
}
