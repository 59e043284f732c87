// The light on a board. The shot being played (a new one, or one picked in the list) runs from its pointer
// cell by cell along tracePath — turning, bouncing, hopping a jump, splitting, passing a portal, dying in a
// spark, circling — as an additive core and halo (two instanced meshes) with glows (a third) at the beam's
// heads, the pieces it hits, its sparks and the pointers it reaches; then it stays lit. Where this viewer
// knows no layout, only the fired pointer flashes and the reached pointers light up. On a notebook every
// other answered shot is drawn faintly through the guesses, red where the assistant says they contradict; there
// the beams are coloured ink on the paper (added light would not show on white), and the pointers lit at the
// end are the answer's real exits, so a guess that sends the light elsewhere shows at once.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Color, BoxGeometry, PlaneGeometry, Object3D, type InstancedMesh } from 'three';
import type { Shot } from '../../../shared/games/laser/game-types.js';
import { litPart, pointerPoint, tracePath, type BeamPath, type GridPoint } from '../../../shared/games/laser/index.js';
import type { LaserLayout } from '../../../shared/games/laser/types.js';
import { BEAM_Y, gridToLocal, pointerToLocal } from './geometry.js';
import { BEAM_GREEN, BEAM_RED, INK_GREEN, INK_RED, PAPER, glowLight, ink, light } from './materials.js';
import { blotTexture } from './prints.js';
import { makeCanvas } from '../../scene/paint.js';
import { canvasTexture } from '../../scene/textures.js';

/** Seconds the light takes to cross one cell. */
export const CELL_SECONDS = 0.085;
/** Seconds between hit tokens on a board whose layout this viewer does not know (Tokens uses it too). */
export const TOKEN_SECONDS = 0.38;
/** How long a hit flashes, in cells of travel. */
const FLASH_CELLS = 5;

const coreGeometry = new BoxGeometry(1, 0.011, 0.011);
const haloGeometry = new PlaneGeometry(1, 0.085).rotateX(-Math.PI / 2);
const glowGeometry = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
let haloTex: ReturnType<typeof canvasTexture> | null = null;
function haloTexture() {
  if (haloTex) return haloTex;
  const [canvas, g] = makeCanvas(4, 64);
  const grad = g.createLinearGradient(0, 0, 0, 64);
  grad.addColorStop(0, 'rgba(255,255,255,0)');
  grad.addColorStop(0.5, 'rgba(255,255,255,1)');
  grad.addColorStop(1, 'rgba(255,255,255,0)');
  g.fillStyle = grad;
  g.fillRect(0, 0, 4, 64);
  haloTex = canvasTexture(canvas);
  return haloTex;
}

const scratch = new Object3D();
const colour = new Color();

/** A beam colour at a strength (0–1): light is scaled, ink fades into the paper. */
function shade(out: Color, base: Color, strength: number, inked: boolean): Color {
  return inked ? out.copy(PAPER).lerp(base, Math.min(1, strength)) : out.copy(base).multiplyScalar(strength);
}

/** The materials of one look: added light (on the circuit) or ink (on the notebook). */
function looks(inked: boolean) {
  return inked
    ? { core: ink('beam-core'), halo: ink('beam-halo', haloTexture(), 0.35), glow: ink('blot', blotTexture(), 0.75) }
    : { core: light('beam-core'), halo: light('beam-halo', haloTexture(), 0.7), glow: glowLight() };
}

/** Writes instance i of a beam mesh as the stretch from a to b (grid coordinates). */
function writeStretch(mesh: InstancedMesh, i: number, a: GridPoint, b: GridPoint, lift = 0): void {
  const [x0, z0] = gridToLocal(a);
  const [x1, z1] = gridToLocal(b);
  const len = Math.hypot(x1 - x0, z1 - z0);
  scratch.position.set((x0 + x1) / 2, BEAM_Y + lift, (z0 + z1) / 2);
  scratch.rotation.set(0, -Math.atan2(z1 - z0, x1 - x0), 0);
  scratch.scale.set(Math.max(len, 1e-4), 1, 1);
  scratch.updateMatrix();
  mesh.setMatrixAt(i, scratch.matrix);
}

