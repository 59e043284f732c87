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
  THROW_FPS,
  type BankedThrow,
  type ThrowInput,
} from './simulate.js';
export { faceUp, faceFixFor, valueShown, FACE_NORMALS, type Quat, type Vec3 } from './faces.js';
export { encodeFrames, quantizePose, wireRotation, type WirePose } from '../../shared/core/dice-track.js';
export * from './tray.js';
