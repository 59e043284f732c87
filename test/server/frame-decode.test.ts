// The room's frame decoding (server/frame-decode.ts): msgpack payloads whose declared sizes exceed their bytes
// are refused before msgpackr allocates them; every payload colyseus.js can pack still decodes.
import { Packr, unpack } from '@colyseus/msgpackr';
import { describe, expect, it } from 'vitest';
import { decodeFrame, msgpackFits } from '../../server/frame-decode.js';
import { frameOf } from './fuzz-frames.js';
import { FuzzRng } from './fuzz-values.js';

/** A random JSON-like value with awkward keys and numbers, for the round trip. */
function value(rng: FuzzRng, depth: number): unknown {
  switch (rng.int(depth > 0 ? 9 : 6)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 255, 65536, 2 ** 40, -(2 ** 33), 0.5, 1e300, NaN]);
    case 3:
      return 'x'.repeat(rng.int(300));
    case 4:
      return rng.bytes(rng.int(70));
    case 5:
      return undefined;
    case 6:
      return Array.from({ length: rng.int(8) }, () => value(rng, depth - 1));
    default:
      return Object.fromEntries(Array.from({ length: rng.int(6) }, (_, i) => [`k${i}`, value(rng, depth - 1)]));
  }
}

describe('frame decoding', () => {
  it('bug: 4 KB of msgpack array headers (0xdc…) took the event loop 3.2 s and 465 MB before failing; now refused before unpacking', () => {
    for (const b of [0xdc, 0xdd, 0xde, 0xdf, 0x9f, 0x8f]) {
      const body = new Uint8Array(4080).fill(b);
      expect(msgpackFits(body), `0x${b.toString(16)}`).toBe(false);
      expect(decodeFrame(Buffer.from(frameOf('action', body)), true)).toBeNull();
    }
    expect(msgpackFits(Uint8Array.from([0xc6, 0xff, 0xff, 0xff, 0xff]))).toBe(false);
    expect(msgpackFits(Uint8Array.from([0xc9, 0xff, 0xff, 0xff, 0xff, 0x01]))).toBe(false);
  });

  it('decodes every payload colyseus.js packs, as msgpackr does', () => {
    const rng = new FuzzRng(7);
    const packr = new Packr();
    for (let i = 0; i < 500; i++) {
      const v = { action: value(rng, 4) };
      const bytes = Uint8Array.from(packr.pack(v));
      expect(msgpackFits(bytes)).toBe(true);
      const frame = decodeFrame(Buffer.from(frameOf('action', bytes)), true);
      expect(frame?.type).toBe('action');
      expect(frame?.message).toEqual(unpack(Buffer.from(bytes)));
    }
  });
});
