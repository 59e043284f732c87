// The one R3F canvas of the table screen.
//
// Render loop: frameloop="demand". A frame is drawn when React props change (R3F invalidates by itself), when
// the orbit controls move, and whenever something that animates calls `invalidate()` from its useFrame for
// each frame it still needs (the camera glide and cinematic orbit here; dice playback in the games). Nothing
// animates → no frames → no GPU work. No React state is set inside useFrame anywhere.
import { CAMERA_FOV_DEG } from './dimensions.js';
import { Suspense, useEffect, useRef, type MutableRefObject, type ReactNode } from 'react';
import { Canvas, addAfterEffect, extend, useFrame, useThree } from '@react-three/fiber';
import { ACESFilmicToneMapping, Vector3 } from 'three';
import type { AnyGameClient, CameraPose } from '../kit/contract.js';
import type { CameraPreset } from '../store.js';
import {
  addMotionSource,
  setClickableSource,
  setPrintSource,
  setProjector,
  setRenderInfoSource,
  testHooksAsked,
} from '../debug.js';
import { loadOnce } from '../kit/loadOnce.js';
import { PieceTips } from './PieceTips.js';
import { CameraRig } from './CameraRig.js';
import { Lights } from './Lights.js';
import { TableModel } from './TableModel.js';
import { quality } from './quality.js';
import { SHARPEN_AFTER_MS, afterFrame, ratioFor, startRatio } from './pixelRatio.js';
import { animationSpeed, speedUpClock } from './motion.js';
import { dropCoatings, installBilinearShadows, installProbeReflections } from './softwareShading.js';
import { setPhotographer } from './photo.js';
import * as THREE_CATALOGUE from './catalogue.js';

// The only classes <Canvas> can make from JSX tags in the build (its own whole-namespace catalogue is taken out there).
extend(THREE_CATALOGUE);

/** The photo's drawing, loaded on the first press (client/scene/photoShot.ts). */
const photoShot = loadOnce(() => import('./photoShot.js'));
/** The tests' scene probes, loaded only when the test hooks are asked for (client/scene/testProbes.ts). */
const probes = loadOnce(() => import('./testProbes.js'));

/** What the canvas needs: where the camera goes, the preset, and the game's pieces as children. */
export interface TableCanvasProps {
  readonly pose: CameraPose;
  readonly preset: CameraPreset;
  /** The game's client, whose director shots the director camera asks for; null while it loads or when unknown. */
  readonly game: AnyGameClient | null;
  readonly children?: ReactNode;
  /** An accessible name for the 3D view. */
  readonly label: string;
  /** An OBS overlay: only the table is drawn, on a fully transparent canvas (no floor around it). */
  readonly overlay?: boolean;
}

/** The table scene: wood, felt, lights, camera; the current game's Scene goes in `children`. */
export function TableCanvas({ pose, preset, game, children, label, overlay = false }: TableCanvasProps) {
  const q = quality();
  if (q.shadows === 'bilinear') installBilinearShadows();
  if (q.environment === 'probe') installProbeReflections();
  // The ratio the governor drew at last: R3F sets the canvas to its `dpr` prop again at each render of this
  // component, so the prop follows the governor (a re-render during a motion would else draw one frame at 2).
  const governed = useRef<number | null>(null);
  return (
    <Canvas
      className="table-canvas"
      shadows={q.shadows === 'bilinear' ? 'basic' : 'soft'}
      dpr={governed.current === null ? q.dpr : [governed.current, governed.current]}
      frameloop="demand"
      gl={{
        antialias: q.antialias,
        alpha: true,
        powerPreference: 'high-performance',
        toneMapping: ACESFilmicToneMapping,
      }}
      camera={{ fov: CAMERA_FOV_DEG, near: 0.05, far: 200, position: pose.position as [number, number, number] }}
      aria-label={label}
      role="img"
      onCreated={({ gl }) => {
        gl.toneMappingExposure = 1.05;
        // Clear to transparent black (alpha: true already does; said here because an overlay depends on it).
        gl.setClearColor(0x000000, 0);
      }}
    >
      <Lights shadowMapSize={q.shadowMapSize} environment={q.environment} />
      {q.coatings ? null : <NoCoatings />}
      <PixelRatioGovernor software={q.software} governed={governed} />
      <MotionClock />
      <TableModel floor={!overlay} />
      <Suspense fallback={null}>{children}</Suspense>
      <CameraRig pose={pose} preset={preset} game={game} />
      <RenderInfoProbe />
      <Photographer backdrop={!overlay} />
      {overlay ? null : <PieceTips />}
    </Canvas>
  );
}

/**
 * The pixel ratio, moving and at rest (pixelRatio.ts): read after each tick of R3F's loop (whether the tick drew,
 * and whether its frame asked for another). A motion draws at the moving ratio from its second frame; once the
 * table has rested SHARPEN_AFTER_MS, one frame at the resting ratio (moves that follow each other closely, a
 * press and the glide after it, stay at the moving ratio).
 */
