// Writes a JSON value into a flat entry map (the wire form of shared/view-tree.ts) by a structural diff against
// the value it wrote last: only the entries whose value changed are set, only the places that vanished are
// deleted, so the schema patch after an action carries just those entries. Every schema map operation costs a
// few bytes beyond its text (operation, index, lengths), so the writer keeps the entries few: small values go
// whole, as one packed entry, and array items keep their keys when others are removed or inserted before them.
// What an entry costs, and so which values go whole, is the cost model's (server/json-cost.ts); the keys of
// array items are server/json-array.ts'.
import { DELETED, isPacked, isPlainObject, MergeArray, MergeObject, ROOT_KEY } from '../shared/view-tree.js';
import {
  collapsible,
  composite,
  ENTRY_OVERHEAD_BYTES,
  FIRST_PACK_MAX_CHARS,
  item,
  keysInOrder,
  PACK_MAX_CHARS,
  sameJson,
  utf8,
  worthExpanding,
} from './json-cost.js';
import { commonRun, keysBetween } from './json-array.js';
import { pack, Shapes } from './json-pack.js';

/** Where the entries go: the tree's schema map (MapSchema<string>), or a plain Map in tests. */
export interface EntrySink {
  set(key: string, value: string): unknown;
  delete(key: string): unknown;
}

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

/** The container kind a value may be written as ('{', '[', 'm', 'a'), or null for a primitive. */
function containerKind(v: unknown): string | null {
  if (Array.isArray(v)) return '[';
  if (v instanceof MergeObject) return 'm';
  if (v instanceof MergeArray) return 'a';
  return isPlainObject(v) ? '{' : null;
}

/** The entry value of something written as one entry (see shared/view-tree.ts). */
function encodeLeaf(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return `"${v}`;
    case 'number':
      return Number.isFinite(v) ? JSON.stringify(v) : 'n';
    case 'boolean':
      return v ? 't' : 'f';
    default:
      return v === DELETED ? 'x' : 'n';
  }
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
      for (const [id, keys] of this.shapes.pending) this.setEntry(`#${id}`, undefined, JSON.stringify(keys));
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
    const prefix = `${node.enc.slice(1)}.`;
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
      om > 0 && nm > 0 && om !== nm && om * nm <= MAX_ALIGN_CELLS
        ? commonRun(om, nm, (i, j) => sameJson(kids.get(order[p + i]!)!.value, item(arr[p + j])))
        : [];
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
        keys.forEach((key, t) => {
          steps.push({ add: [key, p + ni + k + t] });
        });
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
    const prefix = `${node.enc.slice(1)}.`;
    for (const [k, child] of node.kids) this.remove(prefix, k, child);
    node.kids = null;
    node.order = null;
  }
}
