// An incremental reader of one view tree (the wire form of shared/view-tree.ts): it keeps the entries it has read
// and the value they hold, and when some entries change it rebuilds only the containers on the path from the root
// to each change. Every other object is the one handed out before (structural sharing, as immer does), so that
// React and the scenes compare views by reference. Its value equals readTree's, without a JSON round trip.
import {
  DELETED,
  isPacked,
  isPlainObject,
  MergeArray,
  MergeObject,
  parsePacked,
  ROOT_KEY,
  type EntrySource,
} from '../../shared/view-tree.js';

/** Whether values handed out are frozen: in development and tests a write to a view throws; never in production. */
const FREEZE = import.meta.env?.DEV === true;

/** Freezes one object (in development and tests) so that a view handed out is never changed in place. */
export function freeze<T>(v: T): T {
  return FREEZE && typeof v === 'object' && v !== null ? Object.freeze(v) : v;
}

/** Freezes a value and everything under it (in development and tests): packed text parses to unfrozen objects. */
function freezeDeep<T>(v: T): T {
  if (!FREEZE || typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  Object.freeze(v);
  if (v instanceof MergeObject) freezeDeep(v.fields);
  else if (v instanceof MergeArray) for (const x of v.items.values()) freezeDeep(x);
  else for (const x of Object.values(v)) freezeDeep(x);
  return v;
}

/** Sets `obj[key] = value`, also for a key named `__proto__` (a plain assignment would change the prototype). */
function put(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/** Whether two objects hold the very same values (by reference) under the same keys, in the same order. */
export function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || a[k] !== b[k]) return false;
  }
  return true;
}

/** Whether two arrays hold the very same items (by reference). */
export function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `next` with every part equal to the same place of `prev` (JSON-equal, key order included) replaced by that
 * part of `prev`: `prev` itself when all of it is equal. For a value that arrived whole (packed text, or a
 * container the server wrote afresh), so that what did not change keeps its identity all the same.
 */
export function shareEqual(prev: unknown, next: unknown): unknown {
  if (prev === next || typeof next !== 'object' || next === null || typeof prev !== 'object' || prev === null)
    return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    // Copied only when some item is replaced by the old one (most walks replace none: no allocation).
    let out: unknown[] | null = null;
    let same = prev.length === next.length;
    for (let i = 0; i < next.length; i++) {
      const x = next[i];
      const y = shareEqual(prev[i], x);
      if (y !== prev[i]) same = false;
      if (y !== x) {
        out ??= next.slice();
        out[i] = y;
      }
    }
    return same ? prev : out ? freeze(out) : next;
  }
  if (next instanceof MergeObject) {
    if (!(prev instanceof MergeObject)) return next;
    const fields = shareEqual(prev.fields, next.fields) as Record<string, unknown>;
    return fields === prev.fields ? prev : fields === next.fields ? next : freeze(new MergeObject(fields));
  }
  if (next instanceof MergeArray) {
    if (!(prev instanceof MergeArray)) return next;
    const items = new Map<number, unknown>();
    let same = prev.items.size === next.items.size;
    let copied = false;
    for (const [i, x] of next.items) {
      const y = shareEqual(prev.items.get(i), x);
      if (y !== prev.items.get(i) || !prev.items.has(i)) same = false;
      if (y !== x) copied = true;
      items.set(i, y);
    }
    return same ? prev : copied ? freeze(new MergeArray(items)) : next;
  }
  if (!isPlainObject(prev) || !isPlainObject(next)) return next;
  const keys = Object.keys(next);
  const prevKeys = Object.keys(prev);
  let same = keys.length === prevKeys.length;
  let replaced: Map<string, unknown> | null = null;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const p = Object.hasOwn(prev, k) ? prev[k] : undefined;
    const y = shareEqual(p, next[k]);
    if (y !== p || prevKeys[i] !== k) same = false;
    if (y !== next[k]) {
      replaced ??= new Map();
      replaced.set(k, y);
    }
  }
  if (same) return prev;
  if (replaced === null) return next;
  const out: Record<string, unknown> = {};
  for (const k of keys) put(out, k, replaced.has(k) ? replaced.get(k) : next[k]);
  return freeze(out);
}

