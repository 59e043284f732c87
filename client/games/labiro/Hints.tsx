// What a click could do, lit on the map (hints only, computed from the view: the server decides): a soft glow
// round every tower the current mode acts on — brighter under the pointer — the walk to the hovered tower as a
// dotted trail through the doors, and in turn mode the preview of the hovered (or armed) tower's push chain:
// a badge over each tower that would turn, numbered in order, its arrow and sign saying which way.
// Also the invisible prisms over the bases that turn the pointer into hover and clicks.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Color, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { LabiroAction, LabiroView } from '../../../shared/games/labiro/game-types.js';
import { atlasGeometry, setAtlasCell } from '../../scene/atlas.js';
import { badgeGeometry, hitGeometry, quadGeometry } from './geometry.js';
import { GLOW_SPAN } from './glow.js';
import { effectiveMode, targetsOf, toolObject, turnPreview, walkHint, type HintMode } from './hints.js';
import { BASE_H, RUBY_ROOF_Y } from './layout.js';
import { badgePrint, glowPrint, hitMaterial } from './materials.js';
import type { MapModel } from './model.js';
import { GLOW_DOT, GLOW_HEX, MARK_GRID, badgeCell } from './prints.js';
import { useLabiro } from './store.js';

const m = new Matrix4();
const colour = new Color();
const at = new Vector3();
const turn = new Quaternion();
const parentTurn = new Quaternion();
const size = new Vector3(0.8, 0.8, 0.8);
/** Height of the badges above the roofs (they are 0.8 map units across). */
const BADGE_Y = RUBY_ROOF_Y + 0.45;
/** The glow's brightness round every target (was 0.75, with the light mostly under the walls). */
const GLOW_SOFT = 1;
/** The glow's brightness round the hovered or armed target. */
const GLOW_STRONG = 1.45;
/** Pixels the pointer may move between press and release for a click (more is the camera being turned). */
const CLICK_SLOP = 6;

/** Each mode's glow colour (the shape and brightness say the rest). */
export const MODE_GLOW: Readonly<Record<Exclude<HintMode, 'none'>, string>> = {
  walk: '#ffc95a',
  turn: '#6cc4ff',
  rope: '#d49bff',
  torch: '#ff9b4a',
  place: '#7cf09a',
  start: '#ffe08a',
};

/** Props: the view, this viewer's seat and its legal list (props.legal), the map model. */
export interface HintsProps {
  readonly view: LabiroView;
  readonly seat: number | null;
  readonly legal: readonly LabiroAction[];
  readonly model: MapModel;
}

