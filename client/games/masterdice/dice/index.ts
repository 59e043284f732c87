// The dice pieces other client code uses: a die, a throw playback, and the lazily loaded physical tray.
export { Die, type DieProps } from './Die.js';
export { ThrowPlayback, type ThrowPlaybackProps } from './ThrowPlayback.js';
export { DiceTray, LazyDiceTrayPhysics, TrayWithoutPhysics } from './DiceTray.js';
export type { DiceTrayProps } from './DiceTrayPhysics.js';
export { TrayModel } from './TrayModel.js';
export { DIE_SIZE, DIE_COLOURS, type DieColour } from './look.js';
export { throwDuration, poseAt } from './track.js';
export { restingRotation, type QuatTuple } from './layout.js';
export * as trayShape from './trayShape.js';
