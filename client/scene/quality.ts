// Picks the rendering quality once: a software rasteriser (SwiftShader, llvmpipe: headless tests, VMs,
// blocklisted GPUs) gets 1× pixels, no MSAA, a smaller, cheaper shadow map and no idle motion; a real GPU gets
// the full look. Idle motion (a pulsing glow, a bobbing die: frames drawn while nobody acts) is also off when the
// player asks for reduced motion.

/** The render settings the canvas and lights use. */
export interface Quality {
  readonly software: boolean;
  readonly dpr: number | [number, number];
  readonly antialias: boolean;
  readonly shadows: 'soft' | 'percentage';
  readonly shadowMapSize: number;
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
    const gl = document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
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
  const software = /swiftshader|llvmpipe|software|softpipe/i.test(rendererName());
  const reduced = typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  cached = software
    ? { software, dpr: 1, antialias: false, shadows: 'percentage', shadowMapSize: 1024, idleMotion: false }
    : { software, dpr: [1, 2], antialias: true, shadows: 'soft', shadowMapSize: 2048, idleMotion: !reduced };
  return cached;
}
