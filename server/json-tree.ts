// Writes a JSON value into a flat entry map (the wire form of shared/view-tree.ts) by a structural diff against
// the value it wrote last: only the entries whose value changed are set, only the places that vanished are
// deleted, so the schema patch after an action carries just those entries. Every schema map operation costs a
// few bytes beyond its text (operation, index, lengths), so the writer keeps the entries few: small values go
// whole, as one packed entry, and array items keep their keys when others are removed or inserted before them.
import { DELETED, isPacked, isPlainObject, MergeArray, MergeObject, ROOT_KEY } from '../shared/view-tree.js';
import { pack, Shapes } from './json-pack.js';

/** Where the entries go: the tree's schema map (MapSchema<string>), or a plain Map in tests. */
export interface EntrySink {
  set(key: string, value: string): unknown;
  delete(key: string): unknown;
}

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

/**
 * One written place: its entry value; for a container its children by key (and for an array, their keys in
 * order); the value last written there (JSON-equal to what the entries hold: an identical object is skipped).
 */
interface Node {
  enc: string;
  kids: Map<string, Node> | null;
  order: string[] | null;
  value: unknown;
  /** How many times a whole entry here was rewritten (it predicts how often it will change again). */
  changes: number;
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

/**
 * Whether an object holds a container beside its primitives (a card with its squares, a pile with its top
 * card), short lists of primitives aside: such an object is mostly replaced, seldom edited field by field.
 */
function composite(o: Record<string, unknown>): boolean {
  for (const k in o) {
    const x = o[k];
    if (typeof x === 'object' && x !== null && !(Array.isArray(x) && collapsible(x))) return true;
  }
  return false;
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

/** A value as JSON writes it in an array: undefined (and functions, symbols other than DELETED) as null. */
function item(v: unknown): unknown {
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

/**
 * `count` array keys strictly between `lo` and `hi` (numbers; null: no bound), increasing, as short as
 * possible (integers where there is room, else decimals of at most 4 places); null when none fit.
 */
export function keysBetween(lo: number | null, hi: number | null, count: number): string[] | null {
  const out: string[] = [];
  if (hi === null) {
    const start = lo === null ? 0 : Math.floor(lo) + 1;
    for (let i = 0; i < count; i++) out.push(String(start + i));
    return out;
  }
  if (lo === null) {
    const start = Math.ceil(hi) - count;
    for (let i = 0; i < count; i++) out.push(String(start + i));
    return out;
  }
  if (Math.ceil(hi) - Math.floor(lo) - 1 >= count) {
    for (let i = 0; i < count; i++) out.push(String(Math.floor(lo) + 1 + i));
    return out;
  }
  let prev = lo;
  for (let i = 1; i <= count; i++) {
    const x = lo + ((hi - lo) * i) / (count + 1);
    let key: string | null = null;
    for (let places = 1; places <= 4 && key === null; places++) {
      const n = Number(x.toFixed(places));
      if (n > prev && n < hi) key = String(n);
    }
    if (key === null) return null;
    out.push(key);
    prev = Number(key);
  }
  return out;
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
        for (const x of v) if ((n += textLength(x, max) + 1) > max) return n;
        return n;
      }
      n += 2;
      for (const k in v) {
        const x = (v as Record<string, unknown>)[k];
        if (x !== undefined && (n += textLength(x, max) + 1) > max) return n;
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
function worthExpanding(old: unknown, value: unknown, length: number, changes: number): boolean {
  const whole = OP_BYTES + length;
  const saved = whole - diffBytes(old, value);
  return saved > 0 && saved * (changes + 1) > expandBytes(value) - whole;
}

/** Largest old × new middle of an array that is aligned item by item (beyond it: by position). */
const MAX_ALIGN_CELLS = 256;

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
   * The first write is done: from then on new values up to PACK_MAX_CHARS are packed. What a view holds from
   * the start (the board, the players' records) is what later changes, so it goes as containers (composite
   * values aside: FIRST_PACK_MAX_CHARS); what is added later (a shot, a result, a placed card) mostly stays as
   * it came.
   */
  private written = false;
  /** New containers whose children are still to be written (see put). */
  private pending: Node[] = [];

  constructor(private readonly sink: EntrySink) {}

  /** Makes the entries hold `value` (undefined: no entry at all), touching only what differs from the last. */
  write(value: unknown): void {
    if (value === undefined) {
      if (this.root) this.remove('', ROOT_KEY, this.root);
      this.root = undefined;
      return;
    }
    this.root = this.put('', ROOT_KEY, this.root, value);
    for (let i = 0; i < this.pending.length; i++) {
      const fresh = this.pending[i]!;
      this.syncKids(fresh, fresh.value);
    }
    this.pending = [];
    this.written = true;
  }

  /** How many entries were deleted since the last call (and starts counting again). */
  takeDeleted(): number {
    const n = this.deleted;
    this.deleted = 0;
    return n;
  }

  /**
   * The packed text a value goes as in a new place, or null for a container: a short list of primitives
   * always; after the tree's first write, anything up to PACK_MAX_CHARS; in the first write, a composite object
   * up to FIRST_PACK_MAX_CHARS (below the root). Other arrays of the first write are containers, the empty
   * ones too (a list that grows, or whose items change, gets an entry per item).
   */
  private newText(k: string, kind: string, value: unknown): string | null {
    if (kind === 'm' || kind === 'a') return null;
    if (kind === '[' && collapsible(value as unknown[]) && (this.written || (value as unknown[]).length > 0))
      return pack(value, Infinity, this.shapes);
    if (this.written) return pack(value, PACK_MAX_CHARS, this.shapes);
    return kind === '{' && k !== ROOT_KEY && composite(value as Record<string, unknown>)
      ? pack(value, FIRST_PACK_MAX_CHARS, this.shapes)
      : null;
  }

  /** Writes one entry (a leaf or packed text), naming the shapes it uses first; the node that holds it. */
  private putWhole(prefix: string, k: string, node: Node | undefined, enc: string, value: unknown): Node {
    if (this.shapes.pending.length > 0) {
      for (const [id, keys] of this.shapes.pending) this.setEntry('#' + id, undefined, JSON.stringify(keys));
      this.shapes.pending = [];
    }
    if (node && node.kids === null && node.enc === enc) {
      node.value = value;
      return node;
    }
    if (node) this.dropKids(node);
    this.setEntry(prefix + k, node?.enc, enc);
    return { enc, kids: null, order: null, value, changes: node ? node.changes + 1 : 0 };
  }

  /** Makes the place `prefix + k` (its entry key) hold `value`; the node that holds it now. */
  private put(prefix: string, k: string, node: Node | undefined, value: unknown): Node {
    if (node !== undefined && node.value === value) return node;
    const kind = containerKind(value);
    if (kind === null) {
      if (node !== undefined && node.kids === null && sameJson(node.value, value)) return node;
      return this.putWhole(prefix, k, node, encodeLeaf(value), value);
    }
    const whole = node !== undefined && node.kids === null;
    if (whole && isPacked(node.enc) && (kind === '{' || kind === '[')) {
      // A whole value changed (or only looks new: an equal copy is not packed again): whole again, or a
      // container from now on when its changes are small beside it.
      if (sameJson(node.value, value)) {
        node.value = value;
        return node;
      }
      const text = pack(value, PACK_MAX_CHARS, this.shapes);
      if (text !== null && (text === node.enc || !worthExpanding(node.value, value, text.length, node.changes)))
        return this.putWhole(prefix, k, node, text, value);
      this.shapes.drop();
    } else if (node === undefined || whole || node.enc.charAt(0) !== kind) {
      // A new place, or one that held a primitive or another kind of container.
      const text = this.newText(k, kind, value);
      if (text !== null) return this.putWhole(prefix, k, node, text, value);
    }
    if (node && node.kids !== null && node.enc.charAt(0) === kind && this.syncKids(node, value)) {
      node.value = value;
      return node;
    }
    // A new container (or one whose items could not keep their keys in order: it is written afresh). Its
    // children are written after every entry already asked for (breadth first): the map gives each new key
    // the next index, and the places near the root, which change most, get the short ones.
    if (node) this.dropKids(node);
    const enc = kind + (this.nextId++).toString(36);
    this.setEntry(prefix + k, node?.enc, enc);
    const fresh: Node = { enc, kids: new Map(), order: kind === '[' ? [] : null, value, changes: 0 };
    this.pending.push(fresh);
    return fresh;
  }

  /**
   * Writes a container's children; false (having written nothing) when an object gains a key before one it
   * already has (a reader lists an object's keys in the order their entries were added), or when an array's
   * inserted items find no keys between their neighbours'.
   */
  private syncKids(node: Node, value: unknown): boolean {
    const prefix = node.enc.slice(1) + '.';
    const kids = node.kids!;
    if (Array.isArray(value)) return this.syncArray(prefix, node, value);
    if (value instanceof MergeArray) {
      for (const [i, v] of value.items) {
        const k = String(i);
        const old = kids.get(k);
        const next = this.put(prefix, k, old, v);
        if (next !== old) kids.set(k, next);
      }
      if (kids.size > value.items.size) this.removeMissing(prefix, kids, (k) => value.items.has(Number(k)));
      return true;
    }
    const fields = (value instanceof MergeObject ? value.fields : value) as Record<string, unknown>;
    if (kids.size > 0 && !keysInOrder(fields, kids)) return false;
    let present = 0;
    for (const k in fields) {
      const v = fields[k];
      if (v === undefined) continue;
      present++;
      const old = kids.get(k);
      const next = this.put(prefix, k, old, v);
      if (next !== old) kids.set(k, next);
    }
    if (kids.size > present)
      this.removeMissing(prefix, kids, (k) => Object.hasOwn(fields, k) && fields[k] !== undefined);
    return true;
  }

  /**
   * An array's items by sortable keys (shared/view-tree.ts): the items equal at its start and its end stay as
   * they are; in between, the items equal in both (their longest common run, when the middle is small) stay
   * too, and in each gap between those the old items are diffed in place by position, the extra ones removed
   * and the new ones inserted with keys between their neighbours'.
   */
  private syncArray(prefix: string, node: Node, arr: readonly unknown[]): boolean {
    const kids = node.kids!;
    const order = node.order!;
    const m = order.length;
    const n = arr.length;
    if (m === n && this.syncSameLength(prefix, kids, order, arr)) return true;
    // Equal items keep their nodes; each takes the new value (JSON-equal), so that next time it is identical.
    let p = 0;
    while (p < m && p < n) {
      const was = kids.get(order[p]!)!;
      if (!sameJson(was.value, item(arr[p]))) break;
      was.value = item(arr[p++]);
    }
    let s = 0;
    while (s < m - p && s < n - p) {
      const was = kids.get(order[m - 1 - s]!)!;
      if (!sameJson(was.value, item(arr[n - 1 - s]))) break;
      was.value = item(arr[n - 1 - s++]);
    }
    const om = m - s - p;
    const nm = n - s - p;
    if (om === 0 && nm === 0) return true;
    const matches =
      om > 0 && nm > 0 && om !== nm && om * nm <= MAX_ALIGN_CELLS ? this.align(order, kids, p, om, arr, nm) : [];
    // Plan first (new keys may not fit: then nothing is written and the array goes afresh).
    type Step = { pair: [string, number] } | { drop: string } | { add: [string, number] } | { keep: [string, number] };
    const steps: Step[] = [];
    let oi = 0;
    let ni = 0;
    let lastKey: number | null = p > 0 ? Number(order[p - 1]) : null;
    for (const [mo, mn] of [...matches, [om, nm] as const]) {
      const k = Math.min(mo - oi, mn - ni);
      for (let t = 0; t < k; t++) steps.push({ pair: [order[p + oi + t]!, p + ni + t] });
      if (k > 0) lastKey = Number(order[p + oi + k - 1]);
      for (let t = oi + k; t < mo; t++) steps.push({ drop: order[p + t]! });
      if (mn - ni > k) {
        const next = p + mo < m ? Number(order[p + mo]) : null;
        const keys = keysBetween(lastKey, next, mn - ni - k);
        if (keys === null) return false;
        keys.forEach((key, t) => steps.push({ add: [key, p + ni + k + t] }));
        lastKey = Number(keys[keys.length - 1]);
      }
      if (mo < om) {
        steps.push({ keep: [order[p + mo]!, p + mn] });
        lastKey = Number(order[p + mo]);
      }
      oi = mo + 1;
      ni = mn + 1;
    }
    const middle: string[] = [];
    for (const step of steps) {
      if ('pair' in step) {
        const [k, v] = step.pair;
        const was = kids.get(k)!;
        const next = this.put(prefix, k, was, item(arr[v]));
        if (next !== was) kids.set(k, next);
        middle.push(k);
      } else if ('drop' in step) {
        this.remove(prefix, step.drop, kids.get(step.drop)!);
        kids.delete(step.drop);
      } else if ('add' in step) {
        const [k, v] = step.add;
        kids.set(k, this.put(prefix, k, undefined, item(arr[v])));
        middle.push(k);
      } else {
        const [k, v] = step.keep;
        kids.get(k)!.value = item(arr[v]);
        middle.push(k);
      }
    }
    order.splice(p, om, ...middle);
    return true;
  }

  /**
   * An array that kept its length, item by item in place (one walk of each item), unless its first changed
   * item equals the next old one (an item removed there and another added further on): then false, having
   * written nothing but equal items' values, and the caller aligns the items.
   */
  private syncSameLength(
    prefix: string,
    kids: Map<string, Node>,
    order: readonly string[],
    arr: readonly unknown[],
  ): boolean {
    let checked = false;
    for (let i = 0; i < arr.length; i++) {
      const k = order[i]!;
      const was = kids.get(k)!;
      const v = item(arr[i]);
      if (was.value === v) continue;
      if (!checked) {
        if (sameJson(was.value, v)) {
          was.value = v;
          continue;
        }
        checked = true;
        if (i + 1 < arr.length && sameJson(kids.get(order[i + 1]!)!.value, v)) return false;
      }
      const next = this.put(prefix, k, was, v);
      if (next !== was) kids.set(k, next);
    }
    return true;
  }

  /**
   * The longest run of items equal in the old middle (keys order[p…p+om)) and the new one (arr[p…p+nm)), as
   * [old offset, new offset] pairs, increasing.
   */
  private align(
    order: readonly string[],
    kids: ReadonlyMap<string, Node>,
    p: number,
    om: number,
    arr: readonly unknown[],
    nm: number,
  ): [number, number][] {
    // lcs[i][j]: the longest common run of old[i…] and new[j…].
    const lcs: number[][] = Array.from({ length: om + 1 }, () => new Array<number>(nm + 1).fill(0));
    const eq: boolean[][] = Array.from({ length: om }, (_, i) =>
      Array.from({ length: nm }, (_, j) => sameJson(kids.get(order[p + i]!)!.value, item(arr[p + j]))),
    );
    for (let i = om - 1; i >= 0; i--) {
      for (let j = nm - 1; j >= 0; j--)
        lcs[i]![j] = eq[i]![j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
    const out: [number, number][] = [];
    let i = 0;
    let j = 0;
    while (i < om && j < nm) {
      if (eq[i]![j]) out.push([i++, j++]);
      else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
      else j++;
    }
    return out;
  }

  private removeMissing(prefix: string, kids: Map<string, Node>, keep: (k: string) => boolean): void {
    for (const [k, child] of kids) {
      if (keep(k)) continue;
      this.remove(prefix, k, child);
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
  private remove(prefix: string, k: string, node: Node): void {
    const key = prefix + k;
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
    for (const [k, child] of node.kids) this.remove(prefix, k, child);
    node.kids = null;
    node.order = null;
  }
}
