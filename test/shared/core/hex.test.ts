// Hex maths (shared/core/hex.ts): flat-top axial cells, sides 0–5 clockwise from north.
import { describe, expect, it } from 'vitest';
import {
  HEX_DIRECTIONS,
  hexDisk,
  hexDistance,
  hexKey,
  hexRing,
  hexToPixel,
  isConnected,
  neighbour,
  neighbours,
  oppositeSide,
  parseHexKey,
  pixelToHex,
  rotateSide,
  shapeKey,
  sideTowards,
  type Hex,
} from '../../../shared/core/hex.js';

const cells: Hex[] = hexDisk({ q: 0, r: 0 }, 3);

describe('hex maths', () => {
  it('each side leads to a neighbour one step away, and the neighbour sees the edge as the opposite side', () => {
    for (const h of cells) {
      for (let s = 0; s < 6; s++) {
        const n = neighbour(h, s);
        expect(hexDistance(h, n)).toBe(1);
        expect(sideTowards(h, n)).toBe(s);
        expect(sideTowards(n, h)).toBe(oppositeSide(s));
        expect(neighbour(n, s + 3)).toEqual(h);
      }
    }
  });

  it('sides run clockwise from north on the page: 0 up, 1 up-right, 2 down-right, 3 down, 4 down-left, 5 up-left', () => {
    const angles = HEX_DIRECTIONS.map((d) => {
      const p = hexToPixel(d);
      return Math.round((Math.atan2(p.x, -p.y) * 180) / Math.PI + 360) % 360; // clockwise from north
    });
    expect(angles).toEqual([0, 60, 120, 180, 240, 300]);
    expect(hexDistance({ q: 0, r: 0 }, HEX_DIRECTIONS[0]!)).toBe(1);
  });

  it('rotating a side wraps around in both directions', () => {
    expect(rotateSide(5, 1)).toBe(0);
    expect(rotateSide(0, -1)).toBe(5);
    expect(rotateSide(2, 13)).toBe(3);
    expect(rotateSide(4, -6)).toBe(4);
    for (let s = 0; s < 6; s++) expect(oppositeSide(oppositeSide(s))).toBe(s);
  });

  it('cells that are not neighbours have no side towards each other', () => {
    expect(sideTowards({ q: 0, r: 0 }, { q: 2, r: 0 })).toBeNull();
    expect(sideTowards({ q: 0, r: 0 }, { q: 0, r: 0 })).toBeNull();
    expect(sideTowards({ q: 0, r: 0 }, { q: 1, r: 1 })).toBeNull();
  });

  it('distance counts grid steps', () => {
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: -1 })).toBe(3);
    expect(hexDistance({ q: -2, r: 2 }, { q: 2, r: -2 })).toBe(4);
    expect(hexDistance({ q: 1, r: 1 }, { q: 1, r: 1 })).toBe(0);
  });

  it('rings hold 6r cells at distance r and disks 3r² + 3r + 1', () => {
    for (let r = 1; r <= 4; r++) {
      const ring = hexRing({ q: 1, r: -2 }, r);
      expect(ring).toHaveLength(6 * r);
      expect(new Set(ring.map(hexKey)).size).toBe(6 * r);
      for (const h of ring) expect(hexDistance(h, { q: 1, r: -2 })).toBe(r);
      expect(hexDisk({ q: 0, r: 0 }, r)).toHaveLength(3 * r * r + 3 * r + 1);
    }
  });

  it('keys read back into the same cell, and nothing else reads as a key', () => {
    for (const h of cells) expect(parseHexKey(hexKey(h))).toEqual(h);
    expect(parseHexKey('1;2')).toBeNull();
    expect(parseHexKey('a,b')).toBeNull();
    expect(parseHexKey('1.5,2')).toBeNull();
  });

  it('a pixel inside a hexagon maps back to its cell; neighbours are √3 apart', () => {
    for (const h of cells) {
      const p = hexToPixel(h, 2);
      expect(pixelToHex(p, 2)).toEqual(h);
      expect(pixelToHex({ x: p.x + 0.7, y: p.y - 0.6 }, 2)).toEqual(h);
      const n = hexToPixel(neighbour(h, 1), 2);
      expect(Math.hypot(n.x - p.x, n.y - p.y)).toBeCloseTo(2 * Math.sqrt(3));
    }
  });

  it('a connected piece is connected; two pieces or none are not', () => {
    expect(isConnected(hexRing({ q: 0, r: 0 }, 3))).toBe(true);
    expect(isConnected([{ q: 0, r: 0 }])).toBe(true);
    expect(isConnected([])).toBe(false);
    expect(
      isConnected([
        { q: 0, r: 0 },
        { q: 2, r: 0 },
      ]),
    ).toBe(false);
    expect(isConnected([...hexRing({ q: 0, r: 0 }, 2), { q: 0, r: 0 }])).toBe(false);
    expect(isConnected([...neighbours({ q: 0, r: 0 })])).toBe(true);
  });

  it('the same shape moved elsewhere has the same shape key', () => {
    const a = hexRing({ q: 0, r: 0 }, 1);
    const b = hexRing({ q: 5, r: -7 }, 1).reverse();
    expect(shapeKey(a)).toBe(shapeKey(b));
    expect(shapeKey(a)).not.toBe(shapeKey(hexDisk({ q: 0, r: 0 }, 1)));
  });
});