/** Glows, the walk's trail and the turn preview's badges, in the map frame. */
export const Hints = memo(function Hints({ view, seat, legal, model }: HintsProps) {
  const tool = useLabiro((s) => s.tool);
  const hover = useLabiro((s) => s.hover);
  const armed = useLabiro((s) => s.armedTurn);
  const mode = effectiveMode(view, seat, tool);
  const object = toolObject(tool);
  const targets = useMemo(() => targetsOf(legal, mode, object), [legal, mode, object]);
  const n = view.map.cells.length;
  const hovered = hover !== null && targets.includes(hover) ? hover : null;
  const path = useMemo(
    () => (mode === 'walk' && hovered !== null && seat !== null ? walkHint(view, seat, hovered) : null),
    [mode, hovered, view, seat],
  );
  const previewOf = mode === 'turn' ? (hovered ?? (armed !== null && targets.includes(armed) ? armed : null)) : null;
  const steps = useMemo(() => (previewOf === null ? [] : turnPreview(view, previewOf)), [previewOf, view]);

  const glowGeo = useMemo(() => atlasGeometry(quadGeometry(), n + 64), [n]);
  const badgeGeo = useMemo(() => atlasGeometry(badgeGeometry(), n), [n]);
  useLayoutEffect(
    () => () => {
      glowGeo.dispose();
      badgeGeo.dispose();
    },
    [glowGeo, badgeGeo],
  );
  const glows = useRef<InstancedMesh>(null);
  const badges = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);

  useLayoutEffect(() => {
    // Colour attributes must exist before the first draw so the shader is built with them.
    for (let i = 0; i < n + 64; i++) glows.current?.setColorAt(i, colour.set('#000000'));
  }, [n]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: faceCamera is a new closure each render that reads only refs and the camera; it is not a reason to redraw
  useLayoutEffect(() => {
    const g = glows.current,
      b = badges.current;
    if (!g || !b) return;
    const cx = (i: number) => model.centres[2 * i]!,
      cz = (i: number) => model.centres[2 * i + 1]!;
    const tint = mode === 'none' ? '#ffffff' : MODE_GLOW[mode];
    let gi = 0;
    for (const t of targets) {
      const strong = t === hovered || t === armed;
      m.makeScale(GLOW_SPAN, 1, GLOW_SPAN).setPosition(cx(t), BASE_H + 0.012, cz(t));
      g.setMatrixAt(gi, m);
      g.setColorAt(gi, colour.set(tint).multiplyScalar(strong ? GLOW_STRONG : GLOW_SOFT));
      setAtlasCell(g, gi, MARK_GRID, GLOW_HEX);
      gi++;
    }
    // The walk's trail: dots from the pawn's tower through each door to the hovered tower.
    const at = seat === null ? null : (view.seats[seat]?.pawn ?? null);
    if (path && at !== null) {
      const stops = [at, ...path];
      for (let i = 0; i + 1 < stops.length && gi < n + 60; i++) {
        const a = stops[i]!,
          c = stops[i + 1]!;
        for (let k = 0; k < 4; k++) {
          const f = (k + 0.5) / 4;
          m.makeScale(0.3, 1, 0.3).setPosition(cx(a) + (cx(c) - cx(a)) * f, BASE_H + 0.07, cz(a) + (cz(c) - cz(a)) * f);
          g.setMatrixAt(gi, m);
          g.setColorAt(gi, colour.set('#fff3c4').multiplyScalar(1.2));
          setAtlasCell(g, gi, MARK_GRID, GLOW_DOT);
          gi++;
        }
      }
    }
    g.count = gi;
    g.instanceMatrix.needsUpdate = true;
    if (g.instanceColor) g.instanceColor.needsUpdate = true;
    steps.forEach((step, i) => {
      setAtlasCell(b, i, MARK_GRID, badgeCell(i + 1, step.dir));
    });
    b.count = steps.length;
    faceCamera();
    invalidate();
  }, [targets, hovered, armed, path, steps, mode, seat, view, model, n, invalidate]);

  // The badges face the camera (written again on each frame while they show; no allocation).
  const camera = useThree((s) => s.camera);
  const faceCamera = () => {
    const b = badges.current;
    if (!b || b.count === 0 || !b.parent) return;
    b.parent.getWorldQuaternion(parentTurn);
    turn.copy(parentTurn).invert().multiply(camera.quaternion);
    for (let i = 0; i < steps.length; i++) {
      const tower = steps[i]!.tower;
      at.set(model.centres[2 * tower]!, BADGE_Y, model.centres[2 * tower + 1]!);
      b.setMatrixAt(i, m.compose(at, turn, size));
    }
    b.instanceMatrix.needsUpdate = true;
  };
  useFrame(faceCamera);

  return (
    <group>
      <instancedMesh
        key={`g${n}`}
        ref={glows}
        args={[glowGeo, glowPrint(), n + 64]}
        frustumCulled={false}
        renderOrder={2}
      />
      <instancedMesh
        key={`b${n}`}
        ref={badges}
        args={[badgeGeo, badgePrint(), n]}
        frustumCulled={false}
        renderOrder={10}
      />
    </group>
  );
});

/** Props: the map model and what the pointer does over a tower. */
export interface TowerInputProps {
  readonly model: MapModel;
  readonly count: number;
  readonly onHover: (base: number | null) => void;
  readonly onTower: (base: number) => void;
}

/** Invisible prisms over the bases: hover and clicks name the base under the pointer. */
export const TowerInput = memo(function TowerInput({ model, count, onHover, onTower }: TowerInputProps) {
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const h = mesh.current;
    if (!h) return;
    for (let i = 0; i < count; i++)
      h.setMatrixAt(i, m.makeTranslation(model.centres[2 * i]!, 0, model.centres[2 * i + 1]!));
    h.instanceMatrix.needsUpdate = true;
    h.computeBoundingSphere();
    h.computeBoundingBox();
  }, [model, count]);
  const baseOf = (e: ThreeEvent<PointerEvent | MouseEvent>) => (e.instanceId === undefined ? null : e.instanceId);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a three.js object in the R3F scene, not a DOM element; its pointer events come from raycasting
    <instancedMesh
      key={count}
      ref={mesh}
      args={[hitGeometry(), hitMaterial(), count]}
      visible={false}
      onPointerMove={(e) => {
        e.stopPropagation();
        onHover(baseOf(e));
      }}
      onPointerOut={() => onHover(null)}
      onClick={(e) => {
        if (e.delta > CLICK_SLOP) return;
        e.stopPropagation();
        const b = baseOf(e);
        if (b !== null) onTower(b);
      }}
    />
  );
});
