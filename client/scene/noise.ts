// Small seeded value noise for the procedural textures (runs once at start, never per frame).

/** A 2D lattice hash in [0, 1). */
function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263) ^ Math.imul(seed, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1) at (x, y), period `px` × `py` lattice cells (tileable when both are set). */
export function valueNoise(x: number, y: number, seed: number, px = 0, py = 0): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const wrapX = (v: number) => (px > 0 ? ((v % px) + px) % px : v);
  const wrapY = (v: number) => (py > 0 ? ((v % py) + py) % py : v);
  const xa = wrapX(x0),
    xb = wrapX(x0 + 1),
    ya = wrapY(y0),
    yb = wrapY(y0 + 1);
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash(xa, ya, seed),
    b = hash(xb, ya, seed),
    c = hash(xa, yb, seed),
    d = hash(xb, yb, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

/** Fractal sum of `octaves` value noises, roughly in [0, 1). */
export function fbm(x: number, y: number, seed: number, octaves: number, px = 0, py = 0): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  let f = 1;
  for (let i = 0; i < octaves; i++) {
    sum += amp * valueNoise(x * f, y * f, seed + i * 17, px * f, py * f);
    norm += amp;
    amp *= 0.5;
    f *= 2;
  }
  return sum / norm;
}