/** Writes glow i at a board-frame point with a size. */
function writeGlow(mesh: InstancedMesh, i: number, x: number, z: number, size: number, c: Color): void {
  scratch.position.set(x, BEAM_Y + 0.004, z);
  scratch.rotation.set(0, 0, 0);
  scratch.scale.set(size, 1, size);
  scratch.updateMatrix();
  mesh.setMatrixAt(i, scratch.matrix);
  mesh.setColorAt(i, c);
}

/** The faint beams of every other shot (notebook beams). */
const StaticBeams = memo(function StaticBeams({
  paths,
  inked,
}: {
  paths: readonly { path: BeamPath; red: boolean }[];
  inked: boolean;
}) {
  const core = useRef<InstancedMesh>(null);
  const halo = useRef<InstancedMesh>(null);
  const count = paths.reduce((n, p) => n + p.path.segments.filter((s) => !s.hidden).length, 0);
  useLayoutEffect(() => {
    let i = 0;
    for (const { path, red } of paths) {
      if (inked) shade(colour, red ? INK_RED : INK_GREEN, red ? 0.7 : 0.38, true);
      else shade(colour, red ? BEAM_RED : BEAM_GREEN, red ? 0.5 : 0.28, false);
      for (const s of path.segments) {
        if (s.hidden) continue;
        for (const m of [core.current, halo.current]) {
          if (!m) continue;
          writeStretch(m, i, s.from, s.to);
          m.setColorAt(i, colour);
        }
        i++;
      }
    }
    for (const m of [core.current, halo.current]) {
      if (!m) continue;
      m.count = i;
      m.instanceMatrix.needsUpdate = true;
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
      m.computeBoundingSphere();
    }
  }, [paths, inked]);
  if (count === 0) return null;
  const look = looks(inked);
  return (
    <group>
      <instancedMesh key={`c${count}`} ref={core} args={[coreGeometry, look.core, count]} frustumCulled={false} />
      <instancedMesh key={`h${count}`} ref={halo} args={[haloGeometry, look.halo, count]} frustumCulled={false} />
    </group>
  );
});

/** Props of the shot being played on one board. */
interface LiveProps {
  readonly shot: Shot;
  readonly path: BeamPath | null;
  readonly animate: boolean;
  readonly red: boolean;
  /** Notebook: ink on paper, and the answer's real exits lit at the end instead of the path's. */
  readonly inked: boolean;
}

const FIRE = new Color('#ffe9b0');
const SPARK = new Color('#ffb060');
const LOOP = new Color('#7fd0ff');
const PORTAL_INK = new Color('#a23bb5');

