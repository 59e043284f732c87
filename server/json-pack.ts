// The packed text of a small JSON value written whole as one tree entry (shared/view-tree.ts parsePacked reads
// it): JSON without repeated key names. An object's keys are named once per tree as a shape ('#3' → the key
// list), and each object of that shape lists only its values: {"n":3,"by":1} → '{3|3,1}'; true, false and null
// are 't', 'f' and 'n'; a list of two or more small integers is a tuple, one character each: [0,-1] → '(@?)'.
// A Laser shot or a Masterdice result of ~120 JSON characters packs into ~40.

import { TUPLE_MAX, TUPLE_MIN, TUPLE_ZERO } from '../shared/view-tree.js';

/** Most shapes one tree names; past it, objects pack with their keys written out (JSON-style). */
export const MAX_SHAPES = 512;

/** The shapes of one tree: key list → shape id, and the ones a pack in progress would add. */
export class Shapes {
  private readonly ids = new Map<string, string>();
  private next = 0;
  /** Shapes made by the last pack(), to be named in the tree only if it is used: [id, keys]. */
  pending: [string, string[]][] = [];

  /** The shape id of a key list, made (pending) if new; null when the tree has all the shapes it may. */
  idOf(keys: string[]): string | null {
    const sig = keys.join('\u0000');
    const known = this.ids.get(sig);
    if (known !== undefined) return known;
    if (this.ids.size >= MAX_SHAPES) return null;
    const id = (this.next++).toString(36);
    this.ids.set(sig, id);
    this.pending.push([id, keys]);
    return id;
  }

  /** Forgets the pending shapes of a pack that was given up (too long). */
  drop(): void {
    for (const [, keys] of this.pending) this.ids.delete(keys.join('\u0000'));
    this.next -= this.pending.length;
    this.pending = [];
  }
}

/** A list of two or more small integers as a tuple ('(' + one character each + ')'), else null. */
export function tupleOf(v: readonly unknown[]): string | null {
  if (v.length < 2) return null;
  let out = '(';
  for (const x of v) {
    if (typeof x !== 'number' || !Number.isInteger(x) || x < TUPLE_MIN || x > TUPLE_MAX) return null;
    out += String.fromCharCode(TUPLE_ZERO + x);
  }
  return `${out})`;
}

/** One pack() in progress: the text so far, its budget, the tree's shapes. */
interface PackState {
  out: string;
  readonly max: number;
  readonly shapes: Shapes;
}

/** Appends `s`; false once the text is past its budget. */
function add(st: PackState, s: string): boolean {
  st.out += s;
  return st.out.length <= st.max;
}

/** Appends the packed text of `v`; false once past the budget. */
function writeValue(st: PackState, v: unknown): boolean {
  switch (typeof v) {
    case 'string':
      return add(st, JSON.stringify(v));
    case 'number':
      return add(st, Number.isFinite(v) ? String(v) : 'n');
    case 'boolean':
      return add(st, v ? 't' : 'f');
    case 'object': {
      if (v === null) break;
      if (!Array.isArray(v)) return writeObject(st, v as Record<string, unknown>);
      const tuple = tupleOf(v);
      if (tuple !== null) return add(st, tuple);
      if (!add(st, '[')) return false;
      for (let i = 0; i < v.length; i++) {
        if (i > 0 && !add(st, ',')) return false;
        if (!writeValue(st, v[i] === undefined ? null : v[i])) return false;
      }
      return add(st, ']');
    }
  }
  return add(st, 'n');
}

/** Appends an object: by shape, or with its keys written out once the tree has all the shapes it may. */
function writeObject(st: PackState, o: Record<string, unknown>): boolean {
  const keys: string[] = [];
  for (const k in o) if (o[k] !== undefined) keys.push(k);
  if (keys.length === 0) return add(st, '{}');
  const id = st.shapes.idOf(keys);
  if (!add(st, id === null ? '{' : `{${id}|`)) return false;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (id === null ? !add(st, `${i > 0 ? ',' : ''}${JSON.stringify(k)}:`) : i > 0 && !add(st, ',')) return false;
    if (!writeValue(st, o[k])) return false;
  }
  return add(st, '}');
}

/**
 * The packed text of a plain JSON value, or null when it would be longer than `max` characters (then nothing
 * new is left in `shapes`). New shapes it uses are in `shapes.pending`: the caller names them in the tree.
 */
export function pack(value: unknown, max: number, shapes: Shapes): string | null {
  shapes.pending = [];
  const st: PackState = { out: '', max, shapes };
  if (writeValue(st, value)) return st.out;
  shapes.drop();
  return null;
}
