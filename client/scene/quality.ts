// Picks the rendering quality once: a software rasteriser (SwiftShader, llvmpipe: headless tests, VMs,
// blocklisted GPUs) gets 1× pixels, no MSAA, a small shadow map read with 4 taps, no clearcoat, light from the
// environment's spherical harmonics instead of per-pixel cube-map lookups, and no idle motion (measured: a
// spectator frame at 800×500 costs 2–2.6× less); a real GPU gets the full look. Idle motion (a pulsing glow, a bobbing die: frames drawn while nobody acts) is also off when the
// player asks for reduced motion.
import { prefersReducedMotion } from './motion.js';

/** The render settings the canvas and lights use. */
export interface Quality {
  readonly software: boolean;
  readonly dpr: number | [number, number];
  readonly antialias: boolean;
  /** 'soft': PCF soft shadows; 'bilinear': 4 depth taps blended by position (see softwareShading.ts). */
  readonly shadows: 'soft' | 'bilinear';
  readonly shadowMapSize: number;
  /**
   * How the environment lights the table. 'cube': every surface samples the environment cube map per pixel.
   * 'probe': its spherical harmonics light every surface (a few multiply-adds), and metals reflect them from the
   * mirrored direction; nothing samples the cube map (in software the per-pixel lookups were half of a frame, and
   * filtering the map for rough metals cost ~1.5 s of a table's first second).
   */
  readonly environment: 'cube' | 'probe';
  /** Clearcoat and sheen layers (a second specular lobe per pixel); off in software. */
  readonly coatings: boolean;
  /**
   * Decorative motion that keeps drawing while the table waits (a pulse, a bob). Off on a software rasteriser,
   * where each frame costs a core for a quarter second, and with prefers-reduced-motion.
   */
  readonly idleMotion: boolean;
}

let cached: Quality | null = null;

/** The renderer string of a throwaway WebGL context, or '' when unavailable. */
function rendererName(): string {
  try {
    const gl =
      document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    if (!gl) return '';
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return name;
  } catch {
    return '';
  }
}

/** The quality for this browser, detected once. */
export function quality(): Quality {
  if (cached) return cached;
  // A bench may ask for the full look on a software rasteriser (bench/prints.ts), before the page loads.
  const full = (globalThis as { __tavoloQuality?: string }).__tavoloQuality === 'full';
  const software = !full && /swiftshader|llvmpipe|software|softpipe/i.test(rendererName());
  const reduced = prefersReducedMotion();
  cached = software
    ? {
        software,
        dpr: 1,
        antialias: false,
        shadows: 'bilinear',
        shadowMapSize: 512,
        environment: 'probe',
        coatings: false,
        idleMotion: false,
      }
    : {
        software,
        dpr: [1, 2],
        antialias: true,
        shadows: 'soft',
        shadowMapSize: 2048,
        environment: 'cube',
        coatings: true,
        idleMotion: !reduced,
      };
  return cached;
}
