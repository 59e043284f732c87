// The view trees' writer and reader: whatever a view turns into from one action to the next, the entries the
// writer leaves (in a plain Map, as a client's decoded map holds them) read back to the very JSON text of the
// view, overlays included; items removed or inserted in the middle of an array leave their neighbours' entries
// untouched. Seeded, in one process (the real-server check is test/server/views.test.ts).
import { describe, expect, it } from 'vitest';
import { makeRng, mixSeed, nextFloat, type AnyGame, type RngState } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { applyOverlay, readTree } from '../../shared/view-tree.js';
import { sameJson } from '../../server/json-cost.js';
import { keysBetween } from '../../server/json-array.js';
import { JsonTreeWriter } from '../../server/json-tree.js';
import { overlayOf } from '../../server/view-overlay.js';
import { botOrFirstLegal } from '../shared/engine-helpers.js';

/** A Map that counts the entries each write sets and deletes. */
class CountingMap extends Map<string, string> {
  sets: string[] = [];
  deletes: string[] = [];
  override set(k: string, v: string): this {
    this.sets?.push(k);
    return super.set(k, v);
  }
  override delete(k: string): boolean {
    this.deletes.push(k);
    return super.delete(k);
  }
  reset(): void {
    this.sets = [];
    this.deletes = [];
  }
}

/** A writer and its entries. */
function tree() {
  const entries = new CountingMap();
  const writer = new JsonTreeWriter(entries);
  return { entries, writer, read: () => readTree(entries) };
}

/** Writes `value` and checks it reads back as the same JSON text. */
function roundTrip(t: ReturnType<typeof tree>, value: unknown): void {
  t.entries.reset();
  t.writer.write(value);
  expect(JSON.stringify(t.read())).toBe(JSON.stringify(value));
  expect(t.writer.entries).toBe(t.entries.size);
}

describe('view trees in every game', () => {
  for (const [id, game] of Object.entries(GAMES) as [string, AnyGame][]) {
    it(`${id}: each seat's and the spectators' view read back exactly after every action of seeded games`, () => {
      const players = Math.max(game.minPlayers, Math.min(3, game.maxPlayers));
      for (let g = 0; g < 2; g++) {
        const seed = mixSeed(41, g);
        const started = game.setup({ seed, players, options: game.defaultOptions });
        if (!started.ok) throw new Error(started.error.code);
        let state: unknown = started.value;
        const pub = tree();
        const seats = Array.from({ length: players }, () => tree());
        for (let n = 0; n <= 40; n++) {
          const spectator = game.view(state, { kind: 'spectator' });
          pub.writer.write(spectator);
          expect(JSON.stringify(pub.read())).toBe(JSON.stringify(spectator));
          seats.forEach((t, s) => {
            const own = game.view(state, { kind: 'seat', seat: s });
            t.writer.write(overlayOf(spectator, own));
            expect(JSON.stringify(applyOverlay(pub.read(), t.read()))).toBe(JSON.stringify(own));
          });
          const toAct = game.toAct(state);
          if (toAct.length === 0) break;
          const seat = toAct[n % toAct.length]!;
          const action = botOrFirstLegal(game, state, seat, seed, n);
          const applied = game.apply(state, seat, action);
          if (!applied.ok) break;
          state = applied.value.state;
        }
      }
    });
  }
});

describe('arrays keep their items’ keys', () => {
  const card = (id: number) => ({
    id,
    shape: 'curve',
    squares: [
      { x: id, y: 1, kind: 'open' },
      { x: id, y: 2, kind: 'computer', value: 3 },
    ],
    dots: id % 4,
  });
  const big = (id: number) => ({ ...card(id), note: 'x'.repeat(60) });

  it('an item removed from the middle deletes only its entries', () => {
    const t = tree();
    roundTrip(t, { hand: [big(1), big(2), big(3), big(4)] });
    roundTrip(t, { hand: [big(1), big(3), big(4)] });
    expect(t.entries.sets).toEqual([]);
    expect(t.entries.deletes.length).toBeGreaterThan(0);
  });

  it('items inserted at the start, in the middle and at the end set only their own entries', () => {
    const t = tree();
    roundTrip(t, [card(1), card(2), card(3)]);
    const untouched = () => {
      const before = new Set(t.entries.keys());
      return () => expect(t.entries.sets.filter((k) => before.has(k) && k !== '.')).toEqual([]);
    };
    let check = untouched();
    roundTrip(t, [card(0), card(1), card(2), card(3)]);
    check();
    check = untouched();
    roundTrip(t, [card(0), card(1), card(7), card(2), card(3), card(9)]);
    check();
    for (let i = 0; i < 30; i++) {
      // Insert repeatedly at the same place: decimal keys, then the array is written afresh.
      const v = [card(0), card(1), ...Array.from({ length: i + 1 }, (_, j) => card(100 + i - j)), card(2)];
      roundTrip(t, v);
    }
    expect(t.entries.deletes).toEqual([]);
  });

  it('an item removed and another changed at once are told apart', () => {
    const t = tree();
    roundTrip(t, [big(1), big(2), big(3), big(4), big(5)]);
    roundTrip(t, [big(1), big(3), { ...big(4), dots: 9 }, big(5)]);
    expect(t.entries.sets.length).toBe(1);
  });

  it('keys between neighbours are short and ordered', () => {
    expect(keysBetween(null, null, 3)).toEqual(['0', '1', '2']);
    expect(keysBetween(4, null, 2)).toEqual(['5', '6']);
    expect(keysBetween(null, 0, 2)).toEqual(['-2', '-1']);
    expect(keysBetween(1, 5, 2)).toEqual(['2', '3']);
    expect(keysBetween(1, 2, 1)).toEqual(['1.5']);
    expect(keysBetween(1, 2, 3)).toEqual(['1.3', '1.5', '1.8']);
    expect(keysBetween(1.2, 1.21, 1)).toEqual(['1.205']);
    expect(keysBetween(1.2001, 1.2002, 1)).toBeNull();
  });
});

