// Static pieces built from several simple parts of one material drawn as one geometry: one draw call (and one in
// the shadow pass) instead of one per part. Used by the table's legs and the games' boards, doors and trays.
import type { BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * `parts` as one geometry (three's mergeGeometries, which wants all parts indexed or none: a mix is made unindexed
 * first); throws naming `what` when they cannot merge (different attributes). The parts are never drawn, so they
 * hold nothing on the GPU to free.
 */
export function mergeParts(parts: readonly BufferGeometry[], what: string): BufferGeometry {
  const mixed = parts.some((p) => p.index) && parts.some((p) => !p.index);
  const g = mergeGeometries(mixed ? parts.map((p) => (p.index ? p.toNonIndexed() : p)) : [...parts]);
  if (!g) throw new Error(`${what}: parts that do not merge into one geometry`);
  return g;
}
