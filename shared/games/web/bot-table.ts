// The planning bot's working copy of the table, built from its seat's view: a dense grid of squares (kind, value,
// hole), the cables on each side and each colour's network, with cheap try-and-undo of a card or a cable so that
// every candidate play and cable plan is judged on the real rules (rules/web.md, "Laying a cable") without
// copying the table. Cable distances are breadth-first searches over playable squares.
import type { GridPoint } from '../../core/index.js';
import type { WebView } from './game-types.js';
import { COVER_OFFSETS } from './shapes.js';

/** Square kinds in the grid. */
export const EMPTY = 0,
  OPEN = 1,
  COMPUTER = 2,
  SERVER = 3,
  OBSTACLE = 4;

/** Squares kept around everything on the table: a new card reaches 3 squares out, its new holes 2 more. */
const MARGIN = 7;

/** One change the bot tried on its table, to take back. */
type Undo =
  | { kind: 'square'; i: number; source: boolean }
  | { kind: 'hole'; i: number }
  | { kind: 'cable'; i: number; side: 'e' | 's'; ends: number[]; net: number[] };

/** The table as the bot's searches see it (indices are y * width + x within the box). */
export class BotTable {
  readonly x0: number;
  readonly y0: number;
  readonly width: number;
  readonly height: number;
  /** EMPTY, OPEN, COMPUTER, SERVER or OBSTACLE. */
  readonly kind: Uint8Array;
  /** A computer's value. */
  readonly value: Uint8Array;
  /** 1 on an empty square no card can cover. */
  readonly hole: Uint8Array;
  /** Colour + 1 of the cable on the side east of / south of the square; 0 when free. */
  readonly sideE: Uint8Array;
  readonly sideS: Uint8Array;
  /** Cables ending on the square (a computer with one is taken). */
  readonly ends: Uint8Array;
  /** Bit c set: colour c's network passes this square (servers count for every colour). */
  readonly net: Uint8Array;
  /** Squares a search may start from: every server and every square on some network (checked per colour). */
  private readonly sources: number[] = [];
  private readonly undos: Undo[] = [];
  private readonly stamp: Uint32Array;
  private gen = 0;
  /** Scratch for searches (distance and the square each came from). */
  readonly dist: Int16Array;
  readonly from: Int32Array;
  private readonly queue: Int32Array;
  /** COVER_OFFSETS as index steps in this grid, flattened: a count, then that many steps, for each way. */
  private readonly coverOffsets: Int32Array;

  constructor(view: Pick<WebView, 'table' | 'obstacles' | 'holes' | 'cables'>, colours: number) {
    let minX = 0,
      minY = 0,
      maxX = 0,
      maxY = 0;
    const grow = (x: number, y: number) => {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    };
    for (const c of view.table) for (const s of c.squares) grow(s.x, s.y);
    for (const [x, y] of view.obstacles) grow(x, y);
    this.x0 = minX - MARGIN;
    this.y0 = minY - MARGIN;
    this.width = maxX - minX + 1 + 2 * MARGIN;
    this.height = maxY - minY + 1 + 2 * MARGIN;
    const n = this.width * this.height;
    this.kind = new Uint8Array(n);
    this.value = new Uint8Array(n);
    this.hole = new Uint8Array(n);
    this.sideE = new Uint8Array(n);
    this.sideS = new Uint8Array(n);
    this.ends = new Uint8Array(n);
    this.net = new Uint8Array(n);
    this.stamp = new Uint32Array(n);
    this.dist = new Int16Array(n);
    this.from = new Int32Array(n);
    this.queue = new Int32Array(n);
    this.coverOffsets = Int32Array.from(
      COVER_OFFSETS.flatMap((way) => [way.length, ...way.map(([dx, dy]) => dy * this.width + dx)]),
    );
    for (const c of view.table) {
      for (const s of c.squares) {
        const i = this.at(s.x, s.y);
        this.kind[i] = s.kind === 'open' ? OPEN : s.kind === 'computer' ? COMPUTER : SERVER;
        this.value[i] = s.value ?? 0;
      }
    }
    for (const [x, y] of view.obstacles) this.kind[this.at(x, y)] = OBSTACLE;
    for (const [x, y] of view.holes) if (this.inside(x, y)) this.hole[this.at(x, y)] = 1;
    for (const cable of view.cables) {
      const a = this.at(cable.a[0], cable.a[1]),
        b = this.at(cable.b[0], cable.b[1]);
      const lo = Math.min(a, b),
        hi = Math.max(a, b);
      if (hi - lo === 1) this.sideE[lo] = cable.colour + 1;
      else this.sideS[lo] = cable.colour + 1;
      this.ends[a]!++;
      this.ends[b]!++;
    }
    for (let i = 0; i < n; i++) if (this.kind[i] === SERVER) this.sources.push(i);
    for (let c = 0; c < colours; c++) this.spreadNetwork(c);
  }

