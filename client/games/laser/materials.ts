// The Laser set's materials, made once: glass, mirror, brushed metal, dark rubber, the kinds' lacquers, the
// printed tops, and the additive light of beams and glows. The wood and card of the boards are the table's
// shared ones (client/scene/materials.ts), so every game sits on the same table in the same woods.
import {
  AdditiveBlending,
  Color,
  DoubleSide,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  type Material,
  type Texture,
} from 'three';
import type { HiddenPiece, LaserKind } from '../../../shared/games/laser/types.js';
import { keyedOnce } from '../../scene/once.js';
import { glowTexture, pieceTopTexture, sketchTexture, tokenTexture } from './prints.js';
import { KIND_INK } from './symbols.js';

const once = keyedOnce<Material>();

/** Clear glass with a bluish edge (no transmission pass: cheap, still reads as glass with the environment's reflections). */
export function glass(tint = '#cfe9f3', opacity = 0.5, metalness = 0): MeshPhysicalMaterial {
  return once(
    `glass:${tint}:${opacity}:${metalness}`,
    () =>
      new MeshPhysicalMaterial({
        color: new Color(tint),
        roughness: 0.04,
        metalness,
        transparent: true,
        opacity,
        clearcoat: 1,
        clearcoatRoughness: 0.05,
        ior: 1.5,
        reflectivity: 0.6,
        side: DoubleSide,
        depthWrite: false,
      }),
  );
}

/** A silvered mirror face. */
export function mirror(): MeshPhysicalMaterial {
  // Not fully metallic: the room's environment is mostly dark, and a perfect mirror would read as black.
  return once(
    'mirror',
    () =>
      new MeshPhysicalMaterial({
        color: new Color('#dfe7ec'),
        metalness: 0.72,
        roughness: 0.16,
        clearcoat: 1,
        clearcoatRoughness: 0.04,
      }),
  );
}

/** Brushed steel: housings, stands, the reflector's block. */
export function steel(): MeshStandardMaterial {
  return once(
    'steel',
    () => new MeshStandardMaterial({ color: new Color('#aeb4ba'), metalness: 0.85, roughness: 0.36 }),
  );
}

/** Polished brass: the jump's bridge, the rims. */
export function brass(): MeshStandardMaterial {
  return once('brass', () => new MeshStandardMaterial({ color: new Color('#c49a45'), metalness: 0.8, roughness: 0.3 }));
}

/** Dark matte rubber: the absorber, a one-sided mirror's back. */
export function rubber(): MeshStandardMaterial {
  return once('rubber', () => new MeshStandardMaterial({ color: new Color('#1a1817'), metalness: 0, roughness: 0.92 }));
}

/** A kind's coloured lacquer (the diode's body, the deflector's block, the mystery box). */
export function lacquer(kind: LaserKind): MeshPhysicalMaterial {
  return once(
    `lacquer:${kind}`,
    () =>
      new MeshPhysicalMaterial({
        color: new Color(KIND_INK[kind]),
        roughness: 0.35,
        clearcoat: 0.7,
        clearcoatRoughness: 0.2,
      }),
  );
}

/** A glowing part (portal rings, the sensor's eye): emissive in the kind's colour. */
export function glowing(kind: LaserKind, strength = 1.4): MeshStandardMaterial {
  return once(
    `glowing:${kind}:${strength}`,
    () =>
      new MeshStandardMaterial({
        color: new Color(KIND_INK[kind]),
        emissive: new Color(KIND_INK[kind]),
        emissiveIntensity: strength,
        roughness: 0.4,
        metalness: 0.1,
      }),
  );
}

/** The printed card top of a piece. */
export function topPrint(kind: LaserKind, orientation?: string, hidden?: HiddenPiece): MeshPhysicalMaterial {
  const key = `top:${kind}:${orientation ?? ''}:${hidden?.kind ?? ''}${hidden?.orientation ?? ''}`;
  return once(
    key,
    () =>
      new MeshPhysicalMaterial({ map: pieceTopTexture(kind, orientation, hidden), roughness: 0.7, clearcoat: 0.15 }),
  );
}

/** The printed top of a ghost piece: the same print, see-through. */
export function topPrintGhost(kind: LaserKind, orientation?: string, hidden?: HiddenPiece): MeshBasicMaterial {
  const key = `topghost:${kind}:${orientation ?? ''}:${hidden?.kind ?? ''}${hidden?.orientation ?? ''}`;
  return once(
    key,
    () =>
      new MeshBasicMaterial({
        map: pieceTopTexture(kind, orientation, hidden),
        transparent: true,
        opacity: 0.62,
        depthWrite: false,
      }),
  );
}

/** A pencil sketch on the notebook (transparent decal). */
export function sketch(kind: LaserKind, orientation?: string, hidden?: HiddenPiece, opacity = 1): MeshBasicMaterial {
  const key = `sketch:${kind}:${orientation ?? ''}:${hidden?.kind ?? ''}${hidden?.orientation ?? ''}:${opacity}`;
  return once(
    key,
    () =>
      new MeshBasicMaterial({
        map: sketchTexture(kind, orientation, hidden),
        transparent: true,
        opacity,
        depthWrite: false,
        toneMapped: false,
      }),
  );
}

/** A hit token's print. */
export function tokenPrint(kind: Parameters<typeof tokenTexture>[0]): MeshBasicMaterial {
  return once(
    `token:${kind}`,
    () => new MeshBasicMaterial({ map: tokenTexture(kind), transparent: true, depthWrite: false }),
  );
}

/** Additive light (beams, glows): white, tinted per instance or by `colour`. */
export function light(key: string, map: Texture | null = null, opacity = 1): MeshBasicMaterial {
  return once(
    `light:${key}`,
    () =>
      new MeshBasicMaterial({
        color: new Color('#ffffff'),
        ...(map ? { map } : {}),
        transparent: true,
        opacity,
        blending: AdditiveBlending,
        depthWrite: false,
        toneMapped: false,
      }),
  );
}

/** Coloured ink (normal blending) for beams drawn on the notebook's white paper, where added light would not show. */
export function ink(key: string, map: Texture | null = null, opacity = 1): MeshBasicMaterial {
  return once(
    `ink:${key}`,
    () =>
      new MeshBasicMaterial({
        color: new Color('#ffffff'),
        ...(map ? { map } : {}),
        transparent: true,
        opacity,
        depthWrite: false,
        toneMapped: false,
      }),
  );
}

/** The glow sprite material (soft round light). */
export function glowLight(): MeshBasicMaterial {
  return light('glow', glowTexture());
}

/** A see-through ghost of a piece: the hover preview, a counter-example, a piece missing at the end. */
export function ghostMaterial(tone: 'place' | 'counter' | 'missing'): MeshBasicMaterial {
  const colour = tone === 'place' ? '#bfefff' : tone === 'counter' ? '#ffb340' : '#ffffff';
  return once(
    `ghost:${tone}`,
    () =>
      new MeshBasicMaterial({
        color: new Color(colour),
        transparent: true,
        opacity: tone === 'missing' ? 0.32 : 0.42,
        depthWrite: false,
      }),
  );
}

/** The laser's green light. */
export const BEAM_GREEN = new Color('#3dff7a');
/** Red light: a shot the notebook contradicts. */
export const BEAM_RED = new Color('#ff3b30');
/** The beam's green as ink on the notebook's paper. */
export const INK_GREEN = new Color('#12a048');
/** The contradicted shot's red as ink. */
export const INK_RED = new Color('#d42a1e');
/** The paper faint ink fades into. */
export const PAPER = new Color('#f6f2e6');
