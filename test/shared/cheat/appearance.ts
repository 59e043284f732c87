// The generic cheat every game gets: "a face-down thing's look tells what it is". For each hidden thing that shows
// in the view face down (`Hidden.where`), it reads that part of the view and every field under it (an id, a handle,
// a drawing, the whole) and remembers, from the tables it played before, which hidden values each look went with
// (finished tables show their secrets, as replays do; a fixed list shipped with the client tells the same). Then it
// claims the value wherever a field's look has only ever gone with one. Each field is its own cheat in the report,
// so a leak names the field that carries it ("id"), whatever the field is called.
import { canon, type Hidden } from './types.js';

/** Longest look remembered verbatim (longer texts are cut: the same prefix is the same look here). */
const MAX_LOOK = 400;

/** The part of `view` at `path`, or undefined where the path leads nowhere. */
export function at(view: unknown, path: readonly (string | number)[]): unknown {
  let x: unknown = view;
  for (const p of path) {
    if (x === null || typeof x !== 'object') return undefined;
    x = (x as Record<string | number, unknown>)[p];
  }
  return x;
}

/** Every field under a look with its path ('(all)' for the whole look), as canonical text. */
function fields(value: unknown, path: string, out: [string, string][]): void {
  out.push([path === '' ? '(all)' : path, canon(value).slice(0, MAX_LOOK)]);
  if (Array.isArray(value))
    value.forEach((v, i) => {
      fields(v, path === '' ? String(i) : `${path}.${i}`, out);
    });
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (v !== undefined) fields(v, path === '' ? k : `${path}.${k}`, out);
  }
}

/** One claim of the appearance cheat: which field of the look made it, and the value it claims. */
export interface LookClaim {
  readonly cheat: string;
  readonly value: string;
}

/** The appearance cheat's memory for one game, across its tables: look → the hidden values it went with. */
export class AppearanceCheat {
  private readonly memory = new Map<string, Set<string>>();
  private pending = new Map<string, Set<string>>();

  /** The cheat's name for one field of one kind of look (the report's line). */
  static nameOf(kind: string, field: string): string {
    return `the face-down look of ${kind}, field "${field}", remembered from earlier tables`;
  }

  /**
   * Claims for `thing` from its look in `view` (one per field whose look went with a single value), and notes the
   * look for learning. `lastLooks` (one per viewer) skips a thing whose look and value are as they were at this
   * viewer's previous version: its claims were scored then (each secret counts once).
   */
  look(thing: Hidden, view: unknown, lastLooks: Map<string, string>): LookClaim[] {
    if (!thing.where) return [];
    const look = at(view, thing.where);
    if (look === undefined) return [];
    const mark = `${canon(look)}\u0000${thing.value}`;
    if (lastLooks.get(thing.key) === mark) return [];
    lastLooks.set(thing.key, mark);
    const found: [string, string][] = [];
    fields(look, '', found);
    const out: LookClaim[] = [];
    for (const [field, text] of found) {
      const id = `${thing.kind}\u0000${field}\u0000${text}`;
      const seen = this.memory.get(id);
      if (seen && seen.size === 1) out.push({ cheat: AppearanceCheat.nameOf(thing.kind, field), value: [...seen][0]! });
      let later = this.pending.get(id);
      if (!later) {
        later = new Set();
        this.pending.set(id, later);
      }
      later.add(thing.value);
    }
    return out;
  }

  /** The table is over: what it saw becomes memory for the next tables (never during the table it is claiming on). */
  endTable(): void {
    for (const [id, values] of this.pending) {
      let seen = this.memory.get(id);
      if (!seen) {
        seen = new Set();
        this.memory.set(id, seen);
      }
      for (const v of values) seen.add(v);
    }
    this.pending = new Map();
  }
}