  /** Whether [x, y] lies in the box. */
  inside(x: number, y: number): boolean {
    const gx = x - this.x0,
      gy = y - this.y0;
    return gx >= 0 && gy >= 0 && gx < this.width && gy < this.height;
  }

  /** The index of [x, y] (which must lie in the box). */
  at(x: number, y: number): number {
    return (y - this.y0) * this.width + (x - this.x0);
  }

  /** The square of an index. */
  point(i: number): GridPoint {
    return [(i % this.width) + this.x0, Math.floor(i / this.width) + this.y0];
  }

  /** A cable may end here (rule 1): a card square or a hole. */
  playable(i: number): boolean {
    const k = this.kind[i]!;
    return (k !== EMPTY && k !== OBSTACLE) || this.hole[i] === 1;
  }

  /** The colour + 1 of the cable on the side between neighbours i and j (0: free). */
  sideBetween(i: number, j: number): number {
    const lo = Math.min(i, j);
    return (i - j === 1 || j - i === 1 ? this.sideE : this.sideS)[lo]!;
  }

  /** The four neighbours of index i (N, E, S, W); the box's margin keeps them inside for every playable square. */
  neighbours(i: number): [number, number, number, number] {
    return [i - this.width, i + 1, i + this.width, i - 1];
  }

  /** Marks colour c's network: every server, and every non-computer square its cables reach from one. */
  private spreadNetwork(c: number): void {
    const bit = 1 << c;
    const queue: number[] = [];
    for (const i of this.sources) {
      if (this.kind[i] !== SERVER) continue;
      this.net[i]! |= bit;
      queue.push(i);
    }
    while (queue.length > 0) {
      const p = queue.pop()!;
      for (const q of this.neighbours(p)) {
        if (this.sideBetween(p, q) !== c + 1 || (this.net[q]! & bit) !== 0 || this.kind[q] === COMPUTER) continue;
        if (this.net[q] === 0) this.sources.push(q);
        this.net[q]! |= bit;
        queue.push(q);
      }
    }
  }

  /**
   * Cable distances for colour c: `dist[i]` = cables needed to reach square i from its network (0 on it), over
   * playable squares and free sides, never through a computer; `dist` and `from` hold only for the squares this
   * search reached. Returns the free computers reached, nearest first.
   */
  search(c: number): number[] {
    this.gen++;
    const bit = 1 << c;
    const queue = this.queue;
    let tail = 0;
    for (const i of this.sources) {
      if ((this.net[i]! & bit) === 0 && this.kind[i] !== SERVER) continue;
      this.stamp[i] = this.gen;
      this.dist[i] = 0;
      this.from[i] = -1;
      queue[tail++] = i;
    }
    const computers: number[] = [];
    const w = this.width;
    for (let head = 0; head < tail; head++) {
      const p = queue[head]!;
      const d = this.dist[p]! + 1;
      for (let k = 0; k < 4; k++) {
        const q = k === 0 ? p - w : k === 1 ? p + 1 : k === 2 ? p + w : p - 1;
        if (this.stamp[q] === this.gen || !this.playable(q)) continue;
        if ((k === 0 ? this.sideS[q] : k === 1 ? this.sideE[p] : k === 2 ? this.sideS[p] : this.sideE[q]) !== 0)
          continue;
        const computer = this.kind[q] === COMPUTER;
        if (computer && this.ends[q] !== 0) continue;
        this.stamp[q] = this.gen;
        this.dist[q] = d;
        this.from[q] = p;
        if (computer) computers.push(q);
        else queue[tail++] = q;
      }
    }
    return computers;
  }

