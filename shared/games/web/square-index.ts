// The card squares of a table as an append-only store shared by every index of one line of play: a play adds
// its card's squares at the store's end, and the index of the longer table is the same store read up to a larger
// count. So an apply that plays a card costs the card's squares, not a copy of the whole table; an index that is
// extended a second way (a bot trying two plays from one table) copies its part of the store first.
import { packPoint } from '../../core/index.js';
import type { BlockedAt } from './holes.js';
import type { WebSquare } from './game-types.js';

/** Squares of the table: what lies where. */
export interface SquareIndex {
  /** Card squares by packed point. */
  readonly squares: ReadonlyMap<number, WebSquare>;
  /** Obstacles by packed point. */
  readonly obstacles: ReadonlySet<number>;
  /** Server squares (packed), where every network starts. */
  readonly servers: readonly number[];
  /** A card or an obstacle lies on (x, y). */
  readonly blocked: BlockedAt;
}

/** The shared, append-only part: squares in the order added, and where each packed point's square is. */
class SquareStore {
  readonly list: WebSquare[] = [];
  readonly keys: number[] = [];
  readonly at = new Map<number, number>();

  /** Adds a square (a square already there is replaced in place, as a Map would). */
  add(s: WebSquare): number {
    const k = packPoint(s.x, s.y);
    const pos = this.at.get(k);
    if (pos !== undefined) this.list[pos] = s;
    else {
      this.at.set(k, this.list.length);
      this.list.push(s);
      this.keys.push(k);
    }
    return k;
  }

  /** A new store holding this one's first n squares. */
  prefix(n: number): SquareStore {
    const out = new SquareStore();
    for (let i = 0; i < n; i++) out.add(this.list[i]!);
    return out;
  }
}

/** The first `n` squares of a store, read as a Map (the interface's `squares`). */
class SquareMapView implements ReadonlyMap<number, WebSquare> {
  constructor(
    private readonly store: SquareStore,
    readonly size: number,
  ) {}

  get(k: number): WebSquare | undefined {
    const pos = this.store.at.get(k);
    return pos !== undefined && pos < this.size ? this.store.list[pos] : undefined;
  }

  has(k: number): boolean {
    const pos = this.store.at.get(k);
    return pos !== undefined && pos < this.size;
  }

  forEach(f: (value: WebSquare, key: number, map: ReadonlyMap<number, WebSquare>) => void, thisArg?: unknown): void {
    for (let i = 0; i < this.size; i++) f.call(thisArg, this.store.list[i]!, this.store.keys[i]!, this);
  }

  *entries(): MapIterator<[number, WebSquare]> {
    for (let i = 0; i < this.size; i++) yield [this.store.keys[i]!, this.store.list[i]!];
  }

  *keys(): MapIterator<number> {
    for (let i = 0; i < this.size; i++) yield this.store.keys[i]!;
  }

  *values(): MapIterator<WebSquare> {
    for (let i = 0; i < this.size; i++) yield this.store.list[i]!;
  }

  [Symbol.iterator](): MapIterator<[number, WebSquare]> {
    return this.entries();
  }
}

/** One index: a store read up to a count, with its obstacles and servers. */
class StoredSquareIndex implements SquareIndex {
  readonly squares: SquareMapView;
  readonly blocked: BlockedAt;

  constructor(
    readonly store: SquareStore,
    readonly count: number,
    readonly obstacles: ReadonlySet<number>,
    readonly servers: readonly number[],
  ) {
    this.squares = new SquareMapView(store, count);
    const at = store.at;
    this.blocked = (x, y) => {
      const k = packPoint(x, y);
      const pos = at.get(k);
      return (pos !== undefined && pos < count) || obstacles.has(k);
    };
  }
}

/** Indexes card squares and obstacles. */
export function indexSquares(
  squares: readonly WebSquare[],
  obstacles: readonly (readonly [number, number])[],
): SquareIndex {
  const store = new SquareStore();
  const servers: number[] = [];
  for (const s of squares) {
    const k = store.add(s);
    if (s.kind === 'server') servers.push(k);
  }
  const obs = new Set<number>();
  for (const [x, y] of obstacles) obs.add(packPoint(x, y));
  return new StoredSquareIndex(store, store.list.length, obs, servers);
}

/**
 * An index with more card squares (a card just played), built from the old one without re-reading the table:
 * in place at the store's end when `idx` is the longest table of its line of play, else on a copy of its part.
 */
export function extendSquares(idx: SquareIndex, squares: readonly WebSquare[]): SquareIndex {
  if (!(idx instanceof StoredSquareIndex)) return fromOther(idx, squares);
  const inPlace = idx.store.list.length === idx.count && squares.every((s) => !idx.store.at.has(packPoint(s.x, s.y)));
  const store = inPlace ? idx.store : idx.store.prefix(idx.count);
  let servers = idx.servers;
  for (const s of squares) {
    const k = store.add(s);
    if (s.kind === 'server') servers = [...servers, k];
  }
  return new StoredSquareIndex(store, store.list.length, idx.obstacles, servers);
}

/** extendSquares for an index of another make: read it whole into a store. */
function fromOther(idx: SquareIndex, squares: readonly WebSquare[]): SquareIndex {
  const store = new SquareStore();
  const servers = [...idx.servers];
  for (const s of idx.squares.values()) store.add(s);
  for (const s of squares) {
    const k = store.add(s);
    if (s.kind === 'server') servers.push(k);
  }
  return new StoredSquareIndex(store, store.list.length, idx.obstacles, servers);
}
