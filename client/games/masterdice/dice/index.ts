// The dice pieces other client code uses: a die, a throw playback, and the dice ready to throw (physical, lazily).
export { Die, type DieProps } from './Die.js';
export { ThrowPlayback, type ThrowPlaybackProps } from './ThrowPlayback.js';
export { ReadyDice, StillReadyDice, type ReadyDiceProps } from './ReadyDice.js';
export { DIE_SIZE, DIE_COLOURS, type DieColour } from './look.js';
export { throwDuration, poseAt } from './track.js';
export { restingRotation, type QuatTuple } from './layout.js';
export * as trayShape from './trayShape.js';
