// Picks the rendering quality once: a software rasteriser (SwiftShader, llvmpipe: headless tests, VMs,
// blocklisted GPUs) gets 1× pixels, no MSAA and a smaller, cheaper shadow map; a real GPU gets the full look.

/** The render settings the canvas and lights use. */
export interface Quality {
  readonly software: boolean;
  readonly dpr: number | [number, number];
  readonly antialias: boolean;
  readonly shadows: 'soft' | 'percentage';
  readonly shadowMapSize: number;
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
  cached = software
    ? { software, dpr: 1, antialias: false, shadows: 'percentage', shadowMapSize: 1024 }
    : { software, dpr: [1, 2], antialias: true, shadows: 'soft', shadowMapSize: 2048 };
  return cached;
}
