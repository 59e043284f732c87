// The Web scene's pure parts (client/games/web/{model,glide,intents,layout}.ts), checked without a browser: what
// each viewer sees on the table (dots tabs only on one's own hand), where a click drops a card and lays a cable
// (only what the engine lists), how pieces travel (a drawn card from its pile, bought sticks from the shop), and
// that the cameras keep a seat's hand above the controls and every place on the table, and that the framed
// cameras show the network, the piles and the viewer's place between the panels, backing off as the network grows.
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { web, type WebAction, type WebState, type WebView } from '../../shared/games/web/index.js';
import { retarget, stickSpawns, posesOf, type Trips } from '../../client/games/web/glide.js';
import { clickTable, legalIndex, playAt, placementRefusal, playKey } from '../../client/games/web/intents.js';
import { FELT_DEPTH, FELT_LENGTH, TABLE_DEPTH, TABLE_LENGTH } from '../../client/scene/dimensions.js';
import {
  HAND_SQUARE,
  PILE_X,
  fanSlot,
  gridFrame,
  networkRect,
  pilePlace,
  pileReach,
  placeOf,
  seatCamera,
  topCamera,
} from '../../client/games/web/layout.js';
import { framedPoints, seatView as seatDirection, TOP_VIEW } from '../../client/games/web/framing.js';
import { framePose, type ScreenRect } from '../../client/scene/framing.js';
import type { SceneRect } from '../../client/games/web/layout.js';

/** Web's seat and top cameras as the scene frames them (client/scene/CameraFrame.tsx). */
const framedSeatCamera = (network: SceneRect, reach: number, seat: number, room: ScreenRect, aspect: number) =>
  framePose(framedPoints(network, reach, seat), seatDirection(seat).yaw, seatDirection(seat).pitch, room, aspect);
const framedTopCamera = (network: SceneRect, reach: number, seat: number, room: ScreenRect, aspect: number) =>
  framePose(framedPoints(network, reach, seat), TOP_VIEW.yaw, TOP_VIEW.pitch, room, aspect);
import { cellsOf } from '../../client/games/web/legal.js';
import { sceneModel } from '../../client/games/web/model.js';
import { sideOf } from '../../client/games/web/store.js';