describe('any JSON change reads back exactly', () => {
  /** A seeded stream of floats in [0, 1). */
  function floats(seed: number): () => number {
    let s: RngState = makeRng(seed);
    return () => {
      const [x, next] = nextFloat(s);
      s = next;
      return x;
    };
  }

  /** A random JSON-ish value (undefined keys, NaN and a __proto__ key included). */
  function randomValue(r: () => number, depth: number): unknown {
    const k = r();
    if (depth <= 0 || k < 0.35) {
      const p = r();
      if (p < 0.3) return Math.floor(r() * 20) - 5;
      if (p < 0.5) return ['a', 'bc', '', 'x"y', 'é', '}'][Math.floor(r() * 6)];
      if (p < 0.6) return r() < 0.5;
      if (p < 0.7) return null;
      if (p < 0.75) return NaN;
      if (p < 0.8) return undefined;
      return r() * 3;
    }
    if (k < 0.65) return Array.from({ length: Math.floor(r() * 7) }, () => randomValue(r, depth - 1));
    const o: Record<string, unknown> = {};
    const keys = ['a', 'b', 'c', 'd', 'id', 'x.y', '0', '__proto__', 'constructor'];
    for (let i = Math.floor(r() * 5); i > 0; i--) {
      const key = keys[Math.floor(r() * keys.length)]!;
      Object.defineProperty(o, key, {
        value: randomValue(r, depth - 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return o;
  }

  /** A copy of `v` with a few random changes (items removed, inserted, replaced; keys set and dropped). */
  function mutate(v: unknown, r: () => number, depth: number): unknown {
    if (Array.isArray(v)) {
      const out = v.map((x) => (r() < 0.3 ? mutate(x, r, depth - 1) : x));
      if (r() < 0.3 && out.length) out.splice(Math.floor(r() * out.length), 1 + Math.floor(r() * 2));
      if (r() < 0.3) out.splice(Math.floor(r() * (out.length + 1)), 0, randomValue(r, 2));
      return out;
    }
    if (typeof v === 'object' && v !== null) {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        if (r() < 0.1) continue;
        Object.defineProperty(out, k, {
          value: r() < 0.3 ? mutate(x, r, depth - 1) : x,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      if (r() < 0.2) out[['e', 'f', 'a'][Math.floor(r() * 3)]!] = randomValue(r, 2);
      return out;
    }
    return r() < 0.5 ? randomValue(r, depth) : v;
  }

  it('500 seeded random changes of nested values, and a seat overlay over each', () => {
    const r = floats(7);
    const pub = tree();
    const seat = tree();
    let v = randomValue(r, 5);
    for (let i = 0; i < 500; i++) {
      const own = mutate(v, r, 4);
      roundTrip(pub, v);
      seat.writer.write(overlayOf(v, own));
      expect(JSON.stringify(applyOverlay(pub.read(), seat.read()))).toBe(JSON.stringify(own));
      v = i % 50 === 49 ? randomValue(r, 5) : mutate(v, r, 4);
    }
  });

  it('sameJson is JSON text equality', () => {
    const r = floats(9);
    for (let i = 0; i < 300; i++) {
      const a = randomValue(r, 4);
      const b = r() < 0.5 ? mutate(a, r, 3) : (JSON.parse(JSON.stringify(a ?? null)) as unknown);
      expect(sameJson(a, b)).toBe(JSON.stringify(a ?? null) === JSON.stringify(b ?? null));
    }
  });
});
