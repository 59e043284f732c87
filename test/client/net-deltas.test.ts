// client/net keeps the deltas (issue 27): after every real patch (the server's tree writer and overlay, encoded and
// decoded by @colyseus/schema as a room and colyseus.js do) the view client/net hands out equals the server's view,
// every part of it that did not change is the very object handed out before, and the path to each change is new.
import { describe, expect, it } from 'vitest';
import { type Decoder, Encoder, Reflection, StateView } from '@colyseus/schema';
import { makeRng, mixSeed, nextFloat, nextInt, type AnyGame, type RngState } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { viewKey } from '../../shared/protocol.js';
import { readView } from '../../client/net/snapshot.js';
import { ViewMirror } from '../../client/net/view-mirror.js';
import { JsonTreeWriter } from '../../server/json-tree.js';
import { makeTableState, ViewTree } from '../../server/schema.js';
import { overlayOf } from '../../server/view-overlay.js';
import { botOrFirstLegal } from '../shared/engine-helpers.js';

/**
 * One seat's connection to a table, on the wire: the server side writes the spectators' view and the seat's
 * overlay into the schema trees (as server/view-slots.ts does) and encodes a patch for the seat's StateView; the
 * client side decodes it and reads its view with a ViewMirror, as client/net/table.ts does.
 */
function wire(seat: number) {
  const state = makeTableState();
  state.gameId = 'test';
  const pub = new ViewTree();
  const own = new ViewTree();
  state.views.set(viewKey(null), pub);
  state.views.set(viewKey(seat), own);
  const pubWriter = new JsonTreeWriter(pub.entries);
  const ownWriter = new JsonTreeWriter(own.entries);
  const encoder = new Encoder(state);
  const stateView = new StateView();
  stateView.add(pub);
  stateView.add(own);
  let decoder: Decoder | null = null;
  let mirror = new ViewMirror();
  let last: unknown = null;
  return {
    /** Writes the seat's view `mine` beside the public `spectator` one, sends the patch; the view read after it. */
    send(spectator: unknown, mine: unknown): unknown {
      pubWriter.write(spectator);
      ownWriter.write(overlayOf(spectator, mine));
      const it = { offset: 0 };
      let bytes: Buffer;
      if (decoder === null) {
        encoder.encodeAll(it);
        bytes = encoder.encodeAllView(stateView, it.offset, it);
        decoder = Reflection.decode(Reflection.encode(encoder)) as Decoder;
      } else {
        encoder.encode(it);
        bytes = encoder.encodeView(stateView, it.offset, it);
      }
      encoder.discardChanges();
      decoder.decode(bytes);
      last = mirror.read(decoder.state, seat);
      return last;
    },
    /** Connects again (a new decoder gets the full state), as table.ts does: a new mirror seeded with the last view. */
    reconnect(): unknown {
      const fresh = new StateView();
      fresh.add(pub);
      fresh.add(own);
      const it = { offset: 0 };
      encoder.encodeAll(it);
      const bytes = encoder.encodeAllView(fresh, it.offset, it);
      decoder = Reflection.decode(Reflection.encode(encoder)) as Decoder;
      decoder.decode(bytes);
      mirror = new ViewMirror(last);
      last = mirror.read(decoder.state, seat);
      return last;
    },
    /** The view rebuilt from scratch from the decoded state (snapshot.ts readView). */
    fresh(): unknown {
      return readView(decoder!.state, seat);
    },
  };
}

/** What the sharing checks counted over a run. */
interface Tally {
  /** Unchanged objects or arrays found to be the very ones handed out before. */
  kept: number;
  /** Changed objects or arrays found to be new ones. */
  renewed: number;
}

/**
 * Compares the view before a patch and after it, place by place: a place whose JSON text is the same holds the very
 * same value; an object or array whose text changed is a new one, its children checked below it. An array's items
 * may move (one removed or inserted before them): then only the items that are old ones are counted, since which
 * new item stands for which old one is the writer's choice.
 */
