// The light probe's bake (client/scene/probeBake.ts): three's GPU read-back rejects with no reason when the WebGL
// context goes mid-bake. A browser test once failed on exactly that, a page error "undefined" on a feed page under
// load: the bake must never leave an unhandled rejection, must not light a scene that is gone, and must try again
// while its scene lives.
import { describe, expect, it } from 'vitest';
import { BAKE_TRIES, bakeProbe } from '../../client/scene/probeBake.js';

/** A read that fails `failures` times (rejecting with no reason, as three's probeAsync does), then gives `value`. */
function flakyRead(failures: number, value = 'baked') {
  let calls = 0;
  const read = () => {
    calls++;
    // three's probeAsync rejects with nothing at all, so this stand-in does too.
    return calls <= failures ? Promise.reject() : Promise.resolve(value);
  };
  return { read, calls: () => calls };
}

describe('the light probe bake', () => {
  it('a read that fails while the scene lives is tried again, and its result lights the scene', async () => {
    const r = flakyRead(1);
    const applied: string[] = [];
    await expect(
      bakeProbe(
        r.read,
        (b) => applied.push(b),
        () => true,
      ),
    ).resolves.toBe(true);
    expect(applied).toEqual(['baked']);
    expect(r.calls()).toBe(2);
  });

  it('a read that keeps failing gives up after a few tries, resolving false: nothing rejects', async () => {
    const r = flakyRead(Infinity);
    const applied: string[] = [];
    await expect(
      bakeProbe(
        r.read,
        (b) => applied.push(b),
        () => true,
      ),
    ).resolves.toBe(false);
    expect(applied).toEqual([]);
    expect(r.calls()).toBe(BAKE_TRIES);
  });

  it('once the scene is gone, a failed read is dropped, not tried again', async () => {
    const r = flakyRead(Infinity);
    await expect(
      bakeProbe(
        r.read,
        () => undefined,
        () => false,
      ),
    ).resolves.toBe(false);
    expect(r.calls()).toBe(1);
  });

  it('a read that ends after the scene is gone lights nothing', async () => {
    let live = true;
    const applied: string[] = [];
    let finish: (v: string) => void = () => undefined;
    const read = () => new Promise<string>((done) => (finish = done));
    const baking = bakeProbe(
      read,
      (b) => applied.push(b),
      () => live,
    );
    live = false;
    finish('late');
    await expect(baking).resolves.toBe(false);
    expect(applied).toEqual([]);
  });
});
