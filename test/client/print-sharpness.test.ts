// How sharp a print shows (client/scene/printSharpness.ts) and how the pixel ratio keeps the frame budget
// (client/scene/pixelRatio.ts): a card seen head-on at known sizes reads the texels per device pixel a person
// would count; the ratio steps down only when most moving frames miss the budget.
import { describe, expect, it } from 'vitest';
import { CanvasTexture, Mesh, MeshBasicMaterial, PerspectiveCamera, PlaneGeometry, RepeatWrapping, Scene } from 'three';
import { leastStretch, printsOnPage, triangleTexelsPerPixel } from '../../client/scene/printSharpness.js';
import {
  FRAME_BUDGET_MS,
  SAMPLE_FRAMES,
  SOFTWARE_MOVING,
  afterFrame,
  ratioFor,
  startRatio,
  type RatioGovernor,
} from '../../client/scene/pixelRatio.js';

/** A canvas stand-in three accepts as an image: a size and a getContext. */
const canvas = (width: number, height: number) =>
  ({ width, height, getContext: () => null }) as unknown as HTMLCanvasElement;

/** A 1×1 card printed with a `texels`² canvas, square to a camera that shows `visible` units across a `px`² canvas. */
function cardScene(texels: number, visible: number) {
  const scene = new Scene();
  const card = new Mesh(
    new PlaneGeometry(1, 1),
    new MeshBasicMaterial({ map: new CanvasTexture(canvas(texels, texels)) }),
  );
  card.name = 'card';
  scene.add(card);
  const camera = new PerspectiveCamera(60, 1, 0.1, 100);
  camera.position.set(0, 0, visible / 2 / Math.tan((30 * Math.PI) / 180));
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();
  scene.updateMatrixWorld();
  return { scene, camera, card };
}

describe('how sharp a print shows on the page', () => {
  it('the least stretch of a map: a plain scale, a squash, a turn', () => {
    expect(leastStretch(2, 0, 0, 2)).toBeCloseTo(2);
    expect(leastStretch(3, 0, 0, 0.5)).toBeCloseTo(0.5);
    const c = Math.cos(0.7),
      s = Math.sin(0.7);
    expect(leastStretch(1.5 * c, -1.5 * s, 1.5 * s, 1.5 * c)).toBeCloseTo(1.5);
  });

  it('a triangle twice as many texels as pixels across reads 2; one seen edge-on reads nothing', () => {
    expect(
      triangleTexelsPerPixel(
        [
          [0, 0],
          [10, 0],
          [0, 10],
        ],
        [
          [0, 0],
          [20, 0],
          [0, 20],
        ],
      ),
    ).toBeCloseTo(2);
    expect(
      triangleTexelsPerPixel(
        [
          [0, 0],
          [10, 0],
          [20, 0],
        ],
        [
          [0, 0],
          [20, 0],
          [0, 20],
        ],
      ),
    ).toBeNull();
  });

  it('a 512-texel card filling half of a 400-pixel canvas: 2.56 texels per device pixel at ratio 1, 1.28 at ratio 2', () => {
    const { scene, camera } = cardScene(512, 2); // 2 units across the view: the card spans half of it
    const at1 = printsOnPage(scene, camera, 400, 400, 1);
    expect(at1).toHaveLength(1);
    expect(at1[0]).toMatchObject({ what: 'card', print: '512×512' });
    expect(at1[0]!.texelsPerPixel).toBeCloseTo(2.56, 1);
    expect(at1[0]!.pixels).toBeCloseTo(200 * 200, -3);
    expect(printsOnPage(scene, camera, 400, 400, 2)[0]!.texelsPerPixel).toBeCloseTo(1.28, 1);
  });

  it('a card the camera cannot see, one turned away, a tiled cloth and a hidden card are not prints on the page', () => {
    const { scene, camera, card } = cardScene(512, 2);
    card.rotation.y = Math.PI; // its back to the camera, one-sided
    scene.updateMatrixWorld();
    expect(printsOnPage(scene, camera, 400, 400, 2)).toEqual([]);
    card.rotation.y = 0;
    card.visible = false;
    scene.updateMatrixWorld();
    expect(printsOnPage(scene, camera, 400, 400, 2)).toEqual([]);
    card.visible = true;
    (card.material as MeshBasicMaterial).map!.wrapS = RepeatWrapping;
    expect(printsOnPage(scene, camera, 400, 400, 2)).toEqual([]);
  });
});

describe('the pixel ratio keeps the frame budget', () => {
  const frames = (g: RatioGovernor, gapMs: number, n: number) =>
    Array.from({ length: n }).reduce<RatioGovernor>((x) => afterFrame(x, gapMs, true), g);

  it('rests at the screen ratio, capped at 2; a GPU moves at it until measured, software at half', () => {
    expect(startRatio(3)).toMatchObject({ rest: 2, moving: 2, floor: 1 });
    expect(startRatio(1.5)).toMatchObject({ rest: 1.5, moving: 1.5, floor: 1 });
    expect(startRatio(1, true)).toMatchObject({ rest: 1, moving: SOFTWARE_MOVING, floor: SOFTWARE_MOVING });
    const g = startRatio(2);
    expect(ratioFor(g, false)).toBe(2);
    expect(ratioFor(frames(g, FRAME_BUDGET_MS * 2, SAMPLE_FRAMES), true)).toBe(1.5);
    expect(ratioFor(frames(g, FRAME_BUDGET_MS * 2, SAMPLE_FRAMES), false)).toBe(2); // at rest: fine again
  });

  it('a table that moves within budget keeps moving at 2, however long it plays', () => {
    expect(frames(startRatio(2), FRAME_BUDGET_MS - 4, SAMPLE_FRAMES * 10).moving).toBe(2);
  });

  it('slow moving frames step the moving ratio down to 1.5 after one sample, to 1 after the next, and no further', () => {
    const slow = FRAME_BUDGET_MS * 2;
    expect(frames(startRatio(2), slow, SAMPLE_FRAMES - 1).moving).toBe(2);
    expect(frames(startRatio(2), slow, SAMPLE_FRAMES).moving).toBe(1.5);
    expect(frames(startRatio(2), slow, SAMPLE_FRAMES * 2).moving).toBe(1);
    expect(frames(startRatio(2), slow, SAMPLE_FRAMES * 5).moving).toBe(1);
    expect(frames(startRatio(1, true), slow, SAMPLE_FRAMES * 5).moving).toBe(SOFTWARE_MOVING);
  });

  it('rests between moves are not frame times, and a few slow frames among many good ones change nothing', () => {
    let rests = startRatio(2);
    for (let i = 0; i < SAMPLE_FRAMES * 3; i++) rests = afterFrame(rests, 5000, false); // frames that asked for no next one
    expect(rests).toEqual(startRatio(2));
    let g = startRatio(2);
    for (let i = 0; i < SAMPLE_FRAMES * 4; i++)
      g = afterFrame(g, i % 3 === 0 ? FRAME_BUDGET_MS * 3 : FRAME_BUDGET_MS - 5, true);
    expect(g.moving).toBe(2);
  });
});