/** One entry under a container: its encoded value, the value it holds once built, and the value it replaced. */
interface Slot {
  readonly enc: string;
  value: unknown;
  built: boolean;
  /** The value of the entry this one replaced (its equal parts are kept), until this one is built. */
  was: unknown;
}

/** The container id an entry value names ('{7' → '7', also '[7', 'm7', 'a7'), or null for a leaf or packed text. */
function containerId(enc: string): string | null {
  const c = enc.charAt(0);
  if (c === 'm' || c === 'a') return enc.slice(1);
  if ((c === '{' || c === '[') && !isPacked(enc)) return enc.slice(1);
  return null;
}

/** One tree's entries as last read and the value they hold. */
export class TreeMirror {
  /** Entry key → encoded value, as last read. */
  private readonly entries = new Map<string, string>();
  /** Container id → its entries by child key, in the order they were added (an object's key order). */
  private readonly kids = new Map<string, Map<string, Slot>>();
  /** Array container id → its child keys sorted as numbers (the items' order), kept while no key comes or goes. */
  private readonly order = new Map<string, string[]>();
  /** Container id → the id of the container holding it (the root container has none). */
  private readonly parents = new Map<string, string>();
  /** Shape id → its keys (the tree's '#' entries). */
  private readonly shapes = new Map<string, readonly string[]>();
  private root: Slot | undefined;
  /** Containers whose entries changed since the last build. */
  private readonly stale = new Set<string>();
  /** Containers that gained or lost a child key since the last build. */
  private readonly reordered = new Set<string>();
  private rootChanged = false;
  /** The value the entries held at the last build; undefined while the root entry is missing. */
  private current: unknown = undefined;

  /**
   * `seed`: a value this tree held on an earlier connection (the view handed out before a reconnect): the first
   * build keeps its parts that are equal, so a reconnect hands out the same objects where nothing changed.
   */
  constructor(private seed?: unknown) {}

  /**
   * Makes the mirror hold `entries` (the decoded map, after a patch) and returns its value: the entries that
   * differ from the last read are taken in (string comparisons, no parse), and only the containers above them are
   * rebuilt; the same value (the same reference) when none differs.
   */
  sync(entries: EntrySource): unknown {
    const before = this.entries.size;
    let kept = 0;
    entries.forEach((value, key) => {
      const old = this.entries.get(key);
      if (old !== undefined) kept++;
      if (old !== value) this.take(key, value);
    });
    if (kept < before) {
      const present = new Set<string>();
      entries.forEach((_v, k) => {
        present.add(k);
      });
      for (const k of [...this.entries.keys()]) if (!present.has(k)) this.take(k, undefined);
    }
    return this.rebuild();
  }

  /** Takes in one entry's new value (undefined: deleted), marking its container for the next build. */
  private take(key: string, enc: string | undefined): void {
    if (enc === undefined) this.entries.delete(key);
    else this.entries.set(key, enc);
    if (key === ROOT_KEY) {
      const old = this.root;
      const was = old ? wasOf(old) : this.seed;
      this.seed = undefined;
      this.root = enc === undefined ? undefined : { enc, value: undefined, built: false, was };
      this.rootChanged = true;
      return;
    }
    if (key.charAt(0) === '#') {
      if (enc === undefined) this.shapes.delete(key.slice(1));
      else this.shapes.set(key.slice(1), JSON.parse(enc) as string[]);
      return;
    }
    const dot = key.indexOf('.');
    if (dot < 0) return;
    const parent = key.slice(0, dot);
    const k = key.slice(dot + 1);
    let kids = this.kids.get(parent);
    const old = kids?.get(k);
    if (enc === undefined) {
      if (!kids || !old) return;
      kids.delete(k);
      if (kids.size === 0) this.kids.delete(parent);
      this.reordered.add(parent);
    } else {
      if (!kids) {
        kids = new Map();
        this.kids.set(parent, kids);
      }
      if (!old) this.reordered.add(parent);
      kids.set(k, { enc, value: undefined, built: false, was: wasOf(old) });
    }
    const gone = old ? containerId(old.enc) : null;
    if (gone !== null) {
      this.parents.delete(gone);
      this.order.delete(gone);
    }
    this.stale.add(parent);
  }

