// A game's cameras frame what the viewer plays with: with the 'seat' or 'top' preset, the camera glides (never
// jumps) to the pose framing.ts finds for the game's points, inside the part of the window the table shell's HTML
// panels leave free (measured in the DOM: the seats and score panels on the left, the log on the right, the top bar
// and turn line above, the controls below), so a phone upright, a small window or a wide one each get the pieces
// as large as they fit. It moves again when the points change (Web's network grows), the window or a panel
// changes size, or the preset or watched seat changes; once the person drags or zooms by hand it stays where
// they put it until a preset is chosen again (a click on the table is not a move). The shell's CameraRig glides to the static preset at the same moments;
// this component's frame callback runs after the rig's (subscribed later) and its glide lasts longer, so the
// framed pose is the one shown. With the 'director' preset it moves nothing itself: its seat framing becomes the
// director's wide shot (directorBus), and the shell's director glides between that and its close shots.
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { MathUtils, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { setDirectorWide } from './directorBus.js';
import { useTavolo } from '../store.js';
import type { CameraPose } from '../kit/contract.js';
import { framePose, poseDirection, type P3, type ScreenRect } from './framing.js';
import { measureRoom, type MeasuredRoom } from './freeRoom.js';
import { cameraMotion, prefersReducedMotion } from './motion.js';
import { addMotionSource, setFramedPoints } from '../debug.js';

/** How long a glide to a new framing lasts (s): longer than the shell's preset glide (0.7 s). */
const GLIDE_S = 0.95;
/**
 * The same with reduced motion: a short move, still a little longer than the preset's 0.15 s (a full-length glide at
 * every change of a game's controls was the one camera move that ignored the setting).
 */
const REDUCED_GLIDE_S = cameraMotion(true).glideSeconds + 0.1;
/** How often the panels are measured again (ms), besides at each change within them: a folded panel or a resized window changes the free room too. */
const MEASURE_MS = 1000;
/** A framing this close to the one shown (scene units) is not worth a move. */
const STILL = 0.03;
/** A panel edge that came this far (px) over the room framed last moves the camera: pieces could be under it now. */
const PANEL_SLACK = 24;
/**
 * A panel that drew back leaves the camera alone unless it gave this much of the window (fraction): a prompt a
 * line shorter, or the controls of the next phase, must not swing the table back and forth on every move.
 */
const ROOM_GAINED = 0.15;

/**
 * The room the pieces are framed into: the measured room less PANEL_SLACK along each edge a panel makes (not the
 * window's own edges), so a panel may grow that much before the camera moves and still cover nothing.
 */
export function keptClear(room: MeasuredRoom, width: number, height: number): ScreenRect {
  const [l, t, r, b] = room.edges;
  const w = Math.max(1, width),
    h = Math.max(1, height);
  const { x0, y0, x1, y1 } = room.rect;
  const m = (panel: boolean, size: number) => (panel ? PANEL_SLACK / size : 0);
  const rect = { x0: x0 + m(l > 0, w), y0: y0 + m(t > 0, h), x1: x1 - m(r < w - 1, w), y1: y1 - m(b < h - 1, h) };
  // A room too small to spare the margin keeps what it has.
  return rect.x1 - rect.x0 > 0.2 && rect.y1 - rect.y0 > 0.2 ? rect : room.rect;
}

/** Whether the room measured now asks for a new framing, against the room the camera was framed for. */
export function roomChanged(framed: readonly number[], now: readonly number[], width: number, height: number): boolean {
  const [l0, t0, r0, b0] = framed as [number, number, number, number];
  const [l, t, r, b] = now as [number, number, number, number];
  const covered = l - l0 > PANEL_SLACK || t - t0 > PANEL_SLACK || r0 - r > PANEL_SLACK || b0 - b > PANEL_SLACK;
  const gained =
    l0 - l > ROOM_GAINED * width ||
    t0 - t > ROOM_GAINED * height ||
    r - r0 > ROOM_GAINED * width ||
    b - b0 > ROOM_GAINED * height;
  return covered || gained;
}

/**
 * Whether the room measured now asks for a new framing, against the room the camera was framed for: a canvas of
 * another size always does (the framed room's fractions are of the old canvas: a window widened from 1000 to 1280
 * px with the log's edge near the same pixel kept the old fractions and framed pieces under the log), else
 * roomChanged's hysteresis decides.
 */
export function needsReframe(framed: MeasuredRoom, now: MeasuredRoom): boolean {
  if (framed.size[0] !== now.size[0] || framed.size[1] !== now.size[1]) return true;
  return roomChanged(framed.edges, now.edges, now.size[0], now.size[1]);
}

/** Props: what the camera frames, and the directions it looks from. */
export interface CameraFrameProps {
  /** The points to show (scene units): the corners of what the viewer plays with. Framed anew when they change. */
  readonly points: readonly P3[];
  /** What the 'top' preset frames instead, when it differs (Labiro: the map alone, not the chests at the seats). */
  readonly topPoints?: readonly P3[];
  /** The seat whose place is framed (a spectator: the watched seat); a new seat frames anew. */
  readonly seat: number;
  /** The 'seat' preset's direction: yaw round the table (0: from +z) and pitch down from the horizon, radians. */
  readonly seatView: { readonly yaw: number; readonly pitch: number };
  /** The 'top' preset's direction. */
  readonly topView: { readonly yaw: number; readonly pitch: number };
}

/** How much steeper a seat looks down on a window taller than wide (a phone upright): the table's depth then fills its height. */
const UPRIGHT_TILT = 0.3;
/** The steepest a seat's camera looks down. */
const MAX_SEAT_PITCH = 1.35;

interface Glide {
  t: number;
  /** Its length, s (GLIDE_S, or REDUCED_GLIDE_S for reduced motion). */
  readonly seconds: number;
  readonly fromPos: Vector3;
  readonly fromTarget: Vector3;
  readonly toPos: Vector3;
  readonly toTarget: Vector3;
}

/** Keeps the seat and top cameras framed on `points`. */
export function CameraFrame({ points, topPoints, seat, seatView, topView }: CameraFrameProps) {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as OrbitControlsImpl | null;
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const preset = useTavolo((s) => s.camera);
  const framed = preset === 'top' && topPoints ? topPoints : points;
  const glide = useRef<Glide | null>(null);
  const manual = useRef(false);
  const shown = useRef<{ pose: CameraPose; room: MeasuredRoom; points: string } | null>(null);
  // The points by value: a new array with the same points frames nothing anew.
  const pointsKey = JSON.stringify(framed);
  useEffect(() => {
    setFramedPoints(JSON.parse(pointsKey) as P3[]);
    return () => setFramedPoints([]);
  }, [pointsKey]);
  const { yaw: seatYaw, pitch: seatPitch } = seatView;
  const { yaw: topYaw, pitch: topPitch } = topView;

  // The person moves the camera (a drag or the wheel, not a mere click on the table): leave it with them until a
  // preset is chosen again.
  useEffect(() => {
    if (!controls) return;
    let pressed = false;
    const start = () => {
      pressed = true;
    };
    const change = () => {
      if (!pressed) return;
      manual.current = true;
      glide.current = null;
    };
    const end = () => {
      pressed = false;
    };
    controls.addEventListener('start', start);
    controls.addEventListener('change', change);
    controls.addEventListener('end', end);
    return () => {
      controls.removeEventListener('start', start);
      controls.removeEventListener('change', change);
      controls.removeEventListener('end', end);
    };
  }, [controls]);

  // A preset chosen (again), another seat watched, or a resized window (the shell's rig takes the camera back to
  // its preset then): the framing takes the camera again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that a preset chosen, another seat, or a resize hands the camera back to the framing
  useEffect(() => {
    manual.current = false;
  }, [preset, seat, width, height]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that another seat frames again
  useEffect(() => {
    if (preset === 'cinematic') return;
    const pts = JSON.parse(pointsKey) as P3[];
    const directing = preset === 'director';
    if (directing) glide.current = null; // the director's rig moves the camera from now on
    const frame = (moved: boolean) => {
      if ((manual.current && !directing) || !controls) return;
      const measured = measureRoom(gl.domElement);
      const last = shown.current;
      // Panels that barely changed, or drew back a little, keep the room the camera was framed for (on a canvas of
      // the same size).
      const same = last !== null && !needsReframe(last.room, measured);
      if (!moved && same) return;
      const room = same && last ? last.room : measured;
      const aspect = width / Math.max(1, height);
      const pitch = Math.min(MAX_SEAT_PITCH, seatPitch + (aspect < 1 ? UPRIGHT_TILT * (1 - aspect) * 2 : 0));
      const clear = keptClear(room, width, height);
      const pose =
        preset === 'top'
          ? framePose(pts, topYaw, topPitch, clear, aspect)
          : framePose(pts, seatYaw, pitch, clear, aspect);
      const to = new Vector3(...pose.position),
        toTarget = new Vector3(...pose.target);
      shown.current = { pose, room, points: pointsKey };
      if (directing) {
        setDirectorWide(pose);
        return;
      }
      if (to.distanceTo(camera.position) < STILL && toTarget.distanceTo(controls.target) < STILL) return;
      glide.current = {
        t: 0,
        seconds: prefersReducedMotion() ? REDUCED_GLIDE_S : GLIDE_S,
        fromPos: camera.position.clone(),
        fromTarget: controls.target.clone(),
        toPos: to,
        toTarget,
      };
      invalidate();
    };
    frame(true);
    const timer = setInterval(() => frame(false), MEASURE_MS);
    // A panel that changes (a log line, a score, the next phase's controls) is measured at the next animation
    // frame, not up to a second later; the interval stays for what no mutation shows (a window resized, a fold).
    let soon = 0;
    const changed = new MutationObserver(() => {
      if (!soon)
        soon = requestAnimationFrame(() => {
          soon = 0;
          frame(false);
        });
    });
    const hud = document.querySelector('.hud');
    if (hud)
      changed.observe(hud, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['class', 'style', 'hidden', 'open'],
      });
    // For tests: the camera moves while it glides, and is about to while what it framed is not what shows now.
    const withdraw = addMotionSource(() => {
      if (glide.current) return 'the camera gliding to its framing';
      if ((manual.current && !directing) || !controls) return null;
      const last = shown.current;
      if (!last || last.points !== pointsKey) return 'new points to frame';
      return needsReframe(last.room, measureRoom(gl.domElement))
        ? 'panels or a window the camera has not framed yet'
        : null;
    });
    return () => {
      withdraw();
      clearInterval(timer);
      changed.disconnect();
      cancelAnimationFrame(soon);
      if (directing) setDirectorWide(null);
    };
  }, [preset, seat, pointsKey, seatYaw, seatPitch, topYaw, topPitch, width, height, controls, camera, gl, invalidate]);

  useFrame((_, rawDelta) => {
    const g = glide.current;
    if (!g || !controls) return;
    g.t = Math.min(1, g.t + Math.min(rawDelta, 0.1) / g.seconds);
    const k = MathUtils.smootherstep(g.t, 0, 1);
    camera.position.lerpVectors(g.fromPos, g.toPos, k);
    controls.target.lerpVectors(g.fromTarget, g.toTarget, k);
    camera.lookAt(controls.target);
    if (g.t >= 1) glide.current = null;
    invalidate();
  });

  return null;
}

/** Props of `SeatCameraFrame`: the game's points for the viewer, and its camera presets (their directions are kept). */
export interface SeatCameraFrameProps {
  readonly points: readonly P3[];
  /** What the top preset frames, when not `points`. */
  readonly topPoints?: readonly P3[];
  /** This screen's seat; null for a spectator (the watched seat's view is framed). */
  readonly seat: number | null;
  readonly seatCamera: (seat: number) => CameraPose;
  readonly topCamera: CameraPose;
}

/** A game scene's framed cameras: its seat and top presets' directions, fitted to the window round `points`. */
export function SeatCameraFrame({ points, topPoints, seat, seatCamera, topCamera }: SeatCameraFrameProps) {
  const watchSeat = useTavolo((s) => s.watchSeat);
  const viewer = seat ?? watchSeat;
  return (
    <CameraFrame
      points={points}
      topPoints={topPoints}
      seat={viewer}
      seatView={poseDirection(seatCamera(viewer))}
      topView={poseDirection(topCamera)}
    />
  );
}
