// The fuzzer's raw material (test/server/fuzz.ts): its seeded generator, and hostile values — any msgpack value
// with keys that name Object's machinery, mutations of legal actions, deep nesting, odd message types.
import { isRecord } from '../../shared/core/index.js';

/** xorshift128 seeded through splitmix32: the fuzzer's only source of chance (no Math.random). */
export class FuzzRng {
  private s: [number, number, number, number];

  constructor(seed: number) {
    let x = seed >>> 0;
    const next = () => {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0 || 1;
    };
    this.s = [next(), next(), next(), next()];
  }

  /** A uint32. */
  u32(): number {
    const s = this.s;
    let t = s[3];
    const x = s[0];
    s[3] = s[2];
    s[2] = s[1];
    s[1] = x;
    t ^= t << 11;
    t ^= t >>> 8;
    s[0] = (t ^ x ^ (x >>> 19)) >>> 0;
    return s[0];
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return n <= 1 ? 0 : this.u32() % n;
  }

  chance(p: number): boolean {
    return this.u32() / 2 ** 32 < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = this.u32() & 255;
    return out;
  }
}

/** Keys that name Object's own machinery, and keys the room and engines read. */
const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'type',
  'action',
  'seat',
  'agree',
  'x',
  '',
  '0',
  'length',
];
/** Message types nobody registered, Object's own property names, Colyseus' internal handler names, numbers. */
export const TYPES: readonly (string | number)[] = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '*',
  '__no_message_handler',
  '',
  'Action',
  'action ',
  'ACTION',
  'sit\u0000',
  'feed_consent',
  'error',
  'welcome',
  '💥',
  'x'.repeat(300),
  0,
  1,
  -1,
  255,
  65536,
  2 ** 32,
  1.5,
];
const STRINGS = [
  '',
  'x',
  'roll',
  'place',
  'fire',
  'null',
  '__proto__',
  'constructor',
  '\u0000',
  '💥',
  'é'.repeat(20),
  '-1',
  '1e309',
  'true',
];
const NUMBERS = [
  0,
  -0,
  1,
  -1,
  2,
  3,
  7,
  255,
  256,
  65535,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 64,
  0.5,
  -0.5,
  1e-300,
  1e300,
  NaN,
  Infinity,
  -Infinity,
];

/** An object with own enumerable keys, `__proto__` included (a literal would set the prototype instead). */
export function own(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries)
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Any value msgpack can carry, at most `depth` levels deep. */
export function randomValue(rng: FuzzRng, depth: number): unknown {
  const roll = rng.int(depth > 0 ? 10 : 7);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick(NUMBERS);
    case 3:
      return rng.int(2 ** 31) - 2 ** 30;
    case 4:
      return rng.pick(STRINGS);
    case 5:
      return rng.chance(0.5) ? undefined : rng.bytes(rng.int(8));
    case 6:
      return rng.pick(KEYS);
    case 7:
    case 8:
      return own(Array.from({ length: rng.int(4) }, () => [rng.pick(KEYS), randomValue(rng, depth - 1)] as const));
    default:
      return Array.from({ length: rng.int(5) }, () => randomValue(rng, depth - 1));
  }
}

/** A copy of a legal action with one thing broken: a field dropped, retyped, off by a little or a lot, doubled. */
export function mutate(rng: FuzzRng, value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    const copy = value.slice();
    const i = rng.int(copy.length + 1);
    switch (rng.int(depth < 3 ? 5 : 4)) {
      case 0:
        copy.splice(i, 1);
        break;
      case 1:
        copy.splice(i, 0, copy.length > 0 ? copy[rng.int(copy.length)] : randomValue(rng, 1));
        break;
      case 2:
        copy.reverse();
        break;
      case 3:
        if (copy.length > 0) copy[rng.int(copy.length)] = randomValue(rng, 1);
        else copy.push(randomValue(rng, 1));
        break;
      default:
        if (copy.length > 0) {
          const j = rng.int(copy.length);
          copy[j] = mutate(rng, copy[j], depth + 1);
        }
        break;
    }
    return copy;
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    const entries: [string, unknown][] = Object.entries(value);
    const k = keys.length > 0 ? rng.pick(keys) : 'type';
    const at = entries.findIndex(([key]) => key === k);
    switch (rng.int(depth < 3 ? 5 : 4)) {
      case 0:
        if (at >= 0) entries.splice(at, 1);
        break;
      case 1:
        entries.push([rng.pick(KEYS), randomValue(rng, 1)]);
        break;
      case 2:
        if (at >= 0) entries[at] = [k, randomValue(rng, 1)];
        break;
      case 3:
        if (at >= 0) entries[at] = [k, nudge(rng, entries[at]![1])];
        break;
      default:
        if (at >= 0) entries[at] = [k, mutate(rng, entries[at]![1], depth + 1)];
        break;
    }
    return own(entries);
  }
  return nudge(rng, value);
}

