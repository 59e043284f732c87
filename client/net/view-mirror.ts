// This client's view kept across patches: one TreeMirror per decoded view tree, and the seat's overlay laid over
// the spectators' view copy-on-write, so that the view handed out after a patch is the previous one with only the
// path to each change made anew (structural sharing) and no JSON round trip. snapshot.ts readView is its
// from-scratch twin (server tests, benches); both give the same value.
import { FEED_VIEW_KEY, viewKey } from '../../shared/protocol.js';
import { DELETED, isPlainObject, MergeArray, MergeObject, type EntrySource } from '../../shared/view-tree.js';
import { freeze, sameFields, sameItems, shareEqual, TreeMirror } from './tree-mirror.js';

/** The decoded views map as this module reads it (server/schema.ts TableState.views of ViewTree). */
interface DecodedViews {
  get(key: string): { entries?: EntrySource } | undefined;
  forEach(cb: (tree: { entries?: EntrySource }, key: string) => void): void;
}

/** `obj[key]` when it is the object's own key (never an inherited `constructor`). */
function own(obj: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** Sets `obj[key] = value`, also for a key named `__proto__` (a plain assignment would change the prototype). */
function put(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/**
 * `overlay` laid over `base` as shared/view-tree.ts applyOverlay lays it (same value, same key order), but never
 * writing to `base`: a new object only where the overlay changes something, and where `base` and `overlay` are
 * the very ones of the last call (`pb`, `po`), its result `pr` again, so an untouched subtree keeps its identity.
 */
export function overlayShared(base: unknown, overlay: unknown, pb?: unknown, po?: unknown, pr?: unknown): unknown {
  if (overlay === undefined) return base;
  if (base === pb && overlay === po && pr !== undefined) return pr;
  if (overlay instanceof MergeObject) {
    if (!isPlainObject(base)) return base; // a merge only ever comes over an object (server/view-overlay.ts)
    const prev = isPlainObject(pb) && po instanceof MergeObject && isPlainObject(pr);
    const fields = overlay.fields;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(base)) {
      if (!Object.hasOwn(fields, k)) put(out, k, base[k]);
      else if (fields[k] !== DELETED)
        put(
          out,
          k,
          overlayShared(
            base[k],
            fields[k],
            prev ? own(pb as Record<string, unknown>, k) : undefined,
            prev ? own((po as MergeObject).fields, k) : undefined,
            prev ? own(pr as Record<string, unknown>, k) : undefined,
          ),
        );
    }
    for (const k of Object.keys(fields))
      if (!Object.hasOwn(base, k) && fields[k] !== DELETED) put(out, k, overlayShared(undefined, fields[k]));
    return isPlainObject(pr) && sameFields(pr, out) ? pr : freeze(out);
  }
  if (overlay instanceof MergeArray) {
    if (!Array.isArray(base)) return base;
    const prev = Array.isArray(pb) && po instanceof MergeArray && Array.isArray(pr);
    const out = base.slice();
    for (const [i, v] of overlay.items)
      out[i] = overlayShared(
        base[i],
        v,
        prev ? (pb as unknown[])[i] : undefined,
        prev ? (po as MergeArray).items.get(i) : undefined,
        prev ? (pr as unknown[])[i] : undefined,
      );
    return Array.isArray(pr) && sameItems(pr, out) ? pr : freeze(out);
  }
  return overlay;
}

/** One connection's views, read patch after patch with structural sharing. A new connection makes a new one. */
export class ViewMirror {
  /** View key → the mirror of that decoded tree (a new mirror when the tree's entries map is a new one). */
  private readonly trees = new Map<string, { entries: EntrySource; mirror: TreeMirror }>();
  /** The last merge of the overlay over the public view: its inputs and its result. */
  private last: { base: unknown; overlay: unknown; view: unknown } | null = null;

  /**
   * `seed`: what read() gave on the connection before (a reconnect): the first read keeps every part of it that is
   * still equal, so the store is not handed an equal copy; null or undefined on a first connection.
   */
  constructor(private seed?: unknown) {
    if (seed !== undefined && seed !== null) this.last = { base: undefined, overlay: undefined, view: seed };
  }

  /**
   * This client's plain view after the latest patch, as snapshot.ts readView gives it (the spectators' view with
   * the seat's overlay laid over it; for 'feed', the feed's FeedFrame; null when nothing has arrived), sharing
   * every unchanged part with the view it gave before: the very same object when nothing in it changed.
   */
  read(raw: unknown, seat: number | null | 'feed'): unknown {
    const views = (raw as { views?: DecodedViews } | undefined)?.views;
    if (!views) return null;
    const value = this.readViews(views, seat);
    if (value !== null) this.seed = undefined;
    for (const key of [...this.trees.keys()]) if (!views.get(key)) this.trees.delete(key);
    return value;
  }

  private readViews(views: DecodedViews, seat: number | null | 'feed'): unknown {
    if (seat === 'feed') return this.tree(views, FEED_VIEW_KEY) ?? null;
    const base = this.tree(views, viewKey(null));
    if (base === undefined) return null;
    // A client only ever decodes its own seat's overlay: the one present is used (also before the welcome).
    let overlayKey: string | undefined;
    views.forEach((_tree, key) => {
      if (key !== FEED_VIEW_KEY && key !== viewKey(null)) overlayKey = key;
    });
    const overlay = overlayKey === undefined ? undefined : this.tree(views, overlayKey);
    const m = this.last;
    const merged = overlayShared(base, overlay, m?.base, m?.overlay, m?.view);
    // A place may now come from the other tree (a secret made public, or hidden again) with the same value: the
    // object handed out before stays (shareEqual only walks what is not already the same object).
    const view = m ? shareEqual(m.view, merged) : merged;
    this.last = { base, overlay, view };
    return view;
  }

  /** The value of decoded tree `key` (undefined when absent or empty), brought up to date. */
  private tree(views: DecodedViews, key: string): unknown {
    const entries = views.get(key)?.entries;
    if (!entries) return undefined;
    let t = this.trees.get(key);
    if (!t || t.entries !== entries) {
      // The public tree (or the feed's) held most of the seed: its first build shares what is equal.
      const seed = key === viewKey(null) || key === FEED_VIEW_KEY ? (this.seed ?? undefined) : undefined;
      t = { entries, mirror: new TreeMirror(seed) };
      this.trees.set(key, t);
    }
    return t.mirror.sync(entries);
  }
}