function start(seed: number, players = 2): WebState {
  const r = web.setup({ seed, players, options: {} as never });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const seatView = (s: WebState, seat: number): WebView => web.view(s, { kind: 'seat', seat });
function act(s: WebState, seat: number, a: WebAction): WebState {
  const r = web.apply(s, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code}`);
  return r.value.state;
}
const NO_PICK = { selected: null, rotation: 0, cableMode: false, firstSquare: null } as const;

describe('what the table shows', () => {
  it('every card of the view is drawn once: the table, each pile top and every hand, each with its squares', () => {
    const s = start(3, 3);
    const v = seatView(s, 0);
    const m = sceneModel(v, cellsOf);
    const tops = v.piles.filter((p) => p.top).length;
    const hands = v.seats.reduce((n, st) => n + st.hand.length, 0);
    expect(m.cards).toHaveLength(v.table.length + tops + hands);
    expect(new Set(m.cards.map((c) => c.key)).size).toBe(m.cards.length);
    const squares = new Map<string, number>();
    for (const c of v.table) squares.set(`card:${c.id}`, c.squares.length);
    for (const p of v.piles) if (p.top) squares.set(`card:${p.top.id}`, p.top.squares.length);
    for (const st of v.seats) for (const c of st.hand) squares.set(`card:${c.id}`, c.squares.length);
    for (const c of m.cards) expect(c.cells.length, c.key).toBe(squares.get(c.key));
  });

  it("the green dots tabs lie only beside the viewer's own hand; a spectator sees none", () => {
    const s = start(5, 3);
    const mine = sceneModel(seatView(s, 1), cellsOf);
    expect(mine.cards.filter((c) => c.tab !== null).every((c) => c.seat === 1)).toBe(true);
    expect(mine.cards.filter((c) => c.tab !== null)).toHaveLength(seatView(s, 1).seats[1]!.hand.length);
    const watcher = sceneModel(web.view(s, { kind: 'spectator' }), cellsOf);
    expect(watcher.cards.filter((c) => c.tab !== null)).toHaveLength(0);
  });

  it('every cable stick of every seat is on the table somewhere: in front, in the shop or laid', () => {
    const s = start(9, 2);
    const m = sceneModel(seatView(s, 0), cellsOf);
    for (const seat of [0, 1]) expect(m.sticks.filter((x) => x.seat === seat)).toHaveLength(30);
  });
});

describe("clicks become the engine's own actions", () => {
  it('a picked card dropped on a square the engine lists is played there, centred on the pointer', () => {
    const s = start(11);
    const me = s.turn!;
    const v = seatView(s, me);
    const legal = legalIndex(web.legalFromView!(v, me));
    const play = web.legalFromView!(v, me).find((a): a is Extract<WebAction, { type: 'play' }> => a.type === 'play')!;
    const card = v.seats[me]!.hand.find((c) => c.id === play.card)!;
    const cells = cellsOf(card.shape, play.rotation);
    const w = Math.max(...cells.map((c) => c[0])) + 1,
      h = Math.max(...cells.map((c) => c[1])) + 1;
    const at: [number, number] = [play.x + Math.floor((w - 1) / 2), play.y + Math.floor((h - 1) / 2)];
    expect(playAt(card.id, card.shape, play.rotation, at, cellsOf)).toEqual(play);
    const click = clickTable(
      { ...NO_PICK, selected: card.id, rotation: play.rotation },
      legal,
      at,
      null,
      v.seats[me]!.hand,
      cellsOf,
    );
    expect(click).toEqual({ kind: 'send', action: play });
  });

  it("a card dropped where it would overlap sends nothing, and the ghost names the engine's refusal", () => {
    const s = start(11);
    const me = s.turn!;
    const v = seatView(s, me);
    const legal = legalIndex(web.legalFromView!(v, me));
    const card = v.seats[me]!.hand[0]!;
    const onCentre: [number, number] = [v.table[0]!.squares[1]!.x, v.table[0]!.squares[1]!.y];
    const play = playAt(card.id, card.shape, 0, onCentre, cellsOf);
    expect(legal.plays.has(playKey(play.card, play.rotation, play.x, play.y))).toBe(false);
    expect(clickTable({ ...NO_PICK, selected: card.id }, legal, onCentre, null, v.seats[me]!.hand, cellsOf)).toEqual({
      kind: 'none',
    });
    expect(placementRefusal(v, play, card.shape)).toBe('web/overlap');
  });

  it('with a cable in hand, a click on a lit side lays it; a first square waits for a neighbour', () => {
    let s = start(13);
    const me = s.turn!;
    s = act(s, me, web.legalActions(s, me).find((a) => a.type === 'play')!);
    const v = seatView(s, me);
    const actions = web.legalFromView!(v, me);
    const cable = actions.find((a): a is Extract<WebAction, { type: 'cable' }> => a.type === 'cable');
    if (!cable) return; // this card gave no cable to lay: nothing to click
    const legal = legalIndex(actions);
    const local = { ...NO_PICK, cableMode: true };
    expect(clickTable(local, legal, cable.a, sideOf(cable.a, cable.b), [], cellsOf)).toEqual({
      kind: 'send',
      action: { type: 'cable', ...sideOf(cable.a, cable.b) },
    });
    expect(clickTable(local, legal, cable.a, null, [], cellsOf)).toEqual({ kind: 'first', square: cable.a });
    const second = clickTable({ ...local, firstSquare: cable.a }, legal, cable.b, null, [], cellsOf);
    expect(second.kind).toBe('send');
  });
});

describe('pieces travel from where they were', () => {
  it('a drawn card flies from its pile into the hand; bought sticks hop from the shop to the front', () => {
    let s = start(17);
    const me = s.turn!;
    s = act(s, me, web.legalActions(s, me).find((a) => a.type === 'play')!);
    const before = sceneModel(seatView(s, me), cellsOf);
    const pile = web
      .legalActions(s, me)
      .find((a): a is Extract<WebAction, { type: 'draw' }> => a.type === 'draw')!.pile;
    const drawn = seatView(s, me).piles[pile]!.top!.id;
    s = act(s, me, { type: 'draw', pile });
    const after = sceneModel(seatView(s, me), cellsOf);
    const trips: Trips = new Map();
    retarget(trips, posesOf(before), [...after.cards, ...after.sticks], stickSpawns(before, after), 0);
    const trip = trips.get(`card:${drawn}`)!;
    const p = pilePlace(pile, before.pileReach);
    expect([trip.from.x, trip.from.z]).toEqual([p.x, p.z]);
    expect(trip.to.unit).toBe(HAND_SQUARE);
    expect(trip.lift).toBeGreaterThan(0);

    // Spend the front, then buy: the three new front sticks come from the shop's tray.
    const shopModel = sceneModel(
      {
        ...seatView(s, me),
        seats: seatView(s, me).seats.map((st, i) => (i === me ? { ...st, front: 0, shop: 27 } : st)),
      },
      cellsOf,
    );
    const bought = sceneModel(
      {
        ...seatView(s, me),
        seats: seatView(s, me).seats.map((st, i) => (i === me ? { ...st, front: 3, shop: 24 } : st)),
      },
      cellsOf,
    );
    const spawns = stickSpawns(shopModel, bought);
    const shopPoses = shopModel.sticks.filter((x) => x.place === 'shop' && x.seat === me).map((x) => x.pose);
    for (let k = 0; k < 3; k++) expect(shopPoses).toContainEqual(spawns.get(`front:${me}:${k}`));
  });
});

describe('where things stand', () => {
  const cam = new PerspectiveCamera(40, 1.6, 0.05, 200);
  const screen = (pose: { position: readonly number[]; target: readonly number[] }, x: number, z: number) => {
    cam.position.set(pose.position[0]!, pose.position[1]!, pose.position[2]!);
    cam.lookAt(pose.target[0]!, pose.target[1]!, pose.target[2]!);
    cam.updateMatrixWorld();
    const p = new Vector3(x, 0, z).project(cam);
    return { x: (p.x + 1) / 2, y: (1 - p.y) / 2 };
  };

  it("each seat's hand shows above the controls (the bottom 30%) from its own camera, and the felt's far edge below the top bar", () => {
    for (const seat of [0, 1, 2, 3, 4]) {
      const pose = seatCamera(seat);
      const mid = fanSlot(seat, 1, 3);
      const hand = screen(pose, mid.x, mid.z);
      expect(hand.y).toBeLessThan(0.7);
      expect(hand.x).toBeGreaterThan(0.25);
      expect(hand.x).toBeLessThan(0.75);
      const place = placeOf(seat);
      const far = screen(
        pose,
        -Math.sign(place.x) * (seat === 2 || seat === 3 ? FELT_LENGTH / 2 : 0),
        -Math.sign(place.z) * (seat === 2 || seat === 3 ? 0 : FELT_DEPTH / 2),
      );
      expect(far.y).toBeGreaterThan(0.12);
    }
  });

  it('the top camera shows the whole table top; every place and pile lies on the table', () => {
    for (const [x, z] of [
      [-TABLE_LENGTH / 2, -TABLE_DEPTH / 2],
      [TABLE_LENGTH / 2, TABLE_DEPTH / 2],
    ] as const) {
      const p = screen(topCamera, x, z);
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(1);
    }
    for (let seat = 0; seat < 5; seat++) {
      const p = placeOf(seat);
      expect(Math.abs(p.x)).toBeLessThan(TABLE_LENGTH / 2);
      expect(Math.abs(p.z)).toBeLessThan(TABLE_DEPTH / 2);
    }
    for (let i = 0; i < 6; i++) expect(Math.abs(pilePlace(i).x)).toBeLessThan(FELT_LENGTH / 2);
  });

  it('a young network is drawn big, a grown one shrinks to stay inside the felt between the piles', () => {
    const young = gridFrame([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    const grown = gridFrame(Array.from({ length: 30 }, (_, i) => [i - 15, (i % 7) - 3] as [number, number]));
    expect(grown.size).toBeLessThan(young.size);
    expect(34 * grown.size).toBeLessThanOrEqual(2 * (pilePlace(1).x - HAND_SQUARE * 1.5) + 1e-9);
  });
});

describe("the cameras frame the network, the piles and the viewer's place", () => {
  const cam = new PerspectiveCamera(40, 1.6, 0.05, 200);
  const onScreen = (
    pose: { position: readonly number[]; target: readonly number[] },
    aspect: number,
    p: readonly number[],
  ) => {
    cam.aspect = aspect;
    cam.updateProjectionMatrix();
    cam.position.set(pose.position[0]!, pose.position[1]!, pose.position[2]!);
    cam.lookAt(pose.target[0]!, pose.target[1]!, pose.target[2]!);
    cam.updateMatrixWorld();
    const v = new Vector3(p[0], p[1], p[2]).project(cam);
    return { x: (v.x + 1) / 2, y: (1 - v.y) / 2 };
  };
  // The room the shell's panels leave at 1280 × 800: left panels end at 302 px, the log starts at 968 px, the
  // turn line ends at 106 px and the controls start at 646 px.
  const room: ScreenRect = { x0: 312 / 1280, y0: 116 / 800, x1: 958 / 1280, y1: 636 / 800 };
  const young = sceneModel(seatView(start(5), 0), cellsOf);
  const grownSquares = Array.from({ length: 40 }, (_, i) => [(i % 8) - 4, Math.floor(i / 8) - 2] as [number, number]);
  const grownFrame = gridFrame(grownSquares);
  const grown = {
    network: networkRect(grownFrame, grownSquares, 1),
    pileReach: pileReach(networkRect(grownFrame, grownSquares)),
  };

  it("every seat's camera and the top camera show everything framed inside the room between the panels", () => {
    for (const m of [young, grown]) {
      for (const seat of [0, 1, 2, 3, 4]) {
        for (const pose of [
          framedSeatCamera(m.network, m.pileReach, seat, room, 1.6),
          framedTopCamera(m.network, m.pileReach, seat, room, 1.6),
        ]) {
          for (const p of framedPoints(m.network, m.pileReach, seat)) {
            const s = onScreen(pose, 1.6, p);
            expect(s.x).toBeGreaterThanOrEqual(room.x0 - 1e-3);
            expect(s.x).toBeLessThanOrEqual(room.x1 + 1e-3);
            expect(s.y).toBeGreaterThanOrEqual(room.y0 - 1e-3);
            expect(s.y).toBeLessThanOrEqual(room.y1 + 1e-3);
          }
        }
      }
    }
  });

  it('a young network is seen from closer than a grown one, and closer than the whole-table camera', () => {
    const dist = (pose: { position: readonly number[]; target: readonly number[] }) =>
      Math.hypot(
        pose.position[0]! - pose.target[0]!,
        pose.position[1]! - pose.target[1]!,
        pose.position[2]! - pose.target[2]!,
      );
    const near = framedSeatCamera(young.network, young.pileReach, 0, room, 1.6);
    const far = framedSeatCamera(grown.network, grown.pileReach, 0, room, 1.6);
    expect(dist(near)).toBeLessThan(dist(far));
    expect(dist(near)).toBeLessThan(dist(seatCamera(0)));
  });

  it("the piles keep clear of the network: close round a young one, at the felt's ends round a grown one", () => {
    for (const m of [young, grown]) {
      for (let i = 0; i < 6; i++) {
        const p = pilePlace(i, m.pileReach);
        expect(Math.abs(p.x) - HAND_SQUARE * 1.5).toBeGreaterThanOrEqual(Math.max(-m.network.minX, m.network.maxX));
        expect(Math.abs(p.x)).toBeLessThanOrEqual(PILE_X);
      }
    }
    expect(young.pileReach).toBeLessThan(grown.pileReach);
  });
});
