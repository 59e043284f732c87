// What the browser tests wait on (client/debug.ts): window.__tavolo.moving() names every part of the table that
// still moves or is about to, and is empty once all rest; a part that goes away stops counting.
import { afterEach, describe, expect, it } from 'vitest';
import { addMotionSource, exposeForTests, testHooksAsked } from '../../client/debug.js';

const g = globalThis as { window?: { __tavolo?: { moving(): string[] } } };

describe('the table’s motion, as the tests read it', () => {
  afterEach(() => {
    delete g.window;
  });

  it('lists what moves by name, nothing once every part rests, and forgets a withdrawn part', () => {
    g.window = {};
    exposeForTests();
    let gliding = true;
    let frameDue = false;
    const withdrawCamera = addMotionSource(() => (gliding ? 'the camera gliding to its framing' : null));
    const withdrawCanvas = addMotionSource(() => (frameDue ? 'a frame asked for' : null));
    const moving = () => g.window!.__tavolo!.moving();
    expect(moving()).toEqual(['the camera gliding to its framing']);
    frameDue = true;
    expect(moving()).toEqual(['the camera gliding to its framing', 'a frame asked for']);
    gliding = false;
    frameDue = false;
    expect(moving()).toEqual([]);
    gliding = true;
    withdrawCamera();
    expect(moving()).toEqual([]);
    withdrawCanvas();
  });

  it('is asked for only by a browser driven by automation (navigator.webdriver), never by a person’s', () => {
    expect(testHooksAsked({ webdriver: true })).toBe(true);
    expect(testHooksAsked({ webdriver: false })).toBe(false);
    expect(testHooksAsked({})).toBe(false);
    expect(testHooksAsked(undefined)).toBe(false);
  });
});
