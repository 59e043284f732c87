// The wire form of a view: a JSON value flattened into string entries (key → encoded value) that the server
// keeps in one schema map per tree (server/json-tree.ts writes them), so a patch carries only the entries an
// action changed; and a seat's private overlay: what its view has that the spectators' view has not.
//
// Entry key: `<parentId>.<childKey>` — the object key, or the array item's sort key, under the container
// `<parentId>`; the root value's key is ROOT_KEY ('.': no parent, empty key). Container ids are short base-36
// counters and never hold a '.', so the child key is everything after the first '.'.
// Entry value, by its first character:
//   '"abc'  the string abc (no closing quote)        't' 'f' 'n'  true, false, null
//   '12.5'  a number, as JSON writes it              '{7'         an object, container id 7
//   '[7'    an array, container id 7: its items are the entries `7.<k>` in the order of their keys as numbers
//           (0, 1, 2 …; an item inserted later may get -1 or 1.5, so that its neighbours keep theirs)
//   '[3,5]' '{2|1,"a"}'  a small value given whole, packed (below): it ends with ']' or '}', a container never does
// Overlays only:
//   'm7'    merge into the object at this place      'a7'         merge into the array at this place, by index
//   'x'     the key is absent from this viewer's view
// Packed text (server/json-pack.ts): JSON with 't' 'f' 'n' for true, false, null, and objects by shape:
// '{3|1,"a"}' is an object whose keys are shape 3's, named once per tree by the entry '#3' → '["n","by"]';
// '{"k":1}' (keys written out) and '{}' also occur. A list of two or more integers from TUPLE_MIN to TUPLE_MAX
// is a tuple: '(' + one character each (the integer's code from TUPLE_ZERO, '0' … '~') + ')': [0,-1] → '(@?)'.
// Example: { phase: 'code', dice: [3, 5], players: [...] } → '.' = '{0', '0.phase' = '"code', '0.dice' = '(CE)',
// '0.players' = '[1', '1.0' = '{0|"Anna",2}', '1.1' = …

/** Key of the root value's entry. */
export const ROOT_KEY = '.';

/** Character code of 0 in a packed tuple ('@'): an integer n is the character TUPLE_ZERO + n. */
export const TUPLE_ZERO = 0x40;
/** Smallest integer a tuple holds (the character '0'; ')' and every character below it stay out). */
export const TUPLE_MIN = -16;
/** Largest integer a tuple holds (the character '~'). */
export const TUPLE_MAX = 62;

/** An overlay object: these keys of the public object at this place differ (missing keys are equal). */
export class MergeObject {
  constructor(readonly fields: Record<string, OverlayValue>) {}
}

/** An overlay array: these indices of the public array (same length) differ; missing indices are equal. */
export class MergeArray {
  constructor(readonly items: ReadonlyMap<number, OverlayValue>) {}
}

/** An overlay mark: this key of the public object is absent from the viewer's view. */
export const DELETED: unique symbol = Symbol('deleted');

/** What an overlay holds at a place: a plain JSON value that replaces the public one, or a merge, or DELETED. */
export type OverlayValue = unknown;

/** Entries as a decoded schema map offers them (MapSchema, or a plain Map in tests). */
export interface EntrySource {
  forEach(cb: (value: string, key: string) => void): void;
}

