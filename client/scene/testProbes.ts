// The scene's probes for browser tests and benchmarks (window.__tavolo.clickables and .prints), in a chunk of their
// own: a page loads it only when the test hooks are asked for (debug.ts testHooksAsked), so a person's page never
// downloads them.
export { clickablesOnPage } from './clickables.js';
export { printsOnPage } from './printSharpness.js';
