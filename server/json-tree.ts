// Writes a JSON value into a flat entry map (the wire form of shared/view-tree.ts) by a structural diff against
// the value it wrote last: only the entries whose value changed are set, only the places that vanished are
// deleted, so the schema patch after an action carries just those entries.
import { DELETED, isPlainObject, MergeArray, MergeObject, ROOT_KEY } from '../shared/view-tree.js';
import { pack, Shapes } from './json-pack.js';

/** Where the entries go: the tree's schema map (MapSchema<string>), or a plain Map in tests. */
export interface EntrySink {
  set(key: string, value: string): unknown;
  delete(key: string): unknown;
}

/**
 * Arrays of primitives whose JSON is at most this long always travel as one entry ('=[3,5,1]'), even when they
 * change: one small entry is cheaper on the wire than an entry per item plus the array's own (dice, codes,
 * coordinates, whose turn it is).
 */
export const COLLAPSE_MAX_CHARS = 32;

/**
 * An object or array added after the tree's first write whose packed text (server/json-pack.ts) is at most this
 * long is written whole as one entry; only when it later changes is it written as a container, so that its
 * further changes touch only their own entries. What is added and never changed (a shot, a result, a placed
 * card) costs its packed text once.
 */
export const PACK_MAX_CHARS = 160;

/**
 * Bytes one entry may take in a full encode beyond its key and value text: the map operation, its index,
 * and the lengths of the key and value strings (schema's encode.string and encode.number, at their largest).
 */
export const ENTRY_OVERHEAD_BYTES = 12;
/** Bytes a deleted entry may take in a patch: operation and index. */
export const DELETE_BYTES = 6;

/** One written place: its entry value, and for a container its children by key. */
interface Node {
  enc: string;
  kids: Map<string, Node> | null;
}


/** UTF-8 length of a string (the wire's). */
function utf8(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** The container kind a value may be written as ('{', '[', 'm', 'a'), or null for a primitive. */
function containerKind(v: unknown): string | null {
  if (Array.isArray(v)) return '[';
  if (v instanceof MergeObject) return 'm';
  if (v instanceof MergeArray) return 'a';
  return isPlainObject(v) ? '{' : null;
}

/** An array of primitives whose JSON is short (estimated: strings by length, other items as 4 characters). */
function collapsible(arr: readonly unknown[]): boolean {
  let chars = 1;
  for (const item of arr) {
    if (typeof item === 'string') chars += item.length + 3;
    else if (typeof item === 'number' || typeof item === 'boolean' || item === null || item === undefined) chars += 4;
    else return false;
    if (chars > COLLAPSE_MAX_CHARS) return false;
  }
  return true;
}

/** The entry value of something written as one entry (see shared/view-tree.ts). */
function encodeLeaf(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return '"' + v;
    case 'number':
      return Number.isFinite(v) ? JSON.stringify(v) : 'n';
    case 'boolean':
      return v ? 't' : 'f';
    default:
      return v === DELETED ? 'x' : 'n';
  }
}

/**
 * Whether writing `fields` over `kids` keeps the key order a reader sees: the kept keys in their old order, the
 * added ones after them all.
 */