/** Sets `obj[key] = value`, also for a key named `__proto__` (a plain assignment would change the prototype). */
function put(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/**
 * Rebuilds the value a tree's entries hold (an overlay's marks come back as MergeObject, MergeArray and
 * DELETED). Undefined when the root entry is missing (nothing received yet).
 */
export function readTree(entries: EntrySource): unknown {
  const children = new Map<string, [string, string][]>();
  const shapes = new Map<string, string[]>();
  let root: string | undefined;
  entries.forEach((value, key) => {
    if (key === ROOT_KEY) {
      root = value;
      return;
    }
    if (key.charAt(0) === '#') {
      shapes.set(key.slice(1), JSON.parse(value) as string[]);
      return;
    }
    const dot = key.indexOf('.');
    if (dot < 0) return;
    const parent = key.slice(0, dot);
    let list = children.get(parent);
    if (!list) {
      list = [];
      children.set(parent, list);
    }
    list.push([key.slice(dot + 1), value]);
  });
  if (root === undefined) return undefined;
  const buildObject = (enc: string, merge: boolean): unknown => {
    const obj: Record<string, unknown> = {};
    for (const [k, v] of children.get(enc.slice(1)) ?? []) put(obj, k, build(v));
    return merge ? new MergeObject(obj) : obj;
  };
  const buildArray = (enc: string): unknown[] => {
    const list = children.get(enc.slice(1)) ?? [];
    // Entries arrive in the order they were added; the items' order is their keys'.
    const keyed = list.map(([k, v]) => [Number(k), v] as const).sort((a, b) => a[0] - b[0]);
    return keyed.map(([, v]) => build(v));
  };
  const build = (enc: string): unknown => {
    switch (enc.charAt(0)) {
      case '"':
        return enc.slice(1);
      case 't':
        return true;
      case 'f':
        return false;
      case 'n':
        return null;
      case 'x':
        return DELETED;
      case '(':
        return parsePacked(enc, 0, shapes);
      case '{':
      case '[':
        if (isPacked(enc)) return parsePacked(enc, 0, shapes);
        return enc.charAt(0) === '{' ? buildObject(enc, false) : buildArray(enc);
      case 'm':
        return buildObject(enc, true);
      case 'a': {
        const items = new Map<number, unknown>();
        for (const [k, v] of children.get(enc.slice(1)) ?? []) items.set(Number(k), build(v));
        return new MergeArray(items);
      }
      default:
        return Number(enc);
    }
  };
  return build(root);
}

/** Whether an entry value is packed text (a tuple, or it ends with ']' or '}': a container's value never does). */
export function isPacked(enc: string): boolean {
  const c = enc.charAt(0);
  const last = enc.charAt(enc.length - 1);
  return ((c === '{' || c === '[') && (last === '}' || last === ']')) || c === '(';
}

/** Reads the packed text of `text` from index `start` (see the header); `shapes` are the tree's '#' entries. */
export function parsePacked(text: string, start: number, shapes: ReadonlyMap<string, readonly string[]>): unknown {
  let i = start;
  const value = (): unknown => {
    const c = text.charAt(i);
    switch (c) {
      case '"': {
        let j = i + 1;
        for (;;) {
          const d = text.charAt(j);
          if (d === '\\') j += 2;
          else if (d === '"' || d === '') break;
          else j++;
        }
        const s = JSON.parse(text.slice(i, j + 1)) as string;
        i = j + 1;
        return s;
      }
      case 't':
        i++;
        return true;
      case 'f':
        i++;
        return false;
      case 'n':
        i++;
        return null;
      case '(': {
        const arr: number[] = [];
        for (i++; i < text.length && text.charAt(i) !== ')'; i++) arr.push(text.charCodeAt(i) - TUPLE_ZERO);
        i++;
        return arr;
      }
      case '[': {
        i++;
        const arr: unknown[] = [];
        if (text.charAt(i) === ']') {
          i++;
          return arr;
        }
        for (;;) {
          arr.push(value());
          if (text.charAt(i++) !== ',') return arr;
        }
      }
      case '{': {
        i++;
        const obj: Record<string, unknown> = {};
        if (text.charAt(i) === '}') {
          i++;
          return obj;
        }
        if (text.charAt(i) === '"') {
          for (;;) {
            const k = value() as string;
            i++; // ':'
            put(obj, k, value());
            if (text.charAt(i++) !== ',') return obj;
          }
        }
        const bar = text.indexOf('|', i);
        const keys = shapes.get(text.slice(i, bar)) ?? [];
        i = bar + 1;
        for (const k of keys) {
          put(obj, k, value());
          i++; // ',' or '}'
        }
        return obj;
      }
      default: {
        let j = i;
        while (j < text.length && '-+.eE0123456789'.includes(text.charAt(j))) j++;
        const n = Number(text.slice(i, j));
        i = j;
        return n;
      }
    }
  };
  return value();
}

/**
 * The viewer's view: the public value with the overlay laid over it. `base` is rebuilt fresh for each call
 * (readTree) and may be changed in place; an overlay of undefined leaves it as it is.
 */
export function applyOverlay(base: unknown, overlay: OverlayValue): unknown {
  if (overlay === undefined) return base;
  if (overlay instanceof MergeObject) {
    if (!isPlainObject(base)) return base; // a merge only ever comes over an object (server/view-overlay.ts)
    for (const [k, v] of Object.entries(overlay.fields)) {
      if (v === DELETED) delete base[k];
      else put(base, k, applyOverlay(base[k], v));
    }
    return base;
  }
  if (overlay instanceof MergeArray) {
    if (!Array.isArray(base)) return base;
    for (const [i, v] of overlay.items) base[i] = applyOverlay(base[i], v);
    return base;
  }
  return overlay;
}

/** A non-null, non-array object. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
