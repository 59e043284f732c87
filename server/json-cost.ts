// The cost model of the JSON tree writer (server/json-tree.ts): what a schema map entry costs on the wire, how
// long a value's packed text is, which values go whole as one entry, and when a whole value that keeps changing
// is worth turning into a container. Pure estimates over plain values; the writer decides with them.
import { isPlainObject, MergeArray, MergeObject } from '../shared/view-tree.js';

/**
 * Arrays of primitives whose JSON is at most this long always travel as one entry ('[3,5,1]'), even when they
 * change: one small entry is cheaper on the wire than an entry per item plus the array's own (dice, codes,
 * coordinates, whose turn it is).
 */
export const COLLAPSE_MAX_CHARS = 32;

/**
 * In the tree's first write, a value holding a container beside its primitives (a card with its squares, a
 * pile with its top card: see composite) whose packed text is at most this long is one entry: such values are
 * replaced rather than edited, and a view full of them would otherwise spend hundreds of entries (and the
 * map's short indices) on them. Everything else of the first write is a container, down to its primitives.
 */
export const FIRST_PACK_MAX_CHARS = 80;

/**
 * An object or array added after the tree's first write whose packed text is at most this long is written
 * whole as one entry; when it changes, it is written whole again, or becomes a container once its changes have
 * cost more than writing every child once would (worthExpanding), so that its further changes touch only their
 * own entries. What is added and never changed (a shot, a result, a placed card) costs its packed text once.
 */
export const PACK_MAX_CHARS = 160;

/**
 * Bytes one entry may take in a full encode beyond its key and value text: the map operation, its index,
 * and the lengths of the key and value strings (schema's encode.string and encode.number, at their largest).
 */
export const ENTRY_OVERHEAD_BYTES = 12;
/** Bytes a deleted entry may take in a patch: operation and index. */
export const DELETE_BYTES = 6;

