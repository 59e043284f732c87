// The shape of one game's "secrets" description for the cheat sweep (fair-play.test.ts): what is hidden from
// whom at each version, what an honest player at a real table may work out of it (counting from the published
// lists and from what was shown), and the cheats that try to rebuild it from everything one viewer received. A
// new game adds one file, test/shared/<id>/secrets.ts, exporting SECRETS; the machinery lives in this folder.
import type { AnyGame, GameEvent, Seat, Viewer } from '../../../shared/core/index.js';
import type { LawTable } from '../engine-helpers.js';

/** What one viewer received at one version: its view then, and the events of the step that led there it may learn. */
export interface Step<V = unknown, E extends GameEvent = GameEvent> {
  readonly version: number;
  readonly view: V;
  /** The events of the action that brought the table to this version that reach this viewer (none at version 0). */
  readonly events: readonly E[];
}

/** One seeded table of the sweep, as a viewer sits at it: nothing here is secret. */
export interface Sitting {
  readonly game: AnyGame;
  readonly players: number;
  readonly options: unknown;
  /** The sweep's number for this table; the engine's seed is the ChaCha20 key `{ chacha20: [seed] }`. */
  readonly seed: number;
  readonly viewer: Viewer;
  /** What the rules publish for this table (a deck list, a box of tiles), from the entry's `published`. */
  readonly published: unknown;
}

/**
 * One hidden thing at one version, as the referee knows it from the engine state. `key` names it for this viewer
 * now (the cheats claim by key); `value` is its canonical text (what a cheat must get right).
 */
export interface Hidden {
  /** Which thing, in words a report can show: "seat 2's hand, card 3". */
  readonly key: string;
  /** The kind of secret, for coverage and reports: "the dots of a hand card". */
  readonly kind: string;
  /** Its value, canonical: "2", '[4,1,6,2]', '{"kind":"gem",…}'. */
  readonly value: string;
  /** Where the thing shows in the viewer's view (a path), when it shows there face down: the appearance cheat reads it. */
  readonly where?: readonly (string | number)[];
  /** The thing's identity for counting each secret once per table (referee only; default: `key`). */
  readonly same?: string;
  /** The entry's own reference to the thing (its fair reasoner and cheats may read it). */
  readonly ref?: unknown;
}

/**
 * An honest player's reasoning at one viewer's chair: everything that viewer received, read only as the rules
 * allow (counting from the published lists, remembering what was shown to it). `odds` is the share of the
 * possibilities left that give `value` (0–1): 1 when fair play alone determines the thing (then it is no secret).
 */
export interface FairMind<V = unknown, E extends GameEvent = GameEvent> {
  see(step: Step<V, E>): void;
  odds(thing: Hidden, value: string): number;
}

/** A cheat's mind at one viewer's chair: it sees what the viewer received and claims hidden values by key. */
export interface CheatMind<V = unknown, E extends GameEvent = GameEvent> {
  see(step: Step<V, E>): void;
  /** The values it claims to know now, by hidden key (canonical text as in `Hidden.value`). */
  claims(): ReadonlyMap<string, string>;
}

/** One way to cheat: a name for the report and a fresh mind per viewer and table. */
export interface Cheat<V = unknown, E extends GameEvent = GameEvent> {
  /** What it exploits, for the report: "the pile's order, remembered from the events". */
  readonly name: string;
  sit(sitting: Sitting): CheatMind<V, E>;
}

/** A game's secrets description (test/shared/<id>/secrets.ts exports one as SECRETS). */
export interface Secrets<S = unknown, V = unknown, E extends GameEvent = GameEvent> {
  /** Seeded tables played to the end (every viewer: each seat and a spectator); seeds are distinct across tables. */
  readonly tables: readonly LawTable[];
  /** What the rules publish, read off the set-up state (a fixed deck, the box's tiles); default: nothing. */
  published?(setup: S): unknown;
  /** Every thing hidden from `viewer` at this state (its view is given to locate things in it). */
  hidden(state: S, viewer: Viewer, view: V, game: AnyGame): Hidden[];
  /** The honest reasoner at a viewer's chair. */
  fair(sitting: Sitting): FairMind<V, E>;
  /** The game's own cheats (the appearance cheat, generic, is added by the sweep for things with `where`). */
  readonly cheats: readonly Cheat<V, E>[];
  /** Kinds of secret the sweep must meet at least once (so a change that stops a playout reaching them fails loudly). */
  readonly kinds: readonly string[];
}

/** A seat viewer, or null for a spectator (the sweep's viewers are these two kinds). */
export const seatOf = (viewer: Viewer): Seat | null => (viewer.kind === 'seat' ? viewer.seat : null);

/** Canonical text of a value: JSON with object keys sorted, so equal values compare equal. */
export function canon(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canon(v === undefined ? null : v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canon((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The share of `value` in a multiset of canonical values (0 when empty). */
export function shareOf(pool: readonly string[], value: string): number {
  if (pool.length === 0) return 0;
  let n = 0;
  for (const v of pool) if (v === value) n++;
  return n / pool.length;
}

/** `pool` without one copy of each of `taken` (a multiset difference; a value not in the pool is ignored). */
export function without(pool: readonly string[], taken: readonly string[]): string[] {
  const left = [...pool];
  for (const t of taken) {
    const i = left.indexOf(t);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}
