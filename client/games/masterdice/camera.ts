// Masterdice's camera presets: a seat's own view and the top view (the scene frames them to the window).
import { cameraOverPlace, offsetFrom, seatYaw } from '../../kit/stations.js';
import type { CameraPose } from '../../kit/contract.js';

/** Behind a seat, a little above a sitting player's eyes, looking at the board between the players (a little to his right). */
export function seatCamera(seat: number): CameraPose {
  const yaw = seatYaw(seat === 1 ? 1 : 0);
  return cameraOverPlace({ ...offsetFrom({ x: 0, z: 0, yaw }, 0.9), yaw }, { back: 5.2, up: 5.7, look: 0.35 });
}

/** Straight above the board (a hair off vertical so the orbit controls keep their up direction). */
export const topCamera: CameraPose = { position: [0, 10, 0.5], target: [0, 0, 0] };