/** UTF-8 length of a string (the wire's). */
export function utf8(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** An array of primitives whose JSON is short (estimated: strings by length, other items as 4 characters). */
export function collapsible(arr: readonly unknown[]): boolean {
  let chars = 1;
  for (const item of arr) {
    if (typeof item === 'string') chars += item.length + 3;
    else if (typeof item === 'number' || typeof item === 'boolean' || item === null || item === undefined) chars += 4;
    else return false;
    if (chars > COLLAPSE_MAX_CHARS) return false;
  }
  return true;
}

/**
 * Whether an object holds a container beside its primitives (a card with its squares, a pile with its top
 * card), short lists of primitives aside: such an object is mostly replaced, seldom edited field by field.
 */
export function composite(o: Record<string, unknown>): boolean {
  for (const k in o) {
    const x = o[k];
    if (typeof x === 'object' && x !== null && !(Array.isArray(x) && collapsible(x))) return true;
  }
  return false;
}

/** A value as JSON writes it in an array: undefined (and functions, symbols other than DELETED) as null. */
export function item(v: unknown): unknown {
  return v === undefined ? null : v;
}

/**
 * Whether two plain values write the same JSON text (key order included; undefined keys absent, NaN and
 * ±Infinity as null). Overlay merges compare by their fields.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    const ja = a === undefined || (typeof a === 'number' && !Number.isFinite(a)) ? null : a;
    const jb = b === undefined || (typeof b === 'number' && !Number.isFinite(b)) ? null : b;
    return ja === jb;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(item(a[i]), item(b[i]))) return false;
    return true;
  }
  if (Array.isArray(b) || a instanceof MergeArray !== b instanceof MergeArray) return false;
  if (a instanceof MergeObject !== b instanceof MergeObject) return false;
  if (a instanceof MergeArray) {
    const ib = (b as MergeArray).items;
    if (a.items.size !== ib.size) return false;
    for (const [i, v] of a.items) if (!ib.has(i) || !sameJson(v, ib.get(i))) return false;
    return true;
  }
  const oa = (a instanceof MergeObject ? a.fields : a) as Record<string, unknown>;
  const ob = (b instanceof MergeObject ? (b as MergeObject).fields : b) as Record<string, unknown>;
  const kb: string[] = [];
  for (const k in ob) if (ob[k] !== undefined) kb.push(k);
  let i = 0;
  for (const k in oa) {
    const v = oa[k];
    if (v === undefined) continue;
    if (kb[i++] !== k || !sameJson(v, ob[k])) return false;
  }
  return i === kb.length;
}

/**
 * Whether writing `fields` over `kids` keeps the key order a reader sees: the kept keys in their old order, the
 * added ones after them all.
 */
export function keysInOrder(fields: Record<string, unknown>, kids: ReadonlyMap<string, unknown>): boolean {
  let added = false;
  const old = kids.keys();
  for (const k in fields) {
    if (fields[k] === undefined) continue;
    if (!kids.has(k)) {
      added = true;
      continue;
    }
    if (added) return false;
    let n = old.next();
    while (!n.done && n.value !== k) n = old.next();
    if (n.done) return false;
  }
  return true;
}

/** Bytes a map operation takes beyond its value text: operation, index, the value's length. */
const OP_BYTES = 3;

/** Estimated length of a value's packed text (objects by shape: values only), stopping past `max`. */
function textLength(v: unknown, max = Infinity): number {
  switch (typeof v) {
    case 'string':
      return v.length + 2;
    case 'number':
      return Number.isFinite(v) ? String(v).length : 1;
    case 'object': {
      if (v === null) return 1;
      let n = 2;
      if (Array.isArray(v)) {
        for (const x of v) {
          n += textLength(x, max) + 1;
          if (n > max) return n;
        }
        return n;
      }
      n += 2;
      for (const k in v) {
        const x = (v as Record<string, unknown>)[k];
        if (x === undefined) continue;
        n += textLength(x, max) + 1;
        if (n > max) return n;
      }
      return n;
    }
    default:
      return 1;
  }
}

/** Estimated bytes of the patch that turns `a` (written as a container) into `b`. */
function diffBytes(a: unknown, b: unknown): number {
  if (sameJson(a, b)) return 0;
  const child = (x: unknown, y: unknown): number => {
    if (sameJson(x, y)) return 0;
    const whole = OP_BYTES + textLength(y, PACK_MAX_CHARS);
    return typeof y !== 'object' || y === null ? whole : Math.min(whole, diffBytes(x, y));
  };
  if (isPlainObject(a) && isPlainObject(b) && keysInOrder(b, new Map(Object.entries(a)))) {
    let n = 0;
    for (const k in b)
      if (b[k] !== undefined)
        n += Object.hasOwn(a, k) && a[k] !== undefined ? child(a[k], b[k]) : OP_BYTES + 1 + k.length + textLength(b[k]);
    for (const k in a) if (a[k] !== undefined && (!Object.hasOwn(b, k) || b[k] === undefined)) n += 2;
    return n;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    let n = 0;
    let p = 0;
    while (p < a.length && p < b.length && sameJson(item(a[p]), item(b[p]))) p++;
    let s = 0;
    while (s < a.length - p && s < b.length - p && sameJson(item(a[a.length - 1 - s]), item(b[b.length - 1 - s]))) s++;
    const om = a.length - p - s;
    const nm = b.length - p - s;
    for (let i = 0; i < Math.min(om, nm); i++) n += child(item(a[p + i]), item(b[p + i]));
    for (let i = om; i < nm; i++) n += OP_BYTES + 3 + textLength(item(b[p + i]));
    return n + 2 * Math.max(0, om - nm);
  }
  return OP_BYTES + textLength(b);
}

/** Estimated bytes of writing `b` as a container with an entry per child (packed where small). */
function expandBytes(b: unknown): number {
  let n = OP_BYTES + 3;
  if (Array.isArray(b)) for (const x of b) n += OP_BYTES + 3 + textLength(item(x));
  else
    for (const k in b as Record<string, unknown>) {
      const x = (b as Record<string, unknown>)[k];
      if (x !== undefined) n += OP_BYTES + 1 + k.length + textLength(x);
    }
  return n;
}

/**
 * Whether a whole value that changed (`old` → `value`, whose packed text is `length` long, rewritten `changes`
 * times before) should become a container: when what it saves on this change and as many more as it had, beside
 * writing it whole each time, pays for writing every child once.
 */
export function worthExpanding(old: unknown, value: unknown, length: number, changes: number): boolean {
  const whole = OP_BYTES + length;
  const saved = whole - diffBytes(old, value);
  return saved > 0 && saved * (changes + 1) > expandBytes(value) - whole;
}
