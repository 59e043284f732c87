// The director camera at work inside the canvas: reads the log's new lines (the same store field in live play,
// on the delayed feed and in a replay), asks the game for a shot per event, runs the schedule (director.ts)
// on a timer and hands CameraRig a pose to glide to at each cut. Writes refs only, never React state.
import { prefersReducedMotion } from './motion.js';
import { CAMERA_FOV_DEG } from './dimensions.js';
import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type { PerspectiveCamera } from 'three';
import type { AnyGameClient, CameraPose } from '../kit/contract.js';
import { seatNamesOf, useTavolo, type LogLine } from '../store.js';
import {
  DIRECTOR_TIMING,
  INITIAL_DIRECTOR,
  REDUCED_TIMING,
  noteShot,
  shotPose,
  tickDirector,
  type DirectorState,
  type DirectorTiming,
} from './director.js';
import { directorWide, onDirectorWide } from './directorBus.js';
import { isOverlayPage } from './overlayPage.js';
import { measureFreeRoom } from './freeRoom.js';
import { addMotionSource, testHooksAsked } from '../debug.js';

/** How often the schedule is looked at (ms); the canvas renders on demand, so a timer drives it. */
const TICK_MS = 100;
/** More new lines than this at once is a join, a catch-up or a jump in a replay: only the newest action counts. */
const CATCH_UP = 8;

/** The lines worth framing among `fresh`: all of a normal batch, only the newest action's after a jump. */
export function linesToFrame(fresh: readonly LogLine[]): readonly LogLine[] {
  if (fresh.length <= CATCH_UP) return fresh;
  const newest = fresh[fresh.length - 1]!.version;
  return fresh.filter((l) => l.version === newest);
}

/**
 * The timing for this page: reduced motion, or a longer hold when localStorage 'tavolo.directorHold' says so
 * (seconds; browser checks on a slow software renderer need a shot to stay put while they take a screenshot).
 */
function pageTiming(): DirectorTiming {
  const base = prefersReducedMotion() ? REDUCED_TIMING : DIRECTOR_TIMING;
  let hold = NaN;
  try {
    hold = Number(localStorage.getItem('tavolo.directorHold') ?? NaN);
  } catch {
    /* no storage */
  }
  return Number.isFinite(hold) && hold > base.minHold ? { ...base, minHold: hold, quiet: hold } : base;
}

/** What CameraRig gets back: the pose the director shows now and the glide length of its moves. */
export interface DirectorHandle {
  pose(): CameraPose;
  readonly timing: DirectorTiming;
}

/**
 * Runs the director while `enabled`: `onCut(pose, seconds)` at each cut. `wide` is the shell's wide shot (a
 * game may replace it through directorBus); `gameClient` is the table's game client (the shell loads it; null until
 * then), asked for its shots. History already in the log when it starts is not replayed.
 */
export function useDirector(
  enabled: boolean,
  wide: CameraPose,
  gameClient: AnyGameClient | null,
  onCut: (pose: CameraPose, glide: number) => void,
): DirectorHandle {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const canvas = useThree((s) => s.gl.domElement);
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  const game = useRef<AnyGameClient | null>(gameClient);
  game.current = gameClient;
  const state = useRef<DirectorState>(INITIAL_DIRECTOR);
  const timing = useRef<DirectorTiming>(pageTiming());
  const live = useRef({ wide, onCut, aspect, camera, canvas });
  live.current = { wide, onCut, aspect, camera, canvas };

  const pose = (): CameraPose => {
    const { shown } = state.current;
    const { camera: cam, aspect: a, canvas: el, wide: seatWide } = live.current;
    const room = measureFreeRoom(el);
    // The wide shot: the game's own framing (Web), else its play area seen from the seat's side, else the seat view pulled back.
    // An OBS overlay keeps the shell's wide shot instead: the whole table, the stream showing around it.
    let w = isOverlayPage() ? seatWide : directorWide();
    if (!w) {
      const view = useTavolo.getState().view;
      let area = null;
      try {
        area = view != null ? (game.current?.directorWide?.(view) ?? null) : null;
      } catch (e) {
        console.error('directorWide', e);
      }
      w = area
        ? shotPose({ center: area.center, radius: area.radius }, seatWide, cam.fov ?? CAMERA_FOV_DEG, a, room)
        : seatWide;
    }
    return shown ? shotPose(shown, w, cam.fov ?? CAMERA_FOV_DEG, a, room) : w;
  };
  const handle = useRef<DirectorHandle>({ pose, timing: timing.current });
  handle.current = { pose, timing: timing.current };

  useEffect(() => {
    if (!enabled) return;
    state.current = INITIAL_DIRECTOR;
    let seen = lastId(useTavolo.getState().log);
    const unsubscribe = useTavolo.subscribe((s, prev) => {
      if (s.log === prev.log) return;
      const fresh = s.log.filter((l) => l.id > seen);
      seen = lastId(s.log);
      const g = game.current;
      if (!g?.directorShot || fresh.length === 0 || s.view == null) return;
      const names = seatNamesOf(s.table, (n) => `#${n}`);
      const now = performance.now() / 1000;
      for (const line of linesToFrame(fresh)) {
        let shot = null;
        try {
          shot = g.directorShot(line.event, s.view, names);
        } catch (e) {
          console.error('directorShot', e); // a game's mistake costs its shot, never the table
        }
        if (shot) state.current = noteShot(state.current, shot, now);
      }
    });
    const timer = setInterval(() => {
      const before = state.current.cuts;
      state.current = tickDirector(state.current, performance.now() / 1000, timing.current);
      if (state.current.cuts === before) return;
      live.current.onCut(handle.current.pose(), timing.current.glide);
      // For browser checks (a page driven by automation only): what the director shows now (cuts so far, the shot
      // or null for the wide shot).
      if (testHooksAsked()) {
        (window as { __tavoloDirector?: unknown }).__tavoloDirector = {
          cuts: state.current.cuts,
          shown: state.current.shown,
        };
      }
    }, TICK_MS);
    // A game's own wide shot that changes while the camera is on it: glide there.
    const offWide = onDirectorWide(() => {
      if (!state.current.shown) live.current.onCut(handle.current.pose(), timing.current.glide);
    });
    // For tests: a close shot shown or waiting for its cut is a move still to come (back to the wide shot, or to it).
    const withdraw = addMotionSource(() =>
      state.current.shown || state.current.pending ? 'the director on a close shot' : null,
    );
    return () => {
      withdraw();
      unsubscribe();
      clearInterval(timer);
      offWide();
    };
  }, [enabled]);

  return handle.current;
}

function lastId(log: readonly LogLine[]): number {
  return log.length > 0 ? log[log.length - 1]!.id : 0;
}