function expectShared(before: unknown, after: unknown, tally: Tally, path = 'view'): void {
  if (JSON.stringify(before) === JSON.stringify(after)) {
    if (after !== before) expect.fail(`${path} did not change but is a new object`);
    if (typeof after === 'object' && after !== null) tally.kept++;
    return;
  }
  if (typeof after !== 'object' || after === null || typeof before !== 'object' || before === null) return;
  if (after === before) expect.fail(`${path} changed in place`);
  tally.renewed++;
  if (Array.isArray(before) !== Array.isArray(after)) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    // Items that stayed are the very old ones, wherever they are now; a new item is looked into against the old
    // item at its place only when no item moved (each item either the one at its place before, or a new one).
    const moved = after.some((x, i) => x !== before[i] && before.includes(x)) || after.length !== before.length;
    after.forEach((x, i) => {
      if (before.includes(x)) {
        if (typeof x === 'object' && x !== null) tally.kept++;
      } else if (!moved) expectShared(before[i], x, tally, `${path}.${i}`);
    });
    return;
  }
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const k of Object.keys(a)) if (Object.hasOwn(b, k)) expectShared(b[k], a[k], tally, `${path}.${k}`);
}

/** Sends `views` (one [spectator, seat] pair per patch) and checks every patch: equal, shared, untouched before. */
function checkRun(seat: number, views: Iterable<readonly [unknown, unknown]>): Tally {
  const w = wire(seat);
  const tally: Tally = { kept: 0, renewed: 0 };
  let prev: unknown;
  let prevText = '';
  let n = 0;
  for (const [spectator, mine] of views) {
    const view = w.send(spectator, mine);
    // (a) the very view the server's engine gives this seat, key order included, as a fresh read gives it.
    expect(JSON.stringify(view)).toBe(JSON.stringify(mine));
    expect(view).toEqual(w.fresh());
    if (n > 0) {
      // The view handed out before is as it was: nothing writes to a view once handed out.
      expect(JSON.stringify(prev)).toBe(prevText);
      // (b) and (c): untouched parts are the same objects, the paths to the changes are new ones.
      expectShared(prev, view, tally);
    }
    if (typeof view === 'object' && view !== null) expect(Object.isFrozen(view)).toBe(true);
    prev = view;
    prevText = JSON.stringify(view);
    n++;
  }
  return tally;
}

/** The [spectator view, seat 0's view] after each action of a seeded game played by bots. */
function* played(game: AnyGame, seed: number, actions: number): Generator<readonly [unknown, unknown]> {
  const players = Math.max(game.minPlayers, Math.min(3, game.maxPlayers));
  const started = game.setup({ seed, players, options: game.defaultOptions });
  if (!started.ok) throw new Error(started.error.code);
  let state: unknown = started.value;
  for (let n = 0; n <= actions; n++) {
    yield [game.view(state, { kind: 'spectator' }), game.view(state, { kind: 'seat', seat: 0 })];
    const toAct = game.toAct(state);
    if (toAct.length === 0) return;
    const seat = toAct[n % toAct.length]!;
    const applied = game.apply(state, seat, botOrFirstLegal(game, state, seat, seed, n));
    if (!applied.ok) return;
    state = applied.value.state;
  }
}

describe('the view after each patch of a real game', () => {
  for (const [id, game] of Object.entries(GAMES) as [string, AnyGame][]) {
    it(`${id}: equals the seat's engine view and keeps every untouched part of the last one`, () => {
      const tally = checkRun(0, played(game, mixSeed(27, id.length), 60));
      expect(tally.kept).toBeGreaterThan(0);
      expect(tally.renewed).toBeGreaterThan(0);
    });
  }

  it('a patch that changes nothing in this seat’s view hands out the very same view', () => {
    const w = wire(0);
    const first = w.send({ board: [[1, 2], [3]], turn: 0 }, { board: [[1, 2], [3]], turn: 0, hand: ['a'] });
    // The public view changes where the seat's overlay replaces it: what the seat sees is the same.
    const second = w.send({ board: [[1, 2], [3]], turn: 0, hand: 'hidden' }, first);
    expect(second).toEqual({ board: [[1, 2], [3]], turn: 0, hand: ['a'] });
    const third = w.send({ board: [[1, 2], [3]], turn: 0, hand: 'hidden' }, second);
    expect(third).toBe(second);
  });

  it('a reconnect hands out the very view it had when nothing changed, and keeps sharing after it', () => {
    const w = wire(0);
    const view = (score: number) => ({
      players: [
        { name: 'Anna', score: 1 },
        { name: 'Bea', score },
      ],
      log: [1, 2],
    });
    const before = w.send(view(0), { ...view(0), hand: [3] }) as ReturnType<typeof view>;
    expect(w.reconnect()).toBe(before);
    const after = w.send(view(4), { ...view(4), hand: [3] }) as ReturnType<typeof view>;
    expect(after).toEqual({ ...view(4), hand: [3] });
    expect(after.players[0]).toBe(before.players[0]);
    expect(after.log).toBe(before.log);
    expect(after.players[1]).not.toBe(before.players[1]);
  });

  it('one changed number renews only the objects on its path', () => {
    const w = wire(0);
    const view = (score: number) => ({
      players: [
        { name: 'Anna', score: 1 },
        { name: 'Bea', score },
      ],
      log: [1, 2],
    });
    const before = w.send(view(0), view(0)) as ReturnType<typeof view>;
    const after = w.send(view(5), view(5)) as ReturnType<typeof view>;
    expect(after.players[1]!.score).toBe(5);
    expect(after).not.toBe(before);
    expect(after.players).not.toBe(before.players);
    expect(after.players[1]).not.toBe(before.players[1]);
    expect(after.players[0]).toBe(before.players[0]);
    expect(after.log).toBe(before.log);
  });
});