/** The shot being played: animated once, then left lit. */
const LiveBeam = memo(function LiveBeam({ shot, path, animate, red, inked }: LiveProps) {
  const core = useRef<InstancedMesh>(null);
  const halo = useRef<InstancedMesh>(null);
  const glows = useRef<InstancedMesh>(null);
  const start = useRef(-1);
  /** The light is at rest and drawn: frames other things ask for (the camera) leave the buffers alone. */
  const settled = useRef(false);
  const invalidate = useThree((s) => s.invalidate);
  const segments = path?.segments ?? [];
  const glowCap =
    segments.length +
    (path ? path.hits.length + path.ends.length + path.exits.length + 2 * path.hops.length : 0) +
    shot.answer.exits.length +
    2;
  const tint = inked ? (red ? INK_RED : INK_GREEN) : red ? BEAM_RED : BEAM_GREEN;
  // The answer's exits light once the light is out: after the path, or on a blind board after the coins.
  const answerExitAt = path ? path.duration * CELL_SECONDS : (shot.answer.hits.length + 1) * TOKEN_SECONDS;
  const realExits = !path || inked;
  const total = path ? (path.duration + FLASH_CELLS) * CELL_SECONDS : answerExitAt + 0.6;

  useLayoutEffect(() => {
    start.current = animate ? -1 : -2; // a new cue (the component is keyed by it) starts from the pointer
  }, [animate]);
  useLayoutEffect(() => {
    // Colour attributes must exist before the first draw so the shader is built with them.
    const c = new Color(0, 0, 0);
    for (const m of [core.current, halo.current]) for (let i = 0; i < segments.length; i++) m?.setColorAt(i, c);
    for (let i = 0; i < glowCap; i++) glows.current?.setColorAt(i, c);
    invalidate();
  }, [segments.length, glowCap, invalidate]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that new light (another shot, path, tint or animation) wakes the frame loop
  useLayoutEffect(() => {
    // New light to draw (another path through edited guesses, another tint): draw it again, then rest.
    settled.current = false;
    invalidate();
  }, [shot, path, red, inked, animate, invalidate]);

  useFrame((state) => {
    if (settled.current) return;
    const now = state.clock.elapsedTime;
    if (start.current === -1) start.current = now;
    const sec = start.current === -2 ? Infinity : Math.max(0, now - start.current);
    const t = sec / CELL_SECONDS;
    const c = core.current,
      h = halo.current,
      g = glows.current;
    if (!g) return;
    let gi = 0;
    const glow = (p: GridPoint, size: number, col: Color) => {
      const [x, z] = gridToLocal(p);
      writeGlow(g, gi++, x, z, size, col);
    };
    // The fired pointer: a bright flash, then a steady small glow.
    const fired = Math.max(0, 1 - sec / 0.5);
    glow(
      pointerPoint(shot.pointer),
      0.2 + 0.25 * fired,
      inked ? shade(colour, INK_GREEN, 0.5 + 0.5 * fired, true) : colour.copy(FIRE).multiplyScalar(0.55 + 0.6 * fired),
    );
    if (path && c && h) {
      let si = 0;
      for (const s of segments) {
        const lit = litPart(s, t);
        if (!lit) {
          writeStretch(c, si, s.from, s.from);
          writeStretch(h, si, s.from, s.from);
        } else {
          const lift = s.hidden ? 0.05 : 0; // the jump's vanished stretch: a faint arc of light above the cells
          writeStretch(c, si, lit.from, lit.to, lift);
          writeStretch(h, si, lit.from, lit.to, lift);
          shade(colour, tint, s.hidden ? (inked ? 0.3 : 0.12) : 1, inked);
          c.setColorAt(si, colour);
          h.setColorAt(si, colour);
          if (t < s.t1 && !s.hidden) glow(lit.to, 0.17, inked ? colour : colour.copy(tint).lerp(FIRE, 0.5));
        }
        si++;
      }
      for (const hit of path.hits) {
        const k = (t - hit.t) / FLASH_CELLS;
        if (k < 0 || k > 1) continue;
        const c0 = inked ? shade(colour, tint, 0.6 * (1 - k), true) : colour.copy(FIRE).multiplyScalar(1 - k * 0.7);
        glow({ x: hit.cell.x + 0.5, y: hit.cell.y + 0.5 }, 0.22 + 0.3 * Math.sin(Math.PI * k), c0);
      }
      for (const hop of path.hops) {
        const k = (t - hop.t) / FLASH_CELLS;
        if (k < 0 || k > 1) continue;
        if (inked) shade(colour, PORTAL_INK, 0.8 - 0.5 * k, true);
        else colour.set('#e070ff').multiplyScalar(1.2 - k);
        glow(hop.from, 0.3, colour);
        glow(hop.to, 0.3, colour);
      }
      for (const end of path.ends) {
        if (t < end.t || end.why === 'merge') continue;
        const k = Math.min(1, (t - end.t) / FLASH_CELLS);
        const flicker = 0.75 + 0.25 * Math.sin(sec * 40);
        const base = end.why === 'loop' ? LOOP : SPARK;
        const col = inked ? shade(colour, base, 0.9, true) : colour.copy(base).multiplyScalar(1.3 - 0.6 * k);
        glow(end.at, (0.16 + 0.22 * (1 - k)) * (k < 1 ? flicker : 1), col);
      }
      if (!realExits)
        for (const exit of path.exits) if (t >= exit.t) glow(exit.at, 0.3, colour.copy(tint).multiplyScalar(1.1));
      c.instanceMatrix.needsUpdate = true;
      h.instanceMatrix.needsUpdate = true;
      if (c.instanceColor) c.instanceColor.needsUpdate = true;
      if (h.instanceColor) h.instanceColor.needsUpdate = true;
    }
    if (realExits && sec >= answerExitAt) {
      for (const p of shot.answer.exits) {
        const [x, z] = pointerToLocal(p);
        writeGlow(
          g,
          gi++,
          x,
          z,
          inked ? 0.22 : 0.3,
          inked ? shade(colour, INK_GREEN, 0.85, true) : colour.copy(BEAM_GREEN).multiplyScalar(1.1),
        );
      }
    }
    g.count = gi;
    g.instanceMatrix.needsUpdate = true;
    if (g.instanceColor) g.instanceColor.needsUpdate = true;
    if (sec < total) state.invalidate();
    else settled.current = true;
  });

  const look = looks(inked);
  return (
    <group>
      {segments.length ? (
        <>
          <instancedMesh ref={core} args={[coreGeometry, look.core, segments.length]} frustumCulled={false} />
          <instancedMesh ref={halo} args={[haloGeometry, look.halo, segments.length]} frustumCulled={false} />
        </>
      ) : null}
      <instancedMesh ref={glows} args={[glowGeometry, look.glow, glowCap]} frustumCulled={false} />
    </group>
  );
});

/** Which shot plays on a board: `n` in the circuit's list; `token` changes to play it again; `animate` false shows it at rest. */
export interface Cue {
  readonly n: number;
  readonly token: number;
  readonly animate: boolean;
}

/** Props of a board's light. */
export interface BeamsProps {
  readonly shots: readonly Shot[];
  readonly cue: Cue | null;
  readonly trace: LaserLayout | null;
  readonly allBeams: boolean;
  readonly contradicted: readonly number[];
  /** A notebook: beams in ink, the answer's real exits lit. */
  readonly inked: boolean;
}

/** All the light on one board. */
export const Beams = memo(function Beams({ shots, cue, trace, allBeams, contradicted, inked }: BeamsProps) {
  const shot = cue ? (shots.find((s) => s.n === cue.n) ?? null) : null;
  const path = useMemo(() => (shot && trace ? tracePath(trace, shot.pointer) : null), [shot, trace]);
  const others = useMemo(
    () =>
      allBeams && trace
        ? shots
            .filter((s) => s !== shot)
            .map((s) => ({ path: tracePath(trace, s.pointer), red: contradicted.includes(s.n) }))
        : [],
    [allBeams, trace, shots, shot, contradicted],
  );
  return (
    <group>
      {others.length ? <StaticBeams paths={others} inked={inked} /> : null}
      {shot && cue ? (
        <LiveBeam
          key={`${cue.n}:${cue.token}:${trace ? 'p' : 'b'}`}
          shot={shot}
          path={path}
          animate={cue.animate}
          red={contradicted.includes(shot.n)}
          inked={inked}
        />
      ) : null}
    </group>
  );
});

/** One instance of each beam mesh in both looks (light and ink), for scene/Prewarm: a notebook's ink first shows when the game ends. */
export function BeamsWarmup() {
  const set = (m: InstancedMesh | null) => m?.setColorAt(0, BEAM_GREEN);
  return (
    <group>
      {[false, true].map((inked) => {
        const look = looks(inked);
        return (
          <group key={String(inked)}>
            <instancedMesh ref={set} args={[coreGeometry, look.core, 1]} frustumCulled={false} />
            <instancedMesh ref={set} args={[haloGeometry, look.halo, 1]} frustumCulled={false} />
            <instancedMesh ref={set} args={[glowGeometry, look.glow, 1]} frustumCulled={false} />
          </group>
        );
      })}
    </group>
  );
}