  /**
   * Runs `search(c)` and lowers `into[i]` to the cable distance of every square it reached (−1 in `into`: not
   * reached yet), so that several colours' searches make one field of the nearest distances.
   */
  mergeSearch(c: number, into: Int16Array): void {
    this.search(c);
    for (let i = 0; i < this.stamp.length; i++) {
      if (this.stamp[i] !== this.gen) continue;
      if (into[i]! < 0 || this.dist[i]! < into[i]!) into[i] = this.dist[i]!;
    }
  }

  /** The last search's path to square i, as the cables to lay in order ([from, to] index pairs). */
  pathTo(i: number): [number, number][] {
    const out: [number, number][] = [];
    for (let q = i; this.from[q]! >= 0; q = this.from[q]!) out.push([this.from[q]!, q]);
    return out.reverse();
  }

  /** Lays a cable of colour c between neighbours a and b (the rules already checked), extending c's network. */
  layCable(c: number, a: number, b: number): void {
    const lo = Math.min(a, b);
    const side = b - a === 1 || a - b === 1 ? 'e' : 's';
    (side === 'e' ? this.sideE : this.sideS)[lo] = c + 1;
    this.ends[a]!++;
    this.ends[b]!++;
    const bit = 1 << c;
    const net: number[] = [];
    for (const q of [a, b]) {
      if ((this.net[q]! & bit) === 0 && this.kind[q] !== COMPUTER) {
        if (this.net[q] === 0 && this.kind[q] !== SERVER) this.sources.push(q);
        this.net[q]! |= bit;
        net.push(q);
      }
    }
    this.undos.push({ kind: 'cable', i: lo, side, ends: [a, b], net: net.map((q) => q * 8 + c) });
  }

  /**
   * Puts a card's squares on the table (a candidate play) and marks the new holes around it; `squares` are
   * [x, y, kind, value]. Returns false (and changes nothing) when a square falls outside the box.
   */
  placeSquares(squares: readonly (readonly [number, number, number, number])[]): boolean {
    if (!squares.every(([x, y]) => this.inside(x, y) && this.inside(x - 2, y - 2) && this.inside(x + 2, y + 2)))
      return false;
    for (const [x, y, k, v] of squares) {
      const i = this.at(x, y);
      this.kind[i] = k;
      this.value[i] = v;
      if (k === SERVER) {
        this.sources.push(i);
        this.net[i] = 0xff;
      }
      this.undos.push({ kind: 'square', i, source: k === SERVER });
    }
    // Only an empty square within 2 of the card can have lost its last way to be covered.
    for (const [x, y] of squares) {
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const i = this.at(x + dx, y + dy);
          if (this.kind[i] !== EMPTY || this.hole[i] === 1 || !this.holeAt(i)) continue;
          this.hole[i] = 1;
          this.undos.push({ kind: 'hole', i });
        }
      }
    }
    return true;
  }

  /** Whether the empty square i is a hole: every way a card could cover it (COVER_OFFSETS) hits a card or an obstacle. */
  private holeAt(i: number): boolean {
    const offsets = this.coverOffsets;
    const kind = this.kind;
    let k = 0;
    while (k < offsets.length) {
      const n = offsets[k]!;
      let free = true;
      for (let j = 1; j <= n; j++)
        if (kind[i + offsets[k + j]!] !== EMPTY) {
          free = false;
          break;
        }
      if (free) return false;
      k += n + 1;
    }
    return true;
  }

  /** A mark to come back to with `undoTo`. */
  mark(): number {
    return this.undos.length;
  }

  /** Takes back every change made since `mark`. */
  undoTo(mark: number): void {
    while (this.undos.length > mark) {
      const u = this.undos.pop()!;
      if (u.kind === 'square') {
        this.kind[u.i] = EMPTY;
        this.value[u.i] = 0;
        if (u.source) {
          this.net[u.i] = 0;
          this.sources.splice(this.sources.lastIndexOf(u.i), 1);
        }
      } else if (u.kind === 'hole') this.hole[u.i] = 0;
      else {
        (u.side === 'e' ? this.sideE : this.sideS)[u.i] = 0;
        for (const q of u.ends) this.ends[q]!--;
        for (const packed of u.net) {
          const q = packed >> 3;
          this.net[q]! &= ~(1 << (packed & 7));
          if (this.net[q] === 0) this.sources.splice(this.sources.lastIndexOf(q), 1);
        }
      }
    }
  }
}