  /** Builds the value again where entries changed: the containers marked and every container above them. */
  private rebuild(): unknown {
    if (this.stale.size === 0 && !this.rootChanged) return this.current;
    const dirty = new Set<string>();
    for (const id of this.stale) {
      let p: string | undefined = id;
      while (p !== undefined && !dirty.has(p)) {
        dirty.add(p);
        p = this.parents.get(p);
      }
    }
    this.current = this.root ? this.build(this.root, undefined, dirty) : undefined;
    this.stale.clear();
    this.reordered.clear();
    this.rootChanged = false;
    return this.current;
  }

  /** The value a slot holds: built before and untouched since, or built now (sharing what equals the old one). */
  private build(slot: Slot, parent: string | undefined, dirty: ReadonlySet<string>): unknown {
    const id = containerId(slot.enc);
    if (slot.built && (id === null || !dirty.has(id))) return slot.value;
    let value: unknown;
    if (id === null) {
      value = freezeDeep(this.leaf(slot.enc));
      if (!slot.built) value = shareEqual(slot.was, value);
    } else {
      if (parent !== undefined) this.parents.set(id, parent);
      const kind = slot.enc.charAt(0);
      value = slot.built
        ? this.container(id, kind, slot.value, undefined, dirty)
        : this.container(id, kind, undefined, slot.was, dirty);
    }
    slot.value = value;
    slot.built = true;
    slot.was = undefined;
    return value;
  }

  /** A leaf or packed entry's value (see shared/view-tree.ts); overlay marks as DELETED. */
  private leaf(enc: string): unknown {
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
      case '{':
      case '[':
        return parsePacked(enc, 0, this.shapes);
      default:
        return Number(enc);
    }
  }

  /**
   * A container's value from its children's: `prev` (its last value) again when every child is the same. A new
   * container gets `was`, the value its place held before, to share: each new child takes the part of `was` at its
   * place as its own `was`, and `was` itself is kept when every child came out the same.
   */
  private container(id: string, kind: string, prev: unknown, was: unknown, dirty: ReadonlySet<string>): unknown {
    const kids = this.kids.get(id);
    const hint = (s: Slot, old: unknown): Slot => {
      if (!s.built && s.was === undefined) s.was = old;
      return s;
    };
    if (kind === '[') {
      let keys = this.order.get(id);
      if (!keys || this.reordered.has(id)) {
        keys = [...(kids?.keys() ?? [])].sort((a, b) => Number(a) - Number(b));
        this.order.set(id, keys);
      }
      const old = Array.isArray(was) ? was : undefined;
      const arr = keys.map((k, i) => this.build(hint(kids!.get(k)!, old?.[i]), id, dirty));
      const base = prev ?? old;
      return Array.isArray(base) && sameItems(base, arr) ? base : freeze(arr);
    }
    if (kind === 'a') {
      const old = was instanceof MergeArray ? was : undefined;
      const items = new Map<number, unknown>();
      for (const [k, s] of kids ?? []) items.set(Number(k), this.build(hint(s, old?.items.get(Number(k))), id, dirty));
      const base = prev ?? old;
      if (base instanceof MergeArray && base.items.size === items.size) {
        let same = true;
        for (const [i, v] of items) if (base.items.get(i) !== v || !base.items.has(i)) same = false;
        if (same) return base;
      }
      return freeze(new MergeArray(items));
    }
    const oldFields = was instanceof MergeObject ? was.fields : isPlainObject(was) ? was : undefined;
    const obj: Record<string, unknown> = {};
    for (const [k, s] of kids ?? [])
      put(obj, k, this.build(hint(s, oldFields && Object.hasOwn(oldFields, k) ? oldFields[k] : undefined), id, dirty));
    prev ??= was;
    if (kind === 'm') {
      if (prev instanceof MergeObject && sameFields(prev.fields, obj)) return prev;
      return freeze(new MergeObject(freeze(obj)));
    }
    return isPlainObject(prev) && sameFields(prev, obj) ? prev : freeze(obj);
  }
}

/** What a replaced slot held (built or not yet), for the new one to share its equal parts. */
function wasOf(old: Slot | undefined): unknown {
  if (!old) return undefined;
  return old.built ? old.value : old.was;
}