function PixelRatioGovernor({
  software,
  governed,
}: {
  readonly software: boolean;
  readonly governed: MutableRefObject<number | null>;
}) {
  const get = useThree((s) => s.get);
  useEffect(() => {
    let governor = startRatio(get().viewport.dpr, software);
    let lastFrame = -1,
      lastAt = -1,
      asked = false;
    let sharpen: ReturnType<typeof setTimeout> | undefined;
    let sharpening = false;
    const setRatio = (ratio: number) => {
      sharpening = false;
      governed.current = ratio;
      if (get().viewport.dpr !== ratio) get().setDpr(ratio); // resizes the drawing buffer; the store change draws a frame
    };
    const withdraw = addMotionSource(() => (sharpening ? 'a frame at the resting pixel ratio due' : null));
    const stop = addAfterEffect((at) => {
      const state = get();
      const frame = state.gl.info.render.frame;
      if (frame === lastFrame) return; // nothing drawn in this tick
      if (lastAt >= 0) governor = afterFrame(governor, at - lastAt, asked);
      lastFrame = frame;
      lastAt = at;
      asked = state.internal.frames > 0;
      clearTimeout(sharpen); // the latest frame's wish wins
      sharpening = false;
      const ratio = ratioFor(governor, asked);
      if (state.viewport.dpr === ratio) return; // already drawn at it: no timer
      // Outside the loop: a resize inside a frame would clear what it drew.
      sharpening = true;
      sharpen = setTimeout(() => setRatio(ratio), asked ? 0 : SHARPEN_AFTER_MS);
    });
    return () => {
      stop();
      withdraw();
      clearTimeout(sharpen);
    };
  }, [get, software, governed]);
  return null;
}

/** Reduced motion: the frame clock runs faster, so every game's animation is short (motion.ts). */
function MotionClock() {
  const clock = useThree((s) => s.clock);
  useEffect(() => speedUpClock(clock, animationSpeed), [clock]);
  return null;
}

/** Software tier: clearcoat and sheen off on whatever the scene shows, checked before each frame is drawn. */
function NoCoatings() {
  const scene = useThree((s) => s.scene);
  useFrame(() => dropCoatings(scene));
  return null;
}

/** Lets the top bar's "Photo" button take a picture of this canvas while it lives (client/scene/photo.ts). */
function Photographer({ backdrop }: { readonly backdrop: boolean }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const rest = useThree((s) => s.viewport.initialDpr);
  useEffect(
    () => setPhotographer(() => photoShot.load().then((m) => m.photograph(gl, scene, camera, backdrop, rest))),
    [gl, scene, camera, backdrop, rest],
  );
  return null;
}

/** Publishes this canvas' renderer counters and projector to `window.__tavolo` while it lives. */
function RenderInfoProbe() {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  useEffect(
    () =>
      setProjector((x, y, z) => {
        const p = new Vector3(x, y, z).project(camera);
        const rect = gl.domElement.getBoundingClientRect();
        return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
      }),
    [gl, camera],
  );
  // For tests: a frame asked for (something animates, or a change waits for its frame) is motion; so is no frame yet.
  const get = useThree((s) => s.get);
  useEffect(
    () =>
      addMotionSource(() => {
        const state = get();
        if (state.gl.info.render.frame === 0) return 'no frame drawn yet';
        return state.internal.frames > 0 ? 'a frame asked for' : null;
      }),
    [get],
  );
  const scene = useThree((s) => s.scene);
  // The clickables and prints probes: only for a page that asked for the test hooks; until they are in, the table
  // is not as it will rest (a test reading them waits: window.__tavolo.moving()).
  useEffect(() => {
    if (!testHooksAsked()) return;
    let live = true;
    const undo = [addMotionSource(() => (probes.loaded() ? null : 'the test probes loading'))];
    void probes.load().then(({ clickablesOnPage, printsOnPage }) => {
      if (!live) return;
      undo.push(
        setClickableSource(() => clickablesOnPage(scene, camera, gl.domElement)),
        setPrintSource((dpr) =>
          printsOnPage(scene, camera, gl.domElement.clientWidth, gl.domElement.clientHeight, dpr),
        ),
      );
    });
    return () => {
      live = false;
      for (const u of undo) u();
    };
  }, [scene, camera, gl]);
  useEffect(
    () =>
      setRenderInfoSource(() => {
        const { render, memory, programs } = gl.info;
        return {
          calls: render.calls,
          triangles: render.triangles,
          points: render.points,
          lines: render.lines,
          frame: render.frame,
          pixelRatio: gl.getPixelRatio(),
          geometries: memory.geometries,
          textures: memory.textures,
          programs: programs?.length ?? 0,
        };
      }),
    [gl],
  );
  return null;
}
