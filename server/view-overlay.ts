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
    let added = false;
    for (const k in own) {
      const o = own[k];
      if (o === undefined) continue;
      const p = own_(pub, k);
      if (p === undefined) added = true;
      const d = p === undefined ? o : overlayOf(p, o);
      if (d !== undefined) (fields ??= {})[k] = d;
    }
    for (const k in pub) {
      if (pub[k] !== undefined && own_(own, k) === undefined) (fields ??= {})[k] = DELETED;
    }
    if (fields === null) return undefined;
    // A merge appends the keys it adds: when that is not the viewer's key order, the object goes whole.
    return added && !mergeKeepsOrder(pub, own) ? own : new MergeObject(fields);
  }
  if (Array.isArray(pub) && Array.isArray(own) && pub.length === own.length) {
    let items: Map<number, OverlayValue> | null = null;
    for (let i = 0; i < own.length; i++) {
      // JSON writes an undefined array item as null.
      const d = overlayOf(pub[i] === undefined ? null : pub[i], own[i] === undefined ? null : own[i]);
      if (d !== undefined) (items ??= new Map()).set(i, d);
    }
    return items === null ? undefined : new MergeArray(items);
  }
  if (typeof pub !== 'object' && typeof own !== 'object' && samePrimitive(pub, own)) return undefined;
  if (pub === null && own === null) return undefined;
  return own;
}
