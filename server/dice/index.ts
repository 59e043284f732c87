// Server-side dice: Rapier throws that land on the engine's values, sent to every client as keyframes.
export {
  aimBucket,
  AIM_BANK_SIZE,
  AIM_DIRECTIONS,
  AIM_STRENGTHS,
  bucketAim,
  bankedMotion,
  bankedThrow,
  bankedThrows,
  bankPlace,
  bankThrow,
  initDicePhysics,
  simulateThrow,
  THROW_BANK_SIZE,
  type BankedThrow,
  type ThrowInput,
} from './simulate.js';
export { valueShown, type Quat } from './faces.js';
export * from './tray.js';