/** A random JSON value, `depth` levels at most. */
function randomValue(rng: { s: RngState }, depth: number): unknown {
  const int = (lo: number, hi: number) => {
    const [x, s] = nextInt(rng.s, lo, hi);
    rng.s = s;
    return x;
  };
  const pick = depth <= 0 ? int(0, 3) : int(0, 6);
  switch (pick) {
    case 0:
      return int(-20, 100);
    case 1:
      return ['red', 'blue', 'x', ''][int(0, 3)];
    case 2:
      return [true, false, null][int(0, 2)];
    case 3:
      return int(0, 9) / 4;
    case 4:
    case 5: {
      const obj: Record<string, unknown> = {};
      for (let i = int(0, 4); i > 0; i--) obj[['a', 'b', 'c', 'd', 'e', 'f'][int(0, 5)]!] = randomValue(rng, depth - 1);
      return obj;
    }
    default:
      return Array.from({ length: int(0, 5) }, () => randomValue(rng, depth - 1));
  }
}

/** `v` with one random edit somewhere inside: a place replaced, a key added or removed, an item inserted or removed. */
function edit(rng: { s: RngState }, v: unknown, depth: number): unknown {
  const [f, s] = nextFloat(rng.s);
  rng.s = s;
  const [i, s2] = nextInt(rng.s, 0, 7);
  rng.s = s2;
  if (Array.isArray(v) && v.length > 0 && f < 0.7) {
    const at = i % v.length;
    if (f < 0.45) return v.map((x, j) => (j === at ? edit(rng, x, depth - 1) : x));
    if (f < 0.55) return v.filter((_x, j) => j !== at);
    return [...v.slice(0, at), randomValue(rng, 2), ...v.slice(at)];
  }
  if (typeof v === 'object' && v !== null && !Array.isArray(v) && f < 0.8) {
    const keys = Object.keys(v);
    const o = v as Record<string, unknown>;
    if (keys.length > 0 && f < 0.6) {
      const k = keys[i % keys.length]!;
      return { ...o, [k]: edit(rng, o[k], depth - 1) };
    }
    if (keys.length > 0 && f < 0.7) {
      const { [keys[i % keys.length]!]: _gone, ...rest } = o;
      return rest;
    }
    return { ...o, [['g', 'h', 'a', 'k'][i % 4]!]: randomValue(rng, 2) };
  }
  return randomValue(rng, Math.max(0, depth));
}

describe('a seeded random run of many patches', () => {
  it('every view equals the server’s and keeps what did not change, secrets laid over it included', () => {
    const rng = { s: makeRng(2027) };
    let pub: unknown = { board: randomValue(rng, 3), players: [randomValue(rng, 2), randomValue(rng, 2)], turn: 0 };
    let secret: unknown = randomValue(rng, 2);
    const steps: [unknown, unknown][] = [];
    for (let n = 0; n < 600; n++) {
      // Most patches edit the public view; some the seat's secret; a few both.
      const [f, s] = nextFloat(rng.s);
      rng.s = s;
      if (f < 0.8) pub = edit(rng, pub, 4);
      if (f > 0.7) secret = edit(rng, secret, 3);
      const mine =
        typeof pub === 'object' && pub !== null && !Array.isArray(pub)
          ? { ...(pub as Record<string, unknown>), hand: secret }
          : pub;
      steps.push([pub, mine]);
    }
    const tally = checkRun(1, steps);
    expect(tally.kept).toBeGreaterThan(500);
    expect(tally.renewed).toBeGreaterThan(500);
  });
});
