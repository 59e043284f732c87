// The cables of a table as an append-only store shared by every index of one line of play (as square-index.ts
// does for card squares): laying a cable adds it at the store's end and the longer list's index reads the store
// up to a larger count, so an apply costs one cable, not a rebuild of every side and end.
import { packPoint, type GridPointIn } from '../../core/index.js';
import type { WebCable } from './game-types.js';

/** Cables of the table: which sides are taken, how many cables end on each square, and each square's cables. */
export interface CableIndex {
  readonly cables: readonly WebCable[];
  /** Whether the side with this sideKey has a cable. */
  hasSide(side: number): boolean;
  /** Cables ending on the square with this packed point (any colour). */
  endsAt(k: number): number;
  /** Calls `f` with each cable ending on the packed square k (any colour), in the order laid. */
  eachAt(k: number, f: (c: WebCable) => void): void;
}

/** The key of the side between two squares that share one (either order). */
export function sideKey(a: GridPointIn, b: GridPointIn): number {
  const [lo, hi] = a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? [a, b] : [b, a];
  return packPoint(lo[0], lo[1]) * 2 + (hi[1] !== lo[1] ? 1 : 0);
}

/** The shared, append-only part: cables in the order laid, each side's first cable, each square's cables. */
class CableStore {
  readonly list: WebCable[] = [];
  readonly side = new Map<number, number>();
  readonly ends = new Map<number, number[]>();

  add(c: WebCable): void {
    const pos = this.list.length;
    this.list.push(c);
    const side = sideKey(c.a, c.b);
    if (!this.side.has(side)) this.side.set(side, pos);
    this.end(packPoint(c.a[0], c.a[1]), pos);
    this.end(packPoint(c.b[0], c.b[1]), pos);
  }

  private end(k: number, pos: number): void {
    const l = this.ends.get(k);
    if (l) l.push(pos);
    else this.ends.set(k, [pos]);
  }
}

/** One index: a store read up to `cables.length`. */
class StoredCableIndex implements CableIndex {
  constructor(
    readonly store: CableStore,
    readonly cables: readonly WebCable[],
  ) {}

  hasSide(side: number): boolean {
    const pos = this.store.side.get(side);
    return pos !== undefined && pos < this.cables.length;
  }

  endsAt(k: number): number {
    const l = this.store.ends.get(k);
    if (!l) return 0;
    let n = 0;
    while (n < l.length && l[n]! < this.cables.length) n++;
    return n;
  }

  eachAt(k: number, f: (c: WebCable) => void): void {
    const l = this.store.ends.get(k);
    if (!l) return;
    for (const pos of l) {
      if (pos >= this.cables.length) return;
      f(this.store.list[pos]!);
    }
  }
}

/** Indexes cables. */
export function indexCables(cables: readonly WebCable[]): CableIndex {
  const store = new CableStore();
  for (const c of cables) store.add(c);
  return new StoredCableIndex(store, cables);
}

/**
 * The index of `cables`, which is `idx.cables` with one more cable at the end: in place at the store's end when
 * `idx` is the longest list of its line of play, else a fresh index.
 */
export function extendCables(idx: CableIndex, cables: readonly WebCable[]): CableIndex {
  if (!(idx instanceof StoredCableIndex) || idx.store.list.length !== idx.cables.length) return indexCables(cables);
  for (let i = idx.cables.length; i < cables.length; i++) idx.store.add(cables[i]!);
  return new StoredCableIndex(idx.store, cables);
}