function keysInOrder(fields: Record<string, unknown>, kids: ReadonlyMap<string, unknown>): boolean {
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

/** One tree: the entries written so far and what they would cost on the wire. */
export class JsonTreeWriter {
  private root: Node | undefined;
  private nextId = 0;
  /** Entries in the tree now. */
  entries = 0;
  /** Upper bound of the bytes the whole tree takes in a full encode. */
  bytes = 0;
  /** Entries deleted since the last takeDeleted() (a patch carries a few bytes for each). */
  private deleted = 0;
  private readonly shapes = new Shapes();
  /**
   * The first write is done: from then on new values are packed. What a view holds from the start (the board,
   * the players' records) is what later changes, so it goes as containers; what is added later (a shot, a
   * result, a placed card) mostly stays as it came.
   */
  private written = false;

  constructor(private readonly sink: EntrySink) {}

  /** Makes the entries hold `value` (undefined: no entry at all), touching only what differs from the last. */
  write(value: unknown): void {
    if (value === undefined) {
      if (this.root) this.remove(ROOT_KEY, this.root);
      this.root = undefined;
      return;
    }
    this.root = this.put(ROOT_KEY, this.root, value);
    this.written = true;
  }

  /** Writes a packed value as one entry, naming the shapes it uses first. */
  private putPacked(key: string, node: Node | undefined, enc: string): Node {
    for (const [id, keys] of this.shapes.pending) this.setEntry('#' + id, undefined, JSON.stringify(keys));
    this.shapes.pending = [];
    this.setEntry(key, node?.enc, enc);
    return { enc, kids: null };
  }

  /** How many entries were deleted since the last call (and starts counting again). */
  takeDeleted(): number {
    const n = this.deleted;
    this.deleted = 0;
    return n;
  }

  private put(key: string, node: Node | undefined, value: unknown): Node {
    const kind = containerKind(value);
    if (kind === '[' && collapsible(value as unknown[])) {
      // Short lists of primitives always go whole (no shapes involved).
      const enc = '=' + pack(value, Infinity, this.shapes)!;
      if (node && node.kids === null && node.enc === enc) return node;
      if (node) this.dropKids(node);
      return this.putPacked(key, node, enc);
    }
    if ((kind === '{' || kind === '[') && (node === undefined || node.kids === null) && this.written) {
      const text = pack(value, PACK_MAX_CHARS, this.shapes);
      if (text !== null) {
        const enc = '=' + text;
        if (node?.enc === enc) {
          this.shapes.drop();
          return node;
        }
        // A new value, or one that replaces a primitive, goes whole; a packed one that changed is expanded.
        if (node === undefined || node.enc.charAt(0) !== '=') return this.putPacked(key, node, enc);
        this.shapes.drop();
      }
    }
    if (kind === null) {
      const enc = encodeLeaf(value);
      if (node && node.kids === null && node.enc === enc) return node;
      if (node) this.dropKids(node);
      this.setEntry(key, node?.enc, enc);
      return { enc, kids: null };
    }
    if (node && node.kids !== null && node.enc.charAt(0) === kind && this.syncKids(node.enc.slice(1), node.kids, value)) return node;
    // A new container (or an object whose new keys would come out of order: a reader lists an object's keys in
    // the order their entries were added, so the object is written afresh).
    if (node) this.dropKids(node);
    const enc = kind + (this.nextId++).toString(36);
    this.setEntry(key, node?.enc, enc);
    const fresh: Node = { enc, kids: new Map() };
    this.syncKids(enc.slice(1), fresh.kids!, value);
    return fresh;
  }

  /**
   * Writes a container's children; false (having written nothing) when an object gains a key before one it
   * already has, which a reader would list last.
   */
  private syncKids(id: string, kids: Map<string, Node>, value: unknown): boolean {
    const prefix = id + '.';
    let present = 0;
    const visit = (k: string, v: unknown): void => {
      present++;
      const old = kids.get(k);
      const next = this.put(prefix + k, old, v);
      if (next !== old) kids.set(k, next);
    };
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) visit(String(i), value[i]);
      for (let i = value.length; kids.has(String(i)); i++) {
        this.remove(prefix + i, kids.get(String(i))!);
        kids.delete(String(i));
      }
      return true;
    }
    if (value instanceof MergeArray) {
      for (const [i, v] of value.items) visit(String(i), v);
      if (kids.size > present) this.removeMissing(prefix, kids, (k) => value.items.has(Number(k)));
      return true;
    }
    const fields = (value instanceof MergeObject ? value.fields : value) as Record<string, unknown>;
    if (kids.size > 0 && !keysInOrder(fields, kids)) return false;
    for (const k in fields) {
      const v = fields[k];
      if (v !== undefined) visit(k, v);
    }
    if (kids.size > present) this.removeMissing(prefix, kids, (k) => Object.hasOwn(fields, k) && fields[k] !== undefined);
    return true;
  }

  private removeMissing(prefix: string, kids: Map<string, Node>, keep: (k: string) => boolean): void {
    for (const [k, child] of kids) {
      if (keep(k)) continue;
      this.remove(prefix + k, child);
      kids.delete(k);
    }
  }

  private setEntry(key: string, old: string | undefined, enc: string): void {
    this.sink.set(key, enc);
    if (old === undefined) {
      this.entries++;
      this.bytes += ENTRY_OVERHEAD_BYTES + utf8(key) + utf8(enc);
    } else {
      this.bytes += utf8(enc) - utf8(old);
    }
  }

  /** Deletes a place's entry and every entry under it. */
  private remove(key: string, node: Node): void {
    this.dropKids(node);
    this.sink.delete(key);
    this.entries--;
    this.deleted++;
    this.bytes -= ENTRY_OVERHEAD_BYTES + utf8(key) + utf8(node.enc);
  }

  /** Deletes the entries under a container (the place itself stays, to be overwritten). */
  private dropKids(node: Node): void {
    if (node.kids === null) return;
    const prefix = node.enc.slice(1) + '.';
    for (const [k, child] of node.kids) this.remove(prefix + k, child);
    node.kids = null;
  }
}