/** A near or far neighbour of a primitive. */
function nudge(rng: FuzzRng, v: unknown): unknown {
  if (typeof v === 'number')
    return rng.pick([v + 1, v - 1, v + 100, -v - 1, v + 0.5, v * 1000, 2 ** 31, NaN, String(v)]);
  if (typeof v === 'string') return rng.pick(['', `${v}x`, v.toUpperCase(), v.slice(1), rng.pick(STRINGS), 0]);
  if (typeof v === 'boolean') return rng.pick([!v, v ? 1 : 0, null]);
  return randomValue(rng, 1);
}

/** `[[[[…]]]]` or `{a:{a:{…}}}` around `inner`, `depth` levels. */
export function nested(rng: FuzzRng, depth: number, inner: unknown): unknown {
  const arrays = rng.chance(0.5);
  let v = inner;
  for (let i = 0; i < depth; i++) v = arrays ? [v] : own([[rng.chance(0.2) ? '__proto__' : 'a', v]]);
  return v;
}

/** Texts a chat message must never pass with: controls, direction overrides, invisible-only, too long (shared/talk.ts). */
const HOSTILE_TEXTS = [
  '',
  '   ',
  '\u200D',
  '\u200B\u200C\u2060\uFEFF',
  '\u3164',
  'a\u0000b',
  'ding\u0007',
  'one\ntwo',
  'tab\there',
  'gg \u202Eyrros',
  '\u2066isolated\u2069',
  'line\u2028break',
  'x\u0085y',
  'x'.repeat(201),
  '😀'.repeat(201),
  'e\u0301'.repeat(201),
  'y'.repeat(1000),
  '\u202E'.repeat(900),
  'z'.repeat(5000),
];

/** Ids a reaction is not: near misses of the palette and prototype names. */
const HOSTILE_REACTIONS = ['laugh', '👍', 'Thumbs-Up', 'WOW', 'rematch?', '', 'toString', '__proto__', 'constructor'];

/**
 * A hostile payload of one of the talk messages (shared/talk.ts: talk, react, presence, mute, talk-settings): a
 * text, reaction, flag or author that the parsers refuse, extra or missing keys, or any value. `me`: the sender's
 * own author id, which a mute may not name. Some come out well formed; the caller predicts each answer.
 */
export function talkPayload(rng: FuzzRng, type: string, me: string | null): unknown {
  if (rng.chance(0.2)) return randomValue(rng, 2);
  const any = () => anyField(rng);
  const extra = (o: Record<string, unknown>) => withExtraKey(rng, o);
  switch (type) {
    case 'talk':
      return extra({ text: rng.chance(0.7) ? rng.pick(HOSTILE_TEXTS) : any() });
    case 'react':
      return extra({ reaction: rng.chance(0.7) ? rng.pick(HOSTILE_REACTIONS) : any() });
    case 'presence':
      return extra(
        rng.chance(0.3) ? { typing: rng.chance(0.5) } : { typing: any(), away: rng.chance(0.5) ? any() : true },
      );
    case 'mute': {
      const author = me !== null && rng.chance(0.5) ? me : rng.pick(['short', 'A'.repeat(12), 'A+AAAAAAAAA', any()]);
      return extra({ author, muted: rng.chance(0.7) ? rng.chance(0.5) : any() });
    }
    default:
      return extra(
        rng.pick([
          {},
          { chat: any() },
          { spectators: rng.pick(['maybe', 'OPEN', '', 'after ']) },
          { chat: false },
          { spectators: 'open' },
        ]),
      );
  }
}

/** A field's value that no parser wants: any value, or a hostile string. */
const anyField = (rng: FuzzRng): unknown => (rng.chance(0.5) ? randomValue(rng, 1) : rng.pick(STRINGS));

/** `o`, now and then with one more key (a prototype name or a stranger) holding any value. */
const withExtraKey = (rng: FuzzRng, o: Record<string, unknown>): Record<string, unknown> =>
  rng.chance(0.2) ? own([...Object.entries(o), [rng.pick(KEYS), randomValue(rng, 1)]]) : o;

/**
 * A hostile payload of the challenger queue's message (shared/queue.ts QueueOp): a near-miss op, games or place
 * out of range or of the wrong type, extra keys, or any value. Some come out well formed; the caller predicts each
 * answer.
 */
export function queuePayload(rng: FuzzRng): unknown {
  if (rng.chance(0.2)) return randomValue(rng, 2);
  const op = rng.chance(0.8)
    ? rng.pick(['open', 'close', 'games', 'join', 'leave', 'skip', 'remove', 'OPEN', 'next', '__proto__'])
    : anyField(rng);
  const games = rng.pick<unknown>([0, 1, 3, 10, 11, -1, 1.5, '2', null, anyField(rng)]);
  const place = rng.pick<unknown>([0, 1, 3, 49, 50, -1, 0.5, '1', null, anyField(rng)]);
  return withExtraKey(rng, rng.pick([{ op }, { op, games }, { op, place }, { op, games, place }]));
}
