// The dice pieces other client code uses: a die, a throw playback, and the dice ready to throw (physical, lazily).
export { Die } from './Die.js';
export { ThrowPlayback } from './ThrowPlayback.js';
export { ReadyDice } from './ReadyDice.js';
export { throwDuration, poseAt } from './track.js';
export * as trayShape from './trayShape.js';
