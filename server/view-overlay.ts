// A seat's private overlay: the difference of its view against the spectators' (public) view, small because a
// seat usually sees the public view plus a few secrets of its own. shared/view-tree.ts applyOverlay undoes it.
import { DELETED, isPlainObject, MergeArray, MergeObject, type OverlayValue } from '../shared/view-tree.js';

/** Whether two primitives are equal as JSON writes them (NaN and ±Infinity are null, -0 is 0). */
function samePrimitive(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const ja = typeof a === 'number' && !Number.isFinite(a) ? null : a;
  const jb = typeof b === 'number' && !Number.isFinite(b) ? null : b;
  return ja === jb;
}

/** `obj[key]` when it is the object's own key (never an inherited `constructor` or `toString`). */
function own_(obj: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** Sets `obj[key] = value` as an own key, also for '__proto__' (a plain assignment would set the prototype). */
function setField(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/** Whether merging `own` over `pub` lists the keys in `own`'s order (pub's kept keys first, then the added). */
function mergeKeepsOrder(pub: Record<string, unknown>, own: Record<string, unknown>): boolean {
  const merged: string[] = [];
  for (const k in pub) if (pub[k] !== undefined && own_(own, k) !== undefined) merged.push(k);
  for (const k in own) if (own[k] !== undefined && own_(pub, k) === undefined) merged.push(k);
  let i = 0;
  for (const k in own) if (own[k] !== undefined && merged[i++] !== k) return false;
  return true;
}

/**
 * What turns `pub` into `own` (both plain JSON views): undefined when they are equal; a MergeObject or
 * MergeArray (arrays of the same length) listing only the places that differ; else `own` itself. Keys whose
 * value is undefined count as absent, as in JSON.
 */
export function overlayOf(pub: unknown, own: unknown): OverlayValue | undefined {
  if (pub === own) return undefined;
  if (isPlainObject(pub) && isPlainObject(own)) {
    let fields: Record<string, OverlayValue> | null = null;
    const pubKeys: string[] = [];
    for (const k in pub) if (pub[k] !== undefined) pubKeys.push(k);
    // Whether own lists the very keys of pub, in pub's order (then a merge of the changed ones keeps it).
    let sameKeys = true;
    let i = 0;
    for (const k in own) {
      const o = own[k];
      if (o === undefined) continue;
      if (pubKeys[i++] !== k) sameKeys = false;
      const p = own_(pub, k);
      const d = p === undefined ? o : overlayOf(p, o);
      if (d !== undefined) {
        fields ??= {};
        setField(fields, k, d);
      }
    }
    if (i !== pubKeys.length) sameKeys = false;
    if (sameKeys) return fields === null ? undefined : new MergeObject(fields);
    for (const k of pubKeys)
      if (own_(own, k) === undefined) {
        fields ??= {};
        setField(fields, k, DELETED);
      }
    // A merge keeps pub's kept keys in place and appends the keys it adds: when that is not the viewer's key
    // order (keys added before others, or the same keys reordered), the object goes whole.
    return fields !== null && mergeKeepsOrder(pub, own) ? new MergeObject(fields) : own;
  }
  if (Array.isArray(pub) && Array.isArray(own) && pub.length === own.length) {
    let items: Map<number, OverlayValue> | null = null;
    for (let i = 0; i < own.length; i++) {
      // JSON writes an undefined array item as null.
      const d = overlayOf(pub[i] === undefined ? null : pub[i], own[i] === undefined ? null : own[i]);
      if (d !== undefined) {
        items ??= new Map();
        items.set(i, d);
      }
    }
    return items === null ? undefined : new MergeArray(items);
  }
  if (typeof pub !== 'object' && typeof own !== 'object' && samePrimitive(pub, own)) return undefined;
  if (pub === null && own === null) return undefined;
  return own;
}
