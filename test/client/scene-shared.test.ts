// What the games' scenes share (client/scene/once.ts, paint.ts): things made once per key, and the paint's
// seeded sequence that makes every screen paint the same textures.
import { describe, expect, it } from 'vitest';
import { keyedOnce } from '../../client/scene/once.js';
import { paintRandom } from '../../client/scene/paint.js';

describe('things made once', () => {
  it('a key is made the first time it is asked for, and the same thing is returned after', () => {
    const once = keyedOnce<{ n: number }>();
    let made = 0;
    const make = () => ({ n: ++made });
    const first = once('a', make);
    expect(once('a', make)).toBe(first);
    expect(once('b', make)).not.toBe(first);
    expect(made).toBe(2);
  });

  it('two stores keep their own things under the same key (two games may both say "brass")', () => {
    const one = keyedOnce<string>();
    const two = keyedOnce<string>();
    expect(one('brass', () => 'physical')).toBe('physical');
    expect(two('brass', () => 'standard')).toBe('standard');
    expect(one('brass', () => 'other')).toBe('physical');
  });
});

describe('the paint', () => {
  it('the same seed paints the same sequence, in [0, 1)', () => {
    const a = paintRandom(17);
    const b = paintRandom(17);
    const xs = Array.from({ length: 50 }, () => a());
    expect(Array.from({ length: 50 }, () => b())).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
    expect(paintRandom(18)()).not.toBe(xs[0]);
  });
});
