// Masterdice's client: the 3D board and its HTML controls, plugged into the table shell (GameClient).
import type { MasterdiceAction, MasterdiceView } from '../../../shared/games/masterdice/types.js';
import { cameraOverPlace, offsetFrom, seatYaw } from '../../kit/stations.js';
import type { CameraPose, GameClient } from '../types.js';
import { describeEvent } from './describe.js';
import { soundOf } from './sounds.js';
import { directorShot, directorWide } from './director.js';
import { MasterdiceScene } from './Scene.js';
import './strings.js';
import { MasterdiceControls } from './ui/Controls.js';
import { MasterdiceScore } from './ui/Score.js';

/** Behind a seat, a little above a sitting player's eyes, looking at the board between the players (a little to his right). */
export function seatCamera(seat: number): CameraPose {
  const yaw = seatYaw(seat === 1 ? 1 : 0);
  return cameraOverPlace({ ...offsetFrom({ x: 0, z: 0, yaw }, 0.9), yaw }, { back: 5.2, up: 5.7, look: 0.35 });
}

/** Straight above the board (a hair off vertical so the orbit controls keep their up direction). */
export const topCamera: CameraPose = { position: [0, 10, 0.5], target: [0, 0, 0] };

/** The Masterdice game client the shell loads on demand. */
export const masterdiceClient: GameClient<MasterdiceView, MasterdiceAction> = {
  id: 'masterdice',
  Scene: MasterdiceScene,
  Controls: MasterdiceControls,
  Score: MasterdiceScore,
  seatCamera,
  topCamera,
  describeEvent,
  soundOf,
  directorShot,
  directorWide,
};

export default masterdiceClient;
