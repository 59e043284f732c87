// A client frame's type and payload, decoded once (server/table-gate.ts, the table room's message gate), with the
// msgpack payload's declared sizes checked against its bytes before anything is unpacked.
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';

/**
 * Whether every msgpack value in `b` fits in `b`: no string, binary or extension longer than the bytes left, and
 * never more array or map elements declared than bytes left to hold them (each takes at least one). msgpackr
 * allocates a declared array before reading it: 4 KB of 0xdc bytes (array16 headers, 56,540 elements each,
 * nested) took the event loop 3.2 s and 465 MB before failing. Scans every byte as a sequence of values, so a
 * valid payload always passes (msgpackr's records only group values the scan counts one by one).
 */
export function msgpackFits(b: Uint8Array): boolean {
  const n = b.byteLength;
  let pos = 0;
  let pending = 0;
  const len = (bytes: number): number => {
    if (pos + bytes > n) return -1;
    let v = 0;
    for (let i = 0; i < bytes; i++) v = v * 256 + b[pos + i]!;
    pos += bytes;
    return v;
  };
  while (pos < n) {
    const t = b[pos++]!;
    if (pending > 0) pending--;
    let skip = 0;
    let items = 0;
    if (t <= 0x7f || t >= 0xe0) skip = 0;
    else if (t <= 0x8f) items = (t & 0x0f) * 2;
    else if (t <= 0x9f) items = t & 0x0f;
    else if (t <= 0xbf) skip = t & 0x1f;
    else if (t === 0xc4 || t === 0xd9) skip = len(1);
    else if (t === 0xc5 || t === 0xda) skip = len(2);
    else if (t === 0xc6 || t === 0xdb) skip = len(4);
    else if (t >= 0xc7 && t <= 0xc9) skip = len(1 << (t - 0xc7)) + 1;
    else if (t === 0xca) skip = 4;
    else if (t === 0xcb) skip = 8;
    else if (t >= 0xcc && t <= 0xcf) skip = 1 << (t - 0xcc);
    else if (t >= 0xd0 && t <= 0xd3) skip = 1 << (t - 0xd0);
    else if (t >= 0xd4 && t <= 0xd8) skip = 1 + (1 << (t - 0xd4));
    else if (t === 0xdc || t === 0xdd) items = len(t === 0xdc ? 2 : 4);
    else if (t === 0xde || t === 0xdf) items = 2 * len(t === 0xde ? 2 : 4);
    // 0xc0 nil, 0xc2/0xc3 booleans: nothing follows; 0xc1 is never used (msgpackr refuses it itself).
    if (skip < 0 || items < 0 || pos + skip > n) return false;
    pos += skip;
    pending += items;
    if (pending > n - pos) return false;
  }
  return pending === 0;
}

/**
 * A data frame's type and payload (msgpack for ROOM_DATA, raw bytes for ROOM_DATA_BYTES), decoded once; null
 * when the type or the payload does not decode (Colyseus 0.16 would close the connection on such a frame) or the
 * payload declares more than its bytes hold.
 */
export function decodeFrame(buffer: Buffer, msgpack: boolean): { type: string | number; message: unknown } | null {
  try {
    const it = { offset: 1 };
    const type: unknown = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
    if (it.offset > buffer.byteLength || (typeof type !== 'string' && typeof type !== 'number')) return null;
    const rest = buffer.subarray(it.offset);
    if (msgpack && !msgpackFits(rest)) return null;
    const message: unknown = !msgpack ? rest : rest.byteLength > 0 ? unpack(rest) : undefined;
    return { type, message };
  } catch {
    return null;
  }
}
